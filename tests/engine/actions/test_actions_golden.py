"""Golden traces: chosen scenarios in shipped games; the trace and the state are stored.

Each `golden/<name>.json` holds the game, seed, script, and what came out: the trace of the
`beginn` actions and of every step, the step outcomes and the final state. A missing file is
written from a script of the first few legal moves; `UPDATE_GOLDEN=1` rewrites the results
(keeping the scripts). Review the diff before committing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from engine.actions import make_hooks
from engine.compile import load_game
from engine.game import Game
from engine.replay import run_script

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = Path(__file__).parent / "golden"
SCENARIOS = {
    # name: (game file, seed, how many legal moves to script when the file is first written)
    "pyramid_pairs": ("pyramid.xml", 3, 4),
    "spider_runs": ("spider.xml", 2, 4),
    "gaps_swaps": ("gaps.xml", 1, 3),
    "clock_relations": ("clock.xml", 4, 4),
    "monte_carlo_pairs": ("monte_carlo.xml", 5, 3),
    "accordion": ("accordion.xml", 6, 3),
    "aces_up": ("aces_up.xml", 7, 4),
    "eight_off_question": ("eight_off.xml", 1, 0),
}
EXTRA = {
    "spider_runs": ["move s1 g"],  # a single card may not go to the foundation
    "eight_off_question": ["answer 2"],  # six cells: z7 and z8 are locked
}


def _script(game_file: str, seed: int, count: int, extra: list[str]) -> list[str]:
    """First legal moves of a deal (answering questions with 1), as replay commands."""
    definition = load_game(ROOT / "games" / game_file)
    game = Game.new(definition, seed=seed)
    lines: list[str] = []
    while len(lines) < count and game.state.outcome is None:
        if game.state.message is not None:
            break
        legal = list(game.legal_moves)
        if not legal:
            break
        move = legal[-1]  # action moves come last in the list
        game.play(move)
        lines.append(str(move))
    return lines + extra


def run(game_file: str, seed: int, script: list[str]) -> dict[str, Any]:
    """Play a scenario with a tracer attached from the deal on."""
    definition = load_game(ROOT / "games" / game_file)
    hooks = make_hooks(definition)
    recorder = hooks.start_trace()
    game = Game.new(definition, seed=seed, hooks=hooks)
    beginn = recorder.take()
    steps = run_script(game, script, trace=True)
    return {"beginn": beginn, "steps": steps, "state": game.to_json()}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_trace(name: str) -> None:
    game_file, seed, count = SCENARIOS[name]
    path = GOLDEN / f"{name}.json"
    stored = json.loads(path.read_text()) if path.exists() else None
    script = stored["script"] if stored else _script(game_file, seed, count, EXTRA.get(name, []))
    got = {"game": game_file, "seed": seed, "script": script, **run(game_file, seed, script)}
    if stored is None or os.environ.get("UPDATE_GOLDEN"):
        path.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n")
        stored = got
    assert got == stored
