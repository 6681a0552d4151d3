"""Cyclic garbage collection on the UI thread while background Python threads run.

Python's cycle collector runs in whichever thread happens to allocate. When the checker or
the analyzer thread triggered it, it destroyed unreachable Qt objects (widgets and timers of
closed views) on that thread, which corrupted Qt's event loop and crashed the process later.
While any background job runs, automatic collection is therefore switched off and a timer on
the UI thread collects instead, as the automatic collector would.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 200
"""How often the UI thread collects while automatic collection is off."""


class _Guard(QObject):
    """Counts running background jobs; owns the collecting timer."""

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)
        self.jobs = 0
        self.was_enabled = True
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(collect_due)


_guard: _Guard | None = None


def _the_guard() -> _Guard:
    global _guard
    if _guard is None:
        _guard = _Guard(QCoreApplication.instance())
    return _guard


def collect_due() -> int:
    """When the youngest generation is due, collect the oldest generation whose threshold is
    exceeded (as the automatic collector does: one pass takes the younger ones along);
    returns objects freed."""
    if threading.current_thread() is not threading.main_thread():
        return 0
    counts = gc.get_count()
    limits = gc.get_threshold()
    if not limits[0] or counts[0] <= limits[0]:  # threshold 0: collection is off
        return 0
    generation = next(g for g in (2, 1, 0) if counts[g] > limits[g])
    return gc.collect(generation)


def job_started() -> None:
    """A background Python thread is about to run (call on the UI thread)."""
    guard = _the_guard()
    if guard.jobs == 0:
        guard.was_enabled = gc.isenabled()
        gc.disable()
        guard.timer.start()
    guard.jobs += 1


def job_finished() -> None:
    """A background job ended (call on the UI thread); restores automatic collection."""
    guard = _the_guard()
    if guard.jobs == 0:
        return
    guard.jobs -= 1
    if guard.jobs == 0:
        guard.timer.stop()
        collect_due()
        if guard.was_enabled:
            gc.enable()


def active_jobs() -> int:
    """How many background jobs are running (for tests)."""
    return 0 if _guard is None else _guard.jobs
