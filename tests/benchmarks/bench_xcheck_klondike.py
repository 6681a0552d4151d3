"""Cross-check benchmark (prints figures, not a timed test): our solver against Klondike-Solver.

    python tests/benchmarks/bench_xcheck_klondike.py [--deals 20] [--seconds 10]

Solves seeded deals 1..N of games/klondike.xml, draw one and draw three, with
engine.analysis.solver and with Klondike-Solver (PyPI pyksolve); replays both sides' winning
lines in our engine and prints agreements, solved counts, median times and the load average.
tests/engine/analysis/test_xcheck_klondike.py runs the first few deals.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.analysis.solver import solve  # noqa: E402
from engine.compile import load_game  # noqa: E402
from engine.game import Game  # noqa: E402
from engine.replay import run_script  # noqa: E402
from tests.engine.analysis.ksolve import script_lines, solve_deal  # noqa: E402


def _wins(game: Game, lines: list[str]) -> bool:
    """Do the lines run without a refusal and win?"""
    steps = run_script(game, lines)
    return all(s["ok"] for s in steps) and game.to_json()["status"] == "won"


def bench(variant: str, draw: int, deals: int, seconds: float) -> int:
    """One variant: print a line per deal and a summary; returns the number of problems."""
    definition = load_game(ROOT / "games" / "klondike.xml", variant=variant)
    counts = {"agree": 0, "disagree": 0, "undecided": 0, "ours": 0, "theirs": 0, "bad": 0}
    ours_t: list[float] = []
    theirs_t: list[float] = []
    for seed in range(1, deals + 1):
        started = time.perf_counter()
        theirs, moves = solve_deal(Game.new(definition, seed=seed), draw)
        theirs_t.append(time.perf_counter() - started)
        ours = solve(Game.new(definition, seed=seed), max_nodes=10**7, max_seconds=seconds)
        ours_t.append(ours.seconds)
        note = ""
        if theirs == "solved":
            counts["theirs"] += 1
            if not _wins(Game.new(definition, seed=seed), script_lines(moves)):
                counts["bad"] += 1
                note += " ITS LINE DOES NOT WIN OUR DEAL"
        if ours.solved:
            counts["ours"] += 1
            if not _wins(Game.new(definition, seed=seed), ours.script()):
                counts["bad"] += 1
                note += " OUR LINE DOES NOT REPLAY AS A WIN"
        if ours.status.value == "unknown" or theirs == "unknown":
            counts["undecided"] += 1
        elif ours.status.value == theirs:
            counts["agree"] += 1
        else:
            counts["disagree"] += 1
            note += " DISAGREE"
        print(
            f"{variant} seed {seed:<4} ours {ours.status.value:<10} {ours.seconds:6.2f} s | "
            f"Klondike-Solver {theirs:<10} {theirs_t[-1]:6.2f} s{note}",
            flush=True,
        )
    print(
        f"{variant}: {deals} deals; solved: ours {counts['ours']}, Klondike-Solver "
        f"{counts['theirs']}; verdicts agree {counts['agree']}, disagree {counts['disagree']}, "
        f"undecided by one side {counts['undecided']}; lines that fail to win: {counts['bad']}; "
        f"median time ours {statistics.median(ours_t):.2f} s (limit {seconds} s), "
        f"Klondike-Solver {statistics.median(theirs_t):.2f} s"
    )
    return counts["disagree"] + counts["bad"]


def main() -> int:
    """Both variants, then the load average."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0, help="our limit per deal")
    args = parser.parse_args()
    try:
        import pyksolve  # noqa: F401
    except ImportError:
        print("pyksolve is not installed (pip install pyksolve)")
        return 1
    load = os.getloadavg()[0]
    problems = sum(bench(v, d, args.deals, args.seconds) for v, d in (("ziehe1", 1), ("ziehe3", 3)))
    print(
        f"1-minute load average: {load:.1f} before, {os.getloadavg()[0]:.1f} after "
        f"({os.cpu_count()} cores)"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
