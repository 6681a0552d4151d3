"""Quick fixes: turn a problem's `fix` suggestion into an undoable edit where it is concrete."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from editor.document import Document
from engine.errors import Problem

_MEAN = re.compile(r"did you mean ['\"]([^'\"]+)['\"]\?")
_USE = re.compile(r"^use ['\"]?([A-Za-z0-9#@+-]+)['\"]?$")
_ATTR_AT = re.compile(r"([\w:.-]+)\s*=\s*([\"'])([^\"']*)\2")


def find_fix(doc: Document, problem: Problem) -> tuple[str, Callable[[], None]] | None:
    """A (title, apply) pair when the suggestion names one replacement value, else None."""
    if not problem.fix or doc.root is None or not problem.line:
        return None
    match = _MEAN.search(problem.fix) or _USE.match(problem.fix.strip())
    if match is None:
        return None
    value = match.group(1)
    element = doc.element_at_line(problem.line, problem.column)
    if element is None:
        return None
    attribute = _attribute_at(doc, problem)
    if attribute is not None and element.get(attribute) is not None:
        title = QCoreApplication.translate("QuickFix", "Set %1 to '%2'").replace("%1", attribute)
        return title.replace("%2", value), lambda: doc.set_attribute(element, attribute, value)
    if len(element) == 0:
        title = QCoreApplication.translate("QuickFix", "Replace the value with '%1'").replace(
            "%1", value
        )
        return title, lambda: doc.set_text(element, value)
    return None


def _attribute_at(doc: Document, problem: Problem) -> str | None:
    """Name of the attribute written at the problem's line and column, if any."""
    lines = doc.text.splitlines()
    if not 0 < problem.line <= len(lines):
        return None
    text = lines[problem.line - 1]
    for match in _ATTR_AT.finditer(text):
        if match.start() <= problem.column - 1 < match.end():
            return match.group(1)
    return None
