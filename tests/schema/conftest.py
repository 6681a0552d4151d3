"""Shared helpers for the schema tests: the clean base game and edits of it."""

from __future__ import annotations

from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
BASE = (DATA / "valid" / "base.xml").read_text(encoding="utf-8")


def edit(old: str, new: str, text: str = BASE) -> str:
    """The base game with one exact snippet replaced (it must occur)."""
    assert old in text, old
    return text.replace(old, new, 1)


def line_of(text: str, snippet: str) -> int:
    """1-based line on which a snippet starts."""
    return text[: text.index(snippet)].count("\n") + 1


@pytest.fixture
def base_text() -> str:
    """Text of the clean base game."""
    return BASE
