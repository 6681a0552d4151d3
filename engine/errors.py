"""Exception hierarchy and the Problem record shared by engine, schema and editor."""

from __future__ import annotations

import enum
from dataclasses import replace

from engine.fastdc import dataclass
from engine.messages import Message, Refusal, msg, refusal


class Severity(enum.StrEnum):
    """How bad a problem is."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, slots=True)
class Problem:
    """One finding about a game file, with its place (1-based line and column).

    `message` and `fix` are the English texts (the CLI's contract); `text` and `fix_text`
    hold the same as codes with parameters, so `localized()` can show them in any language.
    """

    severity: Severity
    code: str
    message: str
    line: int = 0
    column: int = 0
    path: str | None = None
    fix: str | None = None
    text: Message | None = None
    fix_text: Message | None = None

    @classmethod
    def of(
        cls,
        severity: Severity,
        code: str,
        text: Message,
        line: int = 0,
        column: int = 0,
        path: str | None = None,
        fix: Message | None = None,
    ) -> Problem:
        """A problem whose message (and fix, appended as `message; fix`) are Messages."""
        english = str(text) if fix is None else f"{text}; {fix}"
        return cls(
            severity,
            code,
            english,
            line,
            column,
            path,
            None if fix is None else str(fix),
            text,
            fix,
        )

    def localized(self, language: str) -> Problem:
        """The same problem with message and fix in `language` (code and place unchanged)."""
        if self.text is None or language == "en":
            return self
        fix = None if self.fix_text is None else self.fix_text.render(language)
        message = self.text.render(language)
        return replace(self, message=message if fix is None else f"{message}; {fix}", fix=fix)

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
        message: str | Message,
        *,
        path: str | None = None,
        line: int = 0,
        column: int = 0,
        code: str = "load",
    ) -> None:
        self.text = message if isinstance(message, Message) else msg("xml.detail", detail=message)
        """The message as a code with parameters (`message` is its English text)."""
        self.message = str(self.text)
        super().__init__(self.message)
        self.path = path
        self.line = line
        self.column = column
        self.code = code

    def __str__(self) -> str:
        return self.render("en")

    def render(self, language: str) -> str:
        """`PATH:LINE:COL: MESSAGE` with the message in `language`."""
        return f"{self.path or '<input>'}:{self.line}:{self.column}: {self.text.render(language)}"

    def to_problem(self) -> Problem:
        """The same failure as a Problem record."""
        return Problem.of(Severity.ERROR, self.code, self.text, self.line, self.column, self.path)


class IllegalMoveError(EngineError):
    """A checked move was refused: `refusal` is the code and its parameters, `reason` the
    English text."""

    def __init__(self, reason: str | Refusal) -> None:
        self.refusal = as_refusal(reason)
        self.reason = str(self.refusal)
        super().__init__(self.reason)


class StepLimitError(EngineError):
    """An action chain ran past the step limit (it probably loops forever)."""

    code = "step-limit"

    def __init__(self, message: str | Refusal, *, action: str | None = None, line: int = 0) -> None:
        self.refusal = as_refusal(message)
        super().__init__(str(self.refusal))
        self.action = action
        self.line = line


def refusal_of(exc: EngineError) -> Refusal:
    """The refusal an engine exception carries (`engine-error` with its text for others)."""
    found = getattr(exc, "refusal", None)
    return found if isinstance(found, Refusal) else refusal("engine-error", error=str(exc))


def as_refusal(reason: str | Refusal) -> Refusal:
    """A Refusal as it is; a plain text (from code outside the engine) as `engine-error`."""
    return reason if isinstance(reason, Refusal) else refusal("engine-error", error=reason)


class ActionLoopError(StepLimitError):
    """An action chain jumped back to an action with nothing changed: it can never end."""

    code = "action-loop"

    def __init__(
        self,
        message: str | Refusal,
        *,
        action: str | None = None,
        line: int = 0,
        instruction: str = "",
    ) -> None:
        super().__init__(message, action=action, line=line)
        self.instruction = instruction
