"""Live problems of a document: re-checked after a pause, off the UI thread."""

from __future__ import annotations

import contextlib
import itertools
import time
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Protocol

import shiboken6
from lxml import etree
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

import editor._qtcompat  # noqa: F401
from editor import gcguard
from engine.errors import LoadError, Problem, Severity
from engine.messages import msg
from engine.xmlread import parse_bytes


class Checked(Protocol):
    """What the checker reads of a document (the document owns its checker, not the reverse)."""

    source_changed: SignalInstance
    path_changed: SignalInstance

    @property
    def path(self) -> str | None:
        """The file the document was read from, if any."""

    @property
    def tree(self) -> etree._ElementTree | None:
        """The parsed tree, None while the text is not well-formed."""

    @property
    def revision(self) -> int:
        """Counts edits; a result for an older revision is stale."""

    def to_bytes(self) -> bytes:
        """The current text as the file would be written."""


def _fallback_check_bytes(data: bytes, path: str | None) -> list[Problem]:
    """Syntax-only check used until the schema package offers `check_bytes`."""
    try:
        parse_bytes(data, path)
    except LoadError as exc:
        return [exc.to_problem()]
    return []


def _resolve_check() -> Callable[[bytes, str | None], list[Problem]]:
    try:
        from schema import check_bytes
    except ImportError:
        return _fallback_check_bytes
    return check_bytes  # type: ignore[no-any-return]


def check_bytes(data: bytes, path: str | None) -> list[Problem]:
    """XSD and lint problems of file content (malformed XML becomes a problem too)."""
    try:
        problems = list(_resolve_check()(data, path))
    except Exception as exc:  # a checker defect must not take the editor down
        text = msg("checker-failed", why=str(exc))
        return [Problem.of(Severity.ERROR, "checker-failed", text, 1, 1, path)]
    return sorted(problems, key=lambda p: (p.line, p.column, p.severity != Severity.ERROR))


class _Relay(QObject):
    """Carries workers' results back to the UI thread; one for the application, never deleted early."""

    finished = Signal(int, int, list, float)
    """(checker key, revision, problems, seconds)"""


_relay: _Relay | None = None
_KEYS = itertools.count(1)


_CHECKERS: weakref.WeakValueDictionary[int, Checker] = weakref.WeakValueDictionary()
"""Live checkers by key. Results are routed through this table, not through a connection
per checker, so a result for a document closed meanwhile is simply dropped (a connection to
a destroyed checker crashed the process now and then)."""


def _deliver(key: int, revision: int, problems: list[Problem], seconds: float) -> None:
    gcguard.job_finished()
    checker = _CHECKERS.get(key)
    if checker is not None and shiboken6.isValid(checker):
        checker._on_finished(key, revision, problems, seconds)


def _shared_relay() -> _Relay:
    """The relay, owned by the application object so no worker can outlive it."""
    global _relay
    if _relay is None:
        _relay = _Relay(QCoreApplication.instance())
        _relay.finished.connect(_deliver)
    return _relay


_POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="patstudio-check")
"""One background checker thread for the whole application (a plain Python thread: a Qt
`QRunnable` that Qt deletes on its own thread crashed the process now and then)."""


def _check_job(relay: _Relay, key: int, revision: int, data: bytes, path: str | None) -> None:
    """Check and report (the relay's signal is delivered in the UI thread)."""
    start = time.perf_counter()
    problems = check_bytes(data, path)
    with contextlib.suppress(RuntimeError):  # the application is shutting down
        relay.finished.emit(key, revision, problems, time.perf_counter() - start)


class Checker(QObject):
    """Keeps `problems` of one document current, debounced after each edit."""

    problems_changed = Signal(list)
    checked = Signal(float)
    """A check finished; carries how long it took in seconds."""

    DELAY_MS = 250

    def __init__(self, document: Checked, *, threaded: bool = True) -> None:
        super().__init__(document)
        self.document = document
        self.threaded = threaded
        self.problems: list[Problem] = []
        self.checked_revision = -1
        self._running = False
        self._key = next(_KEYS)
        self._relay = _shared_relay()
        _CHECKERS[self._key] = self
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.DELAY_MS)
        self._timer.timeout.connect(self._start)
        document.source_changed.connect(self._on_source_changed)
        document.path_changed.connect(self._on_source_changed)

    def counts(self) -> dict[Severity, int]:
        """How many problems of each severity."""
        counts = {severity: 0 for severity in Severity}
        for problem in self.problems:
            counts[problem.severity] += 1
        return counts

    def is_current(self) -> bool:
        """True when the problems describe the current text."""
        return self.checked_revision == self.document.revision

    def schedule(self) -> None:
        """Check again after the debounce pause."""
        self._timer.start()

    def check_now(self) -> list[Problem]:
        """Check synchronously (tests, Game > Check file) and publish the result."""
        self._timer.stop()
        start = time.perf_counter()
        doc = self.document
        problems = check_bytes(doc.to_bytes(), doc.path)
        self._publish(doc.revision, problems, time.perf_counter() - start)
        return problems

    def _on_source_changed(self, *_args: object) -> None:
        self.schedule()

    def _start(self) -> None:
        if not self.threaded or self.document.tree is None:
            # Malformed text is checked here: it fails fast, and libxml2 reporting parse
            # errors on two threads at once (the document re-parses on this one) crashed.
            self.check_now()
            return
        if self._running:
            self._timer.start()  # one job at a time; try again after this one
            return
        self._running = True
        doc = self.document
        gcguard.job_started()  # no cycle collection on the worker thread (see gcguard)
        _POOL.submit(_check_job, self._relay, self._key, doc.revision, doc.to_bytes(), doc.path)

    def _on_finished(
        self, key: int, revision: int, problems: list[Problem], seconds: float
    ) -> None:
        if key != self._key:
            return
        self._running = False
        self._publish(revision, problems, seconds)

    def _publish(self, revision: int, problems: list[Problem], seconds: float) -> None:
        if revision < self.checked_revision:
            return
        self.checked_revision = revision
        if problems != self.problems:
            self.problems = problems
            self.problems_changed.emit(list(problems))
        self.checked.emit(seconds)
        if revision != self.document.revision:
            self.schedule()
