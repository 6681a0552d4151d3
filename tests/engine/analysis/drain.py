"""Running a search generator to its end, for the analysis tests and benchmarks."""

from __future__ import annotations

from engine.analysis.compact import CMove
from engine.analysis.search import Run


def finish(run: Run) -> list[CMove] | None:
    """Advance `run` slice by slice until it stops; its winning line, or None."""
    while True:
        try:
            next(run)
        except StopIteration as done:
            return done.value
