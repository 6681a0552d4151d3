"""Geometry: Kabaler pixel positions (71x96 cards) onto the XML unit grid (4x6 cards)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.patimport.model import Pile

CARD_W_PX = 71
CARD_H_PX = 96
UNIT_X_PX = CARD_W_PX / 4
"""Pixels per grid unit across: a standing card is 4 units wide."""
UNIT_Y_PX = CARD_H_PX / 6
"""Pixels per grid unit down: a standing card is 6 units high."""
WINDOW_MIN = (32, 20)
WINDOW_MAX = (120, 60)
FAN_ROOM = 20
"""Extra cards a fanned pile is given room for beyond the cards it is dealt."""


def to_units(px: int, unit: float) -> int:
    """Nearest grid unit (halves round up, so equal pixel gaps stay equal unit gaps)."""
    return math.floor(px / unit + 0.5)


@dataclass(frozen=True, slots=True)
class Place:
    """Where a pile goes on the grid and how its cards fan out."""

    x: int
    y: int
    richtung: str
    """`stapel` or one or two of `rechts`/`links` and `unten`/`oben`."""
    step: int
    """Units between fanned cards: 0 stacked, 1 packed (`eng`), 2 normal."""
    hidden: bool


def fan(dx: int, dy: int) -> tuple[str, int]:
    """Direction words and step for per-card offsets in pixels."""
    ux, uy = dx / UNIT_X_PX, dy / UNIT_Y_PX
    words = []
    if abs(ux) >= 0.5:
        words.append("rechts" if ux > 0 else "links")
    if abs(uy) >= 0.5:
        words.append("unten" if uy > 0 else "oben")
    if not words:
        return "stapel", 0
    spacing = max(abs(ux), abs(uy))
    return " ".join(words), 1 if spacing < 1.5 else 2


def place(pile: Pile) -> Place:
    """Grid position and fan of a pile (hidden piles get -1/-1)."""
    richtung, step = fan(pile.dx.value, pile.dy.value)
    if pile.hidden:
        return Place(-1, -1, richtung, step, True)
    x = to_units(pile.x.value, UNIT_X_PX)
    y = to_units(pile.y.value, UNIT_Y_PX)
    return Place(x, y, richtung, step, x < 0 or y < 0)


def fan_room(pile: Pile) -> int:
    """Cards a fanned pile should have room for."""
    target = pile.target.value
    if target < 0:
        return -target
    return max(pile.count.value, 1) + FAN_ROOM


def window(piles: tuple[Pile, ...]) -> tuple[int, int, list[Pile]]:
    """`fenster` width and height, and the piles that do not fit into the largest window."""
    width, height = 0, 0
    outside: list[Pile] = []
    for pile in piles:
        spot = place(pile)
        if spot.hidden:
            continue
        right = spot.x + (2 if pile.lying else 0)
        down = spot.y - (2 if pile.lying else 0)
        if spot.step:
            extra = (fan_room(pile) - 1) * spot.step
            right += extra if "rechts" in spot.richtung else 0
            down += extra if "unten" in spot.richtung else 0
        if spot.x + (2 if pile.lying else 0) > WINDOW_MAX[0] or spot.y > WINDOW_MAX[1] + 2:
            outside.append(pile)
        width, height = max(width, right), max(height, down)
    width = min(max(width, WINDOW_MIN[0]), WINDOW_MAX[0])
    height = min(max(height, WINDOW_MIN[1]), WINDOW_MAX[1])
    return width, height, outside


def fitting(pile: Pile, width: int, height: int) -> int | None:
    """How many cards of a fanned pile fit into the window (None for a stacked pile)."""
    spot = place(pile)
    if not spot.step or spot.hidden:
        return None
    room = []
    if "rechts" in spot.richtung:
        room.append(width + (-2 if pile.lying else 0) - spot.x)
    if "links" in spot.richtung:
        room.append(spot.x)
    if "unten" in spot.richtung:
        room.append(height + (2 if pile.lying else 0) - spot.y)
    if "oben" in spot.richtung:
        room.append(spot.y)
    return max(1, min(room) // spot.step + 1)


def _card_rect(pile: Pile, index: int) -> tuple[int, int, int, int]:
    """Pixel rectangle (x, y, w, h) of the index-th card of a pile (0 = bottom)."""
    w, h = (CARD_H_PX, CARD_W_PX) if pile.lying else (CARD_W_PX, CARD_H_PX)
    return (pile.x.value + index * pile.dx.value, pile.y.value + index * pile.dy.value, w, h)


def _overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    """Do two rectangles share any area?"""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def cover_count(coverer: Pile, covered: Pile, limit: int = 104) -> int | None:
    """Fewest cards `coverer` must hold to lie partly over `covered`'s cards, or None."""
    if coverer.hidden or covered.hidden:
        return None
    base = _card_rect(covered, 0)
    fanned = coverer.dx.value != 0 or coverer.dy.value != 0
    for k in range(1, (limit if fanned else 1) + 1):
        if _overlap(_card_rect(coverer, k - 1), base):
            return k
    return None
