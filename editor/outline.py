"""Outline panel (`outlineView`): the document as a tree, synced selection, drag to reorder."""

from __future__ import annotations

from lxml import etree
from PySide6.QtCore import QItemSelection, QItemSelectionModel, QModelIndex, QPoint, Qt
from PySide6.QtGui import QDropEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QMenu, QTreeView, QWidget

from editor import elementops
from editor.document import Document
from editor.outline_model import ELEMENT_ROLE, GROUP_ROLE, populate, populate_error
from schema.outline import describe

_Position = QAbstractItemView.DropIndicatorPosition


class OutlineView(QTreeView):
    """Tree of settings, variants, templates, fields and actions of the current document."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("outlineView")
        self.setHeaderHidden(True)
        self.setUniformRowHeights(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDropIndicatorShown(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._on_context_menu)
        self._model = QStandardItemModel(self)
        self.setModel(self._model)
        self._items: dict[etree._Element, QStandardItem] = {}
        self._groups: dict[str, QStandardItem] = {}
        self._doc: Document | None = None
        self._syncing = False
        self.selectionModel().selectionChanged.connect(self._on_view_selection_changed)

    # ----- document binding
    def set_document(self, document: Document | None) -> None:
        """Show another document (or none)."""
        if self._doc is not None:
            for signal, slot in self._connections():
                signal.disconnect(slot)
        self._doc = document
        if document is not None:
            for signal, slot in self._connections():
                signal.connect(slot)
        self.rebuild()

    def _connections(self) -> list[tuple[object, object]]:
        doc = self._doc
        assert doc is not None
        return [
            (doc.attribute_changed, self._on_attribute_changed),
            (doc.text_changed, self._on_text_changed),
            (doc.element_added, self._on_structure_changed),
            (doc.element_removed, self._on_structure_changed),
            (doc.element_moved, self._on_structure_changed),
            (doc.tree_replaced, self.rebuild),
            (doc.selection.selection_changed, self._on_selection_changed),
        ]

    def item_for(self, element: etree._Element) -> QStandardItem | None:
        """The outline item showing an element."""
        return self._items.get(element)

    def rebuild(self) -> None:
        """Rebuild all items, keeping expanded groups and the selection."""
        expanded = {g for g, item in self._groups.items() if self.isExpanded(item.index())}
        first = not self._groups
        self._syncing = True
        try:
            root = self._doc.root if self._doc is not None else None
            self._groups = populate(self._model, root, self._items)
            if root is None and self._doc is not None and self._doc.error is not None:
                populate_error(self._model, self._doc.error.line)
            for group, item in self._groups.items():
                if first and group in ("game", "fields", "actions") or group in expanded:
                    self.expand(item.index())
        finally:
            self._syncing = False
        if self._doc is not None:
            self._on_selection_changed(self._doc.selection.elements, None)

    # ----- document signals
    def _on_attribute_changed(self, element: etree._Element, _name: str) -> None:
        self._relabel(element)

    def _on_text_changed(self, element: etree._Element) -> None:
        self._relabel(element)

    def _relabel(self, element: etree._Element) -> None:
        item = self._items.get(element)
        if item is not None and item.data(GROUP_ROLE) is None:
            item.setText(describe(element))
        elif element is (self._doc.root if self._doc else None):
            self.rebuild()

    def _on_structure_changed(self, _element: object, _parent: object, _index: int) -> None:
        self.rebuild()

    # ----- selection sync
    def _on_selection_changed(self, elements: list[etree._Element], origin: object) -> None:
        if origin is self:
            return
        selection = QItemSelection()
        for element in elements:
            item = self._items.get(element)
            if item is not None:
                selection.select(item.index(), item.index())
        self._syncing = True
        try:
            flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
            self.selectionModel().select(selection, flags)
            if elements and elements[0] in self._items:
                index = self._items[elements[0]].index()
                self.selectionModel().setCurrentIndex(
                    index, QItemSelectionModel.SelectionFlag.NoUpdate
                )
                self.scrollTo(index)
        finally:
            self._syncing = False

    def _on_view_selection_changed(self, *_args: object) -> None:
        if self._syncing or self._doc is None:
            return
        self._doc.selection.select(self.selected_elements(), origin=self)

    def selected_elements(self) -> list[etree._Element]:
        """Elements of the selected rows, in document order."""
        found = [i.data(ELEMENT_ROLE) for i in self.selectionModel().selectedIndexes()]
        elements = [e for e in found if e is not None]
        return elementops.document_order(elements)

    # ----- drag and drop
    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        """Reorder through the document (one undo step), never through the item model."""
        index = self.indexAt(event.position().toPoint())
        position = self.dropIndicatorPosition()
        event.setDropAction(Qt.DropAction.IgnoreAction)
        event.accept()
        if self._doc is None or not index.isValid():
            return
        self.drop_on(index, position)

    def drop_on(self, index: QModelIndex, position: _Position) -> bool:
        """Move the selected elements before/after/into the element at `index`."""
        doc = self._doc
        moving = [e for e in self.selected_elements() if e.getparent() is not None]
        target = index.data(ELEMENT_ROLE)
        group = index.data(GROUP_ROLE)
        if doc is None or not moving or doc.root is None:
            return False
        if group is not None and group != "game":
            parent, anchor = doc.root, elementops.after_group(doc.root, group)
        elif target is None or target is doc.root or target in moving:
            return False
        elif position == _Position.AboveItem:
            parent, anchor = target.getparent(), target
        elif (
            position == _Position.OnItem
            and len(target)
            and moving[0].getparent() is not target.getparent()
        ):
            parent, anchor = target, None
        else:
            parent, anchor = target.getparent(), target.getnext()
        if parent is None:
            return False
        elementops.move_before(doc, moving, parent, anchor, origin=self)
        return True

    # ----- context menu
    def _on_context_menu(self, point: QPoint) -> None:
        if self._doc is None or self._doc.root is None:
            return
        index = self.indexAt(point)
        menu = QMenu(self)
        elementops.fill_context_menu(
            menu,
            self._doc,
            index.data(ELEMENT_ROLE),
            index.data(GROUP_ROLE),
            self.selected_elements(),
            self,
        )
        if not menu.isEmpty():
            menu.exec(self.viewport().mapToGlobal(point))
