"""The layout canvas view: zoom, keyboard nudges, clipboard, context menu, palette drops."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lxml import etree
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QContextMenuEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QMenu, QWidget

from editor import clipboard
from editor.canvas import geometry as geo
from editor.canvas import gestures
from editor.canvas.bridge import EditTarget
from editor.canvas.scene import LayoutScene

translate = QCoreApplication.translate

FIELD_TYPE_MIME = "application/x-patstudio-fieldtype"
"""Drag payload from the palette: the `typ` of the field to add (UTF-8)."""
_NUDGE = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}
ALIGN_EDGES = ("left", "hcenter", "right", "top", "vcenter", "bottom")


def _shift_as_control(event: QMouseEvent) -> QMouseEvent:
    """Shift-click adds to the selection like Ctrl-click (Qt only knows Ctrl for that)."""
    mods = event.modifiers()
    if not mods & Qt.KeyboardModifier.ShiftModifier:
        return event
    mods = (mods & ~Qt.KeyboardModifier.ShiftModifier) | Qt.KeyboardModifier.ControlModifier
    return QMouseEvent(
        event.type(),
        event.position(),
        event.scenePosition(),
        event.globalPosition(),
        event.button(),
        event.buttons(),
        mods,
    )


class LayoutCanvas(QGraphicsView):
    """Shows a LayoutScene; every gesture ends as one undo step on the document."""

    zoom_changed = Signal(float)

    def __init__(self, doc: EditTarget, parent: QWidget | None = None) -> None:
        self.layout_scene = LayoutScene(doc)
        super().__init__(self.layout_scene, parent)
        self.setObjectName("layoutCanvasView")
        self.doc = doc
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.zoom = 1.0
        self._fitted = False
        self.actions_by_name: dict[str, QAction] = {}
        self._make_actions()

    # ---- actions --------------------------------------------------------------------------
    def _make_actions(self) -> None:
        """Keyboard-reachable actions, shared with the context menu."""
        specs: list[tuple[str, str, Any, Callable[[], object]]] = [
            (
                "copy",
                translate("LayoutCanvas", "Copy"),
                QKeySequence.StandardKey.Copy,
                self.copy_selection,
            ),
            (
                "paste",
                translate("LayoutCanvas", "Paste"),
                QKeySequence.StandardKey.Paste,
                self.paste,
            ),
            (
                "duplicate",
                translate("LayoutCanvas", "Duplicate"),
                QKeySequence("Ctrl+D"),
                self.duplicate,
            ),
            (
                "delete",
                translate("LayoutCanvas", "Delete"),
                QKeySequence.StandardKey.Delete,
                self.delete_selection,
            ),
            (
                "select_all",
                translate("LayoutCanvas", "Select all fields"),
                QKeySequence.StandardKey.SelectAll,
                self.select_all,
            ),
            (
                "zoom_in",
                translate("LayoutCanvas", "Zoom in"),
                QKeySequence.StandardKey.ZoomIn,
                lambda: self.set_zoom(self.zoom * 1.25),
            ),
            (
                "zoom_out",
                translate("LayoutCanvas", "Zoom out"),
                QKeySequence.StandardKey.ZoomOut,
                lambda: self.set_zoom(self.zoom / 1.25),
            ),
            (
                "zoom_reset",
                translate("LayoutCanvas", "Actual size"),
                QKeySequence("Ctrl+0"),
                lambda: self.set_zoom(1.0),
            ),
            (
                "zoom_fit",
                translate("LayoutCanvas", "Fit window"),
                QKeySequence("Ctrl+9"),
                self._fit_again,
            ),
            (
                "make_template",
                translate("LayoutCanvas", "Create template from field"),
                None,
                self.make_template,
            ),
        ]
        self._keys: list[tuple[QKeySequence, QAction]] = []
        for name, text, keys, slot in specs:
            action = QAction(text, self)
            if keys is not None:
                # Shown in the menu only: the view handles its keys itself (see `event`), so
                # they never clash with the main window's Edit menu shortcuts.
                sequence = QKeySequence(keys)
                action.setShortcut(sequence)
                action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
                self._keys.append((sequence, action))
            action.triggered.connect(slot)
            self.actions_by_name[name] = action
        labels = {
            "left": translate("LayoutCanvas", "Align left"),
            "hcenter": translate("LayoutCanvas", "Align centres horizontally"),
            "right": translate("LayoutCanvas", "Align right"),
            "top": translate("LayoutCanvas", "Align top"),
            "vcenter": translate("LayoutCanvas", "Align centres vertically"),
            "bottom": translate("LayoutCanvas", "Align bottom"),
        }
        for edge in ALIGN_EDGES:
            action = QAction(labels[edge], self)
            action.triggered.connect(lambda _=False, e=edge: self.align(e))
            self.actions_by_name[f"align_{edge}"] = action
        for axis, text in (
            ("x", translate("LayoutCanvas", "Distribute horizontally")),
            ("y", translate("LayoutCanvas", "Distribute vertically")),
        ):
            action = QAction(text, self)
            action.triggered.connect(lambda _=False, a=axis: self.distribute(a))
            self.actions_by_name[f"distribute_{axis}"] = action

    def selected(self) -> list[etree._Element]:
        """Selected field elements (none while the text is malformed)."""
        if self.doc.root is None:
            return []
        return self.layout_scene.selected_fields()

    def select_all(self) -> None:
        """Select every field."""
        self.layout_scene.select_elements(self.layout_scene.index.fields)

    def copy_selection(self) -> None:
        """Put the selected fields on the clipboard as XML."""
        fields = self.selected()
        if fields:
            clipboard.put(gestures.clipboard_text(fields), gestures.CLIPBOARD_MIME)

    def paste(self) -> None:
        """Insert the fields on the clipboard with fresh ids, shifted by two units."""
        mime = QGuiApplication.clipboard().mimeData()
        text = ""
        if mime is not None and mime.hasFormat(gestures.CLIPBOARD_MIME):
            text = bytes(mime.data(gestures.CLIPBOARD_MIME).data()).decode()
        elif mime is not None and mime.hasText():
            text = mime.text()
        sources = gestures.parse_clipboard(text)
        if sources:
            new = gestures.paste_fields(self.doc, sources)
            self.layout_scene.select_elements(new)

    def duplicate(self) -> None:
        """Copy the selected fields in place (shifted, fresh ids) as one undo step."""
        fields = self.selected()
        if fields:
            new = gestures.paste_fields(
                self.doc, fields, title=translate("LayoutCanvas", "Duplicate fields")
            )
            self.layout_scene.select_elements(new)

    def delete_selection(self) -> None:
        """Remove the selected fields as one undo step."""
        gestures.delete_fields(self.doc, self.selected())

    def align(self, edge: str) -> None:
        """Align the selected fields."""
        fields = self.selected()
        if len(fields) > 1:
            gestures.align_fields(self.doc, self.layout_scene.index, fields, edge)

    def distribute(self, axis: str) -> None:
        """Distribute the selected fields evenly."""
        gestures.distribute_fields(self.doc, self.selected(), axis)

    def make_template(self) -> None:
        """Turn the current field's content into a new `vorlage`."""
        fields = self.selected()
        if fields:
            gestures.template_from_field(self.doc, fields[0])

    def _fit_again(self) -> None:
        """Fit now and keep fitting as the view is resized."""
        self._fitted = False
        self.fit()

    def fit(self) -> None:
        """Zoom so the window and the hidden tray fill the view."""
        scene = self.layout_scene
        area = scene.table_rect().united(scene.tray_rect()).adjusted(-20, -30, 20, 20)
        if not self._fitted:
            # While fitting automatically the whole area is visible, so no scroll bars: their
            # coming and going would resize the viewport and start the fit again, forever.
            self._scroll_bars(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if area.width() > 0 and self.viewport().width() > 50:
            factor = min(
                self.viewport().width() / area.width(), self.viewport().height() / area.height()
            )
            if abs(factor - self.zoom) > 0.005:
                self._apply_zoom(factor)
            self.centerOn(area.center())

    def _scroll_bars(self, policy: Qt.ScrollBarPolicy) -> None:
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def hideEvent(self, event: object) -> None:
        super().hideEvent(event)  # type: ignore[arg-type]
        self.layout_scene.set_active(False)

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.layout_scene.set_active(True)
        if not self._fitted:
            self.fit()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        if not self._fitted and self.isVisible():
            self.fit()  # keep fitting until the user picks a zoom

    def set_zoom(self, zoom: float) -> None:
        """Scale the view (1.0 = 10 px per unit); the user's choice stops automatic fitting."""
        self._fitted = True
        self._scroll_bars(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._apply_zoom(zoom)

    def _apply_zoom(self, zoom: float) -> None:
        """Set the scale without touching the auto-fit state."""
        self.zoom = max(0.25, min(4.0, zoom))
        self.resetTransform()
        self.scale(self.zoom, self.zoom)
        self.zoom_changed.emit(self.zoom)

    # ---- Qt events ------------------------------------------------------------------------
    def _key_action(self, event: QKeyEvent) -> QAction | None:
        """The canvas action a key press stands for, if any."""
        pressed = QKeySequence(event.keyCombination())
        for sequence, action in self._keys:
            if sequence.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch:
                return action
        return None

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and (
                self._key_action(event) is not None
                or (Qt.Key(event.key()) in _NUDGE and self.selected())
            )
        ):
            event.accept()  # the canvas takes these keys while it has the focus
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = self._key_action(event)
        if action is not None:
            action.trigger()
            event.accept()
            return
        step = _NUDGE.get(Qt.Key(event.key()))
        if step is not None and self.selected():
            factor = 5 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1
            gestures.nudge(self.doc, self.selected(), step[0] * factor, step[1] * factor)
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(_shift_as_control(event))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() == Qt.MouseButton.NoButton:
            edge = self.layout_scene.edge_at(self.mapToScene(event.position().toPoint()))
            shape = {
                "r": Qt.CursorShape.SizeHorCursor,
                "b": Qt.CursorShape.SizeVerCursor,
                "rb": Qt.CursorShape.SizeFDiagCursor,
            }.get(edge)
            if shape is None:
                self.viewport().unsetCursor()
            else:
                self.viewport().setCursor(shape)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(_shift_as_control(event))

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.set_zoom(self.zoom * (1.15 if event.angleDelta().y() > 0 else 1 / 1.15))
            event.accept()
            return
        super().wheelEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        item = self.itemAt(event.pos())
        if item is not None and not item.isSelected():
            self.layout_scene.clearSelection()
            item.setSelected(True)
        menu = self.build_menu()
        menu.exec(event.globalPos())

    def build_menu(self) -> QMenu:
        """The context menu for the current selection."""
        menu = QMenu(self)
        has = bool(self.selected())
        for name in ("copy", "paste", "duplicate", "delete"):
            action = self.actions_by_name[name]
            action.setEnabled(has or name == "paste")
            menu.addAction(action)
        menu.addSeparator()
        align = menu.addMenu(translate("LayoutCanvas", "Align"))
        for edge in ALIGN_EDGES:
            align.addAction(self.actions_by_name[f"align_{edge}"])
        align.setEnabled(len(self.selected()) > 1)
        spread = menu.addMenu(translate("LayoutCanvas", "Distribute"))
        spread.addAction(self.actions_by_name["distribute_x"])
        spread.addAction(self.actions_by_name["distribute_y"])
        spread.setEnabled(len(self.selected()) > 2)
        menu.addSeparator()
        self.actions_by_name["make_template"].setEnabled(has)
        menu.addAction(self.actions_by_name["make_template"])
        menu.addAction(self.actions_by_name["select_all"])
        return menu

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(FIELD_TYPE_MIME):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(FIELD_TYPE_MIME):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if event.mimeData().hasFormat(FIELD_TYPE_MIME):
            typ = bytes(event.mimeData().data(FIELD_TYPE_MIME).data()).decode()
            self.drop_field(typ, event.position().toPoint())
            event.acceptProposedAction()
            return
        super().dropEvent(event)

    def drop_field(self, typ: str, view_pos: QPoint) -> None:
        """Add a field of `typ` where the palette item was dropped (snapped to units)."""
        scene = self.mapToScene(view_pos)
        x, y = geo.snap(scene.x() / geo.UNIT_PX), geo.snap(scene.y() / geo.UNIT_PX)
        element = gestures.add_field(self.doc, typ, max(x, 0), max(y, 0))
        self.layout_scene.select_elements([element])
