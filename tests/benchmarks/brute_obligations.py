"""Brute-force check of the depth-first search's obligations (issue #15): on many small
Klondike deals (fewer ranks and columns, every draw count and pass limit), the complete
depth-first search must reach the same verdict with and without them.

    python tests/benchmarks/brute_obligations.py --deals 2000
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "analysis"))

from tiny_games import small_klondike  # noqa: E402

from engine.analysis.compact import compile_game  # noqa: E402
from engine.analysis.search import Budget, Searcher  # noqa: E402
from engine.analysis.searches import depth_first  # noqa: E402
from engine.game import Game  # noqa: E402


def verdict(game: Game, oblige: bool, limit: int) -> tuple[bool | None, int]:
    """(won, positions) of a complete depth-first search; won None past `limit`."""
    c, why = compile_game(game)
    assert c is not None, why
    sr = Searcher(c, game.state)
    assert sr.oblige
    sr.oblige = oblige
    budget = Budget(limit, None)
    run = depth_first(sr, c.position(game.state), budget)
    while True:
        try:
            next(run)
        except StopIteration as done:
            line = done.value
            break
    if budget.stopped:
        return None, budget.nodes
    if line is not None:
        pos = c.position(game.state)
        for m in line:
            assert m in c.moves(pos) or m[1] >= 0, m
            pos = c.apply(pos, m)
        assert c.won(pos), "line does not win"
    return line is not None, budget.nodes


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--limit", type=int, default=200_000)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    counts = {"won": 0, "lost": 0, "skipped": 0}
    with_n = without_n = 0
    t0 = time.time()
    defs = {}
    for k in range(args.deals):
        key = (
            rng.choice((4, 5, 5, 6, 6, 7)),
            rng.choice((3, 4, 4, 5)),
            rng.choice((1, 3)),
            rng.choice((None, None, 0, 1, 2)),
        )
        if key not in defs:
            defs[key] = small_klondike(*key)
        seed = rng.randrange(1 << 30)
        a, na = verdict(Game.new(defs[key], seed=seed), True, args.limit)
        b, nb = verdict(Game.new(defs[key], seed=seed), False, args.limit)
        if a is None or b is None:
            counts["skipped"] += 1
            continue
        if a != b:
            print(f"DISAGREE deal {k} {key} seed {seed}: with {a} ({na}), without {b} ({nb})")
            counts["disagree"] = counts.get("disagree", 0) + 1
        counts["won" if b else "lost"] += 1
        if not b:
            with_n += na
            without_n += nb
    print(counts, f"{time.time() - t0:.0f} s")
    print(f"unsolvable deals: {with_n} positions with obligations, {without_n} without")


if __name__ == "__main__":
    main()
