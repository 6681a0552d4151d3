"""Exact 1-based line/column of elements and attributes, even with many tags on one line."""

from __future__ import annotations

import bisect
import re
from functools import cache

from lxml import etree

from engine.xmlread import ParsedFile


@cache
def _markup() -> re.Pattern[str]:
    """Tags, comments and the like (compiled when a place is first wanted: a clean file
    never needs one, and compiling costs a start of `patstudio lint` some 0.15 ms)."""
    return re.compile(
        r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>|<![^>]*>|</[^>]*>|<([A-Za-z_:][-\w.:]*)",
        re.DOTALL,
    )


@cache
def _attr() -> re.Pattern[str]:
    """One attribute and its quoted value (compiled when first wanted, as `_markup`)."""
    return re.compile(r"\s*([^\s=/>]+)\s*=\s*(\"[^\"]*\"|'[^']*')")


class Locator:
    """Maps lxml elements (and their attributes) to places in the source text."""

    def __init__(self, parsed: ParsedFile) -> None:
        self.parsed = parsed
        self.text = parsed.source.text
        self._scanned = False
        self._line_starts: list[int] = []
        self._table: dict[etree._Element, int] = {}

    @property
    def _offsets(self) -> dict[etree._Element, int]:
        """Element -> offset of its `<`, scanned on the first question (a clean file never
        asks, so batch checking skips the scan)."""
        if not self._scanned:
            self._scanned = True
            text = self.text
            self._line_starts = [0]
            self._line_starts.extend(m.end() for m in re.finditer("\n", text))
            starts = [m.start() for m in _markup().finditer(text) if m.group(1)]
            elements = [e for e in self.parsed.root.iter() if isinstance(e.tag, str)]
            if len(starts) == len(elements):
                self._table = dict(zip(elements, starts, strict=True))
        return self._table

    def _line_col(self, offset: int) -> tuple[int, int]:
        starts = self._line_starts
        line = bisect.bisect_right(starts, offset)
        return line, offset - starts[line - 1] + 1

    def position(self, element: etree._Element, attr: str | None = None) -> tuple[int, int]:
        """(line, column) of an element's `<`, or of `attr=` inside its start tag."""
        offset = self._offsets.get(element)
        if offset is None:
            return self.parsed.position(element, attr)
        if attr is not None:
            pos = offset + 1 + len(self._qname(element))
            while True:
                match = _attr().match(self.text, pos)
                if match is None:
                    break
                if self._local(match.group(1)) == self._local(attr):
                    return self._line_col(match.start(1))
                pos = match.end()
        return self._line_col(offset)

    def end_of_start_tag(self, element: etree._Element) -> tuple[int, int]:
        """(line, column) just after an element's start tag (where its content begins)."""
        offset = self._offsets.get(element)
        if offset is None:
            return self.parsed.position(element)
        end = self.text.find(">", offset)
        return self._line_col(end + 1 if end >= 0 else offset)

    @staticmethod
    def _local(name: str) -> str:
        return name.split("}")[-1].split(":")[-1]

    def _qname(self, element: etree._Element) -> str:
        offset = self._offsets[element]
        match = _markup().match(self.text, offset)
        return match.group(1) if match and match.group(1) else str(element.tag)
