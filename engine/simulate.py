"""Play many seeded deals with a simple player and report wins and speed."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from engine import rules
from engine.definition import GameDefinition
from engine.errors import EngineError, IllegalMoveError
from engine.game import Game
from engine.legal import legal_list
from engine.moves import Move
from engine.rng import Random

PLAYERS = ("random", "greedy", "solver")
MOVE_CAP = 1000
"""Moves per deal after which a playout stops (unlimited redeals would never end)."""
SOLVER_NODES = 20_000
"""Positions the solver may visit per deal before it gives up."""


def _pick_greedy(game: Game, legal: list[Move], rng: Random) -> Move:
    """Prefer moves onto `auto` fields (usually foundations), then drags, then clicks."""
    fields = game.state.fields
    onto_auto = [m for m in legal if m.dst is not None and fields[m.dst].props.auto]
    if onto_auto:
        return rng.choice(onto_auto)
    drags = [m for m in legal if m.dst is not None]
    if drags and rng.below(4):
        return rng.choice(drags)
    return rng.choice(legal)


def play_out(game: Game, rng: Random, *, player: str = "random", cap: int = MOVE_CAP) -> int:
    """Play until the game ends or `cap` moves were made; returns the number of moves."""
    made = 0
    state = game.state
    while made < cap and state.outcome is None:
        if state.message is not None:
            game.answer(1 + rng.below(len(state.message.buttons)))
            continue
        legal = legal_list(game)
        if not legal:
            break
        move = rng.choice(legal) if player == "random" else _pick_greedy(game, legal, rng)
        try:
            game.push(move)
        except EngineError:
            break  # a runaway action chain: stop this deal
        made += 1
    return made


def _state_key(game: Game) -> tuple[object, ...]:
    """A hashable picture of the position, for the solver's visited set."""
    s = game.state
    return (
        tuple(tuple(f.cards) for f in s.fields),
        tuple(s.stops),
        tuple(f.props.wiederholung for f in s.fields),
    )


def _pointless(game: Game, move: Move) -> bool:
    """Solver pruning: taking back from `auto ende` fields, or splitting a run for nothing."""
    if move.dst is None:
        return False
    s = game.state
    src = s.fields[move.src]
    if "ende" in src.props.auto:
        return True
    if s.fields[move.dst].props.auto:
        return False
    pile = src.cards
    n = move.n
    if n == len(pile):
        # A whole pile onto an empty field of the same kind changes nothing.
        return not s.fields[move.dst].cards and s.fields[move.dst].defn.typ == src.defn.typ
    below = pile[-n - 1]
    p = src.props
    return below >= 0 and rules.follows(s, below, pile[-n], p.folgefarbe, p.folgewert)


def _ordered(game: Game) -> list[Move]:
    """Legal moves for the solver: moves onto auto fields first (they usually score), clicks last."""
    fields = game.state.fields
    legal = [m for m in game.legal_moves if not _pointless(game, m)]
    legal.sort(key=lambda m: (m.dst is None, not (m.dst is not None and fields[m.dst].props.auto)))
    return legal


def solve(game: Game, *, nodes: int = SOLVER_NODES) -> list[Move] | None:
    """Depth-first search for a winning move sequence (None when not found within `nodes`)."""
    try:
        return _solve(game, nodes)
    except IllegalMoveError:
        return None  # a move with ruecknahme="nein" cannot be taken back: give up


def _solve(game: Game, nodes: int) -> list[Move] | None:
    """Iterative DFS with a visited set; leaves the game in the winning position if found."""
    outcome = game.outcome
    if outcome is not None:
        return [] if outcome.won else None
    seen = {_state_key(game)}
    path: list[Move] = []
    stack: list[list[Move]] = [_ordered(game)[::-1]]
    budget = nodes
    while stack and budget > 0:
        options = stack[-1]
        if not options:
            stack.pop()
            if path:
                path.pop()
                game.pop()
            continue
        move = options.pop()
        try:
            game.push(move)
        except EngineError:
            continue
        outcome = game.outcome
        if outcome is not None and outcome.won:
            path.append(move)
            return path
        key = _state_key(game)
        if outcome is not None or key in seen:
            game.pop()
            continue
        seen.add(key)
        budget -= 1
        path.append(move)
        stack.append(_ordered(game)[::-1])
    while path:
        path.pop()
        game.pop()
    return None


def _play_deal(definition: GameDefinition, seed: int, player: str, cap: int) -> tuple[bool, int]:
    """Play one deal; returns (won, moves made)."""
    game = Game.new(definition, seed=seed)
    if player == "solver":
        found = solve(game)
        if found is not None:
            return True, len(found)
        return False, 0
    made = play_out(game, Random(seed + 0x9E3779B9), player=player, cap=cap)
    outcome = game.outcome
    return (outcome is not None and outcome.won), made


def _worker(job: tuple[str, str | None, int, list[int], str, int]) -> list[tuple[bool, int]]:
    path, variant, level, seeds, player, cap = job
    from engine.compile import load_game

    definition = load_game(path, variant=variant, level=level)
    return [_play_deal(definition, seed, player, cap) for seed in seeds]


def simulate(
    game: str | Path | GameDefinition,
    deals: int,
    player: str = "random",
    seed: int = 0,
    *,
    cap: int = MOVE_CAP,
    variant: str | None = None,
    level: int = 0,
    jobs: int = 1,
    path: str | Path | None = None,
) -> dict[str, Any]:
    """Play `deals` deals (seeds seed, seed+1, ...) and report the figures design.md lists.

    `jobs > 1` splits the seeds over worker processes; they reload the game from `path`
    (or from `game` when it is a path), so the result is the same as with one job.
    """
    if player not in PLAYERS:
        raise ValueError(f"unknown player {player!r}: use one of {', '.join(PLAYERS)}")
    if isinstance(game, GameDefinition):
        definition = game
        source = path if path is not None else definition.path
    else:
        from engine.compile import load_game

        definition = load_game(game, variant=variant, level=level)
        source = game
    seeds = list(range(seed, seed + max(deals, 0)))
    started = time.perf_counter()
    results: list[tuple[bool, int]] = []
    if jobs > 1 and source is not None and len(seeds) > 1:
        import multiprocessing

        chunks = [seeds[k::jobs] for k in range(jobs) if seeds[k::jobs]]
        work = [
            (str(source), definition.variant, definition.level, chunk, player, cap)
            for chunk in chunks
        ]
        with multiprocessing.get_context("fork").Pool(len(work)) as pool:
            parts = pool.map(_worker, work)
        by_seed: dict[int, tuple[bool, int]] = {}
        for chunk, part in zip(chunks, parts, strict=True):
            by_seed.update(zip(chunk, part, strict=True))
        results = [by_seed[s] for s in seeds]
    else:
        results = [_play_deal(definition, s, player, cap) for s in seeds]
    seconds = time.perf_counter() - started
    wins = sum(1 for won, _ in results if won)
    total_moves = sum(made for _, made in results)
    return {
        "game": definition.name,
        "deals": deals,
        "player": player,
        "seed": seed,
        "wins": wins,
        "win_rate": wins / deals if deals else 0.0,
        "moves": total_moves,
        "seconds": round(seconds, 4),
        "moves_per_second": round(total_moves / seconds, 1) if seconds > 0 else 0.0,
    }
