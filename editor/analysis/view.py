"""The report widget: headline figures, charts and tables of one analysis."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.analysis.charts import MUTED, BarChart, Interval, IntervalChart, nice_histogram
from editor.analysis.model import Report

STYLE = """
#analysisReport { background: #f5f7fa; }
#analysisReport QLabel { color: #1f2933; }
QFrame[tile="true"] { background: white; border: 1px solid #dde2e8; border-radius: 6px; }
QLabel[role="figure"] { font-size: 20pt; font-weight: 600; color: #3b6ea8; }
QLabel[role="caption"] { color: #7b8794; }
QLabel[role="heading"] { font-size: 14pt; font-weight: 600; }
QLabel[role="section"] { font-weight: 600; margin-top: 6px; }
"""


def tr(text: str) -> str:
    """Translate in the AnalysisDialog context."""
    return QCoreApplication.translate("AnalysisDialog", text)


def _tile(parent: QWidget) -> tuple[QFrame, QLabel, QLabel, QLabel]:
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


def _table(parent: QWidget, name: str, headers: list[str]) -> QTableWidget:
    """A compact read-only table."""
    table = QTableWidget(0, len(headers), parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.setAlternatingRowColors(True)
    header = table.horizontalHeader()
    header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for col in range(1, len(headers)):
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
    return table


def _fill(table: QTableWidget, rows: list[list[str]], empty: str) -> None:
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
            if c > 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    shown = min(table.rowCount(), 8)
    height = table.horizontalHeader().sizeHint().height() + 4
    height += sum(table.rowHeight(r) for r in range(shown))
    table.setFixedHeight(height)


def _ms(seconds: float) -> str:
    """Seconds as a short text in ms or s."""
    return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.2f} s"


class ReportView(QWidget):
    """Shows a `Report`; empty until the first analysis ends."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisReport")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.report: Report | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 12, 14, 12)
        outer.setSpacing(10)
        self.heading = QLabel(self)
        self.heading.setProperty("role", "heading")
        self.subtitle = QLabel(self)
        self.subtitle.setProperty("role", "caption")
        self.subtitle.setWordWrap(True)
        outer.addWidget(self.heading)
        outer.addWidget(self.subtitle)
        tiles = QHBoxLayout()
        self.tiles = [_tile(self) for _ in range(4)]
        for frame, *_ in self.tiles:
            tiles.addWidget(frame)
        outer.addLayout(tiles)
        charts = QGridLayout()
        self.rates_chart = IntervalChart(tr("Rates with 95% confidence interval"), self)
        self.rates_chart.setObjectName("ratesChart")
        self.moves_chart = BarChart(tr("Moves per game"), self)
        self.moves_chart.setObjectName("movesChart")
        self.time_chart = BarChart(tr("Time per deal"), self)
        self.time_chart.setObjectName("timeChart")
        charts.addWidget(self.rates_chart, 0, 0, 1, 2)
        charts.addWidget(self.moves_chart, 1, 0)
        charts.addWidget(self.time_chart, 1, 1)
        outer.addLayout(charts)
        self.dead_table = _table(
            self, "deadEndsTable", [tr("Typical dead end"), tr("Deals"), tr("Share")]
        )
        self.buried_table = _table(self, "buriedTable", [tr("Field"), tr("Deals")])
        self.actions_table = _table(
            self, "actionsTable", [tr("Action never fired"), tr("Line"), tr("Checked in")]
        )
        self.fields_table = _table(
            self, "fieldsTable", [tr("Field"), tr("Never received"), tr("Never gave")]
        )
        grid = QGridLayout()
        for row, col, title, table in (
            (0, 0, tr("Typical dead ends"), self.dead_table),
            (0, 1, tr("A needed card was buried in"), self.buried_table),
            (2, 0, tr("Action coverage"), self.actions_table),
            (2, 1, tr("Field coverage"), self.fields_table),
        ):
            label = QLabel(title, self)
            label.setProperty("role", "section")
            grid.addWidget(label, row, col)
            grid.addWidget(table, row + 1, col, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        outer.addLayout(grid)
        outer.addStretch(1)
        self.clear()

    def clear(self) -> None:
        """Show the empty state."""
        self.report = None
        self.heading.setText(tr("No analysis yet"))
        self.subtitle.setText(tr("Choose a player and the number of deals, then press Run."))
        for _frame, caption, figure, note in self.tiles:
            caption.setText("")
            figure.setText("–")
            note.setText("")
        empty = tr("No data")
        for chart in (self.rates_chart, self.moves_chart, self.time_chart):
            chart.empty_text = empty
        self.rates_chart.set_rows([])
        self.moves_chart.set_bars([])
        self.time_chart.set_bars([])
        for table in (self.dead_table, self.buried_table, self.actions_table, self.fields_table):
            _fill(table, [], empty)

    def show_report(self, report: Report) -> None:
        """Fill every part from `report`."""
        self.report = report
        self.heading.setText(tr("Balance of %1").replace("%1", report.game))
        self._subtitle(report)
        self._tiles(report)
        self._charts(report)
        self._tables(report)

    def _subtitle(self, report: Report) -> None:
        parts = [
            tr("Player: %1").replace("%1", report.player)
            + (" " + tr("(sees face-down cards)") if report.solver.get("thoughtful") else ""),
            tr("seeds %1 to %2")
            .replace("%1", str(report.first_seed))
            .replace("%2", str(report.first_seed + max(report.deals, 1) - 1)),
            tr("variant: %1").replace("%1", report.variant or tr("none")),
            tr("level %1").replace("%1", str(report.level)),
        ]
        text = ", ".join(parts)
        if report.cancelled:
            text += " — " + tr("cancelled after %1 of %2 deals").replace(
                "%1", str(report.deals)
            ).replace("%2", str(report.planned))
        self.subtitle.setText(text)

    def _tiles(self, report: Report) -> None:
        low, high = report.win_ci
        values = [
            (
                tr("Win rate"),
                f"{report.win_rate:.1%}",
                tr("95% CI %1–%2, %3 of %4 deals")
                .replace("%1", f"{low:.1%}")
                .replace("%2", f"{high:.1%}")
                .replace("%3", str(report.wins))
                .replace("%4", str(report.deals)),
            )
        ]
        if report.player == "solver":
            slo, shi = report.solvable_ci
            values.append(
                (
                    tr("Solvable rate"),
                    f"{report.solvable_rate:.1%}",
                    tr("95% CI %1–%2; %3 solved, %4 unsolvable, %5 unknown")
                    .replace("%1", f"{slo:.1%}")
                    .replace("%2", f"{shi:.1%}")
                    .replace("%3", str(report.solver.get("solved", 0)))
                    .replace("%4", str(report.solver.get("unsolvable", 0)))
                    .replace("%5", str(report.solver.get("unknown", 0))),
                )
            )
        else:
            values.append((tr("Solvable rate"), "–", tr("run the solver to find out")))
        moves = report.moves_summary()
        values.append(
            (
                tr("Moves per game"),
                f"{moves['median']:.0f}" if moves["count"] else "–",
                tr("median; mean %1, max %2")
                .replace("%1", f"{moves['mean']:.0f}")
                .replace("%2", f"{moves['max']:.0f}"),
            )
        )
        secs = report.seconds_summary()
        values.append(
            (
                tr("Time per deal"),
                _ms(secs["median"]) if secs["count"] else "–",
                tr("median; total %1").replace("%1", _ms(report.total_seconds)),
            )
        )
        for (_frame, caption, figure, note), (c, f, n) in zip(self.tiles, values, strict=True):
            caption.setText(c)
            figure.setText(f)
            note.setText(n)

    def _charts(self, report: Report) -> None:
        rows = [Interval(tr("Win rate"), report.win_rate, *report.win_ci)]
        if report.player == "solver":
            rows.append(Interval(tr("Solvable"), report.solvable_rate, *report.solvable_ci))
        self.rates_chart.set_rows(rows if report.deals else [])
        self.moves_chart.title = (
            tr("Moves per solved game") if report.player == "solver" else tr("Moves per game")
        )
        self.moves_chart.x_title = tr("moves")
        self.moves_chart.y_title = tr("games")
        self.moves_chart.set_bars(
            nice_histogram([float(m) for m in report.moves], 12, integer=True), histogram=True
        )
        self.time_chart.y_title = tr("deals")
        seconds = report.seconds
        if seconds and max(seconds) >= 2:
            self.time_chart.x_title = tr("seconds")
            values = list(seconds)
        else:
            self.time_chart.x_title = tr("milliseconds")
            values = [s * 1000 for s in seconds]
        self.time_chart.set_bars(nice_histogram(values, 10), histogram=True)

    def _tables(self, report: Report) -> None:
        n = max(report.deals, 1)
        _fill(
            self.dead_table,
            [[reason, str(count), f"{count / n:.0%}"] for reason, count in report.dead_ends],
            tr("None"),
        )
        _fill(
            self.buried_table,
            [[name, str(count)] for name, count in report.buried],
            tr("None"),
        )
        rows = [
            [str(a["label"]).rsplit(" (line ", 1)[0], str(a["line"]), str(a["checked"])]
            for a in report.actions_never_fired()
        ]
        if not report.actions_total:
            none = tr("The game has no actions")
        else:
            none = tr("Every action fired") if report.coverage else tr("No data")
        _fill(self.actions_table, rows, none)
        either = set(report.fields_never_received) | set(report.fields_never_gave)
        names = [str(f["id"]) for f in report.data["fields"] if f["id"] in either]
        yes = tr("yes")
        _fill(
            self.fields_table,
            [
                [
                    name,
                    yes if name in report.fields_never_received else "",
                    yes if name in report.fields_never_gave else "",
                ]
                for name in names
            ],
            tr("Every field received and gave cards") if report.coverage else tr("No data"),
        )
