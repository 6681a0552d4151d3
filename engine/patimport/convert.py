"""Turn a parsed `.pat` file into a PatFinder XML game: the whole pipeline in one place."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from engine.errors import Problem
from engine.messages import msg
from engine.patimport.blocking import marks_and_masks, origins, take_blocking, write_schiebsperre
from engine.patimport.context import Ctx
from engine.patimport.deal import click_targets, finish_stock, redirect_and_returns, stock_tags
from engine.patimport.fields import build_field, deal_cards, insert_before_deal
from engine.patimport.layout import fitting, window
from engine.patimport.model import NO_LIMIT, PatFile, Pile
from engine.patimport.reader import read_pat
from engine.patimport.special import HELPER, rotation, second_rule_set
from engine.patimport.xmlout import Element, Out, remark, sub, to_text

PROGRAMM = 100227
"""Program version the generated files ask for (YYMMDD)."""
MAX_DECKS_XML = 4


@dataclass(frozen=True)
class ImportResult:
    """The converted game as XML text, its name, and what could not be expressed."""

    xml: str
    warnings: list[Problem]
    name: str


def convert_pat(text: str, *, path: str | None = None) -> ImportResult:
    """Convert `.pat` text to XML; raises PatSyntaxError for a malformed file."""
    pat, warnings = read_pat(text, path=path)
    ctx = Ctx(pat, Out(path, warnings))
    root = _header(ctx)
    for pile in pat.piles:
        build_field(ctx, root, pile)
    stock_tags(ctx, pat.stock)
    for pile in pat.piles[1:]:
        if pile.spacer:
            continue
        take_blocking(ctx, pile, pile.rules)
        origins(ctx, pile, pile.rules)
        click_targets(ctx, pile)
        rotation(ctx, pile)
        if pile.second is not None:
            second_rule_set(ctx, pile, pile.second)
    marks_and_masks(ctx)
    base_dealt = False
    for pile in pat.piles:
        base_dealt = deal_cards(ctx, pile, base_dealt) or base_dealt
    finish_stock(ctx)
    redirect_and_returns(ctx)
    write_schiebsperre(ctx)
    _win_rule(ctx, root)
    if ctx.needs_helper:
        remark(root, "helper pile for moving a card from the bottom of a pile to its top")
        sub(root, "feld", id=HELPER, x=-1, y=-1, typ="stapel")
    _window(ctx, root)
    for block in ctx.out.actions.ordered():
        root.append(block)
    order = {p: i for i, p in enumerate(ctx.out.warnings)}
    ctx.out.warnings.sort(key=lambda p: (p.line, p.column, order[p]))
    return ImportResult(to_text(root), ctx.out.warnings, pat.name)


def _header(ctx: Ctx) -> Element:
    """The `spiel` element with program, version, remark and card set."""
    pat = ctx.pat
    root = etree.Element("spiel", name=pat.name or "Kabale", fenster="32x20")
    source = Path(pat.path).name if pat.path else "(text)"
    remark(
        root,
        f"converted from the Kabaler file {source}; pile K of the "
        "file is field number K (#K in replay scripts)",
    )
    sub(root, "programm", PROGRAMM)
    sub(root, "version", 1)
    sub(root, "bemerkung", f'Imported from the Kabaler game "{pat.name}"')
    decks = pat.decks
    if decks > MAX_DECKS_XML:
        ctx.out.note(
            root,
            "pat-decks",
            msg("pat.decks", decks=decks, limit=MAX_DECKS_XML),
            pat.header_line,
        )
        decks = MAX_DECKS_XML
    sub(root, "karten", 52 * decks)
    return root


def _win_rule(ctx: Ctx, root: Element) -> None:
    """Number (7): `punkte` per pile and `punktemax` (piles that must be empty win over counts)."""
    pat: PatFile = ctx.pat
    real = [p for p in pat.piles if not p.spacer]
    empty = [p for p in real if p.target.value == 0]
    goals = [p for p in real if 0 < p.target.value < NO_LIMIT and not p.is_stock]
    if 0 < pat.stock.target.value < NO_LIMIT:
        ctx.out.note(
            ctx.fields[1],
            "pat-code",
            msg("pat.hand-target", value=pat.stock.target.value),
            pat.stock.line,
            pat.stock.target.column,
        )
    total = 52 * min(pat.decks, MAX_DECKS_XML)
    head: list[Element] = []
    if empty:
        for pile in empty:
            insert_before_deal(ctx.fields[pile.number], "punkte").text = "-1"
        head.append(etree.Comment(f" (7): the game is won when {_piles(empty)} empty "))
        head += [_element("punktemax", total), _element("punktestart", total)]
        if goals:
            head.append(
                etree.Comment(
                    " piles with (7) = 0 decide the win, so the target counts "
                    f"of {_piles(goals, verb=False)} do not count "
                )
            )
    elif goals:
        for pile in goals:
            insert_before_deal(ctx.fields[pile.number], "punkte").text = "1"
        head.append(
            etree.Comment(
                f" (7): the game is won when {_piles(goals, 'hold', 'holds')} their target counts "
            )
        )
        head.append(_element("punktemax", sum(p.target.value for p in goals)))
    else:
        ctx.out.warn(
            "pat-win",
            msg("pat.no-win"),
            pat.header_line,
        )
        head.append(etree.Comment(" no win rule: no pile has a target count (7) from 0 to 998 "))
    anchor = next(i for i, c in enumerate(root) if c.tag == "karten")
    for offset, element in enumerate(head):
        root.insert(anchor + 1 + offset, element)


def _piles(piles: list[Pile], plural: str = "are", single: str = "is", *, verb: bool = True) -> str:
    """`pile 3 is` / `piles 3, 7 are` (without the verb when `verb` is False)."""
    numbers = ", ".join(str(p.number) for p in piles)
    text = f"piles {numbers}" if len(piles) > 1 else f"pile {numbers}"
    if not verb:
        return text
    return f"{text} {plural if len(piles) > 1 else single}"


def _element(tag: str, text: int) -> Element:
    """A detached element with text."""
    element = etree.Element(tag)
    element.text = str(text)
    return element


def _window(ctx: Ctx, root: Element) -> None:
    """`fenster` from the piles' places; piles outside the largest window are reported."""
    width, height, outside = window(ctx.pat.piles)
    root.set("fenster", f"{width}x{height}")
    for pile in ctx.pat.piles:
        fit = fitting(pile, width, height)
        limit = ctx.fields[pile.number].find("max")
        if fit is not None and limit is not None and limit.text == "frei":
            limit.text = str(max(fit, pile.count.value))
            limit.addprevious(
                etree.Comment(
                    f" (7) = {pile.target.value}: max is the number of "
                    "fanned cards the window has room for "
                )
            )
    for pile in outside:
        ctx.out.note(
            ctx.fields[pile.number],
            "pat-layout",
            msg("pat.outside", number=pile.number),
            pile.line,
            pile.x.column,
        )
