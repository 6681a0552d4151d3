"""Compile `vorlage` and `feld` elements: tag parsing, template inheritance and defaults."""

from __future__ import annotations

import dataclasses
from typing import Any, Final

from lxml import etree

from engine.cards import RANKS_BY_NAME
from engine.compile_util import Context, id_list, text_of
from engine.definition import (
    BUILTIN_SHORTCUTS,
    MAX_CARDS,
    AnzeigeDef,
    FieldDef,
    LegeDef,
    PunkteDef,
    SchiebsperreDef,
    SortiereDef,
    SperreDef,
    StoppDef,
    WiederholungDef,
    ZielDef,
)
from engine.errors import Severity
from engine.messages import msg
from engine.quickinit import maker

Props = dict[str, Any]
"""Partial field properties keyed by FieldDef attribute name; lists for repeatable tags."""

REPEATABLE = (
    "ziel",
    "quelle",
    "sperre",
    "schiebsperre",
    "stopp",
    "punkte",
    "lege",
    "sortiere",
    "beziehung",
    "anzeige",
)
_REPEATED: Final = frozenset(REPEATABLE)
"""REPEATABLE as a set: membership is tested for every child of every field."""
_NEW_FIELD: Final = maker(FieldDef)
_NEW_LEGE: Final = maker(LegeDef)
"""Made once per field or deal: the quicker way (`maker`)."""

BUILTIN_DEFAULTS: dict[str, Props] = {
    "grund": {"auto": ("ende",)},
    "keller": {"folgestart": "frei", "max": 1},
}

# Closed value lists the engine understands; other values load with a warning.
KNOWN_VALUES: Final[dict[str, tuple[str, ...]]] = {
    "folgefarbe": ("gleich", "ungleich", "wechsel", "frei"),
    "folgeschieb": (
        "offen",
        "farbe",
        "einzeln",
        "umdrehen",
        "anderefarbe",
        "farbwechsel",
        "wert",
        "wertauf",
        "wertab",
        "wertaufab",
    ),
    "einschub": ("vorn", "hinten", "aussen"),
    "aufdecken": ("auto", "manuell", "auto,manuell", "gesperrt"),
    "rand": ("einfach", "nein", "komplett"),
}
FOLGEWERT: Final = ("gleich", "auf", "ab", "aufab", "x2", "frei") + tuple(
    f"{d}{n}" for d in ("auf", "ab") for n in range(2, 10)
)


def _check_value(ctx: Context, element: etree._Element, tag: str, value: str) -> None:
    """Warn about a value outside a known list (it is kept as written)."""
    allowed = FOLGEWERT if tag == "folgewert" else KNOWN_VALUES.get(tag)
    if allowed is None or value in allowed:
        return
    if tag == "rand" and value.isdigit():
        return
    ctx.report(
        element,
        "unknown-value",
        msg("unknown-value.compile", tag=tag, value=repr(value), known=", ".join(allowed)),
    )


def parse_children(ctx: Context, element: etree._Element) -> tuple[Props, list[str]]:
    """Read the property tags of a `feld` or `vorlage` into a partial props dict."""
    props: Props = {}
    unknown: list[str] = []
    for child in ctx.expand(element):
        tag: str = child.tag  # `expand` gives elements only (never a comment)
        text = text_of(child)
        if tag in _REPEATED:
            item = _parse_repeatable(ctx, child, tag, text)
            if item is not None:
                props.setdefault(_PROP_NAMES.get(tag, tag), []).append(item)
            continue
        value = _parse_single(ctx, child, tag, text)
        if value is _UNKNOWN:
            unknown.append(tag)
            ctx.report(child, "unknown-tag", msg("unknown-tag.field", tag=tag))
        elif value is not _SKIP:
            if tag in props:
                ctx.report(
                    child,
                    "repeated-tag",
                    msg("repeated-tag", tag=tag),
                    severity=Severity.INFO,
                )
            props[_PROP_NAMES.get(tag, tag)] = value
            if tag == "folgestart" and child.get("bedingung"):
                props["folgestart_bedingung"] = child.get("bedingung")
    return props, unknown


_SWITCHED: Final = ("sperre", "schiebsperre", "anzeige")
"""Repeatable tags with a `status` attribute."""
_UNKNOWN: Final = object()
_SKIP: Final = object()
_PROP_NAMES: Final = {
    **{f.name: f.name for f in dataclasses.fields(FieldDef)},
    "sicht": "verdeckt",
    "lage": "quer",
}
"""Tag -> FieldDef field name. The names given are the interned field names: lxml makes a
new string for every tag, and `FieldDef(**props)` matches a keyword that is not the
parameter's own string object by comparing it with every parameter name in turn."""


