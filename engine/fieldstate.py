"""One field at runtime (`FieldState`), pile entries, and the version counter of changes.

Piles are lists of ints, bottom to top. A value `v >= 0` is a face-up card with index `v`
into `State.cards`; a face-down card is stored as `~index` (always negative).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from engine.definition import FieldDef
from engine.props import FieldProps

if TYPE_CHECKING:
    from engine.caches import DstEntry, SrcEntry, Tables

VERSIONS = itertools.count(1)
"""The one version counter: every change of a field takes the next number (see `State.stamp`)."""


def version_mark() -> int:
    """A fresh version number: a field whose version is higher has changed since."""
    return next(VERSIONS)


def card_index(value: int) -> int:
    """Index into `State.cards` of a pile entry (face-up or face-down)."""
    return value if value >= 0 else ~value


def is_face_up(value: int) -> bool:
    """True when a pile entry lies face up."""
    return value >= 0


def with_face(value: int, up: bool) -> int:
    """The pile entry for the same card lying face up (`up`) or face down."""
    idx = value if value >= 0 else ~value
    return idx if up else ~idx


class FieldState:
    """One field at runtime: its definition, its pile and its current properties."""

    __slots__ = (
        "index",
        "defn",
        "cards",
        "props",
        "version",
        "offtable",
        "acc_ver",
        "acc_mask",
        "pick_ver",
        "pick_n",
        "entry_memo",
        "memo_props",
        "tables",
        "points_ver",
        "points",
    )

    def __init__(self, defn: FieldDef, props: FieldProps) -> None:
        self.index = defn.index
        self.defn = defn
        self.offtable = defn.x < 0 or defn.y < 0
        self.cards: list[int] = []
        self.props = props
        self.version = next(VERSIONS)
        # Caches of engine.rules (valid while `version` matches) and of engine.moves
        # (`entry_memo`: keyed by pile content, for the props object `memo_props`).
        self.acc_ver = -1
        self.acc_mask = 0
        self.pick_ver = -1
        self.pick_n = 0
        self.entry_memo: dict[tuple[int, ...], tuple[DstEntry | None, SrcEntry | None]] = {}
        self.memo_props: FieldProps | None = None
        self.tables: Tables | None = None
        """Rule data of `props` (engine.rules.tables), rebuilt when props are replaced."""
        self.points_ver = -1
        self.points = 0

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def hidden(self) -> bool:
        """Off the table (negative coordinates or `sichtbar 0`): no play to or from it."""
        return self.offtable or self.props.sichtbar == 0
