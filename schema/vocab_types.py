"""Named simple types of the PatFinder vocabulary: enumerations, number ranges and patterns."""

from __future__ import annotations

from functools import cache

from schema.vocab_basetypes import VALUE_TYPES
from schema.vocab_basetypes import SimpleType as SimpleType
from schema.vocab_tagtypes import TAG_TYPES

TYPES: tuple[SimpleType, ...] = VALUE_TYPES + TAG_TYPES
"""Every type, in the order the XSD lists them."""

TYPES_BY_NAME = {t.name: t for t in TYPES}


@cache
def enumeration(name: str) -> tuple[str, ...]:
    """Known values of a named type, following unions to their enumerated members."""
    t = TYPES_BY_NAME.get(name)
    if t is None:
        return ()
    if t.enum:
        return t.enum
    values: list[str] = []
    for member in t.union:
        values.extend(enumeration(member))
    return tuple(values)


@cache
def is_open(name: str) -> bool:
    """True for open lists: unions that end in the catch-all wordType or idType."""
    t = TYPES_BY_NAME.get(name)
    return t is not None and bool(t.union) and t.union[-1] in ("wordType",)
