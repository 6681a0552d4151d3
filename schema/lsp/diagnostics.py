"""Lint problems as LSP diagnostics: exact ranges, severity, code, text in the client's language."""

from __future__ import annotations

import re
from dataclasses import dataclass

from lsprotocol import types

from engine.errors import Problem, Severity
from schema.lsp.document import Document
from schema.lsp.scan import Node
from schema.lsp.vocabulary import ref_kind

SOURCE = "patstudio"
_SEVERITY = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
}
# Problems about the element itself (its name or place), not about the value it holds.
TAG_CODES = frozenset(
    {
        "xsd-root",
        "xsd-unknown-tag",
        "xsd-misplaced-tag",
        "xsd-missing-attribute",
        "xsd-text",
        "missing-tag",
        "tag-order",
        "too-many-variants",
        "regel-before-regelwerk",
        "no-stock",
        "stock-not-first",
        "max-missing",
        "off-window",
        "overlap",
        "action-never-runs",
        "level-bounds",
    }
)
# Problems about a name: the span is the attribute's name, not its value.
NAME_CODES = frozenset({"xsd-unknown-attribute"})
_WORD = re.compile(r"[^\s<>]+")


def render_message(problem: Problem, language: str) -> str:
    """The text shown for a problem; the single place where diagnostic text is produced."""
    return problem.localized(language).message


def _offset(doc: Document, problem: Problem) -> int:
    if problem.code.startswith("xml-"):
        # libxml2 counts columns in bytes of the line.
        return doc.index.from_line_byte(problem.line, problem.column)
    # The reader drops a byte order mark that the client may have kept in the text.
    bom = int(problem.line == 1 and doc.text.startswith("\ufeff"))
    return doc.index.from_line_col(problem.line, problem.column + bom)


def _narrow(node: Node, attr: str | None, start: int, end: int, doc: Document) -> tuple[int, int]:
    """Within a list of field references, the span of the first one that names no field."""
    if ref_kind(node, attr) not in ("field", "fieldref"):
        return start, end
    defined = doc.ids.definitions("field")
    for o in doc.ids.within(start, end):
        if o.kind == "field" and o.name not in defined:
            return o.start, o.end
    return start, end


def locate(doc: Document, problem: Problem) -> tuple[int, int, Node | None, str | None]:
    """(start, end, element, attribute) of what a problem is about, as offsets in the text."""
    offset = _offset(doc, problem)
    scan = doc.scan
    if problem.code.startswith("xml-") or problem.code == "io":
        mark = scan.mark_around(offset)
        if mark is not None:
            return mark[0], mark[1], None, None
        return (*_word(doc, offset), None, None)
    node = scan.element_at(offset)
    if node is not None:
        if problem.code not in TAG_CODES and not node.children and node.closed:
            start, end = scan.text_span(node)
            if end > start:
                return (*_narrow(node, None, start, end, doc), node, None)
        return node.start + 1, node.name_end, node, None
    holder = scan.node_at(offset)
    for attr in holder.attrs:
        if attr.start == offset:
            if problem.code in NAME_CODES or attr.value_start < 0:
                return attr.start, attr.end, holder, attr.name
            start, end = _narrow(holder, attr.name, attr.value_start, attr.value_end, doc)
            return start, end, holder, attr.name
    return (*_word(doc, offset), None, None)


def _word(doc: Document, offset: int) -> tuple[int, int]:
    """The word at an offset, else the next one on its line, else the character before it."""
    text = doc.text
    match = _WORD.match(text, offset)
    if match is None:
        stop = text.find("\n", offset)
        match = _WORD.search(text, offset, len(text) if stop < 0 else stop)
    if match is not None:
        return match.start(), match.end()
    return max(offset - 1, 0), offset


@dataclass(frozen=True, slots=True)
class Finding:
    """A problem with the diagnostic shown for it and what it points at (quick fixes are
    worked out from these only when the client asks for code actions)."""

    diagnostic: types.Diagnostic
    problem: Problem
    start: int
    end: int
    node: Node | None
    attr: str | None


def findings(doc: Document, language: str = "en") -> list[Finding]:
    """Every problem of the document as a located diagnostic."""
    found = []
    for problem in doc.problems:
        try:
            start, end, node, attr = locate(doc, problem)
        except (ValueError, IndexError, RecursionError):
            # Never lose a problem over its range: fall back to the start of its line.
            start = end = doc.index.from_line_col(problem.line, 1)
            node, attr = None, None
        diagnostic = types.Diagnostic(
            range=doc.range(start, end),
            message=render_message(problem, language),
            severity=_SEVERITY[problem.severity],
            code=problem.code,
            source=SOURCE,
        )
        found.append(Finding(diagnostic, problem, start, end, node, attr))
    return found
