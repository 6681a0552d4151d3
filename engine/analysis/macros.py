"""Macro moves ("supermoves"): a run carried over card by card through empty storage fields.

Where a pile lets only single cards be picked up (`folgeschieb einzeln`, or any pile whose
pick limit is shorter than the run its building rules make), a player moves a run of k
cards onto another pile by parking the upper cards on empty fields that take any card
(free cells, empty columns) and unstacking them again. That is a sequence of single legal
engine moves; the solver takes it as one search step, which shortens its lines greatly.

The sequence follows the standard free-cell algorithm: with c empty cells (fields holding
one card) and e empty columns (fields building like the source pile), a run of up to
(c + 1) * 2^e cards can be carried; to an empty column, (c + 1) * 2^(e - 1). Each single
move is checked with the engine's full drag rules when the macro is made (`Macro.moves`
are plain `Move`s, so the solution is emitted as single engine moves).

Games with actions, jokers or stops get no macros: an action could react to any move and a
joker makes a run ambiguous.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import rules
from engine.move import Move, drag_move
from engine.state import State


@dataclass(frozen=True, slots=True)
class Macro:
    """Moving the top `size` cards of `src` onto `dst` as single moves (`moves`)."""

    src: int
    dst: int
    size: int
    moves: tuple[Move, ...]

    def __str__(self) -> str:
        return "; ".join(str(m) for m in self.moves)


def capacity(cells: int, columns: int) -> int:
    """How many cards a run may have to be carried with that many empty cells and columns."""
    return (cells + 1) << columns


def plan(src: int, dst: int, k: int, cells: list[int], columns: list[int]) -> list[tuple[int, int]]:
    """The single moves (src, dst) carrying the top k cards of src onto dst.

    `cells` hold one card each, `columns` a run; all of them are empty to begin with and
    empty again at the end. Raises ValueError when k is more than `capacity` allows.
    """
    if k <= len(cells) + 1:
        used = cells[: k - 1]
        return [(src, c) for c in used] + [(src, dst)] + [(c, dst) for c in reversed(used)]
    if not columns:
        raise ValueError(f"{k} cards cannot be carried with {len(cells)} cells and no column")
    if k > capacity(len(cells), len(columns)):
        raise ValueError(
            f"{k} cards cannot be carried with {len(cells)} cells, {len(columns)} columns"
        )
    col, rest = columns[0], columns[1:]
    part = min(k - 1, capacity(len(cells), len(rest)))
    return (
        plan(src, col, part, cells, rest)
        + plan(src, dst, k - part, cells, rest)
        + plan(col, dst, part, cells, rest)
    )


class Macros:
    """Generates the macro moves of one game's positions (nothing when the game has none)."""

    def __init__(self, state: State, groups: tuple[tuple[int, ...], ...] = ()) -> None:
        d = state.definition
        self.enabled = not d.all_actions and not state.any_joker and not state.stop_fields
        self.group_of = {i: k for k, g in enumerate(groups) for i in g}
        # Piles that build runs of more than one card: (succession table, end value, rule).
        self.piles: dict[int, tuple[tuple[int, ...], int | None, tuple[object, ...]]] = {}
        # Fields that could park a card when empty.
        self.parking: list[int] = []
        for f in state.fields:
            p = f.props
            fd = f.defn
            if f.hidden or p.auto or p.verdeckt or fd.ziel or fd.quelle or p.max is None:
                continue
            if fd.sperre or fd.schiebsperre or p.gesperrt or p.fuellen or p.einschub != "vorn":
                continue
            if p.max > 1 and p.folgeschieb != "umdrehen":
                wrap = p.folgeende is None
                rule = (p.folgefarbe, p.folgewert, p.folgeende, p.folgeschieb)
                table = rules.succ_masks(p.folgefarbe, p.folgewert, wrap)
                self.piles[f.index] = (table, rules.end_value(p), rule)
            if (
                p.max >= 1
                and p.folgestart is not None
                and rules.spec_mask(p.folgestart) == rules.ALL
            ):
                self.parking.append(f.index)
        if not self.piles:
            self.enabled = False

    def run_length(self, state: State, i: int) -> int:
        """Cards at the top of pile i that each follow the one below by i's building rules."""
        table, end, _ = self.piles[i]
        pile = state.fields[i].cards
        cs = state.cstate
        value = state.value
        k = len(pile) - 1
        if k < 0 or pile[k] < 0:
            return 0
        n = 1
        while k > 0:
            lower = pile[k - 1]
            if lower < 0:
                break
            if end is not None and value[lower] == end:
                break
            if not table[cs[lower]] >> cs[pile[k]] & 1:
                break
            n += 1
            k -= 1
        return n

    def find(self, state: State) -> list[Macro]:
        """The macro moves of the position (runs of two or more cards only)."""
        if not self.enabled:
            return []
        fields = state.fields
        empty = [i for i in self.parking if not fields[i].cards]
        piles = self.piles
        cs = state.cstate
        out: list[Macro] = []
        for a, (_, _, rule) in piles.items():
            pile = fields[a].cards
            if len(pile) < 2:
                continue
            r = self.run_length(state, a)
            if r < 2:
                continue
            limit = rules.pick_limit(state, a)
            if limit >= r:
                continue  # the engine moves the whole run itself
            first = max(2, limit + 1)
            cells = [i for i in empty if i != a and (i not in piles or piles[i][2] != rule)]
            columns = [i for i in empty if i != a and i in piles and piles[i][2] == rule]
            most = min(r, capacity(len(cells), len(columns)))
            bottoms = 0
            for k in range(first, most + 1):
                bottoms |= 1 << cs[pile[-k]]
            taken: set[tuple[int, int]] = set()
            for b, (_, _, brule) in piles.items():
                if b == a or brule != rule:
                    continue
                dst_pile = fields[b].cards
                if dst_pile:
                    if dst_pile[-1] < 0:
                        continue
                    acc = rules.accept_mask(state, b)
                    if not acc & bottoms:
                        continue
                    for k in range(first, most + 1):
                        if acc >> cs[pile[-k]] & 1:
                            moves = plan(a, b, k, cells, columns)
                            out.append(Macro(a, b, k, tuple(drag_move(s, t, 1) for s, t in moves)))
                            break
                    continue
                if b not in columns:
                    continue
                g = self.group_of.get(b, -1 - b)
                rest = [c for c in columns if c != b]
                top = min(r, capacity(len(cells), len(rest)), len(pile) - 1)
                # (carrying a whole pile to an empty one gains nothing)
                for k in range(first, top + 1):
                    if (g, k) in taken:
                        continue
                    taken.add((g, k))
                    moves = plan(a, b, k, cells, rest)
                    out.append(Macro(a, b, k, tuple(drag_move(s, t, 1) for s, t in moves)))
        return out
