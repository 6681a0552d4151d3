"""Play many seeded deals with a simple player and report wins and speed."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from engine.definition import GameDefinition
from engine.errors import EngineError, LoadError
from engine.game import Game
from engine.moves import Move
from engine.rng import Random

PLAYERS = ("random", "greedy")
MOVE_CAP = 1000
"""Moves per deal after which a playout stops (unlimited redeals would never end)."""


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
        legal = game._legal_list()
        if not legal:
            break
        move = rng.choice(legal) if player == "random" else _pick_greedy(game, legal, rng)
        try:
            game.push(move)
        except EngineError:
            break  # a runaway action chain: stop this deal
        made += 1
    return made


def simulate(game: str | Path | GameDefinition, deals: int, player: str = "random",
             seed: int = 0, *, cap: int = MOVE_CAP, variant: str | None = None,
             level: int = 0) -> dict[str, Any]:
    """Play `deals` deals (seeds seed, seed+1, ...) and report the figures design.md lists."""
    if player not in PLAYERS:
        raise ValueError(f"unknown player {player!r}: use one of {', '.join(PLAYERS)}")
    if isinstance(game, GameDefinition):
        definition = game
    else:
        from engine.compile import load_game

        definition = load_game(game, variant=variant, level=level)
        if definition is None:  # pragma: no cover - load_game raises instead
            raise LoadError("could not load game")
    wins = 0
    total_moves = 0
    started = time.perf_counter()
    for k in range(deals):
        g = Game.new(definition, seed=seed + k)
        rng = Random(seed + k + 0x9E3779B9)
        total_moves += play_out(g, rng, player=player, cap=cap)
        outcome = g.outcome
        if outcome is not None and outcome.won:
            wins += 1
    seconds = time.perf_counter() - started
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
