"""The action flow editor (`actionFlow`): actions as a graph, edited through document commands."""

from __future__ import annotations

import contextlib

from lxml import etree
from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QMenu,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor import clipboard
from editor.flow.model import ACTION_KINDS, FlowGraph, build_graph
from editor.flow.scene import FlowScene, NodeItem, RowItem
from editor.flow.snippets import ACTION_TEMPLATES, ROW_TEMPLATES, SNIPPETS, render
from editor.flow.view import FlowView
from editor.messages import problem_message
from engine.xmlread import parse_bytes

MIME = "application/x-patstudio-elements"
FLAG_CODES = (
    "action-never-runs",
    "action-loops",
    "action-may-loop",
    "jump-unknown",
    "misserfolg-wiederholung",
)
_ACTION_TYPES = {
    "aktion": ("legen", "klick", "links", "rechts", "mitte"),
    "abschluss": ("frei", "legen", "klick", "links", "rechts", "mitte"),
}


translate = QCoreApplication.translate


class FlowEditor(QWidget):
    """Shows the document's actions as a flow graph and edits them with undoable commands."""

    breakpoints_changed = Signal()
    """The set of rows with a breakpoint changed (see `breakpoint_lines`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionFlow")
        self.document: object | None = None
        self.graph = FlowGraph({k: [] for k in ACTION_KINDS}, [])
        self.scene = FlowScene(self)
        self.view = FlowView(self.scene, self)
        self.view.clicked.connect(self._on_clicked)
        self.view.dropped.connect(self._on_dropped)
        self._breakpoints: list[etree._Element] = []
        self._current: etree._Element | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(60)
        self._timer.timeout.connect(self.refresh)
        self.toolbar = QToolBar(self)
        self._build_toolbar()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.view, 1)

    # ----- toolbar -------------------------------------------------------------------
    def _menu_button(self, text: str, menu: QMenu) -> None:
        button = QToolButton(self)
        button.setText(text)
        button.setMenu(menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.toolbar.addWidget(button)

    def _build_toolbar(self) -> None:
        add_action = QMenu(self)
        for kind in ACTION_KINDS:
            for typ in _ACTION_TYPES.get(kind, (None,)):
                label = kind if typ is None else f"{kind} typ={typ}"
                add_action.addAction(label).triggered.connect(
                    lambda _=False, k=kind, t=typ: self.add_action(k, t)
                )
        self._menu_button(translate("FlowEditor", "Add action"), add_action)
        add_row = QMenu(self)
        for tag in ROW_TEMPLATES:
            add_row.addAction(tag).triggered.connect(lambda _=False, t=tag: self.add_row(t))
        self._menu_button(translate("FlowEditor", "Add row"), add_row)
        snippets = QMenu(self)
        for snippet in SNIPPETS:
            act = snippets.addAction(translate("FlowEditor", snippet.title))
            act.setToolTip(translate("FlowEditor", snippet.description))
            act.triggered.connect(lambda _=False, s=snippet.key: self.insert_snippet(s))
        self._menu_button(translate("FlowEditor", "Snippets"), snippets)
        self.toolbar.addSeparator()
        for text, key, slot in (
            (translate("FlowEditor", "Up"), "Alt+Up", lambda: self.move_selected(-1)),
            (translate("FlowEditor", "Down"), "Alt+Down", lambda: self.move_selected(1)),
            (translate("FlowEditor", "Delete"), "Del", self.delete_selected),
            (translate("FlowEditor", "Copy"), "Ctrl+Shift+C", self.copy_selected),
            (translate("FlowEditor", "Paste"), "Ctrl+Shift+V", self.paste),
        ):
            act = QAction(text, self)
            act.setShortcut(QKeySequence(key))
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            act.triggered.connect(slot)
            self.toolbar.addAction(act)
            self.addAction(act)

    # ----- document ------------------------------------------------------------------
    def set_document(self, document: object | None) -> None:
        """Follow a Document: redraw after changes, sync the selection."""
        old = self.document
        if old is not None:
            for signal, slot in self._connections(old):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect(slot)
        self.document = document
        self._breakpoints = []
        if document is not None:
            for signal, slot in self._connections(document):
                signal.connect(slot)
        self.refresh()

    def _connections(self, document: object) -> list[tuple[object, object]]:
        pairs = [
            (document.changed, self._schedule),  # type: ignore[attr-defined]
            (document.selection.selection_changed, self._on_selection),
        ]  # type: ignore[attr-defined]
        checker = getattr(document, "checker", None)
        if checker is not None:
            pairs.append((checker.problems_changed, self._schedule))
        return pairs

    def _schedule(self, *_: object) -> None:
        self._timer.start()

    def _root(self) -> etree._Element | None:
        return getattr(self.document, "root", None)

    def refresh(self) -> None:
        """Rebuild the graph from the tree."""
        self.graph = build_graph(self._root())
        self.scene.show_graph(self.graph, self._flags())
        self._breakpoints = [e for e in self._breakpoints if self.graph.node_of(e) is not None]
        self._paint_state()

    def _flags(self) -> dict[int, str]:
        checker = getattr(self.document, "checker", None)
        flags: dict[int, str] = {}
        for problem in getattr(checker, "problems", []) or []:
            if problem.code in FLAG_CODES:
                flags.setdefault(problem.line, problem_message(problem))
        return flags

    def _paint_state(self) -> None:
        selected = self.document.selection.elements if self.document is not None else []  # type: ignore[attr-defined]
        for node_item in self.scene.node_items:
            node_item.selected_node = node_item.node.element in selected
            node_item.current = False
            for row in node_item.rows:
                row.selected_row = row.row.element in selected
                row.breakpoint = row.row.element in self._breakpoints
                row.current = row.row.element is self._current
                if row.current:
                    node_item.current = True
            node_item.update()
            for row in node_item.rows:
                row.update()

    def _on_selection(self, elements: list[etree._Element], origin: object) -> None:
        self._paint_state()
        if origin is self or not elements:
            return
        item = self.item_for(elements[0])
        if item is not None:
            self.view.ensureVisible(item.sceneBoundingRect(), 40, 40)

    def item_for(self, element: etree._Element) -> NodeItem | RowItem | None:
        """The node or row item that shows an element."""
        for node_item in self.scene.node_items:
            if node_item.node.element is element:
                return node_item
            for row in node_item.rows:
                if row.row.element is element:
                    return row
        return None

    # ----- interaction ---------------------------------------------------------------
    def _on_clicked(self, item: object, gutter: bool) -> None:
        if self.document is None or item is None:
            return
        if isinstance(item, RowItem) and gutter:
            self.toggle_breakpoint(item.row.element)
            return
        element = item.row.element if isinstance(item, RowItem) else item.node.element  # type: ignore[attr-defined]
        self.document.selection.select([element], origin=self)  # type: ignore[attr-defined]

    def _on_dropped(self, dragged: object, target: object) -> None:
        if isinstance(dragged, RowItem) and isinstance(target, RowItem):
            parent = target.row.element.getparent()
            if parent is not None and parent is dragged.row.element.getparent():
                self.document.move_element(
                    dragged.row.element,
                    parent,  # type: ignore[attr-defined]
                    parent.index(target.row.element),
                    origin=self,
                )
        elif isinstance(dragged, NodeItem) and isinstance(target, NodeItem):
            parent = target.node.element.getparent()
            if parent is not None and parent is dragged.node.element.getparent():
                self.document.move_element(
                    dragged.node.element,
                    parent,  # type: ignore[attr-defined]
                    parent.index(target.node.element),
                    origin=self,
                )

    # ----- breakpoints and the debugger's current position ----------------------------
    def toggle_breakpoint(self, element: etree._Element) -> None:
        """Set or clear a breakpoint on an instruction row."""
        if element in self._breakpoints:
            self._breakpoints.remove(element)
        else:
            self._breakpoints.append(element)
        self._paint_state()
        self.breakpoints_changed.emit()

    def breakpoint_lines(self) -> set[int]:
        """Source lines of the rows with a breakpoint."""
        return {e.sourceline for e in self._breakpoints if e.sourceline}

    def show_current(self, line: int | None) -> None:
        """Highlight the instruction at a source line (the debugger's position), or none."""
        self._current = None
        if line is not None:
            for node_item in self.scene.node_items:
                for row in node_item.rows:
                    if row.row.element.sourceline == line:
                        self._current = row.row.element
                        self.view.ensureVisible(row.sceneBoundingRect(), 40, 60)
        self._paint_state()

    # ----- editing -------------------------------------------------------------------
    def _fresh_graph(self) -> FlowGraph:
        """The graph of the tree as it is now (the drawing may lag behind by a few ms)."""
        self.graph = build_graph(self._root())
        return self.graph

    def _selected_node(self):  # type: ignore[no-untyped-def]
        if self.document is None:
            return None
        current = self.document.selection.current  # type: ignore[attr-defined]
        return self._fresh_graph().node_of(current) if current is not None else None

    def _insert(self, parent: etree._Element, index: int, markup: str) -> etree._Element:
        element = parse_bytes(markup.encode("utf-8")).root
        self.document.insert_element(
            parent,
            index,
            element,
            origin=self,  # type: ignore[attr-defined]
            markup=markup,
        )
        return element

    def _action_slot(self, kind: str) -> tuple[etree._Element, int]:
        """Where a new action of `kind` goes: after the last one of its kind or an earlier kind."""
        root = self._root()
        assert root is not None
        rank = ACTION_KINDS.index(kind)
        index = len(root)
        last = None
        for position, child in enumerate(root):
            if (
                isinstance(child.tag, str)
                and child.tag in ACTION_KINDS
                and ACTION_KINDS.index(child.tag) <= rank
            ):
                last = position
            elif isinstance(child.tag, str) and child.tag in ACTION_KINDS and last is None:
                index = min(index, position)
        if last is not None:
            index = last + 1
        return root, index

    def add_action(self, kind: str, typ: str | None = None) -> etree._Element | None:
        """Append an empty action block of a kind (one undo step)."""
        if self._root() is None:
            return None
        parent, index = self._action_slot(kind)
        selected = self._selected_node()
        if selected is not None and selected.kind == kind:
            parent = selected.element.getparent()
            index = parent.index(selected.element) + 1
        element = self._insert(parent, index, ACTION_TEMPLATES[kind].format(typ=typ or "frei"))
        self.document.selection.select([element], origin=self)  # type: ignore[attr-defined]
        return element

    def add_row(self, tag: str) -> etree._Element | None:
        """Add an instruction row to the selected action, after the selected row."""
        node = self._selected_node()
        if node is None:
            return None
        current = self.document.selection.current  # type: ignore[attr-defined]
        parent, index = node.element, len(node.element)
        if current is not node.element and current is not None and current.getparent() is not None:
            parent, index = current.getparent(), current.getparent().index(current) + 1
        elif tag not in ("erfolg", "misserfolg"):
            for position, child in enumerate(node.element):
                if child.tag in ("erfolg", "misserfolg"):
                    index = position
                    break
        element = self._insert(parent, index, ROW_TEMPLATES[tag])
        self.document.selection.select([element], origin=self)  # type: ignore[attr-defined]
        return element

    def insert_snippet(self, key: str) -> etree._Element | None:
        """Insert one of the reference's patterns as a new action (one undo step)."""
        snippet = next(s for s in SNIPPETS if s.key == key)
        if self._root() is None:
            return None
        markup = render(snippet, self._root())
        kind = parse_bytes(markup.encode("utf-8")).root.tag
        parent, index = self._action_slot(kind)
        element = self._insert(parent, index, markup)
        self.document.selection.select([element], origin=self)  # type: ignore[attr-defined]
        return element

    def delete_selected(self) -> None:
        """Delete the selected actions and rows (one undo step)."""
        if self.document is None:
            return
        graph = self._fresh_graph()
        chosen = [
            e
            for e in self.document.selection.elements  # type: ignore[attr-defined]
            if graph.node_of(e) is not None
        ]
        if not chosen:
            return
        with self.document.macro(translate("FlowEditor", "Delete from flow")):  # type: ignore[attr-defined]
            for element in chosen:
                if element.getparent() is not None:
                    self.document.remove_element(element, origin=self)  # type: ignore[attr-defined]

    def move_selected(self, step: int) -> None:
        """Move the selected action or row up (-1) or down (+1) among its siblings."""
        if self.document is None:
            return
        element = self.document.selection.current  # type: ignore[attr-defined]
        if element is None or self._fresh_graph().node_of(element) is None:
            return
        parent = element.getparent()
        siblings = (
            [c for c in parent if isinstance(c.tag, str) and c.tag == element.tag]
            if element.tag in ACTION_KINDS
            else [c for c in parent if isinstance(c.tag, str)]
        )
        position = siblings.index(element) + step
        if not 0 <= position < len(siblings):
            return
        self.document.move_element(
            element,
            parent,
            parent.index(siblings[position]),  # type: ignore[attr-defined]
            origin=self,
        )

    def copy_selected(self) -> str | None:
        """Put the selected actions/rows on the clipboard (as XML, also as plain text)."""
        if self.document is None:
            return None
        graph = self._fresh_graph()
        chosen = [
            e
            for e in self.document.selection.elements  # type: ignore[attr-defined]
            if graph.node_of(e) is not None
        ]
        if not chosen:
            return None
        text = "\n".join(self.document.source.source_of(e) for e in chosen)  # type: ignore[attr-defined]
        clipboard.put(text, MIME)
        return text

    def paste(self) -> list[etree._Element]:
        """Paste actions (as new actions) or rows (into the selected action), one undo step."""
        if self.document is None or self._root() is None:
            return []
        mime = QGuiApplication.clipboard().mimeData()
        raw = bytes(mime.data(MIME)).decode("utf-8") if mime.hasFormat(MIME) else mime.text()
        try:
            fragment = parse_bytes(f"<fragment>{raw}</fragment>".encode())
        except Exception:  # not XML: nothing to paste
            return []
        pieces = [c for c in fragment.root if isinstance(c.tag, str)]
        added: list[etree._Element] = []
        with self.document.macro(translate("FlowEditor", "Paste into flow")):  # type: ignore[attr-defined]
            for piece in pieces:
                markup = etree.tostring(piece, encoding="unicode", with_tail=False)
                if piece.tag in ACTION_KINDS:
                    parent, index = self._action_slot(piece.tag)
                    added.append(self._insert(parent, index, markup))
                elif piece.tag == "feld":
                    root = self._root()
                    fields = [i for i, c in enumerate(root) if c.tag == "feld"]
                    added.append(
                        self._insert(root, fields[-1] + 1 if fields else len(root), markup)
                    )
                elif piece.tag not in ROW_TEMPLATES:
                    continue  # not something the flow editor can place
                else:
                    node = self._selected_node()
                    if node is None:
                        continue
                    added.append(self._insert(node.element, len(node.element), markup))
        if added:
            self.document.selection.select(added, origin=self)  # type: ignore[attr-defined]
        return added
