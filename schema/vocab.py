"""The whole vocabulary in one place: content groups, element and attribute tables, lookups."""

from __future__ import annotations

from schema.vocab_action import ACTION_CONTENT
from schema.vocab_field import FIELD_CONTENT
from schema.vocab_top import REGELWERK_CONTENT, SPIEL, TOP_CONTENT, Attr, El
from schema.vocab_types import TYPES_BY_NAME, enumeration, is_open

GROUPS: dict[str, tuple[El, ...]] = {
    "top": TOP_CONTENT,
    "field": FIELD_CONTENT,
    "action": ACTION_CONTENT,
    "regelwerk": REGELWERK_CONTENT,
}
"""Content groups by name; an element's `group` names the group its children come from."""

ALL_TAGS = frozenset(el.name for group in GROUPS.values() for el in group) | {"spiel"}


def group_of(element_path: list[str]) -> str | None:
    """Content group that the children of the element at this tag path come from."""
    group: str | None = "root"
    for tag in element_path:
        if group == "root":
            group = SPIEL.group if tag == "spiel" else None
            continue
        if group is None:
            return None
        el = find(group, tag)
        group = el.group if el is not None else None
    return None if group == "root" else group


_BY_NAME = {name: {el.name: el for el in els} for name, els in GROUPS.items()}


def find(group: str, tag: str) -> El | None:
    """Declaration of a child tag within a content group."""
    return _BY_NAME.get(group, {}).get(tag)


def attribute(el: El, name: str) -> Attr | None:
    """Attribute declaration of an element, by name."""
    for attr in el.attrs:
        if attr.name == name:
            return attr
    return None


def groups_with(tag: str) -> list[str]:
    """Names of the content groups in which a tag is allowed."""
    return [name for name, els in GROUPS.items() if any(el.name == tag for el in els)]


def known_values(type_name: str) -> tuple[str, ...]:
    """Enumerated values of a type (empty for patterns and free text)."""
    return enumeration(type_name)


def declaration(tag_path: list[str]) -> El | None:
    """Declaration of the element at a tag path such as ["spiel", "feld", "ziel"]."""
    if not tag_path or tag_path[0] != "spiel":
        return None
    decl: El | None = SPIEL
    for tag in tag_path[1:]:
        if decl is None or decl.group is None:
            return None
        decl = find(decl.group, tag)
    return decl


def help_for(tag_path: list[str], attr: str | None = None, lang: str = "en") -> str | None:
    """The help text (English or German) of an element or one of its attributes."""
    decl = declaration(tag_path)
    if decl is None:
        return None
    item: El | Attr | None = decl if attr is None else attribute(decl, attr)
    if item is None:
        return None
    return item.de if lang == "de" else item.en


__all__ = [
    "declaration",
    "help_for",
    "GROUPS",
    "SPIEL",
    "ALL_TAGS",
    "El",
    "Attr",
    "TYPES_BY_NAME",
    "group_of",
    "find",
    "attribute",
    "groups_with",
    "known_values",
    "is_open",
]
