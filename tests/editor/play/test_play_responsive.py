"""The play pane and the background checker stay responsive on a file whose actions loop."""

from __future__ import annotations

import shutil
from pathlib import Path

from editor.play.pane import PlayPane
from engine.actions import ActionRunner
from tests.editor.play.heartbeat import Heartbeat
from tests.editor.play.scripted import ScriptedPlayer

DATA = Path(__file__).parents[2] / "engine" / "data"
LOOPING = ("monte_carlo_erfolg_gleich.xml", "monte_carlo_loop.xml")
MAX_GAP = 1.0
"""Seconds: generous on purpose (shared CI machines); bench_responsive.py has the strict
figure (100 ms)."""


def test_playing_a_looping_file_never_blocks_the_event_loop(  # type: ignore[no-untyped-def]
    qtbot, window, tmp_path: Path
) -> None:
    beat = Heartbeat()
    beat.start()
    for name in LOOPING:
        path = tmp_path / name
        shutil.copy(DATA / name, path)
        doc = window.open_file(path)
        assert doc is not None
        pane = window.panel("playPane")
        assert isinstance(pane, PlayPane)
        window.show_panel("playPane")
        qtbot.waitUntil(lambda: pane.session.game is not None, timeout=10_000)  # noqa: B023
        player = ScriptedPlayer(pane, 40, between=doc.checker.schedule)
        player.start()
        qtbot.waitUntil(lambda: player.done, timeout=120_000)  # noqa: B023
        qtbot.waitUntil(doc.checker.is_current, timeout=30_000)
    beat.stop()
    assert beat.ticks > 10
    assert beat.max_gap < MAX_GAP, f"the UI was blocked for {beat.max_gap:.2f} s"
    game = window.panel("playPane").session.game
    assert isinstance(game.hooks, ActionRunner)
    codes = {p.code for p in game.hooks.problems}
    assert codes & {"step-limit", "action-loop"}, codes
