"""Benchmark: action chains that loop cost little, in the engine and in the editor.

Prints figures (not a timed test). Targets: a 200-move random playout of each looping
Monte Carlo mutant < 0.5 s, with the loop reported; in the editor (main window, play pane,
background checker) no gap in the event loop over 100 ms while 40 moves are played.
Run: `python tests/benchmarks/bench_responsive.py`.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PATSTUDIO_SETTINGS_DIR", tempfile.mkdtemp(prefix="patstudio-bench-"))
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import editor._qtcompat  # noqa: E402, F401

DATA = ROOT / "tests" / "engine" / "data"
FILES = (DATA / "monte_carlo_erfolg_gleich.xml", DATA / "monte_carlo_loop.xml")
PLAYOUT_TARGET_S = 0.5
GAP_TARGET_S = 0.1


def playouts() -> None:
    """`play_out(Game.new(d, seed=43), Random(43), cap=200)` for each file, best of 3."""
    from engine.compile import load_game
    from engine.game import Game
    from engine.rng import Random
    from engine.simulate import play_out

    for path in FILES:
        definition = load_game(path)
        best, cpu, moves, codes = float("inf"), float("inf"), 0, set()
        for _ in range(3):
            game = Game.new(definition, seed=43)
            started, cpu_started = time.perf_counter(), time.process_time()
            moves = play_out(game, Random(43), cap=200)
            best = min(best, time.perf_counter() - started)
            cpu = min(cpu, time.process_time() - cpu_started)
            codes = {p.code for p in getattr(game.hooks, "problems", [])}
        verdict = "met" if best < PLAYOUT_TARGET_S else "MISSED"
        print(
            f"playout {path.name}: {moves} moves in {best * 1000:.0f} ms wall, "
            f"{cpu * 1000:.0f} ms CPU (best of 3), runaways reported: "
            f"{sorted(codes) or 'none'} -> {verdict}"
        )


def editor_gaps() -> None:
    """Open each file in the main window and play 40 moves; print the longest UI stall."""
    from PySide6.QtCore import QCoreApplication

    from editor.app import application
    from editor.mainwindow import MainWindow
    from tests.editor.play.heartbeat import Heartbeat
    from tests.editor.play.scripted import ScriptedPlayer, plan

    app = application()
    window = MainWindow(autosave_ms=3_600_000)
    window.show()
    for path in FILES:
        started = time.perf_counter()
        doc = window.open_file(path)
        assert doc is not None
        pane = window.panel("playPane")
        window.show_panel("playPane")
        app.processEvents()
        opened = time.perf_counter() - started
        moves = plan(pane, 40)  # type: ignore[arg-type]
        beat = Heartbeat()
        beat.start()
        player = ScriptedPlayer(pane, moves, between=doc.checker.schedule)  # type: ignore[arg-type]
        player.start()
        deadline = time.perf_counter() + 120
        while (not player.done or not doc.checker.is_current()) and time.perf_counter() < deadline:
            app.processEvents()
            time.sleep(0.001)
        beat.stop()
        verdict = "met" if beat.max_gap < GAP_TARGET_S else "MISSED"
        print(
            f"editor {path.name}: {player.turn} moves, longest event-loop gap "
            f"{beat.max_gap * 1000:.0f} ms ({beat.ticks} heartbeats) -> {verdict}; "
            f"opening the file took {opened * 1000:.0f} ms"
        )
        doc.undo_stack.setClean()
        window.close_document(doc) if hasattr(window, "close_document") else None
    window.close()
    QCoreApplication.processEvents()


if __name__ == "__main__":
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    playouts()
    editor_gaps()
