"""The seam between the rules engine and the action interpreter (`engine/actions/`).

The game calls these hooks; a game file without actions gets no hooks object at all,
so it pays nothing. Every hook runs inside the current player move: one `Game.pop`
undoes the regular move and everything the hooks did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from engine.game import Game
    from engine.moves import Move


class ActionHooks(Protocol):
    """What an action interpreter provides to the game."""

    def beginn(self, game: Game) -> None:
        """Run the `beginn` actions once, right after the deal."""

    def aktion(self, game: Game, move: Move) -> bool:
        """Run `aktion` blocks for a player move before the regular move.

        Called with the state as it is *before* the move. `move.dst is None` means a click
        (`move.button` left/right/middle -> typ links/rechts/mitte, `klick` = left or right;
        `move.n` = clicked card from the top); otherwise a drag (typ legen) of the top
        `move.n` cards of `move.src` onto `move.dst`. Return True when an aktion succeeded:
        the regular move is then skipped.
        """
        ...

    def abschluss(self, game: Game, move: Move, replaced: bool) -> None:
        """Run `abschluss` blocks after the move (the regular one, or the replacing aktion)."""

    def ende(self, game: Game, won: bool) -> None:
        """Run `ende` blocks once the game is won or given up (typ sieg/verlust)."""

    def answer(self, game: Game, button: int) -> None:
        """Resume the chain suspended by a `meldung` with the chosen button (from 1)."""


class NoActions:
    """Hooks that do nothing (for tests and for callers that want an explicit object)."""

    def beginn(self, game: Game) -> None:
        """Nothing runs at the start."""

    def aktion(self, game: Game, move: Move) -> bool:
        """No aktion ever replaces a move."""
        return False

    def abschluss(self, game: Game, move: Move, replaced: bool) -> None:
        """Nothing runs after a move."""

    def ende(self, game: Game, won: bool) -> None:
        """Nothing runs at the end."""

    def answer(self, game: Game, button: int) -> None:
        """There is never a chain to resume."""
