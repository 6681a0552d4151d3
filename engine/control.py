"""Control tags: locks (`sperre`, `gesperrt`) and stop conditions (`stopp`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.messages import Refusal, refusal
from engine.state import STOP_EINSCHUB, STOP_LEER

if TYPE_CHECKING:
    from engine.state import State


def _name(state: State, i: int) -> str:
    return state.definition.field_name(i)


def condition_holds(state: State, i: int, bedingung: str) -> bool:
    """`leer`, `belegt`, `belegbar`, `voll` on field i (used by sperre)."""
    n = len(state.fields[i].cards)
    if bedingung == "leer":
        return n == 0
    if bedingung == "belegt":
        return n > 0
    if bedingung == "belegbar":
        return n < state.capacity(i)
    if bedingung == "voll":
        return n >= state.capacity(i)
    return False


def locked(state: State, i: int, typ: str) -> Refusal | None:
    """Why field i is locked for `legen` or `nehmen` (None = it is not)."""
    f = state.fields[i]
    p = f.props
    if typ == "nehmen" and p.gesperrt:
        return refusal("gesperrt", field=_name(state, i))
    for d, active in zip(f.defn.sperre, p.sperre_active, strict=True):
        if not active or (d.typ in ("legen", "nehmen") and d.typ != typ):
            continue
        targets = state.ids_to_indices(d.ids)
        hits = [condition_holds(state, t, d.bedingung) for t in targets]
        if d.modus == "and":
            on = bool(hits) and all(hits)
        elif d.modus == "xor":
            on = any(hits) and not all(hits)
        else:
            on = any(hits)
        if on:
            return refusal(
                "sperre-legen" if typ == "legen" else "sperre-nehmen",
                field=_name(state, i),
                bedingung=d.bedingung,
                modus=d.modus,
                ids=" ".join(d.ids),
            )
    return None


def stop_kind(state: State, i: int) -> int:
    """Bits of the stops holding on field i: 1 einschub, 2 leer, 4 kartenzahl (0 = none)."""
    bits = state.stops[i] & (STOP_EINSCHUB | STOP_LEER)
    f = state.fields[i]
    for d in f.defn.stopp:
        if d.bedingung == "kartenzahl":
            limit = f.props.max if d.value.strip() == "max" else _int(d.value)
            if limit is not None and len(f.cards) >= limit:
                bits |= 4
    return bits


def _int(text: str) -> int | None:
    try:
        return int(text.strip())
    except ValueError:
        return None


def stop_holds(state: State, i: int) -> bool:
    """Does a stop condition hold on field i?"""
    return bool(state.stop_fields) and stop_kind(state, i) != 0


def stopped_fields(state: State) -> list[int]:
    """Fields on which a stop holds right now."""
    return [i for i in state.stop_fields if stop_kind(state, i)]


def resolves_stop(state: State, src: int | None, dst: int | None) -> bool:
    """Would taking from src or putting on dst work on a holding stop?"""
    if src is not None and stop_kind(state, src) & (STOP_EINSCHUB | 4):
        return True
    return dst is not None and bool(stop_kind(state, dst) & STOP_LEER)
