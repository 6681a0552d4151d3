"""Play a game in the play pane one move per event-loop turn, as a player's clicks would."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer

from editor.play.pane import PlayPane
from engine.moves import Move
from engine.rng import Random


class ScriptedPlayer:
    """Plays `moves` random legal moves; every `stock_every`-th turn clicks the first field."""

    def __init__(
        self,
        pane: PlayPane,
        moves: int,
        *,
        seed: int = 43,
        stock_every: int = 5,
        between: Callable[[], None] | None = None,
    ) -> None:
        self.pane = pane
        self.left = moves
        self.rng = Random(seed)
        self.stock_every = stock_every
        self.between = between
        self.turn = 0
        self.done = False

    def start(self) -> None:
        """Schedule the first move (returns at once)."""
        QTimer.singleShot(0, self._step)

    def _step(self) -> None:
        game = self.pane.session.game
        if self.left <= 0 or game is None or game.outcome is not None:
            self.done = True
            return
        self.turn += 1
        if game.state.message is not None:
            self.pane.session.act("answer", 1)
        elif self.turn % self.stock_every == 0:
            self.pane.play_move(Move.click(0, 1, "left"))  # the runaway click of the mutant
        else:
            legal = list(game.legal_moves)
            if not legal:
                self.done = True
                return
            self.pane.play_move(self.rng.choice(legal))
        if self.between is not None:
            self.between()
        self.left -= 1
        QTimer.singleShot(0, self._step)
