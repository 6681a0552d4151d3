"""Regenerate the screenshots in docs/: `xvfb-run -a python docs/screenshots.py [en|de]`.

Without an argument both languages are written (`screenshot-<name>.png` and
`screenshot-<name>-de.png`); `QT_QPA_PLATFORM=offscreen` works as well as Xvfb. The editor
guide's own set (start page, editor, problems, malformed file) comes from `editor.screenshots`.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ["PATSTUDIO_SETTINGS_DIR"] = tempfile.mkdtemp()  # first-start layout, no saved state
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

import editor._qtcompat  # noqa: E402, F401  (before any Qt signal is emitted)
from editor import i18n  # noqa: E402
from editor.analysis.dialog import AnalysisDialog  # noqa: E402
from editor.app import application  # noqa: E402
from editor.document import Document  # noqa: E402
from editor.mainwindow import MainWindow  # noqa: E402
from engine.moves import Move  # noqa: E402
from engine.rng import Random  # noqa: E402

DOCS = ROOT / "docs"
SIZE = (1600, 1000)


def settle(app: QApplication, rounds: int = 30) -> None:
    """Let timers and layouts run."""
    for _ in range(rounds):
        app.processEvents()


def save(app: QApplication, widget: QWidget, name: str, suffix: str) -> None:
    """Grab `widget` into docs/screenshot-<name><suffix>.png."""
    settle(app)
    widget.grab().save(str(DOCS / f"screenshot-{name}{suffix}.png"))


def discard(window: MainWindow) -> None:
    """Close without being asked to save."""
    for doc in list(window.documents):
        doc.undo_stack.setClean()
        doc._forced_modified = False
    window.close()


def window_for(app: QApplication, game: str) -> tuple[MainWindow, Document]:
    """A main window at screenshot size with one game open."""
    window = MainWindow(autosave_ms=3_600_000)
    window.resize(*SIZE)
    document = window.add_document(Document.open(ROOT / "games" / game))
    window.show()
    document.checker.check_now()
    settle(app)
    return window, document


def hide_bottom_docks(window: MainWindow) -> None:
    """More room for the central view."""
    for dock in window.docks.values():
        if window.dockWidgetArea(dock).name.startswith("Bottom"):
            dock.hide()


def refused_drag(window: MainWindow) -> Move | None:
    """A drag the rules refuse for a colour or rank reason, as a new author would try."""
    game = window.panel("playPane").session.game
    count = len(game.state.fields)
    for src in range(count):
        for dst in range(count):
            move = Move.drag(src, dst, 1)
            reason = game.refusal(move)
            if reason is not None and reason.code in ("folgefarbe", "folgewert"):
                return move
    return None


def canvas_and_play(app: QApplication, suffix: str) -> None:
    """Layout canvas with the deal preview; then the play pane after some moves."""
    window, _ = window_for(app, "canfield.xml")
    window.show_panel("layoutCanvas")
    window.panel("layoutCanvas").preview.setChecked(True)
    save(app, window, "main", suffix)

    window.show_panel("playPane")
    hide_bottom_docks(window)
    pane = window.panel("playPane")
    rng = Random(3)
    for _ in range(14):
        move = pane.session.hint()
        if move is None:
            break
        legal = list(pane.session.game.legal_moves)
        pane.play_move(move if rng.below(3) else rng.choice(legal))
    bad = refused_drag(window)
    if bad is not None:
        pane.table.move_requested.emit(bad.src, bad.dst, bad.n)  # the status line says why
    save(app, window, "play", suffix)
    discard(window)


def flow_and_debugger(app: QApplication, suffix: str) -> None:
    """Pyramid's actions as a flow graph; then the debugger stopped inside one."""
    window, _ = window_for(app, "pyramid.xml")
    window.show_panel("actionFlow")
    save(app, window, "flow", suffix)

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
    save(app, window, "debugger", suffix)
    debugger.cont()
    discard(window)


def mistakes(app: QApplication, suffix: str) -> None:
    """A copy of Golf with two typos: live problems with exact places, source view."""
    broken = (ROOT / "games" / "golf.xml").read_text(encoding="utf-8")
    broken = broken.replace("<folgefarbe>frei</folgefarbe>", "<folgefarbe>wechsle</folgefarbe>", 1)
    broken = broken.replace('quelle="stock"', 'quelle="stok"', 1)
    window = MainWindow(autosave_ms=3_600_000)
    window.resize(*SIZE)
    document = window.new_document(broken, name="golf-with-mistakes.xml")
    window.show()
    document.checker.check_now()
    window.show_panel("sourceView")
    window.show_panel("problemsPanel")
    window.panel("problemsPanel").activate_row(0)
    save(app, window, "mistakes", suffix)
    discard(window)


