"""Stored test positions and `patstudio test FILE`."""

from __future__ import annotations

import re
from pathlib import Path

from engine.cli import main
from engine.compile import load_game
from engine.game import Game
from engine.testcases import TestCase, load_cases, run_case, save_cases

GAMES = Path(__file__).parents[2] / "games"


def _record(path: Path) -> TestCase:
    definition = load_game(path)
    game = Game.new(definition, seed=5)
    drag = next(m for m in game.legal_moves if m.dst is not None)
    command = f"move {definition.field_name(drag.src)} {definition.field_name(drag.dst)} {drag.n}"
    game.play(drag)
    return TestCase("drag", 5, (command,), expected=game.to_json())


def test_round_trip_and_cli(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "klondike.xml"
    path.write_bytes((GAMES / "klondike.xml").read_bytes())
    case = _record(path)
    save_cases(path, [case])
    assert load_cases(path) == [case]
    assert run_case(path, case).passed
    assert main(["test", str(path)]) == 0
    assert "1 passed, 0 failed" in capsys.readouterr().out
    path.write_text(
        re.sub(r"<max>[^<]*</max>", "", path.read_text(encoding="utf-8")), encoding="utf-8"
    )
    result = run_case(path, case)
    assert not result.passed and "refused" in (result.reason or "")
    assert main(["test", str(path)]) == 1
    capsys.readouterr()
    assert main(["test", str(path), "--lang", "de"]) == 1
    german = capsys.readouterr().out
    assert "wird jetzt abgelehnt" in german and "0 bestanden, 1 fehlgeschlagen" in german
    assert result.why is not None and result.why.code == "case.refused"


def test_missing_file_is_a_usage_error(tmp_path: Path) -> None:
    assert main(["test", str(tmp_path / "nope.xml")]) == 2
