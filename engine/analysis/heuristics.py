"""Position evaluation for the greedy player and the solver, using only what the rules say."""

from __future__ import annotations

from dataclasses import dataclass

from engine import rules
from engine.definition import GameDefinition
from engine.scoring import score
from engine.state import State


@dataclass(frozen=True, slots=True)
class Weights:
    """How much each feature of a position counts."""

    score: int = 100
    ordered: int = 6
    blocked: int = 60
    down: int = 20
    empty: int = 10
    need: int = 10
    empty_pile: int | None = None
    """Bonus for an empty field that builds piles (None: the same as `empty`)."""
    cramped: int = 0
    """Extra cost per card above a needed card while no field is empty."""
    parked: int = 0
    """Cost of a card lying alone on a one-card field (a free cell in use)."""
    buried: int = 0
    """Extra cost of a card lying above a lower card of its own suit."""
    step: int = 0
    """Cost per search step from the start (0: pure greedy best-first)."""


DEFAULT = Weights()
SECOND = Weights(need=20, empty=40)
"""More weight on free space."""
ROOMY = Weights(need=20, empty=40, empty_pile=80, cramped=20, blocked=30, step=15)
"""Free space (empty piles most), buried needed cards (worse while nothing is empty),
blocked cards, and a cost per step, so that shorter lines win ties between plateaus."""
SUITED = Weights(need=20, empty=40, empty_pile=80, cramped=20, blocked=0, buried=50, step=15)
"""As ROOMY, but only a lower card of the same suit beneath a card blocks it."""
ORDERLY = Weights(need=20, empty=40, empty_pile=80, cramped=20, ordered=15, step=15)
"""As ROOMY, with built sequences counting more than blocked cards."""
SPARE = Weights(need=20, empty=40, step=15)
"""SECOND with a cost per step."""


_LOWER = tuple(((1 << s) - 1) & ~((1 << (s - s % 13)) - 1) for s in range(52))
"""For each card state, the states of the same suit with a lower value."""


class Evaluator:
    """`evaluate` for one game, with what only depends on the rules worked out once."""

    def __init__(self, state: State, w: Weights = DEFAULT) -> None:
        self.w = w
        self.foundations = [
            f.index
            for f in state.fields
            if f.props.auto and not f.hidden and f.props.max is not None
        ]
        self.piles: list[tuple[int, tuple[int, ...]]] = []
        self.cells: list[int] = []
        self.empties: list[tuple[int, int]] = []
        for f in state.fields:
            p = f.props
            if f.hidden or p.auto:
                continue
            if p.max is not None and p.max > 0 and not f.defn.ziel and not f.defn.quelle:
                bonus = w.empty if p.max == 1 or w.empty_pile is None else w.empty_pile
                self.empties.append((f.index, bonus))
            if p.verdeckt or f.defn.ziel:
                continue
            if p.max == 1:
                self.cells.append(f.index)
            else:
                self.piles.append((f.index, rules.succ_masks(p.folgefarbe, p.folgewert)))

        self.cache: dict[tuple[int, ...], tuple[int, int]] = {}
        """Pile (as a tuple, with its table's number) -> (value without `need`, state mask)."""
        tables = sorted({t for _, t in self.piles})
        self.table_no = {t: k for k, t in enumerate(tables)}

    def _pile(self, state: State, pile: tuple[int, ...], table: tuple[int, ...]) -> tuple[int, int]:
        """What a pile is worth apart from needed cards, and the mask of its card states."""
        w = self.w
        value = state.value
        cstate = state.cstate
        total = 0
        low = 99
        prev = -1
        below = 0
        for v in pile[1:]:
            if v < 0:
                total -= w.down
                prev = -1
                continue
            cs = cstate[v]
            val = value[v]
            if cs >= 0:
                if below & _LOWER[cs]:
                    total -= w.buried
                below |= 1 << cs
            if val > low:
                total -= w.blocked
            elif val:
                low = val
            if prev >= 0 and cs >= 0 and table[prev] >> cs & 1:
                total += w.ordered
            prev = cs
        return total, below

    def __call__(self, state: State) -> int:
        w = self.w
        total = w.score * score(state)
        cstate = state.cstate
        fields = state.fields
        wanted = 0
        if w.need:
            for i in self.foundations:
                wanted |= rules.accept_mask(state, i)
        free = 0
        for i, bonus in self.empties:
            if not fields[i].cards:
                total += bonus
                free += 1
        need = w.need + (w.cramped if not free else 0)
        if w.parked:
            for i in self.cells:
                if fields[i].cards:
                    total -= w.parked
        cache = self.cache
        table_no = self.table_no
        for i, table in self.piles:
            pile = fields[i].cards
            if not pile:
                continue
            key = (table_no[table], *pile)
            hit = cache.get(key)
            if hit is None:
                hit = cache[key] = self._pile(state, key, table)
            total += hit[0]
            if wanted & hit[1]:
                top = len(pile) - 1
                for k, v in enumerate(pile):
                    if v >= 0:
                        cs = cstate[v]
                        if cs >= 0 and wanted >> cs & 1:
                            total -= need * (top - k)
        return total


def evaluate(state: State, w: Weights = DEFAULT) -> int:
    """Higher is better: score, built sequences and free space up; face-down and blocked down.

    A card is "blocked" when a lower card (A low) lies beneath it on the same pile: that
    lower card is needed on a foundation first; a "needed" card (one a foundation would take
    now) costs more the deeper it lies. Face-down cards count by number only, so the value
    never depends on what a face-down card is.
    """
    definition = state.definition
    if definition.all_actions:
        return Evaluator(state, w)(state)  # actions may change the properties it reads
    hit = _RECENT.get(id(w))
    if hit is None or hit[0] is not definition or hit[1].w is not w:
        hit = _RECENT[id(w)] = (definition, Evaluator(state, w))
    elif len(hit[1].cache) > 200_000:
        hit[1].cache.clear()
    return hit[1](state)


_RECENT: dict[int, tuple[GameDefinition, Evaluator]] = {}
"""The last Evaluator made by `evaluate` per weights object (games without actions only)."""


def revealed_count(state: State) -> int:
    """Number of face-down entries on visible fields (what turning cards over can reduce)."""
    return sum(1 for f in state.fields if not f.hidden for v in f.cards if v < 0)
