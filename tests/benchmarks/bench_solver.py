"""Thoughtful solver figures per game against the published ones (not part of the test run).

    python tests/benchmarks/bench_solver.py --deals 200 --seconds 10 --jobs 2
    python tests/benchmarks/bench_solver.py --games klondike1,golf --deals 50
    python tests/benchmarks/bench_solver.py --games freecell --freecell 1000
    python tests/benchmarks/bench_solver.py --games klondike3 --seeds 41,51 --seconds 60 --cpu

Per game: deals decided (solved or proved unsolvable), the solvable rate with its 95%
Wilson interval next to Blake & Gent's published figure, and time per deal. `freecell`
runs MS deals 1..N (and fc-solve on the same boards when the `fc-solve` program is
installed) and then tries to prove deal 11982 unsolvable within 60 s. Deal k of a game
uses seed k (from 1); `--seeds` runs only the seeds listed (the hard deals), `--strategy`
picks the search (`prove`: the depth-first search over twin classes alone) and `--cpu`
counts the time limit in CPU seconds of the solving process, so that long runs on a shared
machine stay comparable. Print the load average with the figures: the machine may be shared.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bench_analysis import fc_solve  # noqa: E402

from engine.analysis import compiled  # noqa: E402
from engine.analysis.freecell import new_ms_game  # noqa: E402
from engine.analysis.solver import solve  # noqa: E402
from engine.analysis.stats import wilson  # noqa: E402
from engine.compile import load_game  # noqa: E402
from engine.game import Game  # noqa: E402

GAMES: dict[str, tuple[str, str | None, float | None, str]] = {
    "blackhole": ("blackhole.xml", None, 86.94, "Black Hole"),
    "golf": ("golf.xml", "dame", 45.11, "Golf (dame)"),
    "klondike1": ("klondike.xml", "ziehe1", 90.48, "Klondike draw 1"),
    "klondike3": ("klondike.xml", "ziehe3", 81.95, "Klondike draw 3"),
    "canfield": ("canfield.xml", "3aufdeck", 71.25, "Canfield"),
    "castle": ("belagerung.xml", "belagerung", 68.17, "Beleaguered Castle"),
    "spider": ("spider.xml", "4farben", None, "Spider 4 suits"),
}
"""key: (file, variant, published thoughtful solvable % (Blake & Gent 2026), label)."""


def one_deal(
    key: str, seed: int, seconds: float, strategy: str = "best", cpu: bool = False
) -> tuple[str, int, str, float, int]:
    """Solve deal `seed` of a game: (key, seed, verdict, seconds, positions)."""
    name, variant, _, _ = GAMES[key]
    d = load_game(ROOT / "games" / name)
    game = Game.new(d, seed=seed, variant=variant)
    clock = time.process_time if cpu else time.perf_counter
    res = solve(game, max_nodes=10**9, max_seconds=seconds, strategy=strategy, clock=clock)
    return key, seed, res.status.value, res.seconds, res.nodes


def one_ms(number: int, seconds: float) -> tuple[str, int, str, float, int]:
    """Solve MS FreeCell deal `number`."""
    d = load_game(ROOT / "games" / "freecell.xml")
    res = solve(new_ms_game(d, number), max_nodes=10**9, max_seconds=seconds)
    return "freecell", number, res.status.value, res.seconds, res.nodes


def report_game(key: str, rows: list[tuple[str, int, str, float, int]]) -> None:
    """Print one game's line."""
    _, _, published, label = GAMES[key]
    n = len(rows)
    solved = sum(r[2] == "solved" for r in rows)
    unsolvable = sum(r[2] == "unsolvable" for r in rows)
    low, high = wilson(solved, n)
    times = sorted(r[3] for r in rows)
    pub = f"{published:.2f}%" if published is not None else "~100%"
    inside = "" if published is None else (" in" if low <= published / 100 <= high else " OUT")
    print(
        f"{label:<20} deals {n:4d} decided {100 * (solved + unsolvable) / n:5.1f}% "
        f"solved {solved:4d} unsolvable {unsolvable:4d} unknown {n - solved - unsolvable:4d} | "
        f"solvable {100 * solved / n:5.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%) "
        f"published {pub}{inside} | median {statistics.median(times):.2f} s, "
        f"mean {statistics.fmean(times):.2f} s",
        flush=True,
    )


def main() -> None:
    """Parse the options, run the deals, print the figures."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--games", default=",".join([*GAMES, "freecell"]))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--spider-deals", type=int, default=20)
    ap.add_argument("--spider-seconds", type=float, default=60.0)
    ap.add_argument("--freecell", type=int, default=1000, help="MS deals 1..N")
    ap.add_argument("--proof-seconds", type=float, default=60.0)
    ap.add_argument("--verbose", action="store_true", help="print every deal")
    ap.add_argument("--seeds", default="", help="only these seeds (comma-separated)")
    ap.add_argument("--strategy", default="best", choices=("best", "dfs", "prove"))
    ap.add_argument("--cpu", action="store_true", help="time limit in CPU seconds")
    args = ap.parse_args()
    keys = [k.strip() for k in args.games.split(",") if k.strip()]
    core = "compiled (mypyc)" if compiled() else "pure Python"
    print(f"solver core: {core}, load average at start: {os.getloadavg()}", flush=True)
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for key in keys:
            if key == "freecell":
                bench_freecell(pool, args)
                continue
            deals = args.spider_deals if key == "spider" else args.deals
            secs = args.spider_seconds if key == "spider" else args.seconds
            seeds = [int(s) for s in args.seeds.split(",") if s.strip()]
            seeds = seeds or list(range(1, deals + 1))
            futures = [pool.submit(one_deal, key, s, secs, args.strategy, args.cpu) for s in seeds]
            rows = [f.result() for f in futures]
            if args.verbose:
                for r in rows:
                    print(f"  {r[0]} seed {r[1]}: {r[2]} {r[3]:.2f} s {r[4]} positions")
            report_game(key, rows)
    print(
        f"total {time.perf_counter() - started:.0f} s, load average at end: {os.getloadavg()}",
        flush=True,
    )


def bench_freecell(pool: ProcessPoolExecutor, args: argparse.Namespace) -> None:
    """MS deals 1..N with our solver and fc-solve, then the proof of deal 11982."""
    futures = [pool.submit(one_ms, k, args.seconds) for k in range(1, args.freecell + 1)]
    rows = [f.result() for f in futures]
    solved = [r for r in rows if r[2] == "solved"]
    ours = statistics.median(r[3] for r in rows)
    theirs = [fc_solve(k, 60.0) for k in range(1, args.freecell + 1)]
    fc_times = [t for v, t in theirs if t >= 0]
    fc_median = statistics.median(fc_times) if fc_times else float("nan")
    ratio = ours / fc_median if fc_times else float("nan")
    print(
        f"MS FreeCell 1..{args.freecell}: solved {len(solved)}, other "
        f"{[(r[1], r[2]) for r in rows if r[2] != 'solved']} | our median {ours * 1000:.1f} ms, "
        f"fc-solve median {fc_median * 1000:.1f} ms ({ratio:.1f}x)",
        flush=True,
    )
    proof = one_ms(11982, args.proof_seconds)
    fc = fc_solve(11982, 60.0)
    print(
        f"MS FreeCell 11982: ours {proof[2]} in {proof[3]:.2f} s ({proof[4]} positions); "
        f"fc-solve {fc[0]} in {fc[1]:.3f} s",
        flush=True,
    )


if __name__ == "__main__":
    main()
