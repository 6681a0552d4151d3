"""Tests for engine.game: dealing, legal moves, play/push/pop/redo, clicks, outcome, JSON."""

from __future__ import annotations

import pytest
from engine_fixtures import definition, klondike

from engine.errors import IllegalMoveError
from engine.game import Game
from engine.moves import Move
from engine.scoring import Termination

BUILD = "<max>frei</max><folgestart>frei</folgestart>"


def _top(game: Game, i: int) -> str:
    return str(game.state.card(game.state.fields[i].cards[-1]))


def test_same_seed_same_deal_and_different_seeds_differ() -> None:
    d = klondike()
    assert Game.new(d, seed=5).to_json() == Game.new(d, seed=5).to_json()
    assert Game.new(d, seed=5).to_json() != Game.new(d, seed=6).to_json()


@pytest.mark.parametrize(
    ("seed", "tops", "stock_top"),
    [
        (0, ["Kreuz 10", "Pik 2", "Herz 6", "Karo 5", "Pik 10", "Kreuz D", "Karo 10"], "Pik K"),
        (1, ["Herz 6", "Karo 3", "Pik 4", "Kreuz 4", "Karo 4", "Herz 3", "Pik A"], "Karo 2"),
        (2, ["Kreuz 4", "Pik K", "Pik 7", "Pik B", "Herz 4", "Kreuz 10", "Herz A"], "Karo 8"),
        (
            12345,
            ["Herz 6", "Kreuz 2", "Kreuz 4", "Pik 6", "Kreuz 9", "Herz 9", "Herz 5"],
            "Herz 10",
        ),
    ],
)
def test_golden_first_cards(seed: int, tops: list[str], stock_top: str) -> None:
    game = Game.new(klondike(), seed=seed)
    assert [_top(game, i) for i in range(6, 13)] == tops
    assert _top(game, 0) == stock_top


def test_legal_move_view() -> None:
    game = Game.new(klondike(), seed=1)
    moves = list(game.legal_moves)
    assert game.legal_moves.count() == len(moves) == len(game.legal_moves)
    assert game.legal_moves
    assert all(m in game.legal_moves for m in moves)
    assert Move.drag(0, 1) not in game.legal_moves
    assert Move.click(0) in game.legal_moves
    assert "click #1" in repr(game.legal_moves)


def test_move_value_type() -> None:
    m = Move.drag(3, 7, 2)
    assert repr(m) == "Move.drag(3, 7, 2)"
    assert str(m) == "move #4 #8 2"
    assert str(Move.click(0, button="right")) == "rclick #1"
    assert Move.drag(3, 7, 2) == eval(repr(m))
    with pytest.raises(AttributeError):
        m.src = 1  # type: ignore[misc]


def test_play_refuses_with_reason_and_leaves_state() -> None:
    game = Game.new(klondike(), seed=1)
    before = game.to_json()
    with pytest.raises(IllegalMoveError) as info:
        game.play(Move.drag(6, 7))  # Herz 6 onto Karo 3
    assert info.value.reason
    assert game.to_json() == before


def test_reason_words() -> None:
    game = Game.new(klondike(), seed=1)
    assert game.reason(Move.drag(6, 7)) == (
        "Herz 6 cannot go on Karo 3: folgefarbe wechsel needs red and black to alternate"
    )
    assert game.reason(Move.drag(1, 6)) == "abwurf holds only 0 cards"
    assert "sicht verdeckt" in (game.reason(Move.drag(0, 1)) or "")
    assert "takes no cards by hand" in (game.reason(Move.drag(6, 1)) or "")


def test_push_pop_redo() -> None:
    game = Game.new(klondike(), seed=1)
    start = game.to_json()
    game.push(Move.click(0))
    after_click = game.to_json()
    game.play(Move.drag(7, 8))
    assert game.move_stack == ["click #1", "move #8 #9"]
    assert game.pop() == "move #8 #9"
    assert game.to_json() == after_click
    assert game.redo() == "move #8 #9"
    game.pop()
    game.pop()
    assert game.to_json() == start
    with pytest.raises(IllegalMoveError):
        game.pop()
    game.redo()
    game.redo()
    with pytest.raises(IllegalMoveError):
        game.redo()


def test_new_move_clears_redo() -> None:
    game = Game.new(klondike(), seed=1)
    game.play(Move.click(0))
    game.pop()
    game.play(Move.drag(7, 8))
    with pytest.raises(IllegalMoveError):
        game.redo()


def test_restart_deals_the_same_cards() -> None:
    game = Game.new(klondike(), seed=9)
    start = game.to_json()
    game.play(Move.click(0))
    game.restart()
    assert game.to_json() == start
    assert game.move_stack == []


def test_click_right_and_auto() -> None:
    game = Game.new(klondike(), seed=1)
    game.click(12, button="right")  # Pik A goes to the first foundation
    assert game.state.fields[2].cards and _top(game, 2) == "Pik A"
    with pytest.raises(IllegalMoveError, match="no field with an auto tag"):
        game.click(6, button="right")
    with pytest.raises(IllegalMoveError, match="middle click"):
        game.click(6, button="middle")
    game.pop()
    assert game.auto() == 1
    assert _top(game, 2) == "Pik A"
    game.pop()
    assert not game.state.fields[2].cards


