"""OpenSearcher (the faster children of open games) against the general Searcher: the same
positions with the same keys and values, only the known repeats left out."""

from __future__ import annotations

import random
from pathlib import Path

from tiny_games import solvable, tiny, unsolvable

from engine.analysis.compact import Pos, compile_game
from engine.analysis.freecell import new_ms_game
from engine.analysis.opensearch import OpenSearcher, open_game
from engine.analysis.search import Searcher
from engine.compile import load_game
from engine.game import Game

GAMES = Path(__file__).resolve().parents[3] / "games"


def _children(sr: Searcher, pos: Pos) -> dict[int, int]:
    """Key -> value of every child, stand-ins expanded in place (OpenSearcher)."""
    h, v = sr.hash(pos), sr.value(pos)
    out: dict[int, int] = {}
    todo = sr.children(pos, h, v)
    while todo:
        nxt, made, key, value, _ = todo.pop()
        if not made:  # a stand-in for the moves off the foundations
            todo += sr.children(nxt, key, value)
            continue
        assert out.get(key, value) == value
        out[key] = value
    return out


def _reach(sr: Searcher, root: Pos) -> dict[int, int]:
    """Key -> value of every position reachable from `root`."""
    h = sr.hash(root)
    seen = {h: sr.value(root)}
    todo = [(root, h, seen[h])]
    while todo:
        pos, h, v = todo.pop()
        for nxt, made, key, value, _ in sr.children(pos, h, v):
            if key not in seen:
                todo.append((nxt, key, value))
                if made:
                    seen[key] = value
    return seen


def _pair(game: Game) -> tuple[Searcher, OpenSearcher, Pos]:
    c, _ = compile_game(game)
    assert c is not None
    slow = Searcher(c, game.state)
    slow.macros.enabled = False  # OpenSearcher makes no macro moves
    root = slow.settle(c.position(game.state), [])
    assert open_game(slow, root)
    return slow, OpenSearcher(c, game.state), root


def test_tiny_open_games_reach_the_same_positions() -> None:
    for d in (solvable(), unsolvable(), tiny(["Herz 8", "Pik K", "Herz 7"], ["Herz 9"], cell=True)):
        slow, fast, root = _pair(Game.new(d, seed=1))
        assert _reach(fast, root) == _reach(slow, root)


def test_children_agree_along_random_freecell_and_castle_games() -> None:
    rng = random.Random(7)
    games = [new_ms_game(load_game(GAMES / "freecell.xml"), n) for n in (1, 2, 3)]
    castle = load_game(GAMES / "belagerung.xml")
    games += [Game.new(castle, seed=s, variant="belagerung") for s in (1, 2)]
    for game in games:
        slow, fast, pos = _pair(game)
        for _ in range(60):
            want = _children(slow, pos)
            got = _children(fast, pos)
            assert set(got) <= set(want)
            assert set(want) - set(got) <= {slow.hash(pos)}
            assert all(want[k] == v for k, v in got.items())
            assert fast.value(pos) == slow.value(pos)
            kids = slow.children(pos, slow.hash(pos), slow.value(pos))
            if not kids:
                break
            pos = rng.choice(kids)[0]
