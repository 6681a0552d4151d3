"""The field item: a card slot with id, shortcut letter, type, fan-out extent and preview cards."""

from __future__ import annotations

from dataclasses import dataclass, field

from lxml import etree
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.canvas import geometry as geo
from editor.canvas.preview import PreviewCard

U = geo.UNIT_PX
SLOT_FILL = QColor(255, 255, 255, 38)
SLOT_LINE = QColor(255, 255, 255, 150)
FAN_FILL = QColor(255, 255, 255, 18)
FAN_LINE = QColor(255, 255, 255, 90)
SELECT = QColor("#4cc2ff")
ERROR = QColor("#ff5a5f")
WARN = QColor("#ffb020")
CARD_FACE = QColor("#fbfbf8")
CARD_BACK = QColor("#3056a8")
RED_SUIT = QColor("#c62828")
BLACK_SUIT = QColor("#1c1c1c")
_SUIT_SIGNS = {"Karo": "\u2666", "Herz": "\u2665", "Pik": "\u2660", "Kreuz": "\u2663"}


@dataclass
class FieldView:
    """Everything a field item draws, computed from the document (no Qt objects)."""

    look: geo.PileLook
    field_id: str
    kuerzel: str
    typ: str
    base: str
    cards: list[PreviewCard] = field(default_factory=list)
    stock_count: int = 0
    problem: str = ""
    """Message of an error (outside the window) to mark the field with."""
    warning: str = ""
    """Message of a warning (overlap) to mark the field with."""


def _fonts() -> tuple[QFont, QFont, QFont]:
    """Fonts for the id, the small type line and the card labels."""
    bold = QFont()
    bold.setPixelSize(9)
    bold.setBold(True)
    small = QFont()
    small.setPixelSize(7)
    card = QFont()
    card.setPixelSize(8)
    card.setBold(True)
    return bold, small, card


def _fitting(font: QFont, text: str, width: float, smallest: int = 7) -> QFont:
    """`font`, made smaller (down to `smallest` px) until `text` fits in `width`."""
    fitted = QFont(font)
    size = font.pixelSize()
    while size > smallest and QFontMetricsF(fitted).horizontalAdvance(text) > width:
        size -= 1
        fitted.setPixelSize(size)
    return fitted


