"""Source text of a document: node spans, line index, escaping and minimal text edits."""

from __future__ import annotations

import codecs
import copy
import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass

from lxml import etree

_TOKEN = re.compile(
    r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>|<!DOCTYPE(?:[^\[>]|\[.*?\])*>|</[^>]*>"
    r"|<[^\s/>!?]+(?:\s+[^\s=/>]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*\s*/?>",
    re.S,
)
_ATTR = re.compile(r"(\s+)([^\s=/>]+)(\s*=\s*)(\"[^\"]*\"|'[^']*')")
_DECL_ENCODING = re.compile(rb"^\s*<\?xml[^>]*encoding\s*=\s*[\"']([A-Za-z0-9._-]+)[\"']")


def _lossless_errors(exc: UnicodeError) -> tuple[str | bytes, int]:
    """Codec error handler: undecodable bytes round-trip, unencodable chars become references."""
    if isinstance(exc, UnicodeDecodeError):
        return codecs.surrogateescape_errors(exc)
    if isinstance(exc, UnicodeEncodeError):
        chunk = exc.object[exc.start : exc.end]
        if all(0xDC80 <= ord(ch) <= 0xDCFF for ch in chunk):
            return codecs.surrogateescape_errors(exc)
        return codecs.xmlcharrefreplace_errors(exc)
    raise exc


codecs.register_error("patstudio", _lossless_errors)


def detect_encoding(data: bytes) -> str:
    """The encoding the hardened reader uses for these bytes (BOM, declaration or UTF-8)."""
    if data.startswith(b"\xef\xbb\xbf"):
        return "utf-8-sig"
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"
    match = _DECL_ENCODING.match(data)
    name = match.group(1).decode("ascii") if match else "utf-8"
    try:
        codecs.lookup(name)
    except LookupError:
        return "utf-8"
    return name


def decode(data: bytes, encoding: str) -> str:
    """Decode file bytes so that `encode` gives the same bytes back."""
    return data.decode(encoding, errors="patstudio")


def encode(text: str, encoding: str) -> bytes:
    """Encode document text; characters the encoding lacks become character references."""
    return text.encode(encoding, errors="patstudio")


def detect_newline(text: str) -> str:
    """The dominant line ending of a text."""
    crlf = text.count("\r\n")
    return "\r\n" if crlf and crlf * 2 >= text.count("\n") else "\n"


def detect_indent(text: str) -> str:
    """The indentation unit of a text (a tab, or the smallest run of spaces before a tag)."""
    sizes = []
    for match in re.finditer(r"(?m)^([ \t]+)<", text):
        lead = match.group(1)
        if "\t" in lead:
            return "\t"
        sizes.append(len(lead))
        if len(sizes) > 200:
            break
    return " " * min(sizes) if sizes else "  "


def escape_text(value: str) -> str:
    """Escape character data."""
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def escape_attribute(value: str, quote: str = '"') -> str:
    """Escape an attribute value for the given quote character."""
    out = escape_text(value).replace("\t", "&#9;").replace("\n", "&#10;").replace("\r", "&#13;")
    return out.replace('"', "&quot;") if quote == '"' else out.replace("'", "&apos;")


@dataclass(slots=True)
class Span:
    """Where one node sits in the text: start tag, content and end tag offsets."""

    start: int
    head_end: int
    tail_start: int
    end: int

    @property
    def empty_tag(self) -> bool:
        """True for `<tag/>` (and for comments and processing instructions)."""
        return self.head_end == self.end


@dataclass(frozen=True, slots=True)
class TextEdit:
    """Replace `old` at `offset` by `new`; reversible."""

    offset: int
    old: str
    new: str

    def apply(self, text: str) -> str:
        """The text with this edit made."""
        return text[: self.offset] + self.new + text[self.offset + len(self.old) :]

    def revert(self, text: str) -> str:
        """The text with this edit taken back."""
        return text[: self.offset] + self.old + text[self.offset + len(self.new) :]


def scan(text: str) -> list[Span]:
    """Spans of the root element and every node inside it, in document order."""
    nodes: list[Span] = []
    stack: list[Span] = []
    for match in _TOKEN.finditer(text):
        token = match.group()
        start, end = match.span()
        second = token[1]
        if second == "!" and token.startswith("<!--") or second == "?":
            if stack:
                nodes.append(Span(start, end, end, end))
        elif second == "!":
            continue
        elif second == "/":
            if stack:
                span = stack.pop()
                span.tail_start, span.end = start, end
        else:
            span = Span(start, end, end, end)
            if stack or not nodes:
                nodes.append(span)
            if not token.endswith("/>"):
                stack.append(span)
    return nodes


def diff(old: str, new: str) -> TextEdit:
    """The single smallest region edit that turns `old` into `new`."""
    limit = min(len(old), len(new))
    prefix = _common_length(old, new, limit, lambda a, n: a[:n])
    rest = limit - prefix
    suffix = _common_length(old, new, rest, lambda a, n: a[len(a) - n :])
    return TextEdit(prefix, old[prefix : len(old) - suffix], new[prefix : len(new) - suffix])


def _common_length(a: str, b: str, limit: int, cut: Callable[[str, int], str]) -> int:
    """Longest n <= limit with cut(a, n) == cut(b, n), by binary search (slices compare in C)."""
    low, high = 0, limit
    while low < high:
        middle = (low + high + 1) // 2
        if cut(a, middle) == cut(b, middle):
            low = middle
        else:
            high = middle - 1
    return low


class LineIndex:
    """Converts between offsets and 1-based (line, column) positions."""

    def __init__(self, text: str) -> None:
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def position(self, offset: int) -> tuple[int, int]:
        """1-based line and column of an offset."""
        line = bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1

    def offset(self, line: int, column: int = 1) -> int:
        """Offset of a 1-based line and column (clamped)."""
        line = min(max(line, 1), len(self.starts))
        return self.starts[line - 1] + max(column - 1, 0)


def line_indent(text: str, offset: int) -> str | None:
    """Whitespace between the line start and `offset`, or None when other text precedes it."""
    begin = text.rfind("\n", 0, offset) + 1
    lead = text[begin:offset]
    return lead if lead.strip() == "" else None


def attribute_edit(text: str, span: Span, name: str, value: str | None) -> TextEdit:
    """Edit that sets (or with None removes) an attribute inside a start tag."""
    head = text[span.start : span.head_end]
    for match in _ATTR.finditer(head):
        if match.group(2) != name:
            continue
        if value is None:
            return TextEdit(span.start + match.start(), match.group(), "")
        quote = match.group(4)[0]
        begin = span.start + match.start(4)
        return TextEdit(begin, match.group(4), quote + escape_attribute(value, quote) + quote)
    if value is None:
        return TextEdit(span.start, "", "")
    close = span.head_end - (2 if head.endswith("/>") else 1)
    while close > span.start and text[close - 1] in " \t\r\n":
        close -= 1
    return TextEdit(close, "", f' {name}="{escape_attribute(value)}"')


def text_edit(text: str, span: Span, tag: str, value: str, first_child: Span | None) -> TextEdit:
    """Edit that sets the leading text of an element (before its first child)."""
    escaped = escape_text(value)
    if span.empty_tag:
        head = text[span.start : span.head_end]
        if not escaped:
            return TextEdit(span.start, "", "")
        cut = len(head) - 2
        while cut > 0 and head[cut - 1] in " \t\r\n":
            cut -= 1
        return TextEdit(span.start, head, head[:cut] + ">" + escaped + f"</{tag}>")
    stop = first_child.start if first_child is not None else span.tail_start
    return TextEdit(span.head_end, text[span.head_end : stop], escaped)


def markup_of(element: etree._Element, indent: str, unit: str | None, newline: str) -> str:
    """Fresh markup for a new element, indented to sit at `indent` (one line if no unit)."""
    clone = copy.deepcopy(element)
    clone.tail = None
    if isinstance(clone.tag, str):
        etree.cleanup_namespaces(clone)
        if unit is not None:
            etree.indent(clone, space=unit)
    raw = etree.tostring(clone, encoding="unicode")
    return (newline + indent).join(raw.split("\n"))


def reindent(markup: str, old: str | None, new: str) -> str:
    """Shift the continuation lines of a piece of source from one indentation to another."""
    if old is None or old == new:
        return markup
    lines = re.split(r"(\r?\n)", markup)
    for i in range(2, len(lines), 2):
        if lines[i].startswith(old):
            lines[i] = new + lines[i][len(old) :]
    return "".join(lines)
