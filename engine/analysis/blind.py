"""The solver without peeking: plan only up to the next card that would be turned up.

What the player knows is every card that has been face up on a visible field so far
(memory included: a Klondike stock is known after its first pass). A step that shows
a card not seen before ends a plan: its value is judged from the position before the
step plus a bonus per card shown (a count, never the card itself). The best plan is
played up to and including that step, then planning starts again with the new card.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable

from engine.analysis.heuristics import evaluate
from engine.analysis.solver import Limits, Search, SolveResult, SolveStatus
from engine.analysis.steps import Step, apply, clone, is_won, replay_checked
from engine.game import Game
from engine.state import State

W_REVEAL = 40


def visible_cards(state: State) -> set[int]:
    """Indices of the cards lying face up on visible fields that show their faces."""
    return {
        v for f in state.fields if not f.hidden and not f.props.verdeckt for v in f.cards if v >= 0
    }


def hides_cards(state: State) -> bool:
    """Does the position hold any card the player cannot see?"""
    return any(v < 0 or f.props.verdeckt for f in state.fields if not f.hidden for v in f.cards)


def _plan(search: Search, known: set[int], budget: int) -> tuple[list[Step], bool] | None:
    """Best-first up to the unknown: (line, wins) to a win or to the best showing step."""
    game = search.game
    state = game.state
    root = state.snapshot()
    parents: list[int] = [-1]
    moves: list[list[Step]] = [[]]
    snaps = [root]
    values = [evaluate(state)]
    heap: list[tuple[int, int, int]] = [(0, 0, 0)]
    seen = {search.keys.key(state)}
    best: tuple[int, int, list[Step]] | None = None
    start_nodes = search.nodes
    counter = 0

    def line_to(node: int, last: list[Step]) -> list[Step]:
        out = list(last)
        while node > 0:
            out[:0] = moves[node]
            node = parents[node]
        return out

    while heap and search.nodes - start_nodes < budget and not search.out_of_budget():
        _, _, node = heapq.heappop(heap)
        snap = snaps[node]
        state.restore(snap)
        search.nodes += 1
        for step in search.ordered():
            if not apply(game, step):
                continue
            made = [step]
            if is_won(game):
                state.restore(root)
                return line_to(node, made), True
            shown = len(visible_cards(state) - known)
            if shown:
                score = values[node] + W_REVEAL * shown
                if best is None or score > best[0]:
                    best = (score, -counter, line_to(node, made))
            else:
                key = search.keys.key(state)
                if key not in seen and state.outcome is None:
                    seen.add(key)
                    counter += 1
                    parents.append(node)
                    moves.append(made)
                    snaps.append(state.snapshot())
                    values.append(evaluate(state))
                    heapq.heappush(heap, (-values[-1], -counter, len(parents) - 1))
            search.unmake(made, snap)
    state.restore(root)
    return None if best is None else (best[2], False)


def play_blind(
    game: Game,
    *,
    max_nodes: int = 200_000,
    max_seconds: float | None = 10.0,
    plan_nodes: int = 300,
    should_stop: Callable[[], bool] | None = None,
) -> SolveResult:
    """Play the game seeing only face-up cards; SOLVED when won, UNKNOWN when not.

    A position with no hidden card is handed to the full solver, which can also prove
    a deal unsolvable. Otherwise losing says nothing about the deal: better luck or a
    peek might have won it.
    """
    from engine.analysis.solver import solve

    if not hides_cards(game.state):
        return solve(game, max_nodes=max_nodes, max_seconds=max_seconds, should_stop=should_stop)
    start = game.state.snapshot()
    work = clone(game)
    search = Search(work, Limits(max_nodes, max_seconds, should_stop=should_stop), symmetric=True)
    known = visible_cards(work.state)
    line: list[Step] = []
    won = False
    reveals = 0
    while not won:
        planned = _plan(search, known, plan_nodes)
        if planned is None:
            break
        steps, won = planned
        for step in steps:
            apply(work, step)
        line.extend(steps)
        known |= visible_cards(work.state)
        reveals += 1
    seconds = search.limits.clock() - search.started
    if not won:
        why = search.stopped or f"no winning line seen after {reveals} plan(s)"
        return SolveResult(
            SolveStatus.UNKNOWN,
            (),
            search.nodes,
            seconds,
            f"played without peeking and lost ({why})",
        )
    check = clone(game)
    check.state.restore(start)
    problem = replay_checked(check, line)
    status = SolveStatus.SOLVED if problem is None else SolveStatus.UNKNOWN
    reason = "won without peeking, replayed" if problem is None else f"replay failed: {problem}"
    return SolveResult(status, tuple(line), search.nodes, seconds, reason, problem is None)
