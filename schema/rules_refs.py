"""Lint rules about ids and references: fields, links, templates, variants and levels."""

from __future__ import annotations

import re

from lxml import etree

from engine.definition import BUILTIN_TYPES
from schema.lintctx import ACTION_KINDS, LintContext, content, text
from schema.values import close_name

_ID_RE = re.compile(r"[A-Za-z0-9]+")
_SPECIAL = ("quelle", "ziel")
_FLOW_WORDS = ("anfang", "naechste", "wiederholung", "ende")


def _links_of(ctx: LintContext, field_id: str) -> dict[str, set[str]]:
    """Links of every field with this id, including those inherited from templates."""
    cache = ctx.cache.setdefault("links", {})
    if field_id not in cache:
        cache[field_id] = _collect_links(ctx, field_id)
    found: dict[str, set[str]] = cache[field_id]
    return found


def _collect_links(ctx: LintContext, field_id: str) -> dict[str, set[str]]:
    result: dict[str, set[str]] = {}
    templates = {t.get("id", ""): t for t in ctx.index.templates}
    for f in ctx.index.fields:
        if f.get("id") != field_id:
            continue
        typ, seen = f.get("typ", ""), set()
        while typ in templates and typ not in seen:
            seen.add(typ)
            for name, targets in ctx.index.links.get("*" + typ, {}).items():
                result.setdefault(name, set()).update(targets)
            typ = templates[typ].get("typ", "")
    for name, targets in ctx.index.links.get(field_id, {}).items():
        result.setdefault(name, set()).update(targets)
    return result


def check_ref(
    ctx: LintContext, element: etree._Element, ref: str, attr: str | None, *, in_action: bool
) -> None:
    """Report an unknown field id or link in one reference (`g1`, `ziel#vorher#vorher`)."""
    ids = ctx.index.field_ids
    if in_action and ref == "@legestapel":
        return
    base, *chain = ref.split("#")
    where = f"<{element.tag} {attr}=...>" if attr else f"<{element.tag}>"
    if in_action and base in _SPECIAL:
        current: set[str] | None = None
    elif base in ids:
        current = {base}
    else:
        guess = close_name(base, sorted(ids))
        ctx.report(
            element,
            "unknown-field",
            f"{where} names field {base!r}, but no field has that id",
            attr=attr,
            fix=f"did you mean {guess!r}?" if guess else None,
        )
        return
    for link in chain:
        if current is None:
            if link not in ctx.index.link_names:
                ctx.report(
                    element,
                    "unknown-link",
                    f"{where} follows link {link!r}, but no "
                    'field defines <beziehung id="' + link + '">',
                    attr=attr,
                )
                return
            current = None
            continue
        targets: set[str] = set()
        found = False
        for fid in current:
            links = _links_of(ctx, fid)
            if link in links:
                found = True
                targets |= links[link]
        if not found:
            ctx.report(
                element,
                "unknown-link",
                f"{where} follows link {link!r}, but field "
                f'{sorted(current)[0]!r} has no <beziehung id="{link}">',
                attr=attr,
            )
            return
        current = targets & ids or None


def _refs(value: str) -> list[str]:
    return value.split()


