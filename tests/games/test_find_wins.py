"""The win finder stores a script only for a won deal, and the script replays as a win."""

from __future__ import annotations

from pathlib import Path

from engine.compile import load_game
from engine.replay import replay
from tests.games.find_wins import find, win_name

GAMES = Path(__file__).resolve().parents[2] / "games"


def test_finds_and_stores_a_win_that_replays(tmp_path: Path) -> None:
    path = GAMES / "freecell.xml"
    assert find(path, None, range(2, 4), nodes=200_000, seconds=60.0, out=tmp_path)
    text = (tmp_path / win_name(path, None)).read_text(encoding="utf-8")
    assert "# seed: 2" in text
    result = replay(load_game(path), text, seed=2)
    assert all(step["ok"] for step in result["steps"])
    assert result["state"]["status"] == "won"


def test_stores_nothing_without_a_win(tmp_path: Path) -> None:
    path = GAMES / "freecell.xml"
    assert not find(path, None, range(2, 3), nodes=1, seconds=60.0, out=tmp_path)
    assert not list(tmp_path.iterdir())
