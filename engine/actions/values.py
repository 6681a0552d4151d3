"""Small helpers shared by handlers: relations, card positions, card values, sequences."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import RANK_NAMES

if TYPE_CHECKING:
    from engine import rules
    from engine.state import State
else:  # imported by the first step that runs (engine/actions/lazy.py)
    from engine.actions.lazy import play_module

    rules = play_module("engine.rules", globals(), "rules")

RANK_ORDER = tuple(range(2, 15))
"""Ranks 2..A in comparison order (2 lowest, A highest)."""
CYCLE = tuple(range(1, 14))
"""Cycle values A=1..K=13 used by sums and differences."""


def rel_text(rel: str | None) -> str:
    """Operator text for trace lines."""
    return {
        None: "=",
        "gleich": "=",
        "kleiner": "<",
        "kleinergleich": "<=",
        "groesser": ">",
        "groessergleich": ">=",
        "ungleich": "!=",
    }.get(rel, "?")


def parse_int(text: str | None) -> int | None:
    """Whole number or None."""
    if text is None:
        return None
    try:
        return int(text.strip())
    except ValueError:
        return None


def at_position(entries: list[int] | tuple[int, ...], pos: int) -> int | None:
    """Entry at a format position: positive from the bottom (1 = bottom), negative from the top."""
    n = len(entries)
    if pos > 0:
        return entries[pos - 1] if pos <= n else None
    if pos < 0:
        return entries[n + pos] if -pos <= n else None
    return None


def card_text(state: State, entry: int | None) -> str:
    """`Herz D`, `(Pik 7)` for a face-down card, `-` for none."""
    if entry is None:
        return "-"
    text = str(state.card(entry))
    return text if entry >= 0 else f"({text})"


def rank_name(rank: int | None) -> str:
    """`D`, `10`, or empty."""
    return RANK_NAMES.get(rank, "") if rank is not None else ""


def follows_all(
    state: State,
    entries: list[int] | tuple[int, ...],
    table: tuple[int, ...] | None,
    end_value: int | None = None,
) -> bool:
    """Does each entry follow the one below it (jokers take any consistent value)?

    `table` None means "any face-up cards" (`folge="offen"`).
    """
    if not entries:
        return False
    if table is None:
        return all(v >= 0 for v in entries)
    mask = rules.entry_mask(state, entries[0])
    for v in entries[1:]:
        mask = rules.successors(mask, table, end_value) & rules.entry_mask(state, v)
        if not mask:
            return False
    return True


def next_value(wert: str, value: int) -> int | None:
    """Cycle value that may follow `value` under a `folgewert` (None when not one value)."""
    if wert == "gleich":
        return value
    if wert == "auf":
        return value % 13 + 1
    if wert == "ab":
        return (value - 2) % 13 + 1
    if wert == "x2":
        return None if value == 13 else (2 * value - 1) % 13 + 1
    if len(wert) == 4 and wert.startswith("auf") and wert[3].isdigit():
        return (value - 1 + int(wert[3])) % 13 + 1
    if len(wert) == 3 and wert.startswith("ab") and wert[2].isdigit():
        return (value - 1 - int(wert[2])) % 13 + 1
    return None