def _parse_single(ctx: Context, child: etree._Element, tag: str, text: str) -> Any:
    """Value of a non-repeatable field tag, `_UNKNOWN` for unknown tags, `_SKIP` on errors."""
    if tag == "max":
        return MAX_CARDS if text == "frei" else ctx.int_text(child, 0)
    if tag in ("folgestart", "blindstart"):
        spec = ctx.card_spec(child)
        return _SKIP if spec is None else spec
    if tag == "folgeende":
        rank = RANKS_BY_NAME.get(text.split()[-1] if text else "")
        if rank is None:
            ctx.report(
                child,
                "bad-card",
                msg("bad-folgeende", value=repr(text)),
                severity=Severity.ERROR,
            )
            return _SKIP
        return rank
    if tag in ("folgefarbe", "folgewert", "folgeschieb", "einschub", "aufdecken", "rand"):
        _check_value(ctx, child, tag, text)
        return text
    if tag == "fuellen":
        return text or _SKIP
    if tag == "gesperrt":
        return text == "ja"
    if tag == "sicht":
        return text == "verdeckt"
    if tag == "lage":
        return text == "quer"
    if tag == "auto":
        return tuple(part.strip() for part in text.split(",") if part.strip())
    if tag in ("var", "eng"):
        return ctx.int_text(child, 0)
    if tag == "richtung":
        return " ".join(text.split()) or "stapel"
    if tag == "sichtbar":
        return None if text == "komplett" else ctx.int_text(child, 0)
    if tag == "wiederholung":
        count: int | None
        if text == "frei":
            count = None
        else:
            count = ctx.int_text(child, 0)
            if count < 0:
                count = None
        return WiederholungDef(
            count,
            child.get("aufnahme") == "sprung",
            child.get("mischen") == "ja",
            child.sourceline or 0,
        )
    return _UNKNOWN


def _parse_repeatable(ctx: Context, child: etree._Element, tag: str, text: str) -> Any:
    """One item of a repeatable field tag (`tag`: the child's)."""
    if tag == "beziehung":  # the most common tags first: a field's links and deals
        return (child.get("id", ""), text)
    if tag == "lege":
        spec = ctx.card_spec(child, text or "frei")
        if spec is None:
            return None
        anz = ctx.int_attr(child, "anz", 1) or 0
        return _NEW_LEGE(
            child.get("quelle", ""),
            spec,
            child.get("typ") == "verdeckt",
            anz,
            child.get("bedingung"),
            child.sourceline or 0,
        )
    if tag == "quelle":
        return id_list(text)
    line = child.sourceline or 0  # read only for the items that keep it
    status = tag in _SWITCHED and child.get("status", "aktiv") != "inaktiv"
    if tag == "ziel":
        return ZielDef(
            id_list(text),
            child.get("bedingung"),
            id_list(child.get("pruefe", "")),
            child.get("sicht") == "verdeckt",
            line,
        )
    if tag == "sperre":
        typ = child.get("typ")
        return SperreDef(
            id_list(text),
            child.get("id"),
            status,
            typ if typ in ("legen", "nehmen") else None,
            child.get("bedingung", "belegt"),
            child.get("modus", "or"),
            line,
        )
    if tag == "schiebsperre":
        return SchiebsperreDef(id_list(text), child.get("id"), status, child.get("bedingung"), line)
    if tag == "stopp":
        return StoppDef(child.get("bedingung", ""), text, line)
    if tag == "punkte":
        return PunkteDef(ctx.int_text(child, 0), child.get("bedingung"), line)
    if tag == "sortiere":
        richtung = child.get("richtung", "")
        spec = None
        if text and richtung not in ("mischen", "umdrehen"):
            spec = ctx.card_spec(child)
        return SortiereDef(richtung, spec, line)
    if tag == "anzeige":
        return AnzeigeDef(
            tuple(text.split()), child.get("id"), status, child.get("typ"), child.get("text"), line
        )
    return None


def merge(base: Props, own: Props) -> Props:
    """Inherit: single tags are overridden, repeatable tags are extended (into tuples: a
    repeatable tag's items are a tuple in every merged dict, as in FieldDef)."""
    result = dict(base)
    for key, value in own.items():
        if key in _REPEATED:
            inherited = base.get(key)
            result[key] = (*inherited, *value) if inherited else tuple(value)
        else:
            result[key] = value
    return result


