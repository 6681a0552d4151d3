"""Macro moves ("supermoves") on compiled positions: a run carried card by card through
empty cells and columns onto another pile, as one search step (see macros.py, whose
`plan` gives the single moves). Each single move is checked against the compiled rules
when the macro is made; a macro with a refused step is dropped."""

from __future__ import annotations

from engine import rules
from engine.analysis.compact import CMove, Compact, Pos
from engine.analysis.macros import capacity, plan
from engine.state import State


class CompactMacros:
    """The macro moves of one compiled game's positions (none when it has no such piles)."""

    def __init__(self, c: Compact, state: State, groups: tuple[tuple[int, ...], ...]) -> None:
        self.c = c
        self.group_of = {i: k for k, g in enumerate(groups) for i in g}
        self.piles: dict[int, tuple[object, ...]] = {}
        """Piles that build runs: their building rule."""
        self.parking: list[int] = []
        for f in state.fields:
            p = f.props
            fd = f.defn
            if f.hidden or p.auto or p.verdeckt or fd.ziel or fd.quelle or p.max is None:
                continue
            if p.gesperrt or p.fuellen:
                continue
            if p.max > 1:
                self.piles[f.index] = (p.folgefarbe, p.folgewert, p.folgeende, p.folgeschieb)
            if p.max >= 1 and p.folgestart and rules.spec_mask(p.folgestart) == rules.ALL:
                self.parking.append(f.index)
        self.enabled = any(self._short(i) for i in self.piles) and not c.extra and not c.any_bar
        """Off unless some pile lets fewer cards be picked up than it builds: elsewhere
        (Klondike) `find` would skip every pile, so asking it is wasted time."""

    def _short(self, i: int) -> bool:
        """May pile i give cards and pick up fewer of a run than its building rule stacks?"""
        c = self.c
        if not c.source[i]:
            return False
        if c.einzeln[i]:
            return True
        pick = c.pick[i]
        return pick is not None and any(c.succ[i][s] & ~pick[s] for s in range(52))

    def run_length(self, pile: tuple[int, ...], i: int) -> int:
        """Cards at the top of pile i that each follow the one below by i's building rules."""
        c = self.c
        cs = c.cs
        succ = c.succ[i]
        end = c.endmask[i]
        k = len(pile) - 1
        if k < 0 or pile[k] < 0:
            return 0
        n = 1
        while k > 0:
            lower = pile[k - 1]
            if lower < 0 or end >> cs[lower] & 1 or not succ[cs[lower]] >> cs[pile[k]] & 1:
                break
            n += 1
            k -= 1
        return n

    def find(self, pos: Pos) -> list[tuple[CMove, ...]]:
        """The macro moves of the position, each as its single moves."""
        if not self.enabled:
            return []
        c = self.c
        cs = c.cs
        piles = self.piles
        empty = [i for i in self.parking if not pos[i]]
        out: list[tuple[CMove, ...]] = []
        accs: dict[int, int] = {}
        # what each non-empty building pile takes, asked once per position
        for a, rule in piles.items():
            pile = pos[a]
            if len(pile) < 2:
                continue
            r = self.run_length(pile, a)
            if r < 2:
                continue
            limit = c.pick_limit(pile, a) if c.source[a] else 0
            if limit >= r or not limit:
                continue
            first = max(2, limit + 1)
            cells = [i for i in empty if i != a and piles.get(i) != rule]
            columns = [i for i in empty if i != a and piles.get(i) == rule]
            most = min(r, capacity(len(cells), len(columns)))
            if most < first:
                continue  # the run may not move as a whole anywhere (not even into a column)
            taken: set[tuple[int, int]] = set()
            for b, brule in piles.items():
                if b == a or brule != rule:
                    continue
                if pos[b]:
                    acc = accs.get(b)
                    if acc is None:
                        acc = accs[b] = c.accepts(pos, b)
                    if not acc:
                        continue
                    for k in range(first, most + 1):
                        if acc >> cs[pile[-k]] & 1:
                            self._add(pos, plan(a, b, k, cells, columns), out)
                            break
                    continue
                if b not in columns:
                    continue
                g = self.group_of.get(b, -1 - b)
                rest = [x for x in columns if x != b]
                top = min(r, capacity(len(cells), len(rest)), len(pile) - 1)
                for k in range(first, top + 1):
                    if (g, k) not in taken:
                        taken.add((g, k))
                        self._add(pos, plan(a, b, k, cells, rest), out)
        return out

    def _add(self, pos: Pos, steps: list[tuple[int, int]], out: list[tuple[CMove, ...]]) -> None:
        """Append the macro when each of its single moves is legal in turn (checked on the
        piles it changes only, as `Compact.apply` would change them)."""
        c = self.c
        cs = c.cs
        changed: dict[int, tuple[int, ...]] = {}
        for s, t in steps:
            pile = changed.get(s)
            if pile is None:
                pile = pos[s]
            if not pile or pile[-1] < 0 or not c.source[s] or not c.takes[t]:
                return
            into = changed.get(t)
            if into is None:
                into = pos[t]
            if len(into) >= c.room[t]:
                return
            if into:
                top = into[-1]
                if top < 0:
                    acc = c.blind[t]
                else:
                    st = cs[top]
                    acc = 0 if c.endmask[t] >> st & 1 else c.succ[t][st]
            else:
                acc = c.start[t]
            v = pile[-1]
            if not acc >> cs[v] & 1:
                return
            changed[t] = (*into, v)
            rest = pile[:-1]
            if rest and rest[-1] < 0 and c.autoflip[s]:
                rest = (*rest[:-1], ~rest[-1])
            changed[s] = rest
        out.append(tuple((s, t, 1) for s, t in steps))
