"""Main window: documents in tabs, titles, closing, layout memory, start page, every game."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree
from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QDockWidget

from editor.prompts import Answer
from editor.settings import settings
from tests.editor.conftest import FIXTURES, GAMES, AutoPrompts, game_files

FILES = game_files()


def test_widget_names(window) -> None:  # noqa: ANN001
    assert window.objectName() == "mainWindow"
    for name in ("outlineView", "sourceView", "problemsPanel"):
        assert window.findChild(object, name) is not None


def test_start_page_lists_the_library(window) -> None:  # noqa: ANN001
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.games.count() == len(list(GAMES.glob("*.xml")))


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_game_opens_and_edits_undo_to_identical_bytes(window, path: Path) -> None:  # noqa: ANN001
    doc = window.open_file(path)
    original = path.read_bytes()
    assert doc.to_bytes() == original
    assert window.windowTitle().startswith(path.name)
    outline = window.panel("outlineView")
    field = doc.root.find(".//feld")
    assert outline.item_for(field) is not None
    doc.set_attribute(field, "x", "3")
    doc.insert_element(field, len(field), etree.Element("eng"))
    outline.setFocus()
    doc.selection.select([field])
    from editor.menus import edit_command

    edit_command(window, "duplicate")
    assert window.isWindowModified()
    assert window.actions_by_name["actionUndo"].text().endswith("Duplicate 1 element(s)")
    source = window.panel("sourceView")
    assert source.toPlainText() == doc.text.replace("\r\n", "\n")
    while doc.undo_stack.canUndo():
        window.actions_by_name["actionUndo"].trigger()
    assert doc.to_bytes() == original
    assert not window.isWindowModified()
    assert source.toPlainText() == original.decode(doc.source.encoding).replace("\r\n", "\n")


def test_tabs_have_their_own_undo_stacks(window) -> None:  # noqa: ANN001
    first = window.open_file(FIXTURES / "canfield.xml")
    second = window.open_file(FIXTURES / "oneline.xml")
    assert window.tabs.count() == 2 and window.current is second
    second.set_attribute(second.root, "name", "Zwei")
    window.set_current(first)
    assert window.undo_group.activeStack() is first.undo_stack
    assert not window.actions_by_name["actionUndo"].isEnabled()
    window.tabs.setCurrentIndex(1)
    assert window.current is second and window.actions_by_name["actionUndo"].isEnabled()
    assert window.tabs.tabText(1).startswith("\u2022")


def test_close_asks_when_modified(window) -> None:  # noqa: ANN001
    doc = window.open_file(FIXTURES / "canfield.xml")
    doc.set_attribute(doc.root, "name", "X")
    window.prompts.save_answer = Answer.CANCEL
    assert not window.close_document(doc)
    assert window.prompts.asked == ["save:canfield.xml"]
    window.prompts.save_answer = Answer.DISCARD
    assert window.close_document(doc)
    assert window.current is None and window.stack.currentWidget() is window.start_page


def test_close_can_save(window, sample: Path) -> None:  # noqa: ANN001
    doc = window.open_file(sample)
    doc.set_attribute(doc.root, "name", "Saved on close")
    window.prompts.save_answer = Answer.SAVE
    assert window.close_document(doc)
    assert b'name="Saved on close"' in sample.read_bytes()


def test_new_document_save_as(window, tmp_path: Path) -> None:  # noqa: ANN001
    doc = window.new_document()
    assert doc.is_modified() and doc.path is None and doc.root is not None
    window.prompts.path = str(tmp_path / "new.xml")
    assert window.save()
    assert doc.path == str((tmp_path / "new.xml").resolve()) and not doc.is_modified()
    assert window.windowTitle().startswith("new.xml")


def test_new_document_is_a_clean_playable_start(window) -> None:  # noqa: ANN001
    from engine.compile import compile_game
    from engine.game import Game
    from engine.xmlread import parse_bytes
    from schema import check_bytes

    doc = window.new_document()
    assert not [p for p in check_bytes(doc.to_bytes()) if p.severity.name != "INFO"]
    game = Game.new(compile_game(parse_bytes(doc.to_bytes())), seed=1)
    stock = game.state.fields[0].cards
    # the stock lies face down, as authors expect of one
    assert len(stock) == 52 and all(entry < 0 for entry in stock)


def test_new_from_game_copies_the_library_file(window) -> None:  # noqa: ANN001
    path = sorted(GAMES.glob("*.xml"))[0]
    doc = window.new_from_game(str(path))
    assert doc.path is None and doc.to_bytes() == path.read_bytes() and doc.is_modified()


def test_malformed_file_opens_on_its_problem(window, qtbot) -> None:  # noqa: ANN001
    doc = window.open_file(FIXTURES / "malformed.xml")
    assert doc.error is not None
    source = window.panel("sourceView")
    problems = window.panel("problemsPanel")
    assert problems.model.rowCount() >= 1
    assert "7:" in problems.model.item(0, 2).text()
    assert source.current_line() == 7
    assert window.views.currentWidget() is source
    assert window.findChild(QDockWidget, "problemsPanelDock").isVisible()


def test_dock_layout_is_remembered(window, qtbot) -> None:  # noqa: ANN001
    window.open_file(FIXTURES / "canfield.xml")
    dock = window.docks["outlineView"]
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.save_layout()
    state = settings().value("window/state")
    assert isinstance(state, QByteArray) and not state.isEmpty()
    from editor.mainwindow import MainWindow

    other = MainWindow(autosave_ms=3_600_000)
    qtbot.addWidget(other)
    assert other.dockWidgetArea(other.docks["outlineView"]) == Qt.DockWidgetArea.RightDockWidgetArea


def test_reopening_an_open_file_switches_to_it(window) -> None:  # noqa: ANN001
    first = window.open_file(FIXTURES / "canfield.xml")
    window.open_file(FIXTURES / "oneline.xml")
    assert window.open_file(FIXTURES / "canfield.xml") is first
    assert window.tabs.count() == 2


def test_recent_files_are_remembered(window) -> None:  # noqa: ANN001
    from editor.settings import recent_files

    window.open_file(FIXTURES / "oneline.xml")
    window.open_file(FIXTURES / "canfield.xml")
    assert recent_files()[:2] == [
        str((FIXTURES / n).resolve()) for n in ("canfield.xml", "oneline.xml")
    ]


def test_file_changed_on_disk_reloads(window, sample: Path) -> None:  # noqa: ANN001
    doc = window.open_file(sample)
    sample.write_bytes(sample.read_bytes().replace(b'name="Canfield"', b'name="Outside"'))
    assert window.handle_disk_change(doc)
    assert doc.root.get("name") == "Outside" and not doc.is_modified()
    doc.set_attribute(doc.root, "name", "Mine")
    sample.write_bytes(sample.read_bytes().replace(b'name="Outside"', b'name="Again"'))
    window.prompts.reload_answer = False
    assert not window.handle_disk_change(doc)
    assert doc.root.get("name") == "Mine"
    assert window.prompts.asked == ["reload:canfield.xml"]


def test_app_main_opens_the_file(qtbot, monkeypatch) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QApplication

    from editor import app as app_module
    from editor.mainwindow import MainWindow
    from tests.editor.conftest import AutoPrompts

    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    monkeypatch.setattr("editor.mainwindow.Prompts", lambda parent: AutoPrompts())
    assert app_module.main([str(FIXTURES / "canfield.xml")]) == 0
    windows = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
    ]
    opened = [
        w
        for w in windows
        if w.current is not None and w.current.path and w.current.path.endswith("canfield.xml")
    ]
    assert opened
    for w in windows:
        qtbot.addWidget(w)
    assert app_module.main(["a.xml", "b.xml"]) == 2


def test_outline_accepts_a_real_drop(window, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import QMimeData, QPoint
    from PySide6.QtGui import QDropEvent

    doc = window.open_file(FIXTURES / "canfield.xml")
    outline = window.panel("outlineView")
    fields = doc.root.findall("feld")
    doc.selection.select([fields[0]])
    target = outline.visualRect(outline.item_for(fields[3]).index())
    mime = outline.model().mimeData(outline.selectionModel().selectedIndexes())
    assert isinstance(mime, QMimeData)
    point = QPoint(target.center().x(), target.top() + 2)
    event = QDropEvent(
        point.toPointF(),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    outline.dropEvent(event)
    ids = [f.get("id") for f in doc.root.findall("feld")]
    assert ids.index("stock") in (2, 3) and doc.undo_stack.count() == 1


@pytest.mark.parametrize("language", ["de", "en"])
def test_window_fits_a_1600_pixel_screen(qtbot, language: str) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QApplication, QWidget

    from editor import i18n
    from editor.document import Document
    from editor.mainwindow import MainWindow

    app = QApplication.instance()
    i18n.install(app, language)
    try:
        win = MainWindow(autosave_ms=3_600_000)
        win.prompts = AutoPrompts()
        qtbot.addWidget(win)
        win.resize(1600, 1000)
        win.show()  # first start: the start page, docks hidden until a game opens
        qtbot.waitExposed(win)
        doc = win.add_document(Document.open(GAMES / "klondike.xml"))
        pane = win.panel("playPane")
        assert pane.buttons["new"].text() == {"de": "Neues Geben", "en": "New deal"}[language]
        assert win.minimumSizeHint().width() <= 1600
        # the layout tool bar wraps rather than widening the centre (German words are longer)
        assert win.panel("layoutCanvas").minimumSizeHint().width() < 600
        assert pane.score_label.parent() is pane  # the score never goes into the overflow menu
        # The property panel shows a field form with inherited values without cutting it off.
        doc.selection.select([f for f in doc.root.iter("feld") if f.get("id") == "t3"])
        panel = win.panel("propertyPanel")
        qtbot.waitUntil(lambda: panel.form is not None and "t3" in panel.title.text())
        assert panel.form.findChild(object, "inherited_folgeende") is not None
        viewport = panel.scroll_area.viewport()
        qtbot.waitUntil(lambda: panel.form.minimumSizeHint().width() <= viewport.width())
        deal_bar = pane.findChild(QWidget, "play_dealbar")
        win.show_panel("playPane")
        qtbot.waitUntil(lambda: deal_bar.isVisible())
        assert all(w.isVisible() for w in (pane.variant_box, pane.level_box, pane.cases_toggle))
        for each in list(win.documents):
            each.undo_stack.setClean()
        win.close()
    finally:
        i18n.install(app, "en")


def test_a_first_session_on_the_start_page_does_not_narrow_the_next(qtbot) -> None:  # noqa: ANN001
    from editor.document import Document
    from editor.mainwindow import MainWindow

    first = MainWindow(autosave_ms=3_600_000)
    qtbot.addWidget(first)
    first.resize(1500, 920)
    first.show()
    qtbot.waitExposed(first)
    first.close()  # saves the layout: docks never shown beside a document
    assert settings().value("window/state") is None
    second = MainWindow(autosave_ms=3_600_000)
    second.prompts = AutoPrompts()
    qtbot.addWidget(second)
    second.resize(1500, 920)
    second.show()
    qtbot.waitExposed(second)
    doc = second.add_document(Document.open(GAMES / "klondike.xml"))
    doc.selection.select([f for f in doc.root.iter("feld") if f.get("id") == "t3"])
    panel = second.panel("propertyPanel")
    qtbot.waitUntil(lambda: panel.form is not None and "t3" in panel.title.text())
    viewport = panel.scroll_area.viewport()
    qtbot.waitUntil(lambda: panel.form.minimumSizeHint().width() <= viewport.width())
    doc.undo_stack.setClean()
    second.close()
