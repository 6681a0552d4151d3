"""Klondike-Solver (PyPI pyksolve) on our seeded Klondike deals, for cross-checks.

Our deal goes to the solver as its own 52-card deck string (see `deck_string`; its PySol
board reader turns down boards it printed itself in pyksolve 0.0.15). Its answer
comes back as replay-script lines of games/klondike.xml, so a solution it finds is checked
by replaying it in our engine: the strongest test that both sides play the same deal.
"""

from __future__ import annotations

from typing import Any

from engine.game import Game

RANKS = {"A": 1, **{str(v): v for v in range(2, 11)}, "B": 11, "D": 12, "K": 13}
SUITS = {"Kreuz": 1, "Karo": 2, "Herz": 3, "Pik": 4}
COLUMNS = tuple(f"t{k}" for k in range(1, 8))
FOUNDATIONS = ("g1", "g2", "g3", "g4")
STATES = 300_000
"""Positions each of Klondike-Solver's searches may keep (a few seconds at most)."""


def card_code(name: str) -> str:
    """`Herz 10` or `(Herz 10)` in Klondike-Solver's deck notation: two digits of rank, one of
    suit (`103`: ten of hearts; suits 1 clubs, 2 diamonds, 3 hearts, 4 spades)."""
    suit, rank = name.strip("()").split()
    return f"{RANKS[rank]:02d}{SUITS[suit]}"


def deck_string(game: Game) -> str:
    """The opening position of a games/klondike.xml deal as Klondike-Solver's 52-card string.

    The solver deals its string row by row: card 0 face up on column 1, cards 1-6 face down
    on columns 2-7, card 7 face up on column 2, and so on; cards 28-51 form the stock, card
    28 drawn first.
    """
    fields = {f["id"]: f["cards"] for f in game.to_json()["fields"]}
    columns = [fields[c] for c in COLUMNS]
    if [len(c) for c in columns] != list(range(1, 8)) or any(
        c[-1].startswith("(") or not all(x.startswith("(") for x in c[:-1]) for c in columns
    ):
        raise ValueError("not a fresh Klondike deal: columns of 1..7 cards, the top one face up")
    order: list[str] = []
    for row in range(7):
        order += [columns[col][row] for col in range(row, 7)]
    order += reversed(fields["stock"])  # the top card is drawn first
    return "".join(card_code(c) for c in order)


def solve_deal(game: Game, draw: int, states: int = STATES) -> tuple[str, list[str]]:
    """Klondike-Solver's verdict on the deal (solved, unsolvable or unknown) and its moves.

    Its quick search looks for a win first; when it finds none, its minimal search decides
    (it reports Impossible only after it has looked at every position it keeps).
    """
    from pyksolve.solver import Solitaire, SolveResult

    solver: Any = Solitaire()
    if not solver.load_solitaire(deck_string(game)):
        raise ValueError("Klondike-Solver refused the deck")
    solved = (SolveResult.SolvedMinimal, SolveResult.SolvedMayNotBeMinimal)
    solver.reset_game(draw)
    if solver.solve_fast(max_closed_count=states) in solved:
        return "solved", str(solver.moves_made()).split()
    solver.reset_game(draw)
    result = solver.solve_minimal(max_closed_count=states)
    if result in solved:
        return "solved", str(solver.moves_made()).split()
    if result is SolveResult.Impossible:
        return "unsolvable", []
    return "unknown", []


def script_lines(moves: list[str]) -> list[str]:
    """Klondike-Solver's moves as replay-script lines for games/klondike.xml.

    `DRn` clicks the stock n times, `NEW` clicks the empty stock to turn the waste over,
    `Fn` (turning a card) needs nothing because our columns turn their top card by
    themselves; `XY[-n]` moves n cards from X to Y, where X and Y are a column 1-7,
    `W` the waste or a suit letter for that suit's foundation. Our foundations take any
    suit, so a suit's foundation is the one its ace went to.
    """
    home: dict[str, str] = {}
    lines: list[str] = []

    def pile(code: str) -> str:
        if code.isdigit():
            return COLUMNS[int(code) - 1]
        if code == "W":
            return "abwurf"
        if code not in home:
            home[code] = FOUNDATIONS[len(home)]
        return home[code]

    for move in moves:
        if move.startswith("DR"):
            lines += ["click stock"] * int(move[2:])
        elif move == "NEW":
            lines.append("click stock")
        elif move.startswith("F"):
            continue
        else:
            head, _, count = move.partition("-")
            line = f"move {pile(head[0])} {pile(head[1])}"
            lines.append(line + (f" {count}" if count else ""))
    return lines
