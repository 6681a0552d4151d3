"""Search winning deals for the games in games/ and store them as replay scripts.

Usage: python -m tests.games.find_wins [GAME.xml ...] [--seeds N] [--nodes N] [--seconds S]
Writes tests/games/wins/<game>[-<variant>].txt (seed and variant in header comments).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.compile import load_game
from engine.game import Game
from tests.games.canfield_solver import solve_canfield
from tests.games.column_solver import solve_spider, solve_yukon
from tests.games.misc_solvers import (
    solve_accordion,
    solve_aces_up,
    solve_calculation,
    solve_gaps,
    solve_golf,
    solve_pyramid,
)
from tests.games.open_solver import solve_open
from tests.games.search import best_first, script_lines, solve
from tests.games.thieves_solver import solve_forty_thieves

ROOT = Path(__file__).resolve().parents[2]
WINS = Path(__file__).resolve().parent / "wins"

OPEN_RULES = {
    "freecell": ("alt", "any"),
    "belagerung": ("any", "any"),
    "eight_off": ("suit", "K"),
}
"""Games searched with the fast open-game solver: (building rule, empty column rule)."""

SPECIAL = {
    "calculation": solve_calculation,
    "gaps": solve_gaps,
    "accordion": solve_accordion,
    "aces_up": solve_aces_up,
    "pyramid": solve_pyramid,
    "golf": solve_golf,
    "forty_thieves": solve_forty_thieves,
}
"""Games with a solver of their own."""


def win_name(path: Path, variant: str | None) -> str:
    """File name of the stored win for a game and variant."""
    return path.stem + (f"-{variant}" if variant else "") + ".txt"


def find(
    path: Path,
    variant: str | None,
    seeds: int,
    nodes: int,
    seconds: float,
    best: bool = False,
    first_seed: int = 1,
) -> bool:
    """Try seeds 1..seeds until one is won; store its script."""
    definition = load_game(path, variant=variant)
    for seed in range(first_seed, first_seed + seeds):
        game = Game.new(definition, seed=seed)
        head = []
        while game.state.message is not None:
            game.answer(1)
            head.append("answer 1")
        if path.stem == "canfield" and variant == "1aufdeck":
            moves = solve_canfield(game, max_seconds=seconds)
        elif path.stem in SPECIAL:
            moves = SPECIAL[path.stem](game, max_seconds=seconds)
        elif path.stem == "yukon":
            moves = solve_yukon(
                game, build="suit" if variant == "russisch" else "alt", max_seconds=seconds
            )
        elif path.stem == "spider":
            moves = solve_spider(game, max_seconds=seconds)
        elif OPEN_RULES.get(path.stem):
            build, empty = OPEN_RULES[path.stem]
            moves = solve_open(game, build=build, empty=empty, max_seconds=seconds)
        elif best:
            moves = best_first(game, max_nodes=nodes * 5, max_seconds=seconds)
        else:
            moves = solve(game, max_nodes=nodes, max_seconds=seconds)
        if moves is None:
            print(f"{path.name} {variant} seed {seed}: no win found", flush=True)
            continue
        lines = [
            f"# {definition.name}: a won game found by tests/games/search.py",
            f"# seed: {seed}",
        ]
        if variant:
            lines.append(f"# variant: {variant}")
        lines += head + script_lines(game, moves)
        WINS.mkdir(exist_ok=True)
        (WINS / win_name(path, variant)).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{path.name} {variant} seed {seed}: won in {len(moves)} moves", flush=True)
        return True
    return False


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*")
    parser.add_argument("--variant", default=None, help="only this variant")
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--nodes", type=int, default=20_000)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--best", action="store_true", help="greedy best-first instead of DFS")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument(
        "--unverified",
        action="store_true",
        help="store a found plan even when the engine does not end it won",
    )
    args = parser.parse_args(argv)
    paths = [Path(g) for g in args.games] or sorted((ROOT / "games").glob("*.xml"))
    missing = []
    for path in paths:
        variants = [v.id for v in load_game(path).variants] or [None]
        if args.variant:
            variants = [args.variant]
        for variant in variants:
            if not find(
                path, variant, args.seeds, args.nodes, args.seconds, args.best, args.first_seed
            ):
                missing.append(f"{path.name} {variant}")
    print("missing:", missing)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
