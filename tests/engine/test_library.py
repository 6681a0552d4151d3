"""`patstudio games`, `--version` and the one list of bundled games."""

from __future__ import annotations

import json
from importlib.metadata import version
from pathlib import Path

import pytest

from engine import bundled
from engine.cli import main
from engine.library import BundledGame, bundled_games, describe


def test_every_bundled_game_is_listed_with_name_and_variants() -> None:
    games = bundled_games()
    assert sorted(g.path for g in games) == bundled.game_files()
    names = [g.name for g in games]
    assert names == sorted(names, key=str.lower)
    by_name = {g.name: g for g in games}
    assert [v.id for v in by_name["Canfield"].variants] == ["3aufdeck", "1aufdeck"]
    assert [v.id for v in by_name["Klondike"].variants] == ["ziehe1", "ziehe3"]
    assert by_name["FreeCell"].variants == ()


def test_an_unreadable_file_is_listed_by_its_file_name(tmp_path: Path) -> None:
    broken = tmp_path / "half_done.xml"
    broken.write_text("<spiel name='x'><feld>", encoding="utf-8")
    assert describe(broken) == BundledGame("half_done", broken)


def test_games_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games", "--format", "json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [g["path"] for g in listed] == [str(g.path) for g in bundled_games()]
    canfield = next(g for g in listed if g["name"] == "Canfield")
    assert set(canfield) == {"name", "path", "variants"}
    assert canfield["variants"][0]["id"] == "3aufdeck"
    assert canfield["variants"][0]["text"].startswith("Drei Karten")
    assert all(Path(g["path"]).is_file() for g in listed)


def test_games_text_is_one_tab_separated_line_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(bundled.game_files())
    assert "Golf\t" + str(bundled.games_dir() / "golf.xml") + "\tstreng, dame" in lines


def test_games_rejects_an_unknown_format(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["games", "--format", "yaml"])
    assert stop.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"patstudio {version('patience-studio')}\n"


def test_help_lists_games_and_the_top_level_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "games" in out and "--version" in out and "--install-desktop-entry" in out


def test_an_unknown_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--frobnicate"]) == 2
    assert "unknown option --frobnicate" in capsys.readouterr().err


def test_games_takes_the_language_option_like_every_subcommand(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["games", "--format", "json", "--lang", "de"]) == 0
    assert json.loads(capsys.readouterr().out)


def test_top_options_refuse_extra_arguments(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["--install-desktop-entry", "--bogus"]) == 2
    assert "takes no arguments" in capsys.readouterr().err
