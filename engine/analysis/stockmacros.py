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
from typing import Final

from mypy_extensions import i64

from engine.analysis.compact import CLICK, CMove, Compact, Pos

COUNTERS: Final[i64] = 0x9E3779B97F4A7C15 - (1 << 64)
"""The counters' multiplier in the search keys (search.py), as a signed 64-bit integer."""
_HALF: Final = 1 << 63
_FULL: Final = (1 << 64) - 1


def wrap(x: i64) -> i64:
    """x as a signed 64-bit integer (search keys are, search.py): the compiled core's i64
    arithmetic wraps around by itself, so only the Python sources ever reach the mask."""
    high = x >> 63
    if high == 0 or high == -1:
        return x
    return ((x + _HALF) & _FULL) - _HALF


Stock = tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""A stock state a run of clicks reaches: (clicks, stock pile, waste pile, counters)."""
Key = tuple[tuple[int, ...], ...]
"""A stock state: (stock pile, waste pile, counters)."""
Walk = tuple[tuple[Stock, ...], Key, tuple[Key, ...]]
"""What `_walk` finds from a stock state."""
Share = Callable[[int, tuple[int, ...]], i64]
"""A field's share of a search key (`Searcher._hc`)."""
Parts = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], i64, tuple[i64, ...]]
"""A stock state (stock pile, waste pile, counters), the key share of the state standing
for it (`correction`) and those of the states it dominates (`dominated`)."""


