"""Stock clicks folded into the play they lead to: "click k times, then play the waste's top
card" as one search step, so the positions between clicks are never stored.

Exact where a stock only deals onto one waste and takes back only that waste, nothing else
lays cards on either or takes cards from the stock, and the waste's cards leave only by
drags (the usual Klondike/Canfield stock, any draw count, any number of passes). Then clicks
change the stock, the waste and the pass counters only, and every other move leaves those
alone, so clicks commute with every move except a play from the waste: any winning line can
be reordered so that each run of clicks comes right before a play from the waste, and a run
that passes a stock state twice can be cut to the part after the second visit. The steps
offered are therefore the ordinary moves without stock clicks, plus, for each stock state a
run of clicks reaches first (until a state repeats or no click is left), each play of the
waste's top card there.

When the clicks lead back to the stock state they started from (passes without limit and
draw one, or a stock state a fresh pass goes through), every state on that cycle reaches
every other one by clicks alone: positions that differ only there play alike, and
`correction` makes their search keys equal (the cycle's least state stands for all).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.analysis.compact import CLICK, CMove, Compact, Pos

COUNTERS = 0x9E3779B97F4A7C15
"""The counters' multiplier in the search keys (search.py)."""
_MASK = (1 << 64) - 1
"""Search keys are 64-bit (search.py)."""

