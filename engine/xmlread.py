"""Hardened XML reading: no entities, no DTDs, no network, size and depth limits."""

from __future__ import annotations

import re
from functools import cache, cached_property
from pathlib import Path

from lxml import etree

from engine.errors import LoadError
from engine.fastdc import dataclass
from engine.messages import Message, msg

MAX_BYTES = 4 * 1024 * 1024
"""Largest game file we read; real files are a few kilobytes."""
MAX_DEPTH = 64
"""Deepest element nesting we accept; real files nest fewer than ten levels."""
MAX_ELEMENTS = 100_000
"""Most elements we accept in one file."""


def _parser() -> etree.XMLParser:
    """A fresh parser that never resolves entities or touches the network."""
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        huge_tree=False,
        remove_comments=False,
        remove_pis=False,
        remove_blank_text=False,
        collect_ids=False,
    )


@dataclass(frozen=True)
class SourceText:
    """The decoded text of a file, for turning lxml positions into columns."""

    text: str

    @cached_property
    def lines(self) -> list[str]:
        """The text's lines, split on the first question (a clean file never asks)."""
        return self.text.splitlines()

    @classmethod
    def from_bytes(cls, data: bytes, encoding: str | None = None) -> SourceText:
        """Decode bytes the way the parser did (declared encoding or UTF-8)."""
        enc = encoding or "utf-8"
        try:
            text = data.decode(enc, errors="replace")
        except LookupError:
            text = data.decode("utf-8", errors="replace")
        return cls(text)

    def element_column(self, line: int, tag: str) -> int:
        """1-based column of `<tag` on a line (1 when not found)."""
        if not 0 < line <= len(self.lines):
            return 1
        pos = self.lines[line - 1].find("<" + tag)
        return pos + 1 if pos >= 0 else 1

    def attribute_position(self, line: int, tag: str, attr: str) -> tuple[int, int]:
        """1-based (line, column) of `attr=` inside the start tag beginning on `line`."""
        pattern = re.compile(r"(?<![\w:-])" + re.escape(attr) + r"\s*=")
        for offset in range(0, 8):
            idx = line - 1 + offset
            if idx >= len(self.lines):
                break
            text = self.lines[idx]
            start = text.find("<" + tag) if offset == 0 else 0
            match = pattern.search(text, max(start, 0))
            if match:
                return idx + 1, match.start() + 1
            if ">" in text[max(start, 0) :]:
                break
        return line, self.element_column(line, tag)


@dataclass(frozen=True)
class ParsedFile:
    """A parsed game file: the lxml tree plus what is needed to report places."""

    tree: etree._ElementTree
    source: SourceText
    path: str | None
    encoding: str

    @property
    def root(self) -> etree._Element:
        """The root element (normally `spiel`)."""
        return self.tree.getroot()

    def position(self, element: etree._Element, attr: str | None = None) -> tuple[int, int]:
        """1-based (line, column) of an element, or of one of its attributes."""
        line = element.sourceline or 0
        tag = element.tag if isinstance(element.tag, str) else ""
        if attr is not None:
            return self.source.attribute_position(line, tag, attr)
        return line, self.source.element_column(line, tag)


def _declared_encoding(data: bytes) -> str | None:
    """Encoding named in the XML declaration, if any."""
    match = re.match(rb"^\s*<\?xml[^>]*encoding\s*=\s*[\"']([A-Za-z0-9._-]+)[\"']", data)
    return match.group(1).decode("ascii") if match else None


_LIBXML = (
    (r"Document is empty", "libxml.empty"),
    (r"Start tag expected, '<' not found", "libxml.start-tag"),
    (r"Extra content at the end of the document", "libxml.extra-content"),
    (
        r"Opening and ending tag mismatch: (?P<opened>\S+) line (?P<line>\d+) and (?P<closed>\S+)",
        "libxml.mismatch",
    ),
    (r"Premature end of data in tag (?P<tag>\S+) line (?P<line>\d+)", "libxml.premature-end"),
    (r"EndTag: '</' not found", "libxml.end-tag"),
    (
        r"Couldn't find end of Start Tag (?P<tag>\S+) line (?P<line>\d+)",
        "libxml.unclosed-start",
    ),
    (r"expected '>'", "libxml.expected-gt"),
    (r"AttValue: \" or ' expected", "libxml.attvalue"),
    (r"attributes construct error", "libxml.attributes"),
    (r"Specification mandates value for attribute (?P<name>\S+)", "libxml.attribute-value"),
    (r"xmlParseEntityRef: no name", "libxml.entity-name"),
    (r"EntityRef: expecting ';'", "libxml.entity-semicolon"),
    (r"Invalid bytes in character encoding", "libxml.bad-bytes"),
    (r"Unsupported encoding: (?P<name>.+)", "libxml.unsupported-encoding"),
    (r"Input is not proper UTF-8, indicate encoding !(?P<rest>.*)", "libxml.not-utf8"),
    (
        r"Excessive depth in document: (?P<depth>.+), use XML_PARSE_HUGE option",
        "libxml.too-deep",
    ),
    (r"StartTag: invalid element name", "libxml.bad-name"),
    (r"Unescaped '<' not allowed in attributes values", "libxml.lt-in-attribute"),
    (r"Comment not terminated", "libxml.comment"),
    (r"Attribute (?P<name>\S+) redefined", "libxml.attribute-twice"),
    (r"Char 0x(?P<code>[0-9A-Fa-f]+) out of allowed range", "libxml.bad-char"),
)
"""libxml2's English reports of the common slips, read into codes where the parser raises
them (any other report is kept as its own text, `xml.detail`)."""


