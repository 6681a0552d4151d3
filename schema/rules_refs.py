"""Lint rules about ids and references: fields, links, templates and actions."""

from __future__ import annotations

import re
from typing import Final

from lxml import etree

from engine.compile_actions import attr_of
from engine.compile_util import text_of
from engine.definition import BUILTIN_TYPES, Instruction
from engine.messages import msg, phrase
from schema.lintctx import ACTION_KINDS, LintContext, content, step_element, tree_rule
from schema.values import close_name, did_you_mean

_SPECIAL: Final = ("quelle", "ziel")
_FLOW_WORDS: Final = ("anfang", "naechste", "wiederholung", "ende")


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
    # Games repeat the same references hundreds of times; one that resolved cleanly once
    # resolves cleanly everywhere (the verdict depends on the text alone, the place only
    # goes into the message).
    key = (ref, in_action)
    if key in ctx.clean_refs:
        return
    if "#" not in ref and ref in ctx.index.field_ids:
        ctx.clean_refs.add(key)  # a field's own id, no links: what `_check_ref` finds clean
        return
    before = len(ctx.problems)
    _check_ref(ctx, element, ref, attr, in_action=in_action)
    if len(ctx.problems) == before:
        ctx.clean_refs.add(key)


def _check_ref(
    ctx: LintContext, element: etree._Element, ref: str, attr: str | None, *, in_action: bool
) -> None:
    ids = ctx.index.field_ids
    if in_action and ref == "@legestapel":
        return
    base, *chain = ref.split("#")
    if in_action and base in _SPECIAL:
        current: set[str] | None = None
    elif base in ids:
        current = {base}
    else:
        guess = close_name(base, sorted(ids))
        ctx.report(
            element,
            "unknown-field",
            msg("unknown-field", where=_where(element, attr), name=repr(base)),
            attr=attr,
            fix=did_you_mean(guess and repr(guess)),
        )
        return
    for link in chain:
        if current is None:
            if link not in ctx.index.link_names:
                ctx.report(
                    element,
                    "unknown-link",
                    msg("unknown-link", where=_where(element, attr), link=repr(link), id=link),
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
                msg(
                    "unknown-link.field",
                    where=_where(element, attr),
                    link=repr(link),
                    field=repr(sorted(current)[0]),
                    id=link,
                ),
                attr=attr,
            )
            return
        current = targets & ids or None


def _where(element: etree._Element, attr: str | None) -> str:
    """The place a reference was written, for messages (built only when one is reported)."""
    return f"<{element.tag} {attr}=...>" if attr else f"<{element.tag}>"


def _refs(value: str) -> list[str]:
    return value.split()


def check_id(ctx: LintContext, element: etree._Element, what: str) -> None:
    value = element.get("id")
    # `[A-Za-z0-9]+` without the regex: ASCII letters and digits are what isalnum() takes.
    if value is not None and not (value.isascii() and value.isalnum()):
        bad = "".join(sorted({c for c in value if not c.isascii() or not c.isalnum()}))
        ctx.report(
            element,
            "bad-id",
            msg("bad-id", what=phrase(f"id-kind.{what}"), id=repr(value), bad=repr(bad)),
            attr="id",
            fix=msg("fix.use", value=repr(re.sub(r"[^A-Za-z0-9]", "", value) or "a plain name")),
        )


@tree_rule(20)
def check_ids(ctx: LintContext) -> None:
    """Id characters, reserved ids and duplicates of templates and actions."""
    seen: dict[str, etree._Element] = {}
    for template in ctx.index.templates:
        check_id(ctx, template, "vorlage")
        tid = template.get("id", "")
        if tid in BUILTIN_TYPES:
            ctx.report(template, "reserved-id", msg("reserved-id.vorlage", id=repr(tid)), attr="id")
        elif tid in seen:
            ctx.report(
                template,
                "duplicate-template",
                msg("duplicate-template", id=repr(tid), line=seen[tid].sourceline or 0),
                attr="id",
            )
        seen[tid] = template
    ids = ctx.index.ids
    for f in ctx.index.fields:
        fid = ids[f]
        if fid is not None and not (fid.isascii() and fid.isalnum()):  # `check_id`'s test
            check_id(ctx, f, "field")
        if fid in _SPECIAL:
            ctx.report(f, "reserved-id", msg("reserved-id.field", id=repr(fid)), attr="id")
    actions: dict[str, etree._Element] = {}
    defs = ctx.defs
    for position, action in enumerate(ctx.index.actions):
        # The compiled action's id is this element's `get("id")`, read once by the compiler.
        aid = action.get("id") if defs is None else defs[position].id
        if aid is None:
            continue
        if not (aid.isascii() and aid.isalnum()):  # `check_id`'s test, before the call
            check_id(ctx, action, "action")
        if aid in _FLOW_WORDS:
            ctx.report(
                action,
                "reserved-id",
                msg("reserved-id.action", id=repr(aid)),
                attr="id",
            )
        elif aid in actions:
            ctx.report(
                action,
                "duplicate-action",
                msg("duplicate-action", id=repr(aid), line=actions[aid].sourceline or 0),
                attr="id",
            )
        actions.setdefault(aid, action)


