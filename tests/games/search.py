"""A small depth-first search over the engine, used to find and re-check winning games."""

from __future__ import annotations

import time

from engine.game import Game
from engine.moves import Move


def state_key(game: Game) -> tuple[object, ...]:
    """Everything that decides the future of a game: piles, faces, vars and stops."""
    s = game.state
    return tuple((tuple(f.cards), f.props.var) for f in s.fields) + (tuple(s.stops),)


def _ordered(game: Game) -> list[Move]:
    """Legal moves that change the game, most promising first.

    Each move is tried once: moves that leave the game as it was (an aktion that only
    blocks the regular move) are dropped; winning moves come first, then by score
    gained, drags before clicks, and moves from longer piles first.
    """
    before = state_key(game)
    fields = game.state.fields
    scored: list[tuple[tuple[int, int, int, int], int, Move]] = []
    for i, move in enumerate(list(game.legal_moves)):
        size = len(fields[move.src].cards)
        try:
            game.push(move)
        except Exception:  # noqa: BLE001 - a refused move is simply not a candidate
            continue
        changed = state_key(game) != before
        outcome = game.outcome
        won = outcome is not None and outcome.won
        gain = game.score
        game.pop()
        if changed:
            scored.append(((-int(won), -gain, int(move.is_click), -size), i, move))
    scored.sort(key=lambda t: (t[0], t[1]))
    return [m for _, _, m in scored]


def solve(game: Game, *, max_nodes: int = 20_000, max_seconds: float = 20.0) -> list[Move] | None:
    """Moves that win the game from its current position, or None when none were found."""
    while game.state.message is not None:
        game.answer(1)
    seen: set[tuple[object, ...]] = set()
    path: list[Move] = []
    stack: list[list[Move]] = []
    nodes = 0
    deadline = time.monotonic() + max_seconds

    def enter() -> bool:
        """Visit the current position; True when it is won."""
        nonlocal nodes
        outcome = game.outcome
        if outcome is not None:
            stack.append([])
            return outcome.won
        key = state_key(game)
        if key in seen:
            stack.append([])
            return False
        seen.add(key)
        nodes += 1
        stack.append(list(reversed(_ordered(game))))
        return False

    if enter():
        return []
    while stack:
        if nodes > max_nodes or time.monotonic() > deadline:
            return None
        todo = stack[-1]
        if not todo:
            stack.pop()
            if path:
                path.pop()
                game.pop()
            continue
        move = todo.pop()
        game.push(move)
        path.append(move)
        if enter():
            return list(path)
    return None


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
