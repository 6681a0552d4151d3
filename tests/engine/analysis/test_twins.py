"""Twin classes (engine/analysis/twins.py): the steps `Twins.fresh` leaves out never change
what the depth-first search keeps of a position's children, and the check sees cuts that
would."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from tiny_games import small_klondike

from engine.analysis.compact import CMove, Pos, compile_game
from engine.analysis.search import Node, Searcher
from engine.analysis.searches import _classes
from engine.analysis.twins import hit
from engine.compile import load_game
from engine.game import Game

GAMES = Path(__file__).resolve().parents[3] / "games"


Drop = Callable[[Searcher, Pos, list[CMove], CMove], bool]
"""A cut to try: (searcher, member, per pair toggled (column a of the lower twin, column b
of the higher, cards above the higher), the member's step) -> leave the step out?"""


def _every_member(
    sr: Searcher, pos: Pos, h: int, v: int, seen: set[int], drop: Drop | None = None
) -> list[Node]:
    """`_classes` as it was before `Twins.fresh`: each member's every step that touches
    a column of each pair toggled (the members made one toggle at a time from pos); `drop`:
    a cut tried on the steps of members with pairs toggled (single moves only)."""
    out = sr.member_children(pos, pos, h, v, False, seen, [], [], True)
    pairs = sr.twins.pairs(pos)
    for mask in range(1, 1 << len(pairs)):
        member = pos
        pre: list[CMove] = []
        for i, (lo, hi) in enumerate(pairs):
            if mask >> i & 1:
                member = sr.twins.toggle(member, lo, hi, pre)
        need: list[tuple[int, int]] = []
        spots: list[CMove] = []
        for i, (lo, hi) in enumerate(pairs):
            if mask >> i & 1:
                a, b = sr.twins.column(member, lo), sr.twins.column(member, hi)
                need.append((a, b))
                spots.append((a, b, len(member[b]) - 1 - member[b].index(hi)))
        if len(need) > 2 and not hit(need, sr.builds):
            continue
        kin = sr.member_children(member, pos, h, v, False, seen, pre, need, True)
        if drop is not None:
            step = len(pre)
            kin = [k for k in kin if k[1][step][1] < 0 or not drop(sr, member, spots, k[1][step])]
        out += kin
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


def _walk(game: Game, limit: int, drop: Drop | None = None) -> tuple[int, int, int]:
    """Expand up to `limit` positions depth-first over twin classes, comparing at each one
    the children kept with `Twins.fresh` (or, given `drop`, with that cut instead) and
    without any cut: (positions, positions with a pair toggled, positions where the kept
    children differ). The search goes on with the children kept without a cut."""
    c, _ = compile_game(game)
    assert c is not None
    sr = Searcher(c, game.state)
    assert sr.twins.twin
    root = sr.twins.canon(sr.settle(c.position(game.state), []), [])
    seen = {sr.hash(root)}
    stack = [(root, sr.hash(root), sr.value(root))]
    count = toggled = differ = 0
    while stack and count < limit:
        pos, h, v = stack.pop()
        count += 1
        toggled += bool(sr.twins.pairs(pos))
        kept = _kept(sr, _every_member(sr, pos, h, v, seen), seen)
        cut = (
            _classes(sr, pos, h, v, seen)
            if drop is None
            else _every_member(sr, pos, h, v, seen, drop)
        )
        differ += _kept(sr, cut, seen) != kept
        if kept and kept[-1][4] and c.won(kept[-1][0]):
            break
        for child in kept:
            seen.add(child[2])
        stack += [(k[0], k[2], k[3]) for k in sorted(kept, key=lambda k: k[3])]
    return count, toggled, differ


def _lower_home(sr: Searcher, member: Pos, spots: list[CMove], m: CMove) -> bool:
    """Harmful: the lower twin's step left out wherever it goes, a foundation too (the
    member without the pair toggled cannot play it home with the cards on it)."""
    return any(m[0] == a and m[1] != b for a, b, _ in spots)


def _onto_lower(sr: Searcher, member: Pos, spots: list[CMove], m: CMove) -> bool:
    """Harmful: a run laid onto the exposed lower twin (the member without the pair toggled
    has both twins covered then: another class)."""
    return any(m[1] == a and m[0] != b for a, b, _ in spots)


def _twin_goes(sr: Searcher, member: Pos, spots: list[CMove], m: CMove) -> bool:
    """The two cuts of footnote 12 alone, as `Twins.fresh` makes them in Klondike: a step
    taking either twin along onto another column."""
    return sr.twins.build_at[m[1]] and any(
        (m[0] == b and m[2] > r and m[1] != a) or (m[0] == a and m[1] != b) for a, b, r in spots
    )


def test_fresh_steps_keep_the_children_on_klondike_deals() -> None:
    """Klondike draw one and three: the same children kept, position after position."""
    d = load_game(GAMES / "klondike.xml")
    for variant, seed in (("ziehe1", 88), ("ziehe3", 41), ("ziehe3", 63)):
        count, toggled, differ = _walk(Game.new(d, seed=seed, variant=variant), 300)
        assert count == 300 and toggled > 100  # members with pairs toggled were checked
        assert differ == 0


def test_fresh_steps_keep_the_children_on_small_deals() -> None:
    """Small Klondike deals (up to their end where they are small enough)."""
    toggled = 0
    for game in _small_deals():
        _, more, differ = _walk(game, 400)
        assert differ == 0
        toggled += more
    assert toggled > 200


def _small_deals() -> list[Game]:
    """40 small Klondike deals of several shapes, draw counts and passes."""
    rng = random.Random(11)
    out: list[Game] = []
    for _ in range(40):
        shape = (rng.choice((5, 6, 7)), rng.choice((4, 5)), rng.choice((1, 3)))
        d = small_klondike(*shape, passes=rng.choice((None, 0, 1)))
        out.append(Game.new(d, seed=rng.randrange(1 << 30)))
    return out


def test_steps_taking_a_twin_along_keep_the_children() -> None:
    """The cuts of footnote 12 alone keep the children too (draw one and three, small
    deals)."""
    d = load_game(GAMES / "klondike.xml")
    for variant, seed in (("ziehe1", 175), ("ziehe3", 59)):
        count, toggled, differ = _walk(Game.new(d, seed=seed, variant=variant), 300, _twin_goes)
        assert count == 300 and toggled > 50 and differ == 0
    assert sum(_walk(game, 400, _twin_goes)[2] for game in _small_deals()) == 0


def test_harmful_cuts_change_the_children() -> None:
    """The comparison sees a cut that loses a class: the lower twin's step without the
    condition that it goes onto a column, or runs laid onto the exposed lower twin."""
    for drop in (_lower_home, _onto_lower):
        assert sum(_walk(game, 400, drop)[2] for game in _small_deals()) > 0, drop.__name__
