"""Dead-end test for games where every card must end on a scoring field (Klondike, Canfield):
an optimistic relaxation of the rules, worked out to a fixed point, that says which cards
could ever get home. A card that cannot is stuck for good, and the position is lost.

Three sets of cards grow from empty (cards on scoring fields start in `home`):
- `left`, cards that could leave their place. A card joins when (a) every card above it in
  its pile is in `left`, or it is the bottom of a run the rules let be picked up whose
  upper cards are still in place and everything above that run is in `left` (the run joins
  with it), and (b) it has somewhere to go: a card Z of another pile whose table takes it
  with everything above Z in `left` (Z still in place); a card of `laid` that a building
  table takes it on; a card of `home` that a scoring field's table takes it on; or a pile
  all of whose cards are in `left` and whose empty-pile rule takes it.
- `laid`, cards that could lie on a non-scoring field after moving (they left that way,
  or could go there later): only these hold cards that have moved.
- `home`, cards that could reach a scoring field. Where those fields refuse runs, a card
  gets there alone, from `left`, onto a card of `home` or a card still in place there
  (a run's bottom card then needs a non-scoring place to go); otherwise `home` is `left`.
Cards of the stock and its waste meet (a) always (any of them may come up in some pass);
the top card of a pile that refills emptied fields (`fuellen`) may also leave when such a
field could be empty.

Why this is sound: take any winning line and order the events "a card first leaves its
place" (the stock and waste count as one place), "first arrives on a non-scoring field"
and "first arrives home" by time. When a card leaves, the cards above it left before it
or go with it as the run it heads; what it lands on either has not moved (and the cards
above it left earlier) or arrived there earlier; an empty pile had all its cards leave
earlier. So each event meets its condition with the events before it, and by induction
the fixed point holds every card's events: a card outside `home` has no winning line.
Foundation take-backs are moves like any other (foundations are piles here); refusals
(`aktion` compiled as refused counts), locks and room only forbid moves, so leaving them
out keeps the relaxation optimistic; a face-down card leaves only once the cards above it
are gone. Games whose rules do more than that (compiled `aktion` moves, gates that let
runs through a refusal, stocks dealing elsewhere than onto one waste, a waste giving runs,
duplicate cards, scores other than one point per card on a field) get `enabled` False.
"""

from __future__ import annotations

from typing import Final

from engine.analysis.compact import Compact, Pos, union_of
from engine.analysis.stockmacros import StockMacros
from engine.definition import MAX_CARDS

_MEMO_MAX: Final = 300_000
SAMPLE_AFTER: Final = 1_000
"""Checks made before `pruned` may start leaving some out."""


class _Pile:
    """What the relaxation reads of one pile, memoised by field and content."""

    __slots__ = ("states", "suffix", "low", "expo", "runs")

    def __init__(
        self,
        states: tuple[int, ...],
        suffix: tuple[int, ...],
        low: tuple[int, ...],
        expo: tuple[int, ...],
    ) -> None:
        self.states = states
        """Card state per entry, bottom first."""
        self.suffix = suffix
        """suffix[m]: states of the entries from m up (suffix[len] = 0)."""
        self.low = low
        """low[m]: lowest entry p such that entries p..m form a run that may be picked up."""
        self.expo = expo
        """expo[k + 1]: states the pile could take once every entry above k has left
        (expo[0]: also its empty-pile rule); 0 for fields that take no drags."""
        self.runs = tuple(suffix[low[m]] & ~suffix[m] for m in range(len(states)))
        """runs[m]: states of the entries below m that could head a run up to m."""


