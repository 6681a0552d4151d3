"""Number (6) (faces, orientation, shuffle, base value, pulling cards, redirection) and the hand pile."""

from __future__ import annotations

import pytest
from pat_helpers import blocks, codes, comments, conditions, convert, field, one, pat, texts

from engine.patimport.fields import faces


def deals(feld: object) -> list[tuple[str | None, str | None, str | None]]:
    """(typ, anz, spec) of a field's `lege` tags."""
    return [(e.get("typ"), e.get("anz"), e.text) for e in feld.findall("lege")]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        (0, [("verdeckt", "4", "frei")]),
        (1, [("verdeckt", "3", "frei"), ("offen", None, "frei")]),
        (2, [("offen", "4", "frei")]),
        (3, [("verdeckt", None, "frei"), ("offen", None, "frei")] * 2),
        (4, [("offen", None, "frei"), ("verdeckt", None, "frei")] * 2),
        (6, [("verdeckt", "2", "frei"), ("offen", "2", "frei")]),
        (7, [("verdeckt", None, "frei"), ("offen", "3", "frei")]),
    ],
)
def test_face_codes(code: int, expected: list[tuple[str, str | None, str]]) -> None:
    root, warnings = convert(pat(f"4 83 108 0 16 {code} 999 1 0 0 0"))
    assert deals(field(root, "b3")) == expected
    assert "pat-code" not in codes(warnings)


def test_faces_helper_short_piles() -> None:
    assert faces(1, 6) == [True] and faces(0, 1) == [] and faces(2, 7) == [True, True]


def test_invisible_cards_on_a_dead_pile_hide_the_field() -> None:
    root, warnings = convert(pat("4 83 -99 0 0 5 999 0 0 0 0"))
    assert one(field(root, "b3"), "sichtbar") == "0"
    assert deals(field(root, "b3")) == [("verdeckt", "4", "frei")]
    assert "pat-faces" not in codes(warnings)


def test_invisible_cards_on_a_live_pile_are_shown_face_down() -> None:
    root, warnings = convert(pat("0 83 108 0 0 5 999 0 1 999 999"))
    assert one(field(root, "b3"), "sicht") == "verdeckt"
    assert "pat-faces" in codes(warnings)
    assert "invisible" in comments(field(root, "b3"))


def test_unknown_face_code() -> None:
    _, warnings = convert(pat("1 83 108 0 0 9 999 1 0 0 0"))
    assert "pat-code" in codes(warnings)


def test_face_down_top_card_may_be_turned_by_hand() -> None:
    root, _ = convert(pat("1 83 108 0 0 0 999 1 0 0 0"))
    assert one(field(root, "b3"), "aufdecken") == "auto,manuell"


def test_base_value_c6() -> None:
    root, warnings = convert(
        pat(
            "1 83 4 0 0 602 13 0 1 999 116",
            "0 162 4 0 0 602 13 0 1 999 116",
            "0 241 4 0 0 602 13 0 1 113 116",
        )
    )
    first, second, third = (field(root, f"b{k}") for k in (3, 4, 5))
    assert deals(first) == [("offen", None, "zufallswert")]
    assert deals(second) == [] and one(second, "folgestart") == "zufallswert"
    assert one(third, "folgestart") == "Herz zufallswert"
    assert warnings == []


def test_base_value_c6_second_dealing_pile_is_reported() -> None:
    root, warnings = convert(pat("1 83 4 0 0 602 13 0 1 999 116", "2 162 4 0 0 602 13 0 1 999 116"))
    assert deals(field(root, "b4")) == []
    assert "pat-deal" in codes(warnings)


@pytest.mark.parametrize(
    ("empty", "spec"), [(901, "A"), (199, "Herz"), (413, "Kreuz K"), (999, "frei"), (312, "Karo D")]
)
def test_pull_cards_c7(empty: int, spec: str) -> None:
    root, warnings = convert(pat(f"4 0 -99 0 0 700 999 0 0 {empty} 0"))
    assert deals(field(root, "b3")) == [("verdeckt", "4", spec)]
    assert "pat-deal" not in codes(warnings)


def test_pull_cards_red_is_approximated() -> None:
    _, warnings = convert(pat("4 0 -99 0 0 700 999 0 0 599 0"))
    assert "pat-deal" in codes(warnings)


def test_pull_cards_c8_go_under_the_hand_pile() -> None:
    root, _ = convert(pat("4 0 -99 0 0 800 999 0 0 901 0"))
    assert deals(field(root, "b3")) == [("verdeckt", "4", "A")]
    (begin,) = blocks(root, "beginn")
    lege = begin.find("lege")
    assert lege is not None and lege.text == "stock"
    assert (lege.get("feld"), lege.get("anz"), lege.get("zielpos")) == ("b3", "4", "1")


def test_shuffle_again_after_c8_c2() -> None:
    stock = "52 4 4 0 0 200 999 1 1 0 2"
    root, _ = convert(pat("4 0 -99 0 0 800 999 0 0 901 0", stock=stock))
    begin = blocks(root, "beginn")
    assert [b.find("lege") is not None for b in begin] == [True, False]
    change = begin[1].find("aenderung")
    assert change is not None and (change.get("tag"), change.text) == ("sortieren", "mischen")


