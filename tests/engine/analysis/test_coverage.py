"""Action coverage (engine.analysis.coverage) is the same whether drags are settled or run."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.analysis.coverage import ActionWatch, watched_new_game
from engine.compile import load_game
from engine.game import Game
from engine.rng import Random

GAMES = Path(__file__).resolve().parents[3] / "games"


def _watched(name: str, variant: str | None, settle: bool) -> tuple[Game, ActionWatch]:
    game, watch = watched_new_game(load_game(GAMES / name, variant=variant), "seed:3")
    assert watch is not None
    if not settle:
        game.static_decide = None
    return game, watch


@pytest.mark.parametrize(
    ("name", "variant"),
    [("klondike.xml", None), ("spider.xml", None), ("scorpion.xml", None), ("golf.xml", "dame")],
)
def test_settled_drags_report_the_same_coverage(name: str, variant: str | None) -> None:
    fast, fast_watch = _watched(name, variant, True)
    slow, slow_watch = _watched(name, variant, False)
    rng = Random(3)
    for _ in range(150):
        found = list(slow.legal_moves)
        if not found or slow.state.message is not None:
            break
        move = rng.choice(found)
        fast.play(move)
        slow.play(move)
        assert (fast_watch.entered, fast_watch.fired) == (slow_watch.entered, slow_watch.fired)
    assert slow_watch.entered  # the drags did meet the actions
