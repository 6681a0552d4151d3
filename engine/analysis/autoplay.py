"""Safe moves to foundations, made at once during search (fewer positions to look at).

A card may go to an `auto` field safely when no card that could ever be built on it in
a tableau pile, directly or through a chain of followers, is still out: every such card
already lies on an `auto` field (see safety.py). Then keeping the card back can never help. Games with actions, jokers or duplicate cards get
no safe moves (an action or a twin card could make the reasoning wrong).
"""

from __future__ import annotations

from engine import rules
from engine.analysis.safety import closure
from engine.cards import cycle_value
from engine.game import Game
from engine.moves import Move, drag_reason
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
        self.sources = [
            f.index
            for f in state.fields
            if not f.props.auto and not f.hidden and not f.defn.ziel and not f.props.verdeckt
        ]
        # Only piles that can hold a card on top of another one can need a follower.
        # A pile with `folgeende` takes nothing on its end card and does not wrap K-A.
        tables = {
            (f.props.folgefarbe, f.props.folgewert, f.props.folgeende)
            for f in state.fields
            if not f.props.auto
            and not f.hidden
            and not f.props.verdeckt
            and f.props.max is not None
            and f.props.max > 1
        }
        self.followers = [0] * 52
        for farbe, wert, ende in tables:
            t = rules.succ_masks(farbe, wert, ende is None)
            end = None if ende is None else cycle_value(ende)
            for s in range(52):
                self.followers[s] |= rules.successors(1 << s, t, end)
        # foundation cards may come back to hold a follower: the whole chain must be home
        self.followers = closure(self.followers)
        if any(f.props.fuellen for f in state.fields):
            self.enabled = False  # a pile emptied sooner would be refilled sooner
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
        """One legal, safe single-card move onto an `auto` field, or None.

        Only the top cards are looked at: each one an `auto` field would take by its
        building rules and whose followers are all home is checked in full (`drag_reason`).
        """
        if not self.enabled:
            return None
        state = game.state
        fields = state.fields
        cstate = state.cstate
        wanted = 0
        for j in self.auto_fields:
            wanted |= rules.accept_mask(state, j)
        if not wanted:
            return None
        home = -1
        followers = self.followers
        for i in self.sources:
            pile = fields[i].cards
            if not pile or pile[-1] < 0:
                continue
            s = cstate[pile[-1]]
            if s < 0 or not wanted >> s & 1:
                continue
            if home < 0:
                home = self.home_mask(state)
            if followers[s] & ~home:
                continue
            for j in self.auto_fields:
                if rules.accept_mask(state, j) >> s & 1 and drag_reason(state, i, j, 1) is None:
                    return Move.drag(i, j, 1)
        return None
