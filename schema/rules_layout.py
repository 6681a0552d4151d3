"""Lint rules on the compiled game, per variant: stock, layout, building, score, card counts."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Final

from lxml import etree

from engine.definition import FieldDef, GameDefinition
from engine.messages import Message, msg
from schema.lintctx import CONTAINERS, LintContext, compiled_rule

_PASS_THROUGH: Final = (
    "too-many-cards",
    "cards-in-memory",
    "sub-absent",
    "bad-familie",
    "bad-einzel",
    "sub-joker",
    "bad-karten",
)
_STEP: Final = {"oben": (0, -1), "unten": (0, 1), "links": (-1, 0), "rechts": (1, 0)}


def expand(element: etree._Element, variant: str | None, level: int) -> Iterator[etree._Element]:
    """Children as the compiler sees them for one variant and level."""
    for child in element:
        if not isinstance(child.tag, str):
            continue
        if child.tag in CONTAINERS:
            if child.tag == "regel" and child.get("id") != variant:
                continue
            if child.tag == "level" and not _level_applies(child, level):
                continue
            yield from expand(child, variant, level)
        else:
            yield child


def _level_applies(element: etree._Element, level: int) -> bool:
    def bound(name: str, default: int) -> int:
        raw = (element.get(name) or "").strip()
        return int(raw) if raw.isdigit() else default

    return bound("ab", 0) <= level <= bound("bis", 1 << 30)


@compiled_rule(10)
def check_compiled(ctx: LintContext, game: GameDefinition) -> None:
    """All rules that need one compiled variant."""
    root = ctx.parsed.root
    if root.find("regel") is None and root.find("level") is None:
        elements = ctx.index.fields  # no container at the top: every variant has them all
    else:
        elements = [e for e in expand(root, game.variant, game.level) if e.tag == "feld"]
    if len(elements) != len(game.fields):
        return
    note = ctx.note(game)
    _check_stock(ctx, game, elements, note)
    for f, element in zip(game.fields, elements, strict=True):
        _check_building(ctx, f, element)
    _check_layout(ctx, game, elements)
    _check_points(ctx, game, note)
    _check_deals(ctx, game, elements, note)
    for problem in game.problems:
        if problem.code in _PASS_THROUGH:
            ctx.problems.append(problem)


def _check_stock(
    ctx: LintContext, game: GameDefinition, elements: list[etree._Element], note: Message | str
) -> None:
    stocks = [f for f in game.fields if f.is_stock]
    if not stocks:
        ctx.report(
            ctx.parsed.root,
            "no-stock",
            msg("no-stock", note=note),
            fix=msg("fix.add-stock"),
        )
    elif game.fields[0] is not stocks[0]:
        ctx.report(
            elements[stocks[0].index],
            "stock-not-first",
            msg("stock-not-first", number=stocks[0].index + 1, note=note),
        )
    if game.card_count == 0 and stocks:
        ctx.report(
            ctx.parsed.root,
            "empty-deck",
            msg("empty-deck", note=note),
            fix=msg("fix.add-cards"),
        )


def _check_building(ctx: LintContext, f: FieldDef, element: etree._Element) -> None:
    building = (
        f.folgestart is not None
        or f.folgeende is not None
        or f.folgefarbe != "frei"
        or f.folgewert != "frei"
    )
    if building and f.max is None:
        ctx.report(
            element,
            "max-missing",
            msg("max-missing", field=repr(f.id)),
            fix=msg("fix.add-max"),
        )


def _extent(f: FieldDef, cards: int) -> tuple[int, int, int, int]:
    """Rectangle (x0, y0, x1, y1) covered by the field holding `cards` cards."""
    width, height = (6, 4) if f.quer else (4, 6)
    dx, dy = _direction(f.richtung)
    x, y = f.x, f.y
    if not (dx or dy) or cards <= 1:  # the cards lie on one another: one card's box
        return (x, y, x + width, y + height)
    loose = (min(cards, f.eng - 1 if f.eng else cards) - 1) * 2
    packed = cards - 1 if f.eng and cards >= f.eng else 0
    spread = max(loose, packed)
    x1, y1 = x + dx * spread, y + dy * spread
    return (min(x, x1), min(y, y1), max(x, x1) + width, max(y, y1) + height)


@lru_cache(maxsize=256)
def _direction(richtung: str) -> tuple[int, int]:
    """The step (dx, dy) from one card to the next for a `richtung` (a few values per game)."""
    dx = dy = 0
    for word in richtung.split():
        sx, sy = _STEP.get(word, (0, 0))
        dx, dy = dx + sx, dy + sy
    return dx, dy


def _capacity(f: FieldDef, card_count: int) -> int:
    dealt = sum(lege.anz for lege in f.lege)
    if f.sichtbar is not None:
        return min(f.sichtbar, max(f.max or 0, dealt))
    return min(max(f.max or 0, dealt), max(card_count, 1))


def _check_layout(ctx: LintContext, game: GameDefinition, elements: list[etree._Element]) -> None:
    width, height = game.window
    card_count = game.card_count  # a sum over the stocks: read once, not once per field
    boxes: list[tuple[FieldDef, Box]] = []
    grid: dict[tuple[int, int], list[int]] = {}
    # A standing card fits at x <= W, y <= H; lying cards get 2 more rows, 2 fewer columns.
    right, bottom = width + 4, height + 6
    for f, element in zip(game.fields, elements, strict=True):
        if f.hidden:
            continue
        base = _extent(f, 1)
        if _direction(f.richtung) == (0, 0):
            x0, y0, x1, y1 = base  # a pile: as large with any number of cards
        else:
            x0, y0, x1, y1 = _extent(f, max(_capacity(f, card_count), 1))
        if x0 < 0 or y0 < 0 or x1 > right or y1 > bottom:
            where = {"field": repr(f.id), "box": f"{x0},{y0}..{x1},{y1}"}
            where.update(right=str(right), bottom=str(bottom))
            if f.richtung != "stapel":
                text = msg("off-window.fanned", count=_capacity(f, card_count), **where)
            else:
                text = msg("off-window", **where)
            ctx.report(element, "off-window", text, fix=msg("fix.fit-window"))
        cells = _cells(base)
        other = _first_overlap(boxes, grid, base, cells)
        if other is not None:
            ctx.report(
                element,
                "overlap",
                msg(
                    "overlap",
                    field=repr(f.id),
                    place=f"{f.x},{f.y}",
                    other=repr(other.id),
                    other_place=f"{other.x},{other.y}",
                ),
                fix=msg("fix.spread-piles"),
            )
        for cell in cells:
            grid.setdefault(cell, []).append(len(boxes))
        boxes.append((f, base))


_CELL: Final = 8
"""Grid cell size for the overlap test; a one-card box (4x6 or 6x4) touches at most 4 cells."""

Box = tuple[int, int, int, int]


def _cells(box: Box) -> list[tuple[int, int]]:
    """Grid cells a box (x0, y0, x1, y1; right and bottom edges excluded) touches."""
    x0, y0 = box[0] // _CELL, box[1] // _CELL
    x1, y1 = (box[2] - 1) // _CELL, (box[3] - 1) // _CELL
    if x0 == x1 and y0 == y1:  # the common case: inside one cell
        return [(x0, y0)]
    return [(cx, cy) for cx in range(x0, x1 + 1) for cy in range(y0, y1 + 1)]


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _first_overlap(
    boxes: list[tuple[FieldDef, Box]],
    grid: dict[tuple[int, int], list[int]],
    base: Box,
    cells: list[tuple[int, int]],
) -> FieldDef | None:
    """The earliest field whose box overlaps `base` (which touches the grid `cells`): a grid
    lookup, not a scan of all pairs (150 piles would be 11,000 comparisons)."""
    first = len(boxes)
    for cell in cells:
        for i in grid.get(cell, ()):
            if i < first and _overlaps(base, boxes[i][1]):
                first = i
    return boxes[first][0] if first < len(boxes) else None


def _check_points(ctx: LintContext, game: GameDefinition, note: Message | str) -> None:
    if game.punktemax is None or game.card_count == 0:
        return
    once = 0
    per_card: list[tuple[int, int]] = []
    card_count = game.card_count
    for f in game.fields:
        capacity = min(f.max if f.max is not None else card_count, card_count)
        for punkte in f.punkte:
            if punkte.points <= 0:
                continue
            if punkte.bedingung in (None, "folge"):
                per_card.append((punkte.points, capacity))
            else:
                once += punkte.points
    cards_left = card_count
    total = game.punktestart + once
    for points, capacity in sorted(per_card, reverse=True):
        use = min(capacity, cards_left)
        total += points * use
        cards_left -= use
    if game.punktemax > total:
        root = ctx.parsed.root
        target = next((e for e in root.iter("punktemax")), root)
        ctx.report(
            target,
            "punktemax-unreachable",
            msg("punktemax-unreachable", punktemax=game.punktemax, total=total, note=note),
            fix=msg("fix.use", value=f"<punktemax>{total}</punktemax>"),
        )


def _check_deals(
    ctx: LintContext, game: GameDefinition, elements: list[etree._Element], note: Message | str
) -> None:
    stocks = {f.id for f in game.fields if f.is_stock}
    card_count = game.card_count
    total = 0
    for f, element in zip(game.fields, elements, strict=True):
        for lege in f.lege:
            if lege.quelle in stocks:
                total += lege.anz
        if total > card_count > 0:
            ctx.report(
                element,
                "overdeal",
                msg(
                    "overdeal",
                    total=total,
                    field=repr(f.id),
                    count=card_count,
                    note=note,
                ),
            )
            return
