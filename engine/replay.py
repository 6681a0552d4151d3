"""Replay scripts (design.md): parse commands, play them, report each step and the final state."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine.definition import GameDefinition
from engine.errors import EngineError, refusal_of
from engine.game import Game
from engine.messages import Refusal, refusal
from engine.moves import Move

COMMANDS = ("move", "click", "rclick", "mclick", "auto", "answer", "undo", "redo")
_BUTTONS = {"click": "left", "rclick": "right", "mclick": "middle"}
# A comment starts at a `#` at the start of the line or after a space, unless it is a
# field reference `#K` (a `#` followed by digits and then a space or the end of the line).
_COMMENT = re.compile(r"(?:^|\s)#(?!\d+(?:\s|$))")


@dataclass(frozen=True, slots=True)
class Command:
    """One parsed script line: the command word, its arguments, and the text for the report."""

    text: str
    word: str
    args: tuple[str, ...]
    line: int


def strip_comment(line: str) -> str:
    """The line without its `#` comment, trimmed."""
    match = _COMMENT.search(line)
    return (line[: match.start()] if match else line).strip()


def parse_script(script: str | Iterable[str]) -> list[Command]:
    """Non-empty, comment-free lines as Commands (validity is checked when they run)."""
    lines = script.splitlines() if isinstance(script, str) else list(script)
    out: list[Command] = []
    for number, raw in enumerate(lines, start=1):
        text = strip_comment(raw)
        if text:
            words = text.split()
            out.append(Command(" ".join(words), words[0], tuple(words[1:]), number))
    return out


def _field(game: Game, name: str) -> int:
    index = game.definition.resolve_field_name(name)
    if index is None:
        raise _Refused(refusal("replay-no-field", name=repr(name)))
    return index


def _count(text: str, what: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise _Refused(refusal("replay-bad-count", what=what, text=repr(text)))
    return int(text)


class _Refused(Exception):
    """A script line that cannot be carried out; `refusal` is the step's reason."""

    def __init__(self, reason: Refusal) -> None:
        super().__init__(str(reason))
        self.refusal = reason


def _arity(cmd: Command, low: int, high: int, usage: str) -> None:
    if not low <= len(cmd.args) <= high:
        raise _Refused(refusal("replay-usage", usage=usage))


def run_command(game: Game, cmd: Command) -> None:
    """Carry out one command; raises _Refused or EngineError when it is refused."""
    word = cmd.word
    if word == "move":
        _arity(cmd, 2, 3, "move SRC DST [N]")
        src = _field(game, cmd.args[0])
        dst = _field(game, cmd.args[1])
        n = _count(cmd.args[2], "N") if len(cmd.args) == 3 else 1
        game.play(Move.drag(src, dst, n))
    elif word in _BUTTONS:
        _arity(cmd, 1, 2, f"{word} FIELD [N]")
        field = _field(game, cmd.args[0])
        n = _count(cmd.args[1], "N") if len(cmd.args) == 2 else 1
        game.play(Move.click(field, n, _BUTTONS[word]))
    elif word == "auto":
        _arity(cmd, 0, 0, "auto")
        game.auto()
    elif word == "answer":
        _arity(cmd, 1, 1, "answer K")
        game.answer(_count(cmd.args[0], "K"))
    elif word == "undo":
        _arity(cmd, 0, 0, "undo")
        game.pop()
    elif word == "redo":
        _arity(cmd, 0, 0, "redo")
        game.redo()
    else:
        raise _Refused(
            refusal("replay-unknown-command", word=repr(word), commands=", ".join(COMMANDS))
        )


def refusal_for(game: Game, cmd: Command) -> Refusal | None:
    """Carry out one command; why it was refused, or None when it went through."""
    try:
        run_command(game, cmd)
    except _Refused as exc:
        return exc.refusal
    except EngineError as exc:
        return refusal_of(exc)
    except (ValueError, IndexError, KeyError) as exc:  # never a traceback for bad input
        return refusal("replay-bad-line", error=str(exc))
    except Exception as exc:  # noqa: BLE001 - an engine bug must not end the replay
        return refusal("internal-error", kind=type(exc).__name__, error=str(exc))
    return None


def run_script(
    game: Game, script: str | Iterable[str], *, trace: bool = False, language: str = "en"
) -> list[dict[str, Any]]:
    """Run every command of a script on a game; returns the step records (reasons in
    `language`, codes in every language)."""
    steps: list[dict[str, Any]] = []
    drain = getattr(game.hooks, "drain_trace", None) if trace else None
    for cmd in parse_script(script):
        step: dict[str, Any] = {"command": cmd.text, "ok": True, "reason": None, "code": None}
        why = refusal_for(game, cmd)
        if why is not None:
            step.update(ok=False, reason=why.render(language), code=why.code)
        if trace:
            step["trace"] = list(drain()) if callable(drain) else []
        steps.append(step)
    return steps


def replay(
    definition: GameDefinition,
    script: str | Iterable[str],
    *,
    seed: int,
    variant: str | None = None,
    level: int | None = None,
    trace: bool = False,
    language: str = "en",
) -> dict[str, Any]:
    """Deal `seed`, run the script, and return `{"steps": [...], "state": {...}}`."""
    game = Game.new(definition, seed=seed, variant=variant, level=level)
    steps = run_script(game, script, trace=trace, language=language)
    return {"steps": steps, "state": game.to_json()}
