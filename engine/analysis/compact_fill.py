"""Gaps filled by the successor of a neighbour, and a won position described by conditions,
compiled for search (Gaps / Montana).

Compiled only in exactly these shapes:

- an `aktion typ=legen`: `quelle id ungleich X` (fields left out as sources), `ziel
  kartenzahl 0`, `ziel#R kartenzahl groesser 0`, `vergleich`s of the dragged card
  (`@legestapel`) with the top card of `ziel#R` (`farbe`, `differenz`), then
  `lege feld=quelle` onto `ziel`. It makes single-card drags legal whatever the regular
  rules say (the engine tries actions first, engine/legal.py), with the regular effect.
- an `abschluss` (any typ) made of `bedingung feld=F tag=karte` and `vergleich`s of two
  fields' top cards (`farbe`, `differenz`), then `spielende sieg`: the game is won once
  they all hold after a move.
`beginn` blocks have run when the game was dealt, before any search starts.
"""

from __future__ import annotations

from engine.analysis.compact_actions import CMove, Compact, Pos, pair_table, spec_states
from engine.definition import ActionDef, GameDefinition, Instruction
from engine.state import State


class FillNext:
    """A card onto an empty field when it may follow the top card of a related field."""

    def __init__(self, barred: frozenset[int], rel: tuple[int, ...], follow: tuple[int, ...]):
        self.barred = barred
        """Fields the action takes no card from."""
        self.rel = rel
        """Per field, the related field whose top card the dragged card must follow (-1)."""
        self.follow = follow
        """Per state t, the states that may follow it."""
        self.targets = frozenset(j for j, r in enumerate(rel) if r >= 0)

    @property
    def on_card(self) -> tuple[int, int]:
        """Cards go onto empty fields only."""
        return 0, 0

    def _wants(self, c: Compact, pos: Pos, dst: int) -> int:
        """States the empty field dst takes now (0: none)."""
        r = self.rel[dst]
        if r < 0 or pos[dst] or not pos[r] or c.hidden[dst]:
            return 0
        top = pos[r][-1]
        return self.follow[c.cs[top if top >= 0 else ~top]]

    def _fires(self, c: Compact, pos: Pos, src: int, dst: int, n: int) -> bool:
        if n != 1 or dst < 0 or src == dst or src in self.barred or c.hidden[src]:
            return False
        pile = pos[src]
        if not pile:
            return False
        v = pile[-1]
        return bool(self._wants(c, pos, dst) >> c.cs[v if v >= 0 else ~v] & 1)

    def add_moves(self, c: Compact, pos: Pos, out: list[CMove]) -> None:
        """The drags that fill an empty field with a card that follows its neighbour."""
        wanted = [(j, self._wants(c, pos, j)) for j in self.targets]
        wanted = [(j, w) for j, w in wanted if w]
        if not wanted:
            return
        known = set(out)
        cs = c.cs
        for i in range(c.n):
            pile = pos[i]
            if not pile or i in self.barred or c.hidden[i]:
                continue
            v = pile[-1]
            s = cs[v if v >= 0 else ~v]
            for j, w in wanted:
                if w >> s & 1 and i != j and (i, j, 1) not in known:
                    out.append((i, j, 1))

    def handles(self, c: Compact, pos: Pos, move: CMove) -> bool:
        """Does the action fire for this drag?"""
        return self._fires(c, pos, *move)

    def apply(self, c: Compact, piles: list[tuple[int, ...]], move: CMove) -> None:
        """The source's top card onto the target (face as it lies: all cards are up here)."""
        src, dst, _ = move
        piles[dst] = (*piles[dst], piles[src][-1])
        piles[src] = piles[src][:-1]


class WinPattern:
    """Conditions on top cards that end the game as won."""

    def __init__(
        self,
        cards: tuple[tuple[int, int], ...],
        pairs: tuple[tuple[int, int, tuple[int, ...]], ...],
    ) -> None:
        self.cards = cards
        """(field, states its top card must have)."""
        self.pairs = pairs
        """(field 1, field 2, per state of 1's top card the states 2's top card may have)."""

    def count(self, c: Compact, pos: Pos) -> int:
        """How many of the conditions hold."""
        cs = c.cs
        tops = [-1 if not p else cs[p[-1] if p[-1] >= 0 else ~p[-1]] for p in pos[: c.n]]
        k = 0
        for i, mask in self.cards:
            s = tops[i]
            k += s >= 0 and bool(mask >> s & 1)
        for a, b, table in self.pairs:
            s, t = tops[a], tops[b]
            k += s >= 0 and t >= 0 and bool(table[s] >> t & 1)
        return k

    @property
    def size(self) -> int:
        """The number of conditions."""
        return len(self.cards) + len(self.pairs)

    def holds(self, c: Compact, pos: Pos) -> bool:
        """Do all conditions hold?"""
        return self.count(c, pos) == self.size


