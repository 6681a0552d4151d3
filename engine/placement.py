"""Why a card or run may (not) be put on a field: refusals with the author's words as data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import RANK_NAMES, Card
from engine.control import locked
from engine.messages import Phrase, Refusal, phrase, refusal
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


_FARBE_KNOWN = ("gleich", "ungleich", "wechsel")
_WERT_KNOWN = ("gleich", "auf", "ab", "aufab", "x2")


def _farbe_words(farbe: str) -> Phrase:
    """What a folgefarbe value asks for, for refusal messages."""
    return phrase(f"folgefarbe.{farbe if farbe in _FARBE_KNOWN else 'unknown'}")


def _wert_words(wert: str) -> Phrase:
    """What a folgewert value asks for, for refusal messages."""
    if wert in _WERT_KNOWN:
        return phrase(f"folgewert.{wert}")
    if wert.startswith("auf") and wert[3:].isdigit():
        return phrase("folgewert.up", steps=wert[3:])
    if wert.startswith("ab") and wert[2:].isdigit():
        return phrase("folgewert.down", steps=wert[2:])
    return phrase("folgewert.unknown")


def _mismatch(rule: str, card: Card, top: Card, value: str) -> Refusal:
    """`CARD cannot go on TOP: RULE VALUE needs ...` for folgefarbe and folgewert."""
    words = _farbe_words(value) if rule == "folgefarbe" else _wert_words(value)
    return refusal(rule, card=str(card), top=str(top), why=words, **{rule: value})


def on_top_reason(state: State, run: list[int], dst: int) -> Refusal | None:
    """Why the run may not go on top of dst by the building rules (None = it may)."""
    f = state.fields[dst]
    p = f.props
    pile = f.cards
    first = run[0]
    name = _name(state, dst)
    if not pile:
        if p.folgestart is None:
            return refusal("no-folgestart", field=name)
        if not spec_mask(p.folgestart) & entry_mask(state, first):
            return refusal(
                "folgestart", card=_card(state, first), field=name, folgestart=str(p.folgestart)
            )
    elif pile[-1] < 0:
        if p.blindstart is None:
            return refusal("no-blindstart", field=name)
        if not spec_mask(p.blindstart) & entry_mask(state, first):
            return refusal(
                "blindstart", card=_card(state, first), field=name, blindstart=str(p.blindstart)
            )
    else:
        top = pile[-1]
        top_card = state.card(top)
        if not start_ok(state, dst):
            return refusal(
                "start-broken",
                field=name,
                card=_card(state, pile[0]),
                folgestart=str(p.folgestart),
                bedingung=str(p.folgestart_bedingung),
            )
        if p.folgeende is not None and not top_card.joker and top_card.rank == p.folgeende:
            return refusal("folgeende", top=str(top_card), field=name, rank=_rank(p.folgeende))
        first_card = state.card(first)
        if not (top_card.joker or first_card.joker):
            sa, sb = state.suit[top], state.suit[first]
            if not suit_ok(p.folgefarbe, sa, sb):
                return _mismatch("folgefarbe", first_card, top_card, p.folgefarbe)
            if not value_ok(p.folgewert, state.value[top], state.value[first], p.folgeende is None):
                if value_ok(p.folgewert, state.value[top], state.value[first]):
                    return refusal(
                        "no-wrap", card=str(first_card), top=str(top_card), rank=_rank(p.folgeende)
                    )
                return _mismatch("folgewert", first_card, top_card, p.folgewert)
    if any(state.joker[v if v >= 0 else ~v] for v in run) or (
        pile and pile[-1] >= 0 and state.joker[pile[-1]]
    ):
        return _joker_reason(state, run, dst)
    return None


def _joker_reason(state: State, run: list[int], dst: int) -> Refusal | None:
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
    return refusal("joker-no-value", field=_name(state, dst))


def _under_reason(state: State, run: list[int], dst: int) -> Refusal | None:
    """Why the run may not be slid under dst's pile (`einschub hinten`)."""
    pile = state.fields[dst].cards
    if not pile:
        return on_top_reason(state, run, dst)
    p = state.fields[dst].props
    table = succ_masks(p.folgefarbe, p.folgewert, p.folgeende is None)
    below, above = run[-1], pile[0]
    if successors(entry_mask(state, below), table, end_value(p)) & entry_mask(state, above):
        return None
    return refusal(
        "slide-under",
        below=_card(state, below),
        above=_card(state, above),
        field=_name(state, dst),
        folgefarbe=p.folgefarbe,
        folgewert=p.folgewert,
    )


def building_reason(state: State, run: list[int], dst: int) -> Refusal | None:
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
) -> Refusal | None:
    """Why the run may not be put on dst (None = it may); `manual` adds max and locks;
    `player=False` (actions) may also use fields hidden from the player."""
    f = state.fields[dst]
    p = f.props
    name = _name(state, dst)
    run = [v if v >= 0 else ~v for v in run]  # the faces of the moving cards do not matter
    if f.hidden and player:
        return refusal("field-hidden", field=name)
    if manual:
        if p.max is None:
            return refusal("pile-takes-no-cards", field=name)
        if len(f.cards) + len(run) > p.max:
            return refusal("pile-full", field=name, max=p.max)
    if p.verdeckt:
        return refusal("put-verdeckt", field=name)
    if manual:
        lock = locked(state, dst, "legen")
        if lock is not None:
            return lock
    return building_reason(state, run, dst)
