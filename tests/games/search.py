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
    """Legal moves, most promising first, judged without playing them.

    Moves onto foundations (`grund` or fields with `auto`) first, then moves onto cards,
    then moves into empty fields or cells; drags before clicks; longer source piles
    first. Moves of a whole pile into an empty field are dropped as pointless.
    """
    fields = game.state.fields
    scored: list[tuple[tuple[int, ...], int, Move]] = []
    for i, move in enumerate(list(game.legal_moves)):
        size = len(fields[move.src].cards)
        home = into_empty = into_cell = 0
        if move.dst is not None:
            dst = fields[move.dst]
            home = int(dst.defn.base == "grund" or bool(dst.defn.auto))
            into_empty = int(not dst.cards)
            into_cell = int(dst.defn.base == "keller")
            if into_empty and move.n >= size and not into_cell and not home:
                continue
        rank = (-home, into_cell, into_empty, int(move.is_click), -size)
        scored.append((rank, i, move))
    scored.sort(key=lambda t: (t[0], t[1]))
    return [m for _, _, m in scored]


Step = Move | str
"""A search step: a move, or the string "auto" for the auto-run key."""


def _auto(game: Game) -> bool:
    """Press the auto-run key when it changes something; True when it did."""
    if game.outcome is not None or game.state.message is not None:
        return False
    before = state_key(game)
    try:
        count = game.auto()
    except Exception:  # noqa: BLE001
        return False
    if count and state_key(game) == before:
        game.pop()
        return False
    return bool(count)


def solve(game: Game, *, max_nodes: int = 20_000, max_seconds: float = 20.0,
          use_auto: bool = True) -> list[Step] | None:
    """Steps that win the game from its current position, or None when none were found.

    With `use_auto`, every move is followed by the auto-run key (recorded as "auto"),
    which keeps searches in games with foundations short.
    """
    while game.state.message is not None:
        game.answer(1)
    seen: set[tuple[object, ...]] = set()
    path: list[Step] = []
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
                if path[-1] == "auto":
                    path.pop()
                    game.pop()
                path.pop()
                game.pop()
            continue
        move = todo.pop()
        before = state_key(game)
        try:
            game.push(move)
        except Exception:  # noqa: BLE001 - a refused move is simply skipped
            continue
        if state_key(game) == before:
            game.pop()  # an aktion that only blocked the move: nothing happened
            continue
        path.append(move)
        if use_auto and _auto(game):
            path.append("auto")
        if enter():
            return list(path)
    return None


def script_lines(game: Game, moves: list[Step]) -> list[str]:
    """Replay-script lines for steps, naming fields as `ID` or `ID.N`."""
    name = game.definition.field_name
    lines = []
    for m in moves:
        if isinstance(m, str):
            lines.append(m)
        elif m.dst is None:
            verb = {"left": "click", "right": "rclick", "middle": "mclick"}[m.button]
            lines.append(f"{verb} {name(m.src)}" + (f" {m.n}" if m.n != 1 else ""))
        else:
            lines.append(f"move {name(m.src)} {name(m.dst)}" + (f" {m.n}" if m.n != 1 else ""))
    return lines
