"""PatFinder schema and linter: `validate` (XSD), `lint` (semantic rules), `check` (both)."""

from __future__ import annotations

import threading
from pathlib import Path

from engine.errors import LoadError, Problem, Severity
from engine.messages import msg
from engine.xmlread import MAX_BYTES, ParsedFile, parse_bytes
from schema.codes import CODES
from schema.hints import load_problem
from schema.lint import lint, run, sort_key, unique
from schema.rules_actions import check_actions
from schema.rules_cards import check_cards
from schema.rules_document import check_document
from schema.rules_layout import check_compiled
from schema.rules_refs import check_action_refs, check_field_refs, check_ids
from schema.rules_values import check_action_values
from schema.validate import XSD_PATH, validate
from schema.vocab import help_for

# The rule modules register with the linter as they are imported above; this tuple names
# them so the imports are visibly used.
RULES = (
    check_document,
    check_ids,
    check_field_refs,
    check_action_refs,
    check_actions,
    check_action_values,
    check_cards,
    check_compiled,
)

_VALUE_CODES = ("xsd-bad-value",)


def check(parsed: ParsedFile) -> list[Problem]:
    """XSD and lint problems together, sorted by line and column, without duplicates."""
    walked, lint_problems = run(parsed)
    schema_problems = validate(parsed, walked)
    explained = {(p.line, p.column) for p in lint_problems if p.severity is Severity.ERROR}
    kept = [
        p
        for p in schema_problems
        if not (p.code in _VALUE_CODES and (p.line, p.column) in explained)
    ]
    return sorted(unique(kept + lint_problems), key=sort_key)


def check_bytes(data: bytes, path: str | None = None) -> list[Problem]:
    """Check file contents; malformed or hostile input gives one problem, never an exception."""
    key = (path, data, threading.current_thread() is threading.main_thread())
    with _RECENT_LOCK:
        found = _RECENT.get(key)
    if found is None:
        found = tuple(_check_bytes(data, path))
        with _RECENT_LOCK:
            _RECENT[key] = found
            while len(_RECENT) > _RECENT_SIZE:
                del _RECENT[next(iter(_RECENT))]
    return list(found)


# The same contents checked again in this process (an editor or language server re-checking
# an unchanged buffer, a file named twice on the command line) reuse the earlier answer.
# Keyed on the thread kind too: off the main thread the verdict comes from our own walker.
_RECENT: dict[tuple[str | None, bytes, bool], tuple[Problem, ...]] = {}
_RECENT_SIZE = 8
_RECENT_LOCK = threading.Lock()


def forget_recent() -> None:
    """Drop the remembered answers (benchmarks time cold checks)."""
    with _RECENT_LOCK:
        _RECENT.clear()


def _check_bytes(data: bytes, path: str | None) -> list[Problem]:
    try:
        parsed = parse_bytes(data, path)
    except LoadError as exc:
        return [load_problem(exc, data)]
    try:
        return check(parsed)
    except RecursionError:
        text = msg("xml-too-deep.check")
        return [Problem.of(Severity.ERROR, "xml-too-deep", text, 1, 1, path)]


def check_file(path: str | Path) -> list[Problem]:
    """Read and check one file; unreadable files give one `io` problem."""
    name = str(path)
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        why = msg("xml.cannot-read", why=str(exc.strerror or exc))
        return [Problem.of(Severity.ERROR, "io", why, 1, 1, name)]
    return check_bytes(data, name)


__all__ = [
    "CODES",
    "XSD_PATH",
    "check",
    "check_bytes",
    "check_file",
    "forget_recent",
    "help_for",
    "lint",
    "validate",
]
