"""Patience Studio rules engine: loads PatFinder game files and plays them (no Qt)."""

# first: it decides between the compiled lint modules and their sources (lintnative.py)
from engine import lintnative  # noqa: F401
from engine.errors import EngineError, IllegalMoveError, LoadError, Problem, Severity

__all__ = ["EngineError", "IllegalMoveError", "LoadError", "Problem", "Severity"]
