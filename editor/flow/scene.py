"""Graphics items of the flow editor: node boxes with rows, and the control-flow arrows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.flow.model import ACTION_KINDS, FlowEdge, FlowGraph, FlowNode, FlowRow

NODE_W = 330.0
HEADER_H = 24.0
ROW_H = 19.0
FOOTER_H = 18.0
COLUMN_GAP = 90.0
NODE_GAP = 36.0
GUTTER = 16.0
KIND_COLORS = {"beginn": "#5e35b1", "aktion": "#1565c0", "abschluss": "#00838f", "ende": "#6d4c41"}
ROW_COLORS = {
    "bedingung": "#fff8e1",
    "vergleich": "#fff3e0",
    "lege": "#e8f5e9",
    "aenderung": "#e3f2fd",
    "meldung": "#fce4ec",
}
OK_COLOR = QColor("#2e7d32")
FAIL_COLOR = QColor("#c62828")


def _font(px: int, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(px)
    font.setBold(bold)
    return font


class RowItem(QGraphicsItem):
    """One instruction row; the gutter dot is its breakpoint."""

    def __init__(self, row: FlowRow, node_item: NodeItem, y: float) -> None:
        super().__init__(node_item)
        self.row = row
        self.node_item = node_item
        self.setPos(0, y)
        self.breakpoint = False
        self.current = False
        self.selected_row = False
        self.setToolTip(
            QCoreApplication.translate("FlowEditor", "<{0}> line {1}").format(
                row.tag, row.element.sourceline
            )
        )

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, NODE_W, ROW_H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect()
        fill = (
            QColor("#fff59d") if self.current else QColor(ROW_COLORS.get(self.row.tag, "#fafafa"))
        )
        if self.selected_row:
            fill = QColor("#bbdefb")
        painter.fillRect(rect.adjusted(1, 0, -1, 0), fill)
        painter.setPen(QPen(QColor("#e0e0e0"), 1))
        painter.drawLine(rect.bottomLeft() + QPointF(1, 0), rect.bottomRight() - QPointF(1, 0))
        if self.breakpoint:
            painter.setBrush(QColor("#d32f2f"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(GUTTER / 2 + 1, ROW_H / 2), 5, 5)
        elif self.current:
            painter.setBrush(QColor("#f9a825"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPolygon(
                QPolygonF([QPointF(3, 4), QPointF(13, ROW_H / 2), QPointF(3, ROW_H - 4)])
            )
        painter.setFont(_font(10, True))
        painter.setPen(QColor("#424242"))
        tag_rect = QRectF(GUTTER + 2, 0, 72, ROW_H)
        painter.drawText(tag_rect, Qt.AlignmentFlag.AlignVCenter, self.row.tag)
        painter.setFont(_font(11))
        painter.setPen(QColor("#212121"))
        text = self.row.summary + (f"   [{self.row.scope}]" if self.row.scope else "")
        text_rect = QRectF(GUTTER + 76, 0, NODE_W - GUTTER - 80, ROW_H)
        metrics = painter.fontMetrics()
        painter.drawText(
            text_rect,
            Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(text_rect.width())),
        )


class NodeItem(QGraphicsItem):
    """An action block: header with kind/typ/id, its rows, and a footer with continuations."""

    def __init__(self, node: FlowNode, flag: str | None = None) -> None:
        super().__init__()
        self.node = node
        self.flag = flag
        self.selected_node = False
        self.current = False
        self.rows: list[RowItem] = []
        y = HEADER_H
        for row in node.rows:
            self.rows.append(RowItem(row, self, y))
            y += ROW_H
        self.height = y + FOOTER_H
        tip = f"<{node.kind}> line {node.element.sourceline}"
        if flag:
            tip += "\n\u26a0 " + flag
        self.setToolTip(tip)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-2, -2, NODE_W + 4, self.height + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = QRectF(0, 0, NODE_W, self.height)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        border = (
            QColor("#f9a825")
            if self.current
            else (QColor("#1e88e5") if self.selected_node else QColor("#9e9e9e"))
        )
        if self.flag:
            border = QColor("#e65100") if not (self.current or self.selected_node) else border
        painter.setPen(QPen(border, 3 if (self.current or self.selected_node or self.flag) else 1))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, 6, 6)
        header = QPainterPath()
        header.addRoundedRect(QRectF(0, 0, NODE_W, HEADER_H), 6, 6)
        painter.fillPath(header, QColor(KIND_COLORS.get(self.node.kind, "#455a64")))
        painter.setPen(QColor("white"))
        painter.setFont(_font(12, True))
        title = self.node.title + (f"   [{self.node.scope}]" if self.node.scope else "")
        painter.drawText(QRectF(8, 0, NODE_W - 40, HEADER_H), Qt.AlignmentFlag.AlignVCenter, title)
        painter.setFont(_font(10))
        painter.drawText(
            QRectF(0, 0, NODE_W - 8, HEADER_H),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            ("\u26a0 " if self.flag else "") + f"L{self.node.element.sourceline}",
        )
        painter.setFont(_font(10))
        foot = QRectF(8, self.height - FOOTER_H, NODE_W - 16, FOOTER_H)
        painter.setPen(OK_COLOR)
        painter.drawText(foot, Qt.AlignmentFlag.AlignVCenter, f"\u2714 {self.node.erfolg}")
        painter.setPen(FAIL_COLOR)
        painter.drawText(
            foot,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            f"\u2718 {self.node.misserfolg}",
        )

    def out_point(self, outcome: str) -> QPointF:
        """Where an arrow leaves: success on the right, failure on the left."""
        x = NODE_W if outcome == "erfolg" else 0.0
        return self.mapToScene(QPointF(x, self.height - FOOTER_H / 2))

    def in_point(self, outcome: str) -> QPointF:
        """Where an arrow arrives."""
        x = NODE_W * (0.75 if outcome == "erfolg" else 0.25)
        return self.mapToScene(QPointF(x, 0))


class EdgeItem(QGraphicsPathItem):
    """A control-flow arrow (green: success, red dashed: failure)."""

    def __init__(self, edge: FlowEdge, src: NodeItem, dst: NodeItem) -> None:
        super().__init__()
        self.edge = edge
        color = OK_COLOR if edge.outcome == "erfolg" else FAIL_COLOR
        pen = QPen(color, 1.6)
        if edge.outcome == "misserfolg":
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setZValue(-1)
        start, end = src.out_point(edge.outcome), dst.in_point(edge.outcome)
        path = QPainterPath(start)
        side = 1 if edge.outcome == "erfolg" else -1
        if dst is src:  # wiederholung: a loop on the node's side
            bulge = QPointF(side * 50, 0)
            top = src.mapToScene(QPointF(NODE_W if side > 0 else 0, HEADER_H / 2))
            path.cubicTo(start + bulge, top + bulge, top)
            end = top
        elif end.y() > start.y() and abs(end.x() - start.x()) < NODE_W:
            mid = (start.y() + end.y()) / 2
            path.cubicTo(QPointF(start.x() + side * 30, mid), QPointF(end.x(), mid - 10), end)
        else:
            reach = side * (40 + 0.15 * abs(end.y() - start.y()))
            path.cubicTo(start + QPointF(reach, 0), end + QPointF(reach, -40), end)
        self.setPath(path)
        self._arrow = (end, path.angleAtPercent(1.0))
        self.setToolTip(f"{edge.outcome}: {edge.word}")

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        super().paint(painter, option, widget)
        tip, _ = self._arrow
        painter.setBrush(QBrush(self.pen().color()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(QPolygonF([tip, tip + QPointF(-5, -9), tip + QPointF(5, -9)]))


class FlowScene(QGraphicsScene):
    """Lays out one FlowGraph: a column per phase, nodes in document order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.node_items: list[NodeItem] = []
        self.edge_items: list[EdgeItem] = []
        self.setBackgroundBrush(QColor("#f5f6f8"))

    def show_graph(self, graph: FlowGraph, flags: dict[int, str]) -> None:
        """Rebuild all items; `flags` maps an action's source line to a warning text."""
        self.clear()
        self.node_items, self.edge_items = [], []
        by_node: dict[int, NodeItem] = {}
        x = 0.0
        for kind in ACTION_KINDS:
            group = graph.nodes[kind]
            label = QGraphicsSimpleTextItem(f"{kind}  ({len(group)})")
            label.setFont(_font(14, True))
            label.setBrush(QColor(KIND_COLORS[kind]))
            label.setPos(x, -34)
            self.addItem(label)
            y = 0.0
            for node in group:
                item = NodeItem(node, flags.get(node.element.sourceline or 0))
                item.setPos(x, y)
                self.addItem(item)
                self.node_items.append(item)
                by_node[id(node)] = item
                y += item.height + NODE_GAP
            if not group:
                hint = QGraphicsSimpleTextItem("\u2014")
                hint.setBrush(QColor("#9e9e9e"))
                hint.setPos(x + 8, 0)
                self.addItem(hint)
            x += (NODE_W if group else 150.0) + COLUMN_GAP
        for edge in graph.edges:
            if edge.target is None:
                continue
            src, dst = by_node[id(edge.source)], by_node[id(edge.target)]
            if (
                edge.word == "naechste"
                and edge.outcome == "misserfolg"
                and edge.target.position == edge.source.position + 1
            ):
                # The default fall-through is drawn thin to keep the picture quiet.
                item = EdgeItem(edge, src, dst)
                item.setOpacity(0.45)
            else:
                item = EdgeItem(edge, src, dst)
            self.addItem(item)
            self.edge_items.append(item)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-60, -60, 60, 60))
