"""XML syntax highlighting for the source view."""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QFont, QSyntaxHighlighter, QTextCharFormat, QTextDocument


def _format(color: str, bold: bool = False, italic: bool = False) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setForeground(QColor(color))
    if bold:
        fmt.setFontWeight(QFont.Weight.DemiBold)
    fmt.setFontItalic(italic)
    return fmt


class XmlHighlighter(QSyntaxHighlighter):
    """Colours tags, attributes, values, comments and entities (multi-line comments too)."""

    _TAG = re.compile(r"</?([\w:.-]+)|/?>")
    _ATTR = re.compile(r"([\w:.-]+)\s*=\s*(\"[^\"]*\"?|'[^']*'?)")
    _ENTITY = re.compile(r"&[#\w]+;")
    _DECL = re.compile(r"<\?.*?\?>")

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        self.tag = _format("#1a5fb4", bold=True)
        self.bracket = _format("#5e6c84")
        self.attr = _format("#9c4221")
        self.value = _format("#2f7d32")
        self.comment = _format("#8a8f98", italic=True)
        self.entity = _format("#a3007a")
        self.decl = _format("#7a5ea8")

    def highlightBlock(self, text: str) -> None:  # noqa: N802 - Qt override
        """Colour one line; state 1 means 'inside a comment'."""
        start = 0
        if self.previousBlockState() == 1:
            end = text.find("-->")
            if end < 0:
                self.setFormat(0, len(text), self.comment)
                self.setCurrentBlockState(1)
                return
            self.setFormat(0, end + 3, self.comment)
            start = end + 3
        self.setCurrentBlockState(0)
        for match in self._DECL.finditer(text, start):
            self.setFormat(match.start(), match.end() - match.start(), self.decl)
        for match in self._ENTITY.finditer(text, start):
            self.setFormat(match.start(), match.end() - match.start(), self.entity)
        position = start
        while position < len(text):
            open_comment = text.find("<!--", position)
            lt = text.find("<", position)
            if lt < 0:
                break
            if lt == open_comment:
                end = text.find("-->", lt + 4)
                if end < 0:
                    self.setFormat(lt, len(text) - lt, self.comment)
                    self.setCurrentBlockState(1)
                    return
                self.setFormat(lt, end + 3 - lt, self.comment)
                position = end + 3
                continue
            if text.startswith("<?", lt):
                end = text.find("?>", lt)
                position = len(text) if end < 0 else end + 2
                continue
            gt = text.find(">", lt)
            stop = len(text) if gt < 0 else gt + 1
            self._tag(text, lt, stop)
            position = stop

    def _tag(self, text: str, start: int, stop: int) -> None:
        chunk = text[start:stop]
        name = re.match(r"</?([\w:.-]+)", chunk)
        self.setFormat(start, 1 + chunk.startswith("</"), self.bracket)
        if name:
            self.setFormat(start + name.start(1), len(name.group(1)), self.tag)
            rest = name.end()
            for match in self._ATTR.finditer(chunk, rest):
                self.setFormat(start + match.start(1), len(match.group(1)), self.attr)
                self.setFormat(start + match.start(2), len(match.group(2)), self.value)
        if chunk.endswith(">"):
            width = 2 if chunk.endswith("/>") else 1
            self.setFormat(stop - width, width, self.bracket)
