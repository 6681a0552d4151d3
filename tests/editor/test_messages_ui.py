"""The panels show engine refusals and lint problems in the UI language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from editor.debugger.panel import DebuggerPanel
from editor.flow.editor import FlowEditor
from editor.messages import code_text
from editor.play.pane import PlayPane
from editor.problems import PROBLEM_ROLE, ProblemsPanel
from editor.sourceview import SourceView
from engine.messages import Refusal
from engine.moves import Move
from engine.xmlread import parse_file
from schema import check_bytes
from schema.codes import CODES

GAMES = Path(__file__).resolve().parents[2] / "games"
BASE = Path(__file__).resolve().parents[1] / "schema" / "data" / "valid" / "base.xml"


@pytest.fixture(params=["de", "en"])
def language(request: pytest.FixtureRequest, qtbot) -> Iterator[str]:  # noqa: ANN001
    """The whole UI in German (translators installed) or in English."""
    from editor import i18n

    app = QApplication.instance()
    i18n.install(app, request.param)
    try:
        yield request.param
    finally:
        i18n.install(app, "en")


def _illegal_drag(pane: PlayPane) -> tuple[Move, Refusal]:
    game = pane.session.game
    assert game is not None
    count = len(game.state.fields)
    for src in range(count):
        for dst in range(count):
            move = Move.drag(src, dst, 1)
            reason = game.refusal(move)
            if reason is not None and reason.code in ("folgefarbe", "folgewert"):
                return move, reason
    raise AssertionError("no refused drag")


def test_play_pane_shows_the_refusal_in_the_ui_language(qtbot, language: str) -> None:  # noqa: ANN001
    pane = PlayPane()
    qtbot.addWidget(pane)
    pane.set_parsed(parse_file(GAMES / "klondike.xml"))
    move, reason = _illegal_drag(pane)
    pane.play_move(move)
    text = pane.status.text()
    if language == "de":
        german = reason.render("de")
        assert "passt nicht auf" in german
        assert text == f"Abgelehnt: {german}"
    else:
        assert text == f"Refused: {reason}"


def test_debugger_panel_shows_why_a_debugged_move_was_refused(qtbot, language: str) -> None:  # noqa: ANN001
    host = QWidget()
    qtbot.addWidget(host)
    pane = PlayPane(host)
    flow = FlowEditor(host)
    host.panel = {"playPane": pane, "actionFlow": flow}.get  # type: ignore[attr-defined]
    pane.set_parsed(parse_file(GAMES / "pyramid.xml"))
    debugger = DebuggerPanel(host)
    qtbot.addWidget(debugger)
    debugger.set_document(None)
    debugger.enabled_box.setChecked(True)
    game = pane.session.game
    assert game is not None and game.definition.all_actions
    move = Move.click(0, 1, "middle")
    assert game.reason(move)
    pane.play_move(move)
    session = pane.finished_debug_session
    assert session is not None and session.status == "failed" and session.reason
    text = debugger.position.text()
    assert session.refusal is not None and str(session.refusal) == session.reason
    if language == "de":
        german = session.refusal.render("de")
        assert german != session.reason
        assert text == f"Der Zug wurde abgelehnt: {german}"
        assert pane.status.text() == f"Abgelehnt: {german}"
    else:
        assert text == f"The move was refused: {session.reason}"


def _bad_problems() -> list:  # type: ignore[type-arg]
    text = BASE.read_text(encoding="utf-8").replace(
        "<folgefarbe>wechsel</folgefarbe>", "<folgefarbe>wechsle</folgefarbe>", 1
    )
    problems = check_bytes(text.encode("utf-8"), "game.xml")
    assert any(p.code == "xsd-bad-value" for p in problems)
    return problems


def test_problems_panel_shows_messages_in_the_ui_language(qtbot, language: str) -> None:  # noqa: ANN001
    panel = ProblemsPanel()
    qtbot.addWidget(panel)
    problems = _bad_problems()
    panel._on_problems_changed(problems)
    shown = [panel.model.item(row, 0) for row in range(panel.model.rowCount())]
    assert len(shown) == len(problems)
    for item, problem in zip(shown, problems, strict=True):
        assert item.data(PROBLEM_ROLE) is problem  # quick fixes see the original
        if language == "de":
            german = problem.localized("de").message
            assert german != problem.message
            assert item.text() == german
            assert "meinten Sie 'wechsel'?" in item.toolTip()
        else:
            assert item.text() == problem.message
    codes = [panel.model.item(row, 1) for row in range(panel.model.rowCount())]
    for item, problem in zip(codes, problems, strict=True):
        explained = code_text(problem.code, language)
        assert explained is not None
        what, fix = explained
        assert item.toolTip() == f"{what}\n\u2192 {fix}"
        assert (what == CODES[problem.code].what) == (language == "en")
    view = SourceView()
    qtbot.addWidget(view)
    view.setPlainText(BASE.read_text(encoding="utf-8"))
    mark = view._underline(problems[0])
    tip = mark.format.toolTip()
    expected = problems[0].localized("de").message
    assert tip == (expected if language == "de" else problems[0].message)
