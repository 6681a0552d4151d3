"""Benchmark: a long seeded fuzz run over the shipped games, printing what it found.

Run: python tests/benchmarks/fuzz_run.py --mutants 1500 [--first-seed 1000] [--budget 5]
Mutant k is seed `first_seed + k // G` of game `k % G` (G shipped games), so a run is
repeatable and a finding can be re-run alone with `--only GAME#SEED`.
Prints counts of uncaught exceptions, runs over the budget, cards lost or created,
inexact undo/redo, replay mismatches and load errors, then the slowest mutants.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

ROOT = Path(__file__).parents[2]
sys.path.insert(0, str(ROOT))  # the checkout's own engine, not an installed one

from tests.fuzz.mutator import mutate  # noqa: E402
from tests.fuzz.runner import Verdict, run, shipped_games  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Run the mutants and print the counts; exit 1 when any check failed."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mutants", type=int, default=1500)
    ap.add_argument("--first-seed", type=int, default=1000)
    ap.add_argument("--budget", type=float, default=5.0, help="seconds per mutant")
    ap.add_argument("--gross", type=float, default=20.0, help="stop a mutant at budget x this")
    ap.add_argument("--only", help="run one mutant, GAME#SEED")
    args = ap.parse_args(argv)
    games = shipped_games()
    if args.only:
        name, seed = args.only.split("#")
        games = [p for p in games if p.stem == name]
        todo = [(games[0], int(seed))]
    else:
        todo = [
            (games[k % len(games)], args.first_seed + k // len(games)) for k in range(args.mutants)
        ]
    kinds: collections.Counter[str] = collections.Counter()
    over: list[Verdict] = []
    bad: list[Verdict] = []
    times: list[tuple[float, str]] = []
    notes = 0
    over_cpu = 0
    started = time.perf_counter()
    for done, (path, seed) in enumerate(todo, 1):
        verdict = run(mutate(path.stem, path.read_bytes(), seed), gross=args.budget * args.gross)
        kinds[verdict.kind] += 1
        notes += len(verdict.notes)
        times.append((verdict.seconds, verdict.mutant.name))
        if verdict.seconds > args.budget:
            over.append(verdict)
        if verdict.cpu > args.budget:
            over_cpu += 1
        if verdict.kind not in ("ok", "load-error"):
            bad.append(verdict)
            print(f"FINDING {verdict}", flush=True)
        if done % 100 == 0:
            print(f"... {done} mutants, {time.perf_counter() - started:.0f}s", flush=True)
    cards = kinds["cards"]
    print(f"mutants: {len(todo)} in {time.perf_counter() - started:.0f}s")
    print(f"uncaught exceptions: {kinds['exception']}")
    print(f"runs over {args.budget:g} s: {len(over)} wall clock, {over_cpu} CPU time")
    print(f"cards lost/created: {cards}")
    print(
        f"inexact undo: {kinds['undo']}, redo: {kinds['redo']}, replay mismatch: {kinds['replay']}"
    )
    print(f"overruns stopped (> {args.budget * args.gross:g} s): {kinds['overrun']}")
    print(f"load errors (allowed): {kinds['load-error']}; legal moves refused (notes): {notes}")
    print("slowest: " + ", ".join(f"{n} {s:.2f}s" for s, n in sorted(times)[-5:]))
    for verdict in over:
        print(
            f"OVER {verdict.mutant.name} {verdict.seconds:.2f}s wall, {verdict.cpu:.2f}s CPU "
            f"{verdict.mutant.edits}"
        )
    return 1 if bad or over else 0


if __name__ == "__main__":
    sys.exit(main())
