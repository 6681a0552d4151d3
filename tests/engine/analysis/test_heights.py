"""The pile-heights search (Black Hole): the same verdicts as a plain brute force written
here from the rules' text, replayed wins, and games it must leave alone."""

from __future__ import annotations

from pathlib import Path

from engine.analysis.compact import compile_game
from engine.analysis.heights import Heights
from engine.analysis.search import Budget
from engine.analysis.solver import SolveStatus, solve
from engine.cards import cycle_value
from engine.compile import load_game
from engine.game import Game

GAMES = Path(__file__).resolve().parents[3] / "games"


def _brute(game: Game) -> bool:
    """Black Hole by its description: a fan's top card goes into the hole when its rank is
    one above or below the hole's top card, K and A adjacent; win when every fan is empty."""
    st = game.state
    ranks = {f.defn.id: [cycle_value(st.card(v).rank) for v in f.cards] for f in st.fields}
    piles = [ranks[k] for k in ranks if k.startswith("f")]
    heights = [len(p) for p in piles]
    lost: set[tuple[tuple[int, ...], int]] = set()

    def wins(top: int) -> bool:
        if not any(heights):
            return True
        key = (tuple(heights), top)
        if key in lost:
            return False
        for i, h in enumerate(heights):
            if h and (piles[i][h - 1] - top) % 13 in (1, 12):
                heights[i] = h - 1
                ok = wins(piles[i][h - 1])
                heights[i] = h
                if ok:
                    return True
        lost.add(key)
        return False

    return wins(ranks["loch"][-1])


def test_black_hole_verdicts_match_a_brute_force() -> None:
    d = load_game(GAMES / "blackhole.xml")
    verdicts = []
    for seed in (1, 2, 5, 9, 14, 17, 24, 25, 26, 27, 28):
        want = _brute(Game.new(d, seed=seed))
        got = solve(Game.new(d, seed=seed), max_seconds=60)
        assert got.status is (SolveStatus.SOLVED if want else SolveStatus.UNSOLVABLE), seed
        assert not got.solved or got.verified
        verdicts.append(want)
    assert True in verdicts and False in verdicts


def test_black_hole_uses_the_heights_search() -> None:
    game = Game.new(load_game(GAMES / "blackhole.xml"), seed=2)
    c, _ = compile_game(game)
    assert c is not None
    heights = Heights(c, 1, c.position(game.state))
    assert heights.enabled and len(heights.piles) == 17
    line = heights.search(Budget(10**7, None))
    assert line and all(m[1] == 1 for m in line)


def test_games_with_other_moves_are_left_alone() -> None:
    for name, variant, found in (("golf.xml", "dame", "ablage"), ("klondike.xml", None, None)):
        game = Game.new(load_game(GAMES / name), seed=1, variant=variant)
        c, _ = compile_game(game)
        assert c is not None
        ids = [f.defn.id for f in game.state.fields]
        j = ids.index(found) if found else c.drops[0]
        assert not Heights(c, j, c.position(game.state)).enabled
