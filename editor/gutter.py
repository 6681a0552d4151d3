"""Line-number gutter of the source view, with problem and marker dots."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from editor import icons


class Gutter(QWidget):
    """Paints line numbers; a click reports the line (for breakpoints)."""

    line_clicked = Signal(int)
    """A line number was clicked (1-based); the source view passes it on."""

    def __init__(self, view: QPlainTextEdit) -> None:
        super().__init__(view)
        self.view = view
        self.severity_by_line: dict[int, str] = {}
        self.markers: dict[str, dict[int, QColor]] = {}

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Wide enough for the largest line number plus a marker column."""
        digits = max(3, len(str(self.view.blockCount())))
        return QSize(22 + self.view.fontMetrics().horizontalAdvance("9") * digits, 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Line numbers for the visible blocks."""
        view = self.view
        painter = QPainter(self)
        painter.fillRect(event.rect(), QColor("#f3f4f6"))
        painter.setPen(QColor("#e1e4e8"))
        painter.drawLine(
            self.width() - 1, event.rect().top(), self.width() - 1, event.rect().bottom()
        )
        block = view.firstVisibleBlock()
        current = view.textCursor().blockNumber()
        top = round(view.blockBoundingGeometry(block).translated(view.contentOffset()).top())
        height = round(view.blockBoundingRect(block).height())
        size = min(14, height - 2)
        while block.isValid() and top <= event.rect().bottom():
            number = block.blockNumber() + 1
            if block.isVisible() and top + height >= event.rect().top():
                for marks in self.markers.values():
                    if number in marks:
                        painter.setBrush(marks[number])
                        painter.setPen(Qt.PenStyle.NoPen)
                        painter.drawEllipse(QRect(3, top + (height - size) // 2, size, size))
                severity = self.severity_by_line.get(number)
                if severity:
                    pix = icons.pixmap(severity)
                    painter.drawPixmap(QRect(3, top + (height - size) // 2, size, size), pix)
                painter.setPen(QColor("#1f2328") if number - 1 == current else QColor("#8c959f"))
                painter.setFont(view.font())
                painter.drawText(
                    QRect(0, top, self.width() - 6, height),
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                    str(number),
                )
            block = block.next()
            top += height
            height = round(view.blockBoundingRect(block).height()) if block.isValid() else height
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """Report the clicked line through the view's `line_clicked` signal."""
        cursor = self.view.cursorForPosition(event.position().toPoint())
        self.line_clicked.emit(cursor.blockNumber() + 1)
