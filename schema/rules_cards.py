"""Lint rules on raw values: card specs, random offsets, card set, window, kuerzel, repeats."""

from __future__ import annotations

import re
from typing import Final

from lxml import etree

from engine.cards import RANKS_BY_NAME, CardSpec, CardSpecError
from engine.compile_actions import attr_of
from engine.compile_util import text_of
from engine.messages import Message, msg, phrase
from schema.lintctx import LintContext, step_element, tree_rule
from schema.values import did_you_mean, suggest

_OFFSET_RE: Final = re.compile(r"zufallswert([+-])(\d+)")
_SPEC_TAGS: Final = ("folgestart", "blindstart", "lege", "sortiere")
_CARD_QUERIES: Final = ("karte", "start", "startfolge", "folgestart", "naechster")
_AUTO_WORDS: Final = {
    "ja",
    "ende",
    "farbe",
    "anderefarbe",
    "farbwechsel",
    "wert",
    "wertauf",
    "wertab",
    "wertaufab",
    "leer",
    "belegt",
}


def _rank_set(ctx: LintContext) -> set[int]:
    """Ranks the card set can hold (base set plus ranks added by `add`)."""
    base: set[int] = set(range(2, 15))
    ranks = set(base)
    for element in ctx.index.top:
        tag = element.tag
        if tag not in ("karten", "add"):
            continue  # text_of() of a field or action would walk its children for nothing
        value = text_of(element)
        if tag == "karten":
            small = value.startswith("32") or value in ("64", "96", "128")
            base = set(range(7, 15)) if small else set(range(2, 15))
            ranks = set() if value.endswith("x0") else set(base)
        else:
            words = value.split()
            if words and words[-1] in RANKS_BY_NAME:
                ranks.add(RANKS_BY_NAME[words[-1]])
            elif len(words) == 1 and words[0] != "Joker":
                ranks |= base
    return ranks


def check_spec(
    ctx: LintContext,
    element: etree._Element,
    raw: str,
    ranks: set[int],
    attr: str | None = None,
    *,
    allow_empty: bool = False,
) -> None:
    """Report a bad card spec, a random offset outside 1..9, or a rank not in the set."""
    value = " ".join(raw.split())
    if not value and allow_empty:
        return
    match = _OFFSET_RE.search(value)
    if match and not 1 <= int(match.group(2)) <= 9:
        ctx.report(
            element,
            "random-offset",
            msg("random-offset", value=repr(value)),
            attr=attr,
            fix=msg("fix.offset-range"),
        )
        return
    try:
        spec = CardSpec.parse(value)
    except CardSpecError as exc:
        guess = suggest("cardSpecOrFreiType", value)
        ctx.report(
            element,
            "bad-card",
            msg("bad-card", tag=str(element.tag), problem=exc.text),
            attr=attr,
            fix=did_you_mean(guess and repr(guess)),
        )
        return
    if spec.rank is not None and ranks and spec.rank not in ranks:
        ctx.report(
            element,
            "rank-not-in-set",
            msg("rank-not-in-set", value=repr(value), ranks=_describe(ranks)),
            attr=attr,
        )


def _describe(ranks: set[int]) -> str | Message:
    names = {v: k for k, v in RANKS_BY_NAME.items()}
    ordered = sorted(ranks)
    return f"{names[ordered[0]]}..{names[ordered[-1]]}" if ordered else phrase("ranks.none")


@tree_rule(70)
def check_cards(ctx: LintContext) -> None:
    """Card specs in every place that takes one, kuerzel, wiederholung 1, the window."""
    ranks = _rank_set(ctx)
    _check_window(ctx)
    clean: set[tuple[str, bool]] = set()
    for element in ctx.index.top:
        tag = element.tag
        if tag in ("add", "sub") and text_of(element) != "Joker":
            check_spec(ctx, element, text_of(element), set())
        elif tag == "feld" or tag == "vorlage":
            _check_owner(ctx, element, ranks, clean)
    if ctx.steps is not None:  # the compiled instructions: no lxml reads
        for position, instructions in enumerate(ctx.steps):
            for number, ins in enumerate(instructions):
                if (
                    ins.tag == "bedingung"
                    and attr_of(ins.attrs, "tag") in _CARD_QUERIES
                    and ins.text
                    and (ins.text, False) not in clean
                ):
                    child = step_element(ctx, position, number)
                    _check_spec_once(ctx, child, ins.text, ranks, clean)
        return
    for action in ctx.index.actions:
        for child in ctx.children(action):
            if child.tag == "bedingung" and child.get("tag") in _CARD_QUERIES:
                value = text_of(child)
                if value:
                    _check_spec_once(ctx, child, value, ranks, clean)


def _check_spec_once(
    ctx: LintContext,
    element: etree._Element,
    raw: str,
    ranks: set[int],
    clean: set[tuple[str, bool]],
    allow_empty: bool = False,
) -> None:
    """`check_spec` at an element (no attribute) for a text not yet found clean with these
    ranks: the verdict depends on the text, the ranks and `allow_empty` alone, and games
    repeat the same few specs (`frei`, `Herz A`) in many fields."""
    key = (raw, allow_empty)
    if key in clean:
        return
    before = len(ctx.problems)
    check_spec(ctx, element, raw, ranks, allow_empty=allow_empty)
    if len(ctx.problems) == before:
        clean.add(key)


def _check_owner(
    ctx: LintContext, owner: etree._Element, ranks: set[int], clean: set[tuple[str, bool]]
) -> None:
    kuerzel = owner.get("kuerzel")
    if kuerzel is not None and len(kuerzel) == 1 and not 32 <= ord(kuerzel) <= 127:
        ctx.report(
            owner,
            "bad-kuerzel",
            msg("bad-kuerzel", kuerzel=repr(kuerzel)),
            attr="kuerzel",
        )
    for child in ctx.children(owner):
        tag: str = child.tag  # typed (children are elements): compared as strings
        if tag in _SPEC_TAGS:
            if tag == "sortiere" and child.get("richtung") in ("mischen", "umdrehen"):
                continue
            allow_empty = tag == "lege" or tag == "sortiere"
            value = text_of(child)
            if (value, allow_empty) not in clean:  # `_check_spec_once`'s test, before the call
                _check_spec_once(ctx, child, value, ranks, clean, allow_empty)
        elif tag == "auto":
            for item in text_of(child).split(","):
                item = item.strip()
                if (
                    item
                    and item not in _AUTO_WORDS
                    and not re.fullmatch(r"wert(auf|ab)[2-9]", item)
                ):
                    _check_spec_once(ctx, child, item, ranks, clean)
        elif tag == "wiederholung" and text_of(child) == "1":
            ctx.report(
                child,
                "wiederholung-one",
                msg("wiederholung-one"),
                fix=msg("fix.deal-once"),
            )


def _check_window(ctx: LintContext) -> None:
    root = ctx.parsed.root
    match = re.fullmatch(r"\s*(\d+)\s*x\s*(\d+)\s*", root.get("fenster", ""))
    if match is None:
        return
    width, height = int(match.group(1)), int(match.group(2))
    if not (32 <= width <= 120 and 20 <= height <= 60):
        ctx.report(
            root,
            "window-range",
            msg("window-range", size=f"{width}x{height}"),
            attr="fenster",
            fix=msg("fix.use", value=f"{min(max(width, 32), 120)}x{min(max(height, 20), 60)}"),
        )
