"""The solver's fast path: search the compiled game (engine/analysis/compact.py) when its
rules are covered, several searches taking turns; the engine-backed search is the fallback."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from engine import rules
from engine.analysis.compact import Compact, compile_game
from engine.analysis.heights import Heights
from engine.analysis.opensearch import OpenSearcher, open_game
from engine.analysis.search import Budget, Run, Searcher
from engine.analysis.searches import best_first, depth_first, restarts
from engine.analysis.suitsearch import SuitSearch, whole_run_homes
from engine.game import Game
from engine.moves import Move

OPEN_HEAD = 16
"""Turns (of `SLICE` positions) the best-first search takes alone in open games: it wins
most deals by itself, the depth-first search joins in for the harder ones."""
OPEN_STEPS = (8, 25)
"""The best-first searches' costs per step in open games (single moves, no macros there):
the first one gets the head start; a deal that traps one rarely traps the other."""
FOCUS_STEP2 = 15
"""The second best-first search's cost per step where face-down cards lie in the piles."""
MOVES_LEFT_BEAMS = ((3, True, False), (0, True, True), (5, True, False))
"""(children kept per position, 0 for all; newest first among equals; cost per move as
Klondike-Solver counts them rather than per step) of each search over the moves-left
estimate: beams as Klondike-Solver's fast search (it keeps 3, and takes the newest first),
and one best-first search over all children that pays for each stock click and card turned
(`best_first` moves), as Klondike-Solver's searches do. They differ, since a deal that one
misses another often wins (issue #15: draw-one seed 58 is won by the width-5 beam newest
first, seed 150 only by the search that counts moves, after 32,000 positions of the
portfolio; it took the place of a width-5 beam oldest first, and no deal among the first
200 of either draw was lost within 90,000 positions, docs/analysis.md footnote 14)."""
RESTART_TURNS = 12
"""Turns per round of the randomised beams started again and again (`restarts`) in
Klondike (games with a stock and twin classes), where the two greedy best-first searches
then take one turn each instead of three: alone, the restarts win 152 of the 155 draw-three deals the whole
portfolio wins within 2 s each, and in the portfolio they win draw-three seed 51, which
no other search won within 10 s, and the late wins come sooner (docs/analysis.md
footnote 17)."""
RESTART_NOISES = (2, 5, 10, 20)
"""The random amounts (points of the moves-left value) of successive restarts: deals won
by one amount are often missed with another (draw-three seeds 51 and 95)."""
RESTART_WIDTH = 3
"""Children each position of a restarted beam keeps, as Klondike-Solver's fast search."""
DEEP_AFTER = 50_000
"""Positions after which, where the portfolio has beams (Klondike-like games), the
depth-first search takes three turns in four: wins by the other searches come early
(compiled, no Klondike deal among 400 was won after 100,000 positions), proofs need long
exhaustive runs (draw-one seed 175: 95,000 depth-first positions)."""
DEEP_SHARE = 3
"""The depth-first search's turns per turn of all the others together after DEEP_AFTER."""
LATE_SHARE = 1
"""Where twin classes are exact (Klondike), the depth-first search over them takes the
plain one's place at DEEP_AFTER (started afresh: the plain one has done little by then;
its positions cost 2 to 6 times as much but stand for 3 to 9, so proofs come sooner; from
the start it took too much time from the others, docs/analysis.md "Twin classes"). Its
turns per turn of all the others together: its positions are slower, so one turn in two keeps the others' time near what three in four
of the plain search left them (draw-one seed 159 and draw-three seed 143 are won late by
the greedy searches; with 2 or 3 they went undecided)."""
FINAL_AFTER = 90_000
"""Positions after which the depth-first search over twin classes (LATE_SHARE) takes
FINAL_SHARE turns per turn of all the others together: no deal among the first 200 of
either Klondike draw was won after 81,000 positions, while the proofs left near the limit
need the twin classes' long runs (issue #15: draw-one seed 175 proved in 96,977 positions
instead of 100,817, draw-three seed 88 in 136,861 instead of 172,381; docs/analysis.md
footnote 17)."""
FINAL_SHARE = 8
"""The twin-class search's turns per turn of all the others together after FINAL_AFTER."""
STRATEGIES = ("best", "dfs", "prove")
"""`best`: best-first and depth-first taking turns (wins found by either, a proof by either
running out); `dfs`/`prove`: exhaustive depth-first alone."""