class FieldItem(QGraphicsItem):
    """One `feld` on the canvas; its position is the field's x/y in scene pixels."""

    def __init__(self, element: etree._Element, view: FieldView) -> None:
        super().__init__()
        self.element = element
        self.view = view
        self.in_tray = False
        self._fonts = _fonts()
        self._bounds = QRectF()
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
            | QGraphicsItem.GraphicsItemFlag.ItemIsMovable
            | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges
        )
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self.set_view(view)

    def set_view(self, view: FieldView) -> None:
        """Take new display data and redraw."""
        self.prepareGeometryChange()
        self.view = view
        look = view.look
        extent = geo.fan_extent(look)
        w, h = geo.card_size(look.quer)
        rect = QRectF((extent.x - look.x) * U, (extent.y - look.y) * U, extent.w * U, extent.h * U)
        # The top margin leaves room for the name band drawn above the slot in deal previews.
        self._bounds = rect.united(QRectF(0, 0, w * U, h * U)).adjusted(-3, -15, 3, 3)
        typ = view.typ if view.typ == view.base else f"{view.typ} \u2192 {view.base}"
        tips = [f"{view.field_id} ({typ})", f"x={look.x} y={look.y}"]
        tips += [m for m in (view.problem, view.warning) if m]
        self.setToolTip("\n".join(tips))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        w, h = geo.card_size(self.view.look.quer)
        path.addRect(QRectF(0, 0, w * U, h * U))
        return path

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if (
            change == QGraphicsItem.GraphicsItemChange.ItemPositionChange
            and isinstance(value, QPointF)
            and not self.in_tray
        ):
            # Snap to whole units while dragging, so what you see is what gets saved.
            return QPointF(round(value.x() / U) * U, round(value.y() / U) * U)
        return super().itemChange(change, value)

    def unit_pos(self) -> tuple[int, int]:
        """The item's position in whole units."""
        return round(self.pos().x() / U), round(self.pos().y() / U)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        view, look = self.view, self.view.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = geo.card_size(look.quer)
        slot = QRectF(0.5, 0.5, w * U - 1, h * U - 1)
        extent = geo.fan_extent(look)
        if (extent.w, extent.h) != (w, h):
            fan = QRectF(
                (extent.x - look.x) * U + 0.5,
                (extent.y - look.y) * U + 0.5,
                extent.w * U - 1,
                extent.h * U - 1,
            )
            painter.setPen(QPen(FAN_LINE, 1, Qt.PenStyle.DashLine))
            painter.setBrush(FAN_FILL)
            painter.drawRoundedRect(fan, 4, 4)
        rand = geo.rand_extent(look)
        if rand is not None:
            painter.setPen(QPen(QColor(255, 255, 255, 170), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(
                QRectF((rand.x - look.x) * U, (rand.y - look.y) * U, rand.w * U, rand.h * U), 4, 4
            )
        style = Qt.PenStyle.DotLine if look.rand == "nein" else Qt.PenStyle.SolidLine
        painter.setPen(QPen(SLOT_LINE, 1.2, style))
        painter.setBrush(SLOT_FILL)
        painter.drawRoundedRect(slot, 4, 4)
        if view.cards:
            self._paint_cards(painter, w, h)
        self._paint_labels(painter, slot)
        self._paint_state(painter, slot)

    def _paint_cards(self, painter: QPainter, w: int, h: int) -> None:
        """The dealt cards of the preview, fanned as the game will show them."""
        look = self.view.look
        offsets = geo.card_offsets(len(self.view.cards), look.richtung, look.eng)
        font = self._fonts[2]
        painter.setFont(font)
        for card, (ox, oy) in zip(self.view.cards, offsets, strict=True):
            rect = QRectF(ox * U + 1, oy * U + 1, w * U - 2, h * U - 2)
            painter.setPen(QPen(QColor(0, 0, 0, 120), 0.8))
            painter.setBrush(CARD_FACE if card.face_up else CARD_BACK)
            painter.drawRoundedRect(rect, 3, 3)
            if not card.face_up:
                painter.setPen(QPen(QColor(255, 255, 255, 90), 1))
                painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 2, 2)
                continue
            suit, _, rank = card.label.partition(" ")
            painter.setPen(RED_SUIT if card.red else BLACK_SUIT)
            text = f"{rank}{_SUIT_SIGNS.get(suit, '')}" if rank else card.label
            painter.drawText(
                rect.adjusted(2, 1, -1, -1),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                text,
            )

    def _paint_labels(self, painter: QPainter, slot: QRectF) -> None:
        """Id in bold, the shortcut letter in a badge, the type below."""
        view = self.view
        bold, small, _ = self._fonts
        has_cards = bool(view.cards)
        label_rect = slot.adjusted(3, 2, -3, -2)
        if has_cards:
            # Labels sit on a dark band at the slot's foot so they stay readable over cards.
            band = QRectF(slot.left(), slot.top() - 13, slot.width(), 12)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 150))
            painter.drawRoundedRect(band, 3, 3)
            painter.setFont(small)
            painter.setPen(QColor("white"))
            painter.drawText(
                band, Qt.AlignmentFlag.AlignCenter, f"{view.field_id} \u00b7 {len(view.cards)}"
            )
            return
        painter.setFont(_fitting(bold, view.field_id, label_rect.width()))
        painter.setPen(QColor("white"))
        painter.drawText(
            label_rect,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            painter.fontMetrics().elidedText(
                view.field_id, Qt.TextElideMode.ElideRight, int(label_rect.width())
            ),
        )
        if view.kuerzel.strip():
            badge = QRectF(slot.center().x() - 8, slot.center().y() - 8, 16, 16)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 215))
            painter.drawEllipse(badge)
            painter.setPen(QColor("#1b4d33"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, view.kuerzel)
        typ = view.typ
        if view.stock_count:
            typ = f"{typ} \u00b7 {view.stock_count}"
        painter.setFont(_fitting(small, typ, label_rect.width(), 6))
        painter.setPen(QColor(255, 255, 255, 200))
        painter.drawText(
            label_rect,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
            painter.fontMetrics().elidedText(
                typ, Qt.TextElideMode.ElideRight, int(label_rect.width())
            ),
        )

    def _paint_state(self, painter: QPainter, slot: QRectF) -> None:
        """Selection and problem outlines."""
        if self.view.problem or self.view.warning:
            color = ERROR if self.view.problem else WARN
            painter.setPen(QPen(color, 2.2))
            painter.setBrush(QBrush(QColor(color.red(), color.green(), color.blue(), 45)))
            painter.drawRoundedRect(slot.adjusted(-1, -1, 1, 1), 5, 5)
        if self.isSelected():
            painter.setPen(QPen(SELECT, 2.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(slot.adjusted(-2, -2, 2, 2), 6, 6)
