"""The action interpreter: runs `beginn`/`aktion`/`abschluss`/`ende` as a traced step machine."""

from __future__ import annotations

from engine.actions.machine import Chain, Status
from engine.actions.program import HANDLERS, Program
from engine.actions.runner import ActionRunner, make_hooks
from engine.actions.trace import StepEvent, Tracer, TraceRecorder

__all__ = [
    "HANDLERS",
    "ActionRunner",
    "Chain",
    "Program",
    "Status",
    "StepEvent",
    "TraceRecorder",
    "Tracer",
    "make_hooks",
]
