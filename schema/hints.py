"""Turn load failures (malformed or hostile XML) into one problem with a helpful hint."""

from __future__ import annotations

import re

from engine.errors import LoadError, Problem, Severity

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


def hint_for(error: LoadError, data: bytes | None) -> str | None:
    """A hint for the common slips behind a load error, or None."""
    message = error.message
    source = _line_text(data, error.line)
    broken = re.search(r"</([A-Za-z]\w*)\s*<", source)
    if broken:
        return f"the end tag </{broken.group(1)}< must end with '>': write </{broken.group(1)}>"
    mismatch = re.search(r"Opening and ending tag mismatch: (\w+) line \d+ and (\w+)", message)
    if mismatch:
        opened, closed = mismatch.groups()
        return (
            f"<{opened}> is closed by </{closed}>: write </{opened}> (or open a <{closed}> first)"
        )
    if re.search(r"<[A-Za-z]\w*(\s[^<>]*)?>>", source) or re.search(r"\s>>", source):
        return "there is a stray '>' after a start tag: delete the extra '>'"
    if "Extra content at the end" in message:
        return "something follows </spiel>: a game file has exactly one <spiel> element"
    if "Premature end of data" in message or "EndTag: '</' not found" in message:
        return "the file ends before every tag is closed: check for a missing end tag"
    if "AttValue" in message or "attributes construct error" in message:
        return "attribute values need quotes: write x=\"2\", with no spaces around '='"
    if "Start tag expected" in message or "Document is empty" in message:
        return "this is not an XML game file (it should start with <spiel ...>)"
    if any(word in message for word in _ENCODING_WORDS):
        return (
            "the file is not valid UTF-8: save it as UTF-8, or declare its encoding, e.g. "
            '<?xml version="1.0" encoding="ISO-8859-1"?>'
        )
    if "xmlParseEntityRef" in message or "EntityRef" in message:
        return "a bare '&' must be written as &amp;"
    return None


def load_problem(error: LoadError, data: bytes | None = None) -> Problem:
    """The single problem reported for a file that could not be read or parsed."""
    code = error.code
    message = error.message
    hint = hint_for(error, data) if code == "xml-syntax" else None
    if code == "xml-syntax" and hint and "UTF-8" in hint:
        code = "xml-encoding"
    elif code == "xml-syntax" and data is not None and b"<!DOCTYPE" in data[:4096]:
        code = "xml-doctype"
        hint = "DOCTYPE declarations (DTDs, entities) are refused for safety: delete the block"
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
    if hint:
        message = f"{message}; {hint}"
    return Problem(
        Severity.ERROR, code, message, max(error.line, 1), max(error.column, 1), error.path, hint
    )
