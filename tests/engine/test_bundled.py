"""Bundled package data: the game library, translations and desktop files via importlib.resources."""

from __future__ import annotations

from pathlib import Path

from lxml import etree

import engine
from engine import bundled

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = Path(engine.__file__).resolve().parent


def test_game_files_are_the_top_level_library_seen_from_inside_the_package() -> None:
    files = bundled.game_files()
    assert [p.name for p in files] == sorted(p.name for p in (ROOT / "games").glob("*.xml"))
    assert len(files) >= 21
    for path in files:
        assert path.parent == PACKAGE / "data" / "games"
        assert path.read_bytes() == (ROOT / "games" / path.name).read_bytes()


def test_package_data_links_to_the_sources_of_truth_instead_of_copies() -> None:
    for name in ("games", "resources"):
        link = PACKAGE / "data" / name
        assert link.is_symlink(), f"{link} should point at the top-level {name}/"
        assert link.resolve() == ROOT / name


def test_games_dir_is_the_bundled_folder() -> None:
    assert bundled.games_dir() == PACKAGE / "data" / "games"
    assert (bundled.games_dir() / "klondike.xml").is_file()


def test_every_compiled_translation_is_found() -> None:
    shipped = sorted(p.name for p in (ROOT / "resources" / "i18n").glob("*.qm"))
    assert {"patstudio_de.qm", "panels_de.qm"} <= set(shipped)
    for name in shipped:
        path = bundled.translation(name)
        assert (
            path is not None and path.read_bytes() == (ROOT / "resources/i18n" / name).read_bytes()
        )
    assert bundled.translation("patstudio_xx.qm") is None


def test_desktop_entry_and_icon_are_shipped() -> None:
    entry = bundled.desktop_file().read_text(encoding="utf-8")
    assert entry.startswith("[Desktop Entry]\n")
    assert "Icon=patience-studio\n" in entry
    assert "MimeType=application/xml;text/xml;\n" in entry
    svg = etree.parse(str(bundled.desktop_icon())).getroot()
    assert svg.tag == "{http://www.w3.org/2000/svg}svg"
    assert svg.get("viewBox") == "0 0 128 128"


def test_resource_walks_below_the_data_folder() -> None:
    item = bundled.resource("resources", "desktop", "patience-studio.desktop")
    assert item.is_file()
    assert bundled.as_path(item) == bundled.desktop_file()
    assert not bundled.resource("games", "no-such-game.xml").is_file()
