"""Dead-end test for games with one foundation that every needed card must reach (Golf,
Black Hole): a needed card that no card still in play (or the foundation's top card) may
precede can never be played, so the position is lost. Cards beneath it in its own pile do
not count: they can only leave after it."""

from __future__ import annotations

from engine.analysis.compact import Compact, Pos


class DeadCards:
    """Finds needed cards that can no longer be played; `enabled` False when the game's
    shape does not fit (several drop targets, refills, points that need more than one
    foundation ...)."""

    def __init__(self, c: Compact) -> None:
        self.c = c
        self.enabled = False
        self.found = -1
        self.must: tuple[int, ...] = ()
        self.pred = [0] * 52
        self.masks: dict[tuple[int, ...], int] = {}
        self.layer_memo: dict[tuple[int, ...], tuple[tuple[int, int, int], ...]] = {}
        drops = set(c.drops)
        for rule in c.extra:
            drops |= rule.targets
        if len(drops) != 1 or c.plain_points is None or c.punktemax is None or c.any_bar:
            return
        (f,) = drops
        if any(c.quelle[i] or c.fill[i] for i in range(c.n)):
            return
        if any(z.t != f or any(q != f for q in z.pruefe) for zs in c.targets for z in zs):
            return
        cs = c.cs
        if -1 in cs or len(set(cs)) != len(cs):
            return
        points = dict(c.plain_points)
        if set(points) == {f} and c.punktestart + points[f] * len(cs) == c.punktemax > 0:
            must = tuple(i for i in range(c.n) if i != f)
        elif (
            f not in points and all(p < 0 for p in points.values()) and c.punktestart == c.punktemax
        ):
            must = tuple(points)
        else:
            return
        for t in range(52):
            if c.endmask[f] >> t & 1:
                continue
            follow = c.succ[f][t]
            for s in range(52):
                if follow >> s & 1:
                    self.pred[s] |= 1 << t
        for rule in c.extra:
            on, card = rule.on_card
            for s in range(52):
                if card >> s & 1:
                    self.pred[s] |= on
        self.follow = [0] * 52
        """For each state, the states that may follow it on the foundation."""
        for s in range(52):
            for t in range(52):
                if self.pred[s] >> t & 1:
                    self.follow[t] |= 1 << s
        self.found = f
        self.must = must
        self.others = tuple(i for i in range(c.n) if i != f)
        self.enabled = True

    def mask(self, pile: tuple[int, ...]) -> int:
        """Card states of a pile (memoised by pile content)."""
        m = self.masks.get(pile)
        if m is None:
            cs = self.c.cs
            m = 0
            for v in pile:
                m |= 1 << cs[v if v >= 0 else ~v]
            if len(self.masks) > 500_000:
                self.masks.clear()
            self.masks[pile] = m
        return m

    def dead(self, pos: Pos, before: Pos | None = None) -> bool:
        """Is some needed card unplayable for good? With `before` (a position that was not
        dead, one step earlier) only the cards that could follow its top card are checked."""
        top = pos[self.found]
        if not top:
            return False
        cs = self.c.cs
        mask = self.mask
        needed = 0
        for i in self.must:
            needed |= mask(pos[i])
        if before is not None:
            old = before[self.found]
            if old and old is not top:
                t0 = old[-1]
                needed &= self.follow[cs[t0 if t0 >= 0 else ~t0]]
        if not needed:
            return False
        rest = 0
        for i in self.others:
            rest |= mask(pos[i])
        t = top[-1]
        avail = rest | 1 << cs[t if t >= 0 else ~t]
        pred = self.pred
        for i in self.must:
            pile = pos[i]
            if not mask(pile) & needed:
                continue
            for bit, s, below in self.layers(pile):
                if bit & needed and not pred[s] & avail & ~below & ~bit:
                    return True
        return False

    def layers(self, pile: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
        """(bit, state, states below it) for each card of a pile: a card beneath another one
        in the same pile leaves only after it, so it cannot be its predecessor."""
        hit = self.layer_memo.get(pile)
        if hit is None:
            cs = self.c.cs
            found = []
            below = 0
            for v in pile:
                s = cs[v if v >= 0 else ~v]
                found.append((1 << s, s, below))
                below |= 1 << s
            if len(self.layer_memo) > 500_000:
                self.layer_memo.clear()
            hit = self.layer_memo[pile] = tuple(found)
        return hit
