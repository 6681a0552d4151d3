"""The editor's view of the engine report (no Qt, no deals played)."""

from __future__ import annotations

from editor.analysis.model import Report
from engine.analysis.players import DealResult
from engine.analysis.report import Report as EngineReport
from engine.analysis.report import RunInfo
from engine.analysis.stats import wilson
from engine.compile import load_game
from tests.editor.conftest import GAMES


def _report(player: str, results: list[DealResult], planned: int) -> Report:
    definition = load_game(GAMES / "clock.xml")
    engine = EngineReport.build(definition, results, RunInfo(player, 1, "seed:1", seconds=0.6))
    return Report(engine, planned, 1)


def test_figures_come_from_the_engine() -> None:
    results = [
        DealResult("seed:1", True, "won", 40, 0.1, received=0b11, gave=0b10, fired=(0,)),
        DealResult(
            "seed:2",
            False,
            "no legal move",
            12,
            0.2,
            received=0b100,
            gave=0b1,
            dead_end="no legal move, stock empty",
        ),
        DealResult("seed:3", False, "no legal move", 9, 0.3, dead_end="no legal move, stock empty"),
    ]
    report = _report("random", results, 5)
    assert (report.deals, report.planned, report.wins) == (3, 5, 1)
    assert report.cancelled and report.win_ci == wilson(1, 3)
    assert report.moves == [40, 12, 9] and report.seconds == [0.1, 0.2, 0.3]
    assert report.dead_ends == [("no legal move, stock empty", 2)]
    assert [a["index"] for a in report.actions_never_fired()] == [1]
    assert report.fields_never_received == report.data["fields_never_received"]
    assert report.to_json()["planned"] == 5 and report.total_seconds == 0.6
    assert report.coverage and report.actions_total == 2


def test_solver_view() -> None:
    results = [
        DealResult("seed:1", True, "solved", 50, 1.0),
        DealResult("seed:2", False, "unsolvable", 0, 2.0),
        DealResult("seed:3", False, "unknown", 0, 3.0),
    ]
    report = _report("solver", results, 3)
    assert report.moves == [50]
    assert report.solvable_rate == 1 / 3 and report.solvable_ci == wilson(1, 3)
    assert report.moves_summary()["count"] == 1


def test_empty_report() -> None:
    report = _report("random", [], 4)
    assert report.deals == 0 and not report.coverage and report.win_rate == 0.0
    assert report.moves == [] and report.dead_ends == []