@dataclass(frozen=True, slots=True)
class FastResult:
    """What the compiled search found: the line (None: no win), positions, why it stopped."""

    line: list[Move] | None
    nodes: int
    stopped: str
    """Empty when the search ended by itself (won, or every position searched)."""


def fast_solve(
    game: Game,
    *,
    strategy: str,
    max_nodes: int,
    max_seconds: float | None,
    symmetric: bool = True,
    clock: Callable[[], float] = time.perf_counter,
    should_stop: Callable[[], bool] | None = None,
) -> FastResult | None:
    """Search the compiled game from its current position; None when it does not compile."""
    c, _ = compile_game(game)
    if c is None:
        return None
    budget = Budget(max_nodes, max_seconds, clock, should_stop)
    if strategy == "best" and whole_run_homes(c):
        # Spider-like games: the beam over stock deals (incomplete: wins only, no proofs)
        found = SuitSearch(c).search(c.position(game.state), budget)
        line = None if found is None else [c.to_move(m) for m in found]
        return FastResult(line, budget.nodes, "" if found is not None else budget.stopped)
    searcher = Searcher(c, game.state, symmetric=symmetric)
    pre: list[tuple[int, int, int]] = []
    root = c.position(game.state)
    if searcher.safe:
        root = searcher.settle(root, pre)
    head = 0
    if open_game(searcher, root):
        searcher = OpenSearcher.upgrade(searcher)
        head = OPEN_HEAD
        # no dead-end relaxation in open games: free cells or empty columns take any card
        # there, so it would rarely find anything, and FreeCell must not slow down
        searcher.stuck.enabled = False
    elif searcher.stuck.enabled and searcher.stuck.dead(root):
        # a card can never get home: proved at the deal, no search needed
        return FastResult(None, 0, "")
    if searcher.dead.enabled:
        heights = Heights(c, searcher.dead.found, root, searcher.dead.must)
        if heights.enabled:
            won = heights.search(budget)
            if won is None:
                return FastResult(None, budget.nodes, budget.stopped)
            return FastResult([c.to_move(m) for m in pre + won], budget.nodes, "")
    # (search, complete, turns per round): where face-down cards lie in the piles the
    # best-first search (with a lower cost per step) finds most wins and the depth-first
    # one rarely proves anything, so it gets fewer turns.
    # In one-foundation games (Golf, Black Hole) the depth-first search does most of the work.
    deep = 3 if searcher.dead.enabled else 1
    # twin classes (Klondike) from the start only when the depth-first search runs alone:
    # in the portfolio their slower positions took the others' time (see LATE_SHARE)
    alone = strategy != "best"
    runs: list[tuple[Run, bool, int]] = [(depth_first(searcher, root, budget, alone), True, deep)]
    # with the moves-left beams: when the depth-first search takes most turns (DEEP_AFTER),
    # and the depth-first search over twin classes that then takes its place
    deepen: Callable[[], bool] | None = None
    later: Run | None = None
    if strategy == "best" and head:
        # Open games: two greedy best-first searches and the depth-first one (all complete).
        runs = [(best_first(searcher, root, budget, step), True, 1) for step in OPEN_STEPS]
        runs.append((depth_first(searcher, root, budget, False), True, 1))
    elif strategy == "best":
        focus = searcher.focus
        # where face-down cards lie in the piles, newest first among equals (see the beams)
        best = best_first(searcher, root, budget, _step_cost(c, focus), lifo=focus)
        # where the restarts join in (Klondike-like games with twin classes), the greedy
        # searches give them most of their turns; Canfield keeps the greedy searches' turns,
        # since its late wins come from them (seeds 41, 136 and 200, after 170,000-280,000
        # positions, went undecided with one turn each)
        restart = focus and searcher.stock.enabled and bool(searcher.twins.twin)
        greedy = 1 if restart else 3
        runs.insert(0, (best, not focus, greedy if focus else 1))
        if focus:
            # a second greedy best-first search with a higher cost per step: a deal that
            # traps one rarely traps the other (Klondike draw one seeds 73 and 181)
            other = best_first(searcher, root, budget, FOCUS_STEP2)
            runs.insert(1, (other, False, greedy))
            if searcher.stock.enabled:
                # Klondike-like: three searches over Klondike-Solver's moves-left estimate
                # as well (issue #15: two beams among them won 14 of the 17 draw-three deals
                # among the first 200 that Klondike-Solver wins and the greedy searches
                # left undecided)
                view = searcher.moves_left_view()
                for beam, lifo, moves in reversed(MOVES_LEFT_BEAMS):
                    run = best_first(view, root, budget, 1, beam, lifo, moves)
                    runs.insert(2, (run, False, 3))

                def deepen() -> bool:
                    return budget.nodes >= DEEP_AFTER

                if searcher.twins.twin:
                    later = depth_first(searcher, root, budget, True)
                if restart:
                    # randomised beams, restarted (a view of their own: its memo follows them)
                    again = searcher.moves_left_view()
                    run = restarts(again, root, budget, RESTART_WIDTH, RESTART_NOISES)
                    runs.insert(2, (run, False, RESTART_TURNS))

    final: Callable[[], bool] | None = None
    if later is not None:

        def final() -> bool:
            return budget.nodes >= FINAL_AFTER

    found = _take_turns(runs, head if strategy == "best" else 0, deepen, later, final)
    if found is None:
        return FastResult(None, budget.nodes, budget.stopped)
    return FastResult([c.to_move(m) for m in pre + found], budget.nodes, "")


