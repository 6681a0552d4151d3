"""A small depth-first search over the engine, used to find and re-check winning games."""

from __future__ import annotations

import time

from engine.game import Game
from engine.moves import Move


def state_key(game: Game) -> tuple[object, ...]:
    """Everything that decides the future of a game: piles, faces, vars and stops."""
    s = game.state
    return tuple((tuple(f.cards), f.props.var) for f in s.fields) + (tuple(s.stops),)


def _ordered(game: Game, moves: list[Move]) -> list[tuple[int, Move]]:
    """Try each move once; keep those that change the game, best score first."""
    before = state_key(game)
    out: list[tuple[int, int, Move]] = []
    for i, move in enumerate(moves):
        try:
            game.push(move)
        except Exception:  # noqa: BLE001 - a refused move is simply not a candidate
            continue
        changed = state_key(game) != before
        gain = game.score
        won = game.outcome is not None and game.outcome.won
        game.pop()
        if changed:
            rank = 10_000 if won else gain * 10 - (5 if move.is_click else 0)
            out.append((-rank, i, move))
    out.sort(key=lambda t: (t[0], t[1]))
    return [(r, m) for r, _, m in out]


def solve(game: Game, *, max_nodes: int = 20_000, max_seconds: float = 20.0) -> list[Move] | None:
    """Moves that win the game from its current position, or None when none were found."""
    seen: set[tuple[object, ...]] = set()
    path: list[Move] = []
    nodes = 0
    deadline = time.monotonic() + max_seconds

    def answer_messages() -> None:
        while game.state.message is not None:
            game.answer(1)

    def dfs() -> bool:
        nonlocal nodes
        outcome = game.outcome
        if outcome is not None:
            return outcome.won
        key = state_key(game)
        if key in seen:
            return False
        seen.add(key)
        nodes += 1
        if nodes > max_nodes or time.monotonic() > deadline:
            return False
        for _, move in _ordered(game, list(game.legal_moves)):
            game.push(move)
            path.append(move)
            if dfs():
                return True
            path.pop()
            game.pop()
        return False

    answer_messages()
    return list(path) if dfs() else None


def script_lines(game: Game, moves: list[Move]) -> list[str]:
    """Replay-script lines for moves, naming fields as `ID` or `ID.N`."""
    name = game.definition.field_name
    lines = []
    for m in moves:
        if m.dst is None:
            verb = {"left": "click", "right": "rclick", "middle": "mclick"}[m.button]
            lines.append(f"{verb} {name(m.src)}" + (f" {m.n}" if m.n != 1 else ""))
        else:
            lines.append(f"move {name(m.src)} {name(m.dst)}" + (f" {m.n}" if m.n != 1 else ""))
    return lines
