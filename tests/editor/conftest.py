"""Fixtures for editor tests: settings in a temp folder, a main window, sample files."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import editor._qtcompat  # noqa: F401  (before any Qt signal is emitted)

FIXTURES = Path(__file__).parent / "fixtures"
GAMES = Path(__file__).resolve().parents[2] / "games"


@pytest.fixture(autouse=True)
def _isolated_settings(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Every test gets its own settings and recovery folder."""
    folder = tmp_path_factory.mktemp("settings")
    monkeypatch.setenv("PATSTUDIO_SETTINGS_DIR", str(folder))
    monkeypatch.setenv("LANG", "C")
    return folder


class AutoPrompts:
    """Answers every question at once and records what was asked."""

    def __init__(self) -> None:
        from editor.prompts import Answer

        self.asked: list[str] = []
        self.save_answer = Answer.DISCARD
        self.reload_answer = True
        self.restore_answer = True
        self.path: str | None = None

    def save_changes(self, name: str):  # noqa: ANN201
        self.asked.append(f"save:{name}")
        return self.save_answer

    def reload_changed(self, name: str) -> bool:
        self.asked.append(f"reload:{name}")
        return self.reload_answer

    def restore_recovery(self, names: list[str]) -> bool:
        self.asked.append("restore")
        return self.restore_answer

    def open_paths(self, folder: str) -> list[str]:
        return [self.path] if self.path else []

    def save_path(self, suggestion: str) -> str | None:
        self.asked.append("save_path")
        return self.path

    def error(self, title: str, message: str) -> None:
        self.asked.append(f"error:{title}")


@pytest.fixture
def window(qtbot) -> Iterator[object]:  # noqa: ANN001
    """A main window with automatic prompts and a fast autosave."""
    from editor.app import application
    from editor.mainwindow import MainWindow

    application()
    win = MainWindow(autosave_ms=3_600_000)
    win.prompts = AutoPrompts()
    qtbot.addWidget(win)
    win.show()
    yield win
    for doc in list(win.documents):
        doc.undo_stack.setClean()
        doc._forced_modified = False
    win.close()


@pytest.fixture
def sample(tmp_path: Path) -> Path:
    """A private copy of the Canfield fixture."""
    target = tmp_path / "canfield.xml"
    shutil.copy(FIXTURES / "canfield.xml", target)
    return target


def game_files() -> list[Path]:
    """Every shipped game plus the editor's fixtures that parse."""
    return sorted(GAMES.glob("*.xml")) + sorted(
        p for p in FIXTURES.glob("*.xml") if p.name != "malformed.xml"
    )
