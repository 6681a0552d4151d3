"""The flow editor's graphics view: clicks, drags between rows and zoom on the flow scene."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from editor.flow.scene import GUTTER, FlowScene, NodeItem, RowItem


class FlowView(QGraphicsView):
    """Graphics view with wheel zoom and row/node drag to reorder."""

    clicked = Signal(object, bool)
    """(item or None, gutter_hit)."""
    dropped = Signal(object, object)
    """(dragged item, item it was dropped on)."""

    def __init__(self, scene: FlowScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._pressed: RowItem | NodeItem | None = None
        self._press_pos = QPointF()
        self._dragging = False

    def _item_at(self, pos: QPointF) -> RowItem | NodeItem | None:
        for item in self.items(pos.toPoint()):
            if isinstance(item, (RowItem, NodeItem)):
                return item
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        item = self._item_at(event.position())
        if item is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._pressed, self._press_pos, self._dragging = item, event.position(), False

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._pressed is None:
            super().mouseMoveEvent(event)
            return
        if (event.position() - self._press_pos).manhattanLength() > 8:
            self._dragging = True
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        pressed, self._pressed = self._pressed, None
        self.viewport().unsetCursor()
        if pressed is None:
            super().mouseReleaseEvent(event)
            return
        if self._dragging:
            target = self._item_at(event.position())
            if target is not None and target is not pressed:
                self.dropped.emit(pressed, target)
            return
        gutter = (
            isinstance(pressed, RowItem)
            and pressed.mapFromScene(self.mapToScene(event.position().toPoint())).x() <= GUTTER + 2
        )
        self.clicked.emit(pressed, gutter)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            factor = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
            self.scale(factor, factor)
            return
        super().wheelEvent(event)
