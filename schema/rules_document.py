"""Lint rules about the document as a whole: required tags, their order, variants, levels."""

from __future__ import annotations

from typing import Final

from lxml import etree

from engine.compile_util import text_of
from engine.messages import msg
from schema.lintctx import LintContext, tree_rule
from schema.rules_refs import check_id
from schema.values import close_name, did_you_mean

_ORDER: Final = [
    "programm",
    "version",
    "bemerkung",
    "anleitung",
    "regelwerk",
    "levelmax",
    "karten",
    "add sub",
    "punktemax punktestart",
    "markiere",
    "vorlage feld",
    "beginn aktion abschluss ende",
]
"""The recommended order of the top-level tags (tags in one group in any order)."""
_RANK: Final = {t: i for i, group in enumerate(_ORDER) for t in group.split()}


@tree_rule(10)
def check_document(ctx: LintContext) -> None:
    """Required tags, recommended order, variants and levels."""
    root = ctx.parsed.root
    tags = [e.tag for e in ctx.index.top]
    for required in ("programm", "version", "karten"):
        if required not in tags:
            ctx.report(
                root,
                "missing-tag",
                msg("missing-tag", tag=required),
                fix=msg("fix.add-tag", tag=required),
            )
    highest = -1
    for element, tag in zip(ctx.index.top, tags, strict=True):
        r = _RANK.get(tag, -1)
        if r < highest and tag != "vorlage":
            ctx.report(
                element,
                "tag-order",
                msg("tag-order", tag=str(tag), order=", ".join(_ORDER)),
            )
            break
        if r > highest:
            highest = r
    _check_variants(ctx)
    _check_levels(ctx)


def _check_variants(ctx: LintContext) -> None:
    variants = ctx.index.variants
    seen: set[str] = set()
    for number, regel in enumerate(variants, 1):
        vid = regel.get("id", "")
        if number == 10:
            ctx.report(
                regel,
                "too-many-variants",
                msg("too-many-variants"),
            )
        if vid in seen:
            ctx.report(
                regel, "duplicate-variant", msg("duplicate-variant", id=repr(vid)), attr="id"
            )
        seen.add(vid)
        check_id(ctx, regel, "variant")
    usable = ctx.index.variant_ids
    regelwerk = ctx.index.regelwerk
    for regel in ctx.parsed.root.iter("regel"):
        if regel.getparent() is regelwerk:
            continue
        vid = regel.get("id", "")
        if regelwerk is not None and _before(regel, regelwerk):
            ctx.report(
                regel,
                "regel-before-regelwerk",
                msg("regel-before-regelwerk", id=repr(vid)),
                fix=msg("fix.move-regelwerk"),
            )
            continue
        if vid not in usable and vid in {v.get("id") for v in ctx.index.variants}:
            ctx.report(
                regel,
                "unknown-variant",
                msg("unknown-variant.ignored", id=repr(vid)),
                attr="id",
            )
        elif vid not in usable:
            guess = close_name(vid, usable)
            ctx.report(
                regel,
                "unknown-variant",
                msg("unknown-variant", id=repr(vid)),
                attr="id",
                fix=did_you_mean(guess and repr(guess)),
            )


def _before(a: etree._Element, b: etree._Element) -> bool:
    """Does element a start before element b in document order?"""
    for element in a.getroottree().iter():
        if element is a:
            return True
        if element is b:
            return False
    return False


def _check_levels(ctx: LintContext) -> None:
    levelmax = 0
    for element in ctx.index.top:
        if element.tag == "levelmax" and text_of(element).isdigit():
            levelmax = int(text_of(element))
    for level in ctx.parsed.root.iter("level"):
        bounds = {}
        for name in ("ab", "bis"):
            raw = level.get(name)
            if raw is not None and raw.strip().isdigit():
                bounds[name] = int(raw)
        if level.get("ab") is None and level.get("bis") is None:
            ctx.report(level, "level-bounds", msg("level-bounds"), fix=msg("fix.level-example"))
        elif "ab" in bounds and "bis" in bounds and bounds["ab"] > bounds["bis"]:
            ctx.report(
                level,
                "level-bounds",
                msg("level-bounds.empty", ab=bounds["ab"], bis=bounds["bis"]),
            )
        for name, value in bounds.items():
            if value > levelmax:
                ctx.report(
                    level,
                    "level-range",
                    msg("level-range", name=name, value=value, levelmax=levelmax),
                    attr=name,
                )
