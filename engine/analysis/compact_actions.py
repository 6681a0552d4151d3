"""Action rules compiled into the search representation, where that is exact.

Only patterns whose effect is fully known are compiled; any other `aktion` (or any
`beginn`, `abschluss` or `ende` block) makes `compile_extra_rules` give a reason, and the
search then runs the engine with its action interpreter instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from engine.definition import GameDefinition
from engine.state import State

if TYPE_CHECKING:
    from engine.analysis.compact import CMove, Compact, Pos


class ExtraRule(Protocol):
    """A compiled action: moves it makes legal and how it carries them out."""

    def add_moves(self, c: Compact, pos: Pos, out: list[CMove]) -> None:
        """Append the moves only this rule makes legal."""

    def handles(self, c: Compact, pos: Pos, move: CMove) -> bool:
        """Does this rule carry out the move (instead of the regular rules)?"""

    def apply(self, c: Compact, piles: list[tuple[int, ...]], move: CMove) -> None:
        """Carry out a move this rule handles."""


def compile_extra_rules(d: GameDefinition, state: State) -> tuple[tuple[ExtraRule, ...], str]:
    """The game's actions as compiled rules, or a reason why they cannot be compiled."""
    if d.beginn or d.abschluss or d.ende:
        return (), "beginn, abschluss or ende actions"
    if d.aktion:
        return (), "aktion blocks"
    return (), ""
