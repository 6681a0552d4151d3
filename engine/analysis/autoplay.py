"""Safe moves to foundations, made at once during search (fewer positions to look at).

A card may go to an `auto` field safely when no card that could ever be built on it in
a tableau pile is still out: every such follower already lies on an `auto` field. Then
keeping the card back can never help. Games with actions, jokers or duplicate cards get
no safe moves (an action or a twin card could make the reasoning wrong).
"""

from __future__ import annotations

from engine import rules
from engine.game import Game
from engine.moves import Move
from engine.state import State


class SafeMoves:
    """Finds the safe foundation moves of one game's positions."""

    def __init__(self, state: State) -> None:
        d = state.definition
        cs = state.cstate
        self.enabled = (
            not d.all_actions
            and state.any_joker is False
            and len(set(cs)) == len(cs)
            and not state.stop_fields
        )
        self.auto_fields = [f.index for f in state.fields if f.props.auto and not f.hidden]
        # Only piles that can hold a card on top of another one can need a follower.
        tables = {
            (f.props.folgefarbe, f.props.folgewert)
            for f in state.fields
            if not f.props.auto
            and not f.hidden
            and not f.props.verdeckt
            and f.props.max is not None
            and f.props.max > 1
        }
        self.followers = [0] * 52
        for farbe, wert in tables:
            t = rules.succ_masks(farbe, wert)
            for s in range(52):
                self.followers[s] |= t[s]
        # Only foundations that build one suit upward give every card a single place.
        if not self.auto_fields or any(
            (state.fields[i].props.folgefarbe, state.fields[i].props.folgewert) != ("gleich", "auf")
            for i in self.auto_fields
        ):
            self.enabled = False

    def home_mask(self, state: State) -> int:
        """Card states lying on `auto` fields."""
        mask = 0
        cstate = state.cstate
        for i in self.auto_fields:
            for v in state.fields[i].cards:
                mask |= 1 << cstate[v if v >= 0 else ~v]
        return mask

    def find(self, game: Game) -> Move | None:
        """One legal, safe single-card move onto an `auto` field, or None."""
        if not self.enabled:
            return None
        state = game.state
        home = self.home_mask(state)
        fields = state.fields
        for m in game.legal_moves:
            if m.dst is None or m.n != 1 or not fields[m.dst].props.auto:
                continue
            top = fields[m.src].cards[-1]
            s = state.cstate[top if top >= 0 else ~top]
            if s >= 0 and not self.followers[s] & ~home:
                return m
        return None
