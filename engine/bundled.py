"""Files shipped inside the package (games, translations, desktop entry), via importlib.resources."""

from __future__ import annotations

import atexit
from contextlib import ExitStack
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

DESKTOP_ID = "patience-studio"
"""Base name of the freedesktop entry and its icon."""

# In the repository, engine/data/games and engine/data/resources are symlinks to the top-level
# games/ and resources/; in a wheel they are real folders (setuptools copies them).
_extracted = ExitStack()
atexit.register(_extracted.close)


def data_root() -> Traversable:
    """The package's bundled data folder."""
    return resources.files("engine").joinpath("data")


def resource(*parts: str) -> Traversable:
    """A file or folder below the bundled data, e.g. resource("resources", "i18n")."""
    item = data_root()
    for part in parts:
        item = item.joinpath(part)
    return item


def as_path(item: Traversable) -> Path:
    """A real file-system path for a bundled file (extracted once if the package is zipped)."""
    if isinstance(item, Path):
        return item
    return _extracted.enter_context(resources.as_file(item))


def games_dir() -> Path:
    """The bundled game library folder (the home folder if the package is not on disk)."""
    folder = resource("games")
    return folder if isinstance(folder, Path) else Path.home()


def game_files() -> list[Path]:
    """Every bundled game file (`*.xml`), sorted by file name."""
    folder = resource("games")
    if not folder.is_dir():
        return []
    found = [item for item in folder.iterdir() if item.name.endswith(".xml") and item.is_file()]
    return [as_path(item) for item in sorted(found, key=lambda item: item.name)]


def translation(name: str) -> Path | None:
    """A compiled Qt translation (`patstudio_de.qm`, `panels_de.qm`); None when not shipped."""
    item = resource("resources", "i18n", name)
    return as_path(item) if item.is_file() else None


def desktop_file() -> Path:
    """The freedesktop `.desktop` entry shipped with the package."""
    return as_path(resource("resources", "desktop", f"{DESKTOP_ID}.desktop"))


def desktop_icon() -> Path:
    """The application icon (scalable SVG) shipped with the package."""
    return as_path(resource("resources", "desktop", f"{DESKTOP_ID}.svg"))
