"""The two searches over compiled positions: exhaustive depth-first and best-first, each
advanced a slice at a time (generators), each with a transposition table of 64-bit keys.
A complete search that runs out of positions has proved the deal unsolvable."""

from __future__ import annotations

import heapq
from typing import Final

from engine.analysis.compact import CMove, Pos
from engine.analysis.search import SLICE, Budget, Node, Run, Searcher
from engine.analysis.twins import hit

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
    h0 = sr.hash(root)
    seen: set[int] = {h0}
    parents: list[int] = [-1]
    made_at: list[tuple[CMove, ...]] = [()]
    depths: list[int] = [0]
    nodes: list[tuple[Pos, int, int] | None] = [(root, h0, sr.value(root))]
    # entries are priority * _SPAN + tie-break + _BIAS: one int orders as the pair did, and
    # the heap compares ints instead of tuples (and builds no tuple per child)
    heap: list[int] = [_BIAS]
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
                line = list(made)
                k = node
                while k > 0:
                    line[:0] = made_at[k]
                    k = parents[k]
                return line
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
