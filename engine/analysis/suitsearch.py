"""Search for games whose foundations take only whole runs (Spider): a beam over stock deals.

Between two deals from the stock the game is a closed puzzle, so the search works a phase
at a time: from each position of the beam a greedy best-first search looks at the moves
that can help (see `SuitSearch.useful`), keeps the best positions from which the stock may
deal, deals on each of them, and the best positions after the deal (the solver knows the
cards the stock gives) start the next phase. When an attempt fails, the next one uses
another weighting of the evaluation, and after all of them more positions per phase and
a wider beam, until the budget is spent.

This search is incomplete by design (the pruning and the beam are ordering only): it
returns a winning line or None, never a proof. Every line is a sequence of compiled moves,
which the solver replays in the engine before it reports the deal solved.

The evaluation is read off the compiled rule tables, not off card names: a pair of
adjacent face-up cards in a pile is a link when the lower one may be built on the upper
(`succ`), and a strong link when the two may also be picked up together (`pick`, Spider's
same-suit runs); cards home, empty piles and cards turned face up count too.
"""

from __future__ import annotations

import heapq
from typing import NamedTuple

from engine.analysis.compact import CLICK, CMove, Compact, Pos
from engine.analysis.search import Budget


class Weights(NamedTuple):
    """What the evaluation counts, and how much."""

    home: int
    """A card on a foundation (more than the links a finished run had in its pile)."""
    strong: int
    """A strong link (the two cards move together)."""
    link: int
    """A plain link (built in order, but the two cards do not move together)."""
    empty: int
    """An empty pile."""
    hidden: int
    """Cost of a face-down card."""
    cover: int
    """Cost of a face-up card above face-down ones (it must move before they turn up)."""


PORTFOLIO = (
    Weights(200, 30, 10, 60, 45, 3),
    Weights(200, 40, 5, 100, 30, 5),
    Weights(200, 25, 15, 50, 70, 2),
)
"""The attempts take turns with these evaluations: a line one misses another often finds."""

FINAL = 8
"""The last phase (stock empty) may look at this many times more positions: it must win."""

SPREAD = 8
"""Dealt positions kept per beam place, used when the phase searches run dry early."""

Line = tuple[CMove, ...]


def whole_run_homes(c: Compact) -> tuple[int, ...]:
    """Fields no card leaves that an action lets take only a full pile's worth at once
    (Spider's foundations: `legezahl ungleich 13` onto `max 13`)."""
    return tuple(
        j
        for j in c.drops
        if not c.source[j]
        and c.refused[j]
        and 0 < c.room[j] <= 64
        and not ~c.refused[j] & ((1 << (c.room[j] + 1)) - 2) & ~(1 << c.room[j])
        and not c.refused[j] >> c.room[j] & 1
    )


