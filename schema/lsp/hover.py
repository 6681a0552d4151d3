"""Hover: vocabulary documentation of the tag, attribute or value under the cursor, and what
a card spec or an id reference resolves to."""

from __future__ import annotations

import re

from engine.cards import CardSpec, CardSpecError
from schema.lsp.document import Document
from schema.lsp.ids import Occurrence
from schema.lsp.scan import Node
from schema.lsp.vocabulary import (
    ACTION_FIELD_WORDS,
    CARD_TYPES,
    attr_decl,
    decl_of,
    find_child,
    ref_kind,
    type_doc,
    value_type,
    values_of,
)
from schema.vocab import find, groups_with

_SUITS = {
    "en": {"Karo": "diamonds", "Herz": "hearts", "Pik": "spades", "Kreuz": "clubs"},
    "de": {"Karo": "Karo", "Herz": "Herz", "Pik": "Pik", "Kreuz": "Kreuz"},
}
_RANKS = {
    "en": {1: "ace", 11: "jack", 12: "queen", 13: "king"},
    "de": {1: "Ass", 11: "Bube", 12: "Dame", 13: "König"},
}
_WORDS = {
    "en": {
        "allowed": "Allowed values",
        "required": "required",
        "attributes": "Attributes",
        "any": "any card",
        "joker": "a joker",
        "random_suit": "the game's random suit",
        "random_rank": "the game's random rank",
        "of": "{rank} of {suit}",
        "every": "every {rank}",
        "any_of": "any card of {suit}",
        "field": "field",
        "template": "template",
        "variant": "variant",
        "action": "action",
        "line": "line",
        "undefined": "not defined in this file",
        "quelle": "the field the cards come from",
        "ziel": "the field the cards go to",
        "@legestapel": "the run of cards being moved",
        "links": "follows link",
        "defined_by": "defined by",
    },
    "de": {
        "allowed": "Erlaubte Werte",
        "required": "Pflicht",
        "attributes": "Attribute",
        "any": "jede Karte",
        "joker": "ein Joker",
        "random_suit": "die Zufallsfarbe des Spiels",
        "random_rank": "der Zufallswert des Spiels",
        "of": "{suit} {rank}",
        "every": "{rank} (jede Farbe)",
        "any_of": "jede {suit}-Karte",
        "field": "Feld",
        "template": "Vorlage",
        "variant": "Variante",
        "action": "Aktion",
        "line": "Zeile",
        "undefined": "in dieser Datei nicht definiert",
        "quelle": "das Feld, aus dem die Karten kommen",
        "ziel": "das Feld, auf das die Karten gehen",
        "@legestapel": "die bewegten Karten",
        "links": "folgt der Beziehung",
        "defined_by": "definiert von",
    },
}


def _words(language: str) -> dict[str, str]:
    return _WORDS.get(language, _WORDS["en"])


def describe_card(value: str, language: str) -> str | None:
    """A card spec in words (`Herz 7` -> `7 of hearts`), or None when it is no card spec."""
    try:
        spec = CardSpec.parse(value)
    except CardSpecError:
        return None
    words = _words(language)
    if spec.any:
        return words["any"]
    if spec.joker:
        return words["joker"]
    suit = words["random_suit"] if spec.random_suit else None
    if spec.suit is not None:
        suit = _SUITS.get(language, _SUITS["en"])[spec.suit.label]
    rank = None
    if spec.random_rank:
        rank = words["random_rank"] + (f" {spec.offset:+d}" if spec.offset else "")
    elif spec.rank is not None:
        rank = _RANKS.get(language, _RANKS["en"]).get(spec.rank, str(spec.rank))
    if suit and rank:
        return words["of"].format(rank=rank, suit=suit)
    if rank:
        return words["every"].format(rank=rank)
    return words["any_of"].format(suit=suit)


def _line(doc: Document, offset: int) -> int:
    return doc.index.position(offset)[0] + 1


def _describe_definition(doc: Document, o: Occurrence, language: str) -> str:
    node, words = o.node, _words(language)
    where = f"{words['line']} {_line(doc, node.start)}"
    typ, x, y = (node.get(name) or "?" for name in ("typ", "x", "y"))
    if o.kind == "field":
        return f"{words['field']} `{o.name}` · {typ} ({x}, {y}), {where}"
    if o.kind == "template":
        return f"{words['template']} `{o.name}` · {typ}, {where}"
    if o.kind == "variant":
        return f"{words['variant']} `{o.name}`: {doc.scan.text_of(node)}, {where}"
    kind = f"{node.tag} {node.get('typ') or ''}".strip()
    return f"{words['action']} `{kind}` #{o.name}, {where}"


def _links(doc: Document, field_id: str, link: str) -> list[str]:
    """Targets of a `beziehung` link of a field, its own or from its templates."""
    templates = {n: d[0].node for n, d in doc.ids.definitions("template").items()}
    targets: list[str] = []
    for o in doc.ids.definitions("field").get(field_id, []):
        owners, typ, seen = [o.node], o.node.get("typ"), set()
        while typ in templates and typ not in seen:
            seen.add(typ)
            owners.append(templates[typ])
            typ = templates[typ].get("typ")
        for owner in owners:
            for child in _content(owner):
                if child.tag == "beziehung" and child.get("id") == link:
                    targets.append(doc.scan.text_of(child))
    return list(dict.fromkeys(targets))


