"""One open document: its text and version, with parse, scan and check results cached."""

from __future__ import annotations

import re
from functools import cached_property

from lsprotocol import types

from engine.errors import Problem
from engine.xmlread import MAX_BYTES
from schema import check_bytes
from schema.lsp.ids import IdIndex
from schema.lsp.scan import Scan
from schema.lsp.textindex import TextIndex

_DECLARED = re.compile(r"^\s*<\?xml[^>]*encoding\s*=\s*[\"']([A-Za-z0-9._-]+)[\"']")


class Document:
    """A snapshot of an open file; every derived result is computed once, when first asked."""

    def __init__(self, uri: str, text: str, version: int | None, encoding: str = "utf-16") -> None:
        self.uri = uri
        self.text = text
        self.version = version
        self.encoding = encoding

    @property
    def too_large(self) -> bool:
        """Files over the reader's size limit are only reported, never scanned."""
        return len(self.text) > MAX_BYTES

    @cached_property
    def index(self) -> TextIndex:
        """Offsets and LSP positions."""
        return TextIndex(self.text, self.encoding)

    @cached_property
    def scan(self) -> Scan:
        """The tolerant element tree (empty for oversized files)."""
        return Scan("" if self.too_large else self.text)

    @cached_property
    def ids(self) -> IdIndex:
        """Id definitions and references."""
        return IdIndex(self.scan)

    def range(self, start: int, end: int) -> types.Range:
        """The LSP range between two offsets."""
        first, last = self.index.position(start), self.index.position(end)
        return types.Range(start=types.Position(*first), end=types.Position(*last))

    def data(self) -> bytes:
        """The text as bytes, in the encoding its XML declaration names (else UTF-8)."""
        match = _DECLARED.match(self.text)
        if match:
            try:
                return self.text.encode(match.group(1))
            except (LookupError, UnicodeError):
                pass
        return self.text.encode("utf-8", "surrogatepass")

    @cached_property
    def problems(self) -> list[Problem]:
        """What `patstudio lint` reports for this text (XSD and lint rules)."""
        return check_bytes(self.data())
