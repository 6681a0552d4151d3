"""Pyramid's actions compiled (compact_pairs.py) against the engine: pairs adding up to 13
and kings leave by the same moves, to the same positions, along playouts that prefer them."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.analysis.compact import compile_game
from engine.analysis.compact_pairs import ClickOff, PairOff
from engine.compile import load_game
from engine.game import Game

PYRAMID = Path(__file__).resolve().parents[3] / "games" / "pyramid.xml"


@pytest.mark.parametrize("variant", ["einmal", "dreimal"])
def test_pairs_and_kings_match_the_engine(variant: str) -> None:
    d = load_game(PYRAMID)
    pairs = kings = 0
    for seed in range(1, 9):
        game = Game.new(d, seed=seed, variant=variant)
        c, why = compile_game(game)
        assert c is not None, why
        assert {type(r) for r in c.extra} == {PairOff, ClickOff}
        rng = random.Random(seed)
        pos = c.position(game.state)
        for _ in range(150):
            assert pos == c.position(game.state)
            assert c.won(pos) == bool(game.state.outcome and game.state.outcome.won)
            if game.state.outcome is not None:
                break
            ours = c.moves(pos)
            engine = {m for m in game.legal_moves if m.button != "right"}
            assert len(ours) == len(set(ours))
            assert {c.to_move(m) for m in ours} == engine
            if not ours:
                break
            fired = [m for m in ours if any(r.handles(c, pos, m) for r in c.extra)]
            move = rng.choice(fired) if fired and rng.random() < 0.7 else rng.choice(ours)
            if move in fired:
                pairs += move[1] >= 0
                kings += move[1] < 0
            game.push(c.to_move(move))
            pos = c.apply(pos, move)
    assert pairs > 20 and kings > 2


def test_a_drag_the_pair_action_refuses_is_not_offered() -> None:
    """Two free cards that do not add up to 13 never pair (there are no regular targets)."""
    game = Game.new(load_game(PYRAMID), seed=1, variant="dreimal")
    c, _ = compile_game(game)
    assert c is not None
    pos = c.position(game.state)
    rule = next(r for r in c.extra if isinstance(r, PairOff))
    for src, dst, _n in c.moves(pos):
        if dst >= 0:
            a, b = c.cs[pos[src][-1]], c.cs[pos[dst][-1]]
            assert a % 13 + b % 13 + 2 == 13
            assert rule.handles(c, pos, (src, dst, 1))
