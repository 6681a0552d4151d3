"""Numbers (7)-(11): win rule, take and put rules, blocking, marks, empty-pile and sequence rules."""

from __future__ import annotations

import pytest
from lxml import etree
from pat_helpers import blocks, codes, comments, conditions, convert, field, one, pat, texts


def rule_blocks(root: etree._Element, fid: str) -> list[etree._Element]:
    """`aktion typ="legen"` blocks that name this field as target or source."""
    return [
        b
        for b in blocks(root)
        if b.get("typ") == "legen" and any(t == "id" and v == fid for _, t, v in conditions(b))
    ]


def compared(block: etree._Element) -> list[tuple[str | None, str | None, str | None]]:
    """(typ, beziehung, text) of a block's `vergleich` children."""
    return [(v.get("typ"), v.get("beziehung"), v.text) for v in block.findall("vergleich")]


# (7) ---------------------------------------------------------------------------------
def test_target_counts_make_punktemax() -> None:
    root, _ = convert(pat("0 83 4 0 0 2 13 0 1 901 116", "0 162 4 0 0 2 26 0 1 901 116"))
    assert one(root, "punktemax") == "39"
    assert one(field(root, "b3"), "punkte") == "1" and one(field(root, "b3"), "max") == "13"
    assert field(root, "b3").get("typ") == "grund"


def test_empty_piles_decide_the_win() -> None:
    root, _ = convert(pat("5 83 108 0 16 2 0 1 0 0 0", "0 162 4 0 0 2 13 0 1 901 116"))
    assert (one(root, "punktemax"), one(root, "punktestart")) == ("52", "52")
    assert one(field(root, "b3"), "punkte") == "-1"
    assert one(field(root, "b4"), "punkte") is None
    assert "do not count" in comments(root)


def test_negative_count_is_a_maximum() -> None:
    root, _ = convert(pat("0 83 108 0 0 2 -3 1 1 999 999"))
    assert one(field(root, "b3"), "max") == "3"
    root, _ = convert(pat("0 83 108 0 0 2 -1 1 1 999 999"))
    assert field(root, "b3").get("typ") == "keller"


def test_no_win_rule_is_reported() -> None:
    root, warnings = convert(pat())
    assert root.find("punktemax") is None and "pat-win" in codes(warnings)


# (8) a ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "gesperrt", "schieb"),
    [(0, "ja", None), (1, None, "einzeln"), (2, None, None), (3, None, None), (9, None, "offen")],
)
def test_take_codes(code: int, gesperrt: str | None, schieb: str | None) -> None:
    root, _ = convert(pat(f"1 83 108 0 16 2 999 {code} 0 0 0"))
    b3 = field(root, "b3")
    assert (one(b3, "gesperrt"), one(b3, "folgeschieb")) == (gesperrt, schieb)


def test_take_runs_only() -> None:
    root, _ = convert(pat("1 83 108 0 16 2 999 4 0 0 0"))
    (block,) = rule_blocks(root, "b3")
    assert ("quelle", "legezahl", "2") in conditions(block)


# (8) b ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("code", "typ"), [(1, "nehmen"), (2, "legen"), (3, None)])
def test_covered_piles_are_locked(code: int, typ: str | None) -> None:
    root, _ = convert(pat(f"1 83 202 0 0 0 999 {code}1 1 999 999", "5 83 108 0 1 2 999 1 0 0 0"))
    sperre = field(root, "b3").find("sperre")
    assert sperre is not None and sperre.text == "b4" and sperre.get("typ") == typ
    revealed = blocks(root, "abschluss")
    assert len(revealed) == (0 if typ == "legen" else 1)


def test_fanned_cover_locks_from_a_card_count() -> None:
    root, _ = convert(pat("1 83 202 0 0 2 999 11 0 0 0", "5 83 0 0 20 2 999 1 0 0 0"))
    assert field(root, "b3").find("sperre") is None
    (block,) = rule_blocks(root, "b3")
    assert ("b4", "kartenzahl", "7") in conditions(block)


