"""The card table: draws a running game at the file's layout and turns mouse input into moves."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from editor.canvas.geometry import card_offsets, card_size
from editor.play.cardart import CardArt
from engine.control import stop_holds
from engine.game import Game
from engine.state import card_index

UNIT = 10.0
"""Pixels per grid unit at the smallest card size."""
MARGIN = 20.0
"""Border around the grid, in pixels at scale 1 (the window adds 40 x 80 in all)."""
DRAG_START = 5
FELT = QColor("#1e6b3a")


@dataclass
class CardSpot:
    """Where one displayed card of a field is drawn."""

    field: int
    n: int
    """Position from the top (1 = top card)."""
    rect: QRectF


@dataclass
class _Drag:
    field: int
    n: int
    press: QPointF
    grab_offset: QPointF
    active: bool = False
    pos: QPointF | None = None


class TableView(QWidget):
    """Paints the game's fields and cards; emits the player's gestures as requests."""

    move_requested = Signal(int, int, int)
    """src field, dst field, number of cards."""
    click_requested = Signal(int, int, str)
    """field, n-th card from the top, button (`left`, `right`, `middle`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playTable")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 240)
        self.setMouseTracking(True)
        self._art = CardArt()
        self._game: Game | None = None
        self._spots: list[CardSpot] = []
        self._slots: dict[int, QRectF] = {}
        self._drag: _Drag | None = None
        self._highlight: set[int] = set()
        self._banner: str | None = None

    # ----- model --------------------------------------------------------------------
    def set_game(self, game: Game | None) -> None:
        """Show a game (or nothing)."""
        self._game = game
        self._drag = None
        self.update()

    def set_highlight(self, fields: set[int]) -> None:
        """Outline some fields (hints, debugger focus)."""
        self._highlight = set(fields)
        self.update()

    def set_banner(self, text: str | None) -> None:
        """A large notice over the table (won / lost), or None."""
        self._banner = text
        self.update()

    # ----- geometry ------------------------------------------------------------------
    def scale(self) -> float:
        """Pixels per pixel-at-smallest-size, fitting the whole window into the widget."""
        if self._game is None:
            return 1.0
        w, h = self._game.definition.window
        return max(
            0.3,
            min(self.width() / (w * UNIT + 2 * MARGIN), self.height() / (h * UNIT + 4 * MARGIN)),
        )

    def _layout(self) -> None:
        """Compute every displayed card's rectangle (bottom to top per field)."""
        self._spots = []
        self._slots = {}
        game = self._game
        if game is None:
            return
        s = self.scale()
        ox0 = max(0.0, (self.width() - (game.definition.window[0] * UNIT + 2 * MARGIN) * s) / 2)
        for i, f in enumerate(game.state.fields):
            d = f.defn
            if d.x < 0 or d.y < 0 or f.props.sichtbar == 0:
                continue
            cw, ch = card_size(d.quer)
            x0 = ox0 + (MARGIN + d.x * UNIT) * s
            y0 = (MARGIN + d.y * UNIT) * s
            self._slots[i] = QRectF(x0, y0, cw * UNIT * s, ch * UNIT * s)
            pile = f.cards
            shown = len(pile) if f.props.sichtbar is None else min(len(pile), f.props.sichtbar)
            offsets = card_offsets(shown, d.richtung, d.eng)
            for k in range(shown):
                ox, oy = offsets[k]
                rect = QRectF(x0 + ox * UNIT * s, y0 + oy * UNIT * s, cw * UNIT * s, ch * UNIT * s)
                self._spots.append(CardSpot(i, shown - k, rect))

    def hit(self, pos: QPointF) -> tuple[int, int] | None:
        """(field, n-th card from the top) under a point; an empty slot gives n = 1."""
        for spot in reversed(self._spots):
            if spot.rect.contains(pos):
                return spot.field, spot.n
        for i, rect in self._slots.items():
            if rect.contains(pos):
                return i, 1
        return None

    def drop_target(self, pos: QPointF, exclude: int) -> int | None:
        """The field a dragged run would land on: under the cursor, else the nearest slot."""
        best: tuple[float, int] | None = None
        for spot in reversed(self._spots):
            if spot.field != exclude and spot.rect.contains(pos):
                return spot.field
        for i, rect in self._slots.items():
            if i == exclude:
                continue
            area = rect.adjusted(
                -rect.width() * 0.3, -rect.height() * 0.3, rect.width() * 0.3, rect.height() * 0.3
            )
            if area.contains(pos):
                dist = (rect.center() - pos).manhattanLength()
                if best is None or dist < best[0]:
                    best = (dist, i)
        return None if best is None else best[1]

    # ----- painting ------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT)
        game = self._game
        if game is None:
            painter.setPen(QColor("#e8f5e9"))
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("No game to play: the file does not compile."),
            )
            return
        self._layout()
        s = self.scale()
        self._paint_slots(painter, game, s)
        dragged = self._dragged_spots()
        for spot in self._spots:
            if spot in dragged:
                continue
            self._paint_card(painter, game, spot)
        self._paint_marks(painter, game)
        self._paint_labels(painter, game, s)
        if dragged and self._drag is not None and self._drag.pos is not None:
            first = dragged[0].rect.topLeft()
            shift = self._drag.pos - self._drag.grab_offset - first
            for spot in dragged:
                moved = CardSpot(spot.field, spot.n, spot.rect.translated(shift))
                self._paint_card(painter, game, moved, shadow=True)
        if self._banner:
            self._paint_banner(painter)

    def _dragged_spots(self) -> list[CardSpot]:
        drag = self._drag
        if drag is None or not drag.active:
            return []
        return [s for s in self._spots if s.field == drag.field and s.n <= drag.n]

    def _paint_slots(self, painter: QPainter, game: Game, s: float) -> None:
        for i, rect in self._slots.items():
            rand = game.state.fields[i].props.rand
            if rand == "nein":
                continue
            painter.setPen(
                QPen(
                    QColor(255, 255, 255, 120),
                    max(1.0, 1.5 * s),
                    Qt.PenStyle.DashLine if rand == "komplett" else Qt.PenStyle.SolidLine,
                )
            )
            painter.setBrush(QColor(255, 255, 255, 28))
            radius = rect.width() * 0.07
            painter.drawRoundedRect(rect, radius, radius)
            if i in self._highlight:
                painter.setPen(QPen(QColor("#ffd54f"), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)

    def _paint_card(
        self, painter: QPainter, game: Game, spot: CardSpot, *, shadow: bool = False
    ) -> None:
        field = game.state.fields[spot.field]
        value = field.cards[len(field.cards) - spot.n]
        card = game.state.cards[card_index(value)]
        rect = spot.rect
        w, h = int(rect.width()), int(rect.height())
        if field.defn.quer:
            w, h = h, w
        face_up = value >= 0 and not field.props.verdeckt
        back = card.back if game.definition.two_backs else 1
        pixmap = self._art.face(card, w, h) if face_up else self._art.back(back, w, h)
        if shadow:
            painter.fillRect(rect.translated(3, 3), QColor(0, 0, 0, 60))
        if field.defn.quer:
            painter.save()
            painter.translate(rect.center())
            painter.rotate(90)
            painter.drawPixmap(QRectF(-w / 2, -h / 2, w, h), pixmap, QRectF(pixmap.rect()))
            painter.restore()
        else:
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if spot.field in self._highlight and spot.n == 1:
            painter.setPen(QPen(QColor("#ffd54f"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)

    def _paint_marks(self, painter: QPainter, game: Game) -> None:
        """`markiere`: outline the top card of fields with a stop (and correctly started piles)."""
        colors = {"stopp": "cc0000"}
        for mark in game.definition.marks:
            colors[mark.kind] = mark.color
        tops = {spot.field: spot for spot in self._spots if spot.n == 1}
        for i, spot in tops.items():
            kind = None
            if stop_holds(game.state, i):
                kind = "stopp"
            elif "korrekt" in colors and _starts_correctly(game, i):
                kind = "korrekt"
            if kind is None or colors.get(kind, "ffffff").lower() == "ffffff":
                continue
            painter.setPen(QPen(QColor("#" + colors[kind]), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(spot.rect.adjusted(-1, -1, 1, 1), 4, 4)

    def _paint_labels(self, painter: QPainter, game: Game, s: float) -> None:
        """`anzeige` labels next to their fields."""
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(9, int(11 * s)))
        painter.setFont(font)
        painter.setPen(QColor("#f1f8e9"))
        for i, rect in self._slots.items():
            f = game.state.fields[i]
            if not f.cards and f.props.rand == "nein":
                continue
            for k, anzeige in enumerate(f.defn.anzeige):
                active = f.props.anzeige_active[k] if k < len(f.props.anzeige_active) else True
                if not active:
                    continue
                value = ""
                if anzeige.typ:
                    try:
                        value = game.state.get_prop(i, anzeige.typ)
                    except Exception:  # an unknown property shows as empty, never crashes
                        value = ""
                elif not anzeige.text:
                    value = str(len(f.cards))
                text = " ".join(part for part in (anzeige.text or "", value) if part)
                for position in anzeige.positions or ("unten",):
                    painter.drawText(
                        _label_rect(rect, position, s), Qt.AlignmentFlag.AlignCenter, text
                    )

    def _paint_banner(self, painter: QPainter) -> None:
        rect = QRectF(self.rect()).adjusted(
            self.width() * 0.2, self.height() * 0.4, -self.width() * 0.2, -self.height() * 0.4
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 160))
        painter.drawRoundedRect(rect, 12, 12)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(14, int(rect.height() * 0.35)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#fff59d"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._banner or "")

    # ----- input ---------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        pos = event.position()
        hit = self.hit(pos)
        if hit is None:
            return
        if event.button() == Qt.MouseButton.LeftButton:
            rect = next((s.rect for s in self._spots if (s.field, s.n) == hit), None)
            grab = pos - rect.topLeft() if rect is not None else QPointF(0, 0)
            self._drag = _Drag(hit[0], hit[1], pos, grab)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        drag = self._drag
        if drag is None:
            return
        pos = event.position()
        if not drag.active and (pos - drag.press).manhattanLength() >= DRAG_START:
            has_card = any(s.field == drag.field for s in self._spots)
            drag.active = has_card
        if drag.active:
            drag.pos = pos
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        pos = event.position()
        button = event.button()
        drag, self._drag = self._drag, None
        if button == Qt.MouseButton.LeftButton and drag is not None:
            if drag.active:
                dragged_top = pos - drag.grab_offset
                target = self.drop_target(pos, drag.field)
                if target is None:
                    target = self.drop_target(dragged_top + QPointF(5, 5), drag.field)
                self.update()
                if target is not None:
                    self.move_requested.emit(drag.field, target, drag.n)
                return
            self.click_requested.emit(drag.field, drag.n, "left")
            return
        hit = self.hit(pos)
        if hit is None:
            return
        if button == Qt.MouseButton.RightButton:
            self.click_requested.emit(hit[0], hit[1], "right")
        elif button == Qt.MouseButton.MiddleButton:
            self.click_requested.emit(hit[0], hit[1], "middle")

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        # A double click sends the card home, like the right click (players expect both).
        hit = self.hit(event.position())
        if hit is not None and event.button() == Qt.MouseButton.LeftButton:
            self.click_requested.emit(hit[0], hit[1], "right")


def _label_rect(rect: QRectF, position: str, s: float) -> QRectF:
    """Where an `anzeige` label goes relative to the field's first card."""
    h = max(14.0, 16 * s)
    words = position.split()
    r = QRectF(rect.left() - rect.width() * 0.5, rect.top(), rect.width() * 2, h)
    if "oben" in words:
        r.moveBottom(rect.top() - 2)
    elif "unten" in words:
        r.moveTop(rect.bottom() + 2)
    else:
        r.moveCenter(rect.center())
    if "links" in words:
        r.moveRight(rect.left() - 4)
    elif "rechts" in words:
        r.moveLeft(rect.right() + 4)
    return r


def _starts_correctly(game: Game, i: int) -> bool:
    """Does the pile begin with the card its `folgestart` asks for?"""
    f = game.state.fields[i]
    if not f.cards or f.props.folgestart is None or f.props.folgestart.any:
        return False
    first = f.cards[0]
    return first >= 0 and f.props.folgestart.matches(game.state.cards[card_index(first)])
