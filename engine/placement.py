"""Why a card or run may (not) be put on a field: refusal reasons in the author's words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import RANK_NAMES
from engine.control import locked
from engine.rules import (
    end_value,
    entry_mask,
    spec_mask,
    start_ok,
    succ_masks,
    successors,
    suit_ok,
    top_states,
    value_ok,
)

if TYPE_CHECKING:
    from engine.state import State


def _name(state: State, i: int) -> str:
    return state.definition.field_name(i)


def _card(state: State, v: int) -> str:
    return str(state.card(v))


def _rank(rank: int | None) -> str:
    return RANK_NAMES.get(rank or 0, "?")


_FARBE_WORDS = {
    "gleich": "needs the same suit",
    "ungleich": "needs a different suit",
    "wechsel": "needs red and black to alternate",
}
_WERT_WORDS = {
    "gleich": "needs the same value",
    "auf": "needs the next higher value",
    "ab": "needs the next lower value",
    "aufab": "needs the next higher or lower value",
    "x2": "needs the doubled value (A-2-4-8-3-6-D-B-9-5-10-7)",
}


def _wert_words(wert: str) -> str:
    """Explain a folgewert value for refusal messages."""
    if wert in _WERT_WORDS:
        return _WERT_WORDS[wert]
    if wert.startswith("auf") and wert[3:].isdigit():
        return f"needs the value {wert[3:]} steps higher"
    if wert.startswith("ab") and wert[2:].isdigit():
        return f"needs the value {wert[2:]} steps lower"
    return "is not a known value sequence"


def on_top_reason(state: State, run: list[int], dst: int) -> str | None:
    """Why the run may not go on top of dst by the building rules (None = it may)."""
    f = state.fields[dst]
    p = f.props
    pile = f.cards
    first = run[0]
    name = _name(state, dst)
    if not pile:
        if p.folgestart is None:
            return f"no card can start {name}: it has no folgestart"
        if not spec_mask(p.folgestart) & entry_mask(state, first):
            return f"{_card(state, first)} cannot start {name}: folgestart is {p.folgestart}"
    elif pile[-1] < 0:
        if p.blindstart is None:
            return f"the top card of {name} lies face down and it has no blindstart"
        if not spec_mask(p.blindstart) & entry_mask(state, first):
            return f"{_card(state, first)} cannot go on the face-down card of {name}: blindstart is {p.blindstart}"
    else:
        top = pile[-1]
        top_card = state.card(top)
        if not start_ok(state, dst):
            return (
                f"{name} began with {_card(state, pile[0])}, which does not match folgestart "
                f"{p.folgestart} (bedingung {p.folgestart_bedingung}): nothing more may go on it"
            )
        if p.folgeende is not None and not top_card.joker and top_card.rank == p.folgeende:
            return f"nothing may go on {top_card} on {name}: folgeende is {_rank(p.folgeende)}"
        first_card = state.card(first)
        if not (top_card.joker or first_card.joker):
            sa, sb = state.suit[top], state.suit[first]
            if not suit_ok(p.folgefarbe, sa, sb):
                words = _FARBE_WORDS.get(p.folgefarbe, "is unknown")
                return f"{first_card} cannot go on {top_card}: folgefarbe {p.folgefarbe} {words}"
            if not value_ok(p.folgewert, state.value[top], state.value[first], p.folgeende is None):
                if value_ok(p.folgewert, state.value[top], state.value[first]):
                    return (
                        f"{first_card} cannot go on {top_card}: with folgeende "
                        f"{_rank(p.folgeende)} building does not wrap between K and A"
                    )
                words = _wert_words(p.folgewert)
                return f"{first_card} cannot go on {top_card}: folgewert {p.folgewert} {words}"
    if any(state.joker[v if v >= 0 else ~v] for v in run) or (
        pile and pile[-1] >= 0 and state.joker[pile[-1]]
    ):
        return _joker_reason(state, run, dst)
    return None


def _joker_reason(state: State, run: list[int], dst: int) -> str | None:
    """Check a run containing jokers by propagating possible states along the sequence."""
    p = state.fields[dst].props
    table = succ_masks(p.folgefarbe, p.folgewert, p.folgeende is None)
    end = end_value(p)
    pile = state.fields[dst].cards
    if not pile:
        mask = spec_mask(p.folgestart) & entry_mask(state, run[0])
    elif pile[-1] < 0:
        mask = spec_mask(p.blindstart) & entry_mask(state, run[0])
    else:
        mask = successors(top_states(state, dst), table, end) & entry_mask(state, run[0])
    for v in run[1:]:
        if not mask:
            break
        mask = successors(mask, table, end) & entry_mask(state, v)
    if mask:
        return None
    return f"no value for the joker keeps the sequence on {_name(state, dst)} consistent"


def _under_reason(state: State, run: list[int], dst: int) -> str | None:
    """Why the run may not be slid under dst's pile (`einschub hinten`)."""
    pile = state.fields[dst].cards
    if not pile:
        return on_top_reason(state, run, dst)
    p = state.fields[dst].props
    table = succ_masks(p.folgefarbe, p.folgewert, p.folgeende is None)
    below, above = run[-1], pile[0]
    if successors(entry_mask(state, below), table, end_value(p)) & entry_mask(state, above):
        return None
    return (
        f"{_card(state, below)} cannot be slid under {_card(state, above)} on "
        f"{_name(state, dst)}: folgefarbe {p.folgefarbe} / folgewert {p.folgewert}"
    )


def building_reason(state: State, run: list[int], dst: int) -> str | None:
    """Why the run may not go on dst by `einschub`, `folgestart`, `folge*` (None = it may)."""
    mode = state.fields[dst].props.einschub
    if mode == "hinten":
        return _under_reason(state, run, dst)
    reason = on_top_reason(state, run, dst)
    if reason is not None and mode == "aussen":
        return None if _under_reason(state, run, dst) is None else reason
    return reason


def placement_reason(
    state: State, run: list[int], dst: int, *, manual: bool = True, player: bool = True
) -> str | None:
    """Why the run may not be put on dst (None = it may); `manual` adds max and locks;
    `player=False` (actions) may also use fields hidden from the player."""
    f = state.fields[dst]
    p = f.props
    name = _name(state, dst)
    run = [v if v >= 0 else ~v for v in run]  # the faces of the moving cards do not matter
    if f.hidden and player:
        return f"{name} is not in play (hidden)"
    if manual:
        if p.max is None:
            return f"{name} takes no cards by hand: it has no max"
        if len(f.cards) + len(run) > p.max:
            return f"{name} is full: max is {p.max}"
    if p.verdeckt:
        return f"{name} shows its cards face down (sicht verdeckt): nothing can be put on it"
    if manual:
        lock = locked(state, dst, "legen")
        if lock is not None:
            return lock
    return building_reason(state, run, dst)
