"""Play one deal for the analysis and record its outcome, moves, time and coverage (no Qt)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from engine.definition import GameDefinition
from engine.game import Game
from engine.rng import Random
from engine.simulate import MOVE_CAP, play_out
from engine.state import Snapshot

SEED_SALT = 0x9E3779B9
"""The player's PRNG seed offset that `engine.simulate` uses (same deals, same choices)."""


@dataclass(frozen=True, slots=True)
class SolverLimits:
    """Per-deal limits of the solver player."""

    max_nodes: int = 50_000
    max_seconds: float = 5.0


@dataclass(frozen=True, slots=True)
class DealRecord:
    """What one deal produced: verdict, moves, time, dead end and coverage."""

    seed: int
    won: bool
    moves: int
    seconds: float
    verdict: str
    """`won` or `lost` (random/greedy); `solved`, `unsolvable` or `unknown` (solver)."""
    dead_end: str = ""
    fired: frozenset[int] = frozenset()
    """Indices of actions that ran to `erfolg` during play."""
    received: frozenset[int] = frozenset()
    gave: frozenset[int] = frozenset()


class _FiredRecorder:
    """A tracer that notes which actions succeeded, ignoring the engine's trial runs."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.fired: set[int] = set()

    def on_step(self, event: object) -> None:
        """Record a successful `flow` of an action."""
        if getattr(event, "kind", "") != "flow" or not getattr(event, "result", False):
            return
        if self.game is not None and self.game.trial:
            return
        self.fired.add(event.action.index)  # type: ignore[attr-defined]


def _new_game(definition: GameDefinition, seed: int) -> tuple[Game, _FiredRecorder]:
    """Deal with the action runner watched (beginn actions count as fired too)."""
    recorder = _FiredRecorder()
    hooks = None
    if definition.all_actions:
        from engine.actions import make_hooks

        hooks = make_hooks(definition)
        hooks.tracer = recorder
    game = Game.new(definition, seed=seed, hooks=hooks)
    recorder.game = game
    return game, recorder


def _ids(pile: list[int]) -> set[int]:
    """Card identities of a pile (face-down cards are stored as ~id)."""
    return {v if v >= 0 else ~v for v in pile}


def _flow(snaps: list[Snapshot], last: Snapshot) -> tuple[frozenset[int], frozenset[int]]:
    """Fields that gained / lost a card between consecutive positions."""
    received: set[int] = set()
    gave: set[int] = set()
    chain = [*snaps, last]
    for before, after in zip(chain, chain[1:], strict=False):
        for i, (old, new) in enumerate(zip(before.piles, after.piles, strict=True)):
            if old == new:
                continue
            a, b = _ids(old), _ids(new)
            if b - a:
                received.add(i)
            if a - b:
                gave.add(i)
    return frozenset(received), frozenset(gave)


def _dead_end(game: Game, made: int, cap: int) -> str:
    """Why a lost playout stopped, with the kinds of fields still holding cards."""
    state = game.state
    if made >= cap:
        return "move limit reached"
    if state.message is not None:
        return "waiting for a message"
    if state.outcome is not None:
        return "game given up"
    if game.legal_moves:
        return "an action chain failed"
    kinds = sorted(
        {f.defn.base for f in state.fields if f.cards and not f.props.auto and not f.hidden}
    )
    return "no legal move; cards left on " + (", ".join(kinds) if kinds else "nothing")


def play_deal(
    definition: GameDefinition,
    seed: int,
    player: str,
    *,
    cap: int = MOVE_CAP,
    limits: SolverLimits | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> DealRecord:
    """Play one deal with `player` exactly as `engine.simulate` does, and observe it."""
    started = time.perf_counter()
    if player == "solver":
        return _solve_deal(definition, seed, limits or SolverLimits(), clock, started)
    game, recorder = _new_game(definition, seed)
    made = play_out(game, Random(seed + SEED_SALT), player=player, cap=cap)
    outcome = game.outcome
    won = outcome is not None and bool(outcome.won)
    received, gave = _flow([e.before for e in game._history], game.state.snapshot())
    return DealRecord(
        seed,
        won,
        made,
        time.perf_counter() - started,
        "won" if won else "lost",
        "" if won else _dead_end(game, made, cap),
        frozenset(recorder.fired),
        received,
        gave,
    )


def _solve_deal(
    definition: GameDefinition,
    seed: int,
    limits: SolverLimits,
    clock: Callable[[], float],
    started: float,
) -> DealRecord:
    """Run the engine's solver; replay a found line to observe coverage."""
    from engine.analysis.solver import solve
    from engine.analysis.steps import apply

    game = Game.new(definition, seed=seed)
    result = solve(game, max_nodes=limits.max_nodes, max_seconds=limits.max_seconds, clock=clock)
    verdict = result.status.value
    if not result.solved:
        dead = result.dead_end or result.reason
        return DealRecord(seed, False, 0, time.perf_counter() - started, verdict, dead)
    replay, recorder = _new_game(definition, seed)
    snaps = []
    for step in result.steps:
        snaps.append(replay.state.snapshot())
        apply(replay, step)
    received, gave = _flow(snaps, replay.state.snapshot())
    return DealRecord(
        seed,
        True,
        len(result.steps),
        time.perf_counter() - started,
        verdict,
        "",
        frozenset(recorder.fired),
        received,
        gave,
    )
