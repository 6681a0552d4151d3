"""A fast stand-alone solver for open games with single-card moves (FreeCell, Belagerung,
Eight Off): it reads the dealt position from the engine, searches in its own small model,
and returns engine moves, which the caller verifies by replaying them in the engine.
"""

from __future__ import annotations

from engine.control import locked
from engine.game import Game
from engine.moves import Move
from tests.games.misc_solvers import best_first

RED = {"Herz", "Karo"}


def _card(text: str) -> tuple[int, str]:
    suit, rank = text.split()
    value = {"A": 1, "B": 11, "D": 12, "K": 13}.get(rank)
    return (value if value is not None else int(rank)), suit


def solve_open(
    game: Game, *, build: str, empty: str, max_seconds: float = 60.0, max_nodes: int = 400_000
) -> list[Move] | None:
    """Winning engine moves for an open single-card game, or None.

    build: 'alt' (down, alternating colours), 'any' (down, any suit), 'suit' (down, in suit).
    empty: 'any' (an empty column takes any card), 'K' (kings only), 'none'.
    """
    fields = game.state.fields
    tab = [f.index for f in fields if f.defn.base == "stapel" and not f.hidden and f.defn.max]
    cells = [
        f.index
        for f in fields
        if f.defn.base == "keller" and locked(game.state, f.index, "legen") is None
    ]
    homes = [f.index for f in fields if f.defn.base == "grund"]
    cards = {f.index: [_card(game.state.card(v).__str__()) for v in f.cards] for f in fields}
    found0 = {s: 0 for s in ("Herz", "Karo", "Pik", "Kreuz")}
    home_suit: dict[int, str] = {}
    for h in homes:
        if cards[h]:
            top = cards[h][-1]
            found0[top[1]] = top[0]
            home_suit[h] = top[1]
    start_tab = tuple(tuple(cards[i]) for i in tab)
    start_cells = tuple(sorted(c for i in cells for c in cards[i]))
    start = (start_tab, start_cells, tuple(found0[s] for s in ("Herz", "Karo", "Pik", "Kreuz")))
    suits = ("Herz", "Karo", "Pik", "Kreuz")

    def fits(card: tuple[int, str], onto: tuple[int, str]) -> bool:
        if onto[0] != card[0] + 1:
            return False
        if build == "alt":
            return (card[1] in RED) != (onto[1] in RED)
        if build == "suit":
            return card[1] == onto[1]
        return True

    def h(state) -> int:
        t, c, f = state
        value = (52 - sum(f)) * 10 + len(c) * 2
        for col in t:
            for k, card in enumerate(col):
                if card[0] <= f[suits.index(card[1])] + 2:
                    value += 3 * (len(col) - 1 - k)
        return value

    def successors(state):
        t, c, f = state
        out = []
        # to foundations
        for i, col in enumerate(t):
            if col:
                card = col[-1]
                si = suits.index(card[1])
                if f[si] + 1 == card[0]:
                    nt = list(t)
                    nt[i] = col[:-1]
                    nf = list(f)
                    nf[si] += 1
                    out.append((("tf", i, card), (tuple(nt), c, tuple(nf))))
        for k, card in enumerate(c):
            si = suits.index(card[1])
            if f[si] + 1 == card[0]:
                nc = c[:k] + c[k + 1 :]
                nf = list(f)
                nf[si] += 1
                out.append((("cf", card), (t, nc, tuple(nf))))
        # cell to tableau
        for k, card in enumerate(c):
            for j, col in enumerate(t):
                if (col and fits(card, col[-1])) or (
                    not col and (empty == "any" or (empty == "K" and card[0] == 13))
                ):
                    nt = list(t)
                    nt[j] = col + (card,)
                    out.append((("ct", card, j), (tuple(nt), c[:k] + c[k + 1 :], f)))
        # tableau to tableau
        for i, col in enumerate(t):
            if not col:
                continue
            card = col[-1]
            for j, dst in enumerate(t):
                if i == j:
                    continue
                if (
                    dst
                    and fits(card, dst[-1])
                    or not dst
                    and len(col) > 1
                    and (empty == "any" or (empty == "K" and card[0] == 13))
                ):
                    ok = True
                else:
                    ok = False
                if ok:
                    nt = list(t)
                    nt[i] = col[:-1]
                    nt[j] = dst + (card,)
                    out.append((("tt", i, j, card), (tuple(nt), c, f)))
            if len(c) < len(cells):
                nt = list(t)
                nt[i] = col[:-1]
                out.append((("tc", i, card), (tuple(nt), tuple(sorted(c + (card,))), f)))
        return out

    plan = best_first(
        start, h, successors, lambda state: sum(state[2]) == 52, max_seconds, max_nodes
    )
    if plan is None:
        return None
    return _to_engine(game, plan, tab, cells, homes, home_suit)


def _to_engine(game, plan, tab, cells, homes, home_suit) -> list[Move]:
    """Translate model moves into engine drags (cells and foundations chosen in order)."""
    cell_of: dict[tuple[int, str], int] = {}
    for i in cells:
        for v in game.state.fields[i].cards:
            cell_of[_card(str(game.state.card(v)))] = i
    used = set(cell_of.values())
    suit_home = {s: h for h, s in home_suit.items()}
    out: list[Move] = []

    def home_for(card):
        if card[1] not in suit_home:
            free = [h for h in homes if h not in suit_home.values()]
            suit_home[card[1]] = free[0]
        return suit_home[card[1]]

    for move in plan:
        kind = move[0]
        if kind == "tf":
            _, i, card = move
            out.append(Move.drag(tab[i], home_for(card), 1))
        elif kind == "cf":
            card = move[1]
            src = cell_of.pop(card)
            used.discard(src)
            out.append(Move.drag(src, home_for(card), 1))
        elif kind == "ct":
            _, card, j = move
            src = cell_of.pop(card)
            used.discard(src)
            out.append(Move.drag(src, tab[j], 1))
        elif kind == "tt":
            _, i, j, _card_ = move
            out.append(Move.drag(tab[i], tab[j], 1))
        elif kind == "tc":
            _, i, card = move
            dst = next(c for c in cells if c not in used)
            used.add(dst)
            cell_of[card] = dst
            out.append(Move.drag(tab[i], dst, 1))
    return out
