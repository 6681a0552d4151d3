"""Converted tiny games validate, lint without errors, and play by replay script in the engine."""

from __future__ import annotations

from pat_helpers import cards, game, pat, play


def ok(result: dict[str, object]) -> list[bool]:
    """The ok flags of a replay's steps."""
    return [step["ok"] for step in result["steps"]]  # type: ignore[attr-defined, index]


def pull(
    card: str,
    *,
    take: int = 1,
    put: str = "0",
    seq: int = 0,
    x: int = 83,
    count: int = 1,
    target: int = 999,
) -> str:
    """A pile that pulls `count` cards matching code `card` (number (10)) out of the stock."""
    return f"{count} {x} 108 0 0 702 {target} {take} {put} {card} {seq}"


def test_draw_to_waste_and_pass_limit() -> None:
    result = play(pat(stock="52 4 4 0 0 0 999 3 2 0 2"), "click stock\nclick stock")
    assert ok(result) == [True, True]
    assert len(cards(result["state"], "abwurf")) == 6
    assert len(cards(result["state"], "stock")) == 46


def test_take_nothing_is_refused() -> None:
    text = pat(pull("106", take=0), pull("207", put="1", seq=999, x=162))
    assert ok(play(text, "move b3 b4")) == [False]


def test_sum_13() -> None:
    text = pat(pull("106"), pull("105", x=162), pull("207", put="1", seq=901, x=241, take=0))
    result = play(text, "move b4 b5\nmove b3 b5")
    assert ok(result) == [False, True]
    assert cards(result["state"], "b5") == ["Pik 7", "Herz 6"]


def test_sum_13_king_alone() -> None:
    text = pat(pull("113"), pull("207", put="1", seq=901, x=162, take=0))
    assert ok(play(text, "move b3 b4")) == [True]


def test_same_colour_sequence() -> None:
    text = pat(pull("106"), pull("206", x=162), pull("307", put="1", seq=214, x=241, take=0))
    result = play(text, "move b4 b5\nmove b3 b5")
    assert ok(result) == [False, True]


def test_no_wrap_from_ace_to_king() -> None:
    text = pat(pull("113"), pull("112", x=162), pull("101", put="1", seq=908, x=241, take=0))
    assert ok(play(text, "move b3 b5\nmove b4 b5")) == [False, False]
    text = pat(pull("113"), pull("102", x=162), pull("101", put="1", seq=918, x=241, take=0))
    assert ok(play(text, "move b3 b5\nmove b4 b5")) == [True, False]


def test_empty_pile_start_card() -> None:
    text = pat(pull("106"), pull("101", x=162), "0 241 108 0 0 2 999 0 1 901 916")
    result = play(text, "move b3 b5\nmove b4 b5")
    assert ok(result) == [False, True]


def test_covered_pile_is_locked_until_uncovered() -> None:
    text = pat(
        "1 83 202 0 0 0 999 31 0 0 0",
        "1 83 108 0 0 2 999 1 0 0 0",
        "0 300 108 0 0 2 999 0 1 999 999",
    )
    assert cards(game(text).to_json(), "b3")[0].startswith("(")
    result = play(text, "move b3 b5\nmove b4 b5")
    assert ok(result) == [False, True]
    assert not cards(result["state"], "b3")[0].startswith("(")  # turned over once uncovered
    assert ok(play(text, "move b3 b5\nmove b4 b5\nmove b3 b5")) == [False, True, True]


def test_mask_refuses_marked_piles() -> None:
    text = pat(pull("106", take=101), pull("206", x=162), "0 241 108 0 0 2 999 501 1 999 999")
    assert ok(play(text, "move b3 b5\nmove b4 b5")) == [False, True]


def test_only_from_waste_pile() -> None:
    text = pat(pull("106"), "0 162 108 0 0 2 999 0 1001 999 999")
    result = play(text, "move b3 b4\nclick stock\nmove abwurf b4")
    assert ok(result) == [False, True, True]


def test_redirection_moves_aces_to_the_foundation() -> None:
    text = pat("0 300 4 0 0 6002 13 0 1 901 116", pull("101"), pull("201", x=162, take=2))
    state = game(text).to_json()
    assert cards(state, "b3") == ["Herz A"]
    assert len(cards(state, "b4")) == 1 and cards(state, "b4") != ["Herz A"]  # replaced (d=0)
    assert cards(state, "b5") == ["Pik A"]  # does not fit on Herz A


def test_pulled_cards_return_under_the_stock() -> None:
    text = pat("4 0 -99 0 0 800 999 0 0 901 0")
    state = game(text).to_json()
    assert cards(state, "b3") == []
    assert [c.strip("()").split()[1] for c in cards(state, "stock")[:4]] == ["A"] * 4


def test_face_up_stock_click_and_take() -> None:
    text = pat("0 162 108 0 0 2 999 0 1 999 999", stock="52 4 4 0 0 2 999 1 1 0 2")
    result = play(text, "click stock\nmove stock b3")
    assert ok(result) == [True, True]
    assert len(cards(result["state"], "abwurf")) == 1 and len(cards(result["state"], "b3")) == 1


def test_click_moves_bottom_card_to_top() -> None:
    text = pat("3 83 108 0 16 2 999 1 401 999 999")
    g = game(text)
    before = cards(g.to_json(), "b3")
    result = play(text, "click b3")
    assert ok(result) == [True]
    assert cards(result["state"], "b3") == before[1:] + before[:1]


def test_rule_set_2_or() -> None:
    text = pat(pull("106"), pull("405", x=162), "1 241 108 0 16 702 999 1 1 107 1304 1 1 999 104")
    result = play(text, "move b4 b5\nmove b3 b5")
    assert ok(result) == [False, True]
    assert cards(result["state"], "b5") == ["Herz 7", "Herz 6"]


def test_switch_after_first_pass() -> None:
    stock = "52 4 4 0 0 0 999 52 2 0 2"
    text = pat(pull("108"), "1 241 108 0 16 702 999 1 1 109 6116 1 1 999 114", stock=stock)
    result = play(text, "move b3 b4\nclick stock\nmove b3 b4")
    assert ok(result) == [False, True, True]
    assert cards(result["state"], "b4") == ["Herz 9", "Herz 8"]
