"""The raw-tree walk behind the lint context's index, kept apart so that the compiled lint
core can build it (`schema.lintctx.Index` itself, a dataclass, stays interpreted)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from lxml import etree

from engine.compile_actions import ACTION_KINDS
from engine.compile_util import text_of

_NAMED: Final = ("sperre", "schiebsperre", "anzeige")
_KINDS: Final = frozenset(ACTION_KINDS)

IndexParts = tuple[
    list[etree._Element],
    list[etree._Element],
    list[etree._Element],
    list[etree._Element],
    etree._Element | None,
    list[etree._Element],
    dict[str, dict[str, set[str]]],
    dict[str, set[str]],
    dict[etree._Element, str | None],
    dict[etree._Element, tuple[str | None, str]],
]
"""`Index`'s fields in order: fields, templates, actions, variants, regelwerk, top, links,
named, ids, link_of."""


def index_parts(
    root: etree._Element, children: Callable[[etree._Element], list[etree._Element]]
) -> IndexParts:
    """Walk the `spiel` element's children once for `schema.lintctx.build_index`
    (`children` lists element children only, so every tag read here is a string)."""
    fields: list[etree._Element] = []
    templates: list[etree._Element] = []
    actions: list[etree._Element] = []
    variants: list[etree._Element] = []
    regelwerk: etree._Element | None = None
    top: list[etree._Element] = []
    links: dict[str, dict[str, set[str]]] = {}
    named: dict[str, set[str]] = {}
    ids: dict[etree._Element, str | None] = {}
    link_of: dict[etree._Element, tuple[str | None, str]] = {}
    for element in children(root):
        top.append(element)
        tag: str = element.tag
        if tag == "feld":
            fields.append(element)
            raw: str | None = element.get("id")
            ids[element] = raw
            fid = raw if raw is not None else ""
            for child in children(element):
                child_tag: str = child.tag
                if child_tag == "beziehung":
                    target = text_of(child)
                    name: str | None = child.get("id")
                    link_of[child] = (name, target)
                    links.setdefault(fid, {}).setdefault(
                        name if name is not None else "", set()
                    ).add(target)
                elif child_tag in _NAMED:
                    nid: str | None = child.get("id")
                    if nid:
                        named.setdefault(child_tag, set()).add(nid)
        elif tag == "vorlage":
            templates.append(element)
            for child in children(element):
                child_tag = child.tag
                if child_tag in _NAMED:
                    nid = child.get("id")
                    if nid:
                        named.setdefault(child_tag, set()).add(nid)
                elif child_tag == "beziehung":
                    tid: str = element.get("id", "")
                    lid: str = child.get("id", "")
                    links.setdefault("*" + tid, {}).setdefault(lid, set()).add(text_of(child))
        elif tag in _KINDS:
            actions.append(element)
        elif tag == "regelwerk" and regelwerk is None:
            regelwerk = element
            variants = [r for r in element if r.tag == "regel"]
    return (fields, templates, actions, variants, regelwerk, top, links, named, ids, link_of)
