"""A game compiled for search: piles as tuples of ints, moves from per-field rule tables.

`compile_game` reads the rule data the engine itself uses (`engine.rules` masks, the
fields' `ziel`/`quelle`/`fuellen`/`aufdecken`/`sperre` tags, `punkte`) into flat tables, for
the games whose rules are covered here; anything else (stops, jokers, `einschub` other than
vorn, most actions ...) gets `None` plus the reason, and the solver then searches with the
engine itself. The compiled moves and their effects must be exactly the engine's
(tests/engine/analysis/test_compact.py compares them along random playouts of every
shipped game).

A position is a tuple: one tuple of pile entries per field (engine encoding: `v >= 0` face
up, `~v` face down), then one tuple of the remaining re-takes of each `quelle` field (-1
unlimited). A move is `(src, dst, n)`, with `dst == -1` for a left click on `src`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from engine import rules
from engine.analysis.compact_actions import CMove as CMove
from engine.analysis.compact_actions import ExtraRule, Gate, gate_open
from engine.analysis.compact_actions import Pos as Pos
from engine.analysis.compact_fill import WinPattern
from engine.analysis.compact_locks import Bar, bar_tables, barred, lock_tables, locked
from engine.analysis.compact_rules import compile_rules
from engine.definition import MAX_CARDS
from engine.game import Game
from engine.moves import Move
from engine.state import State

CLICK: Final = -1

_COND_OK = (None, "leer", "belegt", "belegbar", "erlaubt")


def union_of(bits: int, table: list[int]) -> int:
    """The union of table[s] over the card states s set in `bits` (52-bit masks)."""
    out = 0
    while bits:
        bit = bits & -bits
        out |= table[bit.bit_length() - 1]
        bits ^= bit
    return out


@dataclass(frozen=True, slots=True)
class Target:
    """One target of a `ziel`: field `t` under `cond`, `pruefe` fields tried first."""

    t: int
    cond: str | None
    pruefe: tuple[int, ...]
    up: bool


class Compact:
    """Static rule tables of one game (the definition and the dealt state's cards)."""

    def __init__(
        self,
        state: State,
        extra: tuple[ExtraRule, ...],
        refused: dict[int, int] | None = None,
        bars: tuple[tuple[Bar, ...], ...] | None = None,
        gates: dict[int, Gate] | None = None,
    ) -> None:
        d = state.definition
        fields = state.fields
        n = len(fields)
        self.n = n
        self.cs: tuple[int, ...] = tuple(state.cstate)
        self.extra = extra
        self.refused = tuple((refused or {}).get(i, 0) for i in range(n))
        """Per field, the drag counts an action refuses there (bit n: n cards)."""
        self.locks = lock_tables(state)
        """Per field, its active `sperre` tags (engine/analysis/compact_locks.py)."""
        self.bars = bars or tuple(() for _ in range(n))
        """Per field, its active `schiebsperre` tags: targets a drag from it may not reach."""
        self.any_bar = any(self.bars)
        self.gates: tuple[Gate | None, ...] = tuple((gates or {}).get(i) for i in range(n))
        """Per field, drags an action lets through although a refusal covers their count
        (`compact_actions.Gate`: Scorpion's foundations take a whole K..A suit run)."""
        self.takes: list[bool] = []
        """Field takes drags (has max, shown, not verdeckt)."""
        self.room: list[int] = []
        self.capacity: list[int] = []
        self.start: list[int] = []
        self.blind: list[int] = []
        self.succ: list[tuple[int, ...]] = []
        self.endmask: list[int] = []
        self.source: list[bool] = []
        self.einzeln: list[bool] = []
        self.pick: list[tuple[int, ...] | None] = []
        self.autoflip: list[bool] = []
        self.manflip: list[bool] = []
        self.targets: list[tuple[Target, ...]] = []
        self.quelle: list[tuple[int, ...]] = []
        self.refill_up: list[bool] = []
        self.sprung: list[bool] = []
        self.fill: list[tuple[int, ...]] = []
        self.counter_of: dict[int, int] = {}
        counters: list[int] = []
        for f in fields:
            p = f.props
            t = rules.tables(f)
            hidden = f.hidden
            self.takes.append(p.max is not None and not p.verdeckt and not hidden)
            self.room.append(p.max or 0)
            self.capacity.append(MAX_CARDS if p.max is None else p.max)
            self.start.append(t.start_mask)
            self.blind.append(t.blind_mask)
            self.succ.append(t.succ)
            self.endmask.append(t.end_mask)
            self.source.append(not (f.defn.ziel or p.verdeckt or hidden or p.gesperrt))
            self.einzeln.append(t.einzeln)
            self.pick.append(t.pick)
            self.autoflip.append(p.aufdecken in ("auto", "auto,manuell"))
            self.manflip.append(
                not p.verdeckt and p.aufdecken in ("manuell", "auto,manuell") and not hidden
            )
            self.targets.append(
                tuple(
                    Target(
                        ti,
                        z.bedingung,
                        tuple(state.ids_to_indices(z.pruefe)),
                        not z.verdeckt,
                    )
                    for z in f.defn.ziel
                    for ti in state.ids_to_indices(z.ids)
                )
            )
            self.quelle.append(
                tuple(j for ids in f.defn.quelle for j in state.ids_to_indices(ids) if j != f.index)
                if f.defn.quelle and p.has_wiederholung
                else ()
            )
            self.refill_up.append(not p.verdeckt)
            wd = f.defn.wiederholung
            self.sprung.append(wd is not None and wd.sprung)
            self.fill.append(tuple(state.field_ids(p.fuellen)) if p.fuellen else ())
            if self.quelle[-1]:
                self.counter_of[f.index] = len(counters)
                counters.append(-1 if p.wiederholung is None else p.wiederholung)
        self.counters0 = tuple(counters)
        ncards = len(self.cs)
        self.ncards = ncards
        self.link: list[bytes] = []
        """Per field, by card indices a * ncards + b: may card b lie on card a within a run
        that is picked up (the `pick` table read once per pair, so `pick_limit` reads a
        byte instead of converting a 52-bit mask for every card of a run)."""
        links: dict[tuple[int, ...], bytes] = {}
        for table in self.pick:
            if table is None or -1 in self.cs:
                self.link.append(b"")  # no table, or `pick_limit` reads the table itself
                continue
            link = links.get(table)
            if link is None:
                rows = [bytes([mask >> s & 1 for s in self.cs]) for mask in table]
                link = links[table] = b"".join([rows[s] for s in self.cs])
            self.link.append(link)
        self.rows: list[list[bytes]] = []
        """Per field, per top code (`top_code`), by card state: does the field take a card of
        that state on top (`accepts` as bytes: the move lists test a byte per target instead
        of keeping a 52-bit mask, which the compiled code would box, per target)."""
        self.accs: list[tuple[int, ...]] = []
        """Per field, per top code: `accepts` (empty when a card has no state: a joker)."""
        width = max([52, *[s + 1 for s in self.cs]])
        made: dict[int, bytes] = {}
        for j in range(n):
            masks = [self.start[j], self.blind[j]]
            for s in self.cs:
                ok = s >= 0 and not self.endmask[j] >> s & 1
                masks.append(self.succ[j][s] if ok else 0)
            row_j: list[bytes] = []
            for mask in masks:
                row = made.get(mask)
                if row is None:
                    row = made[mask] = bytes([mask >> s & 1 for s in range(width)])
                row_j.append(row)
            self.rows.append(row_j)
            self.accs.append(() if -1 in self.cs else tuple(masks))
        self.hidden = [f.hidden for f in fields]
        self.has_ziel = [bool(f.defn.ziel) for f in fields]
        self.clickable = [
            i
            for i, f in enumerate(fields)
            if f.defn.ziel or f.defn.quelle or f.props.aufdecken != "auto"
        ]
        self.sources = [i for i in range(n) if self.source[i]]
        self.drops = [i for i in range(n) if self.takes[i]]
        self.points = [
            (f.index, pd.points, pd.bedingung, f.props.max) for f in fields for pd in f.defn.punkte
        ]
        self.punktestart = d.punktestart
        self.plain_points: list[tuple[int, int]] | None = None
        """(field, points per card) when every `punkte` counts cards (the common case)."""
        if all(cond is None for _, _, cond, _ in self.points):
            self.plain_points = [(i, pts) for i, pts, _, _ in self.points]
        self.punktemax = d.punktemax
        self.pattern: WinPattern | None = None
        """The won position an `abschluss` describes (compact_fill.py), if any."""

    # ----- positions -------------------------------------------------------------------
    def position(self, state: State) -> Pos:
        """The position of an engine state."""
        counters = list(self.counters0)
        for i, k in self.counter_of.items():
            w = state.fields[i].props.wiederholung
            counters[k] = -1 if w is None else w
        return (*[tuple(f.cards) for f in state.fields], tuple(counters))

    def won(self, pos: Pos) -> bool:
        """Has the score reached `punktemax` (or the won position of an abschluss come)?"""
        if self.pattern is not None and self.pattern.holds(self, pos):
            return True
        if self.punktemax is None:
            return False
        if self.plain_points is not None:
            total = self.punktestart
            for i, pts in self.plain_points:
                total += pts * len(pos[i])
            return total >= self.punktemax
        total = self.punktestart
        for i, pts, cond, mx in self.points:
            k = len(pos[i])
            if cond is None:
                total += pts * k
            elif cond == "leer":
                total += pts if k == 0 else 0
            elif cond == "belegt":
                total += pts if k else 0
            elif cond == "voll":
                total += pts if mx is not None and k >= mx else 0
        return total >= self.punktemax

    def accepts(self, pos: Pos, j: int) -> int:
        """Card states field j takes on top now by its building rules (0 when full)."""
        pile = pos[j]
        if not pile:
            return self.start[j]
        v = pile[-1]
        if v < 0:
            return self.blind[j]
        s = self.cs[v]
        if self.endmask[j] >> s & 1:
            return 0
        return self.succ[j][s]

    def top_code(self, pos: Pos, j: int) -> int:
        """Field j's entry in `rows`: 0 empty, 1 face down on top, else 2 + its top card."""
        pile = pos[j]
        if not pile:
            return 0
        v = pile[-1]
        return 1 if v < 0 else v + 2

    def pick_limit(self, pile: tuple[int, ...], i: int) -> int:
        """How many top cards of pile i form a run that may be picked up."""
        if not pile or pile[-1] < 0:
            return 0
        if self.einzeln[i]:
            return 1
        k = len(pile) - 1
        n = 1
        if self.pick[i] is None:
            while k > 0 and pile[k - 1] >= 0:
                n += 1
                k -= 1
            return n
        link = self.link[i]
        if not link:
            return self._pick_slow(pile, i)
        size = self.ncards
        above = pile[k]
        while k > 0:
            below = pile[k - 1]
            if below < 0 or not link[below * size + above]:
                break
            n += 1
            k -= 1
            above = below
        return n

    def _pick_slow(self, pile: tuple[int, ...], i: int) -> int:
        """`pick_limit` from the `pick` table itself (a game with cards of no state)."""
        table = self.pick[i]
        cs = self.cs
        k = len(pile) - 1
        n = 1
        while k > 0 and pile[k - 1] >= 0:
            if table is not None and not table[cs[pile[k - 1]]] >> cs[pile[k]] & 1:
                break
            n += 1
            k -= 1
        return n

    def picks(self, pile: tuple[int, ...], i: int, n: int) -> bool:
        """May the top n cards (n >= 1) of pile i be picked up (`pick_limit` >= n)?"""
        if pile[-1] < 0:
            return False
        if self.einzeln[i]:
            return n <= 1
        plain = self.pick[i] is None
        link = self.link[i]
        if not plain and not link:
            return self._pick_slow(pile, i) >= n
        size = self.ncards
        for m in range(len(pile) - n, len(pile) - 1):
            below = pile[m]
            if below < 0:
                return False
            if not plain and not link[below * size + pile[m + 1]]:
                return False
        return True

    # ----- moves -------------------------------------------------------------------------
    def moves(
        self, pos: Pos, near: frozenset[int] | None = None, both: bool = False
    ) -> list[CMove]:
        """Every legal move: drags, then effective left clicks (as the engine lists them).
        `near`: only the drags from or onto those fields (`both`: from and onto them)."""
        out: list[CMove] = []
        cs = self.cs
        room = self.room
        refused = self.refused
        locks = self.locks
        rows = self.rows
        accs = self.accs
        dsts = []
        union = 0
        for j in self.drops:
            top = pos[j]
            left = room[j] - len(top)
            if left > 0 and not (locks[j] and self.locked(pos, j, "legen")):
                code = 0 if not top else 1 if top[-1] < 0 else top[-1] + 2  # (`top_code`)
                table = accs[j]
                acc = table[code] if table else self.accepts(pos, j)
                if acc:
                    dsts.append((j, left, rows[j][code]))
                    union |= acc
        close = dsts
        nearbits = 0  # `near` as bits by field (tested faster than the set)
        if near is not None:
            for j in near:
                nearbits |= 1 << j
            close = [d for d in dsts if nearbits >> d[0] & 1]
        if dsts:
            for i in self.sources:
                pile = pos[i]
                if not pile or pile[-1] < 0 or (locks[i] and self.locked(pos, i, "nehmen")):
                    continue
                targets = dsts
                if near is not None and (both or not nearbits >> i & 1):
                    if both and not nearbits >> i & 1:
                        continue
                    targets = close  # a source elsewhere: only the targets near
                if not targets:
                    continue
                limit = self.pick_limit(pile, i)
                bars = self.bars[i]
                for n in range(1, limit + 1):
                    st = cs[pile[-n]]
                    if not union & 1 << st:
                        continue
                    for j, left, takes in targets:
                        if takes[st] and left >= n and j != i:
                            if refused[j] >> n & 1 and not self.gate_open(pos, pile, n, j):
                                continue
                            if bars and barred(bars, pos, j):
                                continue
                            out.append((i, j, n))
        for rule in self.extra:
            rule.add_moves(self, pos, out)
        for i in self.clickable:
            if self.click_ok(pos, i):
                out.append((i, CLICK, 1))
        return out

    def click_ok(self, pos: Pos, i: int) -> bool:
        """Does a left click on field i deal, refill or turn a card (stock.click_reason)?"""
        pile = pos[i]
        if pile and self.has_ziel[i] and not self.hidden[i]:
            if self.locks[i] and self.locked(pos, i, "nehmen"):
                return False
            v = pile[-1]
            return any(self._target(pos, z, v) is not None for z in self.targets[i])
        if self.hidden[i]:
            return False
        if not pile and self.quelle[i]:
            return self.can_refill(pos, i)
        return bool(pile) and pile[-1] < 0 and self.manflip[i]

    def can_refill(self, pos: Pos, i: int) -> bool:
        """stock.can_refill on a position."""
        if pos[i] or not self.quelle[i]:
            return False
        if pos[-1][self.counter_of[i]] == 0:
            return False
        return any(pos[j] for j in self.quelle[i])

    def _target(self, pos: Pos, z: Target, v: int) -> int | None:
        """Where entry v goes when target z is served (stock._target_for)."""
        s = self.cs[v if v >= 0 else ~v]
        for q in z.pruefe:
            if self.placeable(pos, q, s):
                return q
        cond = z.cond
        t = z.t
        if cond is None:
            return t
        k = len(pos[t])
        if cond == "leer":
            ok = k == 0
        elif cond == "belegt":
            ok = k > 0
        elif cond == "belegbar":
            ok = k < self.capacity[t]
        else:  # erlaubt
            ok = self.placeable(pos, t, s)
        return t if ok else None

    def placeable(self, pos: Pos, j: int, s: int) -> bool:
        """placement_reason([card of state s], j) is None (manual checks and locks)."""
        return (
            self.takes[j]
            and len(pos[j]) + 1 <= self.room[j]
            and not (self.locks[j] and self.locked(pos, j, "legen"))
            and bool(self.accepts(pos, j) >> s & 1)
        )

    def gate_open(self, pos: Pos, pile: tuple[int, ...], n: int, j: int) -> bool:
        """Does field j's gate let the top n cards of `pile` through?"""
        gate = self.gates[j]
        return gate is not None and gate_open(gate, self.cs, pos[j], pile, n)

    def barred(self, pos: Pos, src: int, dst: int) -> bool:
        """Does a `schiebsperre` of src forbid a drag onto dst now?"""
        bars = self.bars[src]
        return bool(bars) and barred(bars, pos, dst)

    def locked(self, pos: Pos, i: int, typ: str) -> bool:
        """Does an active `sperre` of field i lock it for `legen` or `nehmen` now?"""
        return locked(self.locks[i], pos, self.capacity, typ)

    # ----- effects ------------------------------------------------------------------------
    def apply(self, pos: Pos, move: CMove) -> Pos:
        """The position after a legal move."""
        piles = list(pos)
        src, dst, n = move
        if self.extra:
            for rule in self.extra:
                if rule.handles(self, pos, move):
                    rule.apply(self, piles, move)
                    return tuple(piles)
        if dst == CLICK:
            self._click(piles, src)
            return tuple(piles)
        pile = piles[src]
        run = pile[-n:]
        rest = pile[:-n]
        piles[dst] = piles[dst] + run
        piles[src] = rest
        self.after_take(piles, src)
        return tuple(piles)

    def after_take(self, piles: list[tuple[int, ...]], src: int) -> None:
        """Turn up a freed face-down card, or refill an emptied `fuellen` field."""
        rest = piles[src]
        if rest:
            if rest[-1] < 0 and self.autoflip[src]:
                piles[src] = (*rest[:-1], ~rest[-1])
        elif self.fill[src]:
            self._fill(piles, src)

    def _fill(self, piles: list[tuple[int, ...]], i: int) -> None:
        for j in self.fill[i]:
            if j == i:
                continue
            if not piles[j] and self.can_refill(tuple(piles), j):
                self._refill(piles, j)
            pile = piles[j]
            if pile:
                v = pile[-1]
                piles[j] = pile[:-1]
                piles[i] = (*piles[i], v if v >= 0 else ~v)
                rest = piles[j]
                if rest and rest[-1] < 0 and self.autoflip[j]:
                    piles[j] = (*rest[:-1], ~rest[-1])
                return

    def _click(self, piles: list[tuple[int, ...]], i: int) -> None:
        pile = piles[i]
        if pile and self.has_ziel[i]:
            self._deal(piles, i)
        elif not pile and self.quelle[i]:
            self._refill(piles, i)
            if self.sprung[i] and piles[i] and self.has_ziel[i]:
                self._deal(piles, i)
        elif pile and pile[-1] < 0:
            piles[i] = (*pile[:-1], ~pile[-1])

    def _deal(self, piles: list[tuple[int, ...]], i: int) -> None:
        for z in self.targets[i]:
            pile = piles[i]
            if not pile:
                break
            v = pile[-1]
            dest = self._target(tuple(piles), z, v)
            if dest is None:
                continue
            piles[i] = pile[:-1]
            idx = v if v >= 0 else ~v
            piles[dest] = (*piles[dest], idx if z.up else ~idx)

    def _refill(self, piles: list[tuple[int, ...]], i: int) -> None:
        up = self.refill_up[i]
        got: list[int] = list(piles[i])
        for j in self.quelle[i]:
            cards = piles[j]
            if not cards:
                continue
            piles[j] = ()
            for v in reversed(cards):
                idx = v if v >= 0 else ~v
                got.append(idx if up else ~idx)
        piles[i] = tuple(got)
        k = self.counter_of[i]
        counters = list(piles[-1])
        if counters[k] > 0:
            counters[k] -= 1
        piles[-1] = tuple(counters)

    def to_move(self, move: CMove) -> Move:
        """The engine move for a compiled one."""
        src, dst, n = move
        return Move.click(src) if dst == CLICK else Move.drag(src, dst, n)


def compile_game(game: Game) -> tuple[Compact | None, str]:
    """The compiled game, or None and why its rules are not covered (search uses the engine)."""
    state = game.state
    d = game.definition
    if state.any_joker:
        return None, "jokers"
    if state.stop_fields:
        return None, "stopp"
    if game.hooks is not None and getattr(game.hooks, "no_undo", False):
        return None, "ruecknahme"
    if state.message is not None or state.score_bonus:
        return None, "pending message or action score"
    compiled = compile_rules(d, state)
    if compiled.why:
        return None, compiled.why
    extra, gates, pattern = compiled.extra, compiled.gates, compiled.pattern
    bars = bar_tables(state)
    if bars is None:
        return None, "schiebsperre bedingung stopp"
    if extra and any(bars):
        return None, "schiebsperre with a compiled aktion"
    if gates and any(f.props.fuellen for f in state.fields):
        return None, "fuellen with a compiled aktion"
    for f in state.fields:
        p = f.props
        if p.einschub != "vorn":
            return None, f"einschub {p.einschub}"
        if p.folgeschieb == "umdrehen":
            return None, "folgeschieb umdrehen"
        if p.folgestart_bedingung is not None:
            return None, "folgestart bedingung"
        if f.defn.wiederholung is not None and f.defn.wiederholung.mischen:
            return None, "wiederholung mischen"
        for z in f.defn.ziel:
            if z.bedingung not in _COND_OK:
                return None, f"ziel bedingung {z.bedingung}"
        for pd in f.defn.punkte:
            if pd.bedingung not in (None, "leer", "belegt", "voll"):
                return None, f"punkte bedingung {pd.bedingung}"
        if p.gesperrt and f.defn.ziel:
            return None, "gesperrt ziel field"
    if d.punktemax is None and pattern is None:
        return None, "no punktemax"
    c = Compact(state, extra, compiled.refused, bars, gates)
    c.pattern = pattern
    return c, ""
