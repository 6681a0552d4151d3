"""The solver on tiny hand-made games, on MS FreeCell deals, and the blind (no-peeking) mode."""

from __future__ import annotations

from pathlib import Path

from tiny_games import hidden, solvable, tiny, unsolvable

from engine.analysis.blind import hides_cards, play_blind, visible_cards
from engine.analysis.freecell import new_ms_game
from engine.analysis.solver import SolveStatus, solve
from engine.analysis.statekey import KeyMaker, symmetry_groups
from engine.analysis.steps import replay_checked
from engine.compile import load_game
from engine.game import Game

FREECELL = Path(__file__).resolve().parents[3] / "games" / "freecell.xml"


def test_solvable_is_solved_and_verified() -> None:
    for strategy in ("best", "dfs"):
        game = Game.new(solvable(), seed=1)
        res = solve(game, strategy=strategy, max_seconds=None)
        assert res.status is SolveStatus.SOLVED and res.verified
        assert len(res.steps) == 4
        fresh = Game.new(solvable(), seed=1)
        assert replay_checked(fresh, res.steps) is None
        assert res.script()[0].startswith("move #")


def test_solve_leaves_the_game_alone() -> None:
    game = Game.new(solvable(), seed=3)
    before = game.to_json()
    solve(game, max_seconds=None)
    assert game.to_json() == before and game.move_stack == []


def test_unsolvable_is_exhausted() -> None:
    for strategy in ("best", "dfs"):
        res = solve(Game.new(unsolvable(), seed=1), strategy=strategy, max_seconds=None)
        assert res.status is SolveStatus.UNSOLVABLE
        assert res.steps == () and "searched" in res.reason


def test_node_limit_gives_unknown() -> None:
    res = solve(new_ms_game(load_game(FREECELL), 1), max_nodes=3, max_seconds=None)
    assert res.status is SolveStatus.UNKNOWN and "node limit" in res.reason


def test_time_limit_uses_the_given_clock() -> None:
    ticks = iter(range(0, 10_000, 5))
    res = solve(
        new_ms_game(load_game(FREECELL), 1),
        max_nodes=10_000,
        max_seconds=1.0,
        clock=lambda: float(next(ticks)),
    )
    assert res.status is SolveStatus.UNKNOWN and "time limit" in res.reason


def test_should_stop_cancels_a_running_search() -> None:
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 3

    for strategy in ("best", "dfs"):
        asked.clear()
        game = new_ms_game(load_game(FREECELL), 11982)  # never solved in this budget
        res = solve(game, max_nodes=10**9, max_seconds=None, strategy=strategy, should_stop=stop)
        assert res.status is SolveStatus.UNKNOWN and res.reason == "cancelled"
        assert res.nodes < 5_000  # stopped soon after the fourth question
    asked.clear()
    res = play_blind(new_ms_game(load_game(FREECELL), 11982), max_seconds=None, should_stop=stop)
    assert res.status is SolveStatus.UNKNOWN and "cancelled" in res.reason


def test_ms_deal_is_solved() -> None:
    game = new_ms_game(load_game(FREECELL), 8)
    res = solve(game, max_nodes=5_000, max_seconds=None)
    assert res.solved and res.verified
    replay = new_ms_game(load_game(FREECELL), 8)
    assert replay_checked(replay, res.steps) is None


def test_symmetric_fields_share_keys() -> None:
    d = load_game(FREECELL)
    groups = symmetry_groups(d)
    assert sorted(len(g) for g in groups) == [4, 4, 8]
    game = new_ms_game(d, 1)
    keys = KeyMaker(game.state)
    t1, t2 = d.indices("t1")[0], d.indices("t2")[0]
    before = keys.key(game.state)
    s = game.state
    s.fields[t1].cards, s.fields[t2].cards = s.fields[t2].cards, s.fields[t1].cards
    assert keys.key(s) == before
    assert KeyMaker(s, symmetric=False).key(s) != KeyMaker(s, symmetric=False).key(
        new_ms_game(d, 1).state
    )


def test_blind_mode_does_not_peek() -> None:
    game = Game.new(hidden(), seed=1)
    assert hides_cards(game.state)
    shown = {str(game.state.card(v)) for v in visible_cards(game.state)}
    assert shown == {"Herz 7", "Herz 9", "Pik K"}
    res = play_blind(game, max_seconds=None)
    assert res.solved and res.verified


def test_blind_first_move_ignores_hidden_identity() -> None:
    a = play_blind(
        Game.new(tiny(["(Herz 8)", "Herz 7"], ["Herz 9", "Pik K"]), seed=1), max_seconds=None
    )
    b = play_blind(
        Game.new(tiny(["(Kreuz 8)", "Herz 7"], ["Herz 9", "Pik K"]), seed=1), max_seconds=None
    )
    assert a.solved and not b.solved
    assert b.status is SolveStatus.UNKNOWN and "without peeking" in b.reason
    assert a.script()[:1] == ["move #2 #4"]


def test_thoughtful_knows_the_hidden_card() -> None:
    res = solve(
        Game.new(tiny(["(Kreuz 8)", "Herz 7"], ["Herz 9", "Pik K"]), seed=1), max_seconds=None
    )
    assert res.status is SolveStatus.UNSOLVABLE


def test_portfolio_depends_on_hidden_cards() -> None:
    from engine.analysis.solver import HIDDEN_PORTFOLIO, PORTFOLIO, portfolio_for

    games = Path(__file__).resolve().parents[3] / "games"
    assert portfolio_for(new_ms_game(load_game(FREECELL), 1).state) == PORTFOLIO
    klondike = Game.new(load_game(games / "klondike.xml"), seed=1)
    assert portfolio_for(klondike.state) == HIDDEN_PORTFOLIO
    assert portfolio_for(Game.new(hidden(), seed=1).state) == HIDDEN_PORTFOLIO


def test_evaluator_matches_evaluate_along_a_game() -> None:
    from engine.analysis.heuristics import ROOMY, SUITED, Evaluator, evaluate

    game = new_ms_game(load_game(FREECELL), 5)
    fresh = {w: Evaluator(game.state, w) for w in (ROOMY, SUITED)}
    for _ in range(40):
        move = next(iter(game.legal_moves))
        game.play(move)
        for w, ev in fresh.items():
            assert ev(game.state) == evaluate(game.state, w) == Evaluator(game.state, w)(game.state)
