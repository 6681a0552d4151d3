"""The analysis dialog: background runs that match the engine, cancel, exports, the menu."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from editor import i18n
from editor.analysis import ACTION_NAME, open_dialog
from editor.analysis.dialog import AnalysisDialog
from editor.analysis.parts import dead_end_text
from editor.document import Document
from engine.analysis.players import PlayOptions
from engine.analysis.runner import RunOptions, run_analysis
from engine.analysis.stats import wilson
from engine.compile import load_game
from tests.editor.conftest import GAMES

TIMING = {"seconds", "moves_per_second", "seconds_per_deal"}


def _engine(
    game: str,
    player: str,
    deals: int,
    seed: int,
    variant: str | None = None,
    play: PlayOptions | None = None,
) -> dict:
    """The engine's own report for the same arguments, without wall-clock figures."""
    definition = load_game(GAMES / game, variant=variant)
    opts = RunOptions(deals, player, seed, play=play or PlayOptions(max_seconds=5.0))
    data = run_analysis(definition, opts).to_json()
    return {k: v for k, v in data.items() if k not in TIMING}


def _figures(dialog: AnalysisDialog) -> dict:
    data = dialog.view.report.to_json()
    return {k: v for k, v in data.items() if k not in TIMING | {"planned"}}


def _dialog(qtbot, game: str, player: str, deals: int, seed: int = 1) -> AnalysisDialog:  # noqa: ANN001
    from editor.app import application

    application()
    document = Document.open(GAMES / game)
    dialog = open_dialog(None, document)
    assert isinstance(dialog, AnalysisDialog)
    qtbot.addWidget(dialog)
    dialog.player_box.setCurrentIndex(dialog.player_box.findData(player))
    dialog.deals_box.setValue(deals)
    dialog.seed_box.setValue(seed)
    return dialog


def _run(qtbot, dialog: AnalysisDialog, timeout: int = 60_000) -> None:  # noqa: ANN001
    with qtbot.waitSignal(dialog.runner.finished, timeout=timeout):
        dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled() and not dialog.runner.running)


def test_runs_in_background_and_matches_the_engine(qtbot) -> None:  # noqa: ANN001
    dialog = _dialog(qtbot, "klondike.xml", "random", 20)
    assert dialog.objectName() == "analysisDialog"
    progress: list[int] = []
    dialog.runner.progressed.connect(lambda done, total: progress.append(done))
    ticks: list[bool] = []
    timer = QTimer(dialog)
    timer.timeout.connect(lambda: ticks.append(dialog.runner.running))
    timer.start(10)
    with qtbot.waitSignal(dialog.runner.finished, timeout=60_000):
        dialog.run_button.click()
        assert not dialog.run_button.isEnabled()
        assert dialog.cancel_button.isEnabled()
    timer.stop()
    # The run happened off the UI thread: the button came back only through queued signals,
    # and progress arrived deal by deal. (How many timer ticks fit into the run depends on the
    # machine's speed, so it is not asserted.)
    assert progress and progress[-1] == 20 and len(progress) >= 2
    report = dialog.view.report
    assert report is not None
    expected = _engine("klondike.xml", "random", 20, 1)
    assert _figures(dialog) == expected
    assert (report.deals, report.wins, sum(report.moves)) == (
        20,
        expected["wins"],
        expected["moves"],
    )
    assert report.win_ci == wilson(expected["wins"], 20)
    assert progress and progress[-1] == 20 and progress == sorted(progress)
    assert dialog.progress.value() == 20
    assert dialog.view.tiles[0][2].text() == f"{expected['win_rate']:.1%}"
    assert report.variant == "ziehe1"
    assert not report.cancelled


def test_variant_and_seed_reach_the_engine(qtbot) -> None:  # noqa: ANN001
    dialog = _dialog(qtbot, "golf.xml", "greedy", 6, seed=40)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("dame"))
    _run(qtbot, dialog)
    report = dialog.view.report
    assert _figures(dialog) == _engine("golf.xml", "greedy", 6, 40, variant="dame")
    assert (report.variant, report.first_seed) == ("dame", 40)
    if report.wins < 6:
        shown = dialog.view.dead_table.item(0, 0).text()
        assert report.dead_ends and shown == dead_end_text(report.dead_ends[0][0])


def test_cancel_stops_early_and_reports_what_was_played(qtbot) -> None:  # noqa: ANN001
    # Far more deals than can be played before the click lands (400 sometimes all finished
    # first, and the report was then rightly not a cancelled one), but not so many that the
    # first progress step (a hundredth of them, some 8 ms a deal) outlasts the wait on a busy
    # machine, as 100,000 (1,000 a step) did at load 5.
    dialog = _dialog(qtbot, "freecell.xml", "random", 20_000)
    with qtbot.waitSignal(dialog.runner.progressed, timeout=30_000):
        dialog.run_button.click()
    with qtbot.waitSignal(dialog.runner.finished, timeout=30_000):
        dialog.cancel_button.click()
    qtbot.waitUntil(lambda: not dialog.runner.running)
    report = dialog.view.report
    assert report is not None and report.cancelled
    assert 0 < report.deals < 20_000
    assert dialog.run_button.isEnabled() and not dialog.cancel_button.isEnabled()
    assert str(report.deals) in dialog.status.text()


