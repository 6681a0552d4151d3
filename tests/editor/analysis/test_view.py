"""The report view filled from synthetic engine reports (no deals played)."""

from __future__ import annotations

from editor.analysis.model import Report
from editor.analysis.view import ReportView
from engine.analysis.players import DealResult
from engine.analysis.report import Report as EngineReport
from engine.analysis.report import RunInfo
from engine.compile import load_game
from tests.editor.conftest import GAMES


def _view(qtbot, player: str, results: list[DealResult]) -> ReportView:  # noqa: ANN001
    definition = load_game(GAMES / "clock.xml")
    engine = EngineReport.build(definition, results, RunInfo(player, 1, "seed:1", seconds=1.0))
    view = ReportView()
    qtbot.addWidget(view)
    view.show_report(Report(engine, len(results), 1))
    return view


def _column(table, col: int = 0) -> list[str]:  # noqa: ANN001
    return [table.item(r, col).text() for r in range(table.rowCount()) if table.item(r, col)]


def test_unsolved_solver_run_has_no_coverage(qtbot) -> None:  # noqa: ANN001
    view = _view(
        qtbot,
        "solver",
        [DealResult("seed:1", False, "unknown", 0, 2.0, dead_end="time limit 2.0 s")],
    )
    assert _column(view.fields_table) == ["No data"]
    assert _column(view.actions_table) == ["No data"]
    assert view.moves_chart.is_empty() and not view.time_chart.is_empty()
    assert view.tiles[2][3].text() == "No data"
    assert _column(view.dead_table) == ["time limit 2.0 s"]
    assert view.dead_table.item(0, 0).toolTip() == "time limit 2.0 s"


def test_random_run_lists_unused_fields_and_actions(qtbot) -> None:  # noqa: ANN001
    view = _view(
        qtbot,
        "random",
        [DealResult("seed:1", True, "won", 30, 0.01, received=0b1, gave=0b10, fired=(0,))],
    )
    report = view.report
    fields = _column(view.fields_table)
    assert fields[0] == report.data["fields"][0]["id"]  # received, never gave
    assert _column(view.fields_table, 1)[0] == ""
    assert _column(view.fields_table, 2)[0] == "✓"
    assert len(_column(view.actions_table)) == 1
    assert view.tiles[0][2].text() == "100.0%"
    assert len(view.rates_chart.rows) == 1


def test_clear_shows_the_empty_state(qtbot) -> None:  # noqa: ANN001
    view = _view(qtbot, "random", [DealResult("seed:1", False, "no legal move", 5, 0.01)])
    view.clear()
    assert view.report is None and view.moves_chart.is_empty()
    assert _column(view.dead_table) == ["No data"]
    assert not view.grab().isNull()


def test_dead_ends_are_shown_in_the_ui_language(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QApplication

    from editor import i18n

    results = [
        DealResult("seed:1", False, "no progress", 40, 0.01, dead_end=signature)
        for signature in (
            "no progress, stock left, face-down left, 0-9 home",
            "move cap, stock empty, all face up, 10-19 home",
        )
    ] + [DealResult("seed:3", False, "unknown", 0, 2.0, dead_end="time limit 2.0 s")]
    # the solver's own reasons end up in the same column (the table shows the top five)
    solver = "every reachable position was searched, stock left, face-down left, 0-9 home"
    solved = [
        DealResult("seed:4", False, "unsolvable", 9, 1.0, dead_end=solver),
        DealResult("seed:5", False, "unknown", 0, 1.0, dead_end="cancelled"),
        DealResult("seed:6", False, "unknown", 0, 1.0, dead_end="replay failed: t1"),
    ]
    app = QApplication.instance()
    i18n.install(app, "de")
    try:
        view = _view(qtbot, "greedy", results)
        shown = _column(view.dead_table)
        solver_view = _view(qtbot, "solver", solved)
        shown += _column(solver_view.dead_table)
    finally:
        i18n.install(app, "en")
    first = (
        "kein Fortschritt, Karten im Stock, noch verdeckte Karten, 0-9 Karten auf den Grundstapeln"
    )
    assert first in shown
    assert "Zuglimit erreicht, Stock leer, alle aufgedeckt, 10-19 Karten auf den Grundstapeln" in (
        shown
    )
    assert "Zeitlimit 2.0 s" in shown
    assert (
        "alle erreichbaren Stellungen durchsucht, Karten im Stock, noch verdeckte Karten, "
        "0-9 Karten auf den Grundstapeln"
    ) in shown
    assert "abgebrochen" in shown
    assert "Nachspielen fehlgeschlagen: t1" in shown
    english = _view(qtbot, "greedy", results)
    assert "move cap reached, stock empty, all face up, 10-19 cards on foundations" in _column(
        english.dead_table
    )


def test_empty_view_names_its_tiles(qtbot) -> None:  # noqa: ANN001
    view = ReportView()
    qtbot.addWidget(view)
    captions = [caption.text() for _frame, caption, _figure, _note in view.tiles]
    assert captions == ["Win rate", "Solvable rate", "Moves per game", "Time per deal"]
    assert all(figure.text() == "–" for _frame, _caption, figure, _note in view.tiles)
