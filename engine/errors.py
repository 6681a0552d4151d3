"""Exception hierarchy and the Problem record shared by engine, schema and editor."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Severity(enum.StrEnum):
    """How bad a problem is."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, slots=True)
class Problem:
    """One finding about a game file, with its place (1-based line and column)."""

    severity: Severity
    code: str
    message: str
    line: int = 0
    column: int = 0
    path: str | None = None
    fix: str | None = None

    def __str__(self) -> str:
        where = f"{self.path or '<input>'}:{self.line}:{self.column}"
        return f"{where}: {self.severity.value}: {self.message} [{self.code}]"

    def to_json(self) -> dict[str, object]:
        """The JSON object used by `patstudio lint --format json`."""
        return {
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "severity": self.severity.value,
            "code": self.code,
            "message": self.message,
        }


class EngineError(Exception):
    """Root of every exception the engine raises on purpose."""


class LoadError(EngineError):
    """A game file could not be read or compiled; carries its place."""

    def __init__(
        self,
        message: str,
        *,
        path: str | None = None,
        line: int = 0,
        column: int = 0,
        code: str = "load",
    ) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.code = code

    def __str__(self) -> str:
        return f"{self.path or '<input>'}:{self.line}:{self.column}: {self.message}"

    def to_problem(self) -> Problem:
        """The same failure as a Problem record."""
        return Problem(Severity.ERROR, self.code, self.message, self.line, self.column, self.path)


class IllegalMoveError(EngineError):
    """A checked move was refused; `reason` says why in the author's words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class StepLimitError(EngineError):
    """An action chain ran past the step limit (it probably loops forever)."""

    code = "step-limit"

    def __init__(self, message: str, *, action: str | None = None, line: int = 0) -> None:
        super().__init__(message)
        self.action = action
        self.line = line


class ActionLoopError(StepLimitError):
    """An action chain jumped back to an action with nothing changed: it can never end."""

    code = "action-loop"

    def __init__(
        self, message: str, *, action: str | None = None, line: int = 0, instruction: str = ""
    ) -> None:
        super().__init__(message, action=action, line=line)
        self.instruction = instruction
