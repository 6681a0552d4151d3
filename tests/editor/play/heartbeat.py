"""A QTimer heartbeat that records the longest time the UI event loop went without ticking."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer


class Heartbeat(QObject):
    """Ticks every `interval_ms`; `max_gap` is the longest wait between two ticks (seconds)."""

    def __init__(self, interval_ms: int = 10) -> None:
        super().__init__()
        self.max_gap = 0.0
        self.ticks = 0
        self._last = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        """Start measuring now."""
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        """Stop (the gap up to now counts too)."""
        self._tick()
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.max_gap = max(self.max_gap, now - self._last)
        self._last = now
        self.ticks += 1