@tree_rule(30)
def check_field_refs(ctx: LintContext) -> None:
    """Every field id named in field tags, types of fields/templates, starting deals."""
    defined: set[str] = set()
    templates: dict[str, etree._Element] = {}
    stockish: set[str] = set()
    all_templates = {t.get("id", "") for t in ctx.index.templates}
    ids = ctx.index.ids
    for element in ctx.index.top:
        # Typed (the index lists elements only): mypyc compares them as strings.
        tag: str = element.tag
        if tag not in ("feld", "vorlage"):
            continue
        typ: str = element.get("typ", "")
        if typ == "stock" and tag == "vorlage" or typ in stockish:
            ctx.report(
                element,
                "stock-template",
                msg("stock-template", typ=repr(typ)),
                attr="typ",
            )
            if tag == "vorlage":
                stockish.add(element.get("id", ""))
        elif typ not in BUILTIN_TYPES and typ not in templates:
            later = typ in all_templates
            guess = close_name(typ, list(BUILTIN_TYPES) + list(templates))
            ctx.report(
                element,
                "unknown-type",
                msg("unknown-type.later" if later else "unknown-type", typ=repr(typ)),
                attr="typ",
                fix=None if later else did_you_mean(guess and repr(guess)),
            )
        if tag == "vorlage":
            templates[element.get("id", "")] = element
        _check_field_content(ctx, element, defined)
        if tag == "feld":
            fid = ids[element]
            defined.add(fid if fid is not None else "")


def _check_field_content(ctx: LintContext, owner: etree._Element, defined: set[str]) -> None:
    names: set[str] = set()
    link_of = ctx.index.link_of
    in_field = owner.tag == "feld"
    for child in ctx.children(owner):
        tag: str = child.tag  # typed (children are elements): compared as strings
        if tag in ("ziel", "quelle", "sperre", "schiebsperre"):
            for ref in _refs(text_of(child)):
                check_ref(ctx, child, ref, None, in_action=False)
            if tag == "ziel":
                for ref in _refs(child.get("pruefe", "")):
                    check_ref(ctx, child, ref, "pruefe", in_action=False)
        elif tag == "beziehung":
            # A field's links were read once by the index (a template's are not).
            link = link_of.get(child)
            name, value = link if link is not None else _link(child)
            if not value:
                continue
            if (value, False) not in ctx.clean_refs:
                check_ref(ctx, child, value, None, in_action=False)
            if name in names:
                ctx.report(
                    child,
                    "duplicate-link",
                    msg("duplicate-link", id=repr(name)),
                    attr="id",
                )
            names.add(name if name is not None else "")
        elif tag == "fuellen" and (value := text_of(child)):
            if (value, False) not in ctx.clean_refs:
                check_ref(ctx, child, value, None, in_action=False)
        elif tag == "lege" and in_field:
            _check_lege_source(ctx, owner, child, defined)
        elif tag == "lege" and child.get("quelle"):
            check_ref(ctx, child, child.get("quelle", ""), "quelle", in_action=False)


def _link(child: etree._Element) -> tuple[str | None, str]:
    """A `beziehung` element's id attribute (None: none) and its text."""
    return child.get("id"), text_of(child)


def _check_lege_source(
    ctx: LintContext, owner: etree._Element, lege: etree._Element, defined: set[str]
) -> None:
    source = lege.get("quelle")
    if source is None:
        return
    if source not in defined:
        if source in ctx.index.field_ids:
            ctx.report(
                lege,
                "lege-later",
                msg("lege-later", id=repr(source)),
                attr="quelle",
                fix=msg("fix.deal-earlier"),
            )
        else:
            check_ref(ctx, lege, source, "quelle", in_action=False)
        return
    # Whether a source field gets cards depends on the source alone: games deal from the
    # same stock into every pile, and the fields are not searched again for it.
    has_cards = ctx.cache.setdefault("lege-source", {})
    if source in has_cards:
        return
    for f in ctx.index.fields:
        if f.get("id") == source:
            if f.get("typ") == "stock" or any(c.tag in ("lege", "quelle") for c in content(f)):
                has_cards[source] = True
                return
            if any(
                c.tag == "lege"
                for t in ctx.index.templates
                for c in content(t)
                if t.get("id") == f.get("typ")
            ):
                has_cards[source] = True
                return
    ctx.report(
        lege,
        "lege-no-cards",
        msg("lege-no-cards", id=repr(source)),
        attr="quelle",
    )


_ACTION_REF_ATTRS: Final = {
    "bedingung": ("feld",),
    "vergleich": ("feld1", "feld2"),
    "aenderung": ("feld",),
    "lege": ("feld",),
    "meldung": ("feld",),
}


_TEXT_REF_TAGS: Final = ("lege", "aenderung", "setze", "bedingung")
"""Instructions whose text can name fields."""


