"""Checks of unchanging things settle drags without running the chain (engine.actions.static)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from engine.actions.program import Program
from engine.actions.static import StaticFilter, depends_on
from engine.compile import load_game

GAMES = Path(__file__).resolve().parents[3] / "games"


def test_klondike_refusal_is_settled_statically() -> None:
    f = StaticFilter(Program(load_game(GAMES / "klondike.xml")))
    assert f.usable
    (block,) = f.blocks
    assert block.refuses
    assert sorted(block.by_side) == ["legezahl", "ziel"]


def test_startwert_shares_folgestart() -> None:
    # startwert and startfarbe read folgestart: writing any of the three moves all three
    program = Program(load_game(GAMES / "klondike.xml"))
    step = program.kinds["aktion"][0].checks[0]
    ins = replace(step.ins, attrs=(("feld", "ziel"), ("tag", "startwert")))
    assert depends_on(program, replace(step, ins=ins), frozenset()) == "ziel"
    assert depends_on(program, replace(step, ins=ins), frozenset({"folgestart"})) is None
    kartenzahl = replace(step.ins, attrs=(("feld", "ziel"), ("tag", "kartenzahl")))
    assert depends_on(program, replace(step, ins=kartenzahl), frozenset()) is None
