"""The search on compiled games: the same verdicts as the engine-backed search, proofs,
safe pruning, limits and cancelling."""

from __future__ import annotations

import random
import time
from pathlib import Path

from drain import finish
from tiny_games import small_klondike, solvable, unsolvable

from engine.analysis.compact import CMove, Compact, Pos, compile_game
from engine.analysis.fastsolve import fast_solve
from engine.analysis.freecell import new_ms_game
from engine.analysis.search import Budget, Searcher
from engine.analysis.searches import _moves, best_first, depth_first, luby, restarts
from engine.analysis.solver import SolveStatus, solve
from engine.analysis.steps import replay_checked
from engine.compile import load_game
from engine.definition import GameDefinition
from engine.game import Game

GAMES = Path(__file__).resolve().parents[3] / "games"


def test_tiny_games_get_the_same_verdict_both_ways() -> None:
    for make, want in ((solvable, SolveStatus.SOLVED), (unsolvable, SolveStatus.UNSOLVABLE)):
        for strategy in ("best", "dfs"):
            fast = solve(Game.new(make(), seed=1), strategy=strategy, representation="compact")
            slow = solve(Game.new(make(), seed=1), strategy=strategy, representation="engine")
            assert fast.status is slow.status is want


def test_black_hole_verdicts_agree_with_the_engine_search() -> None:
    # Deals whose verdicts the engine-backed search also reaches quickly (Golf's take it
    # minutes there; tests/benchmarks/bench_solver.py covers them).
    for name, variant, seed in (
        ("blackhole.xml", None, 1),
        ("blackhole.xml", None, 9),
    ):
        d = load_game(GAMES / name)
        fast = solve(Game.new(d, seed=seed, variant=variant), max_seconds=None)
        slow = solve(
            Game.new(d, seed=seed, variant=variant),
            max_seconds=None,
            max_nodes=300_000,
            representation="engine",
        )
        assert fast.status is slow.status
        assert fast.status is SolveStatus.UNSOLVABLE
    res = solve(Game.new(d, seed=5), max_seconds=None)
    assert res.solved and replay_checked(Game.new(d, seed=5), res.steps) is None


def test_freecell_and_klondike_lines_replay_as_wins() -> None:
    fc = load_game(GAMES / "freecell.xml")
    for n in (2,):
        res = solve(new_ms_game(fc, n), max_seconds=None, max_nodes=200_000)
        assert res.solved and res.verified
    kl = load_game(GAMES / "klondike.xml")
    res = solve(Game.new(kl, seed=2, variant="ziehe1"), max_seconds=None, max_nodes=200_000)
    assert res.solved and res.verified


def _searcher(d: GameDefinition, seed: int, variant: str) -> tuple[Game, Compact, Searcher]:
    """A deal, its compiled game and a searcher over it."""
    game = Game.new(d, seed=seed, variant=variant)
    c, _ = compile_game(game)
    assert c is not None
    return game, c, Searcher(c, game.state)


def test_dead_card_pruning_keeps_the_verdicts() -> None:
    """Searching Golf deals with and without the dead-card test gives the same verdicts."""
    d = load_game(GAMES / "golf.xml")
    for seed in (7,):
        verdicts = []
        for prune in (True, False):
            game, c, searcher = _searcher(d, seed, "dame")
            assert searcher.dead.enabled
            searcher.dead.enabled = prune
            run = depth_first(searcher, c.position(game.state), Budget(2_000_000, None))
            verdicts.append(finish(run) is not None)
        assert verdicts[0] == verdicts[1]


def test_cancel_and_limits_give_unknown() -> None:
    fc = load_game(GAMES / "freecell.xml")
    res = solve(new_ms_game(fc, 11982), should_stop=lambda: True)
    assert res.status is SolveStatus.UNKNOWN and res.reason == "cancelled"
    res = solve(new_ms_game(fc, 11982), max_nodes=50)
    assert res.status is SolveStatus.UNKNOWN and "node limit" in res.reason
    began = time.perf_counter()
    res = solve(new_ms_game(fc, 11982), max_seconds=0.2)
    assert res.status is SolveStatus.UNKNOWN and "time limit" in res.reason
    assert time.perf_counter() - began < 5


def test_fast_solve_declines_games_it_cannot_compile() -> None:
    d = load_game(GAMES / "monte_carlo.xml")  # its click closes gaps by a chain of actions
    game = Game.new(d, seed=1)
    assert fast_solve(game, strategy="best", max_nodes=10, max_seconds=1.0) is None