def test_uncovered_pile_is_never_locked() -> None:
    root, _ = convert(pat("1 83 202 0 0 2 999 31 0 0 0"))
    assert field(root, "b3").find("sperre") is None
    assert "never locks" in comments(field(root, "b3"))


@pytest.mark.parametrize(("code", "typ"), [(4, "nehmen"), (5, "legen"), (6, None)])
def test_next_pile_locks(code: int, typ: str | None) -> None:
    root, _ = convert(pat(f"1 83 202 0 0 2 999 {code}1 0 0 0", "1 162 202 0 0 2 999 1 0 0 0"))
    sperre = field(root, "b3").find("sperre")
    assert sperre is not None and (sperre.text, sperre.get("typ")) == ("b4", typ)
    assert "no next pile" in comments(field(root, "b4")) or field(root, "b4").find("sperre") is None


@pytest.mark.parametrize(("code", "typ"), [(7, "nehmen"), (8, "legen"), (9, None)])
def test_both_neighbours_lock(code: int, typ: str | None) -> None:
    root, _ = convert(
        pat(
            "1 83 202 0 0 2 999 1 0 0 0",
            f"1 162 202 0 0 2 999 {code}1 0 0 0",
            "1 241 202 0 0 2 999 1 0 0 0",
        )
    )
    sperre = field(root, "b4").find("sperre")
    assert sperre is not None and sperre.text == "b3 b5" and sperre.get("modus") == "and"
    assert sperre.get("typ") == typ


# (8) cc ---------------------------------------------------------------------------------
def test_marks_and_masks() -> None:
    # b3 has mark 1, b4 mark 2, b5 mask 1+2 (cc = 15), b6 mask 2 and mark 3 (cc = 10 + 3)
    root, _ = convert(
        pat(
            "1 83 108 0 0 2 999 101 0 0 0",
            "1 162 108 0 0 2 999 201 0 0 0",
            "0 241 108 0 0 2 999 1501 1 999 999",
            "0 320 108 0 0 2 999 1301 1 999 999",
        )
    )
    assert texts(field(root, "b3"), "schiebsperre") == ["b5"]
    assert texts(field(root, "b4"), "schiebsperre") == ["b5 b6"]
    assert texts(field(root, "b5"), "schiebsperre") == []
    assert "marked 1, 2" in comments(field(root, "b5"))


# (9) a ----------------------------------------------------------------------------------
def test_put_nothing_has_no_max() -> None:
    root, _ = convert(pat("1 83 108 0 0 2 999 1 0 999 999"))
    assert one(field(root, "b3"), "max") is None and one(field(root, "b3"), "folgestart") is None


@pytest.mark.parametrize(
    ("code", "relation", "count"),
    [(1, "groesser", "1"), (4, "kleiner", "2"), (5, "ungleich", "2"), (9, "ungleich", "13")],
)
def test_put_counts(code: int, relation: str, count: str) -> None:
    root, _ = convert(pat(f"0 83 108 0 16 2 999 2 {code} 999 104"))
    (block,) = [b for b in rule_blocks(root, "b3") if "size" in comments(b)]
    (legezahl,) = [b for b in block.findall("bedingung") if b.get("tag") == "legezahl"]
    assert (legezahl.get("beziehung"), legezahl.text) == (relation, count)


def test_put_single_needs_no_action_when_no_runs_move() -> None:
    root, _ = convert(pat("0 83 108 0 16 2 999 1 1 999 104"))
    assert rule_blocks(root, "b3") == []


def test_put_runs_through_free_spaces_is_reported() -> None:
    root, warnings = convert(pat("0 83 108 0 16 2 999 2 3 999 104"))
    assert "pat-put" in codes(warnings) and one(field(root, "b3"), "max") is not None


# (9) b ----------------------------------------------------------------------------------
def test_click_on_hand_pile_deals_to_piles() -> None:
    root, _ = convert(pat("1 83 108 0 16 2 999 1 12 999 104", "1 162 108 0 16 2 999 1 22 999 104"))
    assert texts(field(root, "stock"), "ziel") == ["abwurf", "b3", "b4", "b4"]


