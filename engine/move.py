"""The `Move` value: a drag or a click, printed as a replay-script line."""

from __future__ import annotations

from engine.fastdc import dataclass

BUTTONS = ("left", "right", "middle")


@dataclass(frozen=True, slots=True)
class Move:
    """A player move: drag the top `n` cards of `src` onto `dst`, or click (`dst` is None).

    For a click, `src` is the clicked field and `n` the clicked card counted from the top.
    Field indices are 0-based; `str()` gives the replay-script line with `#K` names.
    """

    src: int
    dst: int | None = None
    n: int = 1
    button: str = "left"

    @classmethod
    def drag(cls, src: int, dst: int, n: int = 1) -> Move:
        """Drag the top n cards of src onto dst."""
        return cls(src, dst, n)

    @classmethod
    def click(cls, field: int, n: int = 1, button: str = "left") -> Move:
        """Click the n-th card from the top of a field with a mouse button."""
        return cls(field, None, n, button)

    @property
    def is_click(self) -> bool:
        """True for clicks, False for drags."""
        return self.dst is None

    def __repr__(self) -> str:
        if self.dst is None:
            return f"Move.click({self.src}, {self.n}, {self.button!r})"
        return f"Move.drag({self.src}, {self.dst}, {self.n})"

    def __str__(self) -> str:
        if self.dst is None:
            verb = {"left": "click", "right": "rclick", "middle": "mclick"}.get(
                self.button, "click"
            )
            return f"{verb} #{self.src + 1}" + (f" {self.n}" if self.n != 1 else "")
        return f"move #{self.src + 1} #{self.dst + 1}" + (f" {self.n}" if self.n != 1 else "")


_MOVE_CACHE: dict[tuple[int, int, int], Move] = {}


def drag_move(src: int, dst: int, n: int) -> Move:
    """Shared Move objects for generation (avoids an allocation per generated move)."""
    key = (src, dst, n)
    m = _MOVE_CACHE.get(key)
    if m is None:
        m = _MOVE_CACHE[key] = Move(src, dst, n)
    return m
