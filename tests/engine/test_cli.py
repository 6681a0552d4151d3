"""The headless commands' text output (engine/cli.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cli import main

GAMES = Path(__file__).parents[2] / "games"


def _lines(capsys: pytest.CaptureFixture[str]) -> dict[str, str]:
    out = capsys.readouterr().out
    return dict(line.split(": ", 1) for line in out.splitlines())


def test_simulate_text_has_the_contract_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", str(GAMES / "klondike.xml"), "--deals", "2", "--cap", "30"]) == 0
    lines = _lines(capsys)
    for key in ("game", "deals", "player", "wins", "win_rate", "moves", "seconds"):
        assert key in lines
    assert "solved" not in lines  # no solver, no verdicts


def test_simulate_text_gives_the_solver_verdicts(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", str(GAMES / "klondike.xml"), "--deals", "3", "--player", "solver"]
    args += ["--thoughtful", "--variant", "ziehe1", "--max-nodes", "40000", "--seed", "1"]
    assert main(args) == 0
    lines = _lines(capsys)
    counts = [int(lines[key]) for key in ("solved", "unsolvable", "unknown")]
    assert sum(counts) == 3
    assert float(lines["solvable_rate"]) == counts[0] / 3
    low, high = (float(x) for x in lines["solvable_rate_ci95"].split())
    assert 0 <= low <= counts[0] / 3 <= high <= 1


@pytest.mark.parametrize(
    ("lang", "heading"), [("en", "Typical dead ends"), ("de", "Typische Sackgassen")]
)
def test_simulate_html_follows_lang(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, heading: str
) -> None:
    page = tmp_path / "report.html"
    args = ["simulate", str(GAMES / "klondike.xml"), "--deals", "2", "--cap", "30"]
    assert main([*args, "--html", str(page), "--lang", lang]) == 0
    capsys.readouterr()
    text = page.read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in text and heading in text
