"""What the searches (searches.py) need of a compiled game: positions' children, keys,
evaluation, limits.

Every step is a legal move followed by the safe foundation moves it allows (a card whose
possible followers all lie on foundations already; see engine/analysis/autoplay.py), so the
positions stored are those where no safe move is left. Keys are canonical 64-bit hashes kept
incrementally: fields that play alike (`symmetry_groups`) count as a multiset, a pile no
card can leave by its size and top card.
"""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Final

from mypy_extensions import i64, mypyc_attr

from engine import rules
from engine.analysis.compact import CMove, Compact, Pos
from engine.analysis.compact_macros import CompactMacros
from engine.analysis.deadcards import DeadCards
from engine.analysis.deadends import DeadEnds
from engine.analysis.deferral import HomeDeferral
from engine.analysis.order import NeedOrder
from engine.analysis.safety import (
    all_home,
    closure,
    compact_groups,
    compact_sinks,
    free_cards,
    safe_game,
    safe_sources,
)
from engine.analysis.stockmacros import COUNTERS, StockMacros, wrap
from engine.analysis.twins import Twins, find_twins, hit_one, touches
from engine.cards import cycle_value
from engine.state import State

CANCELLED = "cancelled"


@dataclass(slots=True)
class Budget:
    """Node and time limits, and the caller's stop request, checked every few positions."""

    max_nodes: int
    max_seconds: float | None
    clock: Callable[[], float] = time.perf_counter
    should_stop: Callable[[], bool] | None = None
    nodes: int = 0
    started: float = field(default=0.0)
    stopped: str = ""

    def __post_init__(self) -> None:
        self.started = self.clock()

    def spent(self) -> bool:
        """Count one position; True (with the reason noted) once a limit is reached."""
        self.nodes += 1
        if self.nodes >= self.max_nodes:
            self.stopped = f"node limit {self.max_nodes}"
        elif self.nodes & 31 == 0:
            if self.max_seconds is not None and self.clock() - self.started >= self.max_seconds:
                self.stopped = f"time limit {self.max_seconds} s"
            elif self.should_stop is not None and self.should_stop():
                self.stopped = CANCELLED
        return bool(self.stopped)


Node = tuple[Pos, tuple[CMove, ...], int, int, bool]
"""A child position: (position, moves made, hash, value, may be won)."""
Run = Generator[None, None, "list[CMove] | None"]
"""A search in progress: advanced by `next`, its result is the generator's return value."""
SLICE: Final = 64
"""Positions a search expands before it lets the next one take a turn."""
_COUNTERS: Final = COUNTERS
PATTERN_WORTH: Final = 100
"""Value of each condition of an abschluss's won position that holds (Gaps)."""
ORDER_COST: Final = 30
"""Cost of a card lying above a card the foundations need sooner (`NeedOrder`)."""


