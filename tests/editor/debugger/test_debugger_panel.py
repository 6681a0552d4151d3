"""Debugging a move: breakpoints stop it, steps follow the engine's trace, continue finishes it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from editor.debugger.panel import DebuggerPanel
from editor.flow.editor import FlowEditor
from editor.play.pane import PlayPane
from engine.replay import replay
from engine.xmlread import parse_file

GAMES = Path(__file__).parents[3] / "games"


class Window(QWidget):
    """Stands in for the main window: holds the panels and finds them by name."""

    def __init__(self) -> None:
        super().__init__()
        self.pane = PlayPane(self)
        self.flow = FlowEditor(self)

    def panel(self, name: str) -> QWidget | None:
        return {"playPane": self.pane, "actionFlow": self.flow}.get(name)


@pytest.fixture
def rig(qtbot):  # type: ignore[no-untyped-def]
    window = Window()
    qtbot.addWidget(window)
    window.pane.set_parsed(parse_file(GAMES / "pyramid.xml"))
    window.pane.session.new_deal(4)  # a deal whose first position offers pair drops
    panel = DebuggerPanel(window)
    qtbot.addWidget(panel)
    panel.set_document(None)
    return window, panel


def _action_move(pane: PlayPane):  # type: ignore[no-untyped-def]
    game = pane.session.game
    return next(m for m in game.legal_moves if m.dst is not None)


def test_breakpoint_stops_steps_match_trace_and_continue_finishes(rig) -> None:  # type: ignore[no-untyped-def]
    window, panel = rig
    pane = window.pane
    definition = pane.session.definition
    move = _action_move(pane)
    script = pane.session.script() + [
        f"move {definition.field_name(move.src)} {definition.field_name(move.dst)}"
    ]
    expected = replay(definition, script, seed=pane.session.seed, trace=True)
    first_check = definition.aktion[0].instructions[0]
    panel.enabled_box.setChecked(True)
    panel.toggle_line(first_check.line)
    pane.play_move(move)
    session = pane.debug_session
    assert session is not None and session.status == "paused"
    assert session.current["line"] == first_check.line
    assert panel.buttons["step"].isEnabled()
    panel.step()
    assert pane.debug_session is session
    panel.cont()
    assert pane.debug_session is None
    assert pane.session.log[-1] == ("move", move)
    assert pane.session.game.to_json() == expected["state"]
    traced = [e.text() for e in session.events]
    engine_trace = expected["steps"][-1]["trace"]
    assert traced == engine_trace
    assert "->" in panel.trace_text() or panel.trace.count() > 0


def test_stop_restores_the_table(rig) -> None:  # type: ignore[no-untyped-def]
    window, panel = rig
    pane = window.pane
    before = pane.session.game.to_json()
    panel.enabled_box.setChecked(True)
    panel.every_box.setChecked(True)
    pane.play_move(_action_move(pane))
    assert pane.debug_session is not None
    panel.stop()
    assert pane.debug_session is None
    assert pane.session.game.to_json() == before


def test_paused_move_blocks_other_moves_and_export(rig, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window, panel = rig
    pane = window.pane
    panel.enabled_box.setChecked(True)
    panel.every_box.setChecked(True)
    move = _action_move(pane)
    pane.play_move(move)
    panel.step()
    pane.auto()
    assert "paused" in pane.status.text()
    path = panel.export_trace(str(tmp_path / "trace.txt"))
    assert path is not None and Path(path).read_text(encoding="utf-8").strip()
    panel.cont()
    assert pane.debug_session is None


def test_without_debugging_moves_play_directly(rig) -> None:  # type: ignore[no-untyped-def]
    window, _ = rig
    pane = window.pane
    move = _action_move(pane)
    pane.play_move(move)
    assert pane.debug_session is None
    assert pane.session.log == [("move", move)]
