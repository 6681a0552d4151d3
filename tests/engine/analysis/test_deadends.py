"""The dead-end relaxation (engine/analysis/deadends.py): never wrong on a winning line,
right on hand-built deadlocks, and proofs at the deal that agree with the full search."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from drain import finish

from engine.analysis.compact import Compact, Pos, compile_game
from engine.analysis.deadends import SAMPLE_AFTER, DeadEnds
from engine.analysis.search import Budget, Searcher
from engine.analysis.searches import best_first
from engine.analysis.solver import SolveStatus, solve
from engine.analysis.stockmacros import StockMacros
from engine.compile import load_game
from engine.game import Game
from engine.replay import parse_script, refusal_for

ROOT = Path(__file__).resolve().parents[3]
GAMES = ROOT / "games"
WINS = ROOT / "tests" / "games" / "wins"


def _compiled(name: str, seed: int, variant: str | None) -> tuple[Game, Compact, DeadEnds]:
    game = Game.new(load_game(GAMES / name), seed=seed, variant=variant)
    c, why = compile_game(game)
    assert c is not None, why
    return game, c, DeadEnds(c, StockMacros(c))


ENABLED = (
    "bakers_dozen",
    "belagerung",
    "blackhole",
    "canfield",
    "freecell",
    "jedem_koenig",
    "kleine_harfe",
    "klondike",
    "yukon",
)
"""Shipped games where the relaxation is on (every card home wins, compiled, no added moves)."""


def _win_files() -> list[Path]:
    return sorted(p for p in WINS.glob("*.txt") if p.stem.split("-")[0] in ENABLED)


@pytest.mark.parametrize("path", _win_files(), ids=lambda p: p.stem)
def test_no_position_of_a_recorded_win_is_dead(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    seed = int(re.search(r"# seed: (\d+)", text).group(1))  # type: ignore[union-attr]
    found = re.search(r"# variant: (\S+)", text)
    variant = found.group(1) if found else None
    stem = path.stem.split("-")[0]
    game = Game.new(load_game(GAMES / f"{stem}.xml"), seed=seed, variant=variant)
    c, why = compile_game(game)
    assert c is not None, why
    dead = DeadEnds(c, StockMacros(c))
    assert dead.enabled, dead.reason
    for cmd in parse_script(text):
        assert not dead.dead(c.position(game.state)), f"judged dead before {cmd.text}"
        assert refusal_for(game, cmd) is None
    assert game.to_json()["status"] == "won"


@pytest.mark.parametrize(
    ("name", "variant", "seeds"),
    [
        ("klondike.xml", "ziehe1", range(1, 13)),
        ("klondike.xml", "ziehe3", range(1, 13)),
        ("canfield.xml", "3aufdeck", range(1, 9)),
        ("kleine_harfe.xml", "frei", range(1, 9)),
    ],
)
def test_no_position_of_a_found_win_is_dead(name: str, variant: str, seeds: range) -> None:
    wins = 0
    for seed in seeds:
        game, c, dead = _compiled(name, seed, variant)
        assert dead.enabled
        sr = Searcher(c, game.state)
        sr.stuck.enabled = False  # find lines through every position, dead-looking or not
        root = c.position(game.state)
        run = best_first(sr, root, Budget(20_000, None), 5)
        line = finish(run)
        if line is None:
            continue
        wins += 1
        pos: Pos = root
        for m in line:
            assert not dead.dead(pos), f"seed {seed}: a position on a winning line"
            pos = c.apply(pos, m)
        assert c.won(pos)
    assert wins >= len(seeds) // 2


def _card(c: Compact, suit: int, rank: int, up: bool = True) -> int:
    """The entry of a card (suits 0, 1 red; 2, 3 black; rank 0 = ace), face up or down."""
    v = c.cs.index(suit * 13 + rank)
    return v if up else ~v


def _position(c: Compact, columns: dict[int, list[int]]) -> Pos:
    """Klondike: the given columns (fields 6..12), every other card in the stock."""
    used = {v if v >= 0 else ~v for pile in columns.values() for v in pile}
    piles: list[tuple[int, ...]] = [() for _ in range(c.n)]
    piles[0] = tuple(~v for v in range(len(c.cs)) if v not in used)
    for i, pile in columns.items():
        piles[i] = tuple(pile)
    return (*piles, c.counters0)


def test_a_black_eight_over_both_red_nines_and_its_seven_is_dead() -> None:
    _, c, dead = _compiled("klondike.xml", 1, "ziehe1")
    h9, d9 = _card(c, 0, 8, False), _card(c, 1, 8, False)
    s7, s8 = _card(c, 2, 6, False), _card(c, 2, 7)
    assert dead.dead(_position(c, {6: [h9, d9, s7, s8]}))
    # one red nine elsewhere, under a king that can move to an emptied column: alive
    ck = _card(c, 3, 12)
    assert not dead.dead(_position(c, {6: [h9, s7, s8], 7: [d9, ck]}))
    # the spade seven elsewhere: the eight may go home after it
    assert not dead.dead(_position(c, {6: [h9, d9, s8], 7: [s7]}))


def test_a_run_cannot_go_home_as_a_whole() -> None:
    _, c, dead = _compiled("klondike.xml", 1, "ziehe1")
    assert dead.single_home
    h7, d7 = _card(c, 0, 6, False), _card(c, 1, 6, False)
    s5, s6 = _card(c, 2, 4, False), _card(c, 2, 5)
    h5 = _card(c, 0, 4)
    # the spade six holds a red five: both must leave together, and only a red seven takes
    # the run, but both lie beneath it (the six alone could go home after the spade five)
    assert dead.dead(_position(c, {6: [h7, d7, s5, s6, h5]}))
    assert not dead.dead(_position(c, {6: [h7, s5, s6, h5], 7: [d7]}))


def test_a_deal_dead_at_the_start_is_proved_at_once() -> None:
    # draw one, seed 40: the spade six lies on both red sevens and on the spade two
    game, c, dead = _compiled("klondike.xml", 40, "ziehe1")
    assert dead.dead(c.position(game.state))
    result = solve(game, max_nodes=1_000, max_seconds=None)
    assert result.status is SolveStatus.UNSOLVABLE
    assert result.nodes == 0


def test_disabled_where_a_stock_deals_onto_the_columns() -> None:
    game = Game.new(load_game(GAMES / "spider.xml"), seed=1, variant="1farbe")
    c, _ = compile_game(game)
    assert c is not None
    assert not DeadEnds(c, StockMacros(c)).enabled


def test_checks_are_sampled_only_while_they_rarely_find_anything() -> None:
    game, c, dead = _compiled("klondike.xml", 1, "ziehe1")
    live = c.position(game.state)
    for _ in range(SAMPLE_AFTER):
        assert not dead.pruned(live)
    assert dead.checked == SAMPLE_AFTER
    for _ in range(160):
        dead.pruned(live)
    assert dead.checked == SAMPLE_AFTER + 10  # one in 16 once nothing was found
    h9, d9 = _card(c, 0, 8, False), _card(c, 1, 8, False)
    s7, s8 = _card(c, 2, 6, False), _card(c, 2, 7)
    stuck = _position(c, {6: [h9, d9, s7, s8]})
    dead.found = dead.checked  # finding dead ends often: every position is checked again
    assert all(dead.pruned(stuck) for _ in range(16))


@pytest.mark.parametrize(
    ("name", "variant", "seed"),
    [("klondike.xml", "ziehe1", 2), ("klondike.xml", "ziehe3", 5), ("canfield.xml", "3aufdeck", 3)],
)
def test_an_answer_does_not_depend_on_the_positions_asked_before(
    name: str, variant: str, seed: int
) -> None:
    # one test keeps each field's tables from the position before (the piles a move left
    # alone are the same objects); a new one per position reads every field afresh
    game, c, shared = _compiled(name, seed, variant)
    rng = random.Random(seed)
    pos = c.position(game.state)
    steps = 0
    while steps < 400:
        fresh = DeadEnds(c, StockMacros(c))
        assert shared.fixed_point(pos) == fresh.fixed_point(pos)
        steps += 1
        moves = c.moves(pos)
        if not moves:
            break
        pos = c.apply(pos, rng.choice(moves))
    assert steps > 100
