"""Regenerate the README screenshots: `QT_QPA_PLATFORM=offscreen python docs/screenshots.py`."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

os.environ["PATSTUDIO_SETTINGS_DIR"] = tempfile.mkdtemp()  # first-start layout, no saved state
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from editor.document import Document  # noqa: E402
from editor.mainwindow import MainWindow  # noqa: E402
from engine.rng import Random  # noqa: E402

DOCS = ROOT / "docs"


def settle(app: QApplication, rounds: int = 30) -> None:
    """Let timers and layouts run."""
    for _ in range(rounds):
        app.processEvents()


def window_for(app: QApplication, game: str) -> tuple[MainWindow, Document]:
    """A main window at screenshot size with one game open."""
    window = MainWindow(autosave_ms=3_600_000)
    window.resize(1600, 1000)
    document = window.add_document(Document.open(ROOT / "games" / game))
    window.show()
    document.checker.check_now()
    settle(app)
    return window, document


def main() -> None:
    """Write docs/screenshot-*.png."""
    app = QApplication.instance() or QApplication(sys.argv)
    window, _ = window_for(app, "canfield.xml")
    window.show_panel("layoutCanvas")
    window.panel("layoutCanvas").preview.setChecked(True)
    settle(app)
    window.grab().save(str(DOCS / "screenshot-main.png"))

    window.show_panel("playPane")
    for dock in window.docks.values():
        if window.dockWidgetArea(dock).name.startswith("Bottom"):
            dock.hide()
    pane = window.panel("playPane")
    rng = Random(3)
    for _ in range(14):
        move = pane.session.hint()
        if move is None:
            break
        legal = list(pane.session.game.legal_moves)
        pane.play_move(move if rng.below(3) else rng.choice(legal))
    settle(app)
    window.grab().save(str(DOCS / "screenshot-play.png"))
    window.close()

    window, document = window_for(app, "pyramid.xml")
    window.show_panel("actionFlow")
    settle(app)
    window.grab().save(str(DOCS / "screenshot-flow.png"))

    pane = window.panel("playPane")
    flow = window.panel("actionFlow")
    debugger = window.panel("debuggerPanel")
    pane.session.new_deal(4)
    pane.rebuild()
    node = flow.scene.node_items[0]
    flow.toggle_breakpoint(node.rows[4].row.element)
    debugger.enabled_box.setChecked(True)
    window.show_panel("debuggerPanel")
    move = next(m for m in pane.session.game.legal_moves if m.dst is not None)
    pane.play_move(move)
    debugger.step()
    window.show_panel("actionFlow")
    settle(app)
    window.grab().save(str(DOCS / "screenshot-debugger.png"))
    debugger.cont()
    window.close()

    broken = (ROOT / "games" / "golf.xml").read_text(encoding="utf-8")
    broken = broken.replace("<folgefarbe>frei</folgefarbe>", "<folgefarbe>wechsle</folgefarbe>", 1)
    broken = broken.replace('quelle="stock"', 'quelle="stok"', 1)
    window = MainWindow(autosave_ms=3_600_000)
    window.resize(1600, 1000)
    document = window.new_document(broken, name="golf-with-mistakes.xml")
    window.show()
    document.checker.check_now()
    window.show_panel("sourceView")
    window.show_panel("problemsPanel")
    settle(app)
    window.grab().save(str(DOCS / "screenshot-problems.png"))
    for doc in list(window.documents):
        doc.undo_stack.setClean()
        doc._forced_modified = False
    window.close()


if __name__ == "__main__":
    main()