class Template:
    """A compiled `vorlage`: its base built-in type, chain of names and merged props."""

    def __init__(
        self, name: str, base: str, chain: tuple[str, ...], props: Props, kuerzel: str
    ) -> None:
        self.name = name
        self.base = base
        self.chain = chain
        self.props = props
        self.kuerzel = kuerzel


def builtin_templates() -> dict[str, Template]:
    """The seven built-in types as templates with their defaults."""
    return {
        name: Template(name, name, (), dict(BUILTIN_DEFAULTS.get(name, {})), short)
        for name, short in BUILTIN_SHORTCUTS.items()
    }


def resolve_parent(
    ctx: Context, element: etree._Element, templates: dict[str, Template], typ: str
) -> Template:
    """Template named by `typ` (the element's attribute), falling back to `stapel` with an
    error when unknown."""
    parent = templates.get(typ)
    if parent is None:
        ctx.report(
            element,
            "unknown-type",
            msg("unknown-type.compile", typ=repr(typ)),
            attr="typ",
            severity=Severity.ERROR,
        )
        parent = templates["stapel"]
    return parent


def kuerzel_of(element: etree._Element, parent: Template) -> str:
    """Shortcut letter: one ASCII char 32..127, '' hides; anything else inherits."""
    raw: str | None = element.get("kuerzel")
    if raw is None:
        return parent.kuerzel
    if raw == "" or (len(raw) == 1 and 32 <= ord(raw) <= 127):
        return raw
    return parent.kuerzel


def compile_template(
    ctx: Context, element: etree._Element, templates: dict[str, Template]
) -> Template:
    """Compile one `vorlage` into a Template."""
    parent = resolve_parent(ctx, element, templates, element.get("typ", ""))
    props, _ = parse_children(ctx, element)
    name = element.get("id", "")
    return Template(
        name,
        parent.base,
        parent.chain + (name,),
        merge(parent.props, props),
        kuerzel_of(element, parent),
    )


def compile_field(
    ctx: Context, element: etree._Element, index: int, templates: dict[str, Template]
) -> FieldDef:
    """Compile one `feld` into a FieldDef."""
    typ = element.get("typ", "")  # read once: the parent and the field both need it
    parent = resolve_parent(ctx, element, templates, typ)
    own, unknown = parse_children(ctx, element)
    props = merge(parent.props, own)
    x = ctx.int_attr(element, "x", 0) or 0
    y = ctx.int_attr(element, "y", 0) or 0
    # `props` is merge()'s own new dict (its repeatable tags already tuples): finished in
    # place.
    if "folgestart" in props and isinstance(props["folgestart"], str):
        from engine.cards import CardSpec

        props["folgestart"] = CardSpec.parse(props["folgestart"])
    ident = element.get("id", "")
    kuerzel = kuerzel_of(element, parent)
    line = element.sourceline or 0
    # Every field by position (the first ten as `_FIRST` names them, the rest defaults
    # overridden from `props`): binding some twenty keywords to 45 parameters cost more
    # than the rest of the call.
    values = [index, ident, x, y, typ, parent.base, typ == "stock", kuerzel, line, parent.chain]
    values.extend(_REST_DEFAULTS)
    values[_UNKNOWN_AT] = tuple(unknown)
    for key, value in props.items():
        at = _FIELD_AT.get(key, -1)
        if at < len(_FIRST) or at == _UNKNOWN_AT:  # unknown, or given above: by keyword
            return _NEW_FIELD(
                index=index,
                id=ident,
                x=x,
                y=y,
                typ=typ,
                base=parent.base,
                is_stock=typ == "stock",
                kuerzel=kuerzel,
                line=line,
                templates=parent.chain,
                unknown=tuple(unknown),
                **props,
            )
        values[at] = value
    return _NEW_FIELD(*values)


_FIRST: Final = ("index", "id", "x", "y", "typ", "base", "is_stock", "kuerzel", "line", "templates")
"""FieldDef's first fields, in order: `compile_field` gives these itself."""
_FIELDS: Final = dataclasses.fields(FieldDef)
if tuple(f.name for f in _FIELDS[: len(_FIRST)]) != _FIRST:
    raise ImportError("FieldDef's first fields are not those compile_field gives")
_FIELD_AT: Final = {f.name: at for at, f in enumerate(_FIELDS)}
"""Field name -> its position among FieldDef's parameters."""
_REST_DEFAULTS: Final = tuple(f.default for f in _FIELDS[len(_FIRST) :])
"""The defaults of the fields after `_FIRST` (each has one: `quick_init` takes no factory)."""
if dataclasses.MISSING in _REST_DEFAULTS:
    raise ImportError("a FieldDef field after the first ten has no default")
_UNKNOWN_AT: Final = _FIELD_AT["unknown"]
