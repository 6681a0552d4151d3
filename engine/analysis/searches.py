"""The two searches over compiled positions: exhaustive depth-first and best-first, each
advanced a slice at a time (generators), each with a transposition table of 64-bit keys.
A complete search that runs out of positions has proved the deal unsolvable."""

from __future__ import annotations

import heapq
from typing import Final

from engine.analysis.compact import CMove, Pos
from engine.analysis.search import SLICE, Budget, Node, Run, Searcher
from engine.analysis.twins import hit

RESTART_BASE = 2_000
"""Positions of the first randomised beam (`restarts`); later ones take Luby multiples."""
RESTART_SEED = 0x2545_F491
"""The random generator's first state (`_lcg`): the same run every time."""
NOISE_SCALE = 16
"""Steps of the random amount per point of value in `restarts`."""
_SHIFT: Final = 32
_SPAN: Final = 1 << _SHIFT
"""Room for a best-first heap entry's tie-break (a node's index, or its negation) below
its priority."""
_BIAS: Final = 1 << 31
"""Added to the tie-break to make it non-negative."""
_MASK: Final = _SPAN - 1


def depth_first(sr: Searcher, root: Pos, budget: Budget, twins: bool = True) -> Run:
    """Exhaustive depth-first, best-looking child first, yielding every `SLICE`
    positions; returns the winning line, or None when none wins or the budget ran out.
    `twins`: over twin classes where the game has them (`_classes`)."""
    won = sr.c.won
    if won(root):
        return []
    count = 0
    twins = twins and bool(sr.twins.twin)
    first: list[CMove] = []
    if twins:
        root = sr.twins.canon(root, first)  # the twin class's canonical member stands for it
    h0 = sr.hash(root)
    seen: set[int] = {h0}
    path: list[tuple[CMove, ...]] = []
    stuck = sr.stuck.pruned if sr.stuck.enabled else None
    beyond = sr.dominated if sr.beyond and sr.stock.enabled else None
    if beyond is not None:
        seen.update(beyond(root, h0))
    stack: list[list[Node]] = [[(root, tuple(first), h0, sr.value(root), False)]]
    while stack:
        todo = stack[-1]
        if not todo:
            stack.pop()
            if path:
                path.pop()
            continue
        pos, made, h, v, _ = todo.pop()
        if budget.spent():
            return None
        if stuck is not None and stuck(pos):
            continue  # a card can never get home: nothing below this position wins
        count += 1
        if count % SLICE == 0:
            yield
        path.append(made)
        kids = []
        kin = _classes(sr, pos, h, v, seen) if twins else sr.children(pos, h, v, seen=seen)
        for child in kin:
            if child[4] and won(child[0]):
                return [m for block in [*path, child[1]] for m in block]
            if child[2] not in seen:
                seen.add(child[2])
                if beyond is not None:
                    # positions this child will do all that they can do: counted as seen
                    seen.update(beyond(child[0], child[2]))
                kids.append(child)
        kids.sort(key=_by_value)
        stack.append(kids)
    return None


def best_first(
    sr: Searcher,
    root: Pos,
    budget: Budget,
    step: int = 15,
    beam: int = 0,
    lifo: bool = False,
    moves: bool = False,
) -> Run:
    """Best-first by `value` less a cost per step, yielding every `SLICE` positions;
    exhaustive (returns None: no win, or the budget ran out) unless `beam` keeps only that
    many of each position's best children (as Klondike-Solver's fast search does). `lifo`:
    of positions that look equally good, the newest first (Klondike-Solver keeps a stack
    per priority), so the search dives instead of widening. `moves`: the cost is `step`
    per move, not per step, counted as Klondike-Solver counts them (`_moves`)."""
    won = sr.c.won
    if won(root):
        return []
    count = 0
    # heap entries are priority * _SPAN + tie-break + _BIAS: one int orders as the pair
    # would, and the heap compares ints instead of tuples (and builds no tuple per child)
    seen, parents, made_at, depths, nodes, heap = _tables(sr, root)
    pop = heapq.heappop
    push = heapq.heappush
    focus = sr.focus
    stuck = sr.stuck.pruned if sr.stuck.enabled else None
    beyond = sr.dominated if sr.beyond and sr.stock.enabled and not beam else None
    while heap:
        if budget.spent():
            return None
        count += 1
        if count % SLICE == 0:
            yield
        node = (pop(heap) & _MASK) - _BIAS
        node = -node if lifo else node
        entry = nodes[node]
        assert entry is not None
        nodes[node] = None
        if stuck is not None and stuck(entry[0]):
            continue
        depth = depths[node] + 1
        kids = sr.children(entry[0], entry[1], entry[2], focus, seen)
        if beam and len(kids) > beam:
            kids.sort(key=_by_value, reverse=True)
            kids = [k for k in kids if k[4] and won(k[0])] or kids[:beam]
        for nxt, made, h, v, check in kids:
            if check and won(nxt):
                return _line(made_at, parents, node, made)
            if h in seen:
                continue
            seen.add(h)
            if beyond is not None:
                seen.update(beyond(nxt, h))
            parents.append(node)
            made_at.append(made)
            if moves:
                depth = depths[node] + _moves(sr, made, entry[0], nxt)
            depths.append(depth)
            nodes.append((nxt, h, v))
            tie = 1 - len(parents) if lifo else len(parents) - 1
            # a shift, not a multiplication: mypyc multiplies through Python objects when a
            # factor is negative or 2**30 or more (here: always), shifts natively
            push(heap, ((depth * step - v) << _SHIFT) + tie + _BIAS)
    return None


