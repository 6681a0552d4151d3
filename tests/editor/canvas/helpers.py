"""Helpers for canvas tests: sample games, mouse gestures on a QGraphicsView."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

from editor.canvas.bridge import EditTarget
from editor.canvas.view import LayoutCanvas
from editor.document import Document

GAME = b"""<?xml version="1.0" encoding="UTF-8"?>
<spiel name="Probe" fenster="40x30">
  <programm>100227</programm>
  <version>1</version>
  <karten>52</karten>
  <vorlage id="haus" typ="grund">
    <max>13</max>
    <richtung>rechts</richtung>
  </vorlage>
  <feld id="stock" x="0" y="0" typ="stock">
    <ziel>abwurf</ziel>
  </feld>
  <feld id="abwurf" x="6" y="0" typ="abwurf"/>
  <feld id="g" x="20" y="0" typ="haus"/>
  <feld id="t" x="0" y="8" typ="stapel">
    <richtung>unten</richtung>
    <max>frei</max>
  </feld>
  <feld id="versteckt" x="-5" y="3" typ="hilf"/>
</spiel>
"""


def make_canvas(data: bytes) -> LayoutCanvas:
    """A canvas on a new Document made from `data`."""
    return LayoutCanvas(EditTarget(Document(data)))


def field(view: LayoutCanvas, field_id: str):
    """The first `feld` element with this id."""
    return next(e for e in view.doc.root.iter("feld") if e.get("id") == field_id)


def view_point(view: QGraphicsView, ux: float, uy: float) -> QPoint:
    """Viewport position of a grid point given in units."""
    return view.mapFromScene(QPointF(ux * 10, uy * 10))


def _send(
    view: QGraphicsView,
    kind: QEvent.Type,
    pos: QPoint,
    button: Qt.MouseButton,
    buttons: Qt.MouseButton,
    modifiers=Qt.KeyboardModifier.NoModifier,
) -> None:
    event = QMouseEvent(
        kind, QPointF(pos), QPointF(view.viewport().mapToGlobal(pos)), button, buttons, modifiers
    )
    QApplication.sendEvent(view.viewport(), event)


def drag(
    view: QGraphicsView,
    start: QPoint,
    end: QPoint,
    steps: int = 5,
    modifiers=Qt.KeyboardModifier.NoModifier,
) -> None:
    """Press at `start`, move in steps to `end` with the left button held, release."""
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _send(view, QEvent.Type.MouseButtonPress, start, left, left, modifiers)
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        _send(view, QEvent.Type.MouseMove, p, none, left, modifiers)
    _send(view, QEvent.Type.MouseButtonRelease, end, left, none, modifiers)


def click(view: QGraphicsView, pos: QPoint, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """A left click."""
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _send(view, QEvent.Type.MouseButtonPress, pos, left, left, modifiers)
    _send(view, QEvent.Type.MouseButtonRelease, pos, left, none, modifiers)