def _content(node: Node) -> list[Node]:
    found = []
    for child in node.children:
        found.extend(_content(child) if child.tag in ("regel", "level") else [child])
    return found


def _resolve(doc: Document, o: Occurrence, token: str, language: str) -> list[str]:
    """Lines saying what an id (or an `id#link` chain) refers to."""
    words = _words(language)
    definitions = doc.ids.definitions(o.kind).get(o.name, [])
    lines = [_describe_definition(doc, d, language) for d in definitions]
    if not lines:
        lines = [f"`{o.name}`: {words['undefined']}"]
    current = [o.name]
    for link in token.split("#")[1:]:
        current = [t for fid in current for t in _links(doc, fid, link)]
        lines.append(f"{words['links']} `{link}` → {', '.join(current) or '?'}")
    return lines


def _doc_of(node: Node, language: str) -> str:
    decl = decl_of(node) or (find_child(node.parent, node.tag) if node.parent else None)
    if decl is None:  # a known tag in the wrong place: still explain it
        decl = next((find(g, node.tag) for g in groups_with(node.tag)), None)
    if decl is None:
        return ""
    text = decl.de if language == "de" else decl.en
    if decl.attrs:
        required = _words(language)["required"]
        names = [f"`{a.name}`" + (f" ({required})" if a.required else "") for a in decl.attrs]
        text += f"\n\n{_words(language)['attributes']}: " + ", ".join(names)
    return text


def _token(value: str, start: int, offset: int) -> str:
    """The space-separated word of a value that holds the offset (the first one if none)."""
    for word in re.finditer(r"\S+", value):
        if start + word.start() <= offset <= start + word.end():
            return word.group()
    return value.split()[0] if value.split() else ""


def _field_words(doc: Document, token: str, language: str) -> list[str]:
    """What `quelle`, `ziel` or `@legestapel` (with #link chains) mean in an action."""
    words = _words(language)
    base, *links = token.split("#")
    lines = [f"`{base}`: {words[base]}"]
    for link in links:
        owners = sorted(
            {
                o.name
                for o in doc.ids.occurrences
                if o.kind == "field" and o.definition and _links(doc, o.name, link)
            }
        )
        lines.append(f"{words['links']} `{link}` ({words['defined_by']} {', '.join(owners)})")
    return lines


def _value_hover(
    doc: Document, node: Node, attr: str | None, offset: int, value: str, start: int, language: str
) -> str:
    parts = []
    token = _token(value, start, offset)
    o = doc.ids.at(offset)
    if o is not None and not o.definition:
        parts.extend(_resolve(doc, o, token, language))
    elif ref_kind(node, attr) == "fieldref" and token.split("#")[0] in ACTION_FIELD_WORDS:
        parts.extend(_field_words(doc, token, language))
    type_name = value_type(node, attr)
    if type_name in CARD_TYPES:
        card = describe_card(value, language)
        if card:
            parts.append(f"`{value.strip()}`: {card}")
    text = type_doc(type_name, language)
    if text:
        parts.append(text)
    allowed = values_of(type_name)
    if allowed and len(allowed) <= 24:
        parts.append(f"{_words(language)['allowed']}: " + ", ".join(f"`{v}`" for v in allowed))
    return "\n\n".join(parts)


def hover_at(doc: Document, offset: int, language: str = "en") -> tuple[str, int, int] | None:
    """(markdown, start, end) of the hover for an offset, or None."""
    site = doc.scan.site(offset)
    node = site.node
    if site.kind in ("tag", "close") and node.tag:
        start = node.start + 1 if site.kind == "tag" else node.close_start + 2
        text = _doc_of(node, language)
        return (
            (f"**`<{node.tag}>`**\n\n{text}".rstrip(), start, start + len(node.tag))
            if text
            else None
        )
    if site.kind == "attr" and site.attr is not None:
        decl = attr_decl(node, site.attr.name)
        if decl is None:
            return None
        required = f" ({_words(language)['required']})" if decl.required else ""
        text = decl.de if language == "de" else decl.en
        head = f"**`{node.tag} {decl.name}=`**{required}\n\n{text}"
        extra = _value_hover(doc, node, decl.name, -1, "", 0, language)
        return (f"{head}\n\n{extra}".rstrip(), site.attr.start, site.attr.end)
    if site.kind == "value" and site.attr is not None and site.attr.value is not None:
        text = _value_hover(
            doc, node, site.attr.name, offset, site.attr.value, site.attr.value_start, language
        )
        return (text, site.attr.value_start, site.attr.value_end) if text else None
    if site.kind == "content" and node.tag and not node.children:
        start, end = doc.scan.text_span(node)
        if start <= offset <= end and end > start:
            text = _value_hover(doc, node, None, offset, doc.text[start:end], start, language)
            return (text, start, end) if text else None
    return None