def test_moves_left_values_are_kept_incrementally() -> None:
    # The beams' evaluation (Klondike-Solver's moves-left estimate) is updated per changed
    # pile in `children`; it must equal the value worked out afresh.
    d = load_game(GAMES / "klondike.xml")
    for variant, seed in (("ziehe1", 16), ("ziehe3", 35)):
        game = Game.new(d, seed=seed, variant=variant)
        c, _ = compile_game(game)
        assert c is not None
        view = Searcher(c, game.state).moves_left_view()
        assert view.moves_left and view.draw == (1 if variant == "ziehe1" else 3)
        pos = c.position(game.state)
        h, v = view.hash(pos), view.value(pos)
        for _ in range(12):
            kids = view.children(pos, h, v)
            for nxt, _, h2, v2, _ in kids:
                assert v2 == view.value(nxt) and h2 == view.hash(nxt)
            if not kids:
                break
            pos, _, h, v, _ = max(kids, key=lambda k: k[3])


def test_moves_left_beams_win_deals_the_greedy_searches_missed() -> None:
    # Draw-three seed 35 stayed undecided after 10 s (about 25,000 positions) before the
    # beams took turns; now it is won within a few hundred, and the line replays as a win.
    d = load_game(GAMES / "klondike.xml")
    res = solve(Game.new(d, seed=35, variant="ziehe3"), max_seconds=None, max_nodes=3_000)
    assert res.solved and res.verified


def test_newest_first_ties_win_deals_the_oldest_first_searches_missed() -> None:
    # Draw-one seed 58 stayed undecided within 60,000 positions while every best-first
    # search took the oldest of equally good positions first; a beam taking the newest
    # first wins it within a thousand, and the line replays as a win.
    d = load_game(GAMES / "klondike.xml")
    res = solve(Game.new(d, seed=58, variant="ziehe1"), max_seconds=None, max_nodes=3_000)
    assert res.solved and res.verified


def test_stock_dominance_keeps_the_depth_first_verdicts() -> None:
    """Draw three: counting the positions a child's clicks reach (and cannot leave) as seen
    gives the same depth-first verdicts as expanding them, in fewer positions."""
    d = load_game(GAMES / "klondike.xml")
    for seed in (15, 33, 85, 158):
        verdicts = []
        for beyond in (True, False):
            game, c, searcher = _searcher(d, seed, "ziehe3")
            assert searcher.beyond
            searcher.beyond = beyond
            budget = Budget(200_000, None)
            run = depth_first(searcher, c.position(game.state), budget)
            verdicts.append((finish(run) is not None, budget.stopped, budget.nodes))
        assert verdicts[0][:2] == verdicts[1][:2] == (False, "")
        assert verdicts[0][2] < verdicts[1][2]  # e.g. seed 33: 79 positions against 103


def test_twin_classes_keep_the_depth_first_verdicts_in_fewer_positions() -> None:
    """Klondike: positions that differ only by which of two twins holds a run share a key;
    the depth-first verdicts stay the same (draw three seed 63: unsolvable in 4,679
    positions instead of 10,158; seed 2 draw one is won either way)."""
    d = load_game(GAMES / "klondike.xml")
    for variant, seed, won in (("ziehe3", 63, False), ("ziehe3", 33, False), ("ziehe1", 2, True)):
        results = []
        for twins in (True, False):
            game, c, searcher = _searcher(d, seed, variant)
            assert searcher.twins.twin
            if not twins:
                searcher.twins.twin = []
            budget = Budget(200_000, None)
            line = finish(depth_first(searcher, c.position(game.state), budget))
            assert not budget.stopped
            if line is not None:
                moves = [c.to_move(m) for m in line]
                assert replay_checked(Game.new(d, seed=seed, variant=variant), moves) is None
            results.append((line is not None, budget.nodes))
        assert results[0][0] == results[1][0] == won
        if not won:
            assert results[0][1] < results[1][1]


def _turn_recorder(taken: list[str]):  # type: ignore[no-untyped-def]
    """Makes stand-in searches that note their name in `taken` at every turn they get."""

    def run(name: str, length: int):  # type: ignore[no-untyped-def]
        for _ in range(length):
            taken.append(name)
            yield

    return run


