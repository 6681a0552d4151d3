"""Change notices and undo logs shared by the document core and its views."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field

from lxml import etree


class ChangeKind(enum.StrEnum):
    """What kind of change a notice reports."""

    ATTRIBUTE = "attribute"
    TEXT = "text"
    ADDED = "added"
    REMOVED = "removed"
    MOVED = "moved"
    REPLACED = "replaced"


@dataclass(frozen=True, slots=True)
class Change:
    """One change notice: what changed, where, and which panel caused it."""

    kind: ChangeKind
    element: etree._Element | None = None
    parent: etree._Element | None = None
    index: int = -1
    name: str | None = None
    origin: object = None


@dataclass(slots=True)
class Step:
    """One primitive edit in an undo log: how to take it back and what it changed."""

    undo: Callable[[], None]
    forward: Change
    inverse: Change


@dataclass(slots=True)
class EditLog:
    """The primitive steps one command made."""

    steps: list[Step] = field(default_factory=list)


class ConsistencyError(RuntimeError):
    """The source text and the tree no longer describe the same document."""
