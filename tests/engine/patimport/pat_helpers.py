"""Helpers for the `.pat` importer tests: build tiny `.pat` texts, convert, check and play them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from lxml import etree

from engine.compile import compile_game
from engine.errors import Problem, Severity
from engine.game import Game
from engine.patimport import convert_pat
from engine.replay import replay
from engine.xmlread import parse_bytes

DATA = Path(__file__).parent / "data"
STOCK = "52 4 4 0 0 0 999 1 1 0 2"
"""Hand pile: 52 cards face down, draw 1 to pile 2, a single pass."""
WASTE = "0 4 108 0 0 2 999 1 0 0 0"
"""Waste pile: face up, single cards may be taken, nothing may be put."""


def pat(
    *piles: str, name: str = "T", decks: int = 1, stock: str = STOCK, waste: bool = True
) -> str:
    """A `.pat` text: name, header, hand pile, optional waste pile, then the given pile lines."""
    lines = [stock] + ([WASTE] if waste else []) + list(piles)
    return f"{name}\n{decks} {len(lines)}\n" + "\n".join(lines) + "\n"


def convert(text: str) -> tuple[etree._Element, list[Problem]]:
    """Convert and parse the XML; returns the root and the warnings."""
    result = convert_pat(text, path="t.pat")
    return etree.fromstring(result.xml.encode()), result.warnings


def field(root: etree._Element, fid: str) -> etree._Element:
    """The `feld` with this id."""
    found = root.find(f"feld[@id='{fid}']")
    assert found is not None, f"no field {fid}"
    return found


def texts(element: etree._Element, tag: str) -> list[str]:
    """Texts of the direct children with this tag."""
    return [child.text or "" for child in element.findall(tag)]


def one(element: etree._Element, tag: str) -> str | None:
    """Text of the only child with this tag (None when absent)."""
    found = texts(element, tag)
    assert len(found) <= 1, f"{tag} appears {len(found)} times"
    return found[0] if found else None


def comments(element: etree._Element) -> str:
    """All comment texts under an element, joined."""
    return " | ".join(str(c.text) for c in element.iter(etree.Comment))


def blocks(root: etree._Element, kind: str = "aktion") -> list[etree._Element]:
    """Top-level action blocks of one kind."""
    return root.findall(kind)


def conditions(block: etree._Element) -> list[tuple[str, str, str]]:
    """(feld, tag, text) of a block's `bedingung` children."""
    return [(b.get("feld", ""), b.get("tag", ""), b.text or "") for b in block.findall("bedingung")]


def codes(warnings: list[Problem]) -> list[str]:
    """Codes of the warnings."""
    return [w.code for w in warnings]


def check_clean(xml: str) -> list[Problem]:
    """Schema and lint problems; asserts there is no error."""
    import schema

    problems = schema.check_bytes(xml.encode(), "t.xml")
    errors = [p for p in problems if p.severity is Severity.ERROR]
    assert not errors, "\n".join(str(p) for p in errors)
    return problems


def game(text: str, seed: int = 1) -> Game:
    """Convert, check and deal a game."""
    xml = convert_pat(text, path="t.pat").xml
    check_clean(xml)
    definition = compile_game(parse_bytes(xml.encode(), "t.xml"))
    assert not [p for p in definition.problems if p.severity is Severity.ERROR]
    return Game.new(definition, seed=seed)


def play(text: str, script: str, seed: int = 1) -> dict[str, Any]:
    """Convert, check and replay a script; returns steps and state."""
    xml = convert_pat(text, path="t.pat").xml
    check_clean(xml)
    definition = compile_game(parse_bytes(xml.encode(), "t.xml"))
    return replay(definition, script, seed=seed)


def cards(state: dict[str, Any], fid: str) -> list[str]:
    """Cards of a field in a state JSON (bottom to top)."""
    for f in state["fields"]:
        if f["id"] == fid:
            return list(f["cards"])
    raise KeyError(fid)
