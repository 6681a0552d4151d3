"""Balance analysis in the editor: a report dialog with charts, exportable as HTML or PNG."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QWidget

ACTION_NAME = "actionAnalyzeBalance"


def open_dialog(window: QWidget | None, document: Any) -> QDialog:
    """Open (non-modal) the analysis dialog for `document`; one per document and window."""
    from editor.analysis.dialog import AnalysisDialog

    dialogs: dict[int, AnalysisDialog] = getattr(window, "_analysis_dialogs", None) or {}
    if window is not None:
        window._analysis_dialogs = dialogs  # type: ignore[attr-defined]
    dialog = dialogs.get(id(document))
    if dialog is None or dialog.document is not document:
        dialog = AnalysisDialog(document, window)
        dialogs[id(document)] = dialog
    else:
        dialog.refresh()
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


def analyze_current(window: Any) -> QDialog | None:
    """Game > Analyze Balance: open the dialog for the window's current document."""
    document = getattr(window, "current", None)
    if document is None or getattr(document, "root", None) is None:
        return None
    return open_dialog(window, document)


def register_actions(window: Any) -> None:
    """Add "Analyze balance..." to the window's Game menu unless the menu already has it."""
    from PySide6.QtGui import QAction

    actions = getattr(window, "actions_by_name", None)
    if isinstance(actions, dict) and ACTION_NAME in actions:
        return
    menu = next(
        (
            a.menu()
            for a in window.menuBar().actions()
            if a.menu() is not None
            and a.menu().title().replace("&", "")
            in ("Game", QCoreApplication.translate("", "&Game").replace("&", ""))
        ),
        None,
    )
    if menu is None:
        return
    action = QAction(QCoreApplication.translate("AnalysisDialog", "Analyze &Balance..."), window)
    action.setObjectName(ACTION_NAME)
    action.triggered.connect(lambda _checked=False: analyze_current(window))
    menu.addAction(action)
    if isinstance(actions, dict):
        actions[ACTION_NAME] = action