def test_cancel_ends_a_running_solver_search(qtbot) -> None:  # noqa: ANN001
    import time

    # deal 10 of Spider 4 suits: the solver finds no win within a minute (others it solves
    # in under a second, before the cancel would come)
    dialog = _dialog(qtbot, "spider.xml", "solver", 1, seed=10)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("4farben"))
    dialog.limit_box.setValue(dialog.limit_box.maximum())  # a search far longer than the test
    dialog.thoughtful_box.setChecked(True)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.runner.running, timeout=5_000)
    qtbot.wait(300)  # the search is under way
    asked = time.perf_counter()
    with qtbot.waitSignal(dialog.runner.finished, timeout=20_000):
        dialog.cancel_button.click()
    assert time.perf_counter() - asked < 20
    qtbot.waitUntil(lambda: not dialog.runner.running)
    report = dialog.view.report
    assert report is not None and report.cancelled


def test_solver_reports_solvable_rate(qtbot) -> None:  # noqa: ANN001
    dialog = _dialog(qtbot, "freecell.xml", "solver", 2)
    dialog.limit_box.setValue(20.0)
    dialog.thoughtful_box.setChecked(True)
    _run(qtbot, dialog)
    report = dialog.view.report
    expected = _engine(
        "freecell.xml", "solver", 2, 1, play=PlayOptions(max_seconds=20.0, thoughtful=True)
    )
    figures = _figures(dialog)
    for key in ("wins", "win_rate", "win_rate_ci95", "moves"):
        assert figures[key] == expected[key]
    solver = report.solver
    assert solver["thoughtful"] is True
    assert solver["solved"] + solver["unsolvable"] + solver["unknown"] == 2
    assert report.solvable_ci == wilson(solver["solved"], 2)
    assert dialog.view.tiles[1][2].text() == f"{report.solvable_rate:.1%}"
    assert len(dialog.view.rates_chart.rows) == 2


def test_html_and_png_export(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    dialog = _dialog(qtbot, "clock.xml", "random", 3)
    assert not dialog.html_button.isEnabled()
    _run(qtbot, dialog)
    assert dialog.html_button.isEnabled() and dialog.png_button.isEnabled()
    html = dialog.export(tmp_path / "report.html").read_text(encoding="utf-8")
    assert "data:image/png;base64," in html
    assert dialog.view.report.game in html
    assert '<html lang="en">' in html and "Typical dead ends" in html
    app = QApplication.instance()
    i18n.install(app, "de")
    try:
        german = dialog.export(tmp_path / "bericht.html").read_text(encoding="utf-8")
    finally:
        i18n.install(app, "en")
    assert '<html lang="de">' in german and "Typische Sackgassen" in german
    assert "Typical dead ends" not in german
    png = dialog.export(tmp_path / "report.png")
    image = QImage(str(png))
    assert not image.isNull() and image.width() > 300 and image.height() > 300


def test_coverage_names_actions_and_fields(qtbot) -> None:  # noqa: ANN001
    dialog = _dialog(qtbot, "clock.xml", "random", 2)
    _run(qtbot, dialog)
    report = dialog.view.report
    assert report.coverage and report.actions_total == 2
    table = dialog.view.actions_table
    shown = {table.item(r, 0).text() for r in range(table.rowCount())}
    for action in report.actions_never_fired():
        assert action["label"].split(" (line")[0] in shown
    fields = dialog.view.fields_table
    listed = {fields.item(r, 0).text() for r in range(fields.rowCount())}
    assert set(report.fields_never_received) | set(report.fields_never_gave) <= listed | {""}


def test_broken_document_reports_the_problem(qtbot) -> None:  # noqa: ANN001
    from editor.app import application

    application()
    dialog = open_dialog(None, Document(b"<spiel><feld", None, name="broken"))
    qtbot.addWidget(dialog)
    dialog.deals_box.setValue(2)
    with qtbot.waitSignal(dialog.runner.failed, timeout=30_000):
        dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.run_button.isEnabled())
    assert dialog.status.text().startswith("The analysis failed")
    assert dialog.view.report is None and not dialog.html_button.isEnabled()


def test_game_menu_opens_the_dialog(window, qtbot) -> None:  # noqa: ANN001
    from editor.analysis import register_actions

    register_actions(window)  # no-op when editor/menus.py already added it
    action = window.actions_by_name[ACTION_NAME]
    window.open_file(str(GAMES / "golf.xml"))
    qtbot.waitUntil(lambda: window.current is not None)
    action.trigger()
    dialog = window.findChild(AnalysisDialog, "analysisDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.document is window.current
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("dame"))
    assert open_dialog(window, window.current) is dialog
    assert dialog.variant_box.currentData() == "dame"
    dialog.close()
