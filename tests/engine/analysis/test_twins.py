"""Twin classes (engine/analysis/twins.py): the steps `Twins.fresh` leaves out never change
what the depth-first search keeps of a position's children."""

from __future__ import annotations

import random
from pathlib import Path

from tiny_games import small_klondike

from engine.analysis.compact import CMove, Pos, compile_game
from engine.analysis.search import Node, Searcher
from engine.analysis.searches import _classes
from engine.analysis.twins import hit
from engine.compile import load_game
from engine.game import Game

GAMES = Path(__file__).resolve().parents[3] / "games"


def _every_member(sr: Searcher, pos: Pos, h: int, v: int, seen: set[int]) -> list[Node]:
    """`_classes` as it was before `Twins.fresh`: each member's every step that touches
    a column of each pair toggled (the members made one toggle at a time from pos)."""
    out = sr.member_children(pos, pos, h, v, False, seen, [], [], True)
    pairs = sr.twins.pairs(pos)
    for mask in range(1, 1 << len(pairs)):
        member = pos
        pre: list[CMove] = []
        for i, (lo, hi) in enumerate(pairs):
            if mask >> i & 1:
                member = sr.twins.toggle(member, lo, hi, pre)
        need = [
            (sr.twins.column(member, lo), sr.twins.column(member, hi))
            for i, (lo, hi) in enumerate(pairs)
            if mask >> i & 1
        ]
        if len(need) > 2 and not hit(need, sr.builds):
            continue
        out += sr.member_children(member, pos, h, v, False, seen, pre, need, True)
    return out


def _kept(sr: Searcher, kin: list[Node], seen: set[int]) -> list[Node]:
    """What `depth_first` takes of a position's children: up to the first win, the first
    child of each key not seen yet, in order."""
    kept: list[Node] = []
    keys: set[int] = set()
    for child in kin:
        if child[4] and sr.c.won(child[0]):
            return [*kept, child]
        if child[2] not in seen and child[2] not in keys:
            keys.add(child[2])
            kept.append(child)
    return kept


def _walk(game: Game, limit: int) -> tuple[int, int]:
    """Expand up to `limit` positions depth-first over twin classes, comparing at each one
    the children kept with and without `Twins.fresh`: (positions, positions with a pair
    toggled)."""
    c, _ = compile_game(game)
    assert c is not None
    sr = Searcher(c, game.state)
    assert sr.twins.twin
    root = sr.twins.canon(sr.settle(c.position(game.state), []), [])
    seen = {sr.hash(root)}
    stack = [(root, sr.hash(root), sr.value(root))]
    count = toggled = 0
    while stack and count < limit:
        pos, h, v = stack.pop()
        count += 1
        toggled += bool(sr.twins.pairs(pos))
        kept = _kept(sr, _classes(sr, pos, h, v, seen), seen)
        assert kept == _kept(sr, _every_member(sr, pos, h, v, seen), seen), count
        if kept and kept[-1][4] and c.won(kept[-1][0]):
            break
        for child in kept:
            seen.add(child[2])
        stack += [(k[0], k[2], k[3]) for k in sorted(kept, key=lambda k: k[3])]
    return count, toggled


def test_fresh_steps_keep_the_children_on_klondike_deals() -> None:
    """Klondike draw one and three: the same children kept, position after position."""
    d = load_game(GAMES / "klondike.xml")
    for variant, seed in (("ziehe1", 88), ("ziehe3", 41), ("ziehe3", 63)):
        count, toggled = _walk(Game.new(d, seed=seed, variant=variant), 300)
        assert count == 300 and toggled > 100  # members with pairs toggled were checked


def test_fresh_steps_keep_the_children_on_small_deals() -> None:
    """Small Klondike deals (up to their end where they are small enough)."""
    rng = random.Random(11)
    toggled = 0
    for _ in range(40):
        shape = (rng.choice((5, 6, 7)), rng.choice((4, 5)), rng.choice((1, 3)))
        d = small_klondike(*shape, passes=rng.choice((None, 0, 1)))
        toggled += _walk(Game.new(d, seed=rng.randrange(1 << 30)), 400)[1]
    assert toggled > 200
