"""Trace events and tracers: what a listener sees of each step of an action chain."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from engine.actions.model import Step
from engine.definition import ActionDef
from engine.messages import phrase


@dataclass(frozen=True, slots=True)
class StepEvent:
    """One step of a chain, with the values it evaluated.

    `kind` is `enter` (an action is about to be checked), `check` (a `bedingung` or
    `vergleich`), `effect` (any other instruction), `flow` (erfolg/misserfolg decided what
    runs next) or `wait` (a `meldung` suspended the chain).
    """

    kind: str
    chain: str
    """The action kind being run: `beginn`, `aktion`, `abschluss` or `ende`."""
    action: ActionDef
    step: Step | None
    result: bool | None
    values: tuple[str, ...]
    count: int
    """Steps run so far in this chain (the step limit counts these)."""
    flow: str = ""

    @property
    def iid(self) -> str:
        """Instruction id (`a3.2`), or the action's `a3` for enter/flow events."""
        return self.step.iid if self.step is not None else f"a{self.action.index}"

    @property
    def line(self) -> int:
        """Source line of the instruction (or of the action)."""
        return self.step.line if self.step is not None else self.action.line

    def text(self, language: str = "en") -> str:
        """The trace line: `bedingung ziel kartenzahl groesser 0: kartenzahl(h3) = 2 -> true`.

        The instruction and its values are the format's own notation; `language` changes the
        action's name (`Zeile`) and the waiting note only."""
        if self.kind == "enter":
            return self.action.title.render(language)
        if self.kind == "flow":
            word = "erfolg" if self.result else "misserfolg"
            return f"{word} -> {self.flow}"
        assert self.step is not None
        shown = f": {', '.join(self.values)}" if self.values else ""
        if self.kind == "check":
            return f"{self.step.text}{shown} -> {'true' if self.result else 'false'}"
        if self.kind == "wait":
            return phrase("trace.waiting", step=f"{self.step.text}{shown}").render(language)
        return f"{self.step.text}{shown}"


class Tracer(Protocol):
    """Anything with `on_step`; attach it as `ActionRunner.tracer` (bdb's user_line).

    A tracer with a true `coarse` attribute wants only which actions were entered and how
    each ended: for a drag that the blocks' unchanging checks settle (engine.actions.static)
    it gets just the `enter` and `flow` events, with no values and a count of 0.
    """

    def on_step(self, event: StepEvent) -> None:
        """Called after each step with what it evaluated."""


class TraceRecorder:
    """A tracer that keeps the trace lines; `take()` hands them over and starts afresh."""

    def __init__(self) -> None:
        self.events: list[StepEvent] = []

    def on_step(self, event: StepEvent) -> None:
        """Keep the event."""
        self.events.append(event)

    def lines(self) -> list[str]:
        """Trace lines of the events recorded so far."""
        return [e.text() for e in self.events]

    def take(self) -> list[str]:
        """The recorded lines, clearing the recorder (one replay step at a time)."""
        out = self.lines()
        self.events.clear()
        return out
