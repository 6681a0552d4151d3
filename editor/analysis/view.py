"""The report widget: headline figures, charts and tables of one analysis."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from editor.analysis.charts import BarChart, Interval, IntervalChart, nice_histogram
from editor.analysis.model import Report
from editor.analysis.numbers import decimal, percent
from editor.analysis.parts import (
    CHECK,
    STYLE,
    dead_end_text,
    fill_table,
    make_table,
    make_tile,
    player_name,
    short_time,
    translate,
)


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
        self.tiles = [make_tile(self) for _ in range(4)]
        for frame, *_ in self.tiles:
            tiles.addWidget(frame)
        outer.addLayout(tiles)
        charts = QGridLayout()
        self.rates_chart = IntervalChart(
            translate("AnalysisDialog", "Rates with 95% confidence interval"), self
        )
        self.rates_chart.setObjectName("ratesChart")
        self.moves_chart = BarChart(translate("AnalysisDialog", "Moves per game"), self)
        self.moves_chart.setObjectName("movesChart")
        self.time_chart = BarChart(translate("AnalysisDialog", "Time per deal"), self)
        self.time_chart.setObjectName("timeChart")
        charts.addWidget(self.rates_chart, 0, 0, 1, 2)
        charts.addWidget(self.moves_chart, 1, 0)
        charts.addWidget(self.time_chart, 1, 1)
        outer.addLayout(charts)
        self.dead_table = make_table(
            self,
            "deadEndsTable",
            [
                translate("AnalysisDialog", "Typical dead end"),
                translate("AnalysisDialog", "Deals"),
                translate("AnalysisDialog", "Share"),
            ],
        )
        self.buried_table = make_table(
            self,
            "buriedTable",
            [translate("AnalysisDialog", "Field"), translate("AnalysisDialog", "Deals")],
        )
        self.actions_table = make_table(
            self,
            "actionsTable",
            [
                translate("AnalysisDialog", "Action never fired"),
                translate("AnalysisDialog", "Line"),
                translate("AnalysisDialog", "Checked in"),
            ],
        )
        self.fields_table = make_table(
            self,
            "fieldsTable",
            [
                translate("AnalysisDialog", "Field"),
                translate("AnalysisDialog", "Never received"),
                translate("AnalysisDialog", "Never gave"),
            ],
        )
        grid = QGridLayout()
        for row, col, title, table in (
            (0, 0, translate("AnalysisDialog", "Typical dead ends"), self.dead_table),
            (0, 1, translate("AnalysisDialog", "A needed card was buried in"), self.buried_table),
            (2, 0, translate("AnalysisDialog", "Action coverage"), self.actions_table),
            (2, 1, translate("AnalysisDialog", "Field coverage"), self.fields_table),
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
        self.heading.setText(translate("AnalysisDialog", "No analysis yet"))
        self.subtitle.setText(
            translate("AnalysisDialog", "Choose a player and the number of deals, then press Run.")
        )
        captions = [
            translate("AnalysisDialog", "Win rate"),
            translate("AnalysisDialog", "Solvable rate"),
            translate("AnalysisDialog", "Moves per game"),
            translate("AnalysisDialog", "Time per deal"),
        ]
        for (_frame, caption, figure, note), text in zip(self.tiles, captions, strict=True):
            caption.setText(text)  # the empty tiles still say what they will show
            figure.setText("–")
            note.setText("")
        empty = translate("AnalysisDialog", "No data")
        for chart in (self.rates_chart, self.moves_chart, self.time_chart):
            chart.empty_text = empty
        self.rates_chart.set_rows([])
        self.moves_chart.set_bars([])
        self.time_chart.set_bars([])
        for table in (self.dead_table, self.buried_table, self.actions_table, self.fields_table):
            fill_table(table, [], empty)

    def show_report(self, report: Report) -> None:
        """Fill every part from `report`."""
        self.report = report
        self.heading.setText(
            translate("AnalysisDialog", "Balance of %1").replace("%1", report.game)
        )
        self._subtitle(report)
        self._tiles(report)
        self._charts(report)
        self._tables(report)

    def _subtitle(self, report: Report) -> None:
        parts = [
            translate("AnalysisDialog", "Player: %1").replace("%1", player_name(report.player))
            + (
                " " + translate("AnalysisDialog", "(sees face-down cards)")
                if report.solver.get("thoughtful")
                else ""
            ),
            translate("AnalysisDialog", "seeds %1 to %2")
            .replace("%1", str(report.first_seed))
            .replace("%2", str(report.first_seed + max(report.deals, 1) - 1)),
            translate("AnalysisDialog", "variant: %1").replace(
                "%1", report.variant or translate("AnalysisDialog", "none")
            ),
            translate("AnalysisDialog", "level %1").replace("%1", str(report.level)),
        ]
        text = ", ".join(parts)
        if report.cancelled:
            text += " — " + translate("AnalysisDialog", "cancelled after %1 of %2 deals").replace(
                "%1", str(report.deals)
            ).replace("%2", str(report.planned))
        self.subtitle.setText(text)

    def _tiles(self, report: Report) -> None:
        low, high = report.win_ci
        values = [
            (
                translate("AnalysisDialog", "Win rate"),
                percent(report.win_rate),
                translate("AnalysisDialog", "95% CI %1–%2, %3 of %4 deals")
                .replace("%1", percent(low))
                .replace("%2", percent(high))
                .replace("%3", str(report.wins))
                .replace("%4", str(report.deals)),
            )
        ]
        if report.player == "solver":
            slo, shi = report.solvable_ci
            values.append(
                (
                    translate("AnalysisDialog", "Solvable rate"),
                    percent(report.solvable_rate),
                    translate(
                        "AnalysisDialog", "95% CI %1–%2; %3 solved, %4 unsolvable, %5 unknown"
                    )
                    .replace("%1", percent(slo))
                    .replace("%2", percent(shi))
                    .replace("%3", str(report.solver.get("solved", 0)))
                    .replace("%4", str(report.solver.get("unsolvable", 0)))
                    .replace("%5", str(report.solver.get("unknown", 0))),
                )
            )
        else:
            values.append(
                (
                    translate("AnalysisDialog", "Solvable rate"),
                    "–",
                    translate("AnalysisDialog", "run the solver to find out"),
                )
            )
        moves = report.moves_summary()
        values.append(
            (
                translate("AnalysisDialog", "Moves per game"),
                decimal(moves["median"], 0) if moves["count"] else "–",
                translate("AnalysisDialog", "median; mean %1, max %2")
                .replace("%1", decimal(moves["mean"], 0))
                .replace("%2", decimal(moves["max"], 0))
                if moves["count"]
                else translate("AnalysisDialog", "No data"),
            )
        )
        secs = report.seconds_summary()
        values.append(
            (
                translate("AnalysisDialog", "Time per deal"),
                short_time(secs["median"]) if secs["count"] else "–",
                translate("AnalysisDialog", "median; total %1").replace(
                    "%1", short_time(report.total_seconds)
                ),
            )
        )
        for (_frame, caption, figure, note), (c, f, n) in zip(self.tiles, values, strict=True):
            caption.setText(c)
            figure.setText(f)
            note.setText(n)

    def _charts(self, report: Report) -> None:
        rows = [Interval(translate("AnalysisDialog", "Win rate"), report.win_rate, *report.win_ci)]
        if report.player == "solver":
            rows.append(
                Interval(
                    translate("AnalysisDialog", "Solvable"),
                    report.solvable_rate,
                    *report.solvable_ci,
                )
            )
        self.rates_chart.set_rows(rows if report.deals else [])
        self.moves_chart.title = (
            translate("AnalysisDialog", "Moves per solved game")
            if report.player == "solver"
            else translate("AnalysisDialog", "Moves per game")
        )
        self.moves_chart.x_title = translate("AnalysisDialog", "moves")
        self.moves_chart.y_title = translate("AnalysisDialog", "games")
        self.moves_chart.set_bars(
            nice_histogram([float(m) for m in report.moves], 12, integer=True), histogram=True
        )
        self.time_chart.y_title = translate("AnalysisDialog", "deals")
        seconds = report.seconds
        if seconds and max(seconds) >= 2:
            self.time_chart.x_title = translate("AnalysisDialog", "seconds")
            values = list(seconds)
        else:
            self.time_chart.x_title = translate("AnalysisDialog", "milliseconds")
            values = [s * 1000 for s in seconds]
        self.time_chart.set_bars(nice_histogram(values, 10), histogram=True)

    def _tables(self, report: Report) -> None:
        n = max(report.deals, 1)
        fill_table(
            self.dead_table,
            [
                [dead_end_text(reason), str(count), percent(count / n, 0)]
                for reason, count in report.dead_ends
            ],
            translate("AnalysisDialog", "None"),
        )
        fill_table(
            self.buried_table,
            [[name, str(count)] for name, count in report.buried],
            translate("AnalysisDialog", "None"),
        )
        no_data = translate("AnalysisDialog", "No data")
        rows = [
            [str(a["label"]).rsplit(" (line ", 1)[0], str(a["line"]), str(a["checked"])]
            for a in report.actions_never_fired()
        ]
        if not report.actions_total:
            none = translate("AnalysisDialog", "The game has no actions")
        else:
            none = translate("AnalysisDialog", "Every action fired") if report.coverage else no_data
        fill_table(self.actions_table, rows if report.coverage else [], none)
        either = set(report.fields_never_received) | set(report.fields_never_gave)
        names = [str(f["id"]) for f in report.data["fields"] if f["id"] in either]
        rows = [
            [
                name,
                CHECK if name in report.fields_never_received else "",
                CHECK if name in report.fields_never_gave else "",
            ]
            for name in names
        ]
        fill_table(
            self.fields_table,
            rows if report.coverage else [],
            translate("AnalysisDialog", "Every field received and gave cards")
            if report.coverage
            else no_data,
        )
