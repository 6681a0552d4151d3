"""Fast stand-alone solvers for Calculation, Gaps and Accordion. Each reads the dealt
position from the engine, searches in a small model and returns engine moves, which the
caller verifies by replaying them in the engine.
"""

from __future__ import annotations

import heapq
import sys
import time

from engine.game import Game
from engine.moves import Move


def _cards(game: Game, i: int) -> list[tuple[int, str]]:
    out = []
    for v in game.state.fields[i].cards:
        suit, rank = str(game.state.card(v if v >= 0 else ~v)).split()
        r = {"A": 1, "B": 11, "D": 12, "K": 13}.get(rank)
        out.append((r if r is not None else int(rank), suit))
    return out


def _idx(game: Game, name: str) -> int:
    index = game.definition.resolve_field_name(name)
    assert index is not None, name
    return index


def solve_calculation(game: Game, *, max_seconds: float = 30.0) -> list[Move] | None:
    """Calculation: foundations in steps 1..4; stock cards go to foundations or wastes."""
    stock = [c[0] for c in _cards(game, _idx(game, "stock"))][::-1]  # next card first
    start = (0, (1, 1, 1, 1), ((), (), (), ()))
    deadline = time.monotonic() + max_seconds
    seen: set = set()
    sys.setrecursionlimit(10_000)

    def nxt(pile: int, count: int) -> int:
        step = pile + 1
        return (step * (count + 1) - 1) % 13 + 1

    plan: list[tuple] = []

    def need(found, rank) -> int:
        """How many foundation cards must come before this rank is wanted (smallest)."""
        best = 99
        for g in range(4):
            for k in range(found[g], 13):
                if nxt(g, k) == rank:
                    best = min(best, k - found[g])
                    break
        return best

    def dfs(state) -> bool:
        if time.monotonic() > deadline:
            return False
        pos, found, waste = state
        if sum(found) == 52:
            return True
        key = (pos, found, tuple(sorted(waste)))
        if key in seen:
            return False
        seen.add(key)
        options = []
        for w in range(4):
            if waste[w]:
                card = waste[w][-1]
                for g in range(4):
                    if found[g] < 13 and nxt(g, found[g]) == card:
                        nf = list(found)
                        nf[g] += 1
                        nw = list(waste)
                        nw[w] = waste[w][:-1]
                        options.append((("wg", w, g), (pos, tuple(nf), tuple(nw))))
        if pos < len(stock):
            card = stock[pos]
            for g in range(4):
                if found[g] < 13 and nxt(g, found[g]) == card:
                    nf = list(found)
                    nf[g] += 1
                    options.append((("sg", g), (pos + 1, tuple(nf), waste)))
            mine = need(found, card)
            choices = []
            for w in range(4):
                if waste[w]:
                    gap = need(found, waste[w][-1]) - mine
                    order = (0, gap) if gap >= 0 else (2, -gap)
                else:
                    order = (1, 0)
                choices.append((order, w))
            for _, w in sorted(choices):
                nw = list(waste)
                nw[w] = waste[w] + (card,)
                options.append((("sw", w), (pos + 1, found, tuple(nw))))
        for step, state2 in options:
            plan.append(step)
            if dfs(state2):
                return True
            plan.pop()
        return False

    if not dfs(start):
        return None
    out = []
    g = [_idx(game, f"g{k}") for k in range(1, 5)]
    w = [_idx(game, f"w{k}") for k in range(1, 5)]
    stock_i, hand = _idx(game, "stock"), _idx(game, "hand")
    for step in plan:
        if step[0] == "wg":
            out.append(Move.drag(w[step[1]], g[step[2]], 1))
        else:
            out.append(Move.click(stock_i))
            out.append(Move.drag(hand, g[step[1]] if step[0] == "sg" else w[step[1]], 1))
    return out


