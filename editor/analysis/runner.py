"""Run an analysis off the UI thread in chunks of deals, with progress and cancel."""

from __future__ import annotations

import dataclasses
import math
import threading
import time

from PySide6.QtCore import QObject, QThread, Signal

from editor import gcguard
from editor.analysis.model import AnalysisJob, Report
from editor.messages import error_text
from engine.analysis.deals import deal_list
from engine.analysis.players import DealResult, play_deal
from engine.analysis.report import Report as EngineReport
from engine.analysis.report import RunInfo
from engine.compile import compile_game
from engine.errors import EngineError, LoadError
from engine.xmlread import parse_bytes


def chunk_size(deals: int) -> int:
    """Deals per progress step: about a hundred steps, at least one deal each."""
    return max(1, math.ceil(deals / 100))


class _Worker(QThread):
    """The background thread: compiles the file, plays the deals, builds the report."""

    progressed = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(
        self, data: bytes, path: str | None, job: AnalysisJob, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.data = data
        self.path = path
        self.job = job
        self.stop = threading.Event()

    def run(self) -> None:
        """Compile the document's bytes, play the deals chunk by chunk, emit the report."""
        try:
            parsed = parse_bytes(self.data, self.path)
            definition = compile_game(parsed, variant=self.job.variant, level=self.job.level)
        except LoadError as exc:  # the place as the engine gives it, the text in the UI language
            self.failed.emit(error_text(exc))
            return
        except EngineError as exc:
            self.failed.emit(error_text(exc))
            return
        except Exception as exc:  # noqa: BLE001 - a broken game file must not kill the editor
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        job = self.job
        # Cancel also ends a solver search in progress, not only the run between deals.
        play = dataclasses.replace(job.play, should_stop=self.stop.is_set)
        started = time.perf_counter()
        results: list[DealResult] = []
        specs = deal_list(job.deals, job.first_seed)
        step = chunk_size(len(specs))
        try:
            for k in range(0, len(specs), step):
                for spec in specs[k : k + step]:
                    if self.stop.is_set():
                        break
                    result = play_deal(definition, spec, job.player, play)
                    if self.stop.is_set():
                        break  # a deal cut short by Cancel has no verdict: leave it out
                    results.append(result)
                self.progressed.emit(len(results), len(specs))
                if self.stop.is_set():
                    break
            info = RunInfo(
                job.player,
                job.first_seed,
                results[0].deal if results else "",
                1,
                "local",
                job.play.thoughtful,
                time.perf_counter() - started,
            )
            report = EngineReport.build(definition, results, info)
        except Exception as exc:  # noqa: BLE001 - a broken game file must not kill the editor
            self.failed.emit(f"{type(exc).__name__}: {exc}")
            return
        self.done.emit(Report(report, job.deals, job.first_seed))


class AnalysisRunner(QObject):
    """Starts one analysis at a time and relays its progress and result on the UI thread."""

    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker: _Worker | None = None
        self.report: Report | None = None

    @property
    def cancelled(self) -> bool:
        """True once Cancel was asked for the current run."""
        return self._worker is not None and self._worker.stop.is_set()

    @property
    def running(self) -> bool:
        """True while a worker thread exists (until its thread has really ended)."""
        return self._worker is not None

    def start(self, data: bytes, path: str | None, job: AnalysisJob) -> None:
        """Begin analysing `data` (the document's bytes) in the background."""
        if self.running:
            return
        worker = _Worker(data, path, job, self)
        worker.progressed.connect(self.progressed)
        worker.done.connect(self._on_done)
        worker.failed.connect(self.failed)
        worker.finished.connect(self._on_thread_ended)
        self._worker = worker
        gcguard.job_started()  # no cycle collection on the worker thread (see gcguard)
        worker.start(QThread.Priority.LowPriority)

    def cancel(self) -> None:
        """Ask the worker to stop after the current deal (the partial report still arrives)."""
        if self._worker is not None:
            self._worker.stop.set()

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until the worker ended (for closing the dialog); True when it did."""
        worker = self._worker
        if worker is None:
            return True
        return worker.wait(msecs)

    def _on_done(self, report: Report) -> None:
        self.report = report
        self.finished.emit(report)

    def _on_thread_ended(self) -> None:
        worker, self._worker = self._worker, None
        if worker is not None:
            gcguard.job_finished()
            worker.deleteLater()