def _won_game() -> Game:
    d = definition(
        '<feld id="s" x="-1" y="-1" typ="stock"/>'
        f'<feld id="a" x="1" y="1" typ="stapel">{BUILD}'
        '<lege typ="offen" quelle="s" anz="2">frei</lege></feld>'
        f'<feld id="b" x="6" y="1" typ="stapel">{BUILD}<punkte>1</punkte></feld>',
        extra="<punktemax>1</punktemax>",
    )
    return Game.new(d, seed=1)


def test_outcome_won_by_punktemax() -> None:
    game = _won_game()
    assert game.outcome is None
    game.play(Move.drag(1, 2))
    outcome = game.outcome
    assert outcome is not None and outcome.won and outcome.termination is Termination.PUNKTEMAX
    assert game.to_json()["status"] == "won"
    assert not game.legal_moves
    with pytest.raises(IllegalMoveError, match="over"):
        game.play(Move.drag(1, 2))
    game.pop()
    assert game.outcome is None


def test_give_up_and_score_floor() -> None:
    d = definition(
        '<feld id="s" x="-1" y="-1" typ="stock"/>'
        f'<feld id="a" x="1" y="1" typ="stapel">{BUILD}<punkte>-5</punkte>'
        '<lege typ="offen" quelle="s" anz="2">frei</lege></feld>'
        f'<feld id="b" x="6" y="1" typ="stapel">{BUILD}</feld>'
    )
    game = Game.new(d, seed=1)
    assert game.score == -10
    assert game.to_json()["score"] == -10
    game.give_up()
    outcome = game.outcome
    assert outcome is not None and not outcome.won and outcome.termination is Termination.GIVEN_UP
    assert outcome.score == 0 and game.to_json()["score"] == 0
    game.pop()
    assert game.outcome is None


def test_to_json_shape() -> None:
    data = Game.new(klondike(), seed=7).to_json()
    assert list(data) == [
        "game",
        "seed",
        "variant",
        "level",
        "status",
        "score",
        "message",
        "fields",
    ]
    assert data["game"] == "Klondike" and data["seed"] == 7 and data["status"] == "running"
    first = data["fields"][0]
    assert list(first) == ["index", "id", "type", "cards", "var", "stop"]
    assert first["index"] == 1 and first["type"] == "stock"
    assert all(c.startswith("(") for c in first["cards"])
    assert sum(len(f["cards"]) for f in data["fields"]) == 52


PERFT_MOVES = [
    Move.drag(8, 2, 1),
    Move.drag(10, 5, 1),
    Move.drag(9, 5, 1),
    Move.drag(6, 9, 1),
    Move.click(0),
    Move.click(0),
    Move.drag(2, 3, 1),
    Move.click(0),
    Move.drag(1, 7, 1),
    Move.drag(7, 8, 1),
    Move.click(0),
    Move.click(0),
]


def test_perft_klondike_seed_7() -> None:
    game = Game.new(klondike(), seed=7)
    counts = [game.legal_moves.count()]
    for move in PERFT_MOVES:
        game.play(move)
        counts.append(game.legal_moves.count())
    assert counts == [11, 9, 8, 6, 4, 4, 4, 4, 6, 5, 5, 6, 6]


@pytest.mark.parametrize("seed", [0, 3, 11])
def test_perft_stock_cycle(seed: int) -> None:
    """24 stock clicks empty the stock; the 25th turns the waste back over."""
    game = Game.new(klondike(), seed=seed)
    for _ in range(24):
        game.play(Move.click(0))
    assert not game.state.fields[0].cards and len(game.state.fields[1].cards) == 24
    game.play(Move.click(0))
    assert len(game.state.fields[0].cards) == 24 and not game.state.fields[1].cards


def test_marks() -> None:
    d = definition(
        '<feld id="s" x="-1" y="-1" typ="stock"/>'
        f'<feld id="a" x="1" y="1" typ="stapel">{BUILD}'
        '<stopp bedingung="kartenzahl">2</stopp>'
        '<lege typ="offen" quelle="s" anz="2">frei</lege></feld>'
        '<feld id="b" x="6" y="1" typ="stapel"><folgestart>A</folgestart>'
        '<lege typ="offen" quelle="s">A</lege></feld>',
        extra="<markiere>korrekt</markiere>",
    )
    assert Game.new(d, seed=1).marks() == {1: "cc0000", 2: "008800"}


def test_variant_recompiles_the_file() -> None:
    d = klondike()
    assert d.variant == "ziehe1"
    three = Game.new(d, seed=4, variant="ziehe3")
    assert three.definition.variant == "ziehe3" and three.to_json()["variant"] == "ziehe3"
    three.play(Move.click(0))
    assert len(three.state.fields[1].cards) == 3
    one = Game.new(d, seed=4)
    one.play(Move.click(0))
    assert len(one.state.fields[1].cards) == 1
