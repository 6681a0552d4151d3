"""A plain text progress bar on stderr (only on a terminal, or when asked for)."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    """Shows `done/total` deals with a bar and the elapsed time, redrawn at most 10 times a second."""

    def __init__(
        self,
        total: int,
        *,
        enabled: bool | None = None,
        stream: TextIO | None = None,
        label: str = "deals",
    ) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.total = total
        self.done = 0
        self.label = label
        self.started = time.monotonic()
        self._drawn = 0.0

    def advance(self, n: int = 1) -> None:
        """Count n more deals as done and redraw when due."""
        self.done += n
        now = time.monotonic()
        if self.enabled and (now - self._drawn >= 0.1 or self.done >= self.total):
            self._drawn = now
            self._draw(now)

    def _draw(self, now: float) -> None:
        width = 30
        frac = self.done / self.total if self.total else 1.0
        bar = "#" * int(frac * width)
        self.stream.write(
            f"\r[{bar:<{width}}] {self.done}/{self.total} {self.label} {now - self.started:.1f} s"
        )
        self.stream.flush()

    def close(self) -> None:
        """End the bar's line."""
        if self.enabled:
            self._draw(time.monotonic())
            self.stream.write("\n")
            self.stream.flush()
