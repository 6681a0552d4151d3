"""Patience Studio rules engine: loads PatFinder game files and plays them (no Qt)."""

from engine.errors import EngineError, IllegalMoveError, LoadError, Problem, Severity

__all__ = ["EngineError", "IllegalMoveError", "LoadError", "Problem", "Severity"]
