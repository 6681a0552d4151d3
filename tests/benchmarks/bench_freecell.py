"""Cross-check benchmark (prints figures, not a timed test): our solver against fc-solve.

    python tests/benchmarks/bench_freecell.py [--first 1] [--last 200] [--seconds 20]

Solves MS FreeCell deals first..last (and 11982, the unsolvable one) with
engine.analysis.solver and with fc-solve (Debian freecell-solver-bin), checks that every line
of ours wins when replayed with full checks, and prints both medians, the agreements and
the load average. tests/engine/analysis/test_xcheck_freecell.py runs a spread of these deals.
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

from engine.analysis.freecell import new_ms_game  # noqa: E402
from engine.analysis.solver import solve  # noqa: E402
from engine.compile import load_game  # noqa: E402
from engine.replay import run_script  # noqa: E402
from tests.engine.analysis.fcsolve import UNSOLVABLE_DEAL, executable, verdict  # noqa: E402


def main() -> int:
    """Run both solvers over the deals and print the comparison."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20.0, help="our limit per deal")
    args = parser.parse_args()
    if executable() is None:
        print("fc-solve is not installed (Debian: freecell-solver-bin)")
        return 1
    definition = load_game(ROOT / "games" / "freecell.xml")
    deals = [*range(args.first, args.last + 1), UNSOLVABLE_DEAL]
    ours_t: list[float] = []
    theirs_t: list[float] = []
    agree = disagree = undecided = bad_lines = 0
    loads = [os.getloadavg()[0]]
    started = time.perf_counter()
    for n in deals:
        ours = solve(new_ms_game(definition, n), max_nodes=10**7, max_seconds=args.seconds)
        theirs, took = verdict(n)
        note = ""
        if ours.solved:
            game = new_ms_game(definition, n)
            steps = run_script(game, ours.script())
            if any(not s["ok"] for s in steps) or game.to_json()["status"] != "won":
                bad_lines += 1
                note = " OUR LINE DOES NOT REPLAY AS A WIN"
        if ours.status.value == "unknown" or theirs == "unknown":
            undecided += 1
        elif ours.status.value == theirs:
            agree += 1
        else:
            disagree += 1
            note += " DISAGREE"
        if n != UNSOLVABLE_DEAL:
            ours_t.append(ours.seconds)
            theirs_t.append(took)
        print(
            f"ms:{n:<6} ours {ours.status.value:<10} {ours.seconds:7.3f} s {len(ours.steps):4d} "
            f"moves | fc-solve {theirs:<10} {took:7.4f} s{note}",
            flush=True,
        )
        loads.append(os.getloadavg()[0])
    print(
        f"deals {args.first}..{args.last} and {UNSOLVABLE_DEAL}: agree {agree}, disagree "
        f"{disagree}, undecided by one side {undecided}; lines of ours that fail to replay: "
        f"{bad_lines}; wall {time.perf_counter() - started:.0f} s"
    )
    if ours_t:
        ratio = statistics.median(ours_t) / max(statistics.median(theirs_t), 1e-9)
        print(
            f"median per deal ({args.first}..{args.last}): ours {statistics.median(ours_t):.3f} s, "
            f"fc-solve {statistics.median(theirs_t):.4f} s ({ratio:.0f}x)"
        )
    print(
        f"1-minute load average: min {min(loads):.1f}, mean {statistics.mean(loads):.1f}, "
        f"max {max(loads):.1f} ({os.cpu_count()} cores)"
    )
    return 1 if disagree or bad_lines else 0


if __name__ == "__main__":
    sys.exit(main())
