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
    heights = Heights(c, 1, c.position(game.state), tuple(range(2, 19)))
    assert heights.enabled and len(heights.piles) == 17
    line = heights.search(Budget(10**7, None))
    assert line and all(m[1] == 1 for m in line)


def _golf_brute(game: Game) -> bool:
    """Golf (queen on king) by its description: a column's bottom card goes on the pile
    when one rank above or below its top card (no wrapping, nothing on a king but a
    queen), the stock's top card goes there any time; win when the columns are empty."""
    st = game.state
    ranks = {
        f.defn.id: [cycle_value(st.card(v if v >= 0 else ~v).rank) for v in f.cards]
        for f in st.fields
    }
    cols = [ranks[f"t{i}"] for i in range(1, 8)]
    stock = ranks["stock"]
    heights = [len(p) for p in cols]
    lost: set[tuple[tuple[int, ...], int, int]] = set()

    def wins(top: int, left: int) -> bool:
        if not any(heights):
            return True
        key = (tuple(heights), left, top)
        if key in lost:
            return False
        for i, h in enumerate(heights):
            r = cols[i][h - 1] if h else 0
            if h and (abs(r - top) == 1 and top != 13 or (top, r) == (13, 12)):
                heights[i] = h - 1
                ok = wins(r, left)
                heights[i] = h
                if ok:
                    return True
        if left and wins(stock[left - 1], left - 1):
            return True
        lost.add(key)
        return False

    return wins(ranks["ablage"][-1], len(stock))


def test_golf_verdicts_match_a_brute_force() -> None:
    d = load_game(GAMES / "golf.xml")
    verdicts = []
    for seed in (3, 4, 7, 10, 13, 30):
        want = _golf_brute(Game.new(d, seed=seed, variant="dame"))
        got = solve(Game.new(d, seed=seed, variant="dame"), max_seconds=60)
        assert got.status is (SolveStatus.SOLVED if want else SolveStatus.UNSOLVABLE), seed
        assert not got.solved or got.verified
        verdicts.append(want)
    assert True in verdicts and False in verdicts


def test_golf_uses_the_heights_search_with_its_stock() -> None:
    game = Game.new(load_game(GAMES / "golf.xml"), seed=4, variant="dame")
    c, _ = compile_game(game)
    assert c is not None
    heights = Heights(c, 8, c.position(game.state), tuple(range(1, 8)))
    assert heights.enabled and heights.stock == 0


def test_games_with_other_moves_are_left_alone() -> None:
    game = Game.new(load_game(GAMES / "klondike.xml"), seed=1)
    c, _ = compile_game(game)
    assert c is not None
    pos = c.position(game.state)
    assert all(not Heights(c, j, pos, ()).enabled for j in c.drops)
