"""Tests for engine.simulate: report keys, termination, determinism, the solver player."""

from __future__ import annotations

import pytest
from engine_fixtures import DATA, klondike

from engine.simulate import simulate


def test_report_keys_and_determinism() -> None:
    first = simulate(klondike(), 3, seed=4, cap=200)
    for key in (
        "game",
        "deals",
        "player",
        "wins",
        "win_rate",
        "moves",
        "seconds",
        "moves_per_second",
    ):
        assert key in first
    assert first["deals"] == 3 and first["player"] == "random" and first["moves"] <= 600
    again = simulate(klondike(), 3, seed=4, cap=200)
    assert (first["wins"], first["moves"]) == (again["wins"], again["moves"])


def test_path_and_greedy() -> None:
    report = simulate(DATA / "klondike.xml", 2, player="greedy", cap=100)
    assert report["game"] == "Klondike" and report["moves"] <= 200


def test_unknown_player() -> None:
    with pytest.raises(ValueError, match="unknown player"):
        simulate(klondike(), 1, player="oracle")


def test_solver_player_wins_a_winnable_deal_and_not_a_lost_one() -> None:
    from tests.engine.analysis.tiny_games import solvable, unsolvable

    won = simulate(solvable(), 2, player="solver")
    assert (won["wins"], won["win_rate"]) == (2, 1.0)
    assert won["moves"] >= 2 * 4  # 7 home, 8 home, king over, 9 home on every deal
    lost = simulate(unsolvable(), 2, player="solver")
    assert (lost["wins"], lost["moves"]) == (0, 0)


def test_solver_player_wins_klondike_deals() -> None:
    report = simulate(
        klondike(), 2, player="solver", seed=7
    )  # deals the solver wins in well under 1 s
    assert report["wins"] >= 1 and report["moves"] > 50
