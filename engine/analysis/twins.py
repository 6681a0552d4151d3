"""Twin classes for the depth-first search (Klondike-like games): two cards of the same rank
and colour take the same cards on a column, so a run lying on one of them while the other
lies on top of a column may sit on either. Such positions are won alike and share one key,
that of their canonical member (see docs/analysis.md, "Twin classes")."""

from __future__ import annotations

from engine.analysis.compact import CMove, Compact, Pos


def find_twins(c: Compact, builds: tuple[int, ...], others: set[int]) -> list[int]:
    """Each card's twin, where twin classes are exact (else empty): a move's legality and
    effect depend on its two piles only (no compiled actions, locks, bars, gates,
    refills, patterns), the building piles build, pick up and refuse alike, no field but
    those (and the foundations and the stock's two) takes or gives cards; a card's twin is
    the one other card that the building table lets take the same cards (Klondike: same
    rank and colour). The searcher checks the rest (`Searcher.__init__`)."""
    if not builds:
        return []
    if c.extra or c.any_bar or any(c.locks) or any(g is not None for g in c.gates):
        return []
    if any(c.fill) or c.pattern is not None:
        return []
    first = builds[0]
    for i in builds:
        if (
            c.succ[i] != c.succ[first]
            or c.endmask[i] != c.endmask[first]
            or c.pick[i] != c.pick[first]
            or c.einzeln[i] != c.einzeln[first]
            or c.room[i] != c.room[first]
            or c.refused[i]
            or not c.autoflip[i]
            or i in c.clickable
        ):
            return []
    if any(c.takes[i] or c.source[i] for i in others):
        return []
    cs = c.cs
    table = c.succ[first]
    end = c.endmask[first]
    twin = [-1] * len(cs)
    for a in range(len(cs)):
        sa = cs[a]
        if end >> sa & 1 or not table[sa]:
            continue
        alike = [
            b
            for b in range(len(cs))
            if b != a and table[cs[b]] == table[sa] and not end >> cs[b] & 1
        ]
        if len(alike) == 1:
            twin[a] = alike[0]
    return twin if any(t >= 0 for t in twin) else []


