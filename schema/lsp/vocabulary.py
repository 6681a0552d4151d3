"""What the vocabulary says about a scanned element: declaration, children, types, references."""

from __future__ import annotations

from functools import lru_cache

from engine.compile_actions import ACTION_KINDS
from schema.lsp.scan import Node
from schema.vocab import (
    GROUPS,
    SPIEL,
    Attr,
    El,
    attribute,
    declaration,
    find,
    group_of,
    known_values,
)
from schema.vocab_types import TYPES_BY_NAME

CARD_TYPES = frozenset({"cardSpecType", "cardSpecOrFreiType", "optCardSpecType", "deckCardType"})
FLOW_WORDS = ("anfang", "naechste", "wiederholung", "ende")
ACTION_FIELD_WORDS = ("quelle", "ziel", "@legestapel")

# Where references are written. Kinds: field (a field id), fieldref (an action's field
# reference: id, quelle, ziel, @legestapel, with #link chains), template, variant, action.
_FIELD_TEXT = ("ziel", "quelle", "sperre", "schiebsperre", "fuellen", "beziehung")
_FIELD_ATTRS = {("ziel", "pruefe"), ("lege", "quelle")}
_ACTION_ATTRS = {
    "bedingung": ("feld",),
    "vergleich": ("feld1", "feld2"),
    "aenderung": ("feld",),
    "lege": ("feld",),
    "meldung": ("feld",),
}


@lru_cache(maxsize=512)
def _declaration(path: tuple[str, ...]) -> El | None:
    return declaration(list(path))


def decl_of(node: Node) -> El | None:
    """Declaration of a scanned element (None for unknown or misplaced tags)."""
    return _declaration(tuple(node.path)) if node.tag else None


def group_around(node: Node) -> str | None:
    """Content group of the element (`top`, `field`, `action`, `regelwerk`), from its parent."""
    return group_of(node.path[:-1]) if node.parent is not None else None


def children_of(node: Node) -> list[El]:
    """Declarations of the tags allowed inside an element, in the recommended order."""
    if not node.tag:
        return [SPIEL]
    decl = decl_of(node)
    if decl is None or decl.group is None:
        return []
    return list(GROUPS[decl.group])


def attr_decl(node: Node, name: str) -> Attr | None:
    """Declaration of one attribute of a scanned element."""
    decl = decl_of(node)
    return attribute(decl, name) if decl is not None else None


def value_type(node: Node, attr: str | None) -> str | None:
    """Simple type of an attribute value, or of the element's text when attr is None."""
    if attr is not None:
        found = attr_decl(node, attr)
        return found.type if found is not None else None
    decl = decl_of(node)
    return decl.simple if decl is not None else None


def values_of(type_name: str | None) -> tuple[str, ...]:
    """Enumerated values of a type (also through unions), empty for free text."""
    return known_values(type_name) if type_name else ()


def type_doc(type_name: str | None, language: str) -> str:
    """Documentation of a simple type in a language."""
    found = TYPES_BY_NAME.get(type_name or "")
    if found is None:
        return ""
    return found.de if language == "de" else found.en


def ref_kind(node: Node, attr: str | None) -> str | None:
    """What kind of id a value names: field, fieldref, template, variant, action or None."""
    tag, group = node.tag, group_around(node)
    parent = node.parent.tag if node.parent is not None else ""
    if attr is None:
        if group == "field" and tag in _FIELD_TEXT:
            return "field"
        if group != "action":
            return None
        if tag in ("erfolg", "misserfolg"):
            return "action"
        if tag == "lege" or (tag == "aenderung" and node.get("opt") == "tausch"):
            return "fieldref"
        if tag == "setze" and node.get("id") in ("quelle", "ziel"):
            return "fieldref"
        if tag == "bedingung" and node.get("tag") in ("legbar", "id"):
            return "fieldref"
        return None
    if group == "field" and (tag, attr) in _FIELD_ATTRS:
        return "field"
    if group == "action" and attr in _ACTION_ATTRS.get(tag, ()):
        return "field" if tag == "meldung" else "fieldref"
    if group == "top" and tag in ("feld", "vorlage") and attr == "typ":
        return "template"
    if tag == "regel" and attr == "id" and parent != "regelwerk":
        return "variant"
    return None


def definition_kind(node: Node, attr: str) -> str | None:
    """The kind of id an `id` attribute defines here: field, template, variant or action."""
    if attr != "id":
        return None
    group = group_around(node)
    if group == "top" and node.tag == "feld":
        return "field"
    if group == "top" and node.tag == "vorlage":
        return "template"
    if group == "top" and node.tag in ACTION_KINDS:
        return "action"
    if group == "regelwerk" and node.tag == "regel":
        return "variant"
    return None


def find_child(parent: Node, tag: str) -> El | None:
    """Declaration of a child tag in the parent's content group."""
    decl = decl_of(parent) if parent.tag else None
    if not parent.tag:
        return SPIEL if tag == "spiel" else None
    return find(decl.group, tag) if decl is not None and decl.group else None
