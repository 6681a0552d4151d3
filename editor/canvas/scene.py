"""The layout scene: the `fenster` grid, its border, the field items and the hidden tray."""

from __future__ import annotations

from collections.abc import Sequence

from lxml import etree
from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from editor.canvas import geometry as geo
from editor.canvas import gestures
from editor.canvas.bridge import EditTarget
from editor.canvas.fieldinfo import FieldIndex, Scope
from editor.canvas.items import FieldItem, FieldView
from editor.canvas.preview import PreviewCard, deal_preview, stock_counts
from editor.messages import problem_message

U = geo.UNIT_PX
OUTSIDE = QColor("#20252b")
TABLE = QColor("#1e6b45")
GRID_MINOR = QColor(255, 255, 255, 22)
GRID_MAJOR = QColor(255, 255, 255, 55)
BORDER = QColor("#e8f5ec")
TRAY = QColor("#2b3138")
TRAY_GAP = 3
"""Units between the window's right edge and the hidden tray."""
TRAY_W = 8
EDGE_GRAB = 6
"""Pixels from the window edge where a press starts resizing."""


translate = QCoreApplication.translate


class LayoutScene(QGraphicsScene):
    """Draws one document's layout and turns finished gestures into undo steps."""

    fields_selected = Signal(list)
    """The field elements now selected on the canvas."""

    def __init__(self, doc: EditTarget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.scope = Scope()
        self.index = FieldIndex(
            doc.root if doc.root is not None else etree.Element("spiel"), self.scope
        )
        self.items_by_element: dict[etree._Element, FieldItem] = {}
        self.window = (40, 30)
        self.preview_seed: int | None = None
        self.problems: dict[int, tuple[str, str]] = {}
        """Source line -> (severity, message) from the linter."""
        self._drag_start: dict[FieldItem, QPointF] = {}
        self._resizing: str = ""
        self._resize_size = self.window
        self._label_font = QFont()
        self._label_font.setPixelSize(11)
        self._syncing = False
        self._looks: dict[etree._Element, geo.PileLook] = {}
        self.active = True
        self.dirty = False
        self.selectionChanged.connect(self._on_selection_changed)
        doc.tree_changed.connect(self._on_tree_changed)
        doc.document.selection.selection_changed.connect(self._on_shared_selection_changed)
        self.rebuild()

    # ---- building -------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Re-read the whole document and sync the items (kept when their element stays)."""
        root = self.doc.root
        if root is None:
            return  # malformed text: keep the last picture until it parses again
        self.window = geo.parse_fenster(root.get("fenster")) or (40, 30)
        self._resize_size = self.window
        self.index = FieldIndex(root, self.scope)
        self._looks = {e: self.index.look(e) for e in self.index.fields}
        self.dirty = False
        views = self._views()
        alive = set()
        selected = {i.element for i in self.selectedItems() if isinstance(i, FieldItem)}
        tray_slot = 0
        self.blockSignals(True)
        for element, view in views:
            alive.add(element)
            item = self.items_by_element.get(element)
            if item is None:
                item = FieldItem(element, view)
                self.items_by_element[element] = item
                self.addItem(item)
            else:
                item.set_view(view)
            item.in_tray = view.look.hidden
            if item.in_tray:
                item.setPos(
                    self.tray_rect().x() + U, self.tray_rect().y() + (3 + tray_slot * 8) * U
                )
                tray_slot += 1
            else:
                item.setPos(view.look.x * U, view.look.y * U)
            item.setSelected(element in selected)
        for element in list(self.items_by_element):
            if element not in alive:
                self.removeItem(self.items_by_element.pop(element))
        self.blockSignals(False)
        margin = 6 * U
        self.setSceneRect(
            QRectF(
                -margin,
                -margin,
                self.tray_rect().right() + 2 * margin,
                max(self.table_rect().height(), self.tray_rect().height()) + 2 * margin,
            )
        )
        self.update()

    def _views(self) -> list[tuple[etree._Element, FieldView]]:
        """What every applicable field draws."""
        index = self.index
        cards: list[list[PreviewCard]] | None = None
        counts: dict[int, int] = {}
        if self.preview_seed is not None:
            cards = deal_preview(self.doc.root, self.preview_seed, index.variant, index.level)
        else:
            counts = stock_counts(self.doc.root, index.variant, index.level)
        looks = [self._looks[e] for e in index.fields]
        overlaps = geo.overlapping(looks)
        out = []
        w, h = self.window
        for i, (element, look) in enumerate(zip(index.fields, looks, strict=True)):
            severity, message = self.problems.get(self._line(element), ("", ""))
            problem = message if severity == "error" else ""
            warning = message if severity and severity != "error" else ""
            if not problem and geo.window_issues(look, w, h):
                problem = translate("LayoutCanvas", "Field lies outside the window")
            if not warning and i in overlaps:
                warning = translate("LayoutCanvas", "Field overlaps another field")
            view = FieldView(
                look,
                element.get("id", ""),
                index.kuerzel(element),
                element.get("typ", ""),
                index.base_type(element),
                cards[i] if cards is not None and i < len(cards) else [],
                counts.get(i, 0),
                problem,
                warning,
            )
            out.append((element, view))
        return out

    def _line(self, element: etree._Element) -> int:
        """Current source line of an element (lines move as the text is edited)."""
        if not self.problems:
            return -1
        try:
            return self.doc.document.line_of(element)
        except Exception:  # noqa: BLE001 - an element without a text span has no line
            return element.sourceline or -1

    def set_scope(self, scope: Scope) -> None:
        """Show the layout of another variant/level."""
        self.scope = scope
        self.rebuild()

    def set_preview_seed(self, seed: int | None) -> None:
        """Show the dealt cards of a seed (None: show empty slots)."""
        self.preview_seed = seed
        self.rebuild()

    def set_problems(self, problems: Sequence[object]) -> None:
        """Mark fields from linter problems (anything with line, severity and message)."""
        found: dict[int, tuple[str, str]] = {}
        for problem in problems:
            line = getattr(problem, "line", 0) or 0
            severity = str(
                getattr(getattr(problem, "severity", ""), "value", getattr(problem, "severity", ""))
            )
            message = problem_message(problem)
            found.setdefault(line, (severity, message))
        self.problems = found
        self.rebuild()

    def _on_tree_changed(self) -> None:
        if self.active:
            self.rebuild()
        else:
            self.dirty = True  # redrawn when the view is shown again

    def set_active(self, active: bool) -> None:
        """Follow the document only while a view shows the scene."""
        self.active = active
        if active and self.dirty:
            self.rebuild()

    def _on_selection_changed(self) -> None:
        fields = self.selected_fields()
        self.fields_selected.emit(fields)
        if not self._syncing:
            self.doc.select(fields)

    def _on_shared_selection_changed(self, elements: list[etree._Element], origin: object) -> None:
        if origin is self.doc:
            return
        self._syncing = True
        try:
            self.select_elements([e for e in elements if e in self.items_by_element])
        finally:
            self._syncing = False

    def selected_fields(self) -> list[etree._Element]:
        """Selected field elements in document order."""
        chosen = {i.element for i in self.selectedItems() if isinstance(i, FieldItem)}
        return [e for e in self.index.fields if e in chosen]

    def select_elements(self, elements: Sequence[etree._Element]) -> None:
        """Select the items of these elements (others are deselected)."""
        wanted = set(elements)
        for element, item in self.items_by_element.items():
            item.setSelected(element in wanted)

    # ---- geometry -------------------------------------------------------------------------
    def table_rect(self, size: tuple[int, int] | None = None) -> QRectF:
        """The game window in scene pixels: positions 0..W/0..H plus one card of room."""
        w, h = size or self.window
        return QRectF(0, 0, (w + geo.CARD_W) * U, (h + geo.CARD_H + 2) * U)

    def tray_rect(self) -> QRectF:
        """The hidden-field tray beside the window."""
        table = self.table_rect()
        count = sum(1 for look in self._looks.values() if look.hidden)
        return QRectF(
            table.right() + TRAY_GAP * U, 0, TRAY_W * U, max(table.height(), (4 + count * 8) * U)
        )

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        painter.fillRect(rect, OUTSIDE)
        w, h = self._resize_size
        table = self.table_rect((w, h))
        painter.fillRect(table, TABLE)
        left, top = max(rect.left(), table.left()), max(rect.top(), table.top())
        right, bottom = min(rect.right(), table.right()), min(rect.bottom(), table.bottom())
        minor, major = QPen(GRID_MINOR, 0), QPen(GRID_MAJOR, 0)
        for ux in range(int(left // U), int(right // U) + 1):
            painter.setPen(major if ux % 10 == 0 else minor)
            painter.drawLine(QPointF(ux * U, top), QPointF(ux * U, bottom))
        for uy in range(int(top // U), int(bottom // U) + 1):
            painter.setPen(major if uy % 10 == 0 else minor)
            painter.drawLine(QPointF(left, uy * U), QPointF(right, uy * U))
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1, Qt.PenStyle.DashLine))
        painter.drawRect(QRectF(0, 0, w * U, h * U))
        painter.setPen(QPen(BORDER, 2))
        painter.drawRect(table)
        painter.setFont(self._label_font)
        painter.setPen(QColor(255, 255, 255, 160))
        painter.drawText(
            QRectF(0, -2.2 * U, table.width(), 2 * U),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            translate("LayoutCanvas", "Window {w} \u00d7 {h}").format(w=w, h=h),
        )
        tray = self.tray_rect()
        painter.fillRect(tray, TRAY)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1, Qt.PenStyle.DashLine))
        painter.drawRect(tray)
        painter.setPen(QColor(255, 255, 255, 160))
        painter.drawText(
            tray.adjusted(0, 0.5 * U, 0, 0),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            translate("LayoutCanvas", "Hidden"),
        )

    # ---- gestures -------------------------------------------------------------------------
    def edge_at(self, pos: QPointF) -> str:
        """Which window edge (`r`, `b`, `rb`) a scene point grabs, if any."""
        table = self.table_rect()
        near_r = (
            abs(pos.x() - table.right()) <= EDGE_GRAB and -EDGE_GRAB <= pos.y() <= table.bottom()
        )
        near_b = (
            abs(pos.y() - table.bottom()) <= EDGE_GRAB and -EDGE_GRAB <= pos.x() <= table.right()
        )
        return ("r" if near_r else "") + ("b" if near_b else "")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            edge = self.edge_at(event.scenePos())
            if edge and not isinstance(self.itemAt(event.scenePos(), QTransform()), FieldItem):
                self._resizing = edge
                event.accept()
                return
        super().mousePressEvent(event)
        self._drag_start = {i: i.pos() for i in self.selectedItems() if isinstance(i, FieldItem)}

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._resizing:
            pos = event.scenePos()
            w, h = self.window
            if "r" in self._resizing:
                w = geo.clamp(round(pos.x() / U) - geo.CARD_W, geo.MIN_W, geo.MAX_W)
            if "b" in self._resizing:
                h = geo.clamp(round(pos.y() / U) - geo.CARD_H - 2, geo.MIN_H, geo.MAX_H)
            if (w, h) != self._resize_size:
                self._resize_size = (w, h)
                self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._resizing:
            self._resizing = ""
            if self._resize_size != self.window:
                gestures.resize_window(self.doc, *self._resize_size)
            event.accept()
            return
        super().mouseReleaseEvent(event)
        self.commit_drag()

    def commit_drag(self) -> None:
        """Turn the items moved by the finished drag into one undo step."""
        start, self._drag_start = self._drag_start, {}
        moves = []
        tray = self.tray_rect()
        for item, old in start.items():
            if item.pos() == old:
                continue
            x, y = item.unit_pos()
            center = item.mapToScene(item.shape().boundingRect().center())
            if tray.contains(center):
                old_x, old_y = (
                    int(item.element.get("x", "0") or 0),
                    int(item.element.get("y", "0") or 0),
                )
                x, y = (old_x, old_y) if item.in_tray else (-1 - max(old_x, 0), old_y)
            moves.append((item.element, x, y))
        before = self.doc.undo_stack.index()
        if moves:
            gestures.move_fields(self.doc, moves)
        if self.doc.undo_stack.index() == before:
            self.rebuild()
