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

    _TOKENS = re.compile(
        r"(?P<comment><!--.*?(?:-->|$))"
        r"|(?P<decl><\?.*?(?:\?>|$))"
        r"|(?P<open></?)(?P<tag>[\w:.-]+)"
        r"|(?P<attr>[\w:.-]+)(?P<eq>\s*=\s*)(?P<value>\"[^\"]*\"?|'[^']*'?)"
        r"|(?P<close>/?>)"
        r"|(?P<entity>&[#\w]+;)"
    )

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
        """Colour one line in one regex pass; state 1 means 'inside a comment', 2 'inside a tag'."""
        position = 0
        in_tag = self.previousBlockState() == 2
        if self.previousBlockState() == 1:
            end = text.find("-->")
            if end < 0:
                self.setFormat(0, len(text), self.comment)
                self.setCurrentBlockState(1)
                return
            self.setFormat(0, end + 3, self.comment)
            position = end + 3
        state = 0
        for match in self._TOKENS.finditer(text, position):
            kind = match.lastgroup
            start, length = match.start(), match.end() - match.start()
            if kind == "comment":
                self.setFormat(start, length, self.comment)
                if not match.group().endswith("-->"):
                    state = 1
            elif kind == "decl":
                self.setFormat(start, length, self.decl)
            elif kind == "tag":
                self.setFormat(start, match.end("open") - start, self.bracket)
                self.setFormat(match.start("tag"), match.end("tag") - match.start("tag"), self.tag)
                in_tag = True
            elif kind == "value" and in_tag:
                self.setFormat(start, match.end("attr") - start, self.attr)
                self.setFormat(
                    match.start("value"), match.end("value") - match.start("value"), self.value
                )
            elif kind == "close":
                self.setFormat(start, length, self.bracket)
                in_tag = False
            elif kind == "entity":
                self.setFormat(start, length, self.entity)
        self.setCurrentBlockState(state or (2 if in_tag else 0))
