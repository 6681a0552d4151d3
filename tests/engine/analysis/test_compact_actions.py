"""Compiled `sperre` locks and action refusals against the engine, on Spider: the stock
locked while a column is empty, foundations taking only whole 13-card suits; and on
Scorpion, whose foundations take a whole suit run checked card by card."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.analysis.compact import Compact, Pos, compile_game
from engine.analysis.solver import solve
from engine.compile import load_game
from engine.game import Game

SPIDER = Path(__file__).resolve().parents[3] / "games" / "spider.xml"


@pytest.mark.parametrize("variant", ["1farbe", "2farben", "4farben"])
def test_spider_compiles(variant: str) -> None:
    game = Game.new(load_game(SPIDER), seed=1, variant=variant)
    c, why = compile_game(game)
    assert c is not None, why
    stock = game.state.definition.indices("stock")[0]
    assert c.locks[stock]  # the `sperre` is compiled, not ignored
    homes = game.state.definition.indices("g")
    assert all(c.refused[j] == c.refused[homes[0]] != 0 for j in homes)
    assert not c.refused[homes[0]] >> 13 & 1 and c.refused[homes[0]] >> 12 & 1


def test_whole_suits_home_and_the_locked_stock_match_the_engine() -> None:
    """Playouts that build suits and steer clear of repeated positions reach both the
    completed-suit move and a locked stock; every position's moves match the engine's."""
    d = load_game(SPIDER)
    homed = locked = 0
    for seed in (2, 3):
        game = Game.new(d, seed=seed, variant="1farbe")
        c, _ = compile_game(game)
        assert c is not None
        stock = d.indices("stock")[0]
        homes = set(d.indices("g"))
        rng = random.Random(seed)
        pos = c.position(game.state)
        seen = {pos}
        for _ in range(600):
            assert pos == c.position(game.state)
            assert c.won(pos) == bool(game.state.outcome and game.state.outcome.won)
            if game.state.outcome is not None:
                break
            ours = c.moves(pos)
            assert {c.to_move(m) for m in ours} == set(game.legal_moves)
            if pos[stock] and c.locked(pos, stock, "nehmen"):
                locked += 1
                assert (stock, -1, 1) not in ours
            fresh = [m for m in ours if c.apply(pos, m) not in seen]
            if not fresh:
                break
            home = [m for m in fresh if m[1] in homes]
            move = home[0] if home else max(fresh, key=lambda m: _builds(c, pos, m, rng))
            homed += bool(home)
            if home:
                assert move[2] == 13
            game.push(c.to_move(move))
            pos = c.apply(pos, move)
            seen.add(pos)
    assert homed > 0 and locked > 0


def _builds(c: Compact, pos: Pos, m: tuple[int, int, int], rng: random.Random) -> float:
    """Prefer long runs and suit-on-suit building, with some noise."""
    src, dst, n = m
    if dst < 0:
        return 0.0
    top = pos[dst]
    same = bool(top) and top[-1] >= 0 and c.cs[top[-1]] // 13 == c.cs[pos[src][-n]] // 13
    return n + (5 if same else 0) + rng.random() * 3


SCORPION = SPIDER.parent / "scorpion.xml"


def test_scorpion_whole_run_gate_matches_the_engine() -> None:
    """Scorpion's foundations take a K..A run of one suit, checked card by card by one
    action and everything else refused by another: compiled as a gate on the refusal. Along
    a winning line (which sends all four suits home) and along random playouts, the compiled
    moves and positions are the engine's."""
    d = load_game(SCORPION)
    game = Game.new(d, seed=4)
    c, why = compile_game(game)
    assert c is not None, why
    homes = set(d.indices("g"))
    assert all(c.gates[j] is not None and c.refused[j] >> 13 & 1 for j in homes)
    result = solve(game, max_seconds=60, max_nodes=1_000_000, representation="compact")
    assert result.solved
    pos = c.position(game.state)
    whole = 0
    for step in result.steps:
        assert pos == c.position(game.state)
        ours = c.moves(pos)
        assert {c.to_move(m) for m in ours} == set(game.legal_moves)
        move = next(m for m in ours if c.to_move(m) == step)
        if move[1] in homes:
            assert move[2] == 13
            whole += 1
        game.push(step)
        pos = c.apply(pos, move)
    assert whole == 4 and c.won(pos) and game.state.outcome is not None
    for seed in (1, 2, 3):
        game = Game.new(d, seed=seed)
        c, _ = compile_game(game)
        assert c is not None
        rng = random.Random(seed)
        pos = c.position(game.state)
        for _ in range(200):
            ours = c.moves(pos)
            assert {c.to_move(m) for m in ours} == set(game.legal_moves)
            if not ours:
                break
            move = rng.choice(sorted(ours))
            game.push(c.to_move(move))
            pos = c.apply(pos, move)
            assert pos == c.position(game.state)
