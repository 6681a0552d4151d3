"""Click-then-play steps: the same positions as every run of stock clicks and a waste play."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from tiny_games import small_klondike

from engine.analysis.compact import CLICK, Compact, Pos, compile_game
from engine.analysis.stockmacros import StockMacros
from engine.compile import load_game
from engine.game import Game

GAMES = Path(__file__).resolve().parents[3] / "games"


def _brute(c: Compact, sm: StockMacros, pos: Pos) -> set[Pos]:
    """Positions after one or more clicks and then a play from the waste, found by clicking
    until the stock repeats and trying every compiled move from the waste."""
    out: set[Pos] = set()
    seen = {pos}
    p = pos
    while c.click_ok(p, sm.stock):
        p = c.apply(p, (sm.stock, CLICK, 1))
        if p in seen:
            break
        seen.add(p)
        for m in c.moves(p):
            if m[0] == sm.waste and m[1] != CLICK:
                out.add(c.apply(p, m))
    return out


@pytest.mark.parametrize(
    ("name", "variant"),
    [("klondike.xml", "ziehe1"), ("klondike.xml", "ziehe3"), ("canfield.xml", "3aufdeck")],
)
def test_steps_match_clicks_and_plays_along_random_playouts(name: str, variant: str) -> None:
    d = load_game(GAMES / name)
    checked = 0
    for seed in range(1, 5):
        game = Game.new(d, seed=seed, variant=variant)
        c, why = compile_game(game)
        assert c is not None, why
        sm = StockMacros(c)
        assert sm.enabled
        pos = c.position(game.state)
        rng = random.Random(seed)
        for _ in range(60):
            steps = sm.find(pos)
            assert {sm.apply(pos, s) for s in steps} == _brute(c, sm, pos)
            for s in steps:
                p = pos
                for m in s:
                    p = c.apply(p, m)
                assert p == sm.apply(pos, s)
            plain = sm.plain(c.moves(pos))
            assert all(m[0] != sm.stock for (m,) in plain)
            checked += len(steps)
            moves = c.moves(pos)
            if not moves:
                break
            pos = c.apply(pos, rng.choice(moves))
    assert checked > 100


def _playouts(passes: int, steps: int) -> Iterator[tuple[Compact, StockMacros, Pos]]:
    """Positions along random playouts of Klondike (both draws), Canfield and small Klondikes
    with `passes` passes (and unlimited), each with its compiled game and stock macros."""
    games = [
        (load_game(GAMES / "klondike.xml"), "ziehe1"),
        (load_game(GAMES / "klondike.xml"), "ziehe3"),
        (load_game(GAMES / "canfield.xml"), "3aufdeck"),
        *[(small_klondike(5, 4, draw, p), None) for draw in (1, 3) for p in (0, passes)],
    ]
    for d, variant in games:
        for seed in range(1, 4):
            game = Game.new(d, seed=seed, variant=variant)
            c, why = compile_game(game)
            assert c is not None, why
            sm = StockMacros(c)
            pos = c.position(game.state)
            rng = random.Random(seed)
            for _ in range(steps):
                yield c, sm, pos
                moves = c.moves(pos)
                if not moves:
                    break
                pos = c.apply(pos, rng.choice(moves))


def test_a_click_on_the_stock_state_alone_is_the_compiled_click() -> None:
    """`StockMacros._click` (the walk's fast path) makes the stock, waste and counters that
    `Compact.apply` makes, passes limited or not, along random playouts."""
    clicks = 0
    for c, sm, pos in _playouts(1, 120):
        assert sm.enabled and sm.fast
        s, w = sm.stock, sm.waste
        after = sm._click((pos[s], pos[w], pos[-1]))
        if c.click_ok(pos, s):
            p = c.apply(pos, (s, CLICK, 1))
            assert after == (p[s], p[w], p[-1])
            clicks += 1
        else:
            assert after is None
    assert clicks > 300


def test_walks_by_cuts_are_walks_by_clicks() -> None:
    """`StockMacros._walk_cut` (slices of one sequence of cards) finds the same stock states,
    canonical state and dominated states as clicking through them (`_walk_new`), passes
    limited or not, along random playouts that click too."""
    walks = cycles = 0
    for _, sm, pos in _playouts(2, 150):
        assert sm.enabled and sm.runs
        key = (pos[sm.stock], pos[sm.waste], pos[-1])
        walk = sm._walk_new(pos, key)
        assert sm._walk_cut(key) == walk
        walks += 1
        cycles += walk[1] != key or not walk[2]
    assert walks > 1000 and cycles > 100


def test_not_where_the_stock_deals_onto_the_piles() -> None:
    game = Game.new(load_game(GAMES / "golf.xml"), seed=1, variant="dame")
    c, _ = compile_game(game)
    assert c is not None
    assert not StockMacros(c).enabled


def test_positions_apart_only_by_clicks_around_the_stock_share_a_key() -> None:
    from engine.analysis.search import Searcher

    for variant, clicks in (("ziehe1", 5), ("ziehe3", 7)):
        game = Game.new(load_game(GAMES / "klondike.xml"), seed=1, variant=variant)
        c, _ = compile_game(game)
        assert c is not None
        sr = Searcher(c, game.state)
        pos = c.position(game.state)
        later = pos
        for _ in range(clicks):
            later = c.apply(later, (sr.stock.stock, CLICK, 1))
        assert later != pos
        assert sr.hash(later) == sr.hash(pos)
        moved = next(m for m in c.moves(later) if m[1] != CLICK)
        assert sr.hash(c.apply(later, moved)) != sr.hash(pos)


@pytest.mark.parametrize(
    ("name", "variant"),
    [("klondike.xml", "ziehe1"), ("klondike.xml", "ziehe3"), ("canfield.xml", "3aufdeck")],
)
def test_dominated_keys_are_positions_clicks_reach_and_cannot_leave(
    name: str, variant: str
) -> None:
    """Each dominated key belongs to a position clicks reach from pos, and pos is not among
    the positions clicks reach from there (checked by clicking, along random playouts)."""
    from engine.analysis.search import Searcher

    d = load_game(GAMES / name)
    found = 0
    for seed in range(1, 5):
        game = Game.new(d, seed=seed, variant=variant)
        c, _ = compile_game(game)
        assert c is not None
        sr = Searcher(c, game.state)
        sm = sr.stock
        pos = c.position(game.state)
        rng = random.Random(seed)
        for _ in range(80):
            h = sr.hash(pos)
            keys = sm.dominated(pos, h, sr._hc)
            reach: list[Pos] = []
            p = pos
            while c.click_ok(p, sm.stock):
                p = c.apply(p, (sm.stock, CLICK, 1))
                if p in reach or p == pos:
                    break
                reach.append(p)
            hashes = {sr.hash(p): p for p in reach}
            for k in keys:
                assert k != h
                assert k in hashes
                q = hashes[k]
                walked = {q}
                while c.click_ok(q, sm.stock):
                    q = c.apply(q, (sm.stock, CLICK, 1))
                    assert q != pos
                    if q in walked:
                        break
                    walked.add(q)
            found += len(keys)
            moves = [m for m in c.moves(pos) if m[1] != CLICK] or c.moves(pos)
            if not moves:
                break
            pos = c.apply(pos, rng.choice(moves))
    if variant == "ziehe1":
        assert found == 0  # every stock state lies on one cycle of clicks
    elif variant == "ziehe3":
        assert found > 20
