"""A fast stand-alone solver for Forty Thieves (two packs, single cards, in-suit building,
one pass through the stock). Returns engine moves
foundations are picked while the moves
are replayed on a scratch copy of the game."""

from __future__ import annotations

from engine.game import Game
from engine.moves import Move
from tests.games.misc_solvers import _cards, _idx, best_first

SUITS = ("Herz", "Karo", "Pik", "Kreuz")


def solve_forty_thieves(game: Game, *, max_seconds: float = 60.0) -> list[Move] | None:
    """Winning engine moves, or None."""
    cols = tuple(tuple(_cards(game, _idx(game, f"t{k}"))) for k in range(1, 11))
    stock = tuple(_cards(game, _idx(game, "stock"))[::-1])
    start = (cols, (), 0, ((0, 0),) * 4)

    def nexts(found, suit):
        si = SUITS.index(suit)
        return {h + 1 for h in found[si] if h < 13}

    def put(found, suit):
        si = SUITS.index(suit)
        a, b = found[si]
        # raise the lower pile that wants this card
        return found

    def to_found(found, card):
        si = SUITS.index(card[1])
        a, b = found[si]
        if a + 1 == card[0]:
            pair = tuple(sorted((a + 1, b)))
        elif b + 1 == card[0]:
            pair = tuple(sorted((a, b + 1)))
        else:
            return None
        nf = list(found)
        nf[si] = pair
        return tuple(nf)

    def h(state):
        cs, waste, pos, found = state
        done = sum(a + b for a, b in found)
        value = (104 - done) * 20
        for col in cs:
            if not col:
                value -= 25
                continue
            for k, card in enumerate(col):
                lo = min(found[SUITS.index(card[1])])
                if card[0] <= lo + 3:
                    value += (4 - (card[0] - lo)) * (len(col) - 1 - k)
            for k in range(1, len(col)):
                if not (col[k][1] == col[k - 1][1] and col[k][0] + 1 == col[k - 1][0]):
                    value += 3
        value += len(waste)
        return value

    def succ(state):
        cs, waste, pos, found = state
        out = []
        for i, col in enumerate(cs):
            if col:
                nf = to_found(found, col[-1])
                if nf:
                    nc = list(cs)
                    nc[i] = col[:-1]
                    out.append((("cf", i), (tuple(nc), waste, pos, nf)))
        if waste:
            nf = to_found(found, waste[-1])
            if nf:
                out.append((("wf",), (cs, waste[:-1], pos, nf)))
        for i, col in enumerate(cs):
            if not col:
                continue
            card = col[-1]
            for j, dst in enumerate(cs):
                if i == j:
                    continue
                settled = len(col) > 1 and col[-2][1] == card[1] and col[-2][0] == card[0] + 1
                if dst and dst[-1][1] == card[1] and dst[-1][0] == card[0] + 1:
                    if settled:
                        continue  # from one right place to an equal one: a shuffle
                elif not (not dst and len(col) > 1 and not settled):
                    continue
                nc = list(cs)
                nc[i] = col[:-1]
                nc[j] = dst + (card,)
                out.append((("cc", i, j), (tuple(nc), waste, pos, found)))
        if waste:
            card = waste[-1]
            for j, dst in enumerate(cs):
                if (dst and dst[-1][1] == card[1] and dst[-1][0] == card[0] + 1) or not dst:
                    nc = list(cs)
                    nc[j] = dst + (card,)
                    out.append((("wc", j), (tuple(nc), waste[:-1], pos, found)))
        if pos < len(stock):
            out.append((("s",), (cs, waste + (stock[pos],), pos + 1, found)))
        return out

    plan = best_first(start, h, succ, lambda state: sum(a + b for a, b in state[3]) == 104, max_seconds)
    if plan is None:
        return None
    scratch = Game.new(game.definition, seed=game.seed)
    t = [_idx(game, f"t{k}") for k in range(1, 11)]
    homes = [_idx(game, f"g{k}") for k in range(1, 9)]
    waste_i, stock_i = _idx(game, "abwurf"), _idx(game, "stock")
    out: list[Move] = []
    for step in plan:
        if step[0] in ("cf", "wf"):
            src = t[step[1]] if step[0] == "cf" else waste_i
            move = next(m for m in (Move.drag(src, g, 1) for g in homes) if m in scratch.legal_moves)
        elif step[0] == "cc":
            move = Move.drag(t[step[1]], t[step[2]], 1)
        elif step[0] == "wc":
            move = Move.drag(waste_i, t[step[1]], 1)
        else:
            move = Move.click(stock_i)
        scratch.play(move)
        out.append(move)
    return out
