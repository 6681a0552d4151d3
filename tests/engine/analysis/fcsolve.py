"""Running the fc-solve program (Debian freecell-solver-bin) on MS FreeCell deals, for cross-checks."""

from __future__ import annotations

import os
import shutil
import subprocess
import time

from engine.analysis.freecell import board_text, ms_columns

UNSOLVABLE_DEAL = 11982
"""The one MS deal of the first 32,000 that no line wins."""


def executable() -> str | None:
    """Path of fc-solve, or None when it is not installed."""
    return shutil.which("fc-solve")


ITERATIONS = 3_000_000
"""Positions one fc-solve run may check (it needs about 0.5 KB each)."""
FAST = ("-l", "lg")
"""fc-solve's "looking glass" preset: quick at finding wins, but it leaves some moves out."""
COMPLETE = ("-to", "01ABCDE")
"""Every kind of move, one card at a time (the atomic moves): when this scan ends without
a win, no line of single-card moves wins, which is freecell.xml's rule."""


def _run(exe: str, board: str, flags: tuple[str, ...], seconds: float) -> str:
    """One fc-solve run: solved, unsolvable or unknown (limit or timeout hit)."""
    try:
        proc = subprocess.run(
            [exe, "-sel", "-mi", str(ITERATIONS), *flags],
            input=board,
            text=True,
            capture_output=True,
            timeout=seconds,
            check=False,
            env={**os.environ, "FREECELL_SOLVER_QUIET": "1"},
        )
    except subprocess.TimeoutExpired:
        return "unknown"
    if "This game is solveable" in proc.stdout:
        return "solved"
    if "I could not solve this game" in proc.stdout:
        return "unsolvable"
    return "unknown"  # "Iterations count exceeded."


def verdict(number: int, *, seconds: float = 60.0, exe: str | None = None) -> tuple[str, float]:
    """fc-solve's verdict on MS deal `number` (solved, unsolvable or unknown) and its wall time.

    A quick preset looks for a win first; when it finds none, a scan over every single-card
    move decides. fc-solve may also move whole runs at once, which only shortens lines
    made of single-card moves, so its verdicts mean the same as ours.
    """
    exe = exe or executable()
    if exe is None:
        raise RuntimeError("fc-solve is not installed")
    board = board_text(ms_columns(number))
    started = time.perf_counter()
    found = _run(exe, board, FAST, seconds)
    if found != "solved":
        found = _run(exe, board, COMPLETE, seconds)
    return found, time.perf_counter() - started
