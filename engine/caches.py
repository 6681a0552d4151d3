"""Cache records that engine.rules and engine.moves keep on State and FieldState.

They are plain data here, below the state, so the state can hold them without importing the
rule modules that fill them in.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.move import Move

if TYPE_CHECKING:
    from engine.props import FieldProps


class Tables:
    """Rule data derived from one field's properties (engine.rules.build_tables makes it)."""

    __slots__ = (
        "props",
        "succ",
        "end",
        "end_mask",
        "start_mask",
        "blind_mask",
        "start_check",
        "einzeln",
        "pick",
    )

    def __init__(
        self,
        *,
        props: FieldProps,
        succ: tuple[int, ...],
        end: int | None,
        end_mask: int,
        start_mask: int,
        blind_mask: int,
        start_check: bool,
        einzeln: bool,
        pick: tuple[int, ...] | None,
    ) -> None:
        self.props = props
        """The props object these were worked out from (rebuilt when it is replaced)."""
        self.succ = succ
        self.end = end
        self.end_mask = end_mask
        self.start_mask = start_mask
        self.blind_mask = blind_mask
        self.start_check = start_check
        """Can `start_ok` be False at all?"""
        self.einzeln = einzeln
        self.pick = pick


DstEntry = tuple[int, int, int, bool, tuple[int, ...]]
"""A drop target: (field index, room left, accepted states, needs full checks, the accepted
states one bit each)."""
SrcEntry = tuple[
    int,
    int,
    int,
    dict[int, tuple[int, ...]],
    bool,
    bool,
    dict[int, tuple[DstEntry, tuple[Move, ...]]],
]
"""A drag source: (field index, pick limit, run-bottom states, state bit -> run lengths,
needs a sperre check, needs full checks, drags found per target entry)."""


class DragIndex:
    """Every field's drag-source and drop-target entry, and the fields whose (fast) target
    entry accepts each state, kept up to date by `legal_drags` from `State.dirty`."""

    __slots__ = ("fields", "reg", "srcs", "by_bit", "union", "slow")

    def __init__(self, fields: Sequence[object]) -> None:
        self.fields = fields
        self.reg: list[DstEntry | None] = [None] * len(fields)
        """The target entry filed for each field."""
        self.srcs: list[SrcEntry | None] = [None] * len(fields)
        """The source entry of each field."""
        self.by_bit: dict[int, list[int]] = {}
        """State bit -> fields whose fast entry accepts it, in field order."""
        self.union = 0
        """Every state some fast entry accepts."""
        self.slow = 0
        """Number of slow target entries filed."""

    def update(self, j: int, new: DstEntry | None) -> None:
        """File field j's new target entry in place of its old one."""
        old = self.reg[j]
        self.reg[j] = new
        old_bits: tuple[int, ...] = ()
        new_bits: tuple[int, ...] = ()
        if old is not None:
            if old[3]:
                self.slow -= 1
            old_bits = old[4]
        if new is not None:
            if new[3]:
                self.slow += 1
            new_bits = new[4]
        if old_bits is new_bits:
            return
        by_bit = self.by_bit
        for b in old_bits:
            if b not in new_bits:
                lst = by_bit[b]
                if len(lst) == 1:
                    del by_bit[b]
                    self.union ^= b
                else:
                    lst.remove(j)
        for b in new_bits:
            if b not in old_bits:
                fields = by_bit.get(b)
                if fields is None:
                    by_bit[b] = [j]
                    self.union |= b
                else:
                    bisect.insort(fields, j)