@cache
def _libxml_patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """`_LIBXML` compiled, on the first malformed file (most runs meet none)."""
    return tuple((re.compile(pattern), code) for pattern, code in _LIBXML)


def libxml_message(text: str) -> Message:
    """A libxml2 parser report as a message with a code."""
    for pattern, code in _libxml_patterns():
        match = pattern.fullmatch(text)
        if match is not None:
            return Message(code, match.groupdict())
    return msg("xml.detail", detail=text)


def parse_bytes(data: bytes, path: str | None = None) -> ParsedFile:
    """Parse game-file bytes safely; raise LoadError with line and column on any problem."""
    if len(data) > MAX_BYTES:
        raise LoadError(
            msg("xml.too-large", size=len(data), limit=MAX_BYTES),
            path=path,
            line=1,
            column=1,
            code="xml-too-large",
        )
    if data.startswith(b"\xef\xbb\xbf"):
        encoding = "utf-8-sig"
    elif data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        encoding = "utf-16"
    else:
        encoding = _declared_encoding(data) or "utf-8"
    if b"\x00" in data and encoding != "utf-16":
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise LoadError(
            msg("xml.binary"),
            path=path,
            line=line,
            column=1,
            code="xml-binary",
        )
    try:
        head = data[:4096].decode(encoding, errors="ignore")
    except LookupError:  # an unknown declared encoding: the parser reports it below
        head = data[:4096].decode("latin-1")
    if "<!DOCTYPE" in head.split("<spiel", 1)[0]:
        line = head[: head.index("<!DOCTYPE")].count("\n") + 1
        raise LoadError(
            msg("xml.doctype"),
            path=path,
            line=line,
            column=1,
            code="xml-doctype",
        )
    try:
        tree = etree.ElementTree(etree.fromstring(data, _parser()))
    except etree.XMLSyntaxError as exc:
        line, column = exc.position if exc.position else (exc.lineno or 1, 1)
        message = str(exc.msg or exc).strip()
        message = re.sub(r",\s*line \d+, column \d+$", "", message)
        raise LoadError(
            libxml_message(message),
            path=path,
            line=max(line, 1),
            column=max(column, 1),
            code="xml-syntax",
        ) from None
    except ValueError as exc:  # e.g. unicode strings with encoding declarations
        raise LoadError(str(exc), path=path, line=1, column=1, code="xml-syntax") from None
    docinfo = tree.docinfo
    if docinfo.doctype or docinfo.internalDTD is not None:
        raise LoadError(
            msg("xml.doctype"),
            path=path,
            line=1,
            column=1,
            code="xml-doctype",
        )
    _check_shape(tree.getroot(), path, len(data))
    return ParsedFile(tree, SourceText.from_bytes(data, encoding), path, encoding)


_TOO_DEEP = etree.XPath("/*" * (MAX_DEPTH + 1))
"""Elements below the allowed depth (evaluated in C: cheaper than walking the tree in Python)."""
_COUNT = etree.XPath("count(//node())")


def _check_shape(root: etree._Element, path: str | None, size: int) -> None:
    """Refuse trees that are too deep or too large, and any entity references (`size`: the
    file's length in bytes)."""
    entity = next(root.iter(etree.Entity), None)
    if entity is not None:
        raise LoadError(
            msg("xml.entity", name=entity.name),
            path=path,
            line=entity.sourceline or 1,
            column=1,
            code="xml-entity",
        )
    # Every node starts at a byte of its own (entities, which could expand, are refused
    # above): a file shorter than the limit cannot hold too many, and is not counted.
    if size + 1 > MAX_ELEMENTS and int(_COUNT(root)) + 1 > MAX_ELEMENTS:
        raise LoadError(
            msg("xml.too-many", limit=MAX_ELEMENTS),
            path=path,
            line=root.sourceline or 1,
            column=1,
            code="xml-too-large",
        )
    deep = _TOO_DEEP(root)
    if deep:
        raise LoadError(
            msg("xml.too-deep", limit=MAX_DEPTH),
            path=path,
            line=deep[0].sourceline or 1,
            column=1,
            code="xml-too-deep",
        )


def parse_file(path: str | Path) -> ParsedFile:
    """Read and parse a game file; unreadable files raise LoadError too."""
    name = str(path)
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        why = msg("xml.cannot-read", why=str(exc.strerror or exc))
        raise LoadError(why, path=name, code="io") from None
    return parse_bytes(data, name)