def test_click_deals_only_while_all_piles_of_the_kind_hold_cards() -> None:
    root, _ = convert(pat("1 83 108 0 16 2 999 1 32 999 104", "1 162 108 0 16 2 999 1 32 999 104"))
    assert texts(field(root, "stock"), "ziel") == ["abwurf", "b3", "b4"]
    checks = [b for b in blocks(root) if b.get("typ") == "klick"]
    assert [c for c in (conditions(b)[-1] for b in checks)] == [
        ("b3", "kartenzahl", "0"),
        ("b4", "kartenzahl", "0"),
    ]


def test_click_fills_the_pile_up() -> None:
    root, _ = convert(pat("0 83 108 0 0 2 -1 1 51 999 999"))
    stock = field(root, "stock")
    fill = [z for z in stock.findall("ziel") if z.text == "b3"]
    assert [z.get("bedingung") for z in fill] == ["leer"]


# (9) c ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "once", "fits"),
    [(1, True, True), (2, False, True), (3, True, False), (4, False, False)],
)
def test_bottom_card_to_top(code: int, once: bool, fits: bool) -> None:
    root, _ = convert(pat(f"4 83 108 0 16 2 999 1 {code}01 999 104"))
    (block,) = [b for b in blocks(root) if b.get("typ") == "klick"]
    assert (("b3", "var", "0") in conditions(block)) == once
    assert bool(compared(block)) == fits
    assert [(e.get("feld"), e.text) for e in block.findall("lege")] == [
        ("b3", "tmp"),
        ("tmp", "b3"),
    ]
    assert field(root, "tmp").get("x") == "-1"


# (9) d, e -------------------------------------------------------------------------------
PILES = (
    "1 83 108 0 16 2 999 1 {put} 999 104",
    "1 162 108 0 16 2 999 1 1 999 104",
    "1 241 108 0 16 2 999 1 1 999 104",
)


def schieb(root: etree._Element, fid: str) -> list[tuple[str | None, str]]:
    """(bedingung, targets) of a field's `schiebsperre` tags."""
    return [(s.get("bedingung"), s.text or "") for s in field(root, fid).findall("schiebsperre")]


@pytest.mark.parametrize(
    ("code", "waste", "other"),
    [
        (1, [], [(None, "b3")]),
        (2, [], [("belegt", "b3")]),
        (3, [("leer", "b3")], [("belegt", "b3")]),
        (4, [], [("leer", "b3")]),
        (5, [(None, "b3")], []),
        (6, [], [("belegt", "b3")]),
    ],
)
def test_where_cards_may_come_from(code: int, waste: list[object], other: list[object]) -> None:
    lines = [PILES[0].format(put=f"{code}001")] + list(PILES[1:])
    root, _ = convert(pat(*lines))
    assert schieb(root, "abwurf") == waste
    assert schieb(root, "b5") == other
    assert schieb(root, "b4") == other


@pytest.mark.parametrize(("code", "neighbour"), [(1, "abwurf"), (2, "b4")])
def test_neighbour_must_hold_cards(code: int, neighbour: str) -> None:
    lines = [PILES[0].format(put=f"{code}0001")] + list(PILES[1:])
    root, _ = convert(pat(*lines))
    sperre = field(root, "b3").find("sperre")
    assert sperre is not None and sperre.text == neighbour
    assert (sperre.get("typ"), sperre.get("bedingung")) == ("legen", "leer")


def test_missing_next_neighbour() -> None:
    root, warnings = convert(pat("1 83 108 0 16 2 999 1 20001 999 104"))
    assert "pat-put" in codes(warnings) and rule_blocks(root, "b3")


# (10) -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "spec"),
    [
        (999, "frei"),
        (0, None),
        (101, "Herz A"),
        (213, "Pik K"),
        (311, "Karo B"),
        (412, "Kreuz D"),
        (901, "A"),
        (199, "Herz"),
        (999, "frei"),
        (910, "10"),
    ],
)
def test_empty_pile_rule(code: int, spec: str | None) -> None:
    root, _ = convert(pat(f"0 83 108 0 16 2 999 1 1 {code} 104"))
    assert one(field(root, "b3"), "folgestart") == spec


