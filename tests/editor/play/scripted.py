"""Play a game in the play pane one move per event-loop turn, as a player's clicks would."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QTimer

from editor.play.pane import PlayPane
from engine.errors import EngineError
from engine.game import Game
from engine.moves import Move
from engine.rng import Random

STOCK_CLICK = Move.click(0, 1, "left")
"""A click on the first field (the stock of the Monte Carlo mutants, where they loop)."""


def plan(pane: PlayPane, moves: int, *, seed: int = 43, stock_every: int = 5) -> list[Move]:
    """Choose the moves beforehand on a copy of the pane's game, as a player thinks ahead:
    random legal moves, and every `stock_every`-th turn a click on the first field."""
    current = pane.session.game
    assert current is not None
    game = Game.new(current.definition, seed=pane.session.seed)
    rng = Random(seed)
    chosen: list[Move] = []
    for turn in range(1, moves + 1):
        if game.outcome is not None or game.state.message is not None:
            break
        if turn % stock_every == 0:
            move = STOCK_CLICK
        else:
            legal = list(game.legal_moves)
            if not legal:
                break
            move = rng.choice(legal)
        chosen.append(move)
        with contextlib.suppress(EngineError):  # a refusal (a runaway): the pane's too
            game.play(move)
    return chosen


class ScriptedPlayer:
    """Plays planned moves in the pane, one per event-loop turn."""

    def __init__(
        self, pane: PlayPane, moves: list[Move], *, between: Callable[[], None] | None = None
    ) -> None:
        self.pane = pane
        self.moves = list(moves)
        self.between = between
        self.turn = 0
        self.done = False

    def start(self) -> None:
        """Schedule the first move (returns at once)."""
        QTimer.singleShot(0, self._step)

    def _step(self) -> None:
        if self.turn >= len(self.moves):
            self.done = True
            return
        self.pane.play_move(self.moves[self.turn])
        self.turn += 1
        if self.between is not None:
            self.between()
        QTimer.singleShot(0, self._step)
