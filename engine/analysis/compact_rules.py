"""Which compiled action rules a game gets: refusals and gates (compact_actions.py), cards
taken off the table (compact_pairs.py), a line that closes its gaps (compact_line.py) or
fills by a neighbour with a described won position (compact_fill.py); or why none fits."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.analysis.compact_actions import ExtraRule, Gate, compile_extra_rules
from engine.analysis.compact_fill import WinPattern, fill_rules
from engine.analysis.compact_line import line_rule
from engine.analysis.compact_pairs import ClickOff, PairOff, pair_rules
from engine.definition import GameDefinition
from engine.state import State


@dataclass(slots=True)
class Rules:
    """The compiled actions of one game (empty when it has none), or why they do not fit."""

    extra: tuple[ExtraRule, ...] = ()
    refused: dict[int, int] = field(default_factory=dict)
    gates: dict[int, Gate] = field(default_factory=dict)
    pattern: WinPattern | None = None
    why: str = ""


def compile_rules(d: GameDefinition, state: State) -> Rules:
    """The game's actions compiled, each shape tried in turn."""
    extra, refused, gates, why = compile_extra_rules(d, state)
    out = Rules(extra, refused, gates, None, why)
    if why == "aktion blocks":
        pairs = pair_rules(d, state)
        if pairs:
            out = Rules(pairs)
    elif why.startswith("beginn, abschluss"):
        line = line_rule(d, state)
        fill = fill_rules(d, state)
        if line is not None:
            out = Rules((line,))
        elif fill is not None:
            out = Rules((fill[0],), pattern=fill[1])
    if not out.why and out.extra and state.any_sperre and not lock_free(out.extra, state):
        out.why = "sperre with a compiled aktion"
    return out


def lock_free(extra: tuple[ExtraRule, ...], state: State) -> bool:
    """Are the compiled actions untouched by locks? The engine tries actions before the
    regular rules (locks among them); the actions of compact_pairs.py lay cards only onto
    a discard field, which then must not be locked."""
    return all(
        isinstance(rule, PairOff | ClickOff)
        and not any(state.fields[j].defn.sperre for j in rule.targets)
        for rule in extra
    )
