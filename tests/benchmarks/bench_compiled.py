"""Positions per second of the compiled solver core against its Python sources (not a test).

    python tests/benchmarks/bench_compiled.py            # both, side by side
    python tests/benchmarks/bench_compiled.py --nodes 50000

Each game's deals are solved with a node limit and no time limit, so both sides do the same
work (their verdicts, positions and lines must agree, and the script says if they do not);
it prints the CPU seconds and positions per second of each side and their ratio. The Python
side runs in a subprocess with PATSTUDIO_PURE=1. Needs a compiled build (`pip install -e .`
with a C compiler). Print the load average with the figures: the machine may be shared.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.analysis import compiled  # noqa: E402
from engine.analysis.freecell import new_ms_game  # noqa: E402
from engine.analysis.native import PURE_ENV  # noqa: E402
from engine.analysis.solver import solve  # noqa: E402
from engine.compile import load_game  # noqa: E402
from engine.game import Game  # noqa: E402

GAMES: dict[str, tuple[str, str | None, tuple[int, ...]]] = {
    "klondike1": ("klondike.xml", "ziehe1", (3, 29, 68, 84)),
    "klondike3": ("klondike.xml", "ziehe3", (13, 59, 63, 100)),
    "golf": ("golf.xml", "dame", (5, 6)),
    "blackhole": ("blackhole.xml", None, (3, 4)),
    "canfield": ("canfield.xml", "3aufdeck", (4, 7)),
    "castle": ("belagerung.xml", "belagerung", (3, 23)),
    "spider": ("spider.xml", "4farben", (1,)),
    "freecell": ("freecell.xml", None, (11982, 617)),
}
"""key: (file, variant, seeds; MS deal numbers for freecell)."""


def run_game(key: str, nodes: int) -> dict[str, object]:
    """Solve the game's deals in this process: CPU seconds, positions, verdicts and lines."""
    name, variant, seeds = GAMES[key]
    d = load_game(ROOT / "games" / name)
    cpu = 0.0
    total = 0
    results = []
    for seed in seeds:
        game = (
            new_ms_game(d, seed) if key == "freecell" else Game.new(d, seed=seed, variant=variant)
        )
        began = time.process_time()
        res = solve(game, max_nodes=nodes, max_seconds=None)
        cpu += time.process_time() - began
        total += res.nodes
        results.append([res.status.value, res.nodes, res.script()])
    return {"cpu": cpu, "nodes": total, "results": results}


def main() -> None:
    """Run both sides game by game and print the figures."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nodes", type=int, default=30_000, help="node limit per deal")
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--side", choices=("pure", "compiled"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    keys = [k.strip() for k in args.games.split(",") if k.strip()]
    if args.side:  # the subprocess of one side
        print(json.dumps({k: run_game(k, args.nodes) for k in keys}))
        return
    if not compiled():
        sys.exit("no compiled solver core in use: build it with `pip install -e .`")
    print(f"load average at start: {os.getloadavg()}", flush=True)
    for key in keys:
        sides = {}
        for side in ("pure", "compiled"):
            env = dict(os.environ)
            env.pop(PURE_ENV, None)
            if side == "pure":
                env[PURE_ENV] = "1"
            command = [sys.executable, __file__, "--side", side, "--nodes", str(args.nodes)]
            out = subprocess.run(
                [*command, "--games", key], env=env, capture_output=True, text=True, check=True
            )
            sides[side] = json.loads(out.stdout)[key]
        pure, fast = sides["pure"], sides["compiled"]
        same = "same results" if pure["results"] == fast["results"] else "RESULTS DIFFER"
        print(
            f"{key:<10} positions {pure['nodes']:7d} | pure {pure['cpu']:6.2f} s "
            f"{pure['nodes'] / pure['cpu']:7.0f}/s | compiled {fast['cpu']:6.2f} s "
            f"{fast['nodes'] / fast['cpu']:7.0f}/s | {pure['cpu'] / fast['cpu']:.2f}x | {same}",
            flush=True,
        )
    print(f"load average at end: {os.getloadavg()}", flush=True)


if __name__ == "__main__":
    main()