class SuitSearch:
    """Beam over stock deals with a greedy best-first search inside each phase."""

    def __init__(self, c: Compact) -> None:
        self.c = c
        self.w = PORTFOLIO[0]
        self.homes = whole_run_homes(c)
        homeset = set(self.homes)
        self.piles = tuple(i for i in c.sources if i in c.drops and i not in homeset)
        self.stocks = tuple(i for i in c.clickable if c.has_ziel[i] and not c.hidden[i])
        self.is_pile = [i in self.piles for i in range(c.n)]
        self.memo: list[dict[tuple[int, ...], int]] = [{} for _ in range(c.n)]
        cs = c.cs
        # link[i][a] -> (mask of states linked under a, mask strongly linked)
        self.link: list[tuple[tuple[int, int], ...]] = []
        for i in range(c.n):
            succ, pick, end = c.succ[i], c.pick[i], c.endmask[i]
            rows = []
            for s in range(len(succ)):
                built = 0 if end >> s & 1 else succ[s]
                strong = built if pick is None else built & pick[s]
                rows.append((built, strong))
            self.link.append(tuple(rows))
        self.cs = cs

    # ----- evaluation ---------------------------------------------------------------------
    def pile_value(self, i: int, pile: tuple[int, ...]) -> int:
        """Field i's share of `value` (memoised by pile)."""
        memo = self.memo[i]
        hit = memo.get(pile)
        if hit is not None:
            return hit
        if len(memo) > 50_000:
            memo.clear()
        w = self.w
        if not pile:
            val = w.empty
        else:
            cs = self.cs
            rows = self.link[i]
            hidden = 0
            val = 0
            prev = -1
            for v in pile:
                if v < 0:
                    hidden += 1
                    prev = -1
                    continue
                s = cs[v]
                if prev >= 0:
                    built, strong = rows[prev]
                    if strong >> s & 1:
                        val += w.strong
                    elif built >> s & 1:
                        val += w.link
                prev = s
            val -= w.hidden * hidden
            if hidden:
                val -= w.cover * (len(pile) - hidden)
        memo[pile] = val
        return val

    def value(self, pos: Pos) -> int:
        """How promising a position looks (higher is better)."""
        total = 0
        for j in self.homes:
            total += self.w.home * len(pos[j])
        for i in self.piles:
            total += self.pile_value(i, pos[i])
        return total

    # ----- moves --------------------------------------------------------------------------
    def _quality(self, i: int, under: int, first: int) -> int:
        """2 strong link, 1 plain link, 0 none between card `under` and `first` on it."""
        if under < 0:
            return 0
        built, strong = self.link[i][self.cs[under]]
        s = self.cs[first]
        return 2 if strong >> s & 1 else 1 if built >> s & 1 else 0

    def useful(self, pos: Pos, m: CMove) -> bool:
        """Leave out moves that cannot make the position better: part of a run split off
        onto no better link than it had, a run moved from one plain link to a weaker
        place, a whole pile moved to an empty one (ordering only, see the module). Moves
        that turn a card up or empty their pile always stay."""
        src, dst, n = m
        if dst == CLICK or not self.is_pile[src] or not self.is_pile[dst]:
            return True
        pile = pos[src]
        first = pile[-n]
        target = pos[dst]
        if n == len(pile):
            return bool(target)
        under = pile[-n - 1]
        if under < 0:
            return True
        before = self._quality(src, under, first)
        after = self._quality(dst, target[-1], first) if target else 0
        if target:
            return after > before or after == before == 1
        return before < 2

    def children(self, pos: Pos) -> list[tuple[Pos, CMove]]:
        """The useful moves' positions, deals left out; a finished run going home is the
        only child when there is one."""
        c = self.c
        out = []
        homeset = self.homes
        for m in c.moves(pos):
            src, dst, _ = m
            if dst == CLICK:
                if src in self.stocks:
                    continue
            elif dst in homeset:
                return [(c.apply(pos, m), m)]
            if self.useful(pos, m):
                out.append((c.apply(pos, m), m))
        return out

    def can_deal(self, pos: Pos) -> CMove | None:
        """The stock's deal, when it is legal now."""
        for i in self.stocks:
            if pos[i] and self.c.click_ok(pos, i):
                return (i, CLICK, 1)
        return None

    # ----- search -------------------------------------------------------------------------
    def phase(
        self, root: Pos, limit: int, keep: int, seen: set[int], budget: Budget
    ) -> tuple[Line | None, list[tuple[int, Pos, Line]], int]:
        """Greedy best-first from `root` over up to `limit` positions: (winning line, the
        `keep` best positions reached from which the stock may deal, with their value and
        line, positions expanded)."""
        won = self.c.won
        value = self.value
        nodes: list[Pos] = [root]
        parents: list[int] = [-1]
        moves: list[CMove] = [(0, 0, 0)]
        heap = [(-value(root), 0, 0)]
        dealable: list[tuple[int, int]] = []
        count = 0
        while heap and count < limit:
            if budget.spent():
                break
            count += 1
            negv, depth, k = heapq.heappop(heap)
            pos = nodes[k]
            if self.can_deal(pos) is not None:
                dealable.append((-negv, k))
            for nxt, m in self.children(pos):
                h = hash(nxt)
                if h in seen:
                    continue
                seen.add(h)
                nodes.append(nxt)
                parents.append(k)
                moves.append(m)
                if won(nxt):
                    return self._line(parents, moves, len(nodes) - 1), [], count
                heapq.heappush(heap, (-value(nxt), depth + 1, len(nodes) - 1))
        best = heapq.nlargest(keep, dealable)
        return None, [(v, nodes[k], self._line(parents, moves, k)) for v, k in best], count

    @staticmethod
    def _line(parents: list[int], moves: list[CMove], k: int) -> Line:
        out = []
        while k > 0:
            out.append(moves[k])
            k = parents[k]
        return tuple(reversed(out))

    def attempt(self, root: Pos, limit: int, width: int, budget: Budget) -> Line | None:
        """One pass over the phases; the winning line or None.

        Each phase has `limit` x `width` positions to spend: the phase searches start from
        the best dealt positions first, `limit` positions each, and go on down the beam
        while positions are left (a search that runs dry early leaves more to the others,
        so narrow phases get a wider beam)."""
        # positions by their hash: a (very unlikely) clash only leaves a position out
        seen: set[int] = {hash(root)}
        beam: list[tuple[int, Pos, Line]] = [(0, root, ())]
        while beam and not budget.stopped:
            found: list[tuple[int, Pos, Line]] = []
            spent = 0
            for _, pos, line in beam:
                share = limit * (FINAL if not any(pos[i] for i in self.stocks) else 1)
                if spent >= share * width:
                    break
                won, dealable, count = self.phase(pos, share, 2 * width, seen, budget)
                if won is not None:
                    return line + won
                if budget.stopped:
                    return None
                spent += count
                for _, p, more in dealable:
                    # ranked after the deal: the search sees the cards the stock will give
                    deal = self.can_deal(p)
                    assert deal is not None
                    nxt = self.c.apply(p, deal)
                    if hash(nxt) not in seen:
                        seen.add(hash(nxt))
                        found.append((self.value(nxt), nxt, (*line, *more, deal)))
            found.sort(key=lambda entry: -entry[0])
            beam = found[: width * SPREAD]
        return None

    def search(self, root: Pos, budget: Budget) -> list[CMove] | None:
        """Attempts until one wins or the budget is spent: each evaluation of `PORTFOLIO`
        in turn, then all again with more positions per phase and a wider beam."""
        if self.c.won(root):
            return []
        limit, width = 500, 2
        while not budget.stopped:
            for w in PORTFOLIO:
                self.w = w
                for memo in self.memo:
                    memo.clear()
                line = self.attempt(root, limit, width, budget)
                if line is not None:
                    return list(line)
            limit *= 2
            width += 1
        return None