class StockMacros:
    """The click-then-play steps of one compiled game (`enabled` False when not exact)."""

    def __init__(self, c: Compact) -> None:
        self.c = c
        self.enabled = False
        self.stock = -1
        self.waste = -1
        self.memo: dict[Key, Walk] = {}
        self.parts: dict[i64, Parts] = {}
        """By the key share of a stock state: its `Parts` (a search's keys come from one
        share function; a share met again for another state is worked out anew)."""
        self.last: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], Walk] | None = None
        """The last stock state walked (its very pile objects) and its walk: one search
        step asks for the same parent's states several times."""
        self.found: tuple[Stock, ...] = ()
        self.tops: tuple[int, ...] = ()
        """The stock states `find` last read and the state of each one's waste top card."""
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
        self.ups = tuple(z.up for z in c.targets[s])
        """Per card a click deals, whether it lands face up (the targets, in order)."""
        self.fast = bool(c.targets[s]) and c.has_ziel[s] and not c.hidden[s] and not c.locks[s]
        """A click's effect needs only the stock state (`_click`): no lock can stop it."""
        self.runs = self.fast and all(self.ups) and not c.refill_up[s]
        """Clicks deal face up and turn the waste over face down: while the stock lies face
        down and the waste face up, every stock state of a walk is a cut of one sequence
        of cards (`_walk_cut`)."""

    def plain(self, moves: list[CMove]) -> list[tuple[CMove, ...]]:
        """The ordinary moves as one-move steps, the stock's clicks left out."""
        s = self.stock
        return [(m,) for m in moves if not (m[1] == CLICK and m[0] == s)]

    def _walk(self, pos: Pos) -> Walk:
        """(the stock states runs of clicks reach from `pos`, each with its fewest clicks and
        a card on the waste; the state standing for pos's, see `correction`; the states
        standing for those that clicks reach from pos's and not back, see `dominated`)."""
        s, w = self.stock, self.waste
        last = self.last
        if last is not None and last[0] is pos[s] and last[1] is pos[w] and last[2] is pos[-1]:
            return last[3]
        key = (pos[s], pos[w], pos[-1])
        hit = self.memo.get(key)
        if hit is None:
            hit = self._walk_cut(key) if self.runs else None
            if hit is None:
                hit = self._walk_new(pos, key)
            if len(self.memo) > 200_000:
                self.memo.clear()
            self.memo[key] = hit
        self.last = (pos[s], pos[w], pos[-1], hit)
        return hit

    def _walk_new(self, pos: Pos, key: Key) -> Walk:
        """`_walk` by clicking (not memoised yet)."""
        s, w = self.stock, self.waste
        c = self.c
        # the states met so far, by stock size and counters (cheaper to hash than the piles)
        seen: dict[tuple[int, tuple[int, ...]], list[Key]] = {(len(key[0]), key[2]): [key]}
        visited: list[Key] = []
        found: list[Stock] = []
        p = pos
        k = 0
        canon = key
        beyond: tuple[Key, ...] = ()
        fast = self.fast
        now = key
        while True:
            if fast:
                after = self._click(now)
                if after is None:
                    beyond = tuple(visited)  # no cycle: each state stands for itself
                    break
                now = after
            else:
                if not c.click_ok(p, s):
                    beyond = tuple(visited)
                    break
                p = c.apply(p, (s, CLICK, 1))
                now = (p[s], p[w], p[-1])
            k += 1
            sig = (len(now[0]), now[2])
            alike = seen.get(sig)
            if alike is None:
                seen[sig] = [now]
            elif now in alike:
                if now == key:
                    canon = min([key, *visited])
                else:
                    # a path into a cycle: the path's states stand for themselves, the
                    # cycle's states for its least one (as `correction` keys them)
                    at = visited.index(now)
                    beyond = (*visited[:at], min(visited[at:]))
                break
            else:
                alike.append(now)
            visited.append(now)
            if now[1]:
                found.append((k, now[0], now[1], now[2]))
        return (tuple(found), canon, beyond)

    def _walk_cut(self, key: Key) -> Walk | None:
        """`_walk_new` without clicking, where the stock lies face down and the waste face up
        (`runs`; None otherwise): the waste's cards bottom first, then the stock's top
        first, make one sequence that clicks only cut elsewhere (t cards on the waste), so
        a state is (t, counters) and its piles are slices. Cuts t and u of one pass
        compare as their stock piles do: the one with more cards on the waste has a stock
        pile that is a prefix of the other's, so it is the lesser."""
        stock, waste, counters = key
        for v in stock:
            if v >= 0:
                return None
        for v in waste:
            if v < 0:
                return None
        seq = waste + tuple([~v for v in reversed(stock)])
        down = tuple([~v for v in reversed(seq)])  # the stock after a turn, bottom first
        size = len(seq)
        c = self.c
        s = self.stock
        deal = len(self.ups)
        turns = bool(c.quelle[s]) and size > 0
        k = c.counter_of[s]
        sprung = c.sprung[s]
        t = len(waste)
        now = counters
        # per cut, its index in `cuts` while the counters are `now` (-1: the key's, -2: not
        # met): the counters only go down, so a state can come again only before they do
        where = [-2] * (size + 1)
        where[t] = -1
        cuts: list[int] = []
        counts: list[tuple[int, ...]] = []
        found: list[Stock] = []
        clicks = 0
        canon = key
        beyond: tuple[Key, ...] = ()
        while True:
            if t < size:
                t = min(t + deal, size)
            elif not turns or now[k] == 0:
                beyond = tuple(
                    [(down[: size - u], seq[:u], cs) for u, cs in zip(cuts, counts, strict=True)]
                )
                break
            else:
                if now[k] > 0:
                    now = (*now[:k], now[k] - 1, *now[k + 1 :])
                    where = [-2] * (size + 1)
                t = min(deal, size) if sprung else 0
            clicks += 1
            at = where[t]
            if at != -2:
                # a cycle, all with the counters `now`: its least state is the cut with the
                # most cards on the waste
                if at < 0:
                    u = max([len(waste), *cuts])
                    canon = (down[: size - u], seq[:u], now)
                else:
                    u = max(cuts[at:])
                    path = [
                        (down[: size - x], seq[:x], cs)
                        for x, cs in zip(cuts[:at], counts[:at], strict=True)
                    ]
                    beyond = (*path, (down[: size - u], seq[:u], now))
                break
            where[t] = len(cuts)
            cuts.append(t)
            counts.append(now)
            if t:
                found.append((clicks, down[: size - t], seq[:t], now))
        return (tuple(found), canon, beyond)

    def _click(self, state: Key) -> Key | None:
        """The stock state after a click (None: the click does nothing), as `Compact.apply`
        makes it where only the stock state counts (`fast`): deal onto the waste, or turn
        the waste over into the empty stock (one pass used) and, with `sprung`, deal."""
        stock, waste, counters = state
        if not stock:
            c = self.c
            s = self.stock
            if not c.quelle[s] or not waste:
                return None
            k = c.counter_of[s]
            if counters[k] == 0:
                return None
            up = c.refill_up[s]
            cards = [v if v >= 0 else ~v for v in reversed(waste)]
            stock = tuple(cards) if up else tuple([~v for v in cards])
            waste = ()
            if counters[k] > 0:
                counters = (*counters[:k], counters[k] - 1, *counters[k + 1 :])
            if not (c.sprung[s] and stock):
                return (stock, waste, counters)
        for up in self.ups:
            if not stock:
                break
            v = stock[-1]
            stock = stock[:-1]
            v = v if v >= 0 else ~v
            waste = (*waste, v if up else ~v)
        return (stock, waste, counters)

    def states(self, pos: Pos) -> tuple[Stock, ...]:
        """The stock states runs of clicks reach from `pos` with a card on the waste, each
        with its fewest clicks."""
        return self._walk(pos)[0]

    def correction(self, pos: Pos, share: Share) -> i64:
        """What to add to a key made of each field's `share` (and the counters') so that
        positions whose stock states lie on one cycle of clicks get the same key."""
        part = self._part((pos[self.stock], pos[self.waste], pos[-1]), share)
        return wrap(self.parts_of(pos, part, share)[3] - part)

    def parts_of(self, pos: Pos, part: i64, share: Share) -> Parts:
        """The `Parts` of pos's stock state, whose own key share is `part` (memoised by it:
        the caller has it at hand, and an int is looked up faster than three piles)."""
        s, w = self.stock, self.waste
        hit = self.parts.get(part)
        if hit is not None and hit[0] == pos[s] and hit[1] == pos[w] and hit[2] == pos[-1]:
            return hit
        _, canon, beyond = self._walk(pos)
        at = (pos[s], pos[w], pos[-1])
        mine = part if canon == at else self._part(canon, share)
        if len(self.parts) > 200_000:
            self.parts.clear()
        hit = self.parts[part] = (
            pos[s],
            pos[w],
            pos[-1],
            mine,
            tuple([self._part(st, share) for st in beyond]),
        )
        return hit

    def dominated(self, pos: Pos, h: i64, share: Share) -> list[int]:
        """The keys of the positions that differ from `pos` (key `h`) only by a stock state
        that clicks reach from pos's but that cannot click back to it (draw three: a state
        off the fresh pass's cycle reaches the rest of its pass and that cycle). Such a
        position can do nothing pos cannot do after a few clicks, so a complete search that
        will expand pos may count them as seen (only where the safe moves never play from
        the waste: they would then differ by more than the stock)."""
        part = self._part((pos[self.stock], pos[self.waste], pos[-1]), share)
        beyond = self.parts_of(pos, part, share)[4]
        if not beyond:
            return []
        base = h - part
        return [wrap(base + bp) for bp in beyond]

    def _part(self, state: Key, share: Share) -> i64:
        """What a stock state (stock pile, waste pile, counters) adds to a position's key."""
        counters = i64(hash(state[2])) * COUNTERS
        return wrap(share(self.stock, state[0]) + share(self.waste, state[1]) + counters)

    def find(self, pos: Pos, near: frozenset[int] | None = None) -> list[tuple[CMove, ...]]:
        """Each play of the waste's top card a run of one or more clicks makes possible,
        as (the clicks ..., the play); `near`: only the plays onto those fields."""
        c = self.c
        s, w = self.stock, self.waste
        cs = c.cs
        room = c.room
        rows = c.rows
        dsts = []
        union = 0
        for j in c.drops:
            if near is not None and j not in near:
                continue
            onto = pos[j]
            left = room[j] - len(onto)
            if left > 0 and j != w:
                code = 0 if not onto else 1 if onto[-1] < 0 else onto[-1] + 2  # (`top_code`)
                table = c.accs[j]
                acc = table[code] if table else c.accepts(pos, j)
                if acc:
                    dsts.append((j, left, rows[j][code]))
                    union |= acc
        out: list[tuple[CMove, ...]] = []
        if not union:
            return out
        click = (s, CLICK, 1)
        refused = c.refused
        found = self.states(pos)
        if found is not self.found:
            # the state of each waste's top card (-1: face down), per walk (the parent and
            # the members of its twin class ask about the same walk in turn)
            self.found = found
            self.tops = tuple([cs[f[2][-1]] if f[2][-1] >= 0 else -1 for f in found])
        tops = self.tops
        single = c.einzeln[w]
        for x in range(len(found)):
            top = tops[x]
            if top < 0:
                continue
            if single and not union >> top & 1:
                continue  # the common case: one card, taken nowhere
            k, _, pile, _ = found[x]
            for n in range(1, c.pick_limit(pile, w) + 1):
                st = cs[pile[-n]]
                if not union & 1 << st:
                    continue
                for j, left, takes in dsts:
                    if takes[st] and left >= n:
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