def solve_gaps(game: Game, *, max_seconds: float = 10.0) -> list[Move] | None:
    """Gaps without redeals: fill a gap with the successor of its left neighbour."""
    rows, cols = 4, 13
    names = [[f"p{r + 1}{c + 1:02d}" for c in range(cols)] for r in range(rows)]
    grid = tuple(
        tuple((_cards(game, _idx(game, names[r][c])) or [None])[0] for c in range(cols))
        for r in range(rows)
    )
    deadline = time.monotonic() + max_seconds
    seen: set = set()
    plan: list[tuple] = []
    sys.setrecursionlimit(10_000)

    def won(g) -> bool:
        for row in g:
            if row[0] is None or row[0][0] != 2:
                return False
            for c in range(1, 12):
                if row[c] is None or row[c][1] != row[0][1] or row[c][0] != c + 2:
                    return False
        return True

    def dfs(g) -> bool:
        if time.monotonic() > deadline:
            return False
        if won(g):
            return True
        if g in seen:
            return False
        seen.add(g)
        where = {
            card: (r, c) for r in range(rows) for c in range(cols) if (card := g[r][c]) is not None
        }
        for r in range(rows):
            for c in range(cols):
                if g[r][c] is not None:
                    continue
                if c == 0:
                    wanted = [(2, s) for s in ("Herz", "Karo", "Pik", "Kreuz")]
                else:
                    left = g[r][c - 1]
                    if left is None or left[0] == 13:
                        continue
                    wanted = [(left[0] + 1, left[1])]
                for card in wanted:
                    r0, c0 = where[card]
                    if c == 0 and c0 == 0:
                        continue
                    rows2 = [list(row) for row in g]
                    rows2[r0][c0] = None
                    rows2[r][c] = card
                    plan.append((r0, c0, r, c))
                    if dfs(tuple(tuple(row) for row in rows2)):
                        return True
                    plan.pop()
        return False

    if not dfs(grid):
        return None
    return [Move.drag(_idx(game, names[a][b]), _idx(game, names[c][d]), 1) for a, b, c, d in plan]


def solve_accordion(game: Game, *, max_seconds: float = 10.0) -> list[Move] | None:
    """Accordion: a pile goes onto the pile 1 or 3 places before it on a suit or rank match."""
    tops = tuple(_cards(game, _idx(game, f"s{k}"))[-1] for k in range(1, 53))
    deadline = time.monotonic() + max_seconds
    seen: set = set()
    plan: list[tuple[int, int]] = []
    sys.setrecursionlimit(10_000)

    def dfs(line) -> bool:
        if len(line) == 1:
            return True
        if time.monotonic() > deadline or line in seen:
            return False
        seen.add(line)
        for i in range(len(line) - 1, 0, -1):
            for d in (1, 3):
                j = i - d
                if j < 0:
                    continue
                a, b = line[i], line[j]
                if a[0] == b[0] or a[1] == b[1]:
                    plan.append((i, j))
                    if dfs(line[:j] + (a,) + line[j + 1 : i] + line[i + 1 :]):
                        return True
                    plan.pop()
        return False

    if not dfs(tops):
        return None
    return [Move.drag(_idx(game, f"s{i + 1}"), _idx(game, f"s{j + 1}"), 1) for i, j in plan]


def _rank_ace_high(card: tuple[int, str]) -> int:
    return 14 if card[0] == 1 else card[0]


