"""The action interpreter: runs `beginn`/`aktion`/`abschluss`/`ende` as a traced step machine.

`make_hooks(definition)` gives the `ActionRunner` that `engine.game` installs; attach a
`Tracer` (anything with `on_step(StepEvent)`) as `runner.tracer`, or debug a move with
`Debugger().debug_move(game, move)`. See `docs/actions-api.md`.
"""

from __future__ import annotations

from engine.actions.debug import Debugger, DebugSession
from engine.actions.env import Trigger, UiEvent
from engine.actions.machine import Chain, Status
from engine.actions.program import HANDLERS, Program
from engine.actions.runner import ActionRunner, make_hooks, program_for
from engine.actions.trace import StepEvent, Tracer, TraceRecorder

__all__ = [
    "HANDLERS",
    "ActionRunner",
    "Chain",
    "DebugSession",
    "Debugger",
    "Program",
    "Status",
    "StepEvent",
    "TraceRecorder",
    "Tracer",
    "Trigger",
    "UiEvent",
    "make_hooks",
    "program_for",
]