def restarts(
    sr: Searcher,
    root: Pos,
    budget: Budget,
    width: int,
    noises: tuple[int, ...],
    base: int = RESTART_BASE,
) -> Run:
    """Randomised beams started again and again, yielding every `SLICE` positions: each
    keeps the `width` best children of a position by `value` plus a random amount up to the
    next of `noises` (in `NOISE_SCALE`ths of a point), ranks by value less one per step, and
    gives up after `base` times the next Luby number of positions (1 1 2 1 1 2 4 ...), when a
    new one starts with a fresh table. Incomplete: returns the winning line, or None when the
    budget ran out. The random numbers come from a fixed generator, so runs repeat exactly."""
    won = sr.c.won
    if won(root):
        return []
    count = 0
    state = RESTART_SEED
    attempt = 0
    while True:
        attempt += 1
        noise = noises[attempt % len(noises)] * NOISE_SCALE
        limit = base * luby(attempt)
        seen, parents, made_at, depths, nodes, heap = _tables(sr, root)
        taken = 0
        while heap and taken < limit:
            if budget.spent():
                return None
            count += 1
            taken += 1
            if count % SLICE == 0:
                yield
            node = _BIAS - (heapq.heappop(heap) & _MASK)
            entry = nodes[node]
            assert entry is not None
            nodes[node] = None
            depth = depths[node] + 1
            kids = sr.children(entry[0], entry[1], entry[2], sr.focus, seen)
            ranked: list[tuple[int, int]] = []
            for k, kid in enumerate(kids):
                if kid[4] and won(kid[0]):
                    return _line(made_at, parents, node, kid[1])
                state = _lcg(state)
                ranked.append((kid[3] * NOISE_SCALE + (state >> 8) % (noise + 1), k))
            ranked.sort(reverse=True)
            for _, k in ranked[:width]:
                nxt, made, h, v, _ = kids[k]
                if h in seen:
                    continue
                seen.add(h)
                parents.append(node)
                made_at.append(made)
                depths.append(depth)
                nodes.append((nxt, h, v))
                state = _lcg(state)
                rank = (depth - v) * NOISE_SCALE - (state >> 8) % (noise + 1)
                heapq.heappush(heap, (rank << _SHIFT) + 1 - len(parents) + _BIAS)


Tables = tuple[
    set[int],
    list[int],
    list[tuple[CMove, ...]],
    list[int],
    list[tuple[Pos, int, int] | None],
    list[int],
]
"""A best-first search's tables: keys seen, each node's parent, the moves that made it,
its depth, the node itself (position, key, value; None once expanded), and the queue
(entries as in `best_first`)."""


def _tables(sr: Searcher, root: Pos) -> Tables:
    """The tables of a best-first search that starts at root (node 0, queued)."""
    h0 = sr.hash(root)
    return {h0}, [-1], [()], [0], [(root, h0, sr.value(root))], [_BIAS]


def _line(
    made_at: list[tuple[CMove, ...]], parents: list[int], node: int, last: tuple[CMove, ...]
) -> list[CMove]:
    """The moves from the root to node, then `last`."""
    line = list(last)
    while node > 0:
        line[:0] = made_at[node]
        node = parents[node]
    return line


