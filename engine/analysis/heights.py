"""Exhaustive search for games whose only moves take the top card of a pile onto one
foundation (Black Hole): a position is then just each pile's height and what the foundation
takes next, so it is kept as one integer and searched depth-first far faster than the
general compiled search."""

from __future__ import annotations

import random

from engine.analysis.compact import CLICK, CMove, Compact, Pos
from engine.analysis.compact_actions import LayOnMatch
from engine.analysis.search import Budget


class Heights:
    """The pile-heights view of a compiled game; `enabled` False when the game does not fit
    (several drop targets, redeals, unknown action rules, face-down or movable runs ...)."""

    def __init__(self, c: Compact, found: int, root: Pos, must: tuple[int, ...]) -> None:
        self.c = c
        self.enabled = False
        self.found = found
        self.piles: tuple[int, ...] = ()
        self.stock = -1
        """A stock whose click lays its top card on the foundation whatever it is (Golf)."""
        top = root[found]
        if c.plain_points is None or c.punktemax is None or (top and top[-1] < 0):
            return
        # The foundation may count as a source: with no other drop target nothing leaves it.
        if c.drops != [found] or not all(_lays_on(rule, found) for rule in c.extra):
            return
        if c.clickable:
            if len(c.clickable) > 1 or not self._stock_fits(c.clickable[0], root):
                return
            self.stock = c.clickable[0]
        piles = tuple(i for i in c.sources if root[i] and i not in (found, self.stock))
        if any(not c.einzeln[i] or any(v < 0 for v in root[i]) for i in piles):
            return
        if self.stock >= 0:
            piles = (self.stock, *piles)
        if any(root[i] for i in range(c.n) if i != found and i not in piles):
            return
        if c.room[found] - len(top) < sum(len(root[i]) for i in piles):
            return
        self.piles = piles
        cs = c.cs
        self.cards = tuple(tuple(cs[v if v >= 0 else ~v] for v in root[i]) for i in piles)
        self.accept = [0 if c.endmask[found] >> s & 1 else c.succ[found][s] for s in range(52)]
        for rule in c.extra:
            on, card = rule.on_card
            for s in range(52):
                if on >> s & 1:
                    self.accept[s] |= card
        self.first = self.accept[cs[top[-1]]] if top else c.start[found]
        self.top = cs[top[-1]] if top else -1
        self.pred = [0] * 52
        """For each card state, the states the foundation may hold just before it."""
        for t in range(52):
            for s in range(52):
                if self.accept[t] >> s & 1:
                    self.pred[s] |= 1 << t
        self.below = [0] * 52
        """For each card in play, the states beneath it in its pile (they leave after it)."""
        self.needed = [i in must for i in piles]
        for pile in self.cards:
            under = 0
            for s in pile:
                self.below[s] = under
                under |= 1 << s
        points = dict(c.plain_points)
        self.gain = points.get(found, 0)
        self.loss = [points.get(i, 0) for i in piles]
        self.score = c.punktestart + sum(pts * len(root[i]) for i, pts in c.plain_points)
        self.enabled = True

    def _stock_fits(self, i: int, root: Pos) -> bool:
        """Does a click on field i just lay its top card face up on the foundation, with
        no redeal (c.click_ok and c._deal for one target without conditions)?"""
        c = self.c
        if c.hidden[i] or not c.has_ziel[i] or c.quelle[i] or i in c.drops or i in c.sources:
            return False
        if not root[i] or len(c.targets[i]) != 1:
            return False
        (z,) = c.targets[i]
        return z.t == self.found and z.cond is None and z.up and set(z.pruefe) <= {self.found}

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
        zob = self._keys()
        # At most 52 accept masks plus the first one: 6 bits tell them apart.
        accs: dict[int, int] = {}
        key = sum(z[-1] for z in zob)
        seen = {key << 6 | accs.setdefault(self.first, 0)}
        needed = self.needed
        pred = self.pred
        below = self.below
        avail = 0
        need = 0
        for k, pile in enumerate(cards):
            for s in pile:
                avail |= 1 << s
                if needed[k]:
                    need |= 1 << s
        line: list[int] = []
        tops = [self.top]
        stack = [self._order(heights, self.first)]
        while stack:
            todo = stack[-1]
            if not todo:
                stack.pop()
                if line:
                    k = line.pop()
                    bit = 1 << tops.pop()
                    avail |= bit
                    if needed[k]:
                        need |= bit
                    heights[k] += 1
                    key += zob[k][heights[k]] - zob[k][heights[k] - 1]
                    score -= step[k]
                continue
            k = todo.pop()
            if budget.spent():
                return None
            h = heights[k] - 1
            s = cards[k][h]
            bit = 1 << s
            heights[k] = h
            key += zob[k][h] - zob[k][h + 1]
            score += step[k]
            line.append(k)
            if score >= target:
                return [self._move(i) for i in line]
            nxt = accept[s]
            full = key << 6 | accs.setdefault(nxt, len(accs))
            if full not in seen:
                seen.add(full)
                # Dead cards: a needed card none of whose possible predecessors is still to
                # come (or on top now) can never be played. Only the old top card's
                # followers lost a predecessor with this move.
                t0 = tops[-1]
                lost = False
                if t0 >= 0:
                    rest = avail
                    cand = (need & ~bit) & accept[t0]
                    while cand:
                        low = cand & -cand
                        x = low.bit_length() - 1
                        if not pred[x] & rest & ~below[x]:
                            lost = True
                            break
                        cand ^= low
                if not lost:
                    avail &= ~bit
                    if needed[k]:
                        need &= ~bit
                    tops.append(s)
                    stack.append(self._order(heights, nxt))
                    continue
            line.pop()
            heights[k] = h + 1
            key += zob[k][h + 1] - zob[k][h]
            score -= step[k]
        return None

    def _keys(self) -> list[list[int]]:
        """For each pile and height, a random 64-bit share of the position key that depends
        only on what its cards do: cards that follow and precede the same cards (Black
        Hole's and Golf's suits) are alike, so piles left with alike cards are interchangeable
        and their positions meet in the table."""
        rng = random.Random(20261126)
        kinds: dict[tuple[int, int], int] = {}
        shares: dict[tuple[object, ...], int] = {}
        out = []
        for k, pile in enumerate(self.cards):
            # Piles play alike when they move alike, score alike and are needed alike.
            tag = (self.stock >= 0 and k == 0, self.loss[k], self.needed[k])
            row = []
            for h in range(len(pile) + 1):
                content = (
                    tag,
                    *[
                        kinds.setdefault((self.accept[s], self.pred[s]), len(kinds))
                        for s in pile[:h]
                    ],
                )
                if content not in shares:
                    shares[content] = rng.getrandbits(64)
                row.append(shares[content])
            out.append(row)
        return out

    def _order(self, heights: list[int], acc: int) -> list[int]:
        """Piles whose top card the foundation takes, the one to try first last (the
        tallest: keeping the piles even keeps more cards in reach)."""
        cards = self.cards
        first = 1 if self.stock >= 0 else 0
        found = [
            k
            for k in range(first, len(heights))
            if heights[k] and acc >> cards[k][heights[k] - 1] & 1
        ]
        found.sort(key=heights.__getitem__)
        if first and heights[0]:
            # Dealing from the stock is tried last: the columns' cards are the ones to clear.
            found.insert(0, 0)
        return found

    def _move(self, k: int) -> CMove:
        """The compiled move that takes the top card of pile k."""
        i = self.piles[k]
        return (i, CLICK, 1) if i == self.stock else (i, self.found, 1)


def _lays_on(rule: object, found: int) -> bool:
    """An action rule the search understands: a card laid on the foundation by its top."""
    return isinstance(rule, LayOnMatch) and rule.targets == frozenset({found})
