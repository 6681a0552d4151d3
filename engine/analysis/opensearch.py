"""A faster `Searcher` for open games with safe foundation moves (FreeCell, Beleaguered
Castle and the like): every card face up, no stock to click, no actions, suit foundations
built up.

It makes the same positions as `Searcher.children` (same moves, same safe moves, same keys
and values; tests/engine/analysis/test_opensearch.py compares them) but leaves out, before
doing any work on them, the moves whose position is known to be one the search has already:
the same move into another empty field of a symmetric group, a whole pile moved onto an
empty field that plays alike, and a card taken off a foundation that the safe moves would
put straight back. The other moves off the foundations are rarely needed: a position hands
them to a stand-in child (same position, key offset by `_DEFER`, looking `_DEFER_COST`
worse) whose expansion makes them, so a complete search still makes every move but seldom
pays for these. Keys and values are updated inline on the piles that changed. No macro
moves here (they cost more than they saved on MS FreeCell).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import FunctionType
from typing import Final, TypeVar

from mypy_extensions import i64, mypyc_attr

from engine.analysis.compact import CMove, Compact, Pos
from engine.analysis.search import Node, Searcher
from engine.analysis.stockmacros import wrap
from engine.state import State

_DEFER = 0x5851F42D4C957F2D
"""Added to a position's key to make its stand-in's key."""
_DEFER_COST = 400
"""How much worse than its position a stand-in looks: cards rarely need to come back
from the foundations, so their moves are tried late."""


def open_game(sr: Searcher, root: Pos) -> bool:
    """Does the compiled game fit `OpenSearcher` (see the module docstring)?"""
    c = sr.c
    if not sr.safe or c.extra or c.any_bar or c.clickable or sr.dead.enabled or sr.focus:
        return False
    if sr.packs > 1:  # its foundation summaries assume one card per state
        return False
    if any(c.fill[i] or c.quelle[i] or c.has_ziel[i] for i in range(c.n)):
        return False
    if any(v < 0 for pile in root[: c.n] for v in pile):
        return False
    return sr.points_home


_NATIVE: Final = not isinstance(open_game, FunctionType)
"""This module runs compiled (a compiled function is no Python function): `need` and `_share`
loop over the cards, which costs less than their Python-level `in`, `index` and memo there
and more in Python, so the Python sources keep those (the results are the same)."""


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # see `Searcher`
class OpenSearcher(Searcher):
    """`Searcher` with a children generator specialised to open games (see `open_game`)."""

    def __init__(self, c: Compact, state: State, *, symmetric: bool = True) -> None:
        super().__init__(c, state, symmetric=symmetric)
        self._open()

    @classmethod
    def upgrade(cls, sr: Searcher) -> OpenSearcher:
        """The OpenSearcher of the game `sr` searches (its tables are shared, not rebuilt)."""
        new = clone_as(cls, sr)
        new._open()
        return new

    def _open(self) -> None:
        """Build the tables of the open-game children on top of `Searcher`'s."""
        c = self.c
        # Macro moves (supermoves) save positions but cost more per position than they
        # save here: on MS FreeCell 1..200 the search was faster without them.
        self.macros.enabled = False
        self.group_of = [-1] * c.n
        for k, g in enumerate(self.groups):
            for i in g:
                self.group_of[i] = k
        autos = self.autos
        same_group = len({self.group_of[j] for j in autos}) == 1 and self.group_of[autos[0]] >= 0
        self.return_home = (len(autos) == 1 or same_group) and all(
            j in self.safe_set for j in c.drops if j not in self.autoset
        )
        """A card taken off a foundation that is safe to put back goes straight back (the
        position is one already seen), so such moves are left out."""
        self.pile_sources = tuple(i for i in c.sources if i not in self.autoset)
        self.auto_sources = tuple(i for i in c.sources if i in self.autoset)
        self.deferred: dict[int, tuple[int, int]] = {}
        """Keys of stand-in children: (key, value) of the position whose moves off the
        foundations they stand for."""
        self.pile_homes: dict[tuple[int, ...], int] = {}
        self.card_of = [0] * 52
        self.dealt = 0
        """States of the game's cards."""
        for v, s in enumerate(c.cs):
            self.card_of[s] = v
            self.dealt |= 1 << s
        self.need_fields = tuple(i for i in range(c.n) if self.kind[i] == 2)
        self.takes_on = [
            [0 if c.endmask[j] >> s & 1 else c.succ[j][s] for s in c.cs] for j in range(c.n)
        ]
        """What field j takes on top of each card (`Compact.accepts` as a table)."""

    # ----- evaluation: `Searcher.value`, split into a part per pile that does not depend on
    # what the foundations take next, and the depths of the cards they take next -----------
    def wanted(self, pos: Sequence[tuple[int, ...]]) -> int:
        """Card states the foundations take next."""
        c = self.c
        room = c.room
        start = c.start
        takes_on = self.takes_on
        wanted = 0
        for j in self.autos:
            pile = pos[j]
            if len(pile) < room[j]:
                wanted |= takes_on[j][pile[-1]] if pile else start[j]
        return wanted

    def need(self, pos: Pos, wanted: int) -> int:
        """Cards lying above the cards the foundations take next, summed over those."""
        if not _NATIVE or wanted & ~self.dealt:
            return self._need_by_card(pos, wanted)
        # one pass over the piles' cards (one pack: each wanted card lies once), not `in`
        # and `index` per wanted card: those compare through Python in the compiled code
        total = 0
        cs = self.c.cs
        for i in self.need_fields:
            pile = pos[i]
            k = len(pile) - 1
            for v in pile:
                if wanted >> cs[v] & 1:
                    total += k
                k -= 1
        return total

    def _need_by_card(self, pos: Pos, wanted: int) -> int:
        """`need` per wanted card (in Python, or where a wanted state has no card)."""
        total = 0
        card_of = self.card_of
        fields = self.need_fields
        while wanted:
            low = wanted & -wanted
            wanted ^= low
            v = card_of[low.bit_length() - 1]
            for i in fields:
                pile = pos[i]
                if v in pile:
                    total += len(pile) - 1 - pile.index(v)
                    break
        return total

    def value(self, pos: Pos) -> int:
        """`Searcher.value`, computed as the sum of the piles' shares less the need."""
        base = sum([self._share(i, pos[i], 0) for i in range(self.c.n)])
        return base - 20 * self.need(pos, self.wanted(pos))

    def _share(self, i: int, pile: tuple[int, ...], wanted: int) -> int:
        """`Searcher._pv`, a pile's in one pass (compiled, cheaper than the memo's lookup)."""
        if not _NATIVE or self.kind[i] != 2 or self.moves_left or not pile:
            return self._pv(i, pile, wanted)
        cs = self.c.cs
        k = len(pile)
        depth = k - 1
        need = 0
        below = 0  # states of the cards under this one
        count = 0  # cards above a lower card of their suit (`blocked_cost`)
        for v in pile:
            if v < 0:
                return self._pv(i, pile, wanted)
            s = cs[v]
            if wanted >> s & 1:
                need += depth
            # states s - s % 13 .. s - 1: the lower cards of s's suit
            if below & ((1 << s) - (1 << (s - s % 13))):
                count += 1
            below |= 1 << s
            depth -= 1
        base = self.worth[i] * k - self.tall * k * k + self.worth_full[i]
        return base - 20 * need - self.blocked * count

    def _home_of(self, pile: tuple[int, ...]) -> int:
        """States of the cards on one foundation (memoised by content)."""
        m = self.pile_homes.get(pile)
        if m is None:
            cs = self.c.cs
            m = 0
            for v in pile:
                m |= 1 << cs[v]
            self.pile_homes[pile] = m
        return m

    def children(
        self, pos: Pos, h: i64, v: int, focus: bool = False, seen: set[int] | None = None
    ) -> list[Node]:
        """Like `Searcher.children`, without the moves that lead back to known positions
        (`seen` is not consulted: keys and values here come inline, so the searches' own
        check of the key is as cheap)."""
        c = self.c
        cs = c.cs
        room = c.room
        group_of = self.group_of
        home_at = self.home_at  # lists, not the frozensets: no boxing, no hashing
        followers = self.followers
        start = c.start
        takes_on = self.takes_on
        wanted, home = self.home(pos)
        dsts: list[tuple[int, int, int, bool]] = []
        union = 0
        empty_groups: set[int] = set()
        for j in c.drops:
            pile = pos[j]
            left = room[j] - len(pile)
            if left <= 0:
                continue
            if not pile:
                g = group_of[j]
                if g >= 0:
                    if g in empty_groups:
                        continue
                    empty_groups.add(g)
            acc = takes_on[j][pile[-1]] if pile else start[j]
            if acc:
                dsts.append((j, left, acc, not pile))
                union |= acc
        need = -1  # the position's `need`, found when a child first asks for it
        out: list[Node] = []
        deferred = self.deferred.get(h)  # both searches may expand the same stand-in
        if deferred is not None:
            h, v = deferred
            singles = self._singles(pos, self.auto_sources, dsts, union, home)
        else:
            singles = self._singles(pos, self.pile_sources, dsts, union, home)
            if any(pos[i] for i in self.auto_sources):
                key = wrap(h + _DEFER)
                self.deferred[key] = (h, v)
                out.append((pos, (), key, v - _DEFER_COST, False))
        # The common case inline: one move that neither reaches nor leaves a foundation
        # nor uncovers a safe card; the parent's shares of key and value are kept per field.
        mult = self.mult
        sink = self.sink
        safe_at = self.safe_at
        # the position's key and value shares of each field, once asked for (bit i of
        # `olds`): two lists rather than a tuple per field, which mypyc boxes and unboxes
        old_h: list[i64] = [0] * c.n
        old_v = [0] * c.n
        olds = 0
        # moves come grouped by source and count: what is left on the source, and its
        # shares of key and value (`hi`, `vi`, once `shared`), are made once per group
        last_i = -1
        last_n = 0
        rest: tuple[int, ...] = ()
        shared = False
        hi: i64 = 0
        vi = 0
        for m in singles:
            i, j, n = m
            src = pos[i]
            if i != last_i or n != last_n:
                last_i = i
                last_n = n
                rest = src[:-n]
                shared = False
            into = pos[j] + src[-n:]
            piles = list(pos)
            piles[i] = rest
            piles[j] = into
            if home_at[j]:
                need = self.need(pos, wanted) if need < 0 else need
                out.append(self._finish(pos, piles, [m], {i, j}, h, v, wanted, home, need))
                continue
            if home_at[i]:
                now = self.wanted(piles)
                if self._uncovers(piles, now & ~wanted, home & ~self._home_of(src[-n:])):
                    need = self.need(pos, wanted) if need < 0 else need
                    out.append(self._finish(pos, piles, [m], {i, j}, h, v, wanted, home, need))
                    continue
                h2 = (
                    h
                    + self._hc(i, rest)
                    - self._hc(i, src)
                    + self._hc(j, into)
                    - self._hc(j, pos[j])
                )
                v2 = (
                    v
                    + self._share(i, rest, 0)
                    - self._share(i, src, 0)
                    + self._share(j, into, 0)
                    - self._share(j, pos[j], 0)
                )
                nxt = tuple(piles)
                need = self.need(pos, wanted) if need < 0 else need
                v2 -= 20 * (self.need(nxt, now) - need)
                out.append((nxt, (m,), wrap(h2), v2, False))
                continue
            if rest and safe_at[i]:
                st = cs[rest[-1]]
                if wanted >> st & 1 and not followers[st] & ~home:
                    need = self.need(pos, wanted) if need < 0 else need
                    out.append(self._finish(pos, piles, [m], {i, j}, h, v, wanted, home, need))
                    continue
            if not olds >> i & 1:
                old_h[i] = self._hc(i, src)
                old_v[i] = self._share(i, src, wanted)
                olds |= 1 << i
            if not olds >> j & 1:
                old_h[j] = self._hc(j, pos[j])
                old_v[j] = self._share(j, pos[j], wanted)
                olds |= 1 << j
            if not shared:
                vi = self._share(i, rest, wanted)
                hi = self._hc(i, rest) if sink[i] else i64(hash(rest)) * mult[i]
                shared = True
            vj = self._share(j, into, wanted)
            h2 = h - old_h[i] - old_h[j] + hi
            h2 += self._hc(j, into) if sink[j] else i64(hash(into)) * mult[j]
            out.append((tuple(piles), (m,), wrap(h2), v - old_v[i] - old_v[j] + vi + vj, False))
        if self.macros.enabled and deferred is None:
            for opt in self.macros.find(pos):
                piles = list(pos)
                changed: set[int] = set()
                for i, j, n in opt:
                    pile = piles[i]
                    piles[j] = piles[j] + pile[-n:]
                    piles[i] = pile[:-n]
                    changed.add(i)
                    changed.add(j)
                need = self.need(pos, wanted) if need < 0 else need
                out.append(self._finish(pos, piles, list(opt), changed, h, v, wanted, home, need))
        return out

    def _singles(
        self,
        pos: Pos,
        sources: tuple[int, ...],
        dsts: list[tuple[int, int, int, bool]],
        union: int,
        home: int,
    ) -> list[CMove]:
        """The single moves from `sources` to `dsts` (j, room left, states taken, empty)."""
        out: list[CMove] = []
        if not dsts:
            return out
        c = self.c
        cs = c.cs
        group_of = self.group_of
        home_at = self.home_at
        followers = self.followers
        einzeln = c.einzeln
        takes_on = self.takes_on
        start = c.start
        back = self.return_home
        for i in sources:
            pile = pos[i]
            if not pile:
                continue
            limit = 1 if einzeln[i] or len(pile) == 1 else c.pick_limit(pile, i)
            gi = group_of[i]
            whole = len(pile)
            for n in range(1, limit + 1):
                s = cs[pile[-n]]
                bit = 1 << s
                if not bit & union:
                    continue
                if n == 1 and back and home_at[i] and not followers[s] & ~home:
                    under = (takes_on[i][pile[-2]] if whole > 1 else start[i]) >> s & 1
                    if under:
                        continue  # the safe moves would put it straight back
                for j, left, acc, empty in dsts:
                    if acc & bit and left >= n and j != i:
                        if empty and n == whole and gi >= 0 and group_of[j] == gi:
                            continue
                        out.append((i, j, n))
        return out

    def _finish(
        self,
        pos: Pos,
        piles: list[tuple[int, ...]],
        made: list[CMove],
        changed: set[int],
        h: i64,
        v: int,
        wanted: int,
        home: int,
        need: int,
    ) -> Node:
        """The child node: safe moves made, key and value updated for the changed fields."""
        cs = self.c.cs
        autoset = self.autoset
        followers = self.followers
        touched = not changed.isdisjoint(autoset)
        if not touched:
            safe_at = self.safe_at
            for i in changed:
                pile = piles[i]
                if pile and safe_at[i]:
                    st = cs[pile[-1]]
                    if wanted >> st & 1 and not followers[st] & ~home:
                        touched = True
                        break
        if touched:
            self._settle(piles, made, changed)
        for i in changed:
            h += self._hc(i, piles[i]) - self._hc(i, pos[i])
        nxt = tuple(piles)
        if touched:
            for i in changed:
                v += self._share(i, piles[i], 0) - self._share(i, pos[i], 0)
            v -= 20 * (self.need(nxt, self.wanted(nxt)) - need)
        else:
            for i in changed:
                v += self._share(i, piles[i], wanted) - self._share(i, pos[i], wanted)
        return (nxt, tuple(made), wrap(h), v, touched)

    def _uncovers(self, piles: list[tuple[int, ...]], fresh: int, home: int) -> bool:
        """Is a card the foundations newly take (`fresh`) on top of a pile, and safe?"""
        if not fresh:
            return False
        cs = self.c.cs
        followers = self.followers
        for i in self.safe_sources:
            pile = piles[i]
            if pile:
                s = cs[pile[-1]]
                if fresh >> s & 1 and not followers[s] & ~home:
                    return True
        return False

    def _settle(self, piles: list[tuple[int, ...]], made: list[CMove], changed: set[int]) -> None:
        """Make every safe foundation move on the piles in place (`Searcher.settle`)."""
        c = self.c
        cs = c.cs
        room = c.room
        start = c.start
        takes_on = self.takes_on
        followers = self.followers
        autos = self.autos
        home = 0
        for j in autos:
            home |= self._home_of(piles[j])
        while True:
            wanted = self.wanted(piles)
            if not wanted:
                return
            found = False
            for i in self.safe_sources:
                pile = piles[i]
                if not pile:
                    continue
                s = cs[pile[-1]]
                if not wanted >> s & 1 or followers[s] & ~home:
                    continue
                for j in autos:
                    into = piles[j]
                    if len(into) >= room[j]:
                        continue
                    if (takes_on[j][into[-1]] if into else start[j]) >> s & 1:
                        piles[j] = (*into, pile[-1])
                        piles[i] = pile[:-1]
                        home |= 1 << s  # as `_home_of` of the new foundation pile adds
                        made.append((i, j, 1))
                        changed.add(i)
                        changed.add(j)
                        found = True
                        break
                if found:
                    break
            if not found:
                return


_S = TypeVar("_S", bound=Searcher)


def clone_as(cls: type[_S], sr: Searcher) -> _S:
    """A shallow copy of `sr` as an instance of `cls` (a subclass), its __init__ not run."""
    new = cls.__new__(cls)
    state: dict[str, object] = sr.__getstate__()  # type: ignore[assignment]
    # mypyc-compiled classes keep their attributes in slots, not a __dict__, and come with
    # a __setstate__ that sets them; a Python object takes its __dict__ back
    setstate = getattr(new, "__setstate__", None)
    if setstate is not None:
        setstate(state)
    else:
        new.__dict__.update(state)
    return new
