"""Source panel (`sourceView`): the XML text, highlighted, checked, completed, in sync."""

from __future__ import annotations

from lxml import etree
from PySide6.QtCore import QEvent, QRect, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontDatabase,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
)
from PySide6.QtWidgets import QCompleter, QPlainTextEdit, QTextEdit, QWidget

from editor import completion, xsdinfo
from editor.document import Document
from editor.gutter import Gutter
from editor.highlighter import XmlHighlighter
from editor.messages import problem_message
from editor.textmap import from_utf16 as _from_utf16
from editor.textmap import utf16 as _utf16
from engine.errors import Problem

_UNDERLINE = {"error": "#d13438", "warning": "#c78a00", "info": "#2b7cd3"}


class SourceView(QPlainTextEdit):
    """Plain-text XML editor bound to the current document; typing becomes one undo step per pause."""

    line_clicked = Signal(int)
    """A line number in the gutter was clicked (for breakpoints)."""
    COMMIT_MS = 600

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sourceView")
        self.setUndoRedoEnabled(False)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setPointSize(10)
        self.setFont(font)
        self.setTabStopDistance(self.fontMetrics().horizontalAdvance(" ") * 4)
        self._highlighter = XmlHighlighter(self.document())
        self._gutter = Gutter(self)
        self._gutter.line_clicked.connect(self.line_clicked)
        self._doc: Document | None = None
        self._applying = False
        self._pending = False
        self._element_range: tuple[int, int] | None = None
        self._problems: list[Problem] = []
        self._commit = QTimer(self, singleShot=True, interval=self.COMMIT_MS)
        self._commit.timeout.connect(self.commit)
        self._completer = QCompleter(self)
        self._completer.setWidget(self)
        self._completer.setCaseSensitivity(Qt.CaseSensitivity.CaseSensitive)
        self._completer.setModel(QStringListModel(self))
        self._completer.activated.connect(self._insert_completion)
        self.blockCountChanged.connect(self._update_margins)
        self.updateRequest.connect(self._on_update_request)
        self.textChanged.connect(self._on_text_changed)
        self.cursorPositionChanged.connect(self._on_cursor_moved)
        self._update_margins()

    # ----- binding
    def set_document(self, document: Document | None) -> None:
        """Show another document's text (or nothing)."""
        self.commit()
        if self._doc is not None:
            self._doc.source_changed.disconnect(self._on_source_changed)
            self._doc.selection.selection_changed.disconnect(self._on_selection_changed)
            self._doc.checker.problems_changed.disconnect(self._on_problems_changed)
        self._doc = document
        self._element_range = None
        self._set_all(document.text.replace("\r\n", "\n") if document else "")
        self.setReadOnly(document is None)
        if document is not None:
            document.source_changed.connect(self._on_source_changed)
            document.selection.selection_changed.connect(self._on_selection_changed)
            document.checker.problems_changed.connect(self._on_problems_changed)
            self._on_problems_changed(document.checker.problems)
            self._on_selection_changed(document.selection.elements, None)

    def _set_all(self, text: str) -> None:
        self._applying = True
        try:
            self.setPlainText(text)
        finally:
            self._applying = False

    def has_pending_edit(self) -> bool:
        """True while typed text has not yet become an undo step."""
        return self._pending

    # ----- text flow: view -> document
    def _on_text_changed(self) -> None:
        if self._applying or self._doc is None:
            return
        self._pending = True
        self._commit.start()

    def commit(self) -> None:
        """Turn the typed text into one undo step now."""
        self._commit.stop()
        if not self._pending or self._doc is None:
            self._pending = False
            return
        self._pending = False
        doc = self._doc
        self._doc.replace_text(self._to_document_text(doc, self.toPlainText()), origin=self)

    @staticmethod
    def _to_document_text(doc: Document, view_text: str) -> str:
        """Map the edited view text back, keeping the file's line endings outside the edit."""
        from editor.xmltext import diff

        current = doc.text
        old_view = current.replace("\r\n", "\n")
        edit = diff(old_view, view_text)
        starts = doc.source.lines.starts

        def to_doc(offset: int) -> int:
            head = old_view[:offset]
            line = head.count("\n")
            return starts[line] + offset - (head.rfind("\n") + 1)

        begin, end = to_doc(edit.offset), to_doc(edit.offset + len(edit.old))
        return current[:begin] + edit.new.replace("\n", doc.source.newline) + current[end:]

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        """Leaving the editor commits what was typed."""
        if self._completer.popup().isVisible():
            super().focusOutEvent(event)
            return
        self.commit()
        super().focusOutEvent(event)

    # ----- document -> view
    def _on_source_changed(self, origin: object) -> None:
        if origin is self or self._doc is None:
            return
        from editor.xmltext import diff

        old = self.toPlainText()
        edit = diff(old, self._doc.text.replace("\r\n", "\n"))
        cursor = QTextCursor(self.document())
        cursor.setPosition(_utf16(old, edit.offset))
        cursor.setPosition(
            _utf16(old, edit.offset + len(edit.old)), QTextCursor.MoveMode.KeepAnchor
        )
        self._applying = True
        try:
            cursor.insertText(edit.new)
        finally:
            self._applying = False
        self._pending = False

    def _on_selection_changed(self, elements: list[etree._Element], origin: object) -> None:
        if origin is self or self._doc is None or self._pending or not elements:
            self._element_range = None if not elements else self._element_range
            self._refresh_marks()
            return
        try:
            span = self._doc.source.span(elements[0])
        except KeyError:
            return
        text = self._doc.text
        begin = _utf16(text, span.start) - text.count("\r\n", 0, span.start)
        end = _utf16(text, span.end) - text.count("\r\n", 0, span.end)
        self._element_range = (begin, end)
        cursor = self.textCursor()
        cursor.setPosition(begin)
        self._applying = True
        try:
            self.setTextCursor(cursor)
        finally:
            self._applying = False
        self.centerCursor()
        self._refresh_marks()

    def _on_cursor_moved(self) -> None:
        self._refresh_marks()
        self._gutter.update()
        if self._applying or self._pending or self._doc is None or self._doc.root is None:
            return
        view_text = self.toPlainText()
        offset = _from_utf16(view_text, self.textCursor().position())
        line = view_text.count("\n", 0, offset) + 1
        column = offset - (view_text.rfind("\n", 0, offset) + 1) + 1
        doc_offset = self._doc.source.lines.offset(line, column)
        element = self._doc.source.node_at(doc_offset)
        if element is not None:
            self._doc.selection.select([element], origin=self)

    def go_to_line(self, line: int, column: int = 1) -> None:
        """Put the cursor at a 1-based line and column, centred, and focus the editor."""
        block = self.document().findBlockByNumber(max(line - 1, 0))
        cursor = QTextCursor(block)
        cursor.movePosition(
            QTextCursor.MoveOperation.Right, n=max(0, min(column - 1, block.length() - 1))
        )
        self.setTextCursor(cursor)
        self.centerCursor()
        self.setFocus()

    def current_line(self) -> int:
        """1-based line of the cursor."""
        return self.textCursor().blockNumber() + 1

    # ----- problems and marks
    def _on_problems_changed(self, problems: list[Problem]) -> None:
        self._problems = list(problems)
        rank = {"error": 0, "warning": 1, "info": 2}
        by_line: dict[int, str] = {}
        for problem in problems:
            name = problem.severity.value
            if problem.line and rank[name] < rank.get(by_line.get(problem.line, "info"), 3):
                by_line[problem.line] = name
            by_line.setdefault(problem.line, name)
        self._gutter.severity_by_line = by_line
        self._gutter.update()
        self._refresh_marks()

    def set_markers(self, name: str, lines: dict[int, QColor]) -> None:
        """Show coloured dots in the gutter (e.g. breakpoints, the current debug line)."""
        self._gutter.markers[name] = dict(lines)
        self._gutter.update()

    def _refresh_marks(self) -> None:
        marks: list[QTextEdit.ExtraSelection] = []
        line = QTextEdit.ExtraSelection()
        line.format.setBackground(QColor("#f6f8fa"))
        line.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        line.cursor = self.textCursor()
        line.cursor.clearSelection()
        marks.append(line)
        if self._element_range is not None:
            element = QTextEdit.ExtraSelection()
            element.format.setBackground(QColor("#e8f0fe"))
            element.cursor = QTextCursor(self.document())
            element.cursor.setPosition(
                min(self._element_range[0], self.document().characterCount() - 1)
            )
            element.cursor.setPosition(
                min(self._element_range[1], self.document().characterCount() - 1),
                QTextCursor.MoveMode.KeepAnchor,
            )
            marks.append(element)
        for problem in self._problems[:500]:
            marks.append(self._underline(problem))
        self.setExtraSelections(marks)

    def _underline(self, problem: Problem) -> QTextEdit.ExtraSelection:
        mark = QTextEdit.ExtraSelection()
        fmt = QTextCharFormat()
        fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
        fmt.setUnderlineColor(QColor(_UNDERLINE[problem.severity.value]))
        fmt.setToolTip(problem_message(problem))
        mark.format = fmt
        block = self.document().findBlockByNumber(max(problem.line - 1, 0))
        text = block.text()
        start = max(0, min(problem.column - 1, len(text)))
        end = start
        while end < len(text) and (end == start or text[end] not in " \t>/="):
            end += 1
        if end == start:
            start, end = 0, len(text)
        cursor = QTextCursor(block)
        cursor.setPosition(block.position() + start)
        cursor.setPosition(block.position() + end, QTextCursor.MoveMode.KeepAnchor)
        mark.cursor = cursor
        return mark

    # ----- gutter geometry
    def _update_margins(self) -> None:
        self.setViewportMargins(self._gutter.sizeHint().width(), 0, 0, 0)

    def _on_update_request(self, rect: QRect, dy: int) -> None:
        if dy:
            self._gutter.scroll(0, dy)
        else:
            self._gutter.update(0, rect.y(), self._gutter.width(), rect.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Keep the gutter beside the text."""
        super().resizeEvent(event)
        area = self.contentsRect()
        self._gutter.setGeometry(
            QRect(area.left(), area.top(), self._gutter.sizeHint().width(), area.height())
        )

    def zoom(self, steps: int) -> None:
        """Make the text larger (positive) or smaller (negative); 0 resets."""
        font = QFont(self.font())
        font.setPointSize(10 if steps == 0 else max(6, min(40, font.pointSize() + steps)))
        self.setFont(font)
        self._update_margins()

    # ----- keys and completion
    def event(self, event: QEvent) -> bool:
        """Leave Undo/Redo shortcuts to the window (the document's undo stack)."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and (
                event.matches(QKeySequence.StandardKey.Undo)
                or event.matches(QKeySequence.StandardKey.Redo)
            )
        ):
            event.ignore()
            return False
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Drive the completer: Ctrl+Space opens it, typing '<', space or a quote refreshes it."""
        popup = self._completer.popup()
        if popup.isVisible() and event.key() in (
            Qt.Key.Key_Enter,
            Qt.Key.Key_Return,
            Qt.Key.Key_Tab,
            Qt.Key.Key_Escape,
        ):
            event.ignore()
            return
        if event.matches(QKeySequence.StandardKey.Undo) or event.matches(
            QKeySequence.StandardKey.Redo
        ):
            event.ignore()
            return
        manual = (
            event.key() == Qt.Key.Key_Space
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        )
        if not manual:
            super().keyPressEvent(event)
        text = event.text()
        if (
            manual
            or text in ("<", " ", '"', "'")
            or (popup.isVisible() and (text.isalnum() or text == "\b"))
        ):
            self.show_completions(force=bool(manual))
        elif popup.isVisible() and not text.isalnum():
            popup.hide()

    def completion_candidates(self) -> list[str]:
        """Names the schema offers at the cursor."""
        text = self.toPlainText()
        offset = _from_utf16(text, self.textCursor().position())
        context = completion.context_at(text, offset)
        if context is None:
            return []
        return completion.candidates(xsdinfo.load(), context)

    def show_completions(self, force: bool = False) -> None:
        """Open (or refresh) the completion popup at the cursor."""
        names = self.completion_candidates()
        popup = self._completer.popup()
        if not names:
            popup.hide()
            return
        model = self._completer.model()
        assert isinstance(model, QStringListModel)
        model.setStringList(names)
        self._completer.setCompletionPrefix("")
        rect = self.cursorRect()
        rect.setWidth(popup.sizeHintForColumn(0) + popup.verticalScrollBar().sizeHint().width() + 8)
        self._completer.complete(rect)
        popup.setCurrentIndex(self._completer.completionModel().index(0, 0))

    def _insert_completion(self, name: str) -> None:
        text = self.toPlainText()
        offset = _from_utf16(text, self.textCursor().position())
        context = completion.context_at(text, offset)
        prefix = context.prefix if context else ""
        cursor = self.textCursor()
        cursor.movePosition(
            QTextCursor.MoveOperation.Left, QTextCursor.MoveMode.KeepAnchor, len(prefix)
        )
        suffix = '=""' if context is not None and context.kind == "attribute" else ""
        cursor.insertText(name + suffix)
        if suffix:
            cursor.movePosition(QTextCursor.MoveOperation.Left)
        self.setTextCursor(cursor)
