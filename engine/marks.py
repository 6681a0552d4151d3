"""`markiere`: which fields' top cards the renderer marks, and in which colour."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import rules

if TYPE_CHECKING:
    from engine.state import State

OFF = "ffffff"
DEFAULTS = {"stopp": "cc0000", "korrekt": "008800"}


def mark_colours(state: State) -> dict[str, str]:
    """Active mark kinds and colours: `stopp` is on unless switched off, `korrekt` only when asked."""
    colours = {"stopp": DEFAULTS["stopp"]}
    for mark in state.definition.marks:
        colours[mark.kind] = mark.color.lower()
    return {kind: colour for kind, colour in colours.items() if colour != OFF}


def marks(state: State) -> dict[int, str]:
    """Field index -> mark colour for every field whose top card is marked now."""
    colours = mark_colours(state)
    out: dict[int, str] = {}
    korrekt = colours.get("korrekt")
    stopp = colours.get("stopp")
    for f in state.fields:
        if not f.cards:
            continue
        if stopp and rules.stop_holds(state, f.index):
            out[f.index] = stopp
        elif korrekt and _starts_right(state, f.index):
            out[f.index] = korrekt
    return out


def _starts_right(state: State, i: int) -> bool:
    """Does the pile begin with its prescribed start card (a `folgestart` other than frei)?"""
    f = state.fields[i]
    spec = f.props.folgestart
    if spec is None or spec.any:
        return False
    return bool(rules.spec_mask(spec) & rules.entry_mask(state, f.cards[0]))
