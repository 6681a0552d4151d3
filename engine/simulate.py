"""Play many seeded deals with a simple player and report wins and speed."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from engine.analysis.solver import solve
from engine.definition import GameDefinition
from engine.errors import EngineError
from engine.game import Game
from engine.legal import legal_list
from engine.moves import Move
from engine.rng import Random

PLAYERS = ("random", "greedy", "solver")
MOVE_CAP = 1000
"""Moves per deal after which a playout stops (unlimited redeals would never end)."""
SOLVER_NODES = 200_000
"""Positions the solver may visit per deal before it gives up (the analyzer's default)."""
SOLVER_SECONDS = 10.0
"""Seconds the solver may spend on one deal before it gives up."""


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


def _play_deal(definition: GameDefinition, seed: int, player: str, cap: int) -> tuple[bool, int]:
    """Play one deal; returns (won, moves made)."""
    game = Game.new(definition, seed=seed)
    if player == "solver":
        # The analyzer's solver, the project's one search, plays the deal seeing every card.
        result = solve(game, max_nodes=SOLVER_NODES, max_seconds=SOLVER_SECONDS)
        return result.solved, len(result.steps)
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
