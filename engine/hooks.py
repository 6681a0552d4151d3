"""The seam between the rules engine and the action interpreter (`engine/actions/`).

The game calls these hooks; a game file without actions gets no hooks object at all,
so it pays nothing. Every hook runs inside the current player move: one `Game.pop`
undoes the regular move and everything the hooks did.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from engine.definition import GameDefinition
    from engine.messages import Refusal
    from engine.move import Move
    from engine.position import PositionCache, PositionMemo, TrialResult
    from engine.scoring import Outcome, Termination
    from engine.state import State


StaticDecide = Callable[["GameView", "Move"], "TrialResult | None"]
"""A drag's trial answer when checks of unchanging things settle it (engine.actions.static)."""


class GameView(Protocol):
    """The playable game as the layers below `engine.game` see it (`engine.game.Game` is one).

    The legal-move view, the state JSON and the action interpreter take a `GameView`, so they
    never import `engine.game`: the game composes them, not the other way round.
    """

    definition: GameDefinition
    state: State
    seed: int
    hooks: ActionHooks | None
    trial: bool
    """True while an aktion is tried only to see whether it would succeed."""
    aktion_typs: frozenset[str]
    replacing_typs: frozenset[str]
    """The kinds an aktion could carry out instead of refusing (see legal.replacing_typs)."""
    static_decide: StaticDecide | None
    """A drag's trial answer when the blocks' unchanging checks settle it (None: try it)."""
    legal_cache: tuple[tuple[object, ...], list[Move]] | None
    positions: PositionCache
    """What was learnt per position content (trial outcomes, legal moves, runaway actions)."""
    memo: PositionMemo | None
    """The memo of the position an aktion is being tried at (None outside trials)."""

    @property
    def score(self) -> int:
        """Current score."""

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it runs."""

    def reason(self, move: Move) -> str | None:
        """Why the move would be refused now, in English (None = it is legal)."""

    def play(self, move: Move) -> None:
        """Make a move after checking it (raises IllegalMoveError)."""

    def answer(self, button: int) -> None:
        """Answer the pending `meldung`."""

    def finish(self, won: bool, termination: Termination = ...) -> None:
        """End the game; runs `ende` once."""

    def regular_refusal(self, move: Move) -> Refusal | None:
        """Why the regular rules refuse a move, actions aside."""

    def apply_regular(self, move: Move) -> None:
        """Carry out a move's regular effect without checks."""


class ActionHooks(Protocol):
    """What an action interpreter provides to the game."""

    def beginn(self, game: GameView) -> None:
        """Run the `beginn` actions once, right after the deal."""

    def aktion(self, game: GameView, move: Move) -> bool:
        """Run `aktion` blocks for a player move before the regular move.

        Called with the state as it is *before* the move. `move.dst is None` means a click
        (`move.button` left/right/middle -> typ links/rechts/mitte, `klick` = left or right;
        `move.n` = clicked card from the top); otherwise a drag (typ legen) of the top
        `move.n` cards of `move.src` onto `move.dst`. Return True when an aktion succeeded:
        the regular move is then skipped.
        """
        ...

    def abschluss(self, game: GameView, move: Move, replaced: bool) -> None:
        """Run `abschluss` blocks after the move (the regular one, or the replacing aktion)."""

    def ende(self, game: GameView, won: bool) -> None:
        """Run `ende` blocks once the game is won or given up (typ sieg/verlust)."""

    def answer(self, game: GameView, button: int) -> None:
        """Resume the chain suspended by a `meldung` with the chosen button (from 1)."""


class NoActions:
    """Hooks that do nothing (for tests and for callers that want an explicit object)."""

    def beginn(self, game: GameView) -> None:
        """Nothing runs at the start."""

    def aktion(self, game: GameView, move: Move) -> bool:
        """No aktion ever replaces a move."""
        return False

    def abschluss(self, game: GameView, move: Move, replaced: bool) -> None:
        """Nothing runs after a move."""

    def ende(self, game: GameView, won: bool) -> None:
        """Nothing runs at the end."""

    def answer(self, game: GameView, button: int) -> None:
        """There is never a chain to resume."""
