"""A game's actions compiled once: the handler table, per-kind action lists and problems."""

from __future__ import annotations

from engine.actions.change import build_aenderung
from engine.actions.compare import build_vergleich
from engine.actions.conditions import build_bedingung, checked_text
from engine.actions.lay import build_lege
from engine.actions.misc import (
    build_meldung,
    build_setze,
    build_sound,
    build_spielende,
    build_warte,
)
from engine.actions.model import (
    Builder,
    CompiledAction,
    Loader,
    Step,
    TextOf,
    check_kind,
    compile_kind,
)
from engine.actions.refs import Links
from engine.definition import GameDefinition
from engine.errors import Problem

HANDLERS: dict[str, Builder] = {
    "bedingung": build_bedingung,
    "vergleich": build_vergleich,
    "aenderung": build_aenderung,
    "lege": build_lege,
    "sound": build_sound,
    "warte": build_warte,
    "meldung": build_meldung,
    "setze": build_setze,
    "spielende": build_spielende,
}
"""Instruction tag -> builder; a tag missing here is a load-time problem."""

CHECKED_TEXT: dict[str, TextOf] = {"bedingung": checked_text}
"""Instruction tag -> whether its builder checks an instruction's text (`check_kind`'s memo
key); a tag not listed has every text checked."""

KINDS = ("beginn", "aktion", "abschluss", "ende")
_CLICKS = ("links", "rechts", "mitte")


def typ_matches(kind: str, declared: str | None, typ: str | None) -> bool:
    """Does an action declared with `declared` react to a trigger of `typ`?"""
    if kind == "beginn":
        return True
    if kind == "ende":
        return declared in (None, "frei") or declared == typ
    if declared == "frei":
        return kind == "abschluss"
    if declared == "klick":
        return typ in ("links", "rechts")
    return declared == typ


def load_problems(defn: GameDefinition) -> tuple[Problem, ...]:
    """`Program(defn).problems` without building the program (for the linter)."""
    loader = Loader(defn)
    for kind in KINDS:
        check_kind(loader, getattr(defn, kind), HANDLERS, CHECKED_TEXT)
    return tuple(loader.problems)


class Program:
    """Every action of a game, compiled; immutable after construction and shareable."""

    def __init__(self, defn: GameDefinition) -> None:
        loader = Loader(defn)
        self.defn = defn
        self.links: Links = loader.links
        self.kinds: dict[str, tuple[CompiledAction, ...]] = {
            kind: compile_kind(loader, getattr(defn, kind), HANDLERS) for kind in KINDS
        }
        self.problems: tuple[Problem, ...] = tuple(loader.problems)
        self.steps: dict[str, Step] = {
            s.iid: s for acts in self.kinds.values() for a in acts for s in a.steps
        }
        self._matching: dict[tuple[str, str | None], tuple[int, ...]] = {}
        self._following: dict[tuple[str, str | None], dict[int, int]] = {}

    def matching(self, kind: str, typ: str | None) -> tuple[int, ...]:
        """Positions of the actions of `kind` that react to `typ` (cached)."""
        key = (kind, typ)
        hit = self._matching.get(key)
        if hit is None:
            hit = tuple(a.position for a in self.kinds[kind] if typ_matches(kind, a.defn.typ, typ))
            self._matching[key] = hit
        return hit

    def following(self, kind: str, typ: str | None) -> dict[int, int]:
        """Position -> the next matching position after it (`naechste`; -1 at the end)."""
        key = (kind, typ)
        hit = self._following.get(key)
        if hit is None:
            order = self.matching(kind, typ)
            hit = {}
            for a in self.kinds[kind]:
                hit[a.position] = next((p for p in order if p > a.position), -1)
            self._following[key] = hit
        return hit

    def step_at_line(self, line: int) -> list[Step]:
        """Instructions that start on a source line (for line breakpoints)."""
        return [s for s in self.steps.values() if s.line == line]