# Compiled (setup.py): copy.copy and `clone_as` need `serializable`; with it, mypyc calls
# __init__ on construction only in a class that also allows interpreted subclasses, so
# every class of this hierarchy says both.
@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class Searcher:
    """Canonical keys, safe moves, evaluation and children of one compiled game's positions."""

    def __init__(self, c: Compact, state: State, *, symmetric: bool = True) -> None:
        self.c = c
        d = state.definition
        groups = compact_groups(d, c, symmetric)
        self.groups = groups
        self.sinks = compact_sinks(c, state)
        fields = state.fields
        self.autos = tuple(f.index for f in fields if f.props.auto and not f.hidden)
        self.piles = tuple(i for i in range(c.n) if i not in self.autos and not fields[i].defn.ziel)
        self.empties = tuple(
            (i, 80 if c.room[i] > 1 else 40) for i in c.drops if i not in self.autos
        )
        cs = c.cs
        self.safe = (
            safe_game(c)
            and -1 not in cs
            and bool(self.autos)
            and all(
                (fields[j].props.folgefarbe, fields[j].props.folgewert) == ("gleich", "auf")
                for j in self.autos
            )
        )
        copies = [0] * 52
        for s in cs:
            copies[s] += 1
        self.packs = max(copies)
        """How many cards share a state (2 for two packs): a state counts as home for the
        safe moves only when every card of it lies on a foundation."""
        self.copies = tuple(copies)
        self.followers = [0] * 52
        tables = {
            (f.props.folgefarbe, f.props.folgewert, f.props.folgeende)
            for f in fields
            if not f.props.auto
            and not f.hidden
            and not f.props.verdeckt
            and f.props.max is not None
            and f.props.max > 1
        }
        for farbe, wert, ende in tables:
            t = rules.succ_masks(farbe, wert, ende is None)
            end = None if ende is None else cycle_value(ende)
            for s in range(52):
                self.followers[s] |= rules.successors(1 << s, t, end)
        self.followers = closure(self.followers)
        free = free_cards(c, self.autos, self.followers)
        self.followers = [m & ~free for m in self.followers]
        self.safe_sources = safe_sources(
            c, tuple(i for i in c.sources if i not in self.autos and not fields[i].defn.ziel)
        )
        self.safe_set = frozenset(self.safe_sources)
        self.autoset = frozenset(self.autos)
        self.sinkset = frozenset(self.sinks)
        # per field: one of `safe_sources`? a foundation? a sink? (lists: faster than sets)
        self.safe_at = [i in self.safe_set for i in range(c.n)]
        self.home_at = [i in self.autoset for i in range(c.n)]
        self.sink = [i in self.sinkset for i in range(c.n)]
        rng = random.Random(20261126)
        odd = [rng.getrandbits(64) | 1 for _ in range(c.n)]
        # as signed 64-bit integers (keys are, see `stockmacros.wrap`): the same bits
        mult: list[i64] = [u - (u >> 63 << 64) for u in odd]
        for g in groups:
            for i in g:
                mult[i] = mult[g[0]]
        self.mult = mult
        self.kind = [1 if i in self.autos else 2 if i in self.piles else 0 for i in range(c.n)]
        """1 foundation, 2 pile (face-down and needed cards count), 0 other."""
        self.worth = [100 if k == 1 else 0 for k in self.kind]
        """Value of each card on a field: its points (x100), else 100 on foundations."""
        if c.plain_points is not None and c.plain_points:
            self.worth = [0] * c.n
            for i, pts in c.plain_points:
                self.worth[i] += 100 * pts
        self.worth_empty = [0] * c.n
        self.worth_full = [0] * c.n
        """Points (x100) a field scores while empty (`punkte bedingung=leer`) or not
        (`belegt`): Accordion counts its empty places."""
        for i, pts, cond, _ in c.points:
            if cond == "leer":
                self.worth_empty[i] += 100 * pts
            elif cond == "belegt":
                self.worth_full[i] += 100 * pts
        self.focus = any(v < 0 for i in self.piles for v in state.fields[i].cards)
        """Face-down cards lie in the piles: the best-first search skips idle run moves."""
        self.dead = DeadCards(c)
        self.macros = CompactMacros(c, state, groups)
        self.stock = StockMacros(c)
        self.stuck = DeadEnds(c, self.stock)
        """The relaxation that finds cards stuck for good (deadends.py); the searches ask
        it when they take a position up, not for every child they make, since most
        children of a best-first search are never taken up."""
        if self.stock.enabled:
            # every card of the stock and the waste is a few clicks away: where it lies
            # there says little about how soon it can be played
            self.kind[self.stock.stock] = self.kind[self.stock.waste] = 0
        self.blocked = 60 if self.safe and not self.focus and self.packs == 1 else 0
        """Cost of a card above a lower one of its suit, in open games with foundations."""
        self.tall = 30 if self.dead.enabled and not c.clickable else 0
        """Cost of a tall pile (squared height) in one-foundation games without a stock:
        keeping the piles even keeps more cards in reach (Black Hole)."""
        self.pv_memo: dict[tuple[int, tuple[int, ...], int], int] = {}
        self.home_memo: dict[tuple[tuple[int, ...], ...], tuple[int, int]] = {}
        self.free = [0] * c.n
        for i, w in self.empties:
            self.free[i] = w
        self.order = (
            NeedOrder(c, self.autos, ORDER_COST)
            if self.autos and not self.focus and not self.blocked and not self.dead.enabled
            else None
        )
        """Cost of cards above cards needed sooner, where no other term covers it (games
        whose foundations build by other rules than suit, or with several packs)."""
        self.order_fields = tuple(
            i for i in range(c.n) if i not in self.autoset and not c.hidden[i]
        )
        """Where the order cost applies: every shown field but the foundations (a stock
        too: its cards must be dealt in their order)."""
        self.order_set = frozenset(self.order_fields)
        self.defer = (
            HomeDeferral(self.autoset)
            if self.autos and not self.focus and not self.dead.enabled
            else None
        )
        """Where no face-down card lies in the piles (open games have their own children),
        moves off the foundations are made by a stand-in child."""
        self.points_home = (
            c.plain_points is not None
            and c.pattern is None
            and all(i in self.autoset for i, _ in c.plain_points)
        )
        """Only cards on foundations score: a move that reaches none cannot win."""
        self.beyond = self.stock.enabled and self.stock.waste not in self.safe_set
        """Complete searches count the positions `dominated` by one they will expand as seen
        (not where the safe moves play from the waste: draw one, where there are none).
        Only while clicks are folded into plays (`stock.enabled`): with bare clicks as
        moves, the position's own click would lead to a position counted as seen."""
        self.moves_left = False
        """Evaluate by `_left` (see `moves_left_view`) instead of `_pv_of`."""
        self.at: Pos = ()
        """The last parent `member_children` worked for, with its `home`, key shares (those
        worked out so far: `at_got`) and stock correction (`at_based`): every member of its
        twin class reuses them."""
        self.at_home = (0, 0)
        self.at_olds: list[i64] = []
        self.at_got = 0
        """Bit i: `at_olds[i]` holds field i's key share (any i64 may be a share)."""
        self.at_base: i64 = 0
        self.at_based = False
        """`at_base` holds the parent's stock correction."""
        self.draw = len(c.targets[self.stock.stock]) if self.stock.enabled else 1
        """Cards a stock click deals (draw one or three)."""
        self.builds = tuple(i for i in self.piles if c.takes[i])
        """The building piles (Klondike's columns): piles that take drags."""
        # twin classes need foundations as the only scoring fields, one pack and no other
        # search aid that reads or moves the cards themselves (see twins.find_twins)
        exact = self.safe and self.autos and self.points_home and self.packs == 1
        exact = exact and self.defer is None and not self.dead.enabled
        exact = exact and not self.macros.enabled
        others = set(range(c.n)) - set(self.builds) - self.autoset
        if self.stock.enabled:
            others -= {self.stock.stock, self.stock.waste}
        twin = find_twins(c, self.builds, others) if exact else []
        self.twins = Twins(c, self.builds, twin)
        """The twin classes' moves and canonical members (engine/analysis/twins.py); its
        `twin` list is empty where twin classes are not exact."""

    # ----- hashing and evaluation -------------------------------------------------------
    def _hc(self, i: int, pile: tuple[int, ...]) -> i64:
        """Field i's share of the position hash (shares of symmetric fields are summed,
        so swapping their piles gives the same hash)."""
        if self.sink[i]:
            return wrap(i64(hash((len(pile), pile[-1] if pile else None))) * self.mult[i])
        return wrap(i64(hash(pile)) * self.mult[i])

    def hash(self, pos: Pos) -> i64:
        """The position's 64-bit key, signed (equal for positions that play the same)."""
        h = i64(hash(pos[-1])) * _COUNTERS
        for i in range(self.c.n):
            h += self._hc(i, pos[i])
        if self.stock.enabled:
            h += self.stock.correction(pos, self._hc)
        return wrap(h)

    def dominated(self, pos: Pos, h: i64) -> list[int]:
        """Keys of positions that differ from `pos` (key `h`) only by a stock state clicks
        reach from pos's and not back (`StockMacros.dominated`): whatever they can do, pos
        can do after a few clicks, and the safe moves never touch the stock or the waste
        here (`beyond`), so a complete search that will expand pos need not expand them."""
        if not (self.beyond and self.stock.enabled):
            return []
        return self.stock.dominated(pos, h, self._hc)

    def home(self, pos: Pos) -> tuple[int, int]:
        """(states the foundations take next, states on foundations), memoised by their piles."""
        key = tuple([pos[j] for j in self.autos])
        hit = self.home_memo.get(key)
        if hit is not None:
            return hit
        c = self.c
        cs = c.cs
        wanted = 0
        home = 0
        for j in self.autos:
            pile = pos[j]
            if len(pile) < c.room[j]:
                wanted |= c.accepts(pos, j)
            for v in pile:
                home |= 1 << cs[v if v >= 0 else ~v]
        if self.packs > 1:
            home = all_home(key, self.c.cs, self.copies)
        if len(self.home_memo) > 200_000:
            self.home_memo.clear()
        hit = self.home_memo[key] = (wanted, home)
        return hit

    def _pv(self, i: int, pile: tuple[int, ...], wanted: int) -> int:
        """Field i's share of `value` (memoised where it reads more than the pile's length)."""
        if self.kind[i] != 2 and not self.moves_left:
            return self._pv_of(i, pile, wanted)  # cheaper than hashing the pile for the memo
        memo = self.pv_memo
        k = (i, pile, wanted)
        hit = memo.get(k)
        if hit is None:
            if len(memo) > 400_000:
                memo.clear()
            hit = memo[k] = self._pv_of(i, pile, wanted)
        return hit

    def moves_left_view(self) -> Searcher:
        """A copy that evaluates positions as Klondike-Solver does: minus an estimate of the
        moves still needed (`_left`), one point per move; same children, keys and safe moves."""
        other = copy.copy(self)
        other.moves_left = True
        other.pv_memo = {}
        other.at = ()
        return other

    def _left(self, i: int, pile: tuple[int, ...]) -> int:
        """Field i's share of the moves-left estimate (Klondike-Solver's `MinimumMovesLeft`,
        plus one per card not home): each card not on a foundation moves home and counts
        twice, a face-down card once more, a card lying above a lower card of its suit once
        more (it must move aside first; the searcher sees face-down cards, as a thoughtful
        solver may), the stock one click per deal."""
        if self.kind[i] == 1 or not pile:
            return 0
        cs = self.c.cs
        total = 2 * len(pile)
        if i == self.stock.stock and self.stock.enabled:
            return total + -(-len(pile) // self.draw)
        low = [99, 99, 99, 99]
        for v in pile:
            if v < 0:
                total += 1
                v = ~v
            suit, rank = divmod(cs[v], 13)
            if low[suit] < rank:
                total += 1
            else:
                low[suit] = rank
        return total

    def _pv_of(self, i: int, pile: tuple[int, ...], wanted: int) -> int:
        """Field i's share of `value`."""
        if self.moves_left:
            return -self._left(i, pile)
        kind = self.kind[i]
        base = self.worth[i] * len(pile) - self.tall * len(pile) * len(pile)
        base += self.worth_full[i] if pile else self.worth_empty[i]
        if kind == 1:
            return base
        if not pile:
            return self.free[i] + base
        if kind == 0:
            return base
        cs = self.c.cs
        k = len(pile)
        need = 0
        for depth, v in enumerate(reversed(pile)):
            if v < 0:
                return base - 20 * (k - depth) - 20 * need - self.blocked_cost(pile)
            if wanted >> cs[v] & 1:
                need += depth
        return base - 20 * need - self.blocked_cost(pile)

    def blocked_cost(self, pile: tuple[int, ...]) -> int:
        """`blocked` for each face-up card lying above a lower card of its own suit (it must
        move away before that card can go home)."""
        if not self.blocked:
            return 0
        cs = self.c.cs
        low = [99, 99, 99, 99]
        count = 0
        for v in pile:
            if v < 0:
                continue
            suit, rank = divmod(cs[v], 13)
            if low[suit] < rank:
                count += 1
            else:
                low[suit] = rank
        return self.blocked * count

    def value(self, pos: Pos) -> int:
        """How promising a position looks: cards home, free fields, needed cards near the top,
        few face-down cards."""
        c = self.c
        wanted = 0
        for j in self.autos:
            if len(pos[j]) < c.room[j]:
                wanted |= c.accepts(pos, j)
        total = sum([self._pv(i, pos[i], wanted) for i in range(self.c.n)])
        if c.pattern is not None:
            total += PATTERN_WORTH * c.pattern.count(c, pos)
        order = self.order
        if order is not None:
            lv = order.levels(pos)
            total -= sum([order.cost(pos[i], lv) for i in self.order_fields])
        return total

    def settle(self, pos: Pos, made: list[CMove]) -> Pos:
        """Make every safe foundation move (appending them to `made`)."""
        c = self.c
        cs = c.cs
        followers = self.followers
        autos = self.autos
        while not c.won(pos):
            wanted, home = self.home(pos)
            found: CMove | None = None
            for i in self.safe_sources:
                pile = pos[i]
                if not pile or pile[-1] < 0:
                    continue
                s = cs[pile[-1]]
                if not wanted >> s & 1 or followers[s] & ~home:
                    continue
                for j in autos:
                    if len(pos[j]) < c.room[j] and c.accepts(pos, j) >> s & 1:
                        if c.any_bar and c.barred(pos, i, j):
                            continue
                        found = (i, j, 1)
                        break
                if found:
                    break
            if found is None:
                break
            made.append(found)
            pos = c.apply(pos, found)
        return pos

    def children(
        self, pos: Pos, h: i64, v: int, focus: bool = False, seen: set[int] | None = None
    ) -> list[Node]:
        """Each legal move's resulting position after its safe moves, as (position, moves
        made, hash, value, may be won). `focus` leaves out shuffling runs between piles (see
        `_idle`); positions whose key is in `seen` are left out (unless won) before they are
        evaluated."""
        return self.member_children(pos, pos, h, v, focus, seen, [], [], False)

    def member_children(
        self,
        at: Pos,
        pos: Pos,
        h: i64,
        v: int,
        focus: bool,
        seen: set[int] | None,
        pre: list[CMove],
        need: list[tuple[int, int]],
        canon: bool,
        spots: list[CMove] | None = None,
    ) -> list[Node]:
        """`children` of `at`, a twin-class member reached from pos (key h, value v) by the
        moves `pre`: keys and values are worked out against pos, each line starts with
        pre; only moves touching a column of each pair in `need`; `canon`: children made
        canonical; `spots`: see `Twins.fresh`."""
        c = self.c
        n = c.n
        safe = self.safe
        cs = c.cs
        followers = self.followers
        if pos is not self.at:
            self.at, self.at_home, self.at_olds, self.at_got = pos, self.home(pos), [0] * n, 0
            self.at_based = False
        wanted, home = self.at_home
        plain = self.points_home
        dead = self.dead.dead if self.dead.enabled else None
        out: list[Node] = []
        stock = self.stock
        sw = (stock.stock, stock.waste)
        olds = self.at_olds  # the parent's key share of each field, once a child needs it
        home_at = self.home_at
        safe_at = self.safe_at
        options: list[tuple[CMove, ...]]
        if need:
            cols = frozenset([j for pair in need for j in pair])
            # with two pairs or more and no column common to all, a move must go from one
            # pair's column to another's
            both = len(need) > 1 and not hit_one(need)
            options = [(m,) for m in c.moves(at, cols, both) if touches(m, need)]
            if stock.enabled and not both:
                options += [o for o in stock.find(at, cols) if touches(o[-1], need)]
            if spots:
                options = self.twins.fresh(at, spots, options)
        elif stock.enabled:
            options = stock.plain(c.moves(at))
            options += stock.find(at)
        else:
            options = [(m,) for m in c.moves(at)]
        if self.macros.enabled and not need:
            options += self.macros.find(at)
        if self.defer is not None:
            options, h, v, standin = self.defer.split(pos, h, v, options)
            if standin is not None:
                out.append(standin)
        tail: list[CMove] = []  # moves added to a step's: one list, copied for children kept
        for opt in options:
            m = opt[0]
            if focus and len(opt) == 1 and self._idle(pos, m, wanted):
                continue
            if m[1] < 0 and len(opt) > 1:
                nxt = stock.apply(at, opt)
            else:
                nxt = c.apply(at, m)
                for extra in opt[1:]:
                    nxt = c.apply(nxt, extra)
            changed = [i for i in range(n) if nxt[i] is not pos[i]]
            touched = False
            for i in changed:
                if home_at[i]:
                    touched = True
                    break
            if tail:
                tail.clear()
            moved = nxt  # (`changed` is worked out again only where nxt changes below)
            if safe:
                if touched:
                    nxt = self.settle(nxt, tail)
                else:
                    for i in changed:
                        pile = nxt[i]
                        if pile and pile[-1] >= 0 and safe_at[i]:
                            st = cs[pile[-1]]
                            if wanted >> st & 1 and not followers[st] & ~home:
                                nxt = self.settle(nxt, tail)
                                break
                if len(opt) + len(tail) > 1:
                    touched = True
            if canon:
                nxt = self.twins.canon(nxt, tail, pos)
            if nxt is not moved:
                changed = [i for i in range(n) if nxt[i] is not pos[i]]
            h2 = h
            ps: i64 = 0  # the stock's and the waste's new shares, when they changed
            pw: i64 = 0
            for i in changed:
                share = self._hc(i, nxt[i])
                if not self.at_got >> i & 1:
                    olds[i] = self._hc(i, pos[i])
                    self.at_got |= 1 << i
                h2 += share - olds[i]
                if i == sw[0]:
                    ps = share
                elif i == sw[1]:
                    pw = share
            if nxt[-1] is not pos[-1] and nxt[-1] != pos[-1]:  # (a stock step's copy)
                h2 += (i64(hash(nxt[-1])) - i64(hash(pos[-1]))) * _COUNTERS
            if stock.enabled and (nxt[sw[0]] is not pos[sw[0]] or nxt[sw[1]] is not pos[sw[1]]):
                if not self.at_based:
                    self.at_base = stock.correction(pos, self._hc)
                    self.at_based = True
                ps = ps if nxt[sw[0]] is not pos[sw[0]] else self._hc(sw[0], nxt[sw[0]])
                pw = pw if nxt[sw[1]] is not pos[sw[1]] else self._hc(sw[1], nxt[sw[1]])
                # as StockMacros._part makes it
                part = wrap(ps + pw + i64(hash(nxt[-1])) * _COUNTERS)
                h2 += stock.parts_of(nxt, part, self._hc)[3] - part - self.at_base
            key: int = wrap(h2)  # boxed once, for the set and the node
            if seen is not None and key in seen and not ((touched or not plain) and c.won(nxt)):
                continue
            if dead is not None and dead(nxt, pos):
                continue
            if touched and not (self.moves_left and self.order is None):
                v2 = self.value(nxt)
            else:
                # `wanted`, the order's levels: as they were, or unread (moves-left estimate)
                v2 = v
                for i in changed:
                    v2 += self._pv(i, nxt[i], wanted) - self._pv(i, pos[i], wanted)
                if self.order is not None:
                    v2 += self.order.change(pos, nxt, changed, self.order_set)
                if c.pattern is not None:
                    v2 += PATTERN_WORTH * (c.pattern.count(c, nxt) - c.pattern.count(c, pos))
            out.append((nxt, (*pre, *opt, *tail), key, v2, touched or not plain))
        return out

    def _idle(self, pos: Pos, m: CMove, wanted: int) -> bool:
        """A run moved between two building piles that neither turns a face-down card up,
        nor empties its pile, nor frees a card a foundation takes (Klondike-style games).
        Such moves are rarely needed; the best-first search skips them, the exhaustive one
        does not, so proofs stay complete."""
        src, dst, n = m
        if dst < 0 or self.kind[src] != 2 or self.kind[dst] != 2 or not self.c.takes[src]:
            return False
        pile = pos[src]
        if n >= len(pile):
            return False
        under = pile[-n - 1]
        return under >= 0 and not wanted >> self.c.cs[under] & 1