Stock = tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""A stock state a run of clicks reaches: (clicks, stock pile, waste pile, counters)."""
Key = tuple[tuple[int, ...], ...]
"""A stock state: (stock pile, waste pile, counters)."""


class StockMacros:
    """The click-then-play steps of one compiled game (`enabled` False when not exact)."""

    def __init__(self, c: Compact) -> None:
        self.c = c
        self.enabled = False
        self.stock = -1
        self.waste = -1
        self.memo: dict[Key, tuple[tuple[Stock, ...], Key, tuple[Key, ...]]] = {}
        if c.extra:
            return
        stocks = [i for i in range(c.n) if c.targets[i] or c.quelle[i]]
        if len(stocks) != 1:
            return
        (s,) = stocks
        wastes = {z.t for z in c.targets[s]} | set(c.quelle[s])
        if len(wastes) != 1:
            return
        (w,) = wastes
        if (
            w == s
            or any(z.cond is not None or z.pruefe for z in c.targets[s])
            or c.takes[s]
            or c.takes[w]
            or c.source[s]
            or w in c.clickable
            or c.hidden[w]
            or any(s in f or w in f for f in c.fill)
            or c.fill[s]
            or c.fill[w]
        ):
            return
        self.stock, self.waste = s, w
        self.enabled = True

    def plain(self, moves: list[CMove]) -> list[tuple[CMove, ...]]:
        """The ordinary moves as one-move steps, the stock's clicks left out."""
        s = self.stock
        return [(m,) for m in moves if not (m[1] == CLICK and m[0] == s)]

    def _walk(self, pos: Pos) -> tuple[tuple[Stock, ...], Key, tuple[Key, ...]]:
        """(the stock states runs of clicks reach from `pos`, each with its fewest clicks and
        a card on the waste; the state standing for pos's, see `correction`; the states
        standing for those that clicks reach from pos's and not back, see `dominated`)."""
        s, w = self.stock, self.waste
        key = (pos[s], pos[w], pos[-1])
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        c = self.c
        seen = {key}
        visited: list[Key] = []
        found: list[Stock] = []
        p = pos
        k = 0
        canon = key
        beyond: tuple[Key, ...] = ()
        while True:
            if not c.click_ok(p, s):
                beyond = tuple(visited)  # no cycle: each state stands for itself
                break
            p = c.apply(p, (s, CLICK, 1))
            k += 1
            now = (p[s], p[w], p[-1])
            if now in seen:
                if now == key:
                    canon = min(seen)
                else:
                    # a path into a cycle: the path's states stand for themselves, the
                    # cycle's states for its least one (as `correction` keys them)
                    at = visited.index(now)
                    beyond = (*visited[:at], min(visited[at:]))
                break
            seen.add(now)
            visited.append(now)
            if p[w]:
                found.append((k, p[s], p[w], p[-1]))
        if len(self.memo) > 200_000:
            self.memo.clear()
        hit = self.memo[key] = (tuple(found), canon, beyond)
        return hit

    def states(self, pos: Pos) -> tuple[Stock, ...]:
        """The stock states runs of clicks reach from `pos` with a card on the waste, each
        with its fewest clicks."""
        return self._walk(pos)[0]

    def correction(self, pos: Pos, share: Callable[[int, tuple[int, ...]], int]) -> int:
        """What to add to a key made of each field's `share` (and the counters') so that
        positions whose stock states lie on one cycle of clicks get the same key."""
        s, w = self.stock, self.waste
        canon = self._walk(pos)[1]
        if canon[0] == pos[s] and canon[1] == pos[w] and canon[2] == pos[-1]:
            return 0
        return self._part(canon, share) - self._part((pos[s], pos[w], pos[-1]), share)

    def dominated(
        self, pos: Pos, h: int, share: Callable[[int, tuple[int, ...]], int]
    ) -> list[int]:
        """The keys of the positions that differ from `pos` (key `h`) only by a stock state
        that clicks reach from pos's but that cannot click back to it (draw three: a state
        off the fresh pass's cycle reaches the rest of its pass and that cycle). Such a
        position can do nothing pos cannot do after a few clicks, so a complete search that
        will expand pos may count them as seen (only where the safe moves never play from
        the waste: they would then differ by more than the stock)."""
        beyond = self._walk(pos)[2]
        if not beyond:
            return []
        base = h - self._part((pos[self.stock], pos[self.waste], pos[-1]), share)
        return [(base + self._part(st, share)) & _MASK for st in beyond]

    def _part(self, state: Key, share: Callable[[int, tuple[int, ...]], int]) -> int:
        """What a stock state (stock pile, waste pile, counters) adds to a position's key."""
        return share(self.stock, state[0]) + share(self.waste, state[1]) + hash(state[2]) * COUNTERS

    def find(self, pos: Pos) -> list[tuple[CMove, ...]]:
        """Each play of the waste's top card a run of one or more clicks makes possible,
        as (the clicks ..., the play)."""
        c = self.c
        s, w = self.stock, self.waste
        cs = c.cs
        room = c.room
        dsts = []
        union = 0
        for j in c.drops:
            left = room[j] - len(pos[j])
            if left > 0 and j != w:
                acc = c.accepts(pos, j)
                if acc:
                    dsts.append((j, left, acc))
                    union |= acc
        out: list[tuple[CMove, ...]] = []
        if not union:
            return out
        click = (s, CLICK, 1)
        refused = c.refused
        for k, _, pile, _ in self.states(pos):
            if pile[-1] < 0:
                continue
            if c.einzeln[w] and not union >> cs[pile[-1]] & 1:
                continue  # the common case: one card, taken nowhere
            for n in range(1, c.pick_limit(pile, w) + 1):
                bit = 1 << cs[pile[-n]]
                if not bit & union:
                    continue
                for j, left, acc in dsts:
                    if acc & bit and left >= n:
                        if refused[j] >> n & 1 and not c.gate_open(pos, pile, n, j):
                            continue
                        if c.any_bar and c.barred(pos, w, j):
                            continue
                        out.append((*(click,) * k, (w, j, n)))
        return out

    def apply(self, pos: Pos, step: tuple[CMove, ...]) -> Pos:
        """The position after a step of `find` (the clicks taken from the memo)."""
        k = len(step) - 1
        for clicks, stock, waste, counters in self.states(pos):
            if clicks == k:
                piles = list(pos)
                piles[self.stock] = stock
                piles[self.waste] = waste
                piles[-1] = counters
                return self.c.apply(tuple(piles), step[-1])
        raise ValueError(f"no stock state after {k} clicks")