class DeadEnds:
    """The relaxation of one compiled game (`enabled` False where it would not be sound)."""

    def __init__(self, c: Compact, stock: StockMacros | None = None) -> None:
        self.c = c
        self.enabled = False
        self.memo: list[dict[tuple[int, ...], _Pile]] = [{} for _ in range(c.n)]
        # a tuple made here is no position's pile, so the first test reads every field
        self.last: list[tuple[int, ...]] = [tuple([MAX_CARDS]) for _ in range(c.n)]
        self.last_info: list[_Pile] = [_Pile((), (0,), (), (0,)) for _ in range(c.n)]
        """Per field, the pile last asked for (that very object) and its tables: the
        positions a search asks about one after another share most of their piles."""
        self.on_pile = [0] * 52
        """Per card state: the states that may be laid on it in some non-scoring field."""
        self.on_home = [0] * 52
        """Per card state: the states that may be laid on it in some scoring field."""
        self.zone: tuple[int, ...] = ()
        self.movers: tuple[int, ...] = ()
        self.feeds: tuple[tuple[int, ...], ...] = ()
        self.scoring: frozenset[int] = frozenset()
        self.checked = 0
        self.found = 0
        self.asked = 0
        why = self._why_not(c, stock)
        if why:
            self.reason = why
            return
        self.reason = ""
        drops = c.drops
        self.scoring = frozenset(i for i, _ in c.plain_points or ())
        self.built = False
        self.homes = tuple(j for j in drops if j in self.scoring)
        self.piles = tuple(j for j in drops if j not in self.scoring)
        self.drops = tuple(drops)
        self.is_home = [j in self.homes for j in range(c.n)]
        self.is_pile = [j in self.piles for j in range(c.n)]
        every = (1 << (MAX_CARDS + 1)) - 4  # two cards or more
        self.single_home = all(c.refused[j] & every == every for j in self.homes)
        """Cards reach scoring fields one at a time (runs refused there): a card gets home
        only onto one that got home before; otherwise `home` is just `left`."""
        fed: dict[int, list[int]] = {}
        for f in range(c.n):
            for r in c.fill[f]:
                if r != f:
                    fed.setdefault(r, []).append(f)
        self.feeds = tuple(tuple(fed.get(i, ())) for i in range(c.n))
        """Per field, the fields it refills when they are emptied."""
        zone = (stock.stock, stock.waste) if stock is not None and stock.enabled else ()
        self.zone = zone
        self.movers = tuple(
            i for i in range(c.n) if i not in zone and (c.source[i] or self.feeds[i])
        )
        self.full = sum(1 << s for s in set(c.cs))
        """Every card's state: in a live position they can all get home."""
        self.enabled = True

    def _build(self) -> None:
        """The per-card tables, made at the first test (a search may never ask)."""
        c = self.c
        for s in range(52):
            for j in self.drops:
                if not c.endmask[j] >> s & 1:
                    if j in self.scoring:
                        self.on_home[s] |= c.succ[j][s]
                    else:
                        self.on_pile[s] |= c.succ[j][s]
        self.built = True

    @staticmethod
    def _why_not(c: Compact, stock: StockMacros | None) -> str:
        """Why the relaxation would not be sound for this game ("" when it is)."""
        if c.extra:
            return "compiled aktion moves"
        if any(g is not None for g in c.gates):
            return "gates let runs through refusals"  # `single_home` would not hold
        cs = c.cs
        if -1 in cs or len(set(cs)) != len(cs) or len(cs) > 52:
            return "cards not all different"
        pts = c.plain_points
        if not pts or c.punktemax is None or any(p != 1 for _, p in pts):
            return "points other than one per card"
        if len({i for i, _ in pts}) != len(pts) or c.punktestart + len(cs) != c.punktemax:
            return "a win does not need every card on a scoring field"
        dealers = [i for i in range(c.n) if c.targets[i] or c.quelle[i]]
        if dealers:
            if stock is None or not stock.enabled or dealers != [stock.stock]:
                return "stock other than one dealing onto one waste"
            if not c.einzeln[stock.waste]:
                return "waste gives runs"
        zone = (stock.stock, stock.waste) if stock is not None and stock.enabled else ()
        for f in range(c.n):
            for r in c.fill[f]:
                if r != f and (c.quelle[r] or c.targets[r] or r in zone):
                    return "refill from a stock"
        return ""

    # ----- per-pile tables ---------------------------------------------------------------
    def pile(self, i: int, pile: tuple[int, ...]) -> _Pile:
        """The memoised tables of field i holding `pile`."""
        memo = self.memo[i]
        hit = memo.get(pile)
        if hit is not None:
            return hit
        c = self.c
        cs = c.cs
        states = tuple(cs[v if v >= 0 else ~v] for v in pile)
        k = len(pile)
        suffix = [0] * (k + 1)
        for m in range(k - 1, -1, -1):
            suffix[m] = suffix[m + 1] | 1 << states[m]
        table = c.pick[i]
        low = [0] * k
        for m in range(k):
            alone = pile[m] < 0 or c.einzeln[i] or m == 0 or pile[m - 1] < 0
            if alone or (table is not None and not table[states[m - 1]] >> states[m] & 1):
                low[m] = m
            else:
                low[m] = low[m - 1]
        expo = [0] * (k + 1)
        if c.takes[i]:
            succ = c.succ[i]
            end = c.endmask[i]
            blind = c.blind[i]
            acc = 0
            for m in range(k - 1, -1, -1):
                s = states[m]
                take = 0 if end >> s & 1 else succ[s]
                if pile[m] < 0:
                    take |= blind
                acc |= take
                expo[m + 1] = acc
            expo[0] = acc | c.start[i]
        if len(memo) > _MEMO_MAX:
            memo.clear()
        hit = memo[pile] = _Pile(states, tuple(suffix), tuple(low), tuple(expo))
        return hit

    # ----- the test ------------------------------------------------------------------------
    def pruned(self, pos: Pos) -> bool:
        """`dead`, asked of every position while it finds dead ones often (one in 32 or
        more) and of one position in 16 otherwise: a check costs about half a position's
        expansion, and leaving one out only leaves a position in the search."""
        self.asked += 1
        if self.checked >= SAMPLE_AFTER and self.found * 32 < self.checked and self.asked & 15:
            return False
        return self.dead(pos)

    def dead(self, pos: Pos) -> bool:
        """Is some card that must reach a scoring field unable ever to get there?"""
        self.checked += 1
        if self.fixed_point(pos)[1] != self.full:
            self.found += 1
            return True
        return False

    def fixed_point(self, pos: Pos) -> tuple[int, int]:
        """(states of the cards that could leave their place, of those that could reach a
        scoring field)."""
        if not self.built:
            self._build()
        c = self.c
        n = c.n
        last = self.last
        info = self.last_info  # brought in step with pos: each field's tables
        for i in range(n):
            pile = pos[i]
            if pile is not last[i]:
                info[i] = self.pile(i, pile)
                last[i] = pile
        top = [len(pos[i]) - 1 for i in range(n)]
        """Per field, the topmost entry not (yet) in `left`; what the field could take
        now is `info[j].expo[top[j] + 1]` (read there: masks stored in a list are boxed)."""
        is_home = self.is_home
        is_pile = self.is_pile
        pile_all = 0
        home_all = 0
        home = 0
        zone = 0
        for j in range(n):
            if is_pile[j]:
                pile_all |= info[j].expo[top[j] + 1]
            elif is_home[j]:
                home_all |= info[j].expo[top[j] + 1]
                home |= info[j].suffix[0]
        for i in self.zone:
            zone |= info[i].suffix[0]
        on_pile = self.on_pile
        on_home = self.on_home
        movers = self.movers
        feeds = self.feeds
        source = c.source
        single = self.single_home
        left = 0
        laid = 0  # cards that could lie on a non-scoring field after moving
        moved = 0  # states that may be laid on a card of `laid`
        # landed: states that may be laid on a card of `home` in a scoring field
        landed = union_of(home, on_home)
        full = self.full
        grew = True
        while grew and home != full:
            grew = False
            to_pile = pile_all | moved
            to_home = home_all | landed
            add = zone & ~left & (to_pile | to_home)
            if add:
                left |= add
                grew = True
            for i in movers:
                k = top[i]
                if k < 0:
                    continue
                p_info = info[i]
                states = p_info.states
                dest_pile = pile_all | moved
                dest = dest_pile | home_all | landed
                runs = dest_pile if single else dest
                if not (p_info.runs[k] & runs or dest >> states[k] & 1 or feeds[i]):
                    continue
                own = p_info.expo[k + 1]
                hit = -1
                if source[i]:
                    # a run of two or more goes onto a non-scoring field only (`single`)
                    for p in range(p_info.low[k], k):
                        s = states[p]
                        if runs >> s & 1 and (
                            not own >> s & 1 or self._elsewhere(s, i, info, top, moved, landed)
                        ):
                            hit = p
                            break
                    if hit < 0:
                        s = states[k]
                        if dest >> s & 1 and (
                            not own >> s & 1 or self._elsewhere(s, i, info, top, moved, landed)
                        ):
                            hit = k
                to_field = hit >= 0 and dest_pile >> states[hit] & 1
                if hit < 0 and feeds[i] and any(top[f] < 0 for f in feeds[i]):
                    hit = k
                    to_field = True  # refilled onto an emptied non-scoring field
                if hit < 0:
                    continue
                run = p_info.suffix[hit] & ~p_info.suffix[k + 1]
                left |= run
                if to_field:
                    laid |= run
                    for p in range(hit, k + 1):
                        moved |= on_pile[states[p]]
                top[i] = hit - 1
                if is_pile[i]:
                    pile_all |= p_info.expo[hit]
                elif is_home[i]:
                    home_all |= p_info.expo[hit]
                grew = True
            # cards that left may later go onto a non-scoring field, or home
            to_pile = pile_all | moved
            new = left & ~laid & to_pile
            while new:
                laid |= new
                got = union_of(new, on_pile)
                moved |= got
                to_pile |= got
                grew = True
                new = left & ~laid & to_pile
            to_home = home_all | landed
            new = (left & ~home & to_home) if single else (left & ~home)
            while new:
                home |= new
                got = union_of(new, on_home)
                landed |= got
                to_home |= got
                grew = True
                new = (left & ~home & to_home) if single else (left & ~home)
        return left, home

    def _elsewhere(
        self, s: int, i: int, info: list[_Pile], top: list[int], moved: int, landed: int
    ) -> bool:
        """Can state s go somewhere other than onto field i's own cards?"""
        if (moved | landed) >> s & 1:
            return True
        return any(j != i and info[j].expo[top[j] + 1] >> s & 1 for j in self.drops)
