"""Brute-force check of the depth-first search's exact prunings on small Klondike deals
(issue #15): fewer ranks and columns, draw one or three, any pass limit, so that a complete
search takes well under a second. Each deal is searched to the end with every pruning on
and with each switched off (twin classes, safe moves, dead ends, stock dominance, and
"bare": stock clicks as plain moves with all of them off); the verdicts must agree.

    python tests/benchmarks/brute_prunings.py --deals 2000
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "analysis"))

from drain import finish  # noqa: E402
from tiny_games import small_klondike  # noqa: E402

from engine.analysis.compact import compile_game  # noqa: E402
from engine.analysis.search import Budget, Searcher  # noqa: E402
from engine.analysis.searches import depth_first  # noqa: E402
from engine.definition import GameDefinition  # noqa: E402
from engine.game import Game  # noqa: E402

MODES = ("all", "no-twins", "no-safe", "no-stuck", "no-beyond", "bare")


def verdict(game: Game, mode: str, limit: int) -> tuple[bool | None, int]:
    """(won, positions) of a complete depth-first search in `mode`; won None past `limit`."""
    c, why = compile_game(game)
    assert c is not None, why
    sr = Searcher(c, game.state)
    if mode in ("no-twins", "no-safe", "bare"):
        sr.twins.twin = []  # twin classes rely on the safe moves' conditions
    if mode in ("no-safe", "bare"):
        sr.safe = False
    if mode in ("no-stuck", "bare"):
        sr.stuck.enabled = False
    if mode in ("no-beyond", "bare"):
        sr.beyond = False
    if mode == "bare":
        sr.stock.enabled = False
    budget = Budget(limit, None)
    root = c.position(game.state)
    line = finish(depth_first(sr, root, budget))
    if budget.stopped:
        return None, budget.nodes
    if line is not None:
        pos = root
        for m in line:
            assert m in c.moves(pos), f"illegal {m}"
            pos = c.apply(pos, m)
        assert c.won(pos), "the line does not win"
    return line is not None, budget.nodes


def deals(count: int, seed: int) -> list[tuple[tuple[int, int, int, int | None], int]]:
    """`count` (shape, seed) pairs: shape = (ranks, columns, draw, passes)."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        shape = (
            rng.choice((4, 5, 5, 6, 6, 7)),
            rng.choice((3, 4, 4, 5)),
            rng.choice((1, 3)),
            rng.choice((None, None, 0, 1, 2)),
        )
        out.append((shape, rng.randrange(1 << 30)))
    return out


def compare(count: int, seed: int, limit: int, modes: tuple[str, ...]) -> Counter[str]:
    """Search each deal in every mode; counts of verdicts and disagreements (printed)."""
    counts: Counter[str] = Counter()
    defs: dict[tuple[int, int, int, int | None], GameDefinition] = {}
    for shape, s in deals(count, seed):
        if shape not in defs:
            defs[shape] = small_klondike(*shape)
        got = {mode: verdict(Game.new(defs[shape], seed=s), mode, limit) for mode in modes}
        if any(won is None for won, _ in got.values()):
            counts["too big"] += 1
            continue
        if len({won for won, _ in got.values()}) > 1:
            counts["DISAGREE"] += 1
            print(f"DISAGREE {shape} seed {s}: {got}", flush=True)
        won = got[modes[0]][0]
        counts["won" if won else "lost"] += 1
        if not won:
            for mode, (_, nodes) in got.items():
                counts[f"positions {mode}"] += nodes
    return counts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--limit", type=int, default=100_000)
    ap.add_argument("--modes", default=",".join(MODES))
    args = ap.parse_args()
    t0 = time.time()
    counts = compare(args.deals, args.seed, args.limit, tuple(args.modes.split(",")))
    print(dict(counts), f"{time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
