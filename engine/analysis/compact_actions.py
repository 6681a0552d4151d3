"""Action rules compiled into the search representation, where that is exact.

Only patterns whose effect is fully known are compiled; any other `aktion` (or any
`beginn`, `abschluss` or `ende` block) makes `compile_extra_rules` give a reason, and the
search then runs the engine with its action interpreter instead.
"""

from __future__ import annotations

from typing import Protocol

from engine.actions.values import relate
from engine.cards import CardSpec, CardSpecError
from engine.definition import MAX_CARDS, ActionDef, GameDefinition
from engine.rules import spec_mask
from engine.state import State

Pos = tuple[tuple[int, ...], ...]
"""A position of the compiled search: one tuple of card numbers per field."""
CMove = tuple[int, int, int]
"""(source, target, count); target -1 is a click."""


class Compact(Protocol):
    """What an extra rule reads of the compiled game (`engine.analysis.compact.Compact`)."""

    n: int
    cs: tuple[int, ...]
    hidden: list[bool]


class ExtraRule(Protocol):
    """A compiled action: moves it makes legal and how it carries them out."""

    @property
    def targets(self) -> frozenset[int]:
        """Fields this rule may lay cards on."""

    @property
    def on_card(self) -> tuple[int, int]:
        """(top-card states, card states): a card of the second set may go on the first."""

    def add_moves(self, c: Compact, pos: Pos, out: list[CMove]) -> None:
        """Append the moves only this rule makes legal."""

    def handles(self, c: Compact, pos: Pos, move: CMove) -> bool:
        """Does this rule carry out the move (instead of the regular rules)?"""

    def apply(self, c: Compact, piles: list[tuple[int, ...]], move: CMove) -> None:
        """Carry out a move this rule handles."""


class LayOnMatch:
    """An `aktion typ=legen` that lays the dragged card where the building rules refuse it:
    conditions on the target's id, the source's top card being face up, the target's top
    card and the dragged run's first card, then one `lege feld=quelle` onto the target
    (Golf's queen on a king)."""

    def __init__(self, targets: frozenset[int], on: int, card: int, flip: tuple[bool, ...]):
        self.targets = targets
        self.on = on
        """Card states the target's top card must have."""
        self.card = card
        """Card states the run's first card must have."""
        self.flip = flip
        """Fields whose freed face-down card the lege turns up (lay.left)."""

    @property
    def on_card(self) -> tuple[int, int]:
        """(top-card states, card states): a card of the second set may go on the first."""
        return self.on, self.card

    def _fires(self, c: Compact, pos: Pos, src: int, dst: int, n: int) -> bool:
        if dst not in self.targets or c.hidden[src]:
            return False
        top, pile = pos[dst], pos[src]
        if not top or not pile or pile[-1] < 0 or n > len(pile):
            return False
        under, first = top[-1], pile[-n]
        cs = c.cs
        on = cs[under if under >= 0 else ~under]
        mine = cs[first if first >= 0 else ~first]
        return bool(self.on >> on & 1 and self.card >> mine & 1)

    def add_moves(self, c: Compact, pos: Pos, out: list[CMove]) -> None:
        """Single-card drags onto a target that only this action allows."""
        cs = c.cs
        for dst in self.targets:
            top = pos[dst]
            if c.hidden[dst] or not top:
                continue
            under = top[-1]
            if not self.on >> cs[under if under >= 0 else ~under] & 1:
                continue
            for src in range(c.n):
                pile = pos[src]
                if (
                    pile
                    and pile[-1] >= 0
                    and src != dst
                    and self.card >> cs[pile[-1]] & 1
                    and not c.hidden[src]
                    and (src, dst, 1) not in out
                ):
                    out.append((src, dst, 1))

    def handles(self, c: Compact, pos: Pos, move: CMove) -> bool:
        """Does the action fire for this drag?"""
        src, dst, n = move
        return dst >= 0 and self._fires(c, pos, src, dst, n)

    def apply(self, c: Compact, piles: list[tuple[int, ...]], move: CMove) -> None:
        """Lay the top card of the source on the target (lay.left turns the next one up)."""
        src, dst, _ = move
        pile = piles[src]
        piles[dst] = (*piles[dst], pile[-1])
        rest = pile[:-1]
        if rest and rest[-1] < 0 and self.flip[src]:
            rest = (*rest[:-1], ~rest[-1])
        piles[src] = rest


def _spec(state: State, text: str) -> int | None:
    """Card states matching a card spec (None: not a plain spec)."""
    try:
        spec = CardSpec.parse(text)
    except CardSpecError:
        return None
    return spec_mask(spec.resolve(state.random_suit, state.random_rank))