def test_turns_go_to_the_complete_search_once_deepened() -> None:
    from engine.analysis import fastsolve

    taken: list[str] = []
    run = _turn_recorder(taken)
    runs = [
        (run("greedy", 10**6), False, 3),
        (run("beam", 10**6), False, 1),
        (run("dfs", 40), True, 1),
    ]
    # the switch holds once the depth-first search has had two turns (one per round before)
    assert fastsolve._take_turns(runs, 0, lambda: taken.count("dfs") >= 2) is None  # a proof
    second = [i for i, name in enumerate(taken) if name == "dfs"][1]
    before, after = taken[: second + 1], taken[second + 1 :]
    assert before.count("greedy") == 6 and before.count("beam") == 2
    # afterwards: DEEP_SHARE turns for each turn of the others together (3 + 1 per round)
    share = fastsolve.DEEP_SHARE * 4
    assert after[: 4 + share] == ["greedy"] * 3 + ["beam"] + ["dfs"] * share
    assert taken.count("dfs") == 40


def test_a_later_complete_search_takes_the_depth_first_place_once_deepened() -> None:
    from engine.analysis import fastsolve

    taken: list[str] = []
    run = _turn_recorder(taken)
    runs = [(run("greedy", 10**6), False, 3), (run("dfs", 10**6), True, 1)]
    later = run("twins", 30)
    assert fastsolve._take_turns(runs, 0, lambda: taken.count("dfs") >= 2, later) is None
    second = [i for i, name in enumerate(taken) if name == "dfs"][1]
    after = taken[second + 1 :]
    # the plain depth-first search stops; LATE_SHARE turns for each turn of the others
    share = fastsolve.LATE_SHARE * 3
    assert "dfs" not in after
    assert after[: 3 + share] == ["greedy"] * 3 + ["twins"] * share
    assert after.count("twins") == 30


def test_the_later_search_takes_most_turns_once_final() -> None:
    from engine.analysis import fastsolve

    taken: list[str] = []
    run = _turn_recorder(taken)
    runs = [(run("greedy", 10**6), False, 3), (run("dfs", 10**6), True, 1)]
    late = fastsolve.LATE_SHARE * 3
    final = fastsolve.FINAL_SHARE * 3
    later = run("twins", 2 * late + 2 * final)
    switch = lambda: taken.count("twins") >= 2 * late  # noqa: E731
    assert fastsolve._take_turns(runs, 0, lambda: taken.count("dfs") >= 2, later, switch) is None
    second = [i for i, name in enumerate(taken) if name == "dfs"][1]
    after = taken[second + 1 :]
    # two rounds at LATE_SHARE, then FINAL_SHARE turns for each turn of the others (the
    # proof comes at the turn after its last position)
    rounds = (["greedy"] * 3 + ["twins"] * late) * 2 + (["greedy"] * 3 + ["twins"] * final) * 2
    assert after == rounds + ["greedy"] * 3


def test_deepening_after_the_others_ran_dry_keeps_the_complete_search_going() -> None:
    from engine.analysis import fastsolve

    def dry():  # type: ignore[no-untyped-def]
        return None
        yield

    def deep():  # type: ignore[no-untyped-def]
        for _ in range(5):
            yield
        return [(1, 2, 3)]

    # the beam runs dry first; at the switch only the depth-first search is left
    runs = [(dry(), False, 3), (deep(), True, 1)]
    assert fastsolve._take_turns(runs, 0, lambda: True) == [(1, 2, 3)]


def _complete_dfs(game: Game, bare: bool) -> bool:
    """Does a complete depth-first search win the deal? `bare`: stock clicks as plain moves,
    no safe moves, no dead-end test, no stock dominance."""
    c, why = compile_game(game)
    assert c is not None, why
    sr = Searcher(c, game.state)
    if bare:
        sr.safe = sr.stuck.enabled = sr.beyond = sr.stock.enabled = False
    budget = Budget(200_000, None)
    won = finish(depth_first(sr, c.position(game.state), budget)) is not None
    assert not budget.stopped
    return won


def test_prunings_keep_the_verdicts_of_a_bare_search_on_small_deals() -> None:
    """Safe moves, clicks folded into plays, dead ends and stock dominance are exact: on
    small Klondike deals (tests/benchmarks/brute_prunings.py runs thousands) a complete
    search with them reaches the same verdict as one with none of them."""
    rng = random.Random(15)
    lost = 0
    for _ in range(150):
        shape = (rng.choice((4, 5, 6)), rng.choice((3, 4)), rng.choice((1, 3)))
        d = small_klondike(*shape, passes=rng.choice((None, 0, 1)))
        seed = rng.randrange(1 << 30)
        pruned = _complete_dfs(Game.new(d, seed=seed), False)
        assert pruned == _complete_dfs(Game.new(d, seed=seed), True), (shape, seed)
        lost += not pruned
    assert lost >= 10  # enough unsolvable deals for the proofs to be checked too


