"""Write the editor screenshots in docs/: `python -m editor.screenshots` (offscreen works)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PATSTUDIO_SETTINGS_DIR", tempfile.mkdtemp(prefix="patstudio-shots-"))

import editor._qtcompat  # noqa: E402, F401
from engine import bundled  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent  # docs and fixtures exist only in a checkout
DOCS = ROOT / "docs"
FIXTURES = ROOT / "tests" / "editor" / "fixtures"


def _settle(app: object, window: object) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    doc = window.current  # type: ignore[attr-defined]
    loop = QEventLoop()
    if doc is not None and not doc.checker.is_current():
        doc.checker.checked.connect(lambda _s: loop.quit())
        QTimer.singleShot(5000, loop.quit)
        loop.exec()
    for _ in range(5):
        app.processEvents()  # type: ignore[attr-defined]


def _window(panels: list | None = None):  # noqa: ANN202
    from editor.mainwindow import MainWindow

    window = MainWindow(autosave_ms=3_600_000, panels=panels)
    window.resize(1500, 920)
    window.show()
    return window


def _discard(window: object) -> None:
    for doc in window.documents:  # type: ignore[attr-defined]
        doc.undo_stack.setClean()
        doc._forced_modified = False
    window.close()  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> int:
    """Open sample files in the main window and save PNGs of what it shows."""
    from editor import i18n
    from editor.app import application

    app = application()
    language = (argv or sys.argv[1:] or ["en"])[0]
    i18n.install(app, language)
    suffix = "" if language == "en" else f"-{language}"

    start = _window()
    _settle(app, start)
    start.grab().save(str(DOCS / f"screenshot-start{suffix}.png"))
    _discard(start)

    window = _window()
    games = bundled.game_files()
    canfield = next((p for p in games if p.name == "canfield.xml"), FIXTURES / "canfield.xml")
    window.open_file(FIXTURES / "canfield.xml")
    doc = window.open_file(canfield)
    window.show_panel("sourceView")
    window.show_panel("outlineView")
    window.show_panel("problemsPanel")
    _settle(app, window)
    field = doc.root.findall("feld")[2] if doc.root is not None else None
    if field is not None:
        doc.selection.select([field])
        outline = window.panel("outlineView")
        item = outline.item_for(field)
        if item is not None:
            outline.expand(item.index())
    _settle(app, window)
    window.grab().save(str(DOCS / f"screenshot-editor{suffix}.png"))

    window.set_current(window.documents[0])
    window.show_panel("sourceView")
    window.panel("problemsPanel").activate_row(1)
    _settle(app, window)
    window.grab().save(str(DOCS / f"screenshot-problems{suffix}.png"))

    window.open_file(FIXTURES / "malformed.xml")
    _settle(app, window)
    window.grab().save(str(DOCS / f"screenshot-malformed{suffix}.png"))
    _discard(window)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