def test_shuffle_decks_separately_c1_is_reported() -> None:
    _, warnings = convert(pat(stock="52 4 4 0 0 100 999 1 1 0 2"))
    assert "pat-shuffle" in codes(warnings)


@pytest.mark.parametrize("code", [5, 6, 7])
def test_redirection_to_a_pile(code: int) -> None:
    root, _ = convert(
        pat(
            f"0 300 4 0 0 {code}002 13 0 1 901 116",
            "1 83 300 0 0 2 999 1 0 0 0",
            "1 162 300 0 0 1002 999 1 0 0 0",
        )
    )
    begin = blocks(root, "beginn")
    sources = [next(v for f, t, v in conditions(b) if t == "legbar") for b in begin]
    assert all(v == "b3" for v in sources)
    moved = [b.findall("lege") for b in begin]
    by_source = {lege[0].get("feld"): len(lege) for lege in moved}
    assert by_source["b4"] == 2  # d=0: the card is replaced from the hand pile
    assert by_source["b5"] == 1  # d=1: not replaced
    once = any(t == "var" for b in begin for _, t, _ in conditions(b))
    assert once == (code == 5)
    assert all(texts(b, "erfolg") == ["anfang"] for b in begin)


def test_redirection_of_deep_piles_is_approximate() -> None:
    _, warnings = convert(pat("0 300 4 0 0 6002 13 0 1 901 116", "3 83 300 0 0 2 999 1 0 0 0"))
    assert "pat-redirect" in codes(warnings)


def test_stock_draw_passes_and_waste() -> None:
    root, warnings = convert(pat(stock="52 4 4 0 0 0 999 3 3 2 2"))
    stock = field(root, "stock")
    assert texts(stock, "ziel") == ["abwurf"] * 3
    assert one(stock, "quelle") == "abwurf" and one(stock, "sicht") == "verdeckt"
    repeat = stock.find("wiederholung")
    assert repeat is not None and (repeat.text, repeat.get("mischen")) == ("2", "ja")
    assert field(root, "abwurf").get("typ") == "abwurf"
    assert warnings == [w for w in warnings if w.code == "pat-win"]


def test_stock_unlimited_passes() -> None:
    root, _ = convert(pat(stock="52 4 4 0 0 0 999 1 999 0 2"))
    assert one(field(root, "stock"), "wiederholung") == "frei"


def test_stock_single_pass_has_no_wiederholung() -> None:
    root, _ = convert(pat())
    assert one(field(root, "stock"), "wiederholung") is None


def test_stock_cut_is_reported() -> None:
    _, warnings = convert(pat(stock="52 4 4 0 0 0 999 1 3 1 2"))
    assert "pat-cut" in codes(warnings)


def test_stock_face_up_deals_by_click_action() -> None:
    root, _ = convert(pat(stock="52 4 4 0 0 2 999 1 1 0 2"))
    stock = field(root, "stock")
    assert one(stock, "sicht") is None and texts(stock, "ziel") == []
    (click,) = blocks(root, "aktion")
    assert click.get("typ") == "klick" and [e.text for e in click.findall("lege")] == ["abwurf"]


def test_stock_without_waste() -> None:
    root, warnings = convert(pat(stock="52 4 4 0 0 0 999 1 2 0 0", waste=False))
    assert texts(field(root, "stock"), "ziel") == []
    assert "pat-waste" in codes(warnings)


def test_stock_count_and_decks() -> None:
    root, warnings = convert(pat(decks=6, stock="312 4 4 0 0 0 999 1 1 0 2"))
    assert one(root, "karten") == "208"
    assert "pat-decks" in codes(warnings)
    _, warnings = convert(pat(stock="50 4 4 0 0 0 999 1 1 0 2"))
    assert "pat-count" in codes(warnings)


def test_hand_pile_codes_on_other_piles_are_reported() -> None:
    root, warnings = convert(pat("0 83 108 0 0 102 999 1 0 0 0"))
    assert "pat-code" in codes(warnings) and "only the hand pile" in comments(field(root, "b3"))


def test_negative_position_is_reported() -> None:
    root, warnings = convert(pat("1 -20 108 0 0 2 999 1 0 0 0"))
    assert field(root, "b3").get("x") == "-1" and "pat-layout" in codes(warnings)


def test_target_count_on_the_hand_pile_is_ignored() -> None:
    root, warnings = convert(pat(stock="52 4 4 0 0 0 52 1 1 0 2"))
    assert root.find("punktemax") is None and "pat-code" in codes(warnings)


def test_click_dealing_to_a_face_down_pile() -> None:
    root, _ = convert(pat("0 83 108 0 16 0 999 0 11 999 999"))
    dealt = [z for z in field(root, "stock").findall("ziel") if z.text == "b3"]
    assert [z.get("sicht") for z in dealt] == ["verdeckt"]
