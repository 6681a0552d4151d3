"""Stock-like behaviour of any field: dealing by `ziel`, refilling from `quelle`, manual flips."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import placement, rules
from engine.messages import Refusal, refusal
from engine.state import STOP_EINSCHUB, STOP_LEER, with_face

if TYPE_CHECKING:
    from engine.definition import ZielDef
    from engine.state import State


def can_refill(state: State, i: int) -> bool:
    """May the empty field i take back the cards of its `quelle` fields now?"""
    f = state.fields[i]
    p = f.props
    if f.cards or not f.defn.quelle or not p.has_wiederholung:
        return False
    if p.wiederholung is not None and p.wiederholung <= 0:
        return False
    return any(state.fields[j].cards for ids in f.defn.quelle for j in state.ids_to_indices(ids))


def _manual_flip(state: State, i: int) -> bool:
    f = state.fields[i]
    return (
        bool(f.cards)
        and f.cards[-1] < 0
        and not f.props.verdeckt
        and f.props.aufdecken in ("manuell", "auto,manuell")
    )


def click_reason(state: State, i: int, n: int = 1) -> Refusal | None:
    """Why a regular left click on field i does nothing (None = it deals, refills or flips)."""
    fields = state.fields
    if not 0 <= i < len(fields):
        return refusal("no-such-field")
    f = fields[i]
    if f.cards and f.defn.ziel and not f.hidden:
        if (f.props.gesperrt or f.defn.sperre) and rules.locked(state, i, "nehmen") is not None:
            return rules.locked(state, i, "nehmen")
        if not _first_target(state, i):
            name = state.definition.field_name(i)
            return refusal("ziel-nowhere", field=name)
        return _click_stop_reason(state, i)
    name = state.definition.field_name(i)
    if f.hidden:
        return refusal("field-hidden", field=name)
    if not f.cards and f.defn.quelle:
        if not f.props.has_wiederholung:
            return refusal("refill-no-wiederholung", field=name)
        if not can_refill(state, i):
            if f.props.wiederholung is not None and f.props.wiederholung <= 0:
                return refusal("refill-used-up", field=name)
            return refusal("refill-quelle-empty", field=name)
        return _click_stop_reason(state, i)
    if _manual_flip(state, i):
        return None
    if f.defn.ziel and not f.cards:
        return refusal("ziel-empty", field=name)
    if f.cards and f.cards[-1] < 0:
        return refusal("click-face-down", field=name, aufdecken=str(f.props.aufdecken))
    return refusal("click-does-nothing", field=name)


def _click_stop_reason(state: State, i: int) -> Refusal | None:
    """Deals and refills are refused while a stop holds, unless they work on one."""
    if not state.stop_fields:
        return None
    held = rules.stopped_fields(state)
    if not held or rules.resolves_stop(state, i, None):
        return None
    for z in state.fields[i].defn.ziel:
        for t in state.ids_to_indices(z.ids):
            if rules.stop_kind(state, t) & STOP_LEER:
                return None
    names = ", ".join(state.definition.field_name(k) for k in held)
    return refusal("stopp-holds", fields=names)


def _first_target(state: State, i: int) -> bool:
    """Would the top card of field i go anywhere if it were dealt now?"""
    v = state.fields[i].cards[-1]
    for z in state.fields[i].defn.ziel:
        for t in state.ids_to_indices(z.ids):
            if _target_for(state, z, t, v) is not None:
                return True
    return False


def folge_holds(state: State, t: int, v: int) -> bool:
    """`bedingung folge`: the top cards of t form a sequence from a start card and v continues it."""
    f = state.fields[t]
    p = f.props
    pile = f.cards
    if not pile:
        return bool(rules.spec_mask(p.folgestart) & rules.entry_mask(state, v))
    if pile[-1] < 0 or placement.building_reason(state, [v], t) is not None:
        return False
    start = rules.spec_mask(p.folgestart)
    k = len(pile) - 1
    while True:
        if start & rules.entry_mask(state, pile[k]):
            return True
        if (
            k == 0
            or pile[k - 1] < 0
            or not rules.follows(state, pile[k - 1], pile[k], p.folgefarbe, p.folgewert)
        ):
            return False
        k -= 1


def _target_for(state: State, z: ZielDef, t: int, v: int) -> int | None:
    """Where entry v goes when `ziel` z serves field t: a `pruefe` field, t, or nowhere."""
    for q in state.ids_to_indices(z.pruefe):
        if placement.placement_reason(state, [v], q) is None:
            return q
    cond = z.bedingung
    if cond is None:
        return t
    n = len(state.fields[t].cards)
    if cond == "leer":
        ok = n == 0
    elif cond == "belegt":
        ok = n > 0
    elif cond == "belegbar":
        ok = n < state.capacity(t)
    elif cond == "erlaubt":
        ok = placement.placement_reason(state, [v], t) is None
    elif cond == "folge":
        ok = folge_holds(state, t, v)
    elif cond == "keinefolge":
        ok = not folge_holds(state, t, v)
    else:
        ok = False
    return t if ok else None


def put(state: State, dst: int, values: list[int], *, under: bool = False) -> None:
    """Place entries on dst (or under its pile) and record the `stopp` events this causes."""
    state.insert(dst, 0 if under else None, values)
    stops = state.stops
    if stops[dst] & STOP_LEER:
        stops[dst] &= ~STOP_LEER
    for d in state.fields[dst].defn.stopp:
        if (
            d.bedingung == "einschub"
            and values
            and not einschub_exempt(state, dst, values, d.value)
        ):
            stops[dst] |= STOP_EINSCHUB


def einschub_exempt(state: State, dst: int, values: list[int], how: str) -> bool:
    """`stopp einschub farbe|wert`: no stop when the card matches the field's start suit/value."""
    spec = state.fields[dst].props.folgestart
    card = state.card(values[0])
    how = how.strip()
    if spec is None or not how or card.joker:
        return False
    if how == "farbe":
        return spec.suit is not None and card.suit == spec.suit
    if how == "wert":
        return spec.rank is not None and card.rank == spec.rank
    return False


