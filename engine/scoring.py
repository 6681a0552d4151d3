"""Score (`punkte`, `punktestart`) and the game's end as an `Outcome` record."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine import rules

if TYPE_CHECKING:
    from engine.state import State


class Termination(enum.Enum):
    """Why a game ended."""

    PUNKTEMAX = "punktemax"
    """The score reached `punktemax`."""
    NO_MOVES = "no_moves"
    """No legal move remains."""
    GIVEN_UP = "given_up"
    """The player gave up (or restarted)."""
    SPIELENDE = "spielende"
    """An action ended the game (`spielende sieg|verlust`)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the reason, whether it was won, and the final score (never below 0)."""

    termination: Termination
    won: bool
    score: int

    @property
    def status(self) -> str:
        """`won` or `lost`, as the state JSON writes it."""
        return "won" if self.won else "lost"


def field_points(state: State, i: int) -> int:
    """Points field i contributes now, summed over its `punkte` tags."""
    f = state.fields[i]
    n = len(f.cards)
    total = 0
    for d in f.defn.punkte:
        cond = d.bedingung
        if cond is None:
            total += d.points * n
        elif cond == "leer":
            total += d.points if n == 0 else 0
        elif cond == "belegt":
            total += d.points if n > 0 else 0
        elif cond == "voll":
            m = f.props.max
            total += d.points if m is not None and n >= m else 0
        elif cond == "folge":
            total += d.points * rules.sequence_length(state, i)
    return total


def score(state: State) -> int:
    """`punktestart` + every field's points + points added by actions (may be negative)."""
    total = state.definition.punktestart + state.score_bonus
    for i in state.punkte_fields:
        total += field_points(state, i)
    return total


def cached_score(state: State) -> int:
    """`score`, with each field's points cached per field version (for the win check and
    playouts)."""
    total = state.definition.punktestart + state.score_bonus
    fields = state.fields
    for i in state.punkte_fields:
        f = fields[i]
        if f.points_ver != f.version:
            f.points = field_points(state, i)
            f.points_ver = f.version
        total += f.points
    return total


def reached_max(state: State) -> bool:
    """Has the score reached `punktemax` (never without one)?"""
    target = state.definition.punktemax
    return target is not None and score(state) >= target