def luby(i: int) -> int:
    """The i-th number (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ..."""
    while True:
        k = 1
        while (1 << k) - 1 < i:
            k += 1
        if i == (1 << k) - 1:
            return 1 << (k - 1)
        i -= (1 << (k - 1)) - 1


def _lcg(x: int) -> int:
    """The next state of a 31-bit linear congruential generator (small ints throughout, so
    the compiled core never boxes them and both builds draw the same numbers)."""
    return (x * 1_103_515_245 + 12_345) & 0x7FFF_FFFF


def _moves(sr: Searcher, made: tuple[CMove, ...], pos: Pos, nxt: Pos) -> int:
    """A step's moves as Klondike-Solver counts them: every move made (each stock click,
    each safe move) and every card turned face up from pos to nxt. Its search pays for
    each click and its moves-left estimate falls by one per click, as ours does; counted
    per step, a run of clicks cost nothing, and the beams wandered into the stock."""
    total = len(made)
    for i in sr.builds:
        before = pos[i]
        after = nxt[i]
        if after is not before:
            # face-down cards lie at the bottom of a pile: those gone were turned up
            total += _downs(before) - _downs(after)
    return total


def _downs(pile: tuple[int, ...]) -> int:
    """The face-down cards of a pile."""
    total = 0
    for v in pile:
        if v >= 0:
            break
        total += 1
    return total


def _by_value(node: Node) -> int:
    return node[3]


def _classes(sr: Searcher, pos: Pos, h: int, v: int, seen: set[int]) -> list[Node]:
    """The children of a twin class (`Twins.canon`; pos its canonical member), each made
    canonical: pos's own children, and those of each other member that use every pair
    toggled to reach it (a move from or onto a column of each). Any other child of a
    member is a member of the class of a child already made (see docs/analysis.md)."""
    out = sr.member_children(pos, pos, h, v, False, seen, [], [], True)
    twins = sr.twins
    pairs = twins.pairs(pos)
    k = len(pairs)
    # each member made from the one without its highest pair toggled (so the pairs are
    # toggled lowest first, as one by one from pos), with the moves to it (`Twins.toggle`)
    members: list[Pos] = [pos]
    lines: list[list[CMove]] = [[]]
    # per member, the column of each pair's lower and higher twin (entries 2p and 2p + 1):
    # a toggle moves only the run above its lower twin, so they are followed, not searched
    cols: list[int] = []
    for lo, hi in pairs:
        cols.append(twins.column(pos, lo))
        cols.append(twins.column(pos, hi))
    places: list[list[int]] = [cols]
    for mask in range(1, 1 << k):
        top = mask.bit_length() - 1
        rest = mask ^ 1 << top
        pre = lines[rest][:]
        was = places[rest]
        src = was[2 * top]
        dst = was[2 * top + 1]
        base = members[rest]
        m = (src, dst, above(base[src], pairs[top][0]))
        pre.append(m)
        member = sr.c.apply(base, m)
        run = member[dst][len(member[dst]) - m[2] :]
        now = was[:]
        for x in range(2 * k):
            if now[x] == src and holds(run, pairs[x >> 1][x & 1]):
                now[x] = dst
        members.append(member)
        lines.append(pre)
        places.append(now)
        need: list[tuple[int, int]] = []
        spots: list[CMove] = []  # per pair toggled: its columns, the cards above its twin
        for i in range(k):
            if mask >> i & 1:
                a = now[2 * i]
                b = now[2 * i + 1]
                need.append((a, b))
                spots.append((a, b, above(member[b], pairs[i][1])))
        if len(need) > 2 and not hit(need, sr.builds):
            continue
        out += sr.member_children(member, pos, h, v, False, seen, pre, need, True, spots)
    return out


def above(pile: tuple[int, ...], card: int) -> int:
    """How many entries lie above `card` in the pile (a loop from the top: `index` is a
    method call through Python in the compiled code)."""
    k = len(pile) - 1
    while k >= 0 and pile[k] != card:
        k -= 1
    if k < 0:
        raise ValueError(f"{card} is not in the pile")
    return len(pile) - 1 - k


def holds(run: tuple[int, ...], card: int) -> bool:
    """Is `card` in the run (a loop: `in` on a tuple compares through Python here)?"""
    return any(v == card for v in run)
