"""Actions that take free cards off the table, compiled for search (Pyramid's pairs adding
up to 13, a king leaving by a click).

Two shapes are compiled, nothing else: an `aktion typ=legen` whose conditions ask that the
source's and the target's top cards are face up and free, and that the two cards' values
add up to a number, then lays both top cards onto one field; and an `aktion typ=klick` whose
conditions ask that the clicked field's top card is face up, free and matches a card spec,
then lays it onto one field. "Free" is a set of conditions `ROLE#link kartenzahl 0` on
related fields (`beziehung`), and `ROLE id ungleich X` leaves fields out. The engine tries
actions before the regular rules and for any drag or click, so these moves are legal
whatever the regular rules and locks say (engine/legal.py), and they replace a regular
move whenever their conditions hold.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.analysis.compact_actions import CMove, Compact, Pos, as_int, spec_states
from engine.definition import ActionDef, GameDefinition, Instruction
from engine.state import State

CLICK = -1


@dataclass(frozen=True, slots=True)
class Role:
    """What the conditions ask of one field of the move (`quelle` or `ziel`)."""

    fields: tuple[bool, ...]
    """Fields the role may be (ids left out by `id ungleich`, relations defined)."""
    free: tuple[tuple[int, ...], ...]
    """Per field, the related fields that must be empty."""
    cards: int
    """States its top card may have."""


class PairOff:
    """Drag a free card onto another free card whose value adds up to the wanted sum: both
    go to the discard field (source's card first)."""

    def __init__(self, src: Role, dst: Role, sums: tuple[int, ...], discard: int) -> None:
        self.src = src
        self.dst = dst
        self.sums = sums
        """Per card state, the states it pairs with."""
        self.discard = discard
        self.targets = frozenset({discard})

    @property
    def on_card(self) -> tuple[int, int]:
        """No card is laid on another one for good: both leave."""
        return 0, 0

    def _top(self, c: Compact, pos: Pos, i: int, role: Role) -> int:
        """State of field i's top card when the role's conditions hold there, else -1."""
        if not role.fields[i]:
            return -1
        pile = pos[i]
        if not pile or pile[-1] < 0:
            return -1
        for j in role.free[i]:
            if pos[j]:
                return -1
        s = c.cs[pile[-1]]
        return s if role.cards >> s & 1 else -1

    def _fires(self, c: Compact, pos: Pos, src: int, dst: int, n: int) -> bool:
        if n != 1 or dst < 0 or src == dst:
            return False
        a = self._top(c, pos, src, self.src)
        if a < 0:
            return False
        b = self._top(c, pos, dst, self.dst)
        return b >= 0 and bool(self.sums[a] >> b & 1)

    def add_moves(self, c: Compact, pos: Pos, out: list[CMove]) -> None:
        """Every pair of free cards that adds up (both ways round)."""
        tops = [(i, self._top(c, pos, i, self.src)) for i in range(c.n)]
        firsts = [(i, s) for i, s in tops if s >= 0]
        if not firsts:
            return
        seconds = [(j, self._top(c, pos, j, self.dst)) for j in range(c.n)]
        known = set(out)
        for i, a in firsts:
            pairs = self.sums[a]
            for j, b in seconds:
                if b >= 0 and i != j and pairs >> b & 1 and (i, j, 1) not in known:
                    out.append((i, j, 1))

    def handles(self, c: Compact, pos: Pos, move: CMove) -> bool:
        """Does the action fire for this drag?"""
        return self._fires(c, pos, *move)

    def apply(self, c: Compact, piles: list[tuple[int, ...]], move: CMove) -> None:
        """Both top cards onto the discard field."""
        src, dst, _ = move
        d = self.discard
        piles[d] = (*piles[d], piles[src][-1], piles[dst][-1])
        piles[src] = piles[src][:-1]
        piles[dst] = piles[dst][:-1]


class ClickOff:
    """Click a free card matching a spec: it goes to the discard field."""

    def __init__(self, role: Role, discard: int) -> None:
        self.role = role
        self.discard = discard
        self.targets = frozenset({discard})

    @property
    def on_card(self) -> tuple[int, int]:
        """No card is laid on another one."""
        return 0, 0

    def _fires(self, c: Compact, pos: Pos, i: int) -> bool:
        role = self.role
        if not role.fields[i]:
            return False
        pile = pos[i]
        if not pile or pile[-1] < 0 or not role.cards >> c.cs[pile[-1]] & 1:
            return False
        return not any(pos[j] for j in role.free[i])

    def add_moves(self, c: Compact, pos: Pos, out: list[CMove]) -> None:
        """A click on each field whose top card may leave."""
        for i in range(c.n):
            if self._fires(c, pos, i) and (i, CLICK, 1) not in out:
                out.append((i, CLICK, 1))

    def handles(self, c: Compact, pos: Pos, move: CMove) -> bool:
        """Does the action fire for this click?"""
        return move[1] == CLICK and self._fires(c, pos, move[0])

    def apply(self, c: Compact, piles: list[tuple[int, ...]], move: CMove) -> None:
        """The top card onto the discard field."""
        i = move[0]
        d = self.discard
        piles[d] = (*piles[d], piles[i][-1])
        piles[i] = piles[i][:-1]


def _roles(
    d: GameDefinition, state: State, conds: list[Instruction], names: tuple[str, ...]
) -> dict[str, Role] | None:
    """The roles' conditions, or None when a condition is not of the compiled kinds."""
    n = len(state.fields)
    ok = {r: [not f.hidden for f in state.fields] for r in names}
    links: dict[str, list[str]] = {r: [] for r in names}
    cards = dict.fromkeys(names, (1 << 52) - 1)
    opened = set()
    for ins in conds:
        if ins.tag != "bedingung":
            continue
        feld, tag, rel = ins.attr("feld") or "", ins.attr("tag"), ins.attr("beziehung")
        value = ins.text.strip()
        role, _, link = feld.partition("#")
        if role not in names or "#" in link:
            return None
        if link:
            if tag != "kartenzahl" or value != "0" or rel is not None or len(ins.attrs) != 2:
                return None
            links[role].append(link)
        elif tag == "status" and value == "offen" and rel is None and len(ins.attrs) == 2:
            opened.add(role)
        elif tag == "id" and rel == "ungleich" and len(ins.attrs) == 3:
            for j in d.indices(value):
                ok[role][j] = False
        elif tag == "karte" and rel is None and len(ins.attrs) == 2:
            mask = spec_states(state, value)
            if mask is None:
                return None
            cards[role] &= mask
        else:
            return None
    if opened != set(names):
        return None
    out = {}
    for r in names:
        free: list[tuple[int, ...]] = []
        for i, f in enumerate(state.fields):
            rels = f.defn.relations
            found = []
            for name in links[r]:
                target = rels.get(name)
                idx = d.indices(target) if target is not None else []
                if len(idx) != 1:
                    ok[r][i] = False  # a missing relation: the condition fails
                    break
                found.append(idx[0])
            free.append(tuple(found))
        out[r] = Role(tuple(ok[r]), tuple(free), cards[r])
    assert len(out[names[0]].free) == n
    return out


def _discard(d: GameDefinition, lays: list[Instruction], roles: tuple[str, ...]) -> int | None:
    """The one field the `lege`s send each role's top card to, in the roles' order."""
    if [i.attr("feld") for i in lays] != list(roles):
        return None
    dest = {i.text.strip() for i in lays}
    if len(dest) != 1 or any(len(i.attrs) != 1 for i in lays):
        return None
    idx = d.indices(dest.pop())
    return idx[0] if len(idx) == 1 else None


def pair_rule(d: GameDefinition, state: State, action: ActionDef) -> PairOff | ClickOff | None:
    """The compiled rule of an action of one of the two shapes, else None."""
    if action.erfolg != "ende" or not action.ruecknahme:
        return None
    ins = list(action.instructions)
    conds = [i for i in ins if i.tag in ("bedingung", "vergleich")]
    lays = ins[len(conds) :]
    if not lays or any(i.tag != "lege" for i in lays):
        return None
    if action.typ == "klick":
        if any(i.tag != "bedingung" for i in conds):
            return None
        roles = _roles(d, state, conds, ("ziel",))
        dest = _discard(d, lays, ("ziel",))
        if roles is None or dest is None:
            return None
        return ClickOff(roles["ziel"], dest)
    if action.typ != "legen":
        return None
    pair = [i for i in conds if i.tag == "vergleich"]
    if len(pair) != 1:
        return None
    (cmp,) = pair
    want = as_int(cmp.text.strip())
    if (
        cmp.attr("typ") != "summe"
        or want is None
        or (cmp.attr("feld1"), cmp.attr("feld2")) != ("quelle", "ziel")
        or len(cmp.attrs) != 3
    ):
        return None
    roles = _roles(d, state, [i for i in conds if i.tag == "bedingung"], ("quelle", "ziel"))
    dest = _discard(d, lays, ("quelle", "ziel"))
    if roles is None or dest is None:
        return None
    sums = tuple(
        sum(1 << t for t in range(52) if s % 13 + 1 + t % 13 + 1 == want) for s in range(52)
    )
    return PairOff(roles["quelle"], roles["ziel"], sums, dest)


def pair_rules(d: GameDefinition, state: State) -> tuple[PairOff | ClickOff, ...]:
    """Every action as a rule of this module (one action per kind of move, so the order of
    the chain does not matter), else ()."""
    rules = [pair_rule(d, state, a) for a in d.aktion]
    typs = [a.typ for a in d.aktion]
    if not rules or any(r is None for r in rules) or len(set(typs)) != len(typs):
        return ()
    return tuple(r for r in rules if r is not None)
