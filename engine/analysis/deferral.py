"""Moves off the foundations, tried late: a position hands them to a stand-in child.

In our files a foundation's top card may be dragged back like any pile's, so every position
has such moves; they are rarely useful, yet each costs a full evaluation (the foundations
change). As in `OpenSearcher`, a position offers them through a stand-in child: the same
position under another key, looking `COST` worse, whose expansion makes exactly those moves.
A complete search still makes every move, only later.
"""

from __future__ import annotations

from engine.analysis.compact import CMove, Pos

_HALF = 1 << 63
_FULL = (1 << 64) - 1
OFFSET = 0x2545F4914F6CDD1D
"""Added to a position's key to make its stand-in's key."""
COST = 400
"""How much worse than its position a stand-in looks."""

Node = tuple[Pos, tuple[CMove, ...], int, int, bool]


class HomeDeferral:
    """Splits a position's steps into the ordinary ones and those that take a card off a
    foundation onto another kind of field (`split`)."""

    def __init__(self, autos: frozenset[int]) -> None:
        self.autos = autos
        self.standins: dict[int, tuple[int, int]] = {}
        """Stand-in key -> (key, value) of the position it stands for."""

    def _off(self, step: tuple[CMove, ...]) -> bool:
        src, dst, _ = step[0]
        return len(step) == 1 and dst >= 0 and src in self.autos and dst not in self.autos

    def split(
        self, pos: Pos, h: int, v: int, steps: list[tuple[CMove, ...]]
    ) -> tuple[list[tuple[CMove, ...]], int, int, Node | None]:
        """(the steps to make now, the position's real key and value, a stand-in child or
        None). Expanding a stand-in makes only the deferred steps."""
        real = self.standins.get(h)
        if real is not None:
            return [s for s in steps if self._off(s)], real[0], real[1], None
        now = [s for s in steps if not self._off(s)]
        if len(now) == len(steps):
            return steps, h, v, None
        # signed 64-bit, as search keys are; not `stockmacros.wrap`, whose compiled i64
        # parameter refuses the sum before wrapping it
        key = ((h + OFFSET + _HALF) & _FULL) - _HALF
        if len(self.standins) > 2_000_000:
            self.standins.clear()
        self.standins[key] = (h, v)
        return now, h, v, (pos, (), key, v - COST, False)