def solve_aces_up(game: Game, *, max_seconds: float = 10.0) -> list[Move] | None:
    """Aces Up: discard a card when a higher one of its suit shows; deal four at a time."""
    cols = tuple(tuple(_cards(game, _idx(game, f"c{k}"))) for k in range(1, 5))
    stock = tuple(_cards(game, _idx(game, "stock"))[::-1])
    deadline = time.monotonic() + max_seconds
    seen: set = set()
    plan: list[tuple] = []
    sys.setrecursionlimit(10_000)

    def dfs(cs, pos) -> bool:
        if time.monotonic() > deadline:
            return False
        if (
            pos >= len(stock)
            and sum(len(c) for c in cs) == 4
            and all(len(c) == 1 and c[0][0] == 1 for c in cs)
        ):
            return True
        key = (cs, pos)
        if key in seen:
            return False
        seen.add(key)
        for i, c in enumerate(cs):
            if not c:
                continue
            for j, d in enumerate(cs):
                if (
                    i != j
                    and d
                    and d[-1][1] == c[-1][1]
                    and _rank_ace_high(d[-1]) > _rank_ace_high(c[-1])
                ):
                    nc = list(cs)
                    nc[i] = c[:-1]
                    plan.append(("x", i, j))
                    if dfs(tuple(nc), pos):
                        return True
                    plan.pop()
                    break
        for i, c in enumerate(cs):
            if len(c) > 1:
                for j, d in enumerate(cs):
                    if not d:
                        nc = list(cs)
                        nc[i] = c[:-1]
                        nc[j] = (c[-1],)
                        plan.append(("m", i, j))
                        if dfs(tuple(nc), pos):
                            return True
                        plan.pop()
                        break
        if pos < len(stock):
            nc = tuple(c + (stock[pos + k],) for k, c in enumerate(cs))
            plan.append(("d",))
            if dfs(nc, pos + 4):
                return True
            plan.pop()
        return False

    if not dfs(cols, 0):
        return None
    c = [_idx(game, f"c{k}") for k in range(1, 5)]
    out = []
    for step in plan:
        if step[0] == "d":
            out.append(Move.click(_idx(game, "stock")))
        else:
            out.append(Move.drag(c[step[1]], c[step[2]], 1))
    return out


def solve_pyramid(game: Game, *, max_seconds: float = 10.0) -> list[Move] | None:
    """Pyramid: pairs summing to 13 leave, a king alone; the stock goes once (or thrice)."""
    names = [f"p{r}{c}" for r in range(1, 8) for c in range(1, r + 1)]
    pos = {name: k for k, name in enumerate(names)}
    cards = [_cards(game, _idx(game, n))[0] for n in names]
    covers = []
    for r in range(1, 8):
        for c in range(1, r + 1):
            covers.append((pos[f"p{r + 1}{c}"], pos[f"p{r + 1}{c + 1}"]) if r < 7 else ())
    stock = tuple(_cards(game, _idx(game, "stock"))[::-1])
    wiederholung = game.state.fields[_idx(game, "stock")].defn.wiederholung
    redeals = wiederholung.count if wiederholung and wiederholung.count is not None else 0
    deadline = time.monotonic() + max_seconds
    seen: set = set()
    plan: list[tuple] = []
    sys.setrecursionlimit(10_000)

    def free(mask, k) -> bool:
        return not mask & (1 << k) and all(mask & (1 << j) for j in covers[k])

    def dfs(mask, spos, waste, left) -> bool:
        if mask == (1 << 28) - 1:
            return True
        if time.monotonic() > deadline:
            return False
        key = (mask, spos, waste, left)
        if key in seen:
            return False
        seen.add(key)
        avail = [k for k in range(28) if free(mask, k)]
        for k in avail:
            if cards[k][0] == 13:
                plan.append(("k", names[k]))
                if dfs(mask | 1 << k, spos, waste, left):
                    return True
                plan.pop()
        for a in range(len(avail)):
            for b in range(a + 1, len(avail)):
                i, j = avail[a], avail[b]
                if cards[i][0] + cards[j][0] == 13:
                    plan.append(("p", names[i], names[j]))
                    if dfs(mask | 1 << i | 1 << j, spos, waste, left):
                        return True
                    plan.pop()
        if waste:
            top = waste[-1]
            if top[0] == 13:
                plan.append(("k", "talon"))
                if dfs(mask, spos, waste[:-1], left):
                    return True
                plan.pop()
            for k in avail:
                if cards[k][0] + top[0] == 13:
                    plan.append(("p", "talon", names[k]))
                    if dfs(mask | 1 << k, spos, waste[:-1], left):
                        return True
                    plan.pop()
        if spos < len(stock):
            plan.append(("s",))
            if dfs(mask, spos + 1, waste + (stock[spos],), left):
                return True
            plan.pop()
        elif left > 0 and waste:
            plan.append(("s",))
            new_stock = waste  # the talon comes back in the same dealing order
            nonlocal_stock[0] = new_stock
            if dfs_redeal(mask, waste, left - 1):
                return True
            plan.pop()
        return False

    nonlocal_stock = [stock]

    def dfs_redeal(mask, waste, left) -> bool:
        # after a redeal the talon becomes the stock again: deal order = bottom of talon first
        nonlocal stock
        saved = stock
        stock = waste
        ok = dfs(mask, 0, (), left)
        stock = saved
        return ok

    if not dfs(0, 0, (), redeals):
        return None
    out = []
    for step in plan:
        if step[0] == "k":
            out.append(Move.click(_idx(game, step[1])))
        elif step[0] == "p":
            out.append(Move.drag(_idx(game, step[1]), _idx(game, step[2]), 1))
        else:
            out.append(Move.click(_idx(game, "stock")))
    return out