@pytest.mark.parametrize(("code", "refused"), [(513, ["Pik", "Kreuz"]), (613, ["Herz", "Karo"])])
def test_empty_pile_red_or_black(code: int, refused: list[str]) -> None:
    root, _ = convert(pat(f"0 83 108 0 16 2 999 1 1 {code} 104"))
    assert one(field(root, "b3"), "folgestart") == "K"
    suits = [v for b in rule_blocks(root, "b3") for f, t, v in conditions(b) if t == "karte"]
    assert suits == refused


def test_empty_pile_unknown_codes() -> None:
    _, warnings = convert(pat("0 83 108 0 16 2 999 1 1 750 104"))
    assert codes(warnings).count("pat-code") == 2


# (11) -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "wert", "farbe", "ende"),
    [
        (114, "ab", "gleich", None),
        (104, "ab", "gleich", "A"),
        (116, "auf", "gleich", None),
        (106, "auf", "gleich", "K"),
        (315, "gleich", "wechsel", None),
        (413, "ab2", "ungleich", None),
        (917, "auf2", "frei", None),
        (918, "aufab", "frei", None),
        (999, "frei", "frei", None),
        (919, "frei", "frei", None),
        (196, "auf", "gleich", None),
    ],
)
def test_sequence_tags(code: int, wert: str, farbe: str, ende: str | None) -> None:
    root, _ = convert(pat(f"0 83 108 0 16 2 999 1 1 999 {code}"))
    b3 = field(root, "b3")
    assert (one(b3, "folgewert"), one(b3, "folgefarbe"), one(b3, "folgeende")) == (
        wert,
        farbe,
        ende,
    )


def test_sequence_nothing_on_top_means_one_card() -> None:
    root, _ = convert(pat("0 83 108 0 16 2 -5 1 1 999 0"))
    assert one(field(root, "b3"), "max") == "1"


def test_same_colour_is_an_action() -> None:
    root, _ = convert(pat("0 83 108 0 16 2 999 1 1 999 214"))
    assert one(field(root, "b3"), "folgefarbe") == "frei"
    (block,) = rule_blocks(root, "b3")
    assert compared(block) == [("farbe", None, "wechsel")]


@pytest.mark.parametrize("total", [13, 14])
def test_sums(total: int) -> None:
    root, _ = convert(pat(f"0 83 108 0 16 2 999 1 1 999 90{total - 12}"))
    b3 = field(root, "b3")
    assert one(b3, "folgewert") == "frei"
    found = rule_blocks(root, "b3")
    assert compared(found[0]) == [("summe", None, str(total))]
    assert found[0].find("lege") is not None and found[-1].find("lege") is None
    assert len(found) == (3 if total == 13 else 2)


@pytest.mark.parametrize(
    ("code", "ende", "extra"),
    [
        (107, "D", [("K", None)]),
        (103, "A", [("2", None)]),
        (108, None, [("A", "K"), ("K", "A")]),
        (124, "K", [("A", None)]),
        (126, "K", []),
    ],
)
def test_wrap_limits(code: int, ende: str | None, extra: list[tuple[str, str | None]]) -> None:
    root, _ = convert(pat(f"0 83 108 0 16 2 999 1 1 999 {code}"))
    assert one(field(root, "b3"), "folgeende") == ende
    found = []
    for block in rule_blocks(root, "b3"):
        cards = {f: v for f, t, v in conditions(block) if t == "karte"}
        found.append((cards.get("ziel"), cards.get("@legestapel")))
    assert sorted(found, key=str) == sorted(extra, key=str)


def test_unknown_sequence_digits() -> None:
    _, warnings = convert(pat("0 83 108 0 16 2 999 1 1 999 530"))
    assert codes(warnings).count("pat-code") == 3


def test_click_fills_only_with_the_empty_pile_card() -> None:
    root, _ = convert(pat("0 83 108 0 0 2 -2 1 51 901 999"))
    fill = [z for z in field(root, "stock").findall("ziel") if z.text == "b3"]
    assert [z.get("bedingung") for z in fill] == ["erlaubt", "erlaubt"]
