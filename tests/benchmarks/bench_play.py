"""Benchmark: how long the play pane takes to rebuild a game after an edit (target < 200 ms).

Run: QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_play.py
Prints, per game, the median and worst rebuild time (compile + deal + replay of 40 moves).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from editor.play.pane import PlayPane
from engine.rng import Random
from engine.xmlread import parse_file

GAMES = Path(__file__).parents[2] / "games"


def bench(path: Path, moves: int = 40, repeats: int = 7) -> tuple[float, float, int]:
    """Play `moves` random legal moves, then time full rebuilds as an edit would trigger."""
    pane = PlayPane()
    parsed = parse_file(path)
    pane.set_parsed(parsed)
    rng = Random(1)
    for _ in range(moves):
        game = pane.session.game
        if game is None or game.outcome is not None or game.state.message is not None:
            break
        legal = list(game.legal_moves)
        if not legal:
            break
        pane.session.act("move", rng.choice(legal))
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        pane.rebuild()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times), max(times), len(pane.session.log)


def main() -> None:
    """Print one line per game."""
    app = QApplication.instance() or QApplication(sys.argv)
    print(f"{'game':24} {'moves':>5} {'median ms':>10} {'worst ms':>9}")
    for path in sorted(GAMES.glob("*.xml")):
        median, worst, played = bench(path)
        print(f"{path.stem:24} {played:5d} {median:10.1f} {worst:9.1f}")
    del app


if __name__ == "__main__":
    main()