def check_document(ctx: LintContext) -> None:
    """Required tags, recommended order, variants and levels."""
    root = ctx.parsed.root
    tags = [e.tag for e in ctx.index.top]
    for required in ("programm", "version", "karten"):
        if required not in tags:
            ctx.report(
                root,
                "missing-tag",
                f"<spiel> has no <{required}>; it is required",
                fix=f"add <{required}> near the top",
            )
    order = [
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
    rank = {t: i for i, group in enumerate(order) for t in group.split()}
    highest = -1
    for element in ctx.index.top:
        r = rank.get(element.tag, -1)
        if r < highest and element.tag != "vorlage":
            ctx.report(
                element,
                "tag-order",
                f"<{element.tag}> comes after tags that should "
                "follow it (recommended order: " + ", ".join(order) + ")",
            )
            break
        highest = max(highest, r)
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
                "more than nine variants: this one and the ones after it are ignored",
            )
        if vid in seen:
            ctx.report(
                regel, "duplicate-variant", f"variant id {vid!r} is defined twice", attr="id"
            )
        seen.add(vid)
        _check_id(ctx, regel, "variant")
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
                f"<regel id={vid!r}> comes before the <regelwerk> that defines the variants",
                fix="move the <regelwerk> above it",
            )
            continue
        if vid not in usable and vid in {v.get("id") for v in ctx.index.variants}:
            ctx.report(
                regel,
                "unknown-variant",
                f"<regel id={vid!r}>: that variant comes after "
                "the ninth and is ignored, so this content never applies",
                attr="id",
            )
        elif vid not in usable:
            guess = close_name(vid, usable)
            ctx.report(
                regel,
                "unknown-variant",
                f"<regel id={vid!r}>: the regelwerk defines no "
                "such variant, so this content never applies",
                attr="id",
                fix=f"did you mean {guess!r}?" if guess else None,
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
        if element.tag == "levelmax" and text(element).isdigit():
            levelmax = int(text(element))
    for level in ctx.parsed.root.iter("level"):
        bounds = {}
        for name in ("ab", "bis"):
            raw = level.get(name)
            if raw is not None and raw.strip().isdigit():
                bounds[name] = int(raw)
        if level.get("ab") is None and level.get("bis") is None:
            ctx.report(
                level, "level-bounds", "<level> needs ab, bis or both", fix='e.g. <level ab="1">'
            )
        elif "ab" in bounds and "bis" in bounds and bounds["ab"] > bounds["bis"]:
            ctx.report(
                level,
                "level-bounds",
                f"<level ab={bounds['ab']} bis={bounds['bis']}> is an empty range",
            )
        for name, value in bounds.items():
            if value > levelmax:
                ctx.report(
                    level,
                    "level-range",
                    f"{name}={value} is above levelmax {levelmax}; levels run 0..{levelmax}",
                    attr=name,
                )


def _check_id(ctx: LintContext, element: etree._Element, what: str) -> None:
    value = element.get("id")
    if value is not None and not _ID_RE.fullmatch(value):
        bad = "".join(sorted({c for c in value if not c.isascii() or not c.isalnum()}))
        ctx.report(
            element,
            "bad-id",
            f"{what} id {value!r} contains {bad!r}; ids may hold only letters a-z, A-Z and digits",
            attr="id",
            fix=f"use {re.sub(r'[^A-Za-z0-9]', '', value) or 'a plain name'!r}",
        )


def check_ids(ctx: LintContext) -> None:
    """Id characters, reserved ids and duplicates of templates and actions."""
    seen: dict[str, etree._Element] = {}
    for template in ctx.index.templates:
        _check_id(ctx, template, "vorlage")
        tid = template.get("id", "")
        if tid in BUILTIN_TYPES:
            ctx.report(
                template, "reserved-id", f"vorlage id {tid!r} is a built-in type name", attr="id"
            )
        elif tid in seen:
            ctx.report(
                template,
                "duplicate-template",
                f"vorlage {tid!r} is defined twice (first on line {seen[tid].sourceline})",
                attr="id",
            )
        seen[tid] = template
    for f in ctx.index.fields:
        _check_id(ctx, f, "field")
        if f.get("id") in _SPECIAL:
            ctx.report(
                f, "reserved-id", f"field id {f.get('id')!r} is reserved for actions", attr="id"
            )
    actions: dict[str, etree._Element] = {}
    for action in ctx.index.actions:
        aid = action.get("id")
        if aid is None:
            continue
        _check_id(ctx, action, "action")
        if aid in _FLOW_WORDS:
            ctx.report(
                action,
                "reserved-id",
                f"action id {aid!r} is a continuation keyword and cannot be jumped to",
                attr="id",
            )
        elif aid in actions:
            ctx.report(
                action,
                "duplicate-action",
                f"action id {aid!r} is used twice (first on line {actions[aid].sourceline})",
                attr="id",
            )
        actions.setdefault(aid, action)


def check_field_refs(ctx: LintContext) -> None:
    """Every field id named in field tags, types of fields/templates, starting deals."""
    defined: list[str] = []
    templates: dict[str, etree._Element] = {}
    stockish: set[str] = set()
    all_templates = {t.get("id", "") for t in ctx.index.templates}
    for element in ctx.index.top:
        if element.tag not in ("feld", "vorlage"):
            continue
        typ = element.get("typ", "")
        if typ == "stock" and element.tag == "vorlage" or typ in stockish:
            ctx.report(
                element,
                "stock-template",
                f"typ={typ!r}: a vorlage built on stock does "
                'not work as a stock; only typ="stock" does',
                attr="typ",
            )
            if element.tag == "vorlage":
                stockish.add(element.get("id", ""))
        elif typ not in BUILTIN_TYPES and typ not in templates:
            later = " (it is defined later; move it up)" if typ in all_templates else ""
            guess = close_name(typ, list(BUILTIN_TYPES) + list(templates))
            ctx.report(
                element,
                "unknown-type",
                f"typ={typ!r} is neither a built-in type nor an earlier vorlage{later}",
                attr="typ",
                fix=f"did you mean {guess!r}?" if guess and not later else None,
            )
        if element.tag == "vorlage":
            templates[element.get("id", "")] = element
        _check_field_content(ctx, element, defined)
        if element.tag == "feld":
            defined.append(element.get("id", ""))


def _check_field_content(ctx: LintContext, owner: etree._Element, defined: list[str]) -> None:
    names: set[str] = set()
    for child in ctx.children(owner):
        tag = child.tag
        if tag in ("ziel", "quelle", "sperre", "schiebsperre"):
            for ref in _refs(text(child)):
                check_ref(ctx, child, ref, None, in_action=False)
            if tag == "ziel":
                for ref in _refs(child.get("pruefe", "")):
                    check_ref(ctx, child, ref, "pruefe", in_action=False)
        elif tag in ("fuellen", "beziehung") and text(child):
            check_ref(ctx, child, text(child), None, in_action=False)
            if tag == "beziehung":
                if child.get("id") in names:
                    ctx.report(
                        child,
                        "duplicate-link",
                        f"link {child.get('id')!r} is defined twice in this field",
                        attr="id",
                    )
                names.add(child.get("id", ""))
        elif tag == "lege" and owner.tag == "feld":
            _check_lege_source(ctx, owner, child, defined)
        elif tag == "lege" and child.get("quelle"):
            check_ref(ctx, child, child.get("quelle", ""), "quelle", in_action=False)


def _check_lege_source(
    ctx: LintContext, owner: etree._Element, lege: etree._Element, defined: list[str]
) -> None:
    source = lege.get("quelle")
    if source is None:
        return
    if source not in defined:
        if source in ctx.index.field_ids:
            ctx.report(
                lege,
                "lege-later",
                f"quelle={source!r} is defined later (or is this "
                "field), so it has no cards when this field is dealt",
                attr="quelle",
                fix="deal from the stock or an earlier field",
            )
        else:
            check_ref(ctx, lege, source, "quelle", in_action=False)
        return
    for f in ctx.index.fields:
        if f.get("id") == source:
            if f.get("typ") == "stock" or any(c.tag in ("lege", "quelle") for c in content(f)):
                return
            if any(
                c.tag == "lege"
                for t in ctx.index.templates
                for c in content(t)
                if t.get("id") == f.get("typ")
            ):
                return
    ctx.report(
        lege,
        "lege-no-cards",
        f"quelle={source!r} never receives cards before the deal, so nothing can be dealt from it",
        attr="quelle",
    )


_ACTION_REF_ATTRS = {
    "bedingung": ("feld",),
    "vergleich": ("feld1", "feld2"),
    "aenderung": ("feld",),
    "lege": ("feld",),
    "meldung": ("feld",),
}


def check_action_refs(ctx: LintContext) -> None:
    """Field ids, links and switch names used inside actions."""
    for action in ctx.index.actions:
        for child in ctx.children(action):
            tag = child.tag
            for attr in _ACTION_REF_ATTRS.get(tag, ()):
                for ref in _refs(child.get(attr, "")):
                    check_ref(ctx, child, ref, attr, in_action=True)
            value = text(child)
            if tag == "lege" and value:
                check_ref(ctx, child, value, None, in_action=True)
            elif tag == "aenderung" and child.get("opt") == "tausch":
                for ref in _refs(value):
                    check_ref(ctx, child, ref, None, in_action=True)
            elif tag == "setze" and child.get("id") in _SPECIAL and value:
                check_ref(ctx, child, value, None, in_action=True)
            elif tag == "bedingung" and child.get("tag") in ("legbar", "id") and value:
                for ref in _refs(value):
                    check_ref(ctx, child, ref, None, in_action=True)
            if tag in ("aenderung", "bedingung") and child.get("tag") in (
                "sperre",
                "schiebsperre",
                "anzeige",
            ):
                name = child.get("id")
                kind = child.get("tag", "")
                if name is None:
                    ctx.report(
                        child, "unknown-lock", f"tag={kind!r} needs id= naming the {kind} to use"
                    )
                elif name not in ctx.index.named.get(kind, set()):
                    ctx.report(
                        child, "unknown-lock", f"no field defines a <{kind} id={name!r}>", attr="id"
                    )


__all__ = [
    "check_document",
    "check_ids",
    "check_field_refs",
    "check_action_refs",
    "check_ref",
    "ACTION_KINDS",
]
