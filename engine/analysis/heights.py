"""Exhaustive search for games whose only moves take the top card of a pile onto one
foundation (Black Hole): a position is then just each pile's height and what the foundation
takes next, so it is kept as one integer and searched depth-first far faster than the
general compiled search."""

from __future__ import annotations

from engine.analysis.compact import CMove, Compact, Pos
from engine.analysis.search import Budget


class Heights:
    """The pile-heights view of a compiled game; `enabled` False when the game does not fit
    (several drop targets, stock clicks, action rules, face-down or movable runs ...)."""

    def __init__(self, c: Compact, found: int, root: Pos) -> None:
        self.c = c
        self.enabled = False
        self.found = found
        self.piles: tuple[int, ...] = ()
        # The foundation may count as a source: with no other drop target nothing leaves it.
        if c.extra or c.clickable or c.drops != [found]:
            return
        if c.plain_points is None or c.punktemax is None:
            return
        piles = tuple(i for i in c.sources if root[i] and i != found)
        if any(not c.einzeln[i] or any(v < 0 for v in root[i]) for i in piles):
            return
        if any(root[i] for i in range(c.n) if i != found and i not in piles):
            return
        top = root[found]
        if top and top[-1] < 0:
            return
        self.piles = piles
        self.cards = tuple(tuple(c.cs[v] for v in root[i]) for i in piles)
        self.accept = [0 if c.endmask[found] >> s & 1 else c.succ[found][s] for s in range(52)]
        self.first = c.accepts(root, found)
        self.room = c.room[found] - len(top)
        points = dict(c.plain_points)
        self.gain = points.get(found, 0)
        self.loss = [points.get(i, 0) for i in piles]
        self.score = c.punktestart + sum(pts * len(root[i]) for i, pts in c.plain_points)
        self.enabled = True

    def search(self, budget: Budget) -> list[CMove] | None:
        """A winning line, or None (no win when `budget.stopped` is empty)."""
        target = self.c.punktemax
        assert target is not None
        cards = self.cards
        accept = self.accept
        step = [self.gain - loss for loss in self.loss]
        score = self.score
        if score >= target:
            return []
        heights = [len(p) for p in cards]
        bits = max(heights).bit_length()
        unit = [1 << (bits * k) for k in range(len(heights))]
        # At most 52 accept masks plus the first one and "full": 6 bits tell them apart.
        accs: dict[int, int] = {}
        key = sum(h * u for h, u in zip(heights, unit, strict=True))
        seen = {key << 6 | accs.setdefault(self.first, 0)}
        line: list[int] = []
        stack = [self._order(heights, self.first)]
        while stack:
            todo = stack[-1]
            if not todo:
                stack.pop()
                if line:
                    k = line.pop()
                    heights[k] += 1
                    key += unit[k]
                    score -= step[k]
                continue
            k = todo.pop()
            if budget.spent():
                return None
            h = heights[k] - 1
            heights[k] = h
            key -= unit[k]
            score += step[k]
            line.append(k)
            if score >= target:
                return [(self.piles[i], self.found, 1) for i in line]
            nxt = accept[cards[k][h]] if len(line) < self.room else 0
            full = key << 6 | accs.setdefault(nxt, len(accs))
            if full in seen:
                line.pop()
                heights[k] = h + 1
                key += unit[k]
                score -= step[k]
                continue
            seen.add(full)
            stack.append(self._order(heights, nxt))
        return None

    def _order(self, heights: list[int], acc: int) -> list[int]:
        """Piles whose top card the foundation takes, the one to try first last (the
        tallest: keeping the piles even keeps more cards in reach)."""
        cards = self.cards
        found = [k for k, h in enumerate(heights) if h and acc >> cards[k][h - 1] & 1]
        found.sort(key=heights.__getitem__)
        return found
