"""Session-wide test settings: commands speak English unless a test asks for German."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _english_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI follows LANGUAGE/LC_ALL/LC_MESSAGES/LANG; tests expect English by default."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
