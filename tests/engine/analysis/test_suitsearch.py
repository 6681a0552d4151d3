"""The beam search for games whose foundations take only whole runs (Spider)."""

from __future__ import annotations

from pathlib import Path

from engine.analysis.compact import compile_game
from engine.analysis.search import Budget
from engine.analysis.solver import SolveStatus, solve
from engine.analysis.suitsearch import SuitSearch, whole_run_homes
from engine.compile import load_game
from engine.game import Game
from engine.moves import Move

GAMES = Path(__file__).resolve().parents[3] / "games"


def _spider(variant: str, seed: int = 1) -> Game:
    return Game.new(load_game(GAMES / "spider.xml"), seed=seed, variant=variant)


def test_whole_run_homes_are_spiders_foundations_only() -> None:
    game = _spider("4farben")
    c, _ = compile_game(game)
    assert c is not None
    assert whole_run_homes(c) == tuple(game.definition.indices("g"))
    klondike = Game.new(load_game(GAMES / "klondike.xml"), seed=1)
    k, _ = compile_game(klondike)
    assert k is not None and whole_run_homes(k) == ()


def test_solves_spider_and_the_line_replays_as_a_win() -> None:
    for variant in ("1farbe", "4farben"):
        game = _spider(variant)
        res = solve(game, max_nodes=2_000_000, max_seconds=60.0)
        assert res.status is SolveStatus.SOLVED and res.verified, res.reason
        check = _spider(variant)
        for step in res.steps:
            assert isinstance(step, Move)
            assert check.refusal(step) is None
            check.push(step)
        assert check.state.outcome is not None and check.state.outcome.won
        assert game.state.outcome is None  # the caller's game is left alone


def test_an_unfinished_search_is_unknown_never_unsolvable() -> None:
    res = solve(_spider("4farben", seed=4), max_nodes=3_000, max_seconds=30.0)
    assert res.status is SolveStatus.UNKNOWN and "node limit" in res.reason


def test_useful_moves_skip_splitting_a_suited_run() -> None:
    """Every move left out would split a strong link or shuffle a whole pile onto an empty
    one, and every other legal move is kept."""
    game = _spider("1farbe", seed=2)
    c, _ = compile_game(game)
    assert c is not None
    sr = SuitSearch(c)
    pos = c.position(game.state)
    budget = Budget(400, None)
    won, found, _ = sr.phase(pos, 400, 50, {hash(pos)}, budget)
    assert won is None and found
    dropped = kept = 0
    for _, p, _ in found:
        for src, dst, n in c.moves(p):
            if dst < 0 or dst in sr.homes:
                continue
            pile = p[src]
            if sr.useful(p, (src, dst, n)):
                kept += 1
                continue
            dropped += 1
            if n == len(pile):
                assert not p[dst]
            else:
                assert sr._quality(src, pile[-n - 1], pile[-n]) >= 1
    assert dropped and kept
