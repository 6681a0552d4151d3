"""Offsets in a text and LSP positions (line, character in UTF-8/16/32 code units)."""

from __future__ import annotations

import bisect
import re

_BREAK = re.compile(r"\r\n|\r|\n")


class TextIndex:
    """Line starts of one text, for converting offsets to LSP positions and back."""

    def __init__(self, text: str, encoding: str = "utf-16") -> None:
        self.text = text
        self.encoding = encoding
        self.line_starts = [0]
        self.line_starts.extend(m.end() for m in _BREAK.finditer(text))
        # Pure-ASCII text (most game files) needs no unit counting at all.
        self.ascii = text.isascii()

    @property
    def line_count(self) -> int:
        """Number of lines (a final line break starts one more, empty line)."""
        return len(self.line_starts)

    def line_end(self, line: int) -> int:
        """Offset of the end of a 0-based line, before its line break."""
        if line + 1 < len(self.line_starts):
            end = self.line_starts[line + 1]
            while end > self.line_starts[line] and self.text[end - 1] in "\r\n":
                end -= 1
            return end
        return len(self.text)

    def _units(self, chunk: str) -> int:
        if self.ascii:
            return len(chunk)
        if self.encoding == "utf-8":
            return len(chunk.encode("utf-8", "surrogatepass"))
        if self.encoding == "utf-32":
            return len(chunk)
        return len(chunk) + sum(1 for c in chunk if ord(c) > 0xFFFF)

    def position(self, offset: int) -> tuple[int, int]:
        """0-based (line, character) of an offset (clamped to the text)."""
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self.line_starts, offset) - 1
        start = self.line_starts[line]
        offset = min(offset, max(self.line_end(line), start))
        return line, self._units(self.text[start:offset])

    def offset(self, line: int, character: int) -> int | None:
        """Offset of a 0-based LSP position; None when the line is past the end."""
        if line < 0 or character < 0 or line >= len(self.line_starts):
            return None
        start, end = self.line_starts[line], self.line_end(line)
        if self.ascii or self.encoding == "utf-32":
            return min(start + character, end)
        units = 0
        for index in range(start, end):
            if units >= character:
                return index
            units += self._units(self.text[index])
        return end

    def from_line_col(self, line: int, column: int) -> int:
        """Offset of a 1-based line and 1-based code point column (as in Problem records)."""
        line = max(1, min(line, len(self.line_starts)))
        start = self.line_starts[line - 1]
        return min(start + max(column, 1) - 1, self.line_end(line - 1))

    def from_line_byte(self, line: int, column: int) -> int:
        """Offset of a 1-based line and 1-based UTF-8 byte column (as libxml2 reports)."""
        line = max(1, min(line, len(self.line_starts)))
        start, end = self.line_starts[line - 1], self.line_end(line - 1)
        raw = self.text[start:end].encode("utf-8", "surrogatepass")[: max(column, 1) - 1]
        return start + len(raw.decode("utf-8", "ignore"))
