"""Lint rule for values inside actions whose type depends on another attribute."""

from __future__ import annotations

import re
from typing import Final

from lxml import etree

from engine.compile_actions import attr_of
from engine.compile_util import text_of
from engine.definition import Instruction
from engine.messages import Localized, Message, msg, phrase
from engine.props import CHANGEABLE
from schema.lintctx import LintContext, step_element, tree_rule
from schema.values import describe, did_you_mean, is_valid, suggest

# Type of the expected value of `<bedingung tag=...>` (and of `<aenderung tag=...>`).
PROPERTY_TYPES: Final = {
    "max": "maxType",
    "folgestart": "cardSpecOrFreiType",
    "folgeende": "rankType",
    "folgefarbe": "folgefarbeType",
    "folgewert": "folgewertType",
    "einschub": "einschubType",
    "aufdecken": "aufdeckenType",
    "blindstart": "cardSpecOrFreiType",
    "auto": "autoType",
    "var": "varValueType",
    "rand": "randType",
    "sichtbar": "sichtbarType",
    "kartenzahl": "countType",
    "legezahl": "countType",
    "wiederholung": "repeatCountType",
    "status": "openType",
    "stopp": "yesType",
    "sperre": "statusType",
    "schiebsperre": "statusType",
    "anzeige": "statusType",
    "karte": "cardSpecType",
    "start": "optCardSpecType",
    "startfolge": "optCardSpecType",
    "startwert": "rankType",
    "naechster": "rankType",
}
_NUMERIC: Final = ("max", "var", "rand", "sichtbar", "kartenzahl", "wiederholung", "eng")
_FROM_CARD: Final = ("zielwert", "zielfarbe", "quellwert", "quellfarbe")
_SUITS: Final = ("Karo", "Herz", "Pik", "Kreuz", "zufallsfarbe")
_VERGLEICH: Final = {
    "farbe": ("gleich", "ungleich", "wechsel", "keinwechsel"),
    "wert": ("kleiner", "kleinergleich", "gleich", "groessergleich", "groesser", "ungleich"),
}
_SORT: Final = ("mischen", "umdrehen")
_TYPED: Final = frozenset(PROPERTY_TYPES) | {"sortieren", "startfarbe"}
"""The `tag=` values `_check_property` checks the text of (it returns at once for others)."""


@tree_rule(60)
def check_action_values(ctx: LintContext) -> None:
    """Expected values of bedingung/aenderung per property, and vergleich results."""
    clean: set[tuple[str, str]] = set()  # (typ, result) of comparisons found clean
    if ctx.steps is not None:
        _values_of_steps(ctx, ctx.steps, clean)
        return
    for action in ctx.index.actions:
        for child in ctx.children(action):
            tag = child.tag
            if tag == "bedingung":
                # `_check_property` reads only these properties (`id`, `legbar`, ... have
                # no value type): the others are not looked at twice.
                if child.get("tag", "") in _TYPED:
                    _check_property(ctx, child, change=False)
            elif tag == "aenderung" and child.get("opt") != "tausch":
                if child.get("tag", "") in _TYPED:
                    _check_property(ctx, child, change=True)
            elif tag == "vergleich":
                typ = child.get("typ", "")
                value = text_of(child)
                if (typ, value) not in clean:
                    before = len(ctx.problems)
                    _check_vergleich(ctx, child, typ, value)
                    if len(ctx.problems) == before:
                        clean.add((typ, value))


def _values_of_steps(
    ctx: LintContext, steps: list[tuple[Instruction, ...]], clean: set[tuple[str, str]]
) -> None:
    """`check_action_values` on the compiled instructions (the same checks in the same
    order); the element is looked up only for a check that reads it."""
    for position, instructions in enumerate(steps):
        for number, ins in enumerate(instructions):
            tag = ins.tag
            if tag == "bedingung" or tag == "aenderung" and attr_of(ins.attrs, "opt") != "tausch":
                name = attr_of(ins.attrs, "tag") or ""
                if name in _TYPED:
                    fault = _property_fault(name, ins.text, change=tag == "aenderung")
                    if fault is not None:
                        element = step_element(ctx, position, number)
                        _report(ctx, element, ins.text, *fault)
            elif tag == "vergleich":
                typ = attr_of(ins.attrs, "typ") or ""
                if (typ, ins.text) not in clean:
                    before = len(ctx.problems)
                    _check_vergleich(ctx, step_element(ctx, position, number), typ, ins.text)
                    if len(ctx.problems) == before:
                        clean.add((typ, ins.text))


def _report(
    ctx: LintContext,
    element: etree._Element,
    value: str,
    expected: Message | Localized,
    guess: str | None,
) -> None:
    ctx.report(
        element,
        "bad-action-value",
        msg(
            "bad-action-value",
            tag=str(element.tag),
            name=repr(element.get("tag")),
            value=repr(value),
            expected=expected,
        ),
        fix=did_you_mean(guess and repr(guess)),
    )


def _check_property(ctx: LintContext, element: etree._Element, *, change: bool) -> None:
    value = text_of(element)
    fault = _property_fault(element.get("tag", ""), value, change=change)
    if fault is not None:
        _report(ctx, element, value, *fault)


def _property_fault(
    tag: str, value: str, *, change: bool
) -> tuple[Message | Localized, str | None] | None:
    """What is wrong with a `bedingung`/`aenderung` value for its `tag=` (what was
    expected, and a guess), or None."""
    if change and tag == "sortieren":
        if value not in _SORT:
            return phrase("sort-words"), _close(value, _SORT)
        return None
    if tag == "startfarbe":
        if value and value not in _SUITS:
            return phrase("suit"), _close(value, _SUITS)
        return None
    type_name = PROPERTY_TYPES.get(tag)
    if change and tag not in CHANGEABLE:
        return None  # the schema and the action loader say the tag itself is wrong
    if type_name is None or (not value and not change):
        return None
    if change and (value in _FROM_CARD or tag in _NUMERIC and re.fullmatch(r"[+-]\d+", value)):
        return None
    if not is_valid(type_name, value):
        return describe(type_name), suggest(type_name, value)
    return None


def _check_vergleich(ctx: LintContext, element: etree._Element, typ: str, value: str) -> None:
    """`typ`: the element's `typ=`; `value`: its text (the verdict depends on these)."""
    allowed = _VERGLEICH.get(typ)
    if allowed is not None:
        if value not in allowed:
            ctx.report(
                element,
                "bad-action-value",
                msg(
                    "bad-action-value.result",
                    typ=repr(typ),
                    value=repr(value),
                    allowed=", ".join(allowed),
                ),
                fix=did_you_mean(_repr(_close(value, allowed))),
            )
    elif typ in ("summe", "differenz", "abstand") and not re.fullmatch(r"-?\d+", value):
        ctx.report(
            element,
            "bad-action-value",
            msg("bad-action-value.number", typ=repr(typ), value=repr(value)),
        )


def _close(value: str, options: tuple[str, ...]) -> str | None:
    import difflib

    found = difflib.get_close_matches(value, options, n=1, cutoff=0.6)
    return found[0] if found else None


def _repr(guess: str | None) -> str | None:
    return repr(guess) if guess else None
