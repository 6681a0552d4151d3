"""Canonical state keys for search: piles, changed properties, and symmetric fields merged."""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from typing import Any

from engine.definition import FieldDef, GameDefinition
from engine.props import FieldProps
from engine.state import State

_PLACE_ONLY = {
    "index",
    "id",
    "x",
    "y",
    "line",
    "lege",
    "sortiere",
    "kuerzel",
    "templates",
    "beziehung",
    "quer",
    "eng",
    "richtung",
    "anzeige",
    "rand",
    "unknown",
}
"""FieldDef attributes that only say where a field is drawn or how it is dealt."""


def _rule_signature(f: FieldDef) -> tuple[Any, ...]:
    """The FieldDef's attributes that matter for play (not position, look or deal)."""
    return tuple(
        (fd.name, repr(getattr(f, fd.name)))
        for fd in dataclasses.fields(f)
        if fd.name not in _PLACE_ONLY
    ) + (("offtable", f.x < 0 or f.y < 0),)


def _referenced_ids(defn: GameDefinition) -> set[str]:
    """Field ids that another field names (ziel, quelle, fuellen, sperre, ...)."""
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, str):
            found.update(part.strip() for part in value.split(","))
        elif isinstance(value, tuple | list):
            for item in value:
                walk(item)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for fd in dataclasses.fields(value):
                walk(getattr(value, fd.name))

    for f in defn.fields:
        for name in ("ziel", "quelle", "fuellen", "sperre", "schiebsperre", "beziehung", "lege"):
            walk(getattr(f, name))
    return found


def symmetry_groups(
    defn: GameDefinition, *, refusals_only: bool = False
) -> tuple[tuple[int, ...], ...]:
    """Groups of fields that play exactly alike, so their contents may be swapped freely.

    A game with actions gets no groups (an action may name any field), unless the caller
    knows them to be refusals it splits the groups by (`refusals_only`, see safety.py); nor
    does a field whose id another field names (a `ziel`, `fuellen`, `sperre` ... would tell
    it apart).
    """
    if defn.all_actions and not refusals_only:
        return ()
    referenced = _referenced_ids(defn)
    by_sig: dict[tuple[Any, ...], list[int]] = {}
    for f in defn.fields:
        if f.id in referenced or f.stopp or f.punkte and any(p.bedingung for p in f.punkte):
            continue
        by_sig.setdefault(_rule_signature(f), []).append(f.index)
    return tuple(tuple(g) for g in by_sig.values() if len(g) > 1)


def _props_key(p: FieldProps) -> tuple[Any, ...]:
    """Every changeable property value of a field, as a hashable tuple."""
    return tuple(repr(getattr(p, name)) for name in FieldProps.__slots__)


def sink_fields(state: State) -> set[int]:
    """Fields no card can ever leave (no other field takes drags; no actions): only the
    top card and the count of such a pile matter for what can happen next."""
    if state.definition.all_actions:
        return set()
    takers = [
        f.index
        for f in state.fields
        if f.props.max is not None and not f.hidden and not f.props.verdeckt
    ]
    return set(sinks_among(state, takers))


def sinks_among(state: State, takers: list[int]) -> tuple[int, ...]:
    """Fields that deal, refill and fill nothing and that no field in `takers` but
    themselves takes cards from (so no card can leave them)."""
    return tuple(
        f.index
        for f in state.fields
        if not f.defn.ziel
        and not f.defn.quelle
        and not f.defn.fuellen
        and all(j == f.index for j in takers)
    )


class KeyMaker:
    """Builds canonical, hashable keys for the states of one game."""

    def __init__(self, state: State, *, symmetric: bool = True) -> None:
        self.initial_props = [f.props for f in state.fields]
        groups = symmetry_groups(state.definition) if symmetric else ()
        self.grouped = {i for g in groups for i in g}
        self.groups = groups
        self.sinks = sink_fields(state)
        self.fixed = not state.definition.all_actions and not any(
            f.props.has_wiederholung for f in state.fields
        )
        """No property can change (no actions, no limited redeals): piles alone are keys."""
        self.singles = tuple(
            f.index
            for f in state.fields
            if f.index not in self.grouped and f.index not in self.sinks
        )

    def key(self, state: State) -> Hashable:
        """A key equal for states that play the same (up to swapping symmetric fields).

        A pile whose properties are still the dealt ones is keyed by its cards alone, one
        whose properties changed by (cards, properties): the two forms never compare equal.
        """
        fields = state.fields
        if self.fixed:
            return (
                *[tuple(fields[i].cards) for i in self.singles],
                *[tuple(sorted([tuple(fields[i].cards) for i in g])) for g in self.groups],
                *[
                    (len(fields[i].cards), fields[i].cards[-1] if fields[i].cards else None)
                    for i in self.sinks
                ],
                tuple(state.stops) if state.stop_fields else (),
                state.rng.getstate(),
            )
        init = self.initial_props
        parts: list[Any] = []
        append = parts.append
        for i in self.singles:
            f = fields[i]
            p = f.props
            append(tuple(f.cards) if p is init[i] else (tuple(f.cards), _props_key(p)))
        for group in self.groups:
            members: list[Any] = [tuple(fields[i].cards) for i in group]
            if any(fields[i].props is not init[i] for i in group):
                members = [
                    (cards, () if fields[i].props is init[i] else _props_key(fields[i].props))
                    for i, cards in zip(group, members, strict=True)
                ]
            members.sort()
            append(tuple(members))
        for i in self.sinks:
            pile = fields[i].cards
            append((len(pile), pile[-1] if pile else None))
        if state.stop_fields:
            append(tuple(state.stops))
        append((state.score_bonus, state.message is not None, state.rng.getstate()))
        return tuple(parts)
