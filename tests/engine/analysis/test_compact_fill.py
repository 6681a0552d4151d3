"""Gaps compiled (compact_fill.py) against the engine: fills by the left neighbour's
successor, and the won position its abschluss describes, along a winning line."""

from __future__ import annotations

from pathlib import Path

from engine.analysis.compact import compile_game
from engine.analysis.compact_fill import FillNext
from engine.analysis.solver import solve
from engine.compile import load_game
from engine.game import Game

GAPS = Path(__file__).resolve().parents[3] / "games" / "gaps.xml"


def test_gaps_winning_line_matches_the_engine_move_by_move() -> None:
    game = Game.new(load_game(GAPS), seed=1)
    c, why = compile_game(game)
    assert c is not None, why
    assert isinstance(c.extra[0], FillNext) and c.pattern is not None
    result = solve(game, max_seconds=60, max_nodes=2_000_000, representation="compact")
    assert result.solved and result.verified
    pos = c.position(game.state)
    fills = 0
    for step in result.steps:
        assert not c.won(pos) and game.state.outcome is None
        ours = c.moves(pos)
        assert {c.to_move(m) for m in ours} == set(game.legal_moves)
        move = next(m for m in ours if c.to_move(m) == step)
        fills += c.extra[0].handles(c, pos, move)
        game.push(step)
        pos = c.apply(pos, move)
        assert pos == c.position(game.state)
    assert fills > 10
    assert c.won(pos) and game.state.outcome is not None and game.state.outcome.won
    assert c.pattern.count(c, pos) == c.pattern.size
