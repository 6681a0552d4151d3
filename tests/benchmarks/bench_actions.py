"""Action benchmark (prints figures, not a timed test): the cost of one move with actions.

Run: python tests/benchmarks/bench_actions.py [GAME.xml ...] [--deals N] [--moves M]
Plays recorded random games again with `Game.push` and reports, per move, the time spent in
the action hooks (aktion + abschluss) and the whole move. Target: under 1 ms per move on
average for Spider and Pyramid.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.actions import ActionRunner  # noqa: E402
from engine.compile import load_game  # noqa: E402
from engine.definition import GameDefinition  # noqa: E402
from engine.errors import EngineError  # noqa: E402
from engine.game import Game  # noqa: E402
from engine.moves import Move  # noqa: E402
from engine.rng import Random  # noqa: E402

DEFAULT = [ROOT / "games" / "spider.xml", ROOT / "games" / "pyramid.xml"]


class Timed(ActionRunner):
    """An ActionRunner that adds up the time spent in its move hooks."""

    def __init__(self, base: ActionRunner) -> None:
        super().__init__(base.program, limit=base.limit)
        self.spent = 0.0

    def aktion(self, game: Game, move: Move) -> bool:
        """Timed `aktion`."""
        started = time.perf_counter()
        try:
            return super().aktion(game, move)
        finally:
            self.spent += time.perf_counter() - started

    def abschluss(self, game: Game, move: Move, replaced: bool) -> None:
        """Timed `abschluss`."""
        started = time.perf_counter()
        try:
            super().abschluss(game, move, replaced)
        finally:
            self.spent += time.perf_counter() - started


def record(definition: GameDefinition, seed: int, limit: int) -> list[Move]:
    """Random legal moves of one deal (including moves only an aktion allows)."""
    game = Game.new(definition, seed=seed)
    rng = Random(seed)
    played: list[Move] = []
    while len(played) < limit and game.state.outcome is None:
        if game.state.message is not None:
            game.answer(1)
            continue
        legal = list(game.legal_moves)
        if not legal:
            break
        move = legal[rng.below(len(legal))]
        try:
            game.play(move)
        except EngineError:
            continue
        played.append(move)
    return played


def bench(path: Path, deals: int, limit: int) -> dict[str, Any]:
    """Replay recorded games and time the hooks and the whole moves."""
    definition = load_game(path)
    games = [(seed, record(definition, seed, limit)) for seed in range(deals)]
    hooks = whole = 0.0
    count = 0
    for seed, played in games:
        game = Game.new(definition, seed=seed)
        assert isinstance(game.hooks, ActionRunner)
        timed = Timed(game.hooks)
        game.hooks = timed
        started = time.perf_counter()
        for move in played:
            if game.state.message is not None:
                game.answer(1)
            game.push(move)
        whole += time.perf_counter() - started
        hooks += timed.spent
        count += len(played)
    return {
        "game": definition.name,
        "moves": count,
        "hooks_ms": hooks / max(count, 1) * 1000,
        "move_ms": whole / max(count, 1) * 1000,
    }


def main() -> None:
    """Print the figures for each game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=[str(p) for p in DEFAULT])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--moves", type=int, default=60)
    args = parser.parse_args()
    for name in args.games:
        r = bench(Path(name), args.deals, args.moves)
        verdict = "ok" if r["move_ms"] < 1.0 else "SLOW"
        print(
            f"{r['game']}: {r['moves']} moves; actions {r['hooks_ms']:.3f} ms/move, "
            f"whole move {r['move_ms']:.3f} ms/move (target < 1 ms: {verdict})"
        )


if __name__ == "__main__":
    main()