def solve_golf(game: Game, *, max_seconds: float = 10.0) -> list[Move] | None:
    """Golf: column cards onto the pile one rank up or down, no wrap; K is a dead end
    unless the variant lets a queen follow it."""
    cols = [tuple(_cards(game, _idx(game, f"t{k}"))) for k in range(1, 8)]
    stock = tuple(_cards(game, _idx(game, "stock"))[::-1])
    top0 = _cards(game, _idx(game, "ablage"))[-1][0]
    queen_on_king = game.definition.variant == "dame"
    deadline = time.monotonic() + max_seconds
    seen: set = set()
    plan: list[tuple] = []
    sys.setrecursionlimit(10_000)

    def fits(card: int, top: int) -> bool:
        if top == 13:
            return queen_on_king and card == 12
        return abs(card - top) == 1

    def dfs(heights, spos, top) -> bool:
        if not any(heights):
            return True
        if time.monotonic() > deadline:
            return False
        key = (heights, spos, top)
        if key in seen:
            return False
        seen.add(key)
        for i, h in enumerate(heights):
            if h and fits(cols[i][h - 1][0], top):
                nh = list(heights)
                nh[i] -= 1
                plan.append(("c", i))
                if dfs(tuple(nh), spos, cols[i][h - 1][0]):
                    return True
                plan.pop()
        if spos < len(stock):
            plan.append(("s",))
            if dfs(heights, spos + 1, stock[spos][0]):
                return True
            plan.pop()
        return False

    if not dfs(tuple(len(c) for c in cols), 0, top0):
        return None
    ablage = _idx(game, "ablage")
    return [
        Move.click(_idx(game, "stock"))
        if s[0] == "s"
        else Move.drag(_idx(game, f"t{s[1] + 1}"), ablage, 1)
        for s in plan
    ]


def best_first(start, h, succ, is_goal, max_seconds: float, max_nodes: int | None = None):  # type: ignore[no-untyped-def]
    """Greedy best-first search shared by the stand-alone solvers: the steps to a goal, or None."""
    parents = {start: None}
    heap = [(h(start), 0, start)]
    counter = 0
    deadline = time.monotonic() + max_seconds
    while heap:
        if time.monotonic() > deadline or (max_nodes is not None and counter > max_nodes):
            return None
        _, _, state = heapq.heappop(heap)
        if is_goal(state):
            plan = []
            node = state
            while parents[node] is not None:
                prev, step = parents[node]
                plan.append(step)
                node = prev
            plan.reverse()
            return plan
        for step, nxt in succ(state):
            if nxt not in parents:
                parents[nxt] = (state, step)
                counter += 1
                heapq.heappush(heap, (h(nxt), counter, nxt))
    return None
