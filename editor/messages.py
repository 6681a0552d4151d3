"""Engine and lint texts in the editor's UI language, made from their codes (engine/locale).

The engine and the linter hand over values with a code and parameters (`Refusal`, `Problem`
with its `text`); the editor only chooses the language. Plain strings (texts from outside,
such as an OS error) are shown as they are.
"""

from __future__ import annotations

from engine.errors import EngineError, LoadError, Problem, refusal_of
from engine.messages import Message, render


def ui_language() -> str:
    """The editor's UI language ('de' or 'en'), as editor.i18n chose it."""
    from editor.i18n import current_language

    return current_language()


def _lang(language: str | None) -> str:
    return language or ui_language()


def shown_problem(problem: Problem, language: str | None = None) -> Problem:
    """The problem with message and fix in the UI language (code and place unchanged)."""
    return problem.localized(_lang(language))


def problem_message(problem: object, language: str | None = None) -> str:
    """The message of a problem (or any object with `message`) in the UI language."""
    if isinstance(problem, Problem):
        return shown_problem(problem, language).message
    return str(getattr(problem, "message", ""))


def fix_message(problem: Problem, language: str | None = None) -> str | None:
    """The fix suggestion of a problem in the UI language (None without one)."""
    return shown_problem(problem, language).fix


def text(value: str | Message | None, language: str | None = None) -> str:
    """A refusal, phrase or other message in the UI language ('' for None)."""
    return render(value, _lang(language))


def error_text(exc: EngineError, language: str | None = None) -> str:
    """Why an engine call failed, in the UI language (a load error with its place)."""
    if isinstance(exc, LoadError):
        return exc.render(_lang(language))
    return refusal_of(exc).render(_lang(language))


def code_text(code: str, language: str | None = None) -> tuple[str, str] | None:
    """(what it means, example fix) of a problem code in the UI language, or None."""
    from schema.codes import CODES

    entry = CODES.get(code)
    return None if entry is None else entry.explain(_lang(language))
