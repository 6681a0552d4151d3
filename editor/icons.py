"""Icons drawn by the program (no image files needed), cached by name."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

SIZE = 32
COLORS = {
    "error": "#d13438",
    "warning": "#e8a200",
    "info": "#2b7cd3",
    "field": "#2e7d32",
    "template": "#6a1b9a",
    "action": "#c25400",
    "variant": "#00838f",
    "game": "#455a64",
    "property": "#78909c",
    "comment": "#9e9e9e",
}


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(SIZE, SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def _badge(color: str, glyph: str, shape: str = "circle") -> QPixmap:
    pixmap, p = _canvas()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(color))
    if shape == "triangle":
        p.drawPolygon(QPolygonF([QPointF(16, 2), QPointF(31, 29), QPointF(1, 29)]))
    elif shape == "square":
        p.drawRoundedRect(QRectF(3, 3, 26, 26), 6, 6)
    else:
        p.drawEllipse(QRectF(2, 2, 28, 28))
    p.setPen(QColor("white"))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(18 if shape != "triangle" else 16)
    p.setFont(font)
    rect = QRectF(
        0, 6 if shape == "triangle" else 0, SIZE, SIZE - (4 if shape == "triangle" else 0)
    )
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, glyph)
    p.end()
    return pixmap


def _card(color: str, dashed: bool = False) -> QPixmap:
    pixmap, p = _canvas()
    pen = QPen(QColor(color), 2.5)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(QColor(color).lighter(185))
    p.drawRoundedRect(QRectF(7, 3, 18, 26), 3, 3)
    if not dashed:
        p.setPen(QPen(QColor(color), 2))
        p.drawLine(QPointF(11, 10), QPointF(21, 10))
        p.drawLine(QPointF(11, 16), QPointF(21, 16))
    p.end()
    return pixmap


def _bolt(color: str) -> QPixmap:
    pixmap, p = _canvas()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(color))
    p.drawPolygon(
        QPolygonF(
            [
                QPointF(p_x, p_y)
                for p_x, p_y in ((19, 2), (6, 18), (15, 18), (12, 30), (26, 12), (17, 12), (21, 2))
            ]
        )
    )
    p.end()
    return pixmap


def _branch(color: str) -> QPixmap:
    pixmap, p = _canvas()
    pen = QPen(QColor(color), 3)
    p.setPen(pen)
    path = QPainterPath(QPointF(9, 4))
    path.lineTo(9, 28)
    path.moveTo(9, 18)
    path.cubicTo(9, 10, 23, 14, 23, 6)
    p.drawPath(path)
    p.setBrush(QColor(color))
    for x, y in ((9, 28), (23, 6), (9, 4)):
        p.drawEllipse(QPointF(x, y), 3, 3)
    p.end()
    return pixmap


def _app() -> QPixmap:
    pixmap, p = _canvas()
    for dx, angle, color in ((-4, -12, "#f5f5f5"), (4, 10, "#ffffff")):
        p.save()
        p.translate(16 + dx, 17)
        p.rotate(angle)
        p.setPen(QPen(QColor("#37474f"), 1.5))
        p.setBrush(QColor(color))
        p.drawRoundedRect(QRectF(-8, -12, 16, 24), 2.5, 2.5)
        p.restore()
    p.setPen(QColor("#c62828"))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(13)
    p.setFont(font)
    p.drawText(QRectF(13, 9, 14, 16), Qt.AlignmentFlag.AlignCenter, "\u2665")
    p.end()
    return pixmap


@cache
def pixmap(name: str) -> QPixmap:
    """A named icon as a pixmap."""
    if name == "error":
        return _badge(COLORS["error"], "\u2715")
    if name == "warning":
        return _badge(COLORS["warning"], "!", "triangle")
    if name == "info":
        return _badge(COLORS["info"], "i")
    if name == "field":
        return _card(COLORS["field"])
    if name == "template":
        return _card(COLORS["template"], dashed=True)
    if name == "action":
        return _bolt(COLORS["action"])
    if name == "variant":
        return _branch(COLORS["variant"])
    if name == "app":
        return _app()
    if name == "game":
        return _badge(COLORS["game"], "\u2660", "square")
    if name == "comment":
        return _badge(COLORS["comment"], "#", "square")
    return _badge(COLORS["property"], "\u2022", "circle")


@cache
def icon(name: str) -> QIcon:
    """A named icon: error, warning, info, field, template, action, variant, game, app..."""
    return QIcon(pixmap(name))
