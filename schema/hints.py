"""Turn load failures (malformed or hostile XML) into one problem with a helpful hint."""

from __future__ import annotations

import re

from engine.errors import LoadError, Problem, Severity
from engine.messages import Message, msg

_ENCODING_WORDS = (
    "not proper UTF-8",
    "encoding",
    "Input is not proper",
    "Char 0x",
    "invalid character",
    "Document labelled UTF-16",
)


def _line_text(data: bytes | None, line: int) -> str:
    if not data:
        return ""
    lines = data.decode("utf-8", errors="replace").splitlines()
    return lines[line - 1] if 0 < line <= len(lines) else ""


def hint_for(error: LoadError, data: bytes | None) -> Message | None:
    """A hint for the common slips behind a load error, or None."""
    message = error.message
    source = _line_text(data, error.line)
    broken = re.search(r"</([A-Za-z]\w*)\s*<", source)
    if broken:
        return msg("fix.end-tag", tag=broken.group(1))
    mismatch = re.search(r"Opening and ending tag mismatch: (\w+) line \d+ and (\w+)", message)
    if mismatch:
        opened, closed = mismatch.groups()
        return msg("fix.mismatch", opened=opened, closed=closed)
    if re.search(r"<[A-Za-z]\w*(\s[^<>]*)?>>", source) or re.search(r"\s>>", source):
        return msg("fix.stray-gt")
    if "Extra content at the end" in message:
        return msg("fix.after-spiel")
    if "Premature end of data" in message or "EndTag: '</' not found" in message:
        return msg("fix.unclosed")
    if "AttValue" in message or "attributes construct error" in message:
        return msg("fix.quotes")
    if "Start tag expected" in message or "Document is empty" in message:
        return msg("fix.not-xml")
    if any(word in message for word in _ENCODING_WORDS):
        return msg("fix.encoding")
    if "xmlParseEntityRef" in message or "EntityRef" in message:
        return msg("fix.ampersand")
    return None


def load_problem(error: LoadError, data: bytes | None = None) -> Problem:
    """The single problem reported for a file that could not be read or parsed."""
    code = error.code
    hint = hint_for(error, data) if code == "xml-syntax" else None
    if code == "xml-syntax" and hint is not None and hint.code == "fix.encoding":
        code = "xml-encoding"
    elif code == "xml-syntax" and data is not None and b"<!DOCTYPE" in data[:4096]:
        code = "xml-doctype"
        hint = msg("fix.doctype")
    if code not in (
        "xml-syntax",
        "xml-too-large",
        "xml-too-deep",
        "xml-binary",
        "xml-doctype",
        "xml-entity",
        "xml-encoding",
        "io",
    ):
        code = "xml-syntax"
    line, column = max(error.line, 1), max(error.column, 1)
    return Problem.of(Severity.ERROR, code, error.text, line, column, error.path, hint)
