"""Completion: child tags in the recommended order, attributes and their values, ids where a
reference is expected, and card names."""

from __future__ import annotations

import re

from lsprotocol import types

from engine.definition import BUILTIN_TYPES
from schema.lsp.document import Document
from schema.lsp.scan import Node
from schema.lsp.vocabulary import (
    ACTION_FIELD_WORDS,
    CARD_TYPES,
    FLOW_WORDS,
    children_of,
    decl_of,
    ref_kind,
    value_type,
    values_of,
)

_SUITS = ("Karo", "Herz", "Pik", "Kreuz")
_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K")
_WORD_BEFORE = re.compile(r"[^\s<>\"']*$")
_CLOSING = re.compile(r"</[\w.-]*$")


def card_names(type_name: str) -> list[str]:
    """Card specs to offer for a card type: suits, ranks, suit and rank, specials."""
    names = [*_SUITS, *_RANKS, *(f"{s} {r}" for s in _SUITS for r in _RANKS), "Joker"]
    names += ["zufallsfarbe", "zufallswert"]
    if type_name in ("cardSpecOrFreiType", "optCardSpecType"):
        names.append("frei")
    return names


def _ids(doc: Document, kind: str) -> list[str]:
    return list(doc.ids.definitions(kind))


def value_candidates(doc: Document, node: Node, attr: str | None) -> list[tuple[str, str]]:
    """(value, kind) pairs that fit an attribute value or an element's text."""
    kind = ref_kind(node, attr)
    if kind == "field":
        return [(v, "field") for v in _ids(doc, "field")]
    if kind == "fieldref":
        return [(v, "field") for v in _ids(doc, "field")] + [
            (w, "keyword") for w in ACTION_FIELD_WORDS
        ]
    if kind == "template":
        return [(v, "template") for v in _ids(doc, "template")] + [
            (t, "keyword") for t in BUILTIN_TYPES
        ]
    if kind == "variant":
        return [(v, "variant") for v in _ids(doc, "variant")]
    if kind == "action":
        return [(w, "keyword") for w in FLOW_WORDS] + [(v, "action") for v in _ids(doc, "action")]
    type_name = value_type(node, attr)
    if type_name in CARD_TYPES:
        return [(v, "card") for v in card_names(type_name)]
    return [(v, "value") for v in values_of(type_name)]


_ITEM_KINDS = {
    "tag": types.CompletionItemKind.Class,
    "attribute": types.CompletionItemKind.Field,
    "field": types.CompletionItemKind.Reference,
    "template": types.CompletionItemKind.Reference,
    "variant": types.CompletionItemKind.Reference,
    "action": types.CompletionItemKind.Reference,
    "keyword": types.CompletionItemKind.Keyword,
    "card": types.CompletionItemKind.Constant,
    "value": types.CompletionItemKind.EnumMember,
}


def _item(
    doc: Document,
    label: str,
    kind: str,
    order: int,
    span: tuple[int, int],
    insert: str | None = None,
    detail: str | None = None,
    snippet: bool = False,
) -> types.CompletionItem:
    return types.CompletionItem(
        label=label,
        kind=_ITEM_KINDS[kind],
        sort_text=f"{order:04d}",
        filter_text=label,
        detail=detail,
        text_edit=types.TextEdit(range=doc.range(*span), new_text=insert or label),
        insert_text_format=types.InsertTextFormat.Snippet if snippet else None,
    )


def _tags(
    doc: Document, parent: Node, span: tuple[int, int], whole: bool, style: tuple[str, bool]
) -> list[types.CompletionItem]:
    """Child tags; `whole` writes the element with its end tag (the cursor goes inside it
    when the client takes snippets)."""
    language, snippets = style
    items = []
    cursor = "$0" if snippets else ""
    for order, el in enumerate(children_of(parent)):
        insert = f"<{el.name}>{cursor}</{el.name}>" if whole else None
        if whole and el.group is None and el.simple is None:
            insert = f"<{el.name}/>"
        detail = el.de if language == "de" else el.en
        snippet = whole and snippets
        items.append(_item(doc, el.name, "tag", order, span, insert, detail, snippet))
    return items


def _attributes(
    doc: Document, node: Node, span: tuple[int, int], style: tuple[str, bool]
) -> list[types.CompletionItem]:
    language, snippets = style
    value = "$1" if snippets else ""
    decl = decl_of(node)
    if decl is None:
        return []
    present = {a.name for a in node.attrs if a.start < span[0] or a.start > span[1]}
    ordered = sorted(decl.attrs, key=lambda a: not a.required)
    items = []
    for order, attr in enumerate(ordered):
        if attr.name in present:
            continue
        detail = attr.de if language == "de" else attr.en
        insert = f'{attr.name}="{value}"'
        items.append(_item(doc, attr.name, "attribute", order, span, insert, detail, snippets))
    return items


def _values(
    doc: Document, node: Node, attr: str | None, offset: int, start: int
) -> list[types.CompletionItem]:
    word = _WORD_BEFORE.search(doc.text, start, offset)
    begin = word.start() if word else offset
    end = begin
    while end < len(doc.text) and not doc.text[end].isspace() and doc.text[end] not in "<\"'":
        end += 1
    found = value_candidates(doc, node, attr)
    return [_item(doc, v, k, i, (begin, max(end, offset))) for i, (v, k) in enumerate(found)]


def completions(
    doc: Document, offset: int, language: str = "en", snippets: bool = False
) -> list[types.CompletionItem]:
    """Completion items for an offset, in the order they should be listed; with `snippets`
    the cursor lands inside new elements and attribute quotes."""
    style = (language, snippets)
    site = doc.scan.site(offset)
    node, text = site.node, doc.text
    if site.kind == "tag":
        parent = node.parent or doc.scan.root
        return _tags(doc, parent, (node.start + 1, node.name_end), False, style)
    if site.kind in ("head", "attr"):
        span = (site.attr.start, site.attr.end) if site.attr else (offset, offset)
        return _attributes(doc, node, span, style)
    if site.kind == "value" and site.attr is not None:
        return _values(doc, node, site.attr.name, offset, site.attr.value_start)
    if site.kind != "content":
        return []
    closing = _CLOSING.search(text, max(0, offset - 80), offset)
    if closing is not None:
        if not node.tag:
            return []
        span = (closing.start() + 2, offset)
        return [_item(doc, node.tag, "tag", 0, span, f"{node.tag}>")]
    if offset > 0 and text[offset - 1] == "<":
        return _tags(doc, node, (offset, offset), False, style)
    decl = decl_of(node) if node.tag else None
    if node.tag and decl is not None and decl.group is None:
        start = node.head_end if node.closed else offset
        return _values(doc, node, None, offset, min(start, offset))
    word = _WORD_BEFORE.search(text, 0, offset)
    begin = word.start() if word else offset
    return _tags(doc, node, (begin, offset), True, style)
