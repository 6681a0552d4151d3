"""`sperre` locks on compiled positions, as `engine.control.locked` decides them.

A lock's status is read once from the state: no compiled action switches it (actions that
could decline to compile, see compact_actions.py), so it stays as it is during a search.
"""

from __future__ import annotations

from engine.analysis.compact_actions import Pos
from engine.state import State

Lock = tuple[str | None, str, str, tuple[int, ...]]
"""One active `sperre`: (typ: legen, nehmen or None for both; bedingung; modus; fields watched)."""


def lock_tables(state: State) -> tuple[tuple[Lock, ...], ...]:
    """Per field, its active `sperre` tags."""
    return tuple(
        tuple(
            (d.typ, d.bedingung, d.modus, tuple(state.ids_to_indices(d.ids)))
            for d, active in zip(f.defn.sperre, f.props.sperre_active, strict=True)
            if active
        )
        for f in state.fields
    )


def locked(locks: tuple[Lock, ...], pos: Pos, capacity: list[int], typ: str) -> bool:
    """Does one of a field's locks hold for `legen` or `nehmen` in this position
    (`gesperrt` is not a lock here: the compiled game never takes from such a field)?"""
    for kind, cond, modus, watched in locks:
        if kind in ("legen", "nehmen") and kind != typ:
            continue
        hits = [_holds(pos, t, cond, capacity) for t in watched]
        if modus == "and":
            on = bool(hits) and all(hits)
        elif modus == "xor":
            on = any(hits) and not all(hits)
        else:
            on = any(hits)
        if on:
            return True
    return False


def _holds(pos: Pos, t: int, cond: str, capacity: list[int]) -> bool:
    """engine.control.condition_holds on a position."""
    k = len(pos[t])
    if cond == "leer":
        return k == 0
    if cond == "belegt":
        return k > 0
    if cond == "belegbar":
        return k < capacity[t]
    if cond == "voll":
        return k >= capacity[t]
    return False


Bar = tuple[frozenset[int], str | None]
"""One active `schiebsperre`: (fields it bars as targets, bedingung: None, leer or belegt)."""


def bar_tables(state: State) -> tuple[tuple[Bar, ...], ...] | None:
    """Per field, its active `schiebsperre` tags; None when one has a condition the compiled
    game does not know (`stopp`, `keinstopp`: stops do not compile anyway)."""
    out: list[tuple[Bar, ...]] = []
    for f in state.fields:
        bars: list[Bar] = []
        for d, active in zip(f.defn.schiebsperre, f.props.schiebsperre_active, strict=True):
            if not active:
                continue
            if d.bedingung not in (None, "leer", "belegt"):
                return None
            bars.append((frozenset(state.ids_to_indices(d.ids)), d.bedingung))
        out.append(tuple(bars))
    return tuple(out)


def barred(bars: tuple[Bar, ...], pos: Pos, dst: int) -> bool:
    """Does a `schiebsperre` of the source forbid a drag onto dst (moves.schiebsperre_reason)?"""
    for targets, cond in bars:
        if dst not in targets:
            continue
        if cond == "leer" and not pos[dst]:
            continue
        if cond == "belegt" and pos[dst]:
            continue
        return True
    return False
