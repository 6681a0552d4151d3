"""The bundled game library as one list (for `patstudio games` and the editor's start page)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.bundled import game_files
from engine.compile import variants_of
from engine.definition import Variant
from engine.errors import LoadError
from engine.messages import add_language_option
from engine.xmlread import parse_file


@dataclass(frozen=True, slots=True)
class BundledGame:
    """One game of the library: its `spiel name`, file and `regel` variants."""

    name: str
    path: Path
    variants: tuple[Variant, ...] = ()

    def to_json(self) -> dict[str, object]:
        """The JSON object printed by `patstudio games --format json`."""
        return {
            "name": self.name,
            "path": str(self.path),
            "variants": [{"id": v.id, "text": v.text} for v in self.variants],
        }


def describe(path: Path) -> BundledGame:
    """Name and variants of one game file (the file name when it cannot be read)."""
    try:
        parsed = parse_file(path)
    except LoadError:
        return BundledGame(path.stem, path)
    name = (parsed.root.get("name") or "").strip() or path.stem
    return BundledGame(name, path, variants_of(parsed))


def bundled_games() -> list[BundledGame]:
    """Every bundled game, sorted by name (case-insensitive)."""
    return sorted((describe(path) for path in game_files()), key=lambda g: g.name.lower())


def main(argv: Sequence[str]) -> int:
    """`patstudio games [--format json]`: list the bundled game library."""
    parser = argparse.ArgumentParser(
        prog="patstudio games", description="List the game library shipped with Patience Studio."
    )
    parser.add_argument("--format", choices=("text", "json"), default="text")
    add_language_option(parser)  # accepted like every subcommand's; game names are the files' own
    opts = parser.parse_args(list(argv))
    games = bundled_games()
    if opts.format == "json":
        print(json.dumps([game.to_json() for game in games], ensure_ascii=False, indent=1))
        return 0
    for game in games:
        variants = ", ".join(v.id for v in game.variants) or "-"
        sys.stdout.write(f"{game.name}\t{game.path}\t{variants}\n")
    return 0