@tree_rule(40)
def check_action_refs(ctx: LintContext) -> None:
    """Field ids, links and switch names used inside actions."""
    if ctx.steps is not None:
        _action_refs_of_steps(ctx, ctx.steps)
        return
    # References already found clean are skipped here, before any call (check_ref would
    # skip them too): actions repeat the same few references hundreds of times.
    clean = ctx.clean_refs
    # Attribute values whose every reference is clean (the same few, hundreds of times).
    clean_values: set[str] = set()
    for action in ctx.index.actions:
        for child in ctx.children(action):
            tag = child.tag
            for attr in _ACTION_REF_ATTRS.get(tag, ()):
                refs = child.get(attr)
                if refs is None or refs in clean_values:
                    continue
                before = len(ctx.problems)
                for ref in refs.split():
                    if (ref, True) not in clean:
                        check_ref(ctx, child, ref, attr, in_action=True)
                if len(ctx.problems) == before:
                    clean_values.add(refs)
            if tag not in _TEXT_REF_TAGS:
                continue
            value = text_of(child)
            # `tag=` is read once: attribute reads through lxml are what costs here.
            kind = child.get("tag") if tag == "aenderung" or tag == "bedingung" else None
            if tag == "bedingung":  # the most common of these first
                if kind in ("legbar", "id") and value:
                    for ref in value.split():
                        if (ref, True) not in clean:
                            check_ref(ctx, child, ref, None, in_action=True)
            elif tag == "lege":
                if value and (value, True) not in clean:
                    check_ref(ctx, child, value, None, in_action=True)
            elif tag == "aenderung":
                if child.get("opt") == "tausch":
                    for ref in value.split():
                        check_ref(ctx, child, ref, None, in_action=True)
            elif child.get("id") in _SPECIAL and value:  # setze
                check_ref(ctx, child, value, None, in_action=True)
            if kind in ("sperre", "schiebsperre", "anzeige"):
                name = child.get("id")
                if name is None:
                    ctx.report(
                        child, "unknown-lock", msg("unknown-lock.no-id", kind=repr(kind), name=kind)
                    )
                elif name not in ctx.index.named.get(kind, set()):
                    ctx.report(
                        child,
                        "unknown-lock",
                        msg("unknown-lock", kind=kind, id=repr(name)),
                        attr="id",
                    )


def _action_refs_of_steps(ctx: LintContext, steps: list[tuple[Instruction, ...]]) -> None:
    """`check_action_refs` on the compiled instructions: the same checks in the same order
    (every child it looks at is an instruction), read from the compiler's records; the
    element is looked up only for a reference not yet found clean."""
    clean = ctx.clean_refs
    field_ids = ctx.index.field_ids
    clean_values: set[str] = set()
    for position, instructions in enumerate(steps):
        for number, ins in enumerate(instructions):
            tag = ins.tag
            attrs = ins.attrs
            for attr in _ACTION_REF_ATTRS.get(tag, ()):
                refs = attr_of(attrs, attr)
                if refs is None or refs in clean_values:
                    continue
                before = len(ctx.problems)
                for ref in refs.split():
                    _step_ref(ctx, position, number, ref, attr, clean, field_ids)
                if len(ctx.problems) == before:
                    clean_values.add(refs)
            if tag not in _TEXT_REF_TAGS:
                continue
            value = ins.text
            kind = attr_of(attrs, "tag") if tag == "aenderung" or tag == "bedingung" else None
            if tag == "bedingung":
                if kind in ("legbar", "id") and value:
                    for ref in value.split():
                        _step_ref(ctx, position, number, ref, None, clean, field_ids)
            elif tag == "lege":
                if value:
                    _step_ref(ctx, position, number, value, None, clean, field_ids)
            elif tag == "aenderung":
                if attr_of(attrs, "opt") == "tausch":
                    for ref in value.split():
                        _step_ref(ctx, position, number, ref, None, clean, field_ids)
            elif attr_of(attrs, "id") in _SPECIAL and value:  # setze
                _step_ref(ctx, position, number, value, None, clean, field_ids)
            if kind in ("sperre", "schiebsperre", "anzeige"):
                name = attr_of(attrs, "id")
                if name is None:
                    ctx.report(
                        step_element(ctx, position, number),
                        "unknown-lock",
                        msg("unknown-lock.no-id", kind=repr(kind), name=kind),
                    )
                elif name not in ctx.index.named.get(kind, set()):
                    ctx.report(
                        step_element(ctx, position, number),
                        "unknown-lock",
                        msg("unknown-lock", kind=kind, id=repr(name)),
                        attr="id",
                    )


def _step_ref(
    ctx: LintContext,
    position: int,
    number: int,
    ref: str,
    attr: str | None,
    clean: set[tuple[str, bool]],
    field_ids: set[str],
) -> None:
    """`check_ref` in an action for a reference of a compiled instruction."""
    # A field's own id, no links: clean whatever came before (`check_ref` finds it so
    # too), so it is not looked up in `clean` (no key tuple made) nor added to it.
    if "#" not in ref and ref in field_ids:
        return
    if (ref, True) in clean:
        return
    check_ref(ctx, step_element(ctx, position, number), ref, attr, in_action=True)


__all__ = [
    "check_id",
    "check_ids",
    "check_field_refs",
    "check_action_refs",
    "check_ref",
    "ACTION_KINDS",
]
