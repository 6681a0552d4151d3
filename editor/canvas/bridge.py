"""The canvas, palette and property edits on the foundation's Document (one place to adapt)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from weakref import WeakKeyDictionary

from lxml import etree
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from editor.document import Document


class EditTarget(QObject):
    """Edits one Document through its undo commands; `tree_changed` once per batch of changes."""

    tree_changed = Signal()
    """The tree changed (coalesced: once per gesture, or once per event-loop turn)."""

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._depth = 0
        self._pending = False
        self.own_change = False
        """During `tree_changed`: True when the change came from an edit made through this object."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)
        document.changed.connect(self._on_changed)
        document.tree_replaced.connect(self._on_changed)

    @property
    def root(self) -> etree._Element | None:
        """The document's root element (None while the text is malformed)."""
        return self.document.root

    @property
    def undo_stack(self) -> QUndoStack:
        """The document's undo stack."""
        return self.document.undo_stack

    def _on_changed(self, *_: object) -> None:
        if not self._pending:
            self.own_change = self._depth > 0
        self._pending = True
        if self._depth == 0:
            self._timer.start()

    def flush(self) -> None:
        """Emit a pending `tree_changed` now."""
        self._timer.stop()
        if self._pending:
            self._pending = False
            self.tree_changed.emit()
            self.own_change = False

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Hold `tree_changed` until the block ends, then emit it once."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                self.flush()

    @contextmanager
    def macro(self, title: str) -> Iterator[None]:
        """Group the edits inside the block into one undo step and one redraw."""
        with self.batch(), self.document.macro(title):
            yield

    def set_attrs(
        self, element: etree._Element, attrs: Mapping[str, str | None], title: str = ""
    ) -> None:
        """Set (or with None remove) attributes; several make one undo step."""
        changes = {k: v for k, v in attrs.items() if element.get(k) != v}
        if not changes:
            return
        with self.batch():
            if len(changes) == 1:
                ((name, value),) = changes.items()
                self.document.set_attribute(element, name, value, origin=self)
                return
            with self.document.macro(
                title or QCoreApplication.translate("LayoutCanvas", "Edit attributes")
            ):
                for name, value in changes.items():
                    self.document.set_attribute(element, name, value, origin=self)

    def set_text(self, element: etree._Element, text: str | None, title: str = "") -> None:
        """Replace the text content of an element as one undo step."""
        with self.batch():
            self.document.set_text(element, text or "", origin=self)

    def insert(
        self, parent: etree._Element, index: int, element: etree._Element, title: str = ""
    ) -> None:
        """Insert an element under `parent` at `index` as one undo step."""
        with self.batch():
            self.document.insert_element(parent, index, element, origin=self)

    def remove(self, element: etree._Element, title: str = "") -> None:
        """Remove an element as one undo step."""
        if element.getparent() is not None:
            with self.batch():
                self.document.remove_element(element, origin=self)

    def set_child_text(
        self, element: etree._Element, tag: str, value: str | None, title: str = ""
    ) -> None:
        """Set the text of the element's own single child `tag`; create or drop it as needed."""
        child = next((c for c in element.iterchildren(tag)), None)
        if value is None:
            if child is not None:
                self.remove(child, title)
            return
        if child is None:
            new = etree.Element(tag)
            new.text = value
            self.insert(element, len(element), new, title)
        else:
            self.set_text(child, value, title)

    def select(self, elements: list[etree._Element]) -> None:
        """Share a selection with the other panels."""
        self.document.selection.select(elements, origin=self)


_TARGETS: WeakKeyDictionary[Document, EditTarget] = WeakKeyDictionary()


def edit_target(document: Document) -> EditTarget:
    """The one EditTarget of a Document, shared by canvas, palette and property panel."""
    target = _TARGETS.get(document)
    if target is None:
        target = _TARGETS[document] = EditTarget(document, document)
    return target
