"""Small building blocks of the report view: translation, tiles and compact tables."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.analysis.charts import ACCENT, MUTED
from editor.analysis.numbers import decimal
from editor.messages import ui_language
from engine.analysis.endwords import signature_text

CHECK = "✓"
STYLE = """
#analysisReport { background: #f5f7fa; }
#analysisReport QLabel { color: #1f2933; }
QFrame[tile="true"] { background: white; border: 1px solid #dde2e8; border-radius: 6px; }
QLabel[role="figure"] { font-size: 20pt; font-weight: 600; color: #3b6ea8; }
QLabel[role="caption"] { color: #7b8794; }
QLabel[role="heading"] { font-size: 14pt; font-weight: 600; }
QLabel[role="section"] { font-weight: 600; margin-top: 6px; }
"""


translate = QCoreApplication.translate
"""Qt's translate; called with the literal context "AnalysisDialog" so lupdate finds it."""


def make_tile(parent: QWidget) -> tuple[QFrame, QLabel, QLabel, QLabel]:
    """A white card with a caption, a big figure and a small note."""
    frame = QFrame(parent)
    frame.setProperty("tile", True)
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(12, 8, 12, 8)
    caption, figure, note = QLabel(frame), QLabel(frame), QLabel(frame)
    caption.setProperty("role", "caption")
    figure.setProperty("role", "figure")
    note.setProperty("role", "caption")
    note.setWordWrap(True)
    for label in (caption, figure, note):
        layout.addWidget(label)
    layout.addStretch(1)
    return frame, caption, figure, note


def player_name(player: str) -> str:
    """The translated name of a player kind."""
    names = {
        "random": translate("AnalysisDialog", "Random"),
        "greedy": translate("AnalysisDialog", "Greedy"),
        "solver": translate("AnalysisDialog", "Solver"),
    }
    return names.get(player, player)


def dead_end_text(signature: str) -> str:
    """An engine dead-end signature ("no progress, stock left, ...") in the UI language."""
    # The report JSON keeps the engine's English words (a contract); the engine's catalogs
    # render them, for this view and for the HTML export alike.
    return signature_text(signature, ui_language())


def make_table(parent: QWidget, name: str, headers: list[str]) -> QTableWidget:
    """A compact read-only table."""
    table = QTableWidget(0, len(headers), parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)
    table.setAlternatingRowColors(True)
    header = table.horizontalHeader()
    header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for col in range(1, len(headers)):
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
    return table


def fill_table(table: QTableWidget, rows: list[list[str]], empty: str) -> None:
    """Put rows in a table (one muted row spanning all columns saying `empty` if none)."""
    table.clearSpans()
    table.setRowCount(0)
    table.setRowCount(max(len(rows), 1))
    if not rows:
        item = QTableWidgetItem(empty)
        item.setForeground(MUTED)
        table.setItem(0, 0, item)
        if table.columnCount() > 1:
            table.setSpan(0, 0, 1, table.columnCount())
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            if text == CHECK:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setForeground(ACCENT)
            elif c > 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    shown = min(table.rowCount(), 10)
    height = table.horizontalHeader().sizeHint().height() + 4
    height += sum(table.rowHeight(r) for r in range(shown))
    table.setFixedHeight(height)


def short_time(seconds: float) -> str:
    """Seconds as a short text in ms or s."""
    return f"{decimal(seconds * 1000, 0)} ms" if seconds < 1 else f"{decimal(seconds, 2)} s"
