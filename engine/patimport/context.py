"""Shared state of one conversion: the parsed file, field ids, the output and cross-pile lists."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.patimport.model import PatFile, Pile
from engine.patimport.xmlout import Element, Out

Guard = tuple[tuple[str, str, str], ...]
"""Extra `bedingung` (feld, tag, value) triples that switch an action on or off."""


@dataclass
class Ctx:
    """Everything the converters share while turning one `.pat` file into XML."""

    pat: PatFile
    out: Out
    fields: dict[int, Element] = field(default_factory=dict)
    schieb: dict[int, dict[str, list[str]]] = field(default_factory=dict)
    """Source pile -> `schiebsperre` bedingung ("" = always) -> target field ids."""
    needs_helper: bool = False
    """A hidden helper field `tmp` is needed (moving a pile's bottom card to its top)."""
    stock_targets: list[int] = field(default_factory=list)
    """Piles a click on the hand pile deals one card to each, in order (repeats allowed)."""
    fill_targets: list[tuple[int, int]] = field(default_factory=list)
    """(pile, size) pairs a click on the hand pile fills up."""
    kind_checks: list[Pile] = field(default_factory=list)
    """Piles that get cards from the hand pile only while all piles of their kind hold cards."""

    def fid(self, number: int) -> str:
        """Field id of a pile: `stock`, `abwurf` for the waste pile, else `b<number>`."""
        if number == 1:
            return "stock"
        waste = self.pat.waste
        if waste is not None and waste.number == number:
            return "abwurf"
        return f"b{number}"

    def pile(self, number: int) -> Pile | None:
        """Pile by number."""
        return self.pat.pile(number)

    def feeders(self) -> tuple[int, ...]:
        """Numbers of the hand pile and the waste pile."""
        waste = self.pat.waste
        return (1,) if waste is None else (1, waste.number)

    def can_give(self, pile: Pile) -> bool:
        """Can cards be dragged away from this pile by hand (under any rule set)?"""
        if pile.is_stock:
            return pile.face == 2
        sets = [pile.rules] + ([pile.second] if pile.second is not None else [])
        return any(rs.take_a != 0 for rs in sets)

    def gives_runs(self) -> bool:
        """Can any pile give more than one card in a move?"""
        for pile in self.pat.piles[1:]:
            sets = [pile.rules] + ([pile.second] if pile.second is not None else [])
            if any(rs.take_a in (2, 3, 4, 9) for rs in sets):
                return True
        return False

    def forbid(self, source: int, target: int, bedingung: str = "") -> None:
        """Forbid moves from `source` onto `target` (unless `bedingung` holds on the target)."""
        if source == target:
            return
        targets = self.schieb.setdefault(source, {}).setdefault(bedingung, [])
        tid = self.fid(target)
        if tid not in targets:
            targets.append(tid)
