"""Klondike's foundations take and give one card at a time, as in standard Klondike.

OPENING starts the line our solver found for seed 3 (draw three) while games/klondike.xml
let a column's run onto a foundation with only its first card checked (see
docs/semantics.md, "Dropping a run"); its next move put Herz 3 with Pik 2 on the hearts.
Klondike-Solver calls that deal impossible (tests/engine/analysis/test_xcheck_klondike.py).
"""

from __future__ import annotations

from pathlib import Path

from engine.analysis.compact import compile_game
from engine.compile import load_game
from engine.game import Game
from engine.replay import run_script

KLONDIKE = Path(__file__).resolve().parents[2] / "games" / "klondike.xml"
FOUNDATIONS = ("g1", "g2", "g3", "g4")
_RUNS = [
    ("move t3 g1", 1), ("move t2 t4", 1), ("click stock", 2), ("move abwurf t2", 1),
    ("click stock", 4), ("move abwurf g2", 1), ("move abwurf g3", 1), ("move abwurf t5", 1),
    ("click stock", 5), ("move abwurf g2", 1), ("click stock", 8), ("move abwurf t5", 1),
    ("click stock", 2), ("move abwurf g1", 1), ("move abwurf t2", 1), ("move t5 t2 3", 1),
    ("move t5 t2", 2), ("move g1 t2", 1),
]  # fmt: skip
OPENING = [line for line, times in _RUNS for _ in range(times)]


def _opened() -> Game:
    game = Game.new(load_game(KLONDIKE, variant="ziehe3"), seed=3)
    assert all(step["ok"] for step in run_script(game, OPENING))
    return game


def test_a_column_run_does_not_go_onto_a_foundation() -> None:
    game = _opened()
    cards = {f["id"]: f["cards"] for f in game.to_json()["fields"]}
    assert cards["t2"][-2:] == ["Herz 3", "Pik 2"] and cards["g2"][-1] == "Herz 2"
    step = run_script(game, ["move t2 g2 2"])[0]
    assert not step["ok"] and step["code"] == "aktion-blocks"
    # the compiled search knows the rule too (and so does not fall back to the engine)
    compiled, why = compile_game(game)
    assert compiled is not None, why
    moves = compiled.moves(compiled.position(game.state))
    assert {compiled.to_move(m) for m in moves} == set(game.legal_moves)
    foundations = {f.index for f in game.state.fields if f.defn.id in FOUNDATIONS}
    assert not [m for m in moves if m[1] in foundations and m[2] > 1]


def test_a_foundation_gives_one_card_at_a_time() -> None:
    game = _opened()
    cards = {f["id"]: f["cards"] for f in game.to_json()["fields"]}
    assert cards["g2"] == ["Herz A", "Herz 2"]
    step = run_script(game, ["move g2 t1 2"])[0]
    assert not step["ok"] and step["code"] == "take-einzeln"
