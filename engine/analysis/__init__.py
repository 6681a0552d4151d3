"""Balance analysis: players, a solver, parallel simulation runs and the report."""

from __future__ import annotations

# first: it decides between the compiled solver modules and their sources (native.py)
from engine.analysis.native import compiled
from engine.analysis.report import Report
from engine.analysis.runner import RunOptions, run_analysis, simulate
from engine.analysis.solver import SolveResult, SolveStatus, solve

__all__ = [
    "Report",
    "RunOptions",
    "SolveResult",
    "SolveStatus",
    "compiled",
    "run_analysis",
    "simulate",
    "solve",
]
