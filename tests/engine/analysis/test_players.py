"""Random and greedy playouts: determinism, stop rules, the greedy player's preferences."""

from __future__ import annotations

from pathlib import Path

from tiny_games import solvable, unsolvable

from engine.analysis.players import PlayOptions, _greedy_rank, play_deal
from engine.compile import load_game
from engine.game import Game
from engine.moves import Move

KLONDIKE = Path(__file__).resolve().parents[3] / "games" / "klondike.xml"


def test_greedy_wins_the_tiny_game() -> None:
    res = play_deal(solvable(), "seed:1", "greedy", PlayOptions())
    assert res.won and res.status == "won" and res.moves == 4
    assert res.received and res.gave


def test_lost_deal_has_a_dead_end() -> None:
    res = play_deal(unsolvable(), "seed:1", "greedy", PlayOptions())
    assert not res.won and res.dead_end.startswith("no legal move")


def test_playouts_repeat_per_deal() -> None:
    d = load_game(KLONDIKE)
    for player in ("random", "greedy"):
        a = play_deal(d, "seed:5", player, PlayOptions(cap=150))
        b = play_deal(d, "seed:5", player, PlayOptions(cap=150))
        assert (a.moves, a.won, a.status, a.received, a.gave) == (
            b.moves,
            b.won,
            b.status,
            b.received,
            b.gave,
        )
        assert a.moves <= 150


def test_stall_rule_stops_a_random_walk() -> None:
    d = load_game(KLONDIKE)
    res = play_deal(d, "seed:2", "random", PlayOptions(cap=5000, stall=30))
    assert res.status in ("no progress", "no legal move", "won") and res.moves < 5000


def test_greedy_ranks_home_first_and_its_own_undo_last() -> None:
    game = Game.new(solvable(), seed=1)
    home = Move.drag(1, 3, 1)
    assert _greedy_rank(game, home, None) == 0
    back = Move.drag(2, 1, 1)
    assert _greedy_rank(game, back, Move.drag(1, 2, 1)) == 9


def test_beginn_actions_count_in_action_coverage() -> None:
    """`beginn` runs while the deal is made; the coverage watch must already be listening."""
    from pathlib import Path

    from engine.analysis.players import PlayOptions, play_deal
    from engine.compile import load_game

    definition = load_game(Path(__file__).parents[3] / "games" / "clock.xml")
    result = play_deal(definition, "seed:1", "random", PlayOptions())
    beginn = definition.beginn[0].index
    assert beginn in result.entered and beginn in result.fired