def _step_cost(c: Compact, focus: bool) -> int:
    """The best-first search's cost per step: low where face-down cards lie in the piles,
    higher in open games without free cells (Beleaguered Castle: 84% of 50 deals decided
    with 15, 92% with 40, measured side by side), 15 where free cells take any card
    (FreeCell's median time per deal rose by a quarter with 40)."""
    if focus:
        return 5
    cells = any(c.room[i] == 1 and c.takes[i] and c.start[i] == rules.ALL for i in c.drops)
    return 15 if cells else 40


def _take_turns(
    runs: list[tuple[Run, bool, int]],
    head: int = 0,
    deepen: Callable[[], bool] | None = None,
    later: Run | None = None,
    final: Callable[[], bool] | None = None,
) -> list[tuple[int, int, int]] | None:
    """Advance each search in turn until one wins, a complete one (flag True) runs out of
    positions (a proof) or the budget is spent; an incomplete one that runs out just stops.
    The first search takes `head` turns alone before the others join in. Once `deepen()`
    holds, the complete searches take DEEP_SHARE times as many turns as the others, and
    `later` (a complete search started afresh) takes the place of the last complete one;
    once `final()` holds as well, `later` takes FINAL_SHARE times as many."""
    if head and runs:
        run, complete, _ = runs[0]
        for _ in range(head):
            try:
                next(run)
            except StopIteration as done:
                first: list[tuple[int, int, int]] | None = done.value
                if first is not None or complete:
                    return first
                runs = runs[1:]
                break
    while runs:
        if deepen is not None and deepen():
            deepen = None
            others = sum(t for _, complete, t in runs if not complete)
            runs = [(r, c, max(t, DEEP_SHARE * others) if c else t) for r, c, t in runs]
            if later is not None:
                last = max(k for k, entry in enumerate(runs) if entry[1])
                runs[last] = (later, True, max(1, LATE_SHARE * others))
        elif deepen is None and final is not None and final():
            final = None
            others = sum(t for _, complete, t in runs if not complete)
            runs = [(r, c, max(1, FINAL_SHARE * others) if r is later else t) for r, c, t in runs]
        for entry in list(runs):
            run, complete, turns = entry
            for _ in range(turns):
                try:
                    next(run)
                except StopIteration as done:
                    result: list[tuple[int, int, int]] | None = done.value
                    if result is not None or complete:
                        return result
                    runs.remove(entry)
                    break
    return None
