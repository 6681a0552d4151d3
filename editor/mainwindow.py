"""The main window (`mainWindow`): document tabs, dockable panels, menus and status bar."""

from __future__ import annotations

import traceback
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QUndoGroup
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor import icons
from editor.builtin_panels import all_panels
from editor.document import Document
from editor.fileops import FileOps
from editor.menus import build_menus, update_actions
from editor.panels import PanelSpec
from editor.prompts import Prompts
from editor.recovery import Recovery
from editor.settings import settings
from editor.startpage import StartPage
from engine.errors import Problem, Severity

STATE_VERSION = 1
_AREAS = {
    "left": Qt.DockWidgetArea.LeftDockWidgetArea,
    "right": Qt.DockWidgetArea.RightDockWidgetArea,
    "bottom": Qt.DockWidgetArea.BottomDockWidgetArea,
}


def tr(text: str) -> str:
    """Translate in the MainWindow context."""
    return QCoreApplication.translate("", text)


class MainWindow(QMainWindow, FileOps):
    """Hosts every open document and the panels that show the current one."""

    current_document_changed = Signal(object)
    """The current document changed (a Document, or None on the start page)."""
    document_opened = Signal(object)
    document_closed = Signal(object)

    def __init__(self, *, autosave_ms: int = 30_000, panels: list[PanelSpec] | None = None) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowIcon(icons.icon("app"))
        self.prompts = Prompts(self)
        self.documents: list[Document] = []
        self.current: Document | None = None
        self.undo_group = QUndoGroup(self)
        self.recovery = Recovery(self, autosave_ms)
        self.panels: dict[str, QWidget] = {}
        self.docks: dict[str, QDockWidget] = {}
        self.specs: dict[str, PanelSpec] = {}
        self._hidden_docks: dict[str, bool] | None = None
        self._fit_side_docks = False
        """First start: widen the side docks to their panels' wishes when they first show."""
        self._build_central()
        self._build_panels(panels)
        self._build_status_bar()
        self.actions_by_name = build_menus(self)
        self.setDockNestingEnabled(True)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.resize(1400, 880)
        self._default_state = self.saveState(STATE_VERSION)
        self.restore_layout()
        self._init_files()
        self._show_current()

    # ----- construction
    def _build_central(self) -> None:
        self.stack = QStackedWidget(self)
        self.start_page = StartPage(self.stack)
        self.start_page.open_requested.connect(self.open_file)
        self.start_page.new_from_game_requested.connect(self.new_from_game)
        self.start_page.new_requested.connect(self.new_document)
        self.start_page.open_dialog_requested.connect(self.open_dialog)
        self.stack.addWidget(self.start_page)
        area = QWidget(self.stack)
        layout = QVBoxLayout(area)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.tabs = QTabBar(area)
        self.tabs.setObjectName("documentTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setExpanding(False)
        self.tabs.setElideMode(Qt.TextElideMode.ElideMiddle)
        self.tabs.currentChanged.connect(self._on_tab_changed)
        self.tabs.tabCloseRequested.connect(lambda i: self.close_document(self.tab_document(i)))
        self.tabs.tabMoved.connect(self._on_tab_moved)
        layout.addWidget(self.tabs)
        self.views = QTabWidget(area)
        self.views.setObjectName("centralViews")
        self.views.setDocumentMode(True)
        self.views.setTabPosition(QTabWidget.TabPosition.South)
        layout.addWidget(self.views, 1)
        self.stack.addWidget(area)
        self.setCentralWidget(self.stack)

    def _build_panels(self, panels: list[PanelSpec] | None) -> None:
        for spec in all_panels() if panels is None else panels:
            self.add_panel(spec)

    def add_panel(self, spec: PanelSpec) -> QWidget:
        """Create a panel from its spec: a dock in its area, or a tab among the central views."""
        widget = spec.factory(self)
        if widget.objectName() != spec.name:
            widget.setObjectName(spec.name)
        self.panels[spec.name] = widget
        self.specs[spec.name] = spec
        if spec.area == "center":
            self.views.addTab(widget, spec.title())
            self.views.tabBar().setVisible(self.views.count() > 1)
        else:
            dock = QDockWidget(spec.title(), self)
            dock.setObjectName(spec.name + "Dock")
            dock.setWidget(widget)
            self.addDockWidget(_AREAS[spec.area], dock)
            partner = self.docks.get(spec.tabify_with or "")
            if partner is None:
                partner = next(
                    (d for n, d in self.docks.items() if self.specs[n].area == spec.area), None
                )
            if partner is not None:
                self.tabifyDockWidget(partner, dock)
                partner.raise_()
            dock.setVisible(spec.visible)
            self.docks[spec.name] = dock
        self._bind(spec.name, widget, self.current)
        return widget

    def _bind(self, name: str, widget: QWidget, doc: Document | None) -> None:
        """Give a panel the current document; a failing panel must not take the window down."""
        if not hasattr(widget, "set_document"):
            return
        try:
            widget.set_document(doc)
        except Exception:  # noqa: BLE001 - contributed panels are isolated from each other
            traceback.print_exc()
            self.statusBar().showMessage(
                tr("The %1 panel failed to show this document.").replace(
                    "%1", self.specs[name].title()
                ),
                8000,
            )

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setObjectName("statusBar")
        self.counts: dict[Severity, tuple[QLabel, QLabel]] = {}
        for severity in Severity:
            icon, text = QLabel(bar), QLabel(bar)
            icon.setPixmap(
                icons.pixmap(severity.value).scaled(
                    14,
                    14,
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            )
            text.setObjectName(f"{severity.value}Count")
            bar.addPermanentWidget(icon)
            bar.addPermanentWidget(text)
            self.counts[severity] = (icon, text)
        self._on_problems_changed([])

    # ----- panels
    def panel(self, name: str) -> QWidget | None:
        """A panel widget by object name (e.g. 'sourceView')."""
        return self.panels.get(name)

    def show_panel(self, name: str) -> None:
        """Make a panel visible and bring it to the front."""
        dock = self.docks.get(name)
        if dock is not None:
            dock.show()
            dock.raise_()
        elif name in self.panels:
            self.views.setCurrentWidget(self.panels[name])

    def restore_layout(self) -> None:
        """Restore dock positions and sizes saved by the last session."""
        store = settings()
        geometry = store.value("window/geometry")
        state = store.value("window/state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if isinstance(state, QByteArray):
            self.restoreState(state, STATE_VERSION)
        else:
            self._fit_side_docks = True
            QTimer.singleShot(0, self._low_bottom_docks)

    def _low_bottom_docks(self) -> None:
        """First start: keep the bottom docks low, the central views are where authors work."""
        bottom = [
            d
            for d in self.docks.values()
            if self.dockWidgetArea(d) == Qt.DockWidgetArea.BottomDockWidgetArea
        ]
        if bottom:
            self.resizeDocks(bottom, [190] * len(bottom), Qt.Orientation.Vertical)

    def save_layout(self) -> None:
        """Remember dock positions and sizes."""
        never_laid_out = self._fit_side_docks
        self._set_docks_shown(True)
        store = settings()
        store.setValue("window/geometry", self.saveGeometry())
        if not never_laid_out:
            store.setValue("window/state", self.saveState(STATE_VERSION))
        # else: a first session that never left the start page has docks that were never laid
        # out beside a document; saving their widths made the next start's panels too narrow
        store.sync()

    def reset_layout(self) -> None:
        """Put every panel back where it starts."""
        self.restoreState(self._default_state, STATE_VERSION)
        for name, dock in self.docks.items():
            dock.setVisible(self.specs[name].visible)

    # ----- documents
    def add_document(self, doc: Document) -> Document:
        """Show a document in a new tab and make it current."""
        doc.setParent(self)
        self.documents.append(doc)
        self.undo_group.addStack(doc.undo_stack)
        self.recovery.track(doc)
        doc.modified_changed.connect(lambda _m, d=doc: self._update_titles(d))
        doc.path_changed.connect(lambda _p, d=doc: self._update_titles(d))
        self.tabs.blockSignals(True)
        index = self.tabs.addTab(icons.icon("game"), doc.display_name)
        self.tabs.setTabData(index, doc)
        self.tabs.blockSignals(False)
        self.set_current(doc)
        self.document_opened.emit(doc)
        return doc

    def tab_document(self, index: int) -> Document | None:
        doc = self.tabs.tabData(index)
        return doc if isinstance(doc, Document) else None

    def _on_tab_changed(self, index: int) -> None:
        self.set_current(self.tab_document(index))

    def _on_tab_moved(self, _src: int, _dst: int) -> None:
        self.documents = [d for i in range(self.tabs.count()) if (d := self.tab_document(i))]

    def set_current(self, doc: Document | None) -> None:
        """Make a document current: every panel shows it; the Edit menu uses its undo stack."""
        if doc is self.current and (
            doc is None or self.tabs.tabData(self.tabs.currentIndex()) is doc
        ):
            return
        if self.current is not None:
            self.current.checker.problems_changed.disconnect(self._on_problems_changed)
        self.current = doc
        if doc is not None:
            for i in range(self.tabs.count()):
                if self.tabs.tabData(i) is doc and self.tabs.currentIndex() != i:
                    self.tabs.blockSignals(True)
                    self.tabs.setCurrentIndex(i)
                    self.tabs.blockSignals(False)
            doc.checker.problems_changed.connect(self._on_problems_changed)
            self.undo_group.setActiveStack(doc.undo_stack)
        else:
            self.undo_group.setActiveStack(None)
        for name, widget in self.panels.items():
            self._bind(name, widget, doc)
        self._on_problems_changed(doc.checker.problems if doc else [])
        self._show_current()
        self.current_document_changed.emit(doc)

    def _show_current(self) -> None:
        has_doc = self.current is not None
        self.stack.setCurrentIndex(1 if has_doc else 0)
        if not has_doc:
            self.start_page.refresh()
        self._set_docks_shown(has_doc)
        self._update_titles(self.current)
        if hasattr(self, "actions_by_name"):
            update_actions(self)

    def _set_docks_shown(self, shown: bool) -> None:
        """The start page hides the docks; they come back as they were with the first document."""
        if not shown and self._hidden_docks is None:
            self._hidden_docks = {n: not d.isHidden() for n, d in self.docks.items()}
            for dock in self.docks.values():
                dock.hide()
            for bar in self.findChildren(
                QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly
            ):
                bar.hide()  # tab bars of tabified docks can outlive their hidden docks
        elif shown and self._hidden_docks is not None:
            for name, visible in self._hidden_docks.items():
                self.docks[name].setVisible(visible)
            self._hidden_docks = None
            if self._fit_side_docks:
                self._fit_side_docks = False
                QTimer.singleShot(0, self._widen_side_docks)

    def _widen_side_docks(self) -> None:
        """Side docks hidden behind the start page come back narrower than their panels ask."""
        side = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
        docks = [d for d in self.docks.values() if d.isVisible() and self.dockWidgetArea(d) in side]
        if docks:
            widths = [max(d.width(), d.widget().sizeHint().width()) for d in docks]
            self.resizeDocks(docks, widths, Qt.Orientation.Horizontal)

    def tab_title(self, doc: Document) -> str:
        """Tab text: the file name, with its folder when two open files share a name."""
        name = doc.display_name
        twins = [d for d in self.documents if d is not doc and d.display_name == name]
        if twins and doc.path:
            name += f" \u2014 {Path(doc.path).parent.name}"
        return ("\u2022 " if doc.is_modified() else "") + name

    def _update_titles(self, doc: Document | None) -> None:
        for i in range(self.tabs.count()):
            tab_doc = self.tab_document(i)
            if tab_doc is not None:
                self.tabs.setTabText(i, self.tab_title(tab_doc))
                self.tabs.setTabToolTip(i, tab_doc.path or tab_doc.display_name)
        current = self.current
        if current is None:
            self.setWindowTitle(tr("Patience Studio"))
            self.setWindowModified(False)
        else:
            self.setWindowTitle(f"{current.display_name}[*] \u2014 " + tr("Patience Studio"))
            self.setWindowModified(current.is_modified())
        if hasattr(self, "actions_by_name"):
            update_actions(self)

    def _on_problems_changed(self, problems: list[Problem]) -> None:
        counts = {s: 0 for s in Severity}
        for problem in problems:
            counts[problem.severity] += 1
        for severity, (icon, text) in self.counts.items():
            text.setText(f"{counts[severity]}  ")
            visible = self.current is not None
            icon.setVisible(visible)
            text.setVisible(visible)

    def go_to_problem(self, problem: Problem) -> None:
        """Show a problem's line in the source view."""
        source = self.panel("sourceView")
        if source is not None and problem.line:
            self.show_panel("sourceView")
            source.go_to_line(problem.line, problem.column)  # type: ignore[attr-defined]

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Ask about unsaved documents, then remember the layout."""
        for doc in list(self.documents):
            if not self.close_document(doc):
                event.ignore()
                return
        self.save_layout()
        event.accept()
