"""Position evaluation for the greedy player and the solver, using only what the rules say."""

from __future__ import annotations

from dataclasses import dataclass

from engine import rules
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


DEFAULT = Weights()
SECOND = Weights(need=20, empty=40)
"""The weights of the solver's second attempt (more weight on free space)."""


def evaluate(state: State, w: Weights = DEFAULT) -> int:
    """Higher is better: score, built sequences and free space up; face-down and blocked down.

    A card is "blocked" when a lower card (A low) lies beneath it on the same pile: that
    lower card is needed on a foundation first; a "needed" card (one a foundation would take
    now) costs more the deeper it lies. Face-down cards count by number only, so the value
    never depends on what a face-down card is.
    """
    from engine.scoring import score

    total = w.score * score(state)
    value = state.value
    cstate = state.cstate
    wanted = 0
    if w.need:
        for f in state.fields:
            if f.props.auto and not f.hidden and f.props.max is not None:
                wanted |= rules.accept_mask(state, f.index)
    for f in state.fields:
        pile = f.cards
        p = f.props
        if f.hidden or p.auto:
            continue
        if not pile:
            if p.max is not None and p.max > 0 and not f.defn.ziel and not f.defn.quelle:
                total += w.empty
            continue
        if p.verdeckt or f.defn.ziel:
            continue
        table = rules.succ_masks(p.folgefarbe, p.folgewert)
        low = 99
        prev = -1
        top = len(pile) - 1
        for k, v in enumerate(pile):
            if v < 0:
                total -= w.down
                prev = -1
                continue
            cs = cstate[v]
            val = value[v]
            if wanted >> cs & 1 and cs >= 0:
                total -= w.need * (top - k)
            if val > low:
                total -= w.blocked
            elif val:
                low = val
            if prev >= 0 and cs >= 0 and table[prev] >> cs & 1:
                total += w.ordered
            prev = cs
    return total


def revealed_count(state: State) -> int:
    """Number of face-down entries on visible fields (what turning cards over can reduce)."""
    return sum(1 for f in state.fields if not f.hidden for v in f.cards if v < 0)
