"""Menus and shortcuts of the main window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit, QMenu, QPlainTextEdit

from editor import elementops
from editor.settings import language, recent_files, set_language

if TYPE_CHECKING:
    from editor.host import Host

Key = QKeySequence.StandardKey


def tr(text: str) -> str:
    """Translate in the Menus context."""
    return QCoreApplication.translate("", text)


def _add(
    window: Host,
    menu: QMenu,
    actions: dict[str, QAction],
    name: str,
    text: str,
    slot: Callable[[], object],
    shortcut: QKeySequence.StandardKey | str | None = None,
) -> QAction:
    action = QAction(text, window)
    action.setObjectName(name)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    actions[name] = action
    return action


def build_menus(window: Host) -> dict[str, QAction]:
    """Create File, Edit, View, Game and Help menus; returns actions by object name."""
    bar = window.menuBar()
    acts: dict[str, QAction] = {}
    file = bar.addMenu(tr("&File"))
    _add(window, file, acts, "actionNew", tr("&New"), window.new_document, Key.New)
    _add(
        window,
        file,
        acts,
        "actionNewFromGame",
        tr("New from &Game..."),
        window.new_from_game,
        "Ctrl+Shift+N",
    )
    _add(window, file, acts, "actionOpen", tr("&Open..."), window.open_dialog, Key.Open)
    window.recent_menu = file.addMenu(tr("Open &Recent"))
    window.recent_menu.aboutToShow.connect(lambda: _fill_recent(window))
    _add(window, file, acts, "actionImportPat", tr("&Import .pat..."), lambda: _import_pat(window))
    file.addSeparator()
    _add(window, file, acts, "actionSave", tr("&Save"), window.save, Key.Save)
    _add(window, file, acts, "actionSaveAs", tr("Save &As..."), window.save_as, Key.SaveAs)
    _add(window, file, acts, "actionRevert", tr("Re&vert"), window.revert)
    file.addSeparator()
    _add(window, file, acts, "actionClose", tr("&Close"), window.close_document, Key.Close)
    _add(window, file, acts, "actionQuit", tr("&Quit"), window.close, Key.Quit)

    edit = bar.addMenu(tr("&Edit"))
    undo = window.undo_group.createUndoAction(window, tr("&Undo"))
    undo.setShortcut(QKeySequence(Key.Undo))
    undo.setObjectName("actionUndo")
    undo.triggered.disconnect()
    undo.triggered.connect(lambda: _undo(window, redo=False))
    redo = window.undo_group.createRedoAction(window, tr("&Redo"))
    redo.setShortcut(QKeySequence(Key.Redo))
    redo.setObjectName("actionRedo")
    redo.triggered.disconnect()
    redo.triggered.connect(lambda: _undo(window, redo=True))
    edit.addAction(undo)
    edit.addAction(redo)
    acts["actionUndo"], acts["actionRedo"] = undo, redo
    edit.addSeparator()
    _add(window, edit, acts, "actionCut", tr("Cu&t"), lambda: edit_command(window, "cut"), Key.Cut)
    _add(
        window,
        edit,
        acts,
        "actionCopy",
        tr("&Copy"),
        lambda: edit_command(window, "copy"),
        Key.Copy,
    )
    _add(
        window,
        edit,
        acts,
        "actionPaste",
        tr("&Paste"),
        lambda: edit_command(window, "paste"),
        Key.Paste,
    )
    _add(
        window,
        edit,
        acts,
        "actionDuplicate",
        tr("D&uplicate"),
        lambda: edit_command(window, "duplicate"),
        "Ctrl+D",
    )
    _add(
        window,
        edit,
        acts,
        "actionDelete",
        tr("&Delete"),
        lambda: edit_command(window, "delete"),
        Key.Delete,
    )
    edit.addSeparator()
    _add(
        window,
        edit,
        acts,
        "actionSelectAll",
        tr("Select &All"),
        lambda: edit_command(window, "select_all"),
        Key.SelectAll,
    )

    view = bar.addMenu(tr("&View"))
    window.view_menu = view
    for name, dock in window.docks.items():
        toggle = dock.toggleViewAction()
        toggle.setText(window.specs[name].title())
        if window.specs[name].shortcut:
            toggle.setShortcut(QKeySequence(window.specs[name].shortcut))
        toggle.setObjectName(f"actionShow_{name}")
        view.addAction(toggle)
        acts[toggle.objectName()] = toggle
    for name, spec in window.specs.items():
        if spec.area == "center":
            _add(
                window,
                view,
                acts,
                f"actionShow_{name}",
                spec.title(),
                lambda n=name: window.show_panel(n),
                spec.shortcut,
            )
    view.addSeparator()
    _add(window, view, acts, "actionZoomIn", tr("Zoom &In"), lambda: _zoom(window, 1), Key.ZoomIn)
    _add(
        window, view, acts, "actionZoomOut", tr("Zoom &Out"), lambda: _zoom(window, -1), Key.ZoomOut
    )
    _add(
        window, view, acts, "actionZoomReset", tr("&Reset Zoom"), lambda: _zoom(window, 0), "Ctrl+0"
    )
    view.addSeparator()
    _add(window, view, acts, "actionResetLayout", tr("Reset &Layout"), window.reset_layout)
    lang = view.addMenu(tr("&Language"))
    for code, label in (("system", tr("System Default")), ("en", "English"), ("de", "Deutsch")):
        action = _add(
            window, lang, acts, f"actionLanguage_{code}", label, lambda c=code: _language(window, c)
        )
        action.setCheckable(True)
        action.setChecked(language() == code)

    game = bar.addMenu(tr("&Game"))
    _add(window, game, acts, "actionPlay", tr("&Play"), lambda: _play(window, "play"), "F5")
    _add(
        window,
        game,
        acts,
        "actionRestart",
        tr("&Restart"),
        lambda: _play(window, "restart"),
        "Ctrl+F5",
    )
    _add(
        window,
        game,
        acts,
        "actionNewDeal",
        tr("&New Deal"),
        lambda: _play(window, "new_deal"),
        "F6",
    )
    game.addSeparator()
    _add(window, game, acts, "actionCheck", tr("&Check File"), lambda: check_file(window), "F7")
    from editor.analysis import analyze_current  # Game > Analyze Balance (issue 9)

    _add(
        window,
        game,
        acts,
        "actionAnalyzeBalance",
        QCoreApplication.translate("AnalysisDialog", "Analyze &Balance..."),
        lambda: analyze_current(window),
    )

    helpm = bar.addMenu(tr("&Help"))
    from editor.helpdialogs import show_about, show_reference

    _add(
        window,
        helpm,
        acts,
        "actionReference",
        tr("Format &Reference"),
        lambda: show_reference(window),
        Key.HelpContents,
    )
    _add(
        window, helpm, acts, "actionAbout", tr("&About Patience Studio"), lambda: show_about(window)
    )
    return acts


def update_actions(window: Host) -> None:
    """Enable only what makes sense for the current document."""
    doc = window.current
    has_doc = doc is not None
    has_tree = has_doc and doc.root is not None
    play = window.panel("playPane")
    for name in (
        "actionSave",
        "actionSaveAs",
        "actionClose",
        "actionCheck",
        "actionSelectAll",
        "actionCut",
        "actionCopy",
        "actionPaste",
        "actionDelete",
    ):
        window.actions_by_name[name].setEnabled(has_doc)
    window.actions_by_name["actionRevert"].setEnabled(bool(has_doc and doc.path))
    window.actions_by_name["actionDuplicate"].setEnabled(bool(has_tree))
    for name, method in (
        ("actionPlay", "play"),
        ("actionRestart", "restart"),
        ("actionNewDeal", "new_deal"),
    ):
        window.actions_by_name[name].setEnabled(
            bool(has_tree and play is not None and hasattr(play, method))
        )


def _import_pat(window: Host) -> None:
    """File > Import .pat (the importer is loaded only when used)."""
    from editor.patimport import import_pat

    import_pat(window)


def _fill_recent(window: Host) -> None:
    menu = window.recent_menu
    menu.clear()
    for path in recent_files():
        menu.addAction(Path(path).name, lambda p=path: window.open_file(p)).setToolTip(path)
    menu.setEnabled(True)
    if menu.isEmpty():
        menu.addAction(tr("No Recent Files")).setEnabled(False)


def _undo(window: Host, *, redo: bool) -> None:
    """Commit typed source text first, so Undo takes back exactly what was typed."""
    source = window.panel("sourceView")
    if source is not None and hasattr(source, "commit"):
        source.commit()
    stack = window.undo_group.activeStack()
    if stack is not None:
        stack.redo() if redo else stack.undo()


def edit_command(window: Host, command: str) -> None:
    """Run an Edit-menu command on the focused text field, the focused panel, or the selection."""
    focus = QApplication.focusWidget()
    if isinstance(focus, QPlainTextEdit | QLineEdit) and command != "duplicate":
        if command == "delete":
            if isinstance(focus, QLineEdit):
                focus.del_()
            else:
                focus.textCursor().removeSelectedText()
        else:
            getattr(focus, {"select_all": "selectAll"}.get(command, command))()
        return
    widget = focus
    while widget is not None:
        handler = getattr(widget, f"edit_{command}", None)
        if callable(handler):
            handler()
            return
        widget = widget.parentWidget()
    doc = window.current
    if doc is None or doc.root is None:
        return
    selected = doc.selection.elements
    if command == "copy":
        elementops.copy_to_clipboard(doc, selected)
    elif command == "cut":
        elementops.copy_to_clipboard(doc, selected)
        elementops.delete(doc, selected)
    elif command == "paste":
        elementops.paste(doc, elementops.clipboard_text())
    elif command == "duplicate":
        elementops.duplicate(doc, selected)
    elif command == "delete":
        elementops.delete(doc, selected)
    elif command == "select_all":
        doc.selection.select([e for e in doc.root if e.tag == "feld"])


def _zoom(window: Host, steps: int) -> None:
    view = window.views.currentWidget()
    target = view if hasattr(view, "zoom") else window.panel("sourceView")
    if target is not None and hasattr(target, "zoom"):
        target.zoom(steps)


def _play(window: Host, method: str) -> None:
    play = window.panel("playPane")
    if play is not None and hasattr(play, method):
        window.show_panel("playPane")
        getattr(play, method)()


def check_file(window: Host) -> None:
    """Game > Check File: check now and show the problems."""
    if window.current is None:
        return
    problems = window.current.checker.check_now()
    window.show_panel("problemsPanel")
    window.statusBar().showMessage(
        tr("%1 problem(s) found").replace("%1", str(len(problems))), 5000
    )


def _language(window: Host, code: str) -> None:
    set_language(code)
    for other in ("system", "en", "de"):
        window.actions_by_name[f"actionLanguage_{other}"].setChecked(other == code)
    window.statusBar().showMessage(
        tr("The language changes when Patience Studio starts next time."), 6000
    )
