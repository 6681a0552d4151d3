"""Solver steps (moves and message answers), enumerating them, and replaying them checked."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.errors import EngineError
from engine.game import Game
from engine.moves import Move


@dataclass(frozen=True, slots=True)
class Answer:
    """Answering the pending `meldung` with button `button` (from 1)."""

    button: int

    def __str__(self) -> str:
        return f"answer {self.button}"


Step = Move | Answer


def step_options(game: Game) -> list[Step]:
    """What the player may do now: answers while a message waits, else the legal moves."""
    s = game.state
    if s.outcome is not None:
        return []
    if s.message is not None:
        return [Answer(k) for k in range(1, len(s.message.buttons) + 1)]
    return list(game.legal_moves)


def apply(game: Game, step: Step) -> bool:
    """Make a step without rule checks; False when an action chain failed (state unchanged)."""
    try:
        if isinstance(step, Answer):
            game.answer(step.button)
        else:
            game.push(step)
    except EngineError:
        return False
    return True


def is_won(game: Game) -> bool:
    """Has the game been won?"""
    out = game.state.outcome
    return out is not None and bool(out.won)


def replay_checked(game: Game, steps: Iterable[Step]) -> str | None:
    """Play the steps with full checks; None when all were legal and the game is won."""
    for k, step in enumerate(steps, 1):
        try:
            if isinstance(step, Answer):
                game.answer(step.button)
            else:
                game.play(step)
        except EngineError as exc:
            return f"step {k} ({step}) was refused: {exc}"
    if not is_won(game):
        return "the steps were legal but did not win the game"
    return None


def script(steps: Iterable[Step]) -> list[str]:
    """The steps as replay-script lines (`move #10 #6`, `click #1`, `answer 2`)."""
    return [str(s) for s in steps]


def clone(game: Game) -> Game:
    """A separate game in the same position (fresh action hooks, no move history)."""
    copy = Game.new(game.definition, seed=game.seed)
    copy.state.restore(game.state.snapshot())
    return copy


def undo(game: Game, step: Step, before: object) -> None:
    """Take back a step made by `apply` (moves by `pop`, answers by restoring `before`)."""
    if isinstance(step, Answer):
        from engine.state import Snapshot

        assert isinstance(before, Snapshot)
        game.state.restore(before)
    else:
        game.pop()