def _lay_on_match(d: GameDefinition, state: State, action: ActionDef) -> ExtraRule | None:
    """`LayOnMatch` for an action of exactly that shape, else None."""
    if action.typ != "legen" or action.erfolg != "ende" or not action.ruecknahme:
        return None
    ins = action.instructions
    if len(ins) != 5 or any(i.tag != "bedingung" for i in ins[:4]) or ins[4].tag != "lege":
        return None
    conds = {(i.attr("feld"), i.attr("tag"), i.attr("karte")): i for i in ins[:4]}
    if any(len(i.attrs) != (3 if i.attr("karte") else 2) for i in ins[:4]):
        return None
    want: set[tuple[str | None, ...]] = {
        ("ziel", "id", None),
        ("quelle", "status", None),
        ("ziel", "karte", None),
        ("@legestapel", "karte", "1"),
    }
    if set(conds) != want or conds[("quelle", "status", None)].text != "offen":
        return None
    lay = ins[4]
    target_id = conds[("ziel", "id", None)].text
    if lay.attrs != (("feld", "quelle"),) or lay.text.strip() != target_id:
        return None
    targets = frozenset(d.indices(target_id))
    on = _spec(state, conds[("ziel", "karte", None)].text)
    card = _spec(state, conds[("@legestapel", "karte", "1")].text)
    if not targets or on is None or card is None:
        return None
    flip = tuple(
        f.props.aufdecken in ("auto", "auto,manuell")
        and not f.defn.ziel
        and not f.defn.is_stock
        and not f.props.verdeckt
        for f in state.fields
    )
    return LayOnMatch(targets, on, card, flip)


def _refused_counts(d: GameDefinition, state: State, action: ActionDef) -> dict[int, int] | None:
    """The drags an `aktion typ=legen` made only of plain conditions refuses: conditions on
    the target (`id`, `folgefarbe`, `folgewert`) and on the number of cards dragged
    (`legezahl` with any `beziehung`); as target field -> bit mask of refused counts
    (bit n: n cards). Yukon's foundations refuse runs (`legezahl groesser 1`), Spider's
    take only whole suits (`legezahl ungleich 13`). None for an action of any other shape."""
    if action.typ != "legen" or action.erfolg != "ende" or not action.instructions:
        return None
    targets = {f.index for f in state.fields}
    counts = (1 << (MAX_CARDS + 1)) - 2  # bits 1..MAX_CARDS
    for ins in action.instructions:
        tag, value = ins.attr("tag"), ins.text.strip()
        if ins.tag != "bedingung":
            return None
        if tag == "legezahl":
            # `feld` is ignored by the interpreter for legezahl (engine/actions/conditions.py)
            if not set(dict(ins.attrs)) <= {"feld", "tag", "beziehung"}:
                return None
            want = _int(value)
            if want is None:
                return None
            rel = ins.attr("beziehung")
            counts &= sum(1 << n for n in range(1, MAX_CARDS + 1) if relate(rel, n, want))
            continue
        if ins.attr("feld") != "ziel" or len(ins.attrs) != 2:
            return None
        if tag == "id":
            targets &= set(d.indices(value))
        elif tag in ("folgefarbe", "folgewert"):
            # static: no other action may change a property (see compile_extra_rules)
            targets &= {f.index for f in state.fields if getattr(f.props, tag) == value}
        else:
            return None
    return {j: counts for j in targets} if counts else {}


def _int(text: str) -> int | None:
    try:
        return int(text)
    except ValueError:
        return None


def compile_extra_rules(
    d: GameDefinition, state: State
) -> tuple[tuple[ExtraRule, ...], dict[int, int], str]:
    """The game's actions as compiled rules plus the drag counts they refuse per target
    field (bit n: n cards), or a reason why they cannot be compiled."""
    if d.beginn or d.abschluss or d.ende:
        return (), {}, "beginn, abschluss or ende actions"
    if not d.aktion:
        return (), {}, ""
    refused = [_refused_counts(d, state, a) for a in d.aktion]
    # a failed action passes on to the next one only with misserfolg naechste
    chained = all(a.misserfolg == "naechste" for a in d.aktion[:-1])
    if chained and all(r is not None for r in refused):
        merged: dict[int, int] = {}
        for r in refused:
            assert r is not None
            for j, bits in r.items():
                merged[j] = merged.get(j, 0) | bits
        return (), merged, ""
    if len(d.aktion) != 1:
        return (), {}, "aktion blocks"
    rule = _lay_on_match(d, state, d.aktion[0])
    if rule is None:
        return (), {}, "aktion blocks"
    return (rule,), {}, ""