def run_analysis(app: QApplication, dialog: AnalysisDialog, name: str, suffix: str) -> None:
    """Run the dialog's analysis to its end and grab it."""
    dialog.show()
    settle(app)
    dialog.run()
    deadline = time.monotonic() + 300
    while (dialog.runner.running or not dialog.run_button.isEnabled()) and (
        time.monotonic() < deadline
    ):
        settle(app, 5)
        time.sleep(0.02)
    save(app, dialog, name, suffix)
    dialog.close()


def analysis(app: QApplication, suffix: str) -> None:
    """The balance analyzer after 40 greedy deals of Monte Carlo (about a second a deal)."""
    dialog = AnalysisDialog(Document.open(ROOT / "games" / "monte_carlo.xml"))
    dialog.resize(1100, 860)
    dialog.player_box.setCurrentIndex(dialog.player_box.findData("greedy"))
    dialog.deals_box.setValue(40)
    run_analysis(app, dialog, "analysis", suffix)


def solver(app: QApplication, suffix: str) -> None:
    """The solver on 40 deals of Klondike draw one, seeing face-down cards (10-20 s)."""
    dialog = AnalysisDialog(Document.open(ROOT / "games" / "klondike.xml"))
    dialog.resize(1100, 900)
    dialog.player_box.setCurrentIndex(dialog.player_box.findData("solver"))
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("ziehe1"))
    dialog.deals_box.setValue(40)
    dialog.limit_box.setValue(10.0)
    dialog.thoughtful_box.setChecked(True)
    run_analysis(app, dialog, "solver", suffix)


def canvas_set(app: QApplication) -> None:
    """docs/editor-canvas.md's pictures: canvas, palette and property panel (English only)."""
    window, document = window_for(app, "klondike.xml")
    window.show_panel("layoutCanvas")
    window.show_panel("fieldPalette")
    hide_bottom_docks(window)
    document.selection.select([f for f in document.root.iter("feld") if f.get("id") == "t3"])
    save(app, window, "canvas", "")
    discard(window)

    window, document = window_for(app, "canfield.xml")
    window.show_panel("layoutCanvas")
    canvas = window.panel("layoutCanvas")
    canvas.preview.setChecked(True)
    document.selection.select([f for f in document.root.iter("feld") if f.get("id") == "abwurf"])
    save(app, window, "canvas-mainwindow", "")
    canvas.seed.setValue(7)
    save(app, window, "canvas-preview", "")
    reserve = next(f for f in document.root.iter("feld") if f.get("id") == "r")
    document.selection.select([reserve])
    properties = window.panel("propertyPanel")
    settle(app)
    properties.scroll_area.ensureWidgetVisible(properties.form.lists["lege"], 0, 200)
    save(app, properties, "canvas-properties", "")
    discard(window)

    text = (ROOT / "games" / "klondike.xml").read_text(encoding="utf-8")
    text = text.replace('<feld id="t7" x="32"', '<feld id="t7" x="41"', 1)
    text = text.replace('<feld id="g4" x="32" y="2"', '<feld id="g4" x="-1" y="-1"', 1)
    window = MainWindow(autosave_ms=3_600_000)
    window.resize(*SIZE)
    document = window.new_document(text, name="klondike-off-window.xml")
    window.show()
    document.checker.check_now()
    window.show_panel("layoutCanvas")
    window.show_panel("problemsPanel")
    save(app, window, "canvas-problems", "")
    discard(window)


def main(argv: list[str] | None = None) -> int:
    """Write docs/screenshot-*.png in the languages asked for (default: English and German)."""
    from editor import screenshots as editor_screenshots

    app = application()
    for language in argv or sys.argv[1:] or ["en", "de"]:
        i18n.install(app, language)
        suffix = "" if language == "en" else f"-{language}"
        canvas_and_play(app, suffix)
        flow_and_debugger(app, suffix)
        mistakes(app, suffix)
        analysis(app, suffix)
        solver(app, suffix)
        editor_screenshots.main([language])
        if language == "en":
            canvas_set(app)
    i18n.install(app, "en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
