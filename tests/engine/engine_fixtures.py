"""Helpers for engine tests: compile small game files given as text."""

from __future__ import annotations

from pathlib import Path

from engine.compile import compile_game, load_game
from engine.definition import GameDefinition
from engine.xmlread import parse_bytes

DATA = Path(__file__).parent / "data"


def definition(
    body: str,
    *,
    karten: str = "52",
    extra: str = "",
    name: str = "T",
    variant: str | None = None,
    level: int = 0,
) -> GameDefinition:
    """Compile a game from its fields (`body`) with a standard header."""
    xml = (
        f'<spiel name="{name}" fenster="40x40"><programm>240101</programm>'
        f"<version>1</version><karten>{karten}</karten>{extra}{body}</spiel>"
    )
    return compile_game(parse_bytes(xml.encode(), "<test>"), variant=variant, level=level)


def klondike() -> GameDefinition:
    """The minimal Klondike used across engine tests."""
    return load_game(DATA / "klondike.xml")