class Twins:
    """Moves between twins and the canonical member of a twin class."""

    def __init__(self, c: Compact, builds: tuple[int, ...], twin: list[int]) -> None:
        self.c = c
        self.builds = builds
        """The building piles (Klondike's columns)."""
        self.twin = twin
        """Per card, its twin or -1; empty where twin classes are not exact."""
        self.build_at = [i in builds for i in range(c.n)]
        """Per field: a building pile?"""
        self.build_list = list(builds)

    def column(self, pos: Pos, card: int) -> int:
        """The building pile holding `card` face up (-1: none)."""
        for i in self.builds:
            for v in pos[i]:
                if v == card:
                    return i
        return -1

    def top_of(self, pos: Pos, card: int) -> int:
        """The building pile with `card` face up on top (-1: none)."""
        for j in self.builds:
            pile = pos[j]
            if pile and pile[-1] == card:
                return j
        return -1

    def toggle(self, pos: Pos, lo: int, hi: int, made: list[CMove]) -> Pos:
        """Move the run lying on `lo` onto its exposed twin `hi` (appended to `made`)."""
        i = self.column(pos, lo)
        j = self.column(pos, hi)
        m = (i, j, len(pos[i]) - 1 - pos[i].index(lo))
        made.append(m)
        return self.c.apply(pos, m)

    def movable(self, pos: Pos, i: int, k: int, j: int) -> bool:
        """May the run above entry k of column i move onto column j's top card (the run's
        first card lies on its own table's follower, so the twin on top of j takes it)?"""
        c = self.c
        pile = pos[i]
        n = len(pile) - 1 - k
        return (
            len(pos[j]) + n <= c.room[j]
            and c.succ[i][c.cs[pile[k]]] >> c.cs[pile[k + 1]] & 1 == 1
            and c.picks(pile, i, n)
        )

    def pairs(self, pos: Pos) -> list[tuple[int, int]]:
        """(lower, higher card) of each twin pair whose run lies on the lower and whose
        higher lies on top of a column, so the run may move over (`canon`)."""
        twin = self.twin
        tops = 0  # the face-up top cards, as bits (a dict of them cost more)
        for j in self.builds:
            pile = pos[j]
            if pile and pile[-1] >= 0:
                tops |= 1 << pile[-1]
        out: list[tuple[int, int]] = []
        for i in self.builds:
            pile = pos[i]
            for k in range(len(pile) - 1):
                e = pile[k]
                if e < 0:
                    continue
                t = twin[e]
                if t > e and tops >> t & 1 and self.movable(pos, i, k, self.top_of(pos, t)):
                    out.append((e, t))
        return out

    def canon(self, pos: Pos, made: list[CMove], ref: Pos | None = None) -> Pos:
        """The canonical member of pos's twin class (the moves to it appended to `made`):
        where a run lies on one of two twins and the other lies on top of a column, the run
        moves to the lower card. Such moves turn up nothing and empty nothing, can be made
        back, and never let a safe move play (the run's first card, which the twin takes,
        is not home), so the class's positions are won alike. `ref`: a canonical position
        pos differs from in a few columns only (a run to move must then lie on, or go to,
        one of those)."""
        twin = self.twin
        if not twin:
            return pos
        builds = self.builds
        while True:
            # the higher twins whose lower twin lies face up on top of a column: only a
            # run on one of them may move (one bit per card, cheaper than a look-up)
            high = 0
            for j in builds:
                pile = pos[j]
                if pile:
                    t = pile[-1]
                    if t >= 0 and twin[t] > t:
                        high |= 1 << twin[t]
            if not high:
                return pos
            scan = self.build_list
            if ref is not None:
                # a run on a higher twin in an unchanged column can only have to move
                # because its lower twin came to the top of a changed one
                scan = [i for i in builds if pos[i] is not ref[i]]
                for x in range(len(scan)):  # the changed columns (others are appended)
                    pile = pos[scan[x]]
                    if pile and pile[-1] >= 0:
                        e = twin[pile[-1]]
                        if e > twin[e] >= 0:
                            i = self.column(pos, e)
                            if i >= 0 and i not in scan:
                                scan.append(i)
            moved = False
            for i in scan:
                pile = pos[i]
                for k in range(len(pile) - 1):
                    e = pile[k]
                    if e >= 0 and high >> e & 1:
                        j = self.top_of(pos, twin[e])
                        if self.movable(pos, i, k, j):
                            m = (i, j, len(pile) - 1 - k)
                            made.append(m)
                            pos = self.c.apply(pos, m)
                            moved = True
                            break
                if moved:
                    break
            if not moved:
                return pos

    def fresh(
        self, at: Pos, spots: list[CMove], options: list[tuple[CMove, ...]]
    ) -> list[tuple[CMove, ...]]:
        """The steps of `at`, a twin-class member, whose classes no member with fewer pairs
        toggled makes. `spots`: per pair toggled, (the lower twin's column a, the higher
        twin's column b, the cards lying above the higher twin). With that pair not
        toggled those cards lie on the lower twin instead, and a step of one of these kinds
        has its counterpart there, whose result differs by where such cards lie alone (the
        same class; docs/analysis.md, footnote 11), so it is left out: some of those cards
        moved from b elsewhere than onto a; a card, or a run of a column, laid onto them
        from elsewhere than a, where column a has room for it and runs cross as they
        build (both as they always may with one pair toggled, where no other run can lie
        on top of them). Where runs cross as they build, a move that takes either twin
        along onto another building pile (the higher one with those cards, or the lower
        one, bare on top of a) is left out too: without the pair toggled, the same move
        without those cards, or with them, leaves them on the other twin (footnote 12)."""
        c = self.c
        b0 = spots[0][1]
        cross = not c.einzeln[b0] and (c.pick[b0] is None or c.pick[b0] == c.succ[b0])
        one = len(spots) == 1
        out: list[tuple[CMove, ...]] = []
        for o in options:
            src, dst, n = o[-1]
            same = False
            for a, b, r in spots:
                if src == b and len(o) == 1 and 0 <= dst != a:
                    if n <= r and (cross or one):
                        same = True
                        break
                    if n > r and cross and self.build_at[dst] and len(at[a]) + r <= c.room[a]:
                        # the twin goes along (footnote 12): the same move without the
                        # cards above it, from the member without the pair toggled
                        same = True
                        break
                if (
                    src == a
                    and len(o) == 1
                    and 0 <= dst != b
                    and cross
                    and self.build_at[dst]
                    and len(at[dst]) + n + r <= c.room[dst]
                ):
                    # the lower twin goes (footnote 12): the same move with the cards above
                    # it, from the member without the pair toggled
                    same = True
                    break
                if (
                    dst == b
                    and src != a
                    and cross
                    and len(at[a]) + r + n <= c.room[a]
                    and (n == 1 or self.build_at[src])
                ):
                    same = True
                    break
            if not same:
                out.append(o)
        return out


def touches(m: CMove, need: list[tuple[int, int]]) -> bool:
    """Does move m come from or go to a column of each pair in `need`?"""
    return all(m[0] in (a, b) or m[1] in (a, b) for a, b in need)


def hit_one(need: list[tuple[int, int]]) -> bool:
    """Is one column a column of each pair in `need`?"""
    a, b = need[0]
    return all(a in pair for pair in need) or all(b in pair for pair in need)


def hit(need: list[tuple[int, int]], cols: tuple[int, ...]) -> bool:
    """Could one move touch a column of each pair in `need`?"""
    for s in cols:
        for d in cols:
            if touches((s, d, 1), need):
                return True
    return False