def test_counted_moves_are_clicks_plays_safe_moves_and_cards_turned() -> None:
    # Klondike-Solver's move count (`best_first(..., moves=True)`): every move of a step,
    # stock clicks included, and every face-down card the step turns up.
    d = load_game(GAMES / "klondike.xml")
    game = Game.new(d, seed=16, variant="ziehe1")
    c, _ = compile_game(game)
    assert c is not None
    view = Searcher(c, game.state).moves_left_view()
    pos = c.position(game.state)

    def down(p: tuple[tuple[int, ...], ...]) -> int:
        return sum(v < 0 for i in view.builds for v in p[i])

    kids = view.children(pos, view.hash(pos), view.value(pos))
    counts = [_moves(view, made, pos, nxt) for nxt, made, *_ in kids]
    assert counts == [len(made) + down(pos) - down(nxt) for nxt, made, *_ in kids]
    assert any(n > 2 for n in counts)  # a run of clicks before a play
    assert any(down(nxt) < down(pos) for nxt, *_ in kids)  # a card turned up


def test_counting_moves_wins_a_deal_the_beams_missed() -> None:
    # Draw-one seed 150: Klondike-Solver wins it at once; our searches over its moves-left
    # estimate by steps made missed it in 300,000 positions, since a step's stock clicks
    # cost nothing there. Counted as moves, the same search wins it within a few thousand.
    d = load_game(GAMES / "klondike.xml")
    game = Game.new(d, seed=150, variant="ziehe1")
    c, _ = compile_game(game)
    assert c is not None
    sr = Searcher(c, game.state)
    pre: list[tuple[int, int, int]] = []
    root = sr.settle(c.position(game.state), pre)
    view = sr.moves_left_view()
    lines = [
        finish(best_first(view, root, Budget(8_000, None), 1, 0, True, m)) for m in (False, True)
    ]
    assert lines[0] is None and lines[1] is not None
    moves = [c.to_move(m) for m in pre + lines[1]]
    assert replay_checked(Game.new(d, seed=150, variant="ziehe1"), moves) is None


def test_luby_numbers() -> None:
    assert [luby(i) for i in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


def _draw_three(seed: int) -> tuple[Game, Compact, Searcher, Pos, list[CMove]]:
    """A draw-three deal settled by its safe moves, for one search alone."""
    game, c, sr = _searcher(load_game(GAMES / "klondike.xml"), seed, "ziehe3")
    pre: list[tuple[int, int, int]] = []
    root = sr.settle(c.position(game.state), pre)
    return game, c, sr, root, pre


def test_restarts_win_where_the_beam_they_restart_is_still_searching() -> None:
    # Draw-three seed 42: the width-3 beam over the moves-left estimate, newest first, needs
    # some 45,000 positions; the same beam with random amounts added, restarted on the Luby
    # sequence, wins within 5,000, the same line every time, and it replays as a win.
    game, c, sr, root, pre = _draw_three(42)
    view = sr.moves_left_view()
    plain = finish(best_first(view, root, Budget(6_000, None), 1, 3, True, False))
    assert plain is None
    lines = []
    for _ in range(2):
        budget = Budget(6_000, None)
        again = sr.moves_left_view()
        lines.append((finish(restarts(again, root, budget, 3, (2, 5, 10, 20))), budget.nodes))
    assert lines[0] == lines[1] and lines[0][0] is not None
    moves = [c.to_move(m) for m in pre + lines[0][0]]
    assert (
        replay_checked(
            Game.new(load_game(GAMES / "klondike.xml"), seed=42, variant="ziehe3"), moves
        )
        is None
    )


def test_restarts_that_never_win_stop_at_the_budget() -> None:
    # a width-1 beam with no random amount dives the same way on every restart (every 10
    # positions or so here): it never wins, and the budget, not a loop, ends it
    game, c, sr, root, pre = _draw_three(51)
    budget = Budget(3_000, None)
    assert finish(restarts(sr.moves_left_view(), root, budget, 1, (0,), base=10)) is None
    assert budget.nodes >= 3_000


def test_the_portfolio_wins_a_deal_only_the_restarts_won() -> None:
    # Draw-three seed 51 stayed undecided in every 10 s run before the restarts joined the
    # portfolio (the twin-class search alone wins it after 135,000 positions).
    d = load_game(GAMES / "klondike.xml")
    res = solve(Game.new(d, seed=51, variant="ziehe3"), max_seconds=None, max_nodes=90_000)
    assert res.solved and res.verified
