"""Right-click auto moves and the auto-run key, driven by the targets' `auto` tags."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import TYPE_CHECKING

from engine import rules
from engine.cards import CardSpec, CardSpecError
from engine.moves import Move, drag_reason

if TYPE_CHECKING:
    from engine.state import State

_COLOUR = ("farbe", "anderefarbe", "farbwechsel")
_VALUE = {"wert": "gleich", "wertauf": "auf", "wertab": "ab", "wertaufab": "aufab"}


@lru_cache(maxsize=256)
def _spec(text: str) -> CardSpec | None:
    try:
        return CardSpec.parse(text)
    except CardSpecError:
        return None


def condition_holds(state: State, dst: int, v: int, cond: str) -> bool:
    """Does one `auto` condition of field dst accept pile entry v?"""
    if cond in ("ja", "ende"):
        return True
    pile = state.fields[dst].cards
    if cond == "leer":
        return not pile
    if cond == "belegt":
        return bool(pile)
    if cond in _COLOUR or cond in _VALUE or cond.startswith("wertauf"):
        if not pile:
            return False
        top = pile[-1]
        if cond in _COLOUR:
            return rules.follows(state, top, v, cond, "frei")
        wert = _VALUE.get(cond) or "auf" + cond[len("wertauf") :]
        return rules.follows(state, top, v, "frei", wert)
    spec = _spec(cond)
    if spec is None:
        return False
    return spec.resolve(state.random_suit, state.random_rank).matches(state.card(v))


def auto_targets(state: State, src: int, n: int = 1) -> Iterator[int]:
    """Fields whose `auto` conditions (tried round by round) take the top n cards of src, in order."""
    fields = state.fields
    if not fields[src].cards or n > len(fields[src].cards):
        return
    v = fields[src].cards[-n]
    autos = [(f.index, f.props.auto) for f in fields if f.props.auto and f.index != src]
    rounds = max((len(a) for _, a in autos), default=0)
    seen: set[int] = set()
    for k in range(rounds):
        for j, conds in autos:
            if j in seen or k >= len(conds):
                continue
            if condition_holds(state, j, v, conds[k]) and drag_reason(state, src, j, n) is None:
                seen.add(j)
                yield j


def auto_target(state: State, src: int, n: int = 1) -> int | None:
    """First field whose `auto` conditions take the top n cards of src (None: no field does)."""
    return next(auto_targets(state, src, n), None)


def auto_run_step(state: State, moved: set[int]) -> Move | None:
    """The next move of the auto-run: a top card from a field without `auto ende` to an auto field.

    `moved` holds the cards already moved in this run; each card moves at most once, which
    keeps two `auto ja` fields from passing a card back and forth forever.
    """
    for f in state.fields:
        if "ende" in f.props.auto or not f.cards or f.cards[-1] < 0:
            continue
        if f.cards[-1] in moved:
            continue
        j = auto_target(state, f.index, 1)
        if j is not None:
            return Move.drag(f.index, j, 1)
    return None
