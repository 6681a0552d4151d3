"""Moves off the foundations made by a stand-in child: together with the position's own
children they are exactly the moves the position has."""

from __future__ import annotations

import random
from pathlib import Path

from engine.analysis.compact import compile_game
from engine.analysis.search import Searcher
from engine.compile import load_game
from engine.game import Game

GAMES = Path(__file__).resolve().parents[3] / "games"


def test_stand_in_children_make_the_deferred_moves() -> None:
    game = Game.new(load_game(GAMES / "calculation.xml"), seed=3)
    c, why = compile_game(game)
    assert c is not None, why
    sr = Searcher(c, game.state)
    assert sr.defer is not None
    rng = random.Random(3)
    pos = c.position(game.state)
    seen_standin = 0
    for _ in range(120):
        moves = c.moves(pos)
        if not moves:
            break
        h = sr.hash(pos)
        v = sr.value(pos)
        kids = sr.children(pos, h, v)
        standins = [k for k in kids if not k[1]]
        made = {k[1][0] for k in kids if k[1]}
        off = {m for m in moves if m[0] in sr.autoset and m[1] >= 0 and m[1] not in sr.autoset}
        assert made == set(moves) - off
        if off:
            (standin,) = standins
            assert standin[0] is pos and standin[2] != h and standin[3] < v
            later = sr.children(pos, standin[2], standin[3])
            assert {k[1][0] for k in later} == off
            # the stand-in's children carry the position's own key and value
            assert all(k[1] for k in later)
            seen_standin += 1
        else:
            assert not standins
        pos = c.apply(pos, rng.choice(moves))
    assert seen_standin > 0
