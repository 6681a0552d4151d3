"""The `beziehung` words of the format and the comparison each one names."""

from __future__ import annotations

RELATIONS = ("kleiner", "kleinergleich", "groesser", "groessergleich", "ungleich", "gleich")


def relate(rel: str | None, a: int, b: int) -> bool:
    """`a REL b` for a `beziehung`/`wert` word (None and `gleich` mean equality)."""
    if rel is None or rel == "gleich":
        return a == b
    if rel == "kleiner":
        return a < b
    if rel == "kleinergleich":
        return a <= b
    if rel == "groesser":
        return a > b
    if rel == "groessergleich":
        return a >= b
    if rel == "ungleich":
        return a != b
    return False
