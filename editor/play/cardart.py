"""Card faces and backs drawn by the program (no image files), cached per size."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from engine.cards import RANK_NAMES, Card, Suit

SUIT_SYMBOLS = {Suit.KARO: "\u2666", Suit.HERZ: "\u2665", Suit.PIK: "\u2660", Suit.KREUZ: "\u2663"}


RED = QColor("#c8102e")
BLACK = QColor("#1b1b1b")
BACK_COLORS = {1: (QColor("#1f4e96"), QColor("#3b73c4")), 2: (QColor("#8f1d21"), QColor("#c2413f"))}


def card_label(card: Card) -> str:
    """A card as its corner index shows it: rank and suit sign (`D\u2665`), or `Joker`."""
    if card.joker or card.suit is None:
        return "Joker"
    return f"{RANK_NAMES[card.rank]}{SUIT_SYMBOLS[card.suit]}"


# Pip positions (fractions of the inner area) for the number cards, classic layout.
_PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [
        (0, 0),
        (1, 0),
        (0.5, 1 / 6),
        (0, 1 / 3),
        (1, 1 / 3),
        (0, 2 / 3),
        (1, 2 / 3),
        (0.5, 5 / 6),
        (0, 1),
        (1, 1),
    ],
}


class CardArt:
    """Paints cards at any size; pixmaps are cached by (kind, size)."""

    def __init__(self) -> None:
        self._cache: dict[tuple[object, ...], QPixmap] = {}

    def face(self, card: Card, width: int, height: int) -> QPixmap:
        """The face of a card."""
        key = ("face", card.suit, card.rank, width, height)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._cache[key] = self._paint(width, height, lambda p, r: _face(p, r, card))
        return pixmap

    def back(self, back: int, width: int, height: int) -> QPixmap:
        """The back of a card (1 = blue, 2 = red, for sets with two backs)."""
        key = ("back", back, width, height)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._cache[key] = self._paint(width, height, lambda p, r: _back(p, r, back))
        return pixmap

    def _paint(self, width: int, height: int, draw) -> QPixmap:  # type: ignore[no-untyped-def]
        pixmap = QPixmap(max(width, 4), max(height, 4))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        draw(painter, QRectF(0.5, 0.5, pixmap.width() - 1, pixmap.height() - 1))
        painter.end()
        return pixmap


def _outline(painter: QPainter, rect: QRectF, fill: QBrush | QColor) -> None:
    radius = max(2.0, rect.width() * 0.07)
    painter.setPen(QPen(QColor("#6b6b6b"), 1))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(5, int(px)))
    font.setBold(bold)
    return font


def _face(painter: QPainter, rect: QRectF, card: Card) -> None:
    """Draw a face: white card, corner indices, pips or a court frame, or a joker."""
    _outline(painter, rect, QColor("#fdfdf8"))
    w, h = rect.width(), rect.height()
    if card.joker or card.suit is None:
        painter.setPen(QColor("#6a1b9a"))
        painter.setFont(_font(w * 0.2, True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "JOKER\n\u2605")
        return
    color = RED if card.suit.red else BLACK
    symbol = SUIT_SYMBOLS[card.suit]
    label = RANK_NAMES[card.rank]
    painter.setPen(color)
    corner = QRectF(rect.left() + w * 0.02, rect.top() + h * 0.02, w * 0.24, h * 0.3)
    for turn in (0, 180):  # the index in the top-left corner and, upside down, bottom-right
        painter.save()
        painter.translate(rect.center())
        painter.rotate(turn)
        painter.translate(-rect.center())
        top = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        painter.setFont(_font(w * 0.2, True))
        painter.drawText(corner, top, label)
        painter.setFont(_font(w * 0.17))
        painter.drawText(corner.translated(0, w * 0.2), top, symbol)
        painter.restore()
    inner = QRectF(rect.left() + w * 0.34, rect.top() + h * 0.18, w * 0.32, h * 0.64)
    if card.rank in _PIPS and w >= 48:
        painter.setFont(_font(w * 0.19))
        for fx, fy in _PIPS[card.rank]:
            center = QPointF(inner.left() + fx * inner.width(), inner.top() + fy * inner.height())
            box = QRectF(center.x() - w * 0.11, center.y() - w * 0.12, w * 0.22, w * 0.24)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, symbol)
    elif card.rank in (11, 12, 13):
        frame = QRectF(rect.left() + w * 0.24, rect.top() + h * 0.16, w * 0.52, h * 0.68)
        gradient = QLinearGradient(frame.topLeft(), frame.bottomRight())
        gradient.setColorAt(0, QColor("#fff3c4"))
        gradient.setColorAt(1, QColor("#f1d27a"))
        painter.setBrush(gradient)
        painter.setPen(QPen(color, 1))
        painter.drawRect(frame)
        painter.setFont(_font(w * 0.34, True))
        painter.drawText(frame, Qt.AlignmentFlag.AlignCenter, f"{label}\n{symbol}")
    else:
        painter.setFont(_font(w * (0.5 if card.rank == 14 else 0.36)))
        painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, symbol)


def _back(painter: QPainter, rect: QRectF, back: int) -> None:
    """Draw a back: coloured card with a white frame and a lattice."""
    dark, light = BACK_COLORS.get(back, BACK_COLORS[1])
    _outline(painter, rect, QColor("#fdfdf8"))
    margin = max(2.0, rect.width() * 0.07)
    inner = rect.adjusted(margin, margin, -margin, -margin)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0, light)
    gradient.setColorAt(1, dark)
    radius = max(1.5, rect.width() * 0.05)
    path = QPainterPath()
    path.addRoundedRect(inner, radius, radius)
    painter.fillPath(path, gradient)
    painter.save()
    painter.setClipPath(path)
    painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
    step = max(4.0, rect.width() / 7)
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        x += step
    painter.restore()
