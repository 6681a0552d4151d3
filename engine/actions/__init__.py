"""The action interpreter: runs `beginn`/`aktion`/`abschluss`/`ende` as a traced step machine.

`make_hooks(definition)` gives the `ActionRunner` that `engine.game` installs; attach a
`Tracer` (anything with `on_step(StepEvent)`) as `runner.tracer`, or debug a move with
`Debugger().debug_move(game, move)`. See `docs/actions-api.md`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.actions.debug import Debugger, DebugSession
    from engine.actions.env import Trigger, UiEvent
    from engine.actions.machine import Chain, Status
    from engine.actions.program import HANDLERS, Program
    from engine.actions.runner import ActionRunner, make_hooks, program_for
    from engine.actions.trace import StepEvent, Tracer, TraceRecorder

# Names load on first use: the linter needs only `program`, not the interpreter, debugger
# and tracer behind it (importing them all cost every `patstudio lint` run time).
_HOME = {
    "Debugger": "debug",
    "DebugSession": "debug",
    "Trigger": "env",
    "UiEvent": "env",
    "Chain": "machine",
    "Status": "machine",
    "HANDLERS": "program",
    "Program": "program",
    "ActionRunner": "runner",
    "make_hooks": "runner",
    "program_for": "runner",
    "StepEvent": "trace",
    "Tracer": "trace",
    "TraceRecorder": "trace",
}


def __getattr__(name: str) -> Any:
    """Import the submodule that defines `name` when it is first asked for."""
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


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
