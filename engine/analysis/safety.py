"""When the compiled search may make a foundation move at once, and which fields play alike,
also in games whose actions were compiled as pure refusals (`Compact.refused`).

A card s may go home at once when every card that could ever lie on it in a building pile,
directly or through a chain of followers, is home already. Foundation cards may be taken
back, so a follower at home could return to hold a card of the chain: only the whole chain
being home makes s useless outside. Then any winning line without the move can be replayed
after it, leaving out the moves of s and of the chain's cards (no other card can lie on
them), provided that nothing reacts to a pile becoming empty or shorter sooner: no field is
refilled when emptied (`fuellen`), no deal depends on its target (conditions, `pruefe`),
and the source is not part of a stock cycle, except a waste dealt to one card per click,
whose order does not change which cards come up. A refusal action only forbids moves onto
fields (runs of two or more cards); the replayed line makes fewer such moves, never new
ones, so it keeps the reasoning intact.
"""

from __future__ import annotations

from engine.analysis.compact import Compact, union_of
from engine.analysis.statekey import sink_fields, sinks_among, symmetry_groups
from engine.definition import GameDefinition
from engine.state import State


def closure(followers: list[int]) -> list[int]:
    """Each card state's followers, their followers, and so on (52-bit masks)."""
    out = list(followers)
    changed = True
    while changed:
        changed = False
        for s in range(len(out)):
            mask = out[s]
            grown = mask | union_of(mask, out)
            if grown != mask:
                out[s] = grown
                changed = True
    return out


def all_home(
    piles: tuple[tuple[int, ...], ...], cs: tuple[int, ...], copies: tuple[int, ...]
) -> int:
    """States every card of which lies on one of these piles (games with several packs)."""
    count = [0] * 52
    for pile in piles:
        for v in pile:
            count[cs[v if v >= 0 else ~v]] += 1
    return sum([1 << s for s in range(52) if count[s] and count[s] == copies[s]])


def safe_game(c: Compact) -> bool:
    """Does the game's shape allow safe moves at all (see the module docstring)?"""
    if c.extra or any(c.fill):
        return False
    if any(cond is not None for bars in c.bars for _, cond in bars):
        return False  # a drag allowed only while its target is empty or not could change
    return all(z.cond is None and not z.pruefe for zs in c.targets for z in zs)


def free_cards(c: Compact, autos: tuple[int, ...], followers: list[int]) -> int:
    """States of cards no chain of followers needs out (docs/analysis.md, footnote 12): in
    one pack, cards nothing can lie on (no followers), that start a foundation and follow
    nothing on one, where there are no more of them than foundations, every foundation
    takes a single card by a drag from anywhere (no locks, gates, bars or refusals of one
    card) and no stock deals onto a pile that takes drags. Such a card can always go to an
    empty foundation instead of being laid on a card of a chain, so the chain's first card
    need not wait for it (Klondike, FreeCell: the aces)."""
    if not autos or c.any_bar or c.extra or len(set(c.cs)) < len(c.cs) or -1 in c.cs:
        return 0  # (one pack: a state's card is one card)
    start = c.start[autos[0]]
    for j in autos:
        if c.start[j] != start or not c.takes[j] or c.room[j] < 1:
            return 0
        if c.locks[j] or c.gates[j] is not None or c.refused[j] >> 1 & 1:
            return 0
        if any(row & start for row in c.succ[j]):
            return 0
    if any(c.takes[z.t] for zs in c.targets for z in zs):
        return 0
    if sum(1 for s in c.cs if start >> s & 1) > len(autos):
        return 0
    return sum(1 << s for s in range(52) if start >> s & 1 and not followers[s])


def safe_sources(c: Compact, candidates: tuple[int, ...]) -> tuple[int, ...]:
    """The candidates a safe move may take a card from: no field a stock deals to or takes
    back, unless it is a waste filled one card per click by stocks that take back only it."""
    cycled: set[int] = set()
    for i in range(c.n):
        dealt = {z.t for z in c.targets[i]}
        cycled |= dealt | set(c.quelle[i])
    allowed = set()
    for w in cycled:
        feeders = [i for i in range(c.n) if w in c.quelle[i] or any(z.t == w for z in c.targets[i])]
        if all(
            len(c.targets[i]) == 1
            and c.targets[i][0].t == w
            and c.quelle[i] in ((), (w,))
            and not c.sprung[i]
            for i in feeders
        ):
            allowed.add(w)
    return tuple(i for i in candidates if i not in cycled or i in allowed)


def compact_groups(d: GameDefinition, c: Compact, symmetric: bool) -> tuple[tuple[int, ...], ...]:
    """Fields that play alike in the compiled game: `symmetry_groups`, where pure refusal
    actions (the only ones a compiled game without `extra` rules has) split each group into
    the fields they close and the others."""
    if not symmetric or c.extra:
        return ()
    out: list[tuple[int, ...]] = []
    for g in symmetry_groups(d, refusals_only=bool(d.all_actions)):
        for part in (
            tuple(i for i in g if c.refused[i]),
            tuple(i for i in g if not c.refused[i]),
        ):
            if len(part) > 1:
                out.append(part)
    return tuple(out)


def compact_sinks(c: Compact, state: State) -> tuple[int, ...]:
    """Fields no card can leave, keyed by size and top card only (`sink_fields`). The compiled
    actions read only top cards, so they do not change the reasoning."""
    if not c.extra:
        return tuple(sorted(sink_fields(state)))
    takers = [j for j in c.drops] + [j for rule in c.extra for j in rule.targets]
    return sinks_among(state, takers)
