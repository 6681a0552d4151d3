"""A fast stand-alone solver for Canfield with one card per click and a single pass
(variant 1aufdeck). Returns engine moves
foundations are picked while the moves are
replayed on a scratch copy of the game."""

from __future__ import annotations

from engine.game import Game
from engine.moves import Move
from tests.games.misc_solvers import _cards, _idx, best_first

RED = {"Herz", "Karo"}
SUITS = ("Herz", "Karo", "Pik", "Kreuz")


def solve_canfield(game: Game, *, max_seconds: float = 30.0) -> list[Move] | None:
    """Winning engine moves for the single-pass variant, or None."""
    base = _cards(game, _idx(game, "g1"))[0]
    b = base[0]
    reserve = tuple(_cards(game, _idx(game, "r")))
    stock = tuple(_cards(game, _idx(game, "stock"))[::-1])
    tab = tuple(tuple(_cards(game, _idx(game, f"h{k}"))) for k in range(1, 5))
    found = tuple(1 if s == base[1] else 0 for s in SUITS)
    start = (tab, len(reserve), 0, (), found)

    def want(found, card) -> bool:
        n = found[SUITS.index(card[1])]
        return n < 13 and (b - 1 + n) % 13 + 1 == card[0]

    def fits(card, onto) -> bool:
        return (onto[0] - 2) % 13 + 1 == card[0] and (card[1] in RED) != (onto[1] in RED)

    def add(found, card):
        nf = list(found)
        nf[SUITS.index(card[1])] += 1
        return tuple(nf)

    def refill(cols, rlen):
        """fuellen: a column emptied by hand takes the reserve's top card."""
        cols = list(cols)
        for i, col in enumerate(cols):
            if not col and rlen:
                cols[i] = (reserve[rlen - 1],)
                rlen -= 1
        return tuple(cols), rlen

    def h(state):
        cols, rlen, pos, waste, f = state
        return (52 - sum(f)) * 10 + rlen * 4 + (len(stock) - pos)

    def succ(state):
        cols, rlen, pos, waste, f = state
        out = []
        sources = []
        if rlen:
            sources.append(("r", reserve[rlen - 1]))
        if waste:
            sources.append(("w", waste[-1]))
        for kind, card in sources:
            nr = rlen - (kind == "r")
            nw = waste[:-1] if kind == "w" else waste
            if want(f, card):
                nc, nr2 = refill(cols, nr)
                out.append(((kind, "f"), (nc, nr2, pos, nw, add(f, card))))
            for j, dst in enumerate(cols):
                if (dst and fits(card, dst[-1])) or (not dst and not rlen):
                    nc = list(cols)
                    nc[j] = dst + (card,)
                    out.append(((kind, "t", j), (tuple(nc), nr, pos, nw, f)))
        for i, col in enumerate(cols):
            if not col:
                continue
            if want(f, col[-1]):
                nc = list(cols)
                nc[i] = col[:-1]
                nc, nr = refill(nc, rlen)
                out.append((("t", "f", i), (nc, nr, pos, waste, add(f, col[-1]))))
            k = len(col) - 1
            while k > 0 and fits(col[k], col[k - 1]):
                k -= 1
            for start_k in range(k, len(col)):
                card = col[start_k]
                for j, dst in enumerate(cols):
                    if j == i:
                        continue
                    if (dst and fits(card, dst[-1])) or (not dst and start_k > 0 and not rlen):
                        nc = list(cols)
                        nc[i] = col[:start_k]
                        nc[j] = dst + col[start_k:]
                        nc, nr = refill(nc, rlen)
                        out.append((("t", "t", i, j, len(col) - start_k), (nc, nr, pos, waste, f)))
        if pos < len(stock):
            out.append((("s",), (cols, rlen, pos + 1, waste + (stock[pos],), f)))
        return out

    plan = best_first(start, h, succ, lambda state: sum(state[4]) == 52, max_seconds)
    if plan is None:
        return None
    hs = [_idx(game, f"h{k}") for k in range(1, 5)]
    homes = [_idx(game, f"g{k}") for k in range(1, 5)]
    suit_home = {base[1]: homes[0]}
    fields = {"r": _idx(game, "r"), "w": _idx(game, "abwurf")}
    cols = [list(c) for c in tab]
    rlen = len(reserve)
    waste: list = []
    spos = 0
    out: list[Move] = []

    def home(card):
        if card[1] not in suit_home:
            suit_home[card[1]] = next(g for g in homes if g not in suit_home.values())
        return suit_home[card[1]]

    def refill_model():
        nonlocal rlen
        for i in range(4):
            if not cols[i] and rlen:
                cols[i] = [reserve[rlen - 1]]
                rlen -= 1

    for step in plan:
        if step[0] == "s":
            out.append(Move.click(_idx(game, "stock")))
            waste.append(stock[spos])
            spos += 1
        elif step[0] in ("r", "w"):
            card = reserve[rlen - 1] if step[0] == "r" else waste[-1]
            if step[0] == "r":
                rlen -= 1
            else:
                waste.pop()
            if step[1] == "f":
                out.append(Move.drag(fields[step[0]], home(card), 1))
                refill_model()
            else:
                out.append(Move.drag(fields[step[0]], hs[step[2]], 1))
                cols[step[2]].append(card)
        elif step[1] == "f":
            card = cols[step[2]].pop()
            out.append(Move.drag(hs[step[2]], home(card), 1))
            refill_model()
        else:
            _, _, i, j, n = step
            out.append(Move.drag(hs[i], hs[j], n))
            cols[j] += cols[i][-n:]
            del cols[i][-n:]
            refill_model()
    return out
