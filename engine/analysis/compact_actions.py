"""Action rules compiled into the search representation, where that is exact.

Only patterns whose effect is fully known are compiled; any other `aktion` (or any
`beginn`, `abschluss` or `ende` block) makes `compile_extra_rules` give a reason, and the
search then runs the engine with its action interpreter instead.
"""

from __future__ import annotations

from typing import Protocol

from engine.cards import CardSpec, CardSpecError
from engine.definition import MAX_CARDS, ActionDef, GameDefinition
from engine.relations import relate
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


def spec_states(state: State, text: str) -> int | None:
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
    on = spec_states(state, conds[("ziel", "karte", None)].text)
    card = spec_states(state, conds[("@legestapel", "karte", "1")].text)
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
            want = as_int(value)
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


Gate = tuple[int, int, int, tuple[int, ...]]
"""A drag an action carries out exactly as the regular rules would, though a later action
refuses its kind: (target's card count, bits of the counts dragged, states of the run's
first card, per state the states that may lie directly on it within the run)."""

_RED = (0, 1)
_VERGLEICH = {"feld1", "feld2", "karte1", "karte2", "typ", "beziehung"}


def gate_open(
    gate: Gate, cs: tuple[int, ...], target: tuple[int, ...], pile: tuple[int, ...], n: int
) -> bool:
    """Does the gate let the top n cards of `pile` onto `target`?"""
    height, counts, first, pairs = gate
    if len(target) != height or not counts >> n & 1 or n > len(pile):
        return False
    below = pile[-n]
    if below < 0 or not first >> cs[below] & 1:
        return False
    for v in pile[len(pile) - n + 1 :]:
        if v < 0 or not pairs[cs[below]] >> cs[v] & 1:
            return False
        below = v
    return True


def pair_table(typ: str, rel: str | None, text: str) -> tuple[int, ...] | None:
    """Per card state s, the states t with `vergleich` (s as karte1, t as karte2) true."""
    out = []
    for s in range(52):
        mask = 0
        for t in range(52):
            if typ == "farbe":
                a, b = s // 13, t // 13
                ok = {
                    "gleich": a == b,
                    "ungleich": a != b,
                    "wechsel": (a in _RED) != (b in _RED),
                    "keinwechsel": (a in _RED) == (b in _RED),
                }.get(text)
                if ok is None or rel is not None:
                    return None
            elif typ == "differenz":
                want = as_int(text)
                if want is None:
                    return None
                ok = relate(rel, (s % 13 - t % 13) % 13, want)
            else:
                return None
            if ok:
                mask |= 1 << t
        out.append(mask)
    return tuple(out)


def _whole_run(d: GameDefinition, state: State, action: ActionDef) -> dict[int, Gate] | None:
    """The gate of an `aktion typ=legen` that checks a dragged run card by card and lays it
    as the regular drag would (Scorpion's K..A of one suit): conditions on the target's `id`
    and `kartenzahl`, on `legezahl` N, on the run's first card, `vergleich`s of each pair of
    neighbours in the run (all pairs alike), then `lege feld=quelle anz=N` onto `ziel`.
    None for an action of any other shape."""
    if action.typ != "legen" or action.erfolg != "ende" or len(action.instructions) < 3:
        return None
    *conds, lay = action.instructions
    if lay.tag != "lege" or lay.text.strip() != "ziel" or lay.attr("feld") != "quelle":
        return None
    if len(lay.attrs) != 2:
        return None
    n = as_int(lay.attr("anz") or "")
    targets: set[int] | None = None
    height: int | None = None
    first: int | None = None
    counted = False
    pairs: dict[int, list[tuple[str, str | None, str]]] = {}
    for ins in conds:
        tag, value = ins.attr("tag"), ins.text.strip()
        keys = set(dict(ins.attrs))
        if ins.tag == "bedingung" and tag == "legezahl":
            # `feld` is ignored by the interpreter for legezahl (engine/actions/conditions.py)
            if not keys <= {"feld", "tag"} or as_int(value) != n:
                return None
            counted = True
        elif ins.tag == "bedingung" and ins.attr("feld") == "ziel" and len(keys) == 2:
            if tag == "id":
                targets = set(d.indices(value))
            elif tag == "kartenzahl":
                height = as_int(value)
            else:
                return None
        elif ins.tag == "bedingung" and ins.attr("feld") == "@legestapel" and tag == "karte":
            if ins.attr("karte") != "1" or len(keys) != 3:
                return None
            first = spec_states(state, value)
        elif ins.tag == "vergleich":
            k1, k2 = as_int(ins.attr("karte1") or ""), as_int(ins.attr("karte2") or "")
            if ins.attr("feld1") != "@legestapel" or ins.attr("feld2") != "@legestapel":
                return None
            if k1 is None or k2 != k1 + 1 or not keys <= _VERGLEICH:
                return None
            pairs.setdefault(k1, []).append((ins.attr("typ") or "", ins.attr("beziehung"), value))
        else:
            return None
    if not targets or height is None or first is None or not counted or n is None or n < 2:
        return None
    if set(pairs) != set(range(1, n)) or any(
        sorted(map(str, p)) != sorted(map(str, pairs[1])) for p in pairs.values()
    ):
        return None  # every neighbouring pair of the run must be checked, and alike
    table = [(1 << 52) - 1] * 52
    for typ, rel, text in pairs[1]:
        t = pair_table(typ, rel, text)
        if t is None:
            return None
        table = [a & b for a, b in zip(table, t, strict=True)]
    return {j: (height, 1 << n, first, tuple(table)) for j in targets}


def as_int(text: str) -> int | None:
    """The text as an int, None when it is none."""
    try:
        return int(text)
    except ValueError:
        return None


Compiled = tuple[tuple[ExtraRule, ...], dict[int, int], dict[int, Gate], str]
"""(extra rules, refused drag counts per target, gates per target, why not compiled)."""


def compile_extra_rules(d: GameDefinition, state: State) -> Compiled:
    """The game's actions as compiled rules plus the drag counts they refuse per target
    field (bit n: n cards) and the gates that let some of them through after all, or a
    reason why they cannot be compiled."""
    if d.beginn or d.abschluss or d.ende:
        return (), {}, {}, "beginn, abschluss or ende actions"
    if not d.aktion:
        return (), {}, {}, ""
    # a failed action passes on to the next one only with misserfolg naechste
    chained = all(a.misserfolg == "naechste" for a in d.aktion[:-1])
    # gates first: the first action whose conditions hold decides a drag
    gates: dict[int, Gate] = {}
    k = 0
    while chained and k < len(d.aktion) - 1:
        gate = _whole_run(d, state, d.aktion[k])
        if gate is None or set(gate) & set(gates):
            break
        gates.update(gate)
        k += 1
    refused = [_refused_counts(d, state, a) for a in d.aktion[k:]]
    if chained and all(r is not None for r in refused):
        merged: dict[int, int] = {}
        for r in refused:
            assert r is not None
            for j, bits in r.items():
                merged[j] = merged.get(j, 0) | bits
        return (), merged, gates, ""
    if len(d.aktion) != 1:
        return (), {}, {}, "aktion blocks"
    rule = _lay_on_match(d, state, d.aktion[0])
    if rule is None:
        return (), {}, {}, "aktion blocks"
    return (rule,), {}, {}, ""
