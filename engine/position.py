"""Positions by content: a key for everything an action can read, and what was learnt there.

Field versions change with every move, even when a move (say, a stock click that gathers
and re-lays the same cards) leaves the table exactly as it was. Legal moves of games with
`aktion` blocks are expensive (every candidate is tried), so they are remembered per
position content, together with each trial's outcome and the actions that ran away there.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.messages import Refusal
    from engine.move import Move
    from engine.state import Snapshot, State

TrialResult = tuple[str, "Refusal | None"]
"""(`replaced`|`blocked`|`none`, reason) as `engine.legal.trial` returns it."""

MEMO_SIZE = 64
"""Positions remembered per game (a playout keeps coming back to few of them)."""


def position_key(state: State) -> tuple[object, ...]:
    """A hashable key equal for two states exactly when no action could tell them apart.

    Props objects are compared by identity: they are copy-on-write, so an unchanged field
    keeps its object; a rewritten one gets a new object (a miss, never a wrong hit). The
    key holds the objects themselves, so an identity cannot be reused while it is alive.
    """
    fields = state.fields
    return (
        tuple([tuple(f.cards) for f in fields]),
        tuple([f.props for f in fields]),
        tuple(state.stops),
        state.score_bonus,
        state.outcome,
        state.message,
        state.menu,
        state.rng.getstate(),
        state.random_suit,
        state.random_rank,
    )


class PositionMemo:
    """What is known about one position: trial outcomes, the legal moves, runaway actions."""

    __slots__ = ("key", "trials", "legal", "runaway", "snapshot")

    def __init__(self, key: tuple[object, ...]) -> None:
        self.key = key
        self.trials: dict[Move, TrialResult] = {}
        self.legal: list[Move] | None = None
        self.runaway: set[int] = set()
        """Positions of `aktion` blocks that a trial here saw looping into the step limit."""
        self.snapshot: Snapshot | None = None
        """The state before the trials (shared by them: each one puts the state back)."""


class PositionCache:
    """The most recently used position memos of one game (least recently used dropped)."""

    __slots__ = ("_memos", "_last")

    def __init__(self) -> None:
        self._memos: OrderedDict[tuple[object, ...], PositionMemo] = OrderedDict()
        self._last: PositionMemo | None = None

    def memo(self, state: State) -> PositionMemo:
        """The memo of the state's current position (created when new)."""
        key = position_key(state)
        last = self._last
        if last is not None and last.key == key:
            return last
        memos = self._memos
        found = memos.get(key)
        if found is None:
            found = memos[key] = PositionMemo(key)
            if len(memos) > MEMO_SIZE:
                memos.popitem(last=False)
        else:
            memos.move_to_end(key)
        self._last = found
        return found

    def clear(self) -> None:
        """Forget every position (after the definition or the hooks changed)."""
        self._memos.clear()
        self._last = None
