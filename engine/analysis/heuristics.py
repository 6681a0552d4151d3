"""Position evaluation for the greedy player and the solver, using only what the rules say."""

from __future__ import annotations

from engine import rules
from engine.state import State

W_SCORE = 100
W_ORDERED = 6
W_BLOCKED = 60
W_DOWN = 20
W_EMPTY = 10
W_NEED = 10


def evaluate(state: State) -> int:
    """Higher is better: score, built sequences and free space up; face-down and blocked down.

    A card is "blocked" when a lower card (A low) lies beneath it on the same pile: that
    lower card is needed on a foundation first. Face-down cards count by number only, so
    the value never depends on what a face-down card is.
    """
    from engine.scoring import score

    total = W_SCORE * score(state)
    value = state.value
    cstate = state.cstate
    wanted = 0
    if W_NEED:
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
                total += W_EMPTY
            continue
        if p.verdeckt or f.defn.ziel:
            continue
        table = rules.succ_masks(p.folgefarbe, p.folgewert)
        low = 99
        prev = -1
        top = len(pile) - 1
        for k, v in enumerate(pile):
            if v < 0:
                total -= W_DOWN
                prev = -1
                continue
            cs = cstate[v]
            val = value[v]
            if wanted >> cs & 1 and cs >= 0:
                total -= W_NEED * (top - k)
            if val > low:
                total -= W_BLOCKED
            elif val:
                low = val
            if prev >= 0 and cs >= 0 and table[prev] >> cs & 1:
                total += W_ORDERED
            prev = cs
    return total


def revealed_count(state: State) -> int:
    """Number of face-down entries on visible fields (what turning cards over can reduce)."""
    return sum(1 for f in state.fields if not f.hidden for v in f.cards if v < 0)
