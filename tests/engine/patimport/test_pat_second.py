"""The optional second rule set and its switch modes (thousands of number (11))."""

from __future__ import annotations

import pytest
from pat_helpers import blocks, codes, comments, conditions, convert, field, one, pat


def line(mode: int, second: str = "2 2 999 104", first: str = "1 32 999 304") -> str:
    """A pile like the spider example: rule set 1, mode, rule set 2."""
    take, put, empty, seq = first.split()
    return f"6 83 108 0 16 1 0 {take} {put} {empty} {mode * 1000 + int(seq)} {second}"


def test_mode_1_or_adds_allowing_actions_first() -> None:
    root, warnings = convert(pat(line(1), "1 300 300 0 0 2 999 1 0 0 0"))
    b3 = field(root, "b3")
    assert one(b3, "folgeschieb") == "farbe" and one(b3, "folgewert") == "ab"
    allow = [b for b in blocks(root) if "rule set 2 allows" in comments(b)]
    assert len(allow) == 1  # the empty-pile rule is the same in both sets
    assert blocks(root)[0] is allow[0]
    lege = allow[0].find("lege")
    assert lege is not None and (lege.get("feld"), lege.get("anz"), lege.text) == (
        "quelle",
        "legezahl",
        "ziel",
    )
    assert [v.get("typ") for v in allow[0].findall("vergleich")] == ["differenz", "farbe"]
    no_wrap = [b for b in allow[0].findall("bedingung") if b.get("tag") == "karte"]
    assert [(b.text, b.get("beziehung")) for b in no_wrap] == [("A", "ungleich")]
    assert "pat-rules2" not in codes(warnings)


def test_mode_1_empty_pile_rule_of_rule_set_2() -> None:
    root, _ = convert(pat(line(1, "2 2 913 104", "1 2 0 304")))
    allow = [b for b in blocks(root) if "rule set 2 allows" in comments(b)]
    assert len(allow) == 2
    assert ("@legestapel", "karte", "K") in conditions(allow[0])


def test_mode_1_reports_unchecked_wrap() -> None:
    _, warnings = convert(pat(line(1, "2 2 999 108")))
    assert "pat-rules2" in codes(warnings)


def test_mode_2_and_adds_refusals() -> None:
    root, _ = convert(pat(line(2)))
    refusals = [b for b in blocks(root) if "rule set 2" in comments(b)]
    negated = [
        (v.get("typ"), v.get("beziehung"), v.text) for b in refusals for v in b.findall("vergleich")
    ]
    assert ("differenz", "ungleich", "1") in negated and ("farbe", None, "ungleich") in negated
    assert all(b.find("lege") is None for b in refusals)


@pytest.mark.parametrize(
    ("mode", "kind", "typ", "stock_conditions"),
    [
        (3, "abschluss", "klick", [("ziel", "id", "stock"), ("stock", "wiederholung", "0")]),
        (
            4,
            "abschluss",
            "klick",
            [("ziel", "id", "stock"), ("stock", "kartenzahl", "0"), ("stock", "wiederholung", "0")],
        ),
        (5, "abschluss", "frei", [("stock", "kartenzahl", "0"), ("stock", "wiederholung", "0")]),
        (6, "abschluss", "frei", [("stock", "kartenzahl", "0")]),
    ],
)
def test_switch_modes(
    mode: int, kind: str, typ: str, stock_conditions: list[tuple[str, str, str]]
) -> None:
    stock = "52 4 4 0 0 0 999 1 3 0 2"
    root, _ = convert(pat(line(mode, "1 1 999 106", "1 1 999 104"), stock=stock))
    (switch,) = blocks(root, kind)
    assert switch.get("typ") == typ
    assert conditions(switch) == stock_conditions + [("b3", "var", "0")]
    changes = [(a.get("tag"), a.text) for a in switch.findall("aenderung")]
    assert changes == [("folgeende", "K"), ("folgewert", "auf"), ("var", "1")]


def test_switch_guards_rule_actions_with_var() -> None:
    stock = "52 4 4 0 0 0 999 1 3 0 2"
    root, _ = convert(
        pat(line(6, "1 1 999 206", "1 1 999 214"), "1 300 300 0 0 2 999 2 0 0 0", stock=stock)
    )
    guarded = [conditions(b)[0] for b in blocks(root) if "b3" in str(conditions(b))]
    assert ("b3", "var", "0") in guarded and ("b3", "var", "1") in guarded


def test_switch_at_last_pass_with_single_pass_starts_with_rule_set_2() -> None:
    root, _ = convert(pat(line(3, "1 1 999 106", "1 1 999 104")))
    (switch,) = blocks(root, "beginn")
    assert ("folgewert", "auf") in [(a.get("tag"), a.text) for a in switch.findall("aenderung")]


def test_switch_never_happens_with_unlimited_passes() -> None:
    stock = "52 4 4 0 0 0 999 1 999 0 2"
    root, warnings = convert(pat(line(4, "1 1 999 106", "1 1 999 104"), stock=stock))
    assert blocks(root, "abschluss") == [] and "pat-rules2" in codes(warnings)


def test_switch_cannot_remove_a_tag() -> None:
    stock = "52 4 4 0 0 0 999 1 3 0 2"
    _, warnings = convert(pat(line(6, "1 1 999 116", "1 1 999 104"), stock=stock))
    assert "pat-rules2" in codes(warnings)


def test_mode_above_6000_keeps_rule_set_1() -> None:
    root, warnings = convert(pat(line(7)))
    assert "pat-rules2" in codes(warnings) and "not used" in comments(field(root, "b3"))


def test_layout_rules_of_rule_set_2_are_reported() -> None:
    _, warnings = convert(pat(line(1, "31 2 999 104")))
    messages = [w.message for w in warnings if w.code == "pat-rules2"]
    assert any("covering" in m for m in messages)
