"""Cross-check with Klondike-Solver (PyPI pyksolve) on seeded deals of games/klondike.xml.

Both solvers see every card and allow unlimited passes through the stock. Its winning lines,
translated into replay scripts, must win our deal (the check that both play the same cards);
our verdicts must agree with its verdicts wherever both decide; our wins must replay.
Skipped when pyksolve is not installed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ksolve import card_code, deck_string, script_lines, solve_deal

from engine.analysis.solver import SolveStatus, solve
from engine.compile import load_game
from engine.game import Game
from engine.replay import run_script

KLONDIKE = Path(__file__).resolve().parents[3] / "games" / "klondike.xml"
SEEDS = (1, 2, 3, 4, 5, 6)
MAX_SECONDS = 3.0
MAX_NODES = 100_000


def _replays_as_win(game: Game, lines: list[str]) -> str | None:
    """None when the lines run without a refusal and win the game, else what went wrong."""
    steps = run_script(game, lines)
    refused = [(k, s) for k, s in enumerate(steps) if not s["ok"]]
    if refused:
        return f"refused: {refused[:2]}"
    if game.to_json()["status"] != "won":
        return "the lines were legal but did not win"
    return None


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "draw"), [("ziehe1", 1), ("ziehe3", 3)])
def test_verdicts_agree_and_both_lines_win_our_deal(variant: str, draw: int) -> None:
    pytest.importorskip("pyksolve", exc_type=ImportError)
    definition = load_game(KLONDIKE, variant=variant)
    theirs_solved = 0
    for seed in SEEDS:
        theirs, moves = solve_deal(Game.new(definition, seed=seed), draw)
        if theirs == "solved":
            theirs_solved += 1
            problem = _replays_as_win(Game.new(definition, seed=seed), script_lines(moves))
            assert problem is None, f"seed {seed}: Klondike-Solver's line: {problem}"
        ours = solve(Game.new(definition, seed=seed), max_nodes=MAX_NODES, max_seconds=MAX_SECONDS)
        if ours.status is not SolveStatus.UNKNOWN and theirs != "unknown":
            assert ours.status.value == theirs, (
                f"seed {seed}: ours {ours.status.value}, theirs {theirs}"
            )
        if ours.solved:
            problem = _replays_as_win(Game.new(definition, seed=seed), ours.script())
            assert problem is None, f"seed {seed}: our line: {problem}"
    assert theirs_solved >= len(SEEDS) // 2, "Klondike-Solver won too few deals: a conversion bug?"


def test_its_moves_become_replay_lines() -> None:
    moves = ["DR2", "W5", "NEW", "DR1", "WC", "72-3", "F7", "1C", "C3", "WS"]
    assert script_lines(moves) == [
        "click stock",
        "click stock",
        "move abwurf t5",
        "click stock",
        "click stock",
        "move abwurf g1",
        "move t7 t2 3",
        "move t1 g1",
        "move g1 t3",
        "move abwurf g2",
    ]


def test_our_deal_becomes_its_deck_string() -> None:
    game = Game.new(load_game(KLONDIKE, variant="ziehe1"), seed=1)
    fields = {f["id"]: f["cards"] for f in game.to_json()["fields"]}
    deck = deck_string(game)
    cards = [deck[k : k + 3] for k in range(0, len(deck), 3)]
    assert len(cards) == 52 and len(set(cards)) == 52
    assert cards[0] == card_code(fields["t1"][0])  # row 0: column 1 face up
    assert cards[1:7] == [card_code(fields[f"t{c}"][0]) for c in range(2, 8)]
    assert cards[7] == card_code(fields["t2"][1])  # row 1 starts face up on column 2
    assert cards[27] == card_code(fields["t7"][6])
    assert cards[28] == card_code(fields["stock"][-1])  # drawn first
    assert cards[51] == card_code(fields["stock"][0])
    assert card_code("(Herz 10)") == "103" and card_code("Pik A") == "014"
