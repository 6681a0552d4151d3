"""What menus, file operations and importers may use of the window that hosts them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QFileSystemWatcher, SignalInstance
from PySide6.QtGui import QAction, QUndoGroup
from PySide6.QtWidgets import QDockWidget, QMenu, QMenuBar, QStatusBar, QTabBar, QTabWidget, QWidget

if TYPE_CHECKING:
    from editor.document import Document
    from editor.panels import PanelSpec
    from editor.prompts import Prompts
    from editor.recovery import Recovery
    from engine.errors import Problem


class Host(Protocol):
    """The main window as seen from below: it composes these modules, they never import it."""

    documents: list[Document]
    current: Document | None
    tabs: QTabBar
    views: QTabWidget
    prompts: Prompts
    recovery: Recovery
    watcher: QFileSystemWatcher
    undo_group: QUndoGroup
    panels: dict[str, QWidget]
    docks: dict[str, QDockWidget]
    specs: dict[str, PanelSpec]
    actions_by_name: dict[str, QAction]
    recent_menu: QMenu
    view_menu: QMenu
    document_closed: SignalInstance

    def statusBar(self) -> QStatusBar:  # noqa: N802 - Qt's name
        """The window's status bar."""

    def menuBar(self) -> QMenuBar:  # noqa: N802 - Qt's name
        """The window's menu bar."""

    def close(self) -> bool:
        """Close the window (asks about unsaved documents)."""

    def panel(self, name: str) -> QWidget | None:
        """The panel widget with this object name, if built."""

    def show_panel(self, name: str) -> None:
        """Show and raise a panel."""

    def reset_layout(self) -> None:
        """Put every dock back where it starts."""

    def add_document(self, doc: Document) -> Document:
        """Open a tab for a document and make it current."""

    def set_current(self, doc: Document | None) -> None:
        """Make a document (or the start page) current."""

    def tab_document(self, index: int) -> Document | None:
        """The document shown in a tab."""

    def go_to_problem(self, problem: Problem) -> None:
        """Select the place a problem points at."""

    def open_file(self, path: str | Path) -> Document | None:
        """Open a game file (or bring its tab forward)."""

    def open_dialog(self) -> None:
        """Ask for a file and open it."""

    def new_document(self, text: str | None = None, name: str | None = None) -> Document:
        """Open an unsaved document."""

    def new_from_game(self, path: str | None = None) -> Document | None:
        """Open a copy of an existing game as a new document."""

    def save(self, doc: Document | None = None) -> bool:
        """Save a document to its file (asks for a name if it has none)."""

    def save_as(self, doc: Document | None = None) -> bool:
        """Save a document under a new name."""

    def revert(self, doc: Document | None = None) -> None:
        """Reload a document from its file."""

    def close_document(self, doc: Document | None = None) -> bool:
        """Close a document's tab (asks about unsaved changes)."""
