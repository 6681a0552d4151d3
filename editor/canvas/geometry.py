"""Pure layout geometry in grid units: card sizes, fan-out extents, snapping, align, distribute."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

UNIT_PX = 10
"""Scene pixels per grid unit at 100% zoom (the format's smallest card size)."""
CARD_W, CARD_H = 4, 6
"""A standing card in units; a lying (`lage quer`) card swaps the two."""
FAN_STEP, FAN_STEP_ENG = 2, 1
"""Distance between fanned cards, and the packed distance once `eng` applies."""
PREVIEW_UNBOUNDED = 13
"""Cards assumed for the fan preview when `max` is absent or `frei` (a full suit)."""
PREVIEW_LIMIT = 52
"""Largest card count the fan preview spreads out (larger `max` values are clamped)."""
MIN_W, MAX_W, MIN_H, MAX_H = 32, 120, 20, 60
"""Window size bounds of `fenster` (vocabulary section 1)."""

_DIRECTIONS = {"oben": (0, -1), "unten": (0, 1), "links": (-1, 0), "rechts": (1, 0)}
_FENSTER_RE = re.compile(r"^(\d+)x(\d+)$")


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle in grid units."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        """Right edge."""
        return self.x + self.w

    @property
    def bottom(self) -> float:
        """Bottom edge."""
        return self.y + self.h

    def united(self, other: Rect) -> Rect:
        """Smallest rectangle holding both."""
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)

    def intersects(self, other: Rect) -> bool:
        """True when the interiors overlap (touching edges do not count)."""
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )


@dataclass(frozen=True, slots=True)
class PileLook:
    """The display properties of one field that decide the space its pile takes."""

    x: int = 0
    y: int = 0
    richtung: str = "stapel"
    max: int | None = None
    eng: int | None = None
    quer: bool = False
    rand: str = "einfach"

    @property
    def hidden(self) -> bool:
        """Negative coordinates hide a field."""
        return self.x < 0 or self.y < 0


def parse_fenster(text: str | None) -> tuple[int, int] | None:
    """`WxH` as (W, H), or None when the value is not of that shape."""
    match = _FENSTER_RE.match((text or "").strip())
    return (int(match.group(1)), int(match.group(2))) if match else None


def format_fenster(width: int, height: int) -> str:
    """(W, H) as the `fenster` attribute value, clamped to the allowed bounds."""
    return f"{clamp(width, MIN_W, MAX_W)}x{clamp(height, MIN_H, MAX_H)}"


def clamp(value: int, low: int, high: int) -> int:
    """`value` limited to low..high."""
    return max(low, min(high, value))


def card_size(quer: bool) -> tuple[int, int]:
    """Width and height of one card in units."""
    return (CARD_H, CARD_W) if quer else (CARD_W, CARD_H)


def direction(richtung: str) -> tuple[int, int]:
    """Unit step (dx, dy) of a `richtung` value; pairs like `rechts unten` combine."""
    dx = dy = 0
    for word in richtung.split():
        ddx, ddy = _DIRECTIONS.get(word, (0, 0))
        dx, dy = dx or ddx, dy or ddy
    return dx, dy


def fan_step(count: int, eng: int | None) -> int:
    """Distance between neighbouring cards of a pile holding `count` cards."""
    return FAN_STEP_ENG if eng is not None and eng > 0 and count >= eng else FAN_STEP


def card_offsets(count: int, richtung: str, eng: int | None) -> list[tuple[int, int]]:
    """Offset in units of each card (bottom first) of a pile of `count` cards."""
    dx, dy = direction(richtung)
    step = fan_step(count, eng)
    return [(i * step * dx, i * step * dy) for i in range(max(count, 0))]


def preview_count(look: PileLook) -> int:
    """How many cards the fan preview assumes: `max`, else a full suit."""
    if look.max is None or look.max <= 0 or look.max >= 208:
        return PREVIEW_UNBOUNDED
    return min(look.max, PREVIEW_LIMIT)


def pile_rect(look: PileLook, count: int) -> Rect:
    """Space (units, absolute) taken by a pile of `count` cards."""
    w, h = card_size(look.quer)
    rect = Rect(look.x, look.y, w, h)
    if count <= 1 or direction(look.richtung) == (0, 0):
        return rect
    ox, oy = card_offsets(count, look.richtung, look.eng)[-1]
    return rect.united(Rect(look.x + ox, look.y + oy, w, h))


def fan_extent(look: PileLook) -> Rect:
    """Largest space the pile can take for any card count up to the preview count."""
    rect = pile_rect(look, 1)
    top = preview_count(look)
    # With `eng` a fuller pile can be shorter than one card less; take the widest of all.
    for count in range(2, top + 1):
        rect = rect.united(pile_rect(look, count))
    return rect


def rand_extent(look: PileLook) -> Rect | None:
    """The outline `rand` asks for: the whole fan (`komplett`), N cards (a number), or None."""
    if look.rand == "komplett":
        return fan_extent(look)
    if look.rand.isdigit() and int(look.rand) > 1:
        return pile_rect(look, int(look.rand))
    return None


def snap(value: float) -> int:
    """Nearest whole unit."""
    return int(round(value))


def window_issues(look: PileLook, width: int, height: int) -> bool:
    """True when a visible field's card lies outside the usable window positions."""
    if look.hidden:
        return False
    w, h = card_size(look.quer)
    # A standing card at (W, H) just fits; a lying one may sit 2 lower but must end 2 further left.
    return look.x + w > width + CARD_W or look.y + h > height + CARD_H


def overlapping(looks: Sequence[PileLook]) -> set[int]:
    """Indices of visible fields whose card slots overlap another's."""
    rects = [(i, pile_rect(look, 1)) for i, look in enumerate(looks) if not look.hidden]
    found: set[int] = set()
    rects.sort(key=lambda item: item[1].x)
    for a in range(len(rects)):
        ia, ra = rects[a]
        for b in range(a + 1, len(rects)):
            ib, rb = rects[b]
            if rb.x >= ra.right:
                break
            if ra.intersects(rb):
                found.update((ia, ib))
    return found


def align(
    positions: Sequence[tuple[int, int]], sizes: Sequence[tuple[int, int]], edge: str
) -> list[tuple[int, int]]:
    """Positions aligned on `edge` (left, right, top, bottom, hcenter, vcenter)."""
    if not positions:
        return []
    xs = [p[0] for p in positions]
    ys = [p[1] for p in positions]
    out = []
    for (x, y), (w, h) in zip(positions, sizes, strict=True):
        if edge == "left":
            x = min(xs)
        elif edge == "top":
            y = min(ys)
        elif edge == "right":
            x = max(px + sw for (px, _), (sw, _) in zip(positions, sizes, strict=True)) - w
        elif edge == "bottom":
            y = max(py + sh for (_, py), (_, sh) in zip(positions, sizes, strict=True)) - h
        elif edge == "hcenter":
            x = snap(
                sum(px + sw / 2 for (px, _), (sw, _) in zip(positions, sizes, strict=True))
                / len(positions)
                - w / 2
            )
        elif edge == "vcenter":
            y = snap(
                sum(py + sh / 2 for (_, py), (_, sh) in zip(positions, sizes, strict=True))
                / len(positions)
                - h / 2
            )
        out.append((x, y))
    return out


def distribute(positions: Sequence[tuple[int, int]], axis: str) -> list[tuple[int, int]]:
    """Positions spread evenly between the outermost ones along `axis` (`x` or `y`)."""
    if len(positions) < 3:
        return list(positions)
    k = 0 if axis == "x" else 1
    order = sorted(range(len(positions)), key=lambda i: positions[i][k])
    first, last = positions[order[0]][k], positions[order[-1]][k]
    out = list(positions)
    for rank, i in enumerate(order):
        value = snap(first + (last - first) * rank / (len(order) - 1))
        out[i] = (value, positions[i][1]) if k == 0 else (positions[i][0], value)
    return out


def fresh_id(base: str, taken: Iterable[str]) -> str:
    """An id made of letters and digits, derived from `base`, not in `taken`."""
    used = set(taken)
    stem = re.sub(r"[^A-Za-z0-9]", "", base).rstrip("0123456789") or "feld"
    if stem in ("quelle", "ziel"):
        stem += "f"
    number = 1
    while f"{stem}{number}" in used:
        number += 1
    return f"{stem}{number}"
