"""Runs of many deals: reproducible whatever the jobs, dask backend, report, HTML, CLI flags."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
from tiny_games import solvable

from engine.analysis.cli import add_arguments, options_from_args, replay_game, simulate_from_args
from engine.analysis.html import to_html
from engine.analysis.players import PlayOptions
from engine.analysis.runner import RunOptions, run_analysis, simulate
from engine.compile import load_game

GAMES = Path(__file__).resolve().parents[3] / "games"
KLONDIKE = GAMES / "klondike.xml"
DESIGN_KEYS = (
    "game",
    "deals",
    "player",
    "wins",
    "win_rate",
    "moves",
    "seconds",
    "moves_per_second",
)


def _stable(report: dict[str, object]) -> dict[str, object]:
    """The report without timing figures."""
    drop = {"seconds", "moves_per_second", "seconds_per_deal", "jobs", "backend"}
    out = {k: v for k, v in report.items() if k not in drop}
    out["results"] = [
        {k: v for k, v in r.items() if k != "seconds"} for r in report.get("results", [])
    ]  # type: ignore[attr-defined]
    return out


def test_report_has_the_design_keys() -> None:
    report = simulate(load_game(KLONDIKE), 3, "greedy", seed=2, cap=60, detail=True)
    assert list(report)[:8] == list(DESIGN_KEYS)
    assert report["deals"] == 3 and len(report["results"]) == 3
    lo, hi = report["win_rate_ci95"]
    assert 0.0 <= lo <= report["win_rate"] <= hi <= 1.0
    json.dumps(report)


def test_same_figures_with_one_or_two_jobs() -> None:
    d = load_game(KLONDIKE)
    one = simulate(d, 6, "random", seed=11, jobs=1, path=KLONDIKE, cap=80, detail=True)
    two = simulate(d, 6, "random", seed=11, jobs=2, path=KLONDIKE, cap=80, detail=True)
    assert _stable(one) == _stable(two)
    assert [r["deal"] for r in two["results"]] == [f"seed:{k}" for k in range(11, 17)]


def test_dask_backend_on_a_local_cluster() -> None:
    distributed = pytest.importorskip("dask.distributed")
    d = load_game(KLONDIKE)
    opts = RunOptions(4, "random", seed=3, backend="dask", play=PlayOptions(cap=50))
    local = run_analysis(d, RunOptions(4, "random", seed=3, play=PlayOptions(cap=50)))
    with (
        distributed.LocalCluster(
            n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        remote = run_analysis(d, opts, path=KLONDIKE, dask_client=client)
    assert _stable(remote.to_json(detail=True)) == _stable(local.to_json(detail=True))


def test_solver_player_and_verdicts() -> None:
    report = simulate(solvable(), 2, "solver", seed=0, thoughtful=True, detail=True)
    assert report["wins"] == 2 and report["solver"]["solved"] == 2
    assert report["results"][0]["solution"][0].startswith("move #")
    assert "g" not in report["fields_never_received"]


def test_field_coverage_and_dead_ends() -> None:
    report = simulate(load_game(GAMES / "freecell.xml"), 3, "random", seed=0, cap=100)
    assert "stock" in report["fields_unused"]
    assert report["dead_ends"] and report["dead_ends"][0]["count"] >= 1
    assert sum(report["stop_reasons"].values()) == 3


def test_action_coverage_lists_every_action() -> None:
    d = load_game(GAMES / "golf.xml", variant="dame")
    report = simulate(d, 4, "random", seed=0)
    labels = [a["label"] for a in report["actions"]]
    assert len(labels) == len(d.all_actions) >= 1
    assert any(a["checked"] for a in report["actions"])
    assert set(report["actions_never_fired"]) <= set(labels)


def test_html_export_is_self_contained() -> None:
    d = load_game(KLONDIKE)
    report = run_analysis(d, RunOptions(3, "random", seed=1, play=PlayOptions(cap=50)))
    page = to_html(report)
    assert page.startswith("<!DOCTYPE html>") and "<svg" in page
    assert "<script" not in page and "http://www.w3.org/2000/svg" in page


def test_html_export_speaks_german() -> None:
    d = load_game(KLONDIKE)
    report = run_analysis(d, RunOptions(3, "random", seed=1, play=PlayOptions(cap=50)))
    english, german = to_html(report), to_html(report, "de")
    assert '<html lang="en">' in english and '<html lang="de">' in german
    for heading in ("Warum die Spiele endeten", "Felder", "Typische Sackgassen", "Gewinnrate"):
        assert heading in german and heading not in english
    for heading in ("Why playouts stopped", "Typical dead ends", "win rate", "Moves per deal"):
        assert heading in english and heading not in german
    # capped playouts end as "move cap": the words, not the engine's key, reach the page
    assert "Zuglimit erreicht" in german and "move cap reached" in english
    # German writes a decimal comma and a space before the percent sign
    rate = report.to_json()["win_rate"]
    assert f"{100 * rate:.1f}%" in english
    assert f"{100 * rate:.1f}".replace(".", ",") + "\u00a0%" in german


def test_cli_flags(tmp_path: Path) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--deals", type=int)
    parser.add_argument("--player", default="random")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--variant")
    parser.add_argument("--level", type=int, default=0)
    add_arguments(parser)
    page = tmp_path / "r.html"
    opts = parser.parse_args(
        [
            str(GAMES / "freecell.xml"),
            "--deals",
            "2",
            "--deal",
            "ms:8",
            "--player",
            "solver",
            "--max-nodes",
            "5000",
            "--max-seconds",
            "0",
            "--html",
            str(page),
            "--no-progress",
        ]
    )
    run = options_from_args(opts)
    assert run.deal == "ms:8" and run.play.max_seconds is None and run.progress is False
    report = simulate_from_args(load_game(opts.file), opts)
    assert report["first_deal"] == "ms:8" and report["solver"]["solved"] >= 1
    assert page.read_text(encoding="utf-8").count("<svg") >= 2
    with pytest.raises(SystemExit):
        parser.parse_args([str(GAMES / "freecell.xml"), "--deals", "1", "--deal", "xx:1"])
    game = replay_game(load_game(opts.file), 0, "ms:1")
    assert game.to_json()["fields"][9]["cards"][0] == "Karo B"
    # every strategy the solver knows can be asked for
    for strategy in ("best", "dfs", "prove"):
        chosen = parser.parse_args([opts.file, "--deals", "1", "--strategy", strategy])
        assert options_from_args(chosen).play.strategy == strategy
