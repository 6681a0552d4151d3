"""Search winning deals for the games in games/ with the analyzer's solver; store them as scripts.

Usage: python -m tests.games.find_wins [GAME.xml ...] [--variant ID] [--seeds N] [--seconds S]
       [--out DIR]
Writes tests/games/wins/<game>[-<variant>].txt (seed and variant in header comments). The
recorded files are data: the test suite only replays them, it never searches.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.analysis.solver import SolveResult, solve
from engine.compile import load_game
from engine.definition import GameDefinition
from engine.game import Game

ROOT = Path(__file__).resolve().parents[2]
WINS = Path(__file__).resolve().parent / "wins"


def win_name(path: Path, variant: str | None) -> str:
    """File name of the stored win for a game and variant."""
    return path.stem + (f"-{variant}" if variant else "") + ".txt"


def search(
    definition: GameDefinition, seed: int, *, nodes: int, seconds: float
) -> tuple[list[str], SolveResult]:
    """Deal `seed`, answer opening messages with button 1, then solve; (opening lines, result)."""
    game = Game.new(definition, seed=seed)
    head: list[str] = []
    while game.state.message is not None:
        game.answer(1)
        head.append("answer 1")
    return head, solve(game, max_nodes=nodes, max_seconds=seconds)


def find(
    path: Path, variant: str | None, seeds: range, *, nodes: int, seconds: float, out: Path = WINS
) -> bool:
    """Try the seeds until one is won; store its script in `out`."""
    definition = load_game(path, variant=variant)
    for seed in seeds:
        head, result = search(definition, seed, nodes=nodes, seconds=seconds)
        label = f"{path.name} {variant or '-'} seed {seed}"
        if not result.solved:
            print(f"{label}: {result.status.value} ({result.reason})", flush=True)
            continue
        lines = [
            f"# {definition.name}: a won game found by engine.analysis.solver",
            f"# seed: {seed}",
        ]
        if variant:
            lines.append(f"# variant: {variant}")
        lines += head + result.script()
        out.mkdir(exist_ok=True)
        (out / win_name(path, variant)).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{label}: won in {len(result.steps)} steps, {result.seconds:.1f} s", flush=True)
        return True
    return False


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.games.find_wins")
    parser.add_argument("games", nargs="*")
    parser.add_argument("--variant", default=None, help="only this variant")
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--nodes", type=int, default=2_000_000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--out", type=Path, default=WINS, help="folder for the scripts")
    args = parser.parse_args(argv)
    paths = [Path(g) for g in args.games] or sorted((ROOT / "games").glob("*.xml"))
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    missing = []
    for path in paths:
        variants = [v.id for v in load_game(path).variants] or [None]
        if args.variant:
            variants = [args.variant]
        for variant in variants:
            if not find(path, variant, seeds, nodes=args.nodes, seconds=args.seconds, out=args.out):
                missing.append(f"{path.name} {variant}")
    print("missing:", missing)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