def _table(ins: Instruction) -> tuple[int, ...] | None:
    a = dict(ins.attrs)
    return pair_table(a.get("typ", ""), a.get("beziehung"), ins.text.strip())


def _fill(d: GameDefinition, state: State, action: ActionDef) -> FillNext | None:
    """The FillNext rule of an action of that shape, else None."""
    if action.typ != "legen" or action.erfolg != "ende" or not action.ruecknahme:
        return None
    *conds, lay = action.instructions
    if lay.tag != "lege" or dict(lay.attrs) != {"feld": "quelle"} or lay.text.strip() != "ziel":
        return None
    barred: set[int] = set()
    link: str | None = None
    empty = False
    follow = [(1 << 52) - 1] * 52
    compared = set()
    for ins in conds:
        a = dict(ins.attrs)
        value = ins.text.strip()
        if ins.tag == "bedingung" and a == {"feld": "quelle", "tag": "id", "beziehung": "ungleich"}:
            barred |= set(d.indices(value))
        elif ins.tag == "bedingung" and a == {"feld": "ziel", "tag": "kartenzahl"} and value == "0":
            empty = True
        elif (
            ins.tag == "bedingung"
            and a.get("feld", "").startswith("ziel#")
            and a.get("tag") == "kartenzahl"
            and a.get("beziehung") == "groesser"
            and len(a) == 3
            and value == "0"
        ):
            name = a["feld"][5:]
            if "#" in name or link not in (None, name):
                return None
            link = name
        elif ins.tag == "vergleich" and set(a) <= {"feld1", "feld2", "typ", "beziehung"}:
            # the dragged card (s) against the related field's top card (t): table[t] has s
            if a.get("feld1") != "@legestapel" or not a.get("feld2", "").startswith("ziel#"):
                return None
            if a["feld2"][5:] != link and link is not None:
                return None
            link = a["feld2"][5:]
            t = _table(ins)
            if t is None:
                return None
            compared.add(a.get("typ"))
            for top in range(52):
                follow[top] &= sum(1 << s for s in range(52) if t[s] >> top & 1)
        else:
            return None
    if not empty or link is None or not compared:
        return None
    rel = []
    for f in state.fields:
        target = f.defn.relations.get(link)
        idx = d.indices(target) if target is not None else []
        if len(idx) > 1:
            return None
        rel.append(idx[0] if idx else -1)
    return FillNext(frozenset(barred), tuple(rel), tuple(follow))


def _pattern(d: GameDefinition, state: State, block: ActionDef) -> WinPattern | None:
    """The WinPattern of an abschluss of that shape, else None."""
    *conds, end = block.instructions
    if end.tag != "spielende" or end.text.strip() != "sieg" or not conds:
        return None
    cards: list[tuple[int, int]] = []
    pairs: list[tuple[int, int, tuple[int, ...]]] = []
    for ins in conds:
        a = dict(ins.attrs)
        if ins.tag == "bedingung" and set(a) == {"feld", "tag"} and a["tag"] == "karte":
            idx = d.indices(a["feld"])
            mask = spec_states(state, ins.text.strip())
            if len(idx) != 1 or mask is None:
                return None
            cards.append((idx[0], mask))
        elif ins.tag == "vergleich" and set(a) <= {"feld1", "feld2", "typ", "beziehung"}:
            f1, f2 = d.indices(a.get("feld1", "")), d.indices(a.get("feld2", ""))
            t = _table(ins)
            if len(f1) != 1 or len(f2) != 1 or t is None:
                return None
            pairs.append((f1[0], f2[0], t))
        else:
            return None
    return WinPattern(tuple(cards), tuple(pairs))


def fill_rules(d: GameDefinition, state: State) -> tuple[FillNext, WinPattern] | None:
    """The compiled action and won position when the game has exactly these, else None."""
    if d.ende or len(d.aktion) != 1 or len(d.abschluss) != 1 or d.punktemax is not None:
        return None
    if any(f.defn.punkte for f in state.fields):
        return None
    rule = _fill(d, state, d.aktion[0])
    win = _pattern(d, state, d.abschluss[0])
    if rule is None or win is None:
        return None
    return rule, win
