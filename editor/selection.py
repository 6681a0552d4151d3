"""The selection shared by all panels of one document."""

from __future__ import annotations

from lxml import etree
from PySide6.QtCore import QObject, Signal

import editor._qtcompat  # noqa: F401  (guards against a PySide6 6.12 refcount defect)


class SelectionModel(QObject):
    """Which elements are selected; every panel reads and writes it, none owns it."""

    selection_changed = Signal(list, object)
    """(elements, origin): origin is the panel that made the change, or None."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._elements: list[etree._Element] = []

    @property
    def elements(self) -> list[etree._Element]:
        """The selected elements, first = current."""
        return list(self._elements)

    @property
    def current(self) -> etree._Element | None:
        """The first selected element, if any."""
        return self._elements[0] if self._elements else None

    def select(self, elements: list[etree._Element], origin: object = None) -> None:
        """Replace the selection; emits `selection_changed` only when it differs."""
        unique: list[etree._Element] = []
        for element in elements:
            if element is not None and element not in unique:
                unique.append(element)
        if unique == self._elements:
            return
        self._elements = unique
        self.selection_changed.emit(list(unique), origin)

    def clear(self, origin: object = None) -> None:
        """Select nothing."""
        self.select([], origin)

    def prune(self, root: etree._Element | None) -> None:
        """Drop selected elements that are no longer inside the document."""
        if root is None:
            self.clear()
            return
        alive = [e for e in self._elements if _inside(e, root)]
        if alive != self._elements:
            self.select(alive)


def _inside(element: etree._Element, root: etree._Element) -> bool:
    """True when element is root or one of its descendants."""
    node: etree._Element | None = element
    while node is not None:
        if node is root:
            return True
        node = node.getparent()
    return False
