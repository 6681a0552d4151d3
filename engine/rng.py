"""The engine's own PRNG and shuffle: the same seed deals the same cards everywhere."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_INC = 1442695040888963407


class Random:
    """PCG32 (XSH RR): small, fast, fully specified, independent of Python's `random`."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = 0
        self._next()
        self._state = (self._state + (seed & _MASK64)) & _MASK64
        self._next()

    def _next(self) -> int:
        old = self._state
        self._state = (old * _MULT + _INC) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def next_u32(self) -> int:
        """Next 32-bit output."""
        return self._next()

    def below(self, bound: int) -> int:
        """Uniform integer in [0, bound) without modulo bias (Lemire's method)."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        threshold = (-bound % (1 << 32)) % bound
        while True:
            r = self._next()
            m = r * bound
            if (m & 0xFFFFFFFF) >= threshold:
                return m >> 32

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place, from the last position down."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        """One element chosen uniformly."""
        return items[self.below(len(items))]

    def getstate(self) -> int:
        """Opaque state, for snapshots."""
        return self._state

    def setstate(self, state: int) -> None:
        """Restore a state from `getstate`."""
        self._state = state
