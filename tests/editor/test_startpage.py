"""The start page and the game picker list the bundled library (the list `patstudio games` prints)."""

from __future__ import annotations

from pathlib import Path

from editor.startpage import PATH_ROLE, GamePicker, StartPage, games_dir, library
from engine import bundled
from engine.library import bundled_games


def test_library_is_the_bundled_game_list() -> None:
    assert library() == [(game.name, game.path) for game in bundled_games()]
    assert len(library()) == len(bundled.game_files()) >= 21
    assert games_dir() == bundled.games_dir()


def test_start_page_shows_every_bundled_game(qtbot) -> None:  # noqa: ANN001
    page = StartPage()
    qtbot.addWidget(page)
    shown = [
        (page.games.item(i).text(), page.games.item(i).data(PATH_ROLE))
        for i in range(page.games.count())
    ]
    assert shown == [(name, str(path)) for name, path in library()]
    assert all(Path(path).is_file() for _name, path in shown)


def test_game_picker_offers_the_same_games(qtbot) -> None:  # noqa: ANN001
    picker = GamePicker()
    qtbot.addWidget(picker)
    assert picker.games.count() == len(library())
    assert picker.chosen() == str(library()[0][1])
