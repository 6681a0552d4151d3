"""A small depth-first search over the engine, used to find and re-check winning games."""

from __future__ import annotations

import time

from engine.game import Game
from engine.moves import Move
from engine.placement import placement_reason


def state_key(game: Game) -> tuple[object, ...]:
    """Everything that decides the future of a game: piles, faces, vars and stops."""
    s = game.state
    return tuple((tuple(f.cards), f.props.var) for f in s.fields) + (tuple(s.stops),)


def _ordered(game: Game) -> list[Move]:
    """Legal moves, most promising first, judged without playing them.

    Moves onto foundations (`grund` or fields with `auto`) first, then moves onto cards,
    then moves into empty fields or cells
    drags before clicks
    longer source piles
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


def _home_moves(game: Game) -> list[Move]:
    """Push legal moves onto foundation fields (`grund`, or with `auto`) while there are any.

    This is the search's own, cheaper auto-run: the moves come back so that they can be
    written into the script and undone one by one.
    """
    done: list[Move] = []
    fields = game.state.fields
    while game.state.outcome is None and game.state.message is None and len(done) < 208:
        for move in game.legal_moves:
            if move.dst is None:
                continue
            src, dst = fields[move.src].defn, fields[move.dst].defn
            if not (dst.base == "grund" or dst.auto) or src.base == "grund" or src.auto:
                continue
            before = state_key(game)
            game.push(move)
            if state_key(game) == before:
                game.pop()
                continue
            done.append(move)
            break
        else:
            break
    return done


def solve(
    game: Game, *, max_nodes: int = 20_000, max_seconds: float = 20.0, use_auto: bool = True
) -> list[Move] | None:
    """Moves that win the game from its current position, or None when none were found.

    With `use_auto`, every move is followed by all moves onto foundations that are then
    possible (a greedy auto-run), which keeps searches in games with foundations short.
    """
    while game.state.message is not None:
        game.answer(1)
    seen: set[tuple[object, ...]] = set()
    path: list[list[Move]] = []
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
                for _ in path.pop():
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
        macro = [move]
        if use_auto and game.state.outcome is None:
            macro += _home_moves(game)
        path.append(macro)
        if enter():
            return [m for step in path for m in step]
    return None


def heuristic(game: Game) -> int:
    """Lower is better: score first, then hidden cards, busy cells, broken sequences."""
    state = game.state
    value = -100 * game.score
    homes = [f.index for f in state.fields if f.defn.base == "grund" or f.defn.auto]
    for f in state.fields:
        if f.index in homes or f.defn.base == "keller" or f.hidden:
            continue
        cards = f.cards
        for k, v in enumerate(cards):
            if v >= 0 and any(placement_reason(state, [v], h) is None for h in homes):
                value += 6 * (len(cards) - 1 - k)  # cards lying on a card a foundation wants
    for f in state.fields:
        cards = f.cards
        if not cards:
            if f.defn.base != "grund":
                value -= 4
            continue
        if f.defn.base == "keller":
            value += 3
            continue
        if f.defn.base == "grund":
            continue
        for k, v in enumerate(cards):
            if v < 0:
                value += 3
            elif k and cards[k - 1] >= 0:
                below, above = state.card(cards[k - 1]), state.card(v)
                if below.rank != above.rank + 1 and not (below.rank == 2 and above.rank == 14):
                    value += 1
    return value


def best_first(
    game: Game, *, max_nodes: int = 50_000, max_seconds: float = 30.0, use_auto: bool = True
) -> list[Move] | None:
    """Greedy best-first search by `heuristic`; moves that win, or None."""
    import heapq

    while game.state.message is not None:
        game.answer(1)
    state = game.state
    start = state.snapshot()
    parents: list[tuple[int, list[Move]]] = [(-1, [])]
    seen = {state_key(game)}
    heap: list[tuple[int, int, object]] = [(heuristic(game), 0, start)]
    deadline = time.monotonic() + max_seconds

    def moves_to(node: int) -> list[Move]:
        out: list[Move] = []
        while node > 0:
            parent, macro = parents[node]
            out[:0] = macro
            node = parent
        return out

    found: int | None = None
    while heap and found is None:
        if len(parents) > max_nodes or time.monotonic() > deadline:
            break
        _, node, snap = heapq.heappop(heap)
        state.restore(snap)  # type: ignore[arg-type]
        game._legal_key = None
        if game.outcome is not None:
            continue
        for move in _ordered(game):
            state.restore(snap)  # type: ignore[arg-type]
            game._legal_key = None
            try:
                game.push(move)
            except Exception:  # noqa: BLE001
                continue
            macro = [move]
            if use_auto and state.outcome is None:
                macro += _home_moves(game)
            key = state_key(game)
            if key in seen:
                continue
            seen.add(key)
            parents.append((node, macro))
            child = len(parents) - 1
            outcome = game.outcome
            if outcome is not None:
                if outcome.won:
                    found = child
                    break
                continue
            heapq.heappush(heap, (heuristic(game), child, state.snapshot()))
    state.restore(start)
    game._legal_key = None
    game._history.clear()
    game._redo.clear()
    if found is None:
        return None
    return moves_to(found)


def script_lines(game: Game, moves: list[Move]) -> list[str]:
    """Replay-script lines for steps, naming fields as `ID` or `ID.N`."""
    name = game.definition.field_name
    lines = []
    for m in moves:
        if m.dst is None:
            verb = {"left": "click", "right": "rclick", "middle": "mclick"}[m.button]
            lines.append(f"{verb} {name(m.src)}" + (f" {m.n}" if m.n != 1 else ""))
        else:
            lines.append(f"move {name(m.src)} {name(m.dst)}" + (f" {m.n}" if m.n != 1 else ""))
    return lines
