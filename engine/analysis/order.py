"""How soon the foundations can take each card, and the cost of a pile that buries a card
needed sooner under one needed later (an evaluation term of the compiled search).

From each foundation's top, its building table (`Compact.succ`) says which card states it
takes next, which after those, and so on up to its room: a card's *level* is the fewest
foundation moves before some foundation takes it. A card lying above a card of a lower level
must move away first; where it cannot go home earlier, it has to go somewhere else. This
generalises the "lower card of its own suit beneath" cost of suit foundations to foundations
built by any rule (Calculation's steps of 1 to 4, any suit) and to several packs.
Only an evaluation: it orders the search, it never decides what is legal.
"""

from __future__ import annotations

from engine.analysis.compact import Compact, Pos

FAR = 99
"""The level of a card no foundation can take within its room."""
Levels = tuple[tuple[int, ...], int]
"""(level per card state, a token for the table)."""


class NeedOrder:
    """Levels per foundation state and the buried-card cost of piles, both memoised."""

    def __init__(self, c: Compact, autos: tuple[int, ...], weight: int) -> None:
        self.c = c
        self.autos = autos
        self.weight = weight
        self.level_memo: dict[tuple[tuple[int, ...], ...], Levels] = {}
        self.pile_memo: dict[tuple[tuple[int, ...], int], int] = {}

    def levels(self, pos: Pos) -> Levels:
        """Per card state, the fewest foundation moves before a foundation takes it (with
        a token standing for the table in the pile memo's keys)."""
        key = tuple([pos[j] for j in self.autos])
        hit = self.level_memo.get(key)
        if hit is not None:
            return hit
        c = self.c
        out = [FAR] * 52
        for j in self.autos:
            left = c.room[j] - len(pos[j])
            front = c.accepts(pos, j) if left > 0 else 0
            succ = c.succ[j]
            end = c.endmask[j]
            for k in range(left):
                if not front:
                    break
                nxt = 0
                rest = front
                while rest:
                    bit = rest & -rest
                    s = bit.bit_length() - 1
                    rest ^= bit
                    if k < out[s]:
                        out[s] = k
                    if not end >> s & 1:
                        nxt |= succ[s]
                front = nxt
        if len(self.level_memo) > 100_000:
            self.level_memo.clear()
        table = tuple(out)
        hit = self.level_memo[key] = (table, hash(table))
        return hit

    def cost(self, pile: tuple[int, ...], lv: Levels) -> int:
        """`weight` for each card lying above a card that is needed sooner."""
        k = (pile, lv[1])
        hit = self.pile_memo.get(k)
        if hit is not None:
            return hit
        cs = self.c.cs
        levels = lv[0]
        low = FAR
        count = 0
        for v in pile:
            here = levels[cs[v if v >= 0 else ~v]]  # the search sees face-down cards too
            if here > low:
                count += 1
            else:
                low = here
        if len(self.pile_memo) > 200_000:
            self.pile_memo.clear()
        hit = self.pile_memo[k] = count * self.weight
        return hit

    def change(self, pos: Pos, nxt: Pos, changed: list[int], fields: frozenset[int]) -> int:
        """How the total cost over `fields` falls from pos to nxt (same foundations)."""
        lv = self.levels(pos)
        cost = self.cost
        return sum([cost(pos[i], lv) - cost(nxt[i], lv) for i in changed if i in fields])