def taken(state: State, src: int) -> None:
    """Record the `stopp` events of cards leaving src (top moved on; field emptied)."""
    stops = state.stops
    stops[src] &= ~STOP_EINSCHUB
    f = state.fields[src]
    if not f.cards and any(d.bedingung == "leer" for d in f.defn.stopp):
        stops[src] |= STOP_LEER


def deal_from(state: State, i: int) -> int:
    """Deal from field i by its `ziel` tags; returns the number of cards dealt."""
    f = state.fields[i]
    dealt = 0
    for z in f.defn.ziel:
        for t in state.ids_to_indices(z.ids):
            if not f.cards:
                break
            v = f.cards[-1]
            dest = _target_for(state, z, t, v)
            if dest is None:
                continue
            state.take_top(i, 1)
            put(state, dest, [with_face(v, not z.verdeckt)])
            dealt += 1
        if not f.cards:
            break
    if dealt:
        taken(state, i)
    return dealt


def refill(state: State, i: int) -> int:
    """Take back every card of the `quelle` fields into the empty field i (turned over)."""
    f = state.fields[i]
    up = not f.props.verdeckt
    moved = 0
    for ids in f.defn.quelle:
        for j in state.ids_to_indices(ids):
            if j == i or not state.fields[j].cards:
                continue
            cards = state.take_top(j, len(state.fields[j].cards))
            cards.reverse()
            put(state, i, [with_face(v, up) for v in cards])
            taken(state, j)
            moved += len(cards)
    p = state.writable(i) if f.props.wiederholung is not None else f.props
    if p.wiederholung is not None:
        p.wiederholung -= 1
    wd = f.defn.wiederholung
    if wd is not None and wd.mischen:
        state.shuffle(i)
    return moved


def click(state: State, i: int) -> None:
    """Perform the regular left click on field i (call only when `click_reason` is None)."""
    f = state.fields[i]
    if f.cards and f.defn.ziel:
        deal_from(state, i)
    elif not f.cards and f.defn.quelle:
        refill(state, i)
        wd = f.defn.wiederholung
        if wd is not None and wd.sprung and f.cards and f.defn.ziel:
            deal_from(state, i)
    elif _manual_flip(state, i):
        state.flip(i, -1, True)
