"""Benchmarks of the analysis that print figures (not part of the test run).

    python tests/benchmarks/bench_analysis.py freecell --first 1 --last 100 [--seconds 10]
    python tests/benchmarks/bench_analysis.py fcsolve --first 1 --last 100
    python tests/benchmarks/bench_analysis.py klondike --deals 10000 --jobs 2
    python tests/benchmarks/bench_analysis.py solvability games/golf.xml --variant dame --deals 50

`freecell` solves MS deals with our solver (each within a time limit) and, when the
`fc-solve` program is installed (Debian: freecell-solver-bin, libfreecell-solver0),
runs it on the same boards. Deal 11982 is the one unsolvable deal of the first 32000.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.analysis.freecell import board_text, ms_columns, new_ms_game  # noqa: E402
from engine.analysis.runner import simulate  # noqa: E402
from engine.analysis.solver import solve  # noqa: E402
from engine.compile import load_game  # noqa: E402


def fc_solve(number: int, seconds: float) -> tuple[str, float]:
    """fc-solve's verdict and wall time on MS deal `number` (-1 s when it is not installed)."""
    exe = shutil.which("fc-solve")
    if exe is None:
        return ("not installed", -1.0)
    started = time.perf_counter()
    try:
        proc = subprocess.run(
            [exe],
            input=board_text(ms_columns(number)),
            text=True,
            capture_output=True,
            timeout=seconds,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return ("unknown", seconds)
    took = time.perf_counter() - started
    out = proc.stdout
    if "is solveable" in out:
        return ("solved", took)
    if "could not solve" in out:
        return ("unsolvable", took)
    return ("unknown", took)


def bench_freecell(first: int, last: int, seconds: float, with_fc: bool) -> None:
    """Our solver (and fc-solve) on MS deals first..last, plus deal 11982."""
    d = load_game(ROOT / "games" / "freecell.xml")
    deals = list(range(first, last + 1))
    if 11982 not in deals:
        deals.append(11982)
    ours: list[float] = []
    lengths: list[int] = []
    theirs: list[float] = []
    missed: list[int] = []
    solved = 0
    counted = 0
    loads = [os.getloadavg()[0]]
    started = time.perf_counter()
    for n in deals:
        res = solve(new_ms_game(d, n), max_nodes=10**7, max_seconds=seconds)
        fc = fc_solve(n, 60.0) if with_fc else ("skipped", -1.0)
        print(
            f"ms:{n:<6} ours {res.status.value:<10} {res.seconds:6.2f} s {len(res.steps):4d} "
            f"moves {res.nodes:7d} nodes | fc-solve {fc[0]:<10} {fc[1]:6.3f} s",
            flush=True,
        )
        if n % 50 == 0:
            loads.append(os.getloadavg()[0])
        if n == 11982:
            print(
                f"deal 11982: {res.status.value} after {res.seconds:.1f} s ({res.nodes} positions)"
            )
            if n > last:
                continue
        counted += 1
        solved += res.solved
        if res.solved:
            ours.append(res.seconds)
            lengths.append(len(res.steps))
        else:
            missed.append(n)
        if fc[0] == "solved":
            theirs.append(fc[1])
    loads.append(os.getloadavg()[0])
    print(
        f"deals {first}..{last}: solved {solved}/{counted} "
        f"({100 * solved / max(counted, 1):.1f}%) within {seconds} s each; "
        f"wall {time.perf_counter() - started:.0f} s"
    )
    if ours:
        ours.sort()
        p90 = ours[min(len(ours) - 1, int(0.9 * len(ours)))]
        print(
            f"our time (solved deals): median {statistics.median(ours):.3f} s, "
            f"mean {statistics.mean(ours):.3f} s, 90th percentile {p90:.2f} s, "
            f"max {ours[-1]:.2f} s; median length {statistics.median(lengths):.0f} moves"
        )
    print(f"not solved: {missed}")
    print(
        f"1-minute load average during the run: min {min(loads):.1f}, "
        f"mean {statistics.mean(loads):.1f}, max {max(loads):.1f} ({os.cpu_count()} cores)"
    )
    if theirs:
        print(
            f"fc-solve time: median {statistics.median(theirs):.4f} s, "
            f"mean {statistics.mean(theirs):.3f} s"
        )


def bench_klondike(deals: int, jobs: int) -> None:
    """Random playouts of Klondike deals, timed (target: 10,000 deals with --jobs 2 in < 60 s)."""
    path = ROOT / "games" / "klondike.xml"
    load = os.getloadavg()[0]
    started = time.perf_counter()
    report = simulate(load_game(path), deals, "random", seed=0, jobs=jobs, path=path)
    took = time.perf_counter() - started
    print(
        f"klondike random: {deals} deals with --jobs {jobs} in {took:.1f} s "
        f"({report['moves']} moves, {report['moves_per_second']} moves/s, "
        f"{report['wins']} wins); {1000 * took * max(jobs, 1) / deals:.1f} ms per deal and "
        f"process; 1-minute load {load:.1f} before, {os.getloadavg()[0]:.1f} after "
        f"({os.cpu_count()} cores)"
    )


def bench_solvability(
    path: str, variant: str | None, deals: int, seconds: float, jobs: int
) -> None:
    """Thoughtful solver verdicts over seeded deals of a game."""
    d = load_game(path, variant=variant)
    report = simulate(
        d,
        deals,
        "solver",
        seed=1,
        jobs=jobs,
        path=path,
        variant=variant,
        thoughtful=True,
        max_seconds=seconds,
        max_nodes=10**7,
    )
    s = report["solver"]
    lo, hi = s["solvable_rate_ci95"]
    low, high = s["solvable_rate_bounds"]
    print(
        f"{d.name} ({variant or '-'}): {deals} deals, solved {s['solved']}, unsolvable "
        f"{s['unsolvable']}, unknown {s['unknown']}; solved rate {100 * s['solvable_rate']:.1f}% "
        f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%), bounds {100 * low:.1f}-{100 * high:.1f}%, "
        f"{report['seconds']} s"
    )


def main() -> None:
    """Parse the benchmark's arguments and run it."""
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = p.add_subparsers(dest="what", required=True)
    fc = sub.add_parser("freecell")
    fc.add_argument("--first", type=int, default=1)
    fc.add_argument("--last", type=int, default=20)
    fc.add_argument("--seconds", type=float, default=10.0)
    fc.add_argument("--no-fc-solve", action="store_true")
    kl = sub.add_parser("klondike")
    kl.add_argument("--deals", type=int, default=10_000)
    kl.add_argument("--jobs", type=int, default=2)
    so = sub.add_parser("solvability")
    so.add_argument("path")
    so.add_argument("--variant")
    so.add_argument("--deals", type=int, default=50)
    so.add_argument("--seconds", type=float, default=10.0)
    so.add_argument("--jobs", type=int, default=1)
    a = p.parse_args()
    if a.what == "freecell":
        bench_freecell(a.first, a.last, a.seconds, not a.no_fc_solve)
    elif a.what == "klondike":
        bench_klondike(a.deals, a.jobs)
    else:
        bench_solvability(a.path, a.variant, a.deals, a.seconds, a.jobs)


if __name__ == "__main__":
    main()
