"""Fast stand-alone solvers for Yukon-like and Spider-like games. They read the dealt
position from the engine (including face-down cards: they find a won game, they do not
judge how a player could find it), search in a small model, and return engine moves that
the caller verifies by replaying them in the engine.
"""

from __future__ import annotations

from engine.game import Game
from engine.moves import Move
from tests.games.misc_solvers import best_first

RED = {"Herz", "Karo"}
SUITS = ("Herz", "Karo", "Pik", "Kreuz")


def _read(game: Game, i: int) -> tuple[tuple[int, str, bool], ...]:
    state = game.state
    out = []
    for v in state.fields[i].cards:
        card = state.card(v if v >= 0 else ~v)
        rank = 1 if card.rank == 14 else card.rank
        out.append(
            (rank, card.suit.value if hasattr(card.suit, "value") else str(card.suit), v >= 0)
        )
    return tuple(out)


def _suit_name(game: Game, v: int) -> str:
    return str(game.state.card(v if v >= 0 else ~v)).split()[0]


def _columns(game: Game) -> list[int]:
    return [
        f.index
        for f in game.state.fields
        if f.defn.base == "stapel" and not f.hidden and f.defn.max
    ]


def _cards(game: Game, i: int) -> tuple[tuple[int, str, bool], ...]:
    state = game.state
    out = []
    for v in state.fields[i].cards:
        text = str(state.card(v if v >= 0 else ~v))
        suit, rank = text.split()
        r = {"A": 1, "B": 11, "D": 12, "K": 13}.get(rank)
        out.append((r if r is not None else int(rank), suit, v >= 0))
    return tuple(out)


def _fits(card, onto, build: str) -> bool:
    if onto[0] != card[0] + 1:
        return False
    if build == "alt":
        return (card[1] in RED) != (onto[1] in RED)
    if build == "suit":
        return card[1] == onto[1]
    return True


def _flip(col):
    if col and not col[-1][2]:
        return col[:-1] + ((col[-1][0], col[-1][1], True),)
    return col


def solve_yukon(game: Game, *, build: str, max_seconds: float = 60.0) -> list[Move] | None:
    """Yukon-style: any face-up card moves with all above it; A-up foundations by suit."""
    tab = _columns(game)
    homes = [f.index for f in game.state.fields if f.defn.base == "grund"]
    start = (tuple(_cards(game, i) for i in tab), (0, 0, 0, 0))

    def h(state):
        cols, f = state
        value = (52 - sum(f)) * 10
        for col in cols:
            for k, c in enumerate(col):
                if not c[2]:
                    value += 4
                if c[0] <= f[SUITS.index(c[1])] + 2:
                    value += 2 * (len(col) - 1 - k)
        return value

    def succ(state):
        cols, f = state
        out = []
        for i, col in enumerate(cols):
            if col and col[-1][2]:
                c = col[-1]
                si = SUITS.index(c[1])
                if f[si] + 1 == c[0]:
                    nc = list(cols)
                    nc[i] = _flip(col[:-1])
                    nf = list(f)
                    nf[si] += 1
                    out.append((("f", i, c[1]), (tuple(nc), tuple(nf))))
        for i, col in enumerate(cols):
            for k in range(len(col)):
                c = col[k]
                if not c[2]:
                    continue
                n = len(col) - k
                for j, dst in enumerate(cols):
                    if i == j:
                        continue
                    ok = _fits(c, dst[-1], build) if dst else c[0] == 13 and k > 0
                    if ok:
                        nc = list(cols)
                        nc[i] = _flip(col[:k])
                        nc[j] = dst + col[k:]
                        out.append((("m", i, j, n), (tuple(nc), f)))
        return out

    plan = best_first(start, h, succ, lambda s: sum(s[1]) == 52, max_seconds)
    if plan is None:
        return None
    suit_home: dict[str, int] = {}
    out = []
    for step in plan:
        if step[0] == "f":
            _, i, suit = step
            if suit not in suit_home:
                suit_home[suit] = [x for x in homes if x not in suit_home.values()][0]
            out.append(Move.drag(tab[i], suit_home[suit], 1))
        else:
            _, i, j, n = step
            out.append(Move.drag(tab[i], tab[j], n))
    return out


def solve_spider(game: Game, *, max_seconds: float = 60.0) -> list[Move] | None:
    """Spider: same-suit runs move, any-suit building, full runs leave, deals of ten."""
    tab = _columns(game)
    stock_i = next(f.index for f in game.state.fields if f.defn.is_stock)
    homes = [f.index for f in game.state.fields if f.defn.base == "grund"]
    stock = _cards(game, stock_i)
    total = sum(len(_cards(game, i)) for i in tab) + len(stock)
    start = (tuple(_cards(game, i) for i in tab), len(stock), 0)

    def run_len(col):
        n = 0
        for k in range(len(col) - 1, -1, -1):
            c = col[k]
            if not c[2]:
                break
            if n and not (col[k + 1][0] + 1 == c[0] and col[k + 1][1] == c[1]):
                break
            n += 1
        return n

    def h(state):
        cols, left, done = state
        value = -done * 200 + left * 2
        for col in cols:
            value += sum(8 for c in col if not c[2])
            if not col:
                value -= 5
            for k in range(1, len(col)):
                a, b = col[k - 1], col[k]
                if a[2] and b[2] and not (a[0] == b[0] + 1 and a[1] == b[1]):
                    value += 2
        return value

    def succ(state):
        cols, left, done = state
        out = []
        for i, col in enumerate(cols):
            r = run_len(col)
            if r >= 13 and col[-1][0] == 1 and col[-13][0] == 13:
                nc = list(cols)
                nc[i] = _flip(col[:-13])
                out.append((("g", i), (tuple(nc), left, done + 1)))
        for i, col in enumerate(cols):
            r = run_len(col)
            for n in range(1, r + 1):
                c = col[-n]
                for j, dst in enumerate(cols):
                    if i == j:
                        continue
                    if dst and dst[-1][0] == c[0] + 1:
                        # splitting a suited run only pays when the part joins its suit
                        if n < r and dst[-1][1] != c[1]:
                            continue
                        # moving a whole suited run onto an off-suit card that does not
                        # uncover anything is a shuffle
                        if (
                            n == r
                            and dst[-1][1] != c[1]
                            and n < len(col)
                            and col[-n - 1][2]
                            and col[-n - 1][0] == c[0] + 1
                        ):
                            continue
                    elif not dst and n == r and n < len(col):
                        pass
                    else:
                        continue
                    nc = list(cols)
                    nc[i] = _flip(col[:-n])
                    nc[j] = dst + col[-n:]
                    out.append((("m", i, j, n), (tuple(nc), left, done)))
        if left and all(cols):
            pos = len(stock) - left
            deal = stock[::-1][pos : pos + len(cols)]  # top of the stock first
            nc = [col + ((c[0], c[1], True),) for col, c in zip(cols, deal, strict=False)]
            out.append((("d",), (tuple(nc), left - len(cols), done)))
        return out

    plan = best_first(start, h, succ, lambda s: s[2] * 13 == total, max_seconds)
    if plan is None:
        return None
    out = []
    used = 0
    for step in plan:
        if step[0] == "g":
            out.append(Move.drag(tab[step[1]], homes[used], 13))
            used += 1
        elif step[0] == "d":
            out.append(Move.click(stock_i))
        else:
            _, i, j, n = step
            out.append(Move.drag(tab[i], tab[j], n))
    return out
