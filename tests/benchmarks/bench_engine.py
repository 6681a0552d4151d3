"""Engine benchmark (prints figures, not a timed test): random Klondike playouts and dealing.

Run: python tests/benchmarks/bench_engine.py [GAME.xml] [--deals N]
Targets: at least 20,000 moves/s of random play (engine.simulate); the analysis random
player (`patstudio simulate --player random`) at most 8 ms of CPU per games/klondike.xml
deal, so 10,000 deals take under 60 s with --jobs 2; a new deal in under 5 ms.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.analysis.players import PlayOptions, play_deal  # noqa: E402
from engine.compile import load_game  # noqa: E402
from engine.game import Game  # noqa: E402
from engine.simulate import simulate  # noqa: E402

DEFAULT = ROOT / "tests" / "engine" / "data" / "klondike.xml"


def main() -> None:
    """Print moves per second of random play and milliseconds per new deal."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", nargs="?", default=str(DEFAULT))
    parser.add_argument("--deals", type=int, default=200)
    args = parser.parse_args()
    definition = load_game(args.game)
    cpu = time.process_time()
    report = simulate(definition, args.deals, player="random", seed=0)
    cpu = time.process_time() - cpu
    print(
        f"{definition.name}: {report['moves']} random moves in {report['seconds']:.2f} s "
        f"= {report['moves_per_second']:,.0f} moves/s wall, "
        f"{report['moves'] / cpu:,.0f} moves/s CPU ({report['wins']} wins)"
    )
    cpu = time.process_time()
    made = sum(
        play_deal(definition, f"seed:{k}", "random", PlayOptions()).moves for k in range(args.deals)
    )
    cpu = time.process_time() - cpu
    print(
        f"{definition.name}: analysis random player {1000 * cpu / args.deals:.2f} ms CPU per "
        f"deal ({made / args.deals:.0f} moves per deal, {made / cpu:,.0f} moves/s CPU)"
    )
    rounds = 500
    started = time.perf_counter()
    for seed in range(rounds):
        Game.new(definition, seed=seed)
    per_deal = (time.perf_counter() - started) / rounds * 1000
    print(f"{definition.name}: new deal {per_deal:.3f} ms")


if __name__ == "__main__":
    main()
