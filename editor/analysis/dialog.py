"""The balance analysis dialog: settings, Run/Cancel with progress, the report and exports."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.analysis.export import export_html, export_png
from editor.analysis.model import PLAYERS, AnalysisJob, Report
from editor.analysis.numbers import decimal
from editor.analysis.parts import player_name, translate
from editor.analysis.runner import AnalysisRunner
from editor.analysis.view import ReportView
from engine.analysis.players import PlayOptions
from engine.compile import variants_of


class AnalysisDialog(QDialog):
    """Analyse the balance of one document: how often it is won, how long it takes, coverage."""

    def __init__(self, document: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisDialog")
        self.document = document
        self._running = False
        self._started = time.monotonic()
        self.runner = AnalysisRunner(self)
        self.runner.progressed.connect(self._on_progressed)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        name = getattr(document, "display_name", "")
        self.setWindowTitle(
            translate("AnalysisDialog", "Analyze Balance — %1").replace("%1", str(name))
        )
        self.resize(1000, 820)
        layout = QVBoxLayout(self)
        layout.addLayout(self._settings())
        bar = QHBoxLayout()
        self.progress = QProgressBar(self)
        self.progress.setObjectName("analysisProgress")
        self.progress.setTextVisible(True)
        self.status = QLabel(self)
        self.status.setObjectName("analysisStatus")
        bar.addWidget(self.progress, 2)
        bar.addWidget(self.status, 3)
        layout.addLayout(bar)
        self.view = ReportView()
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.view)
        layout.addWidget(scroll, 1)
        layout.addLayout(self._buttons())
        self._set_running(False)

    # ----- building ----------------------------------------------------------------------
    def _settings(self) -> QHBoxLayout:
        row = QHBoxLayout()
        left, right = QFormLayout(), QFormLayout()
        self.player_box = QComboBox(self)
        self.player_box.setObjectName("analysisPlayer")
        for key in PLAYERS:
            self.player_box.addItem(player_name(key), key)
        self.player_box.currentIndexChanged.connect(self._on_player_changed)
        self.deals_box = QSpinBox(self)
        self.deals_box.setObjectName("analysisDeals")
        self.deals_box.setRange(1, 1_000_000)
        self.deals_box.setValue(100)
        self.seed_box = QSpinBox(self)
        self.seed_box.setObjectName("analysisSeed")
        self.seed_box.setRange(0, 2_000_000_000)
        self.seed_box.setValue(1)
        left.addRow(translate("AnalysisDialog", "&Player:"), self.player_box)
        left.addRow(translate("AnalysisDialog", "&Deals:"), self.deals_box)
        left.addRow(translate("AnalysisDialog", "&First seed:"), self.seed_box)
        self.variant_box = QComboBox(self)
        self.variant_box.setObjectName("analysisVariant")
        self.level_box = QSpinBox(self)
        self.level_box.setObjectName("analysisLevel")
        self.limit_box = QDoubleSpinBox(self)
        self.limit_box.setObjectName("analysisSolverLimit")
        self.limit_box.setRange(0.1, 120.0)
        self.limit_box.setValue(AnalysisJob().play.max_seconds or 5.0)
        self.limit_box.setSuffix(" s")
        self.thoughtful_box = QCheckBox(
            translate("AnalysisDialog", "Solver sees face-down cards"), self
        )
        self.thoughtful_box.setObjectName("analysisThoughtful")
        right.addRow(translate("AnalysisDialog", "&Variant:"), self.variant_box)
        right.addRow(translate("AnalysisDialog", "&Level:"), self.level_box)
        right.addRow(translate("AnalysisDialog", "Solver &limit per deal:"), self.limit_box)
        right.addRow("", self.thoughtful_box)
        self.refresh()
        row.addLayout(left)
        row.addSpacing(24)
        row.addLayout(right)
        row.addStretch(1)
        return row

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.run_button = QPushButton(translate("AnalysisDialog", "&Run"), self)
        self.run_button.setObjectName("analysisRun")
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(translate("AnalysisDialog", "&Cancel"), self)
        self.cancel_button.setObjectName("analysisCancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.html_button = QPushButton(translate("AnalysisDialog", "Export &HTML..."), self)
        self.html_button.setObjectName("analysisExportHtml")
        self.html_button.clicked.connect(lambda: self._export("html"))
        self.png_button = QPushButton(translate("AnalysisDialog", "Export &PNG..."), self)
        self.png_button.setObjectName("analysisExportPng")
        self.png_button.clicked.connect(lambda: self._export("png"))
        close = QPushButton(translate("AnalysisDialog", "Close"), self)
        close.setObjectName("analysisClose")
        close.clicked.connect(self.close)
        for button in (self.run_button, self.cancel_button):
            row.addWidget(button)
        row.addStretch(1)
        for button in (self.html_button, self.png_button, close):
            row.addWidget(button)
        return row

    def refresh(self) -> None:
        """Variants and level range from the document as it is now (keeps the choice)."""
        parsed = getattr(self.document, "parsed", None)
        chosen = self.variant_box.currentData()
        self.variant_box.clear()
        variants = variants_of(parsed) if parsed is not None else ()
        for variant in variants:
            text = f"{variant.id}: {variant.text}" if variant.text else variant.id
            self.variant_box.addItem(text[:60], variant.id)
        if not variants:
            self.variant_box.addItem(translate("AnalysisDialog", "(none)"), None)
        self.variant_box.setCurrentIndex(max(0, self.variant_box.findData(chosen)))
        self.variant_box.setEnabled(bool(variants) and not self._running)
        levelmax = 0
        if parsed is not None:
            try:
                from engine.compile import compile_game

                levelmax = compile_game(parsed).levelmax
            except Exception:  # noqa: BLE001 - a broken file still opens the dialog
                levelmax = 0
        self.level_box.setRange(0, max(0, levelmax))
        self.level_box.setEnabled(levelmax > 0 and not self._running)

    # ----- actions -----------------------------------------------------------------------
    def job(self) -> AnalysisJob:
        """The analysis the settings describe."""
        return AnalysisJob(
            player=str(self.player_box.currentData()),
            deals=self.deals_box.value(),
            first_seed=self.seed_box.value(),
            variant=self.variant_box.currentData(),
            level=self.level_box.value(),
            play=PlayOptions(
                max_seconds=self.limit_box.value(), thoughtful=self.thoughtful_box.isChecked()
            ),
        )

    def run(self) -> None:
        """Start the analysis in the background."""
        if self.runner.running:
            return
        to_bytes = getattr(self.document, "to_bytes", None)
        if to_bytes is None:
            return
        job = self.job()
        self.progress.setRange(0, job.deals)
        self.progress.setValue(0)
        self.status.setText(
            translate("AnalysisDialog", "Playing %1 deals...").replace("%1", str(job.deals))
        )
        self._started = time.monotonic()
        self._set_running(True)
        self.runner.start(to_bytes(), getattr(self.document, "path", None), job)

    def cancel(self) -> None:
        """Stop a running analysis; the deals played so far are still reported."""
        if self.runner.running:
            self.status.setText(translate("AnalysisDialog", "Cancelling..."))
            self.runner.cancel()

    def export(self, path: str | Path) -> Path:
        """Export the report to `path` (HTML or PNG by the suffix)."""
        target = Path(path)
        if target.suffix.lower() == ".png":
            export_png(self.view, target)
        else:
            export_html(self.view, target)
        return target

    def _export(self, kind: str) -> None:
        report = self.view.report
        stem = (report.game if report else "analysis").replace(" ", "_").lower()
        folder = Path(getattr(self.document, "path", None) or Path.home()).parent
        if kind == "html":
            path, _ = QFileDialog.getSaveFileName(
                self,
                translate("AnalysisDialog", "Export as HTML"),
                str(folder / f"{stem}-analysis.html"),
                translate("AnalysisDialog", "HTML files (*.html)"),
            )
        else:
            path, _ = QFileDialog.getSaveFileName(
                self,
                translate("AnalysisDialog", "Export as PNG"),
                str(folder / f"{stem}-analysis.png"),
                translate("AnalysisDialog", "PNG images (*.png)"),
            )
        if path:
            self.status.setText(
                translate("AnalysisDialog", "Exported to %1").replace("%1", self.export(path).name)
            )

    def _set_running(self, running: bool) -> None:
        self._running = running
        for widget in (
            self.run_button,
            self.player_box,
            self.deals_box,
            self.seed_box,
            self.variant_box,
            self.level_box,
            self.limit_box,
            self.thoughtful_box,
        ):
            widget.setEnabled(not running)
        if not running:
            self._fill_enabled()
        self.cancel_button.setEnabled(running)
        has = self.view.report is not None
        self.html_button.setEnabled(has and not running)
        self.png_button.setEnabled(has and not running)

    def _fill_enabled(self) -> None:
        self.variant_box.setEnabled(
            self.variant_box.count() > 0 and self.variant_box.currentData() is not None
        )
        self.level_box.setEnabled(self.level_box.maximum() > 0)
        self._on_player_changed()

    # ----- runner signals ----------------------------------------------------------------
    def _on_player_changed(self, *_args: object) -> None:
        solver = self.player_box.currentData() == "solver"
        self.limit_box.setEnabled(solver and not self._running)
        self.thoughtful_box.setEnabled(solver and not self._running)

    def _on_progressed(self, done: int, total: int) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)
        if 0 < done < total and not self.runner.cancelled:
            left = (time.monotonic() - self._started) / done * (total - done)
            self.status.setText(
                translate("AnalysisDialog", "%1 of %2 deals, about %3 s left")
                .replace("%1", str(done))
                .replace("%2", str(total))
                .replace("%3", decimal(left, 0))
            )

    def _on_finished(self, report: Report) -> None:
        self.view.show_report(report)
        if report.cancelled:
            self.status.setText(
                translate("AnalysisDialog", "Cancelled after %1 of %2 deals.")
                .replace("%1", str(report.deals))
                .replace("%2", str(report.planned))
            )
        else:
            self.status.setText(
                translate("AnalysisDialog", "Done: %1 deals in %2 s.")
                .replace("%1", str(report.deals))
                .replace("%2", decimal(report.total_seconds, 1))
            )
        self._set_running(False)

    def _on_failed(self, message: str) -> None:
        self.status.setText(
            translate("AnalysisDialog", "The analysis failed: %1").replace("%1", message)
        )
        self._set_running(False)

    def stop(self) -> None:
        """Cancel a run and wait for its thread (a solver deal may need its time limit)."""
        self.runner.cancel()
        self.runner.wait(int((self.limit_box.value() + 5) * 1000))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Stop the worker before the dialog goes away."""
        self.stop()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        """Escape or Close: stop the worker first."""
        self.stop()
        super().done(result)
