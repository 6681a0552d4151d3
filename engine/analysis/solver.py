"""Search for a winning line: best-first or depth-first, with a transposition table and limits."""

from __future__ import annotations

import enum
import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.analysis.autoplay import SafeMoves
from engine.analysis.heuristics import DEFAULT, SECOND, Weights, evaluate
from engine.analysis.statekey import KeyMaker
from engine.analysis.steps import (
    Step,
    apply,
    clone,
    is_won,
    replay_checked,
    script,
    step_options,
    undo,
)
from engine.game import Game
from engine.state import Snapshot


class SolveStatus(enum.Enum):
    """The solver's verdict."""

    SOLVED = "solved"
    """A winning line was found (and verified by replaying it)."""
    UNSOLVABLE = "unsolvable"
    """Every reachable position was searched: no win exists."""
    UNKNOWN = "unknown"
    """A node or time limit stopped the search first."""


@dataclass(frozen=True, slots=True)
class SolveResult:
    """The verdict, the winning line when solved, and what the search cost."""

    status: SolveStatus
    steps: tuple[Step, ...] = ()
    nodes: int = 0
    seconds: float = 0.0
    reason: str = ""
    verified: bool = False
    dead_end: str = ""

    @property
    def solved(self) -> bool:
        """True when a winning line was found."""
        return self.status is SolveStatus.SOLVED

    def script(self) -> list[str]:
        """The winning line as replay-script lines."""
        return script(self.steps)

    def to_json(self) -> dict[str, object]:
        """A JSON-ready summary (the line as replay-script lines)."""
        return {
            "status": self.status.value,
            "moves": len(self.steps),
            "nodes": self.nodes,
            "seconds": round(self.seconds, 4),
            "reason": self.reason,
            "verified": self.verified,
            "solution": self.script(),
        }


@dataclass(slots=True)
class Limits:
    """When the search gives up: expanded nodes and wall-clock seconds (None = no limit)."""

    max_nodes: int = 200_000
    max_seconds: float | None = 10.0
    clock: Callable[[], float] = field(default=time.perf_counter)


class _Search:
    """Shared bookkeeping: the game, the key maker, the node table and the limits."""

    def __init__(self, game: Game, limits: Limits, symmetric: bool) -> None:
        self.game = game
        self.limits = limits
        self.keys = KeyMaker(game.state, symmetric=symmetric)
        self.safe = SafeMoves(game.state)
        self.group_of = {i: k for k, g in enumerate(self.keys.groups) for i in g}
        self.seen: set[object] = set()
        self.nodes = 0
        self.started = limits.clock()
        self.stopped = ""

    def out_of_budget(self) -> bool:
        """True (and the reason noted) once a limit is reached."""
        lim = self.limits
        if self.nodes >= lim.max_nodes:
            self.stopped = f"node limit {lim.max_nodes}"
        elif (
            lim.max_seconds is not None
            and self.nodes % 64 == 0
            and (lim.clock() - self.started >= lim.max_seconds)
        ):
            self.stopped = f"time limit {lim.max_seconds} s"
        return bool(self.stopped)

    def ordered(self) -> list[Step]:
        """The options, foundations first, clicks last; one empty field per symmetric group."""
        game = self.game
        fields = game.state.fields
        group_of = self.group_of
        found: list[tuple[int, Step]] = []
        taken: set[tuple[int, int, int]] = set()
        for step in step_options(game):
            dst = getattr(step, "dst", None)
            if dst is None:
                found.append((2, step))
                continue
            g = group_of.get(dst)
            if g is not None and not fields[dst].cards:
                sig = (getattr(step, "src", -1), g, getattr(step, "n", 1))
                if sig in taken:
                    continue
                taken.add(sig)
            found.append((0 if fields[dst].props.auto else 1, step))
        found.sort(key=lambda pair: pair[0])
        return [step for _, step in found]

    def make(self, step: Step) -> list[Step] | None:
        """Make a step and then every safe foundation move; None when the step failed."""
        game = self.game
        if not apply(game, step):
            return None
        made = [step]
        while game.state.outcome is None and game.state.message is None:
            extra = self.safe.find(game)
            if extra is None or not apply(game, extra):
                break
            made.append(extra)
        return made

    def unmake(self, made: list[Step], before: Snapshot) -> None:
        """Take back what `make` did."""
        for step in reversed(made):
            undo(self.game, step, before)
        self.game.state.restore(before)


def _best_first(search: _Search, weights: Weights = DEFAULT) -> list[Step] | None:
    """Greedy best-first over positions by `evaluate`; returns the winning line or None."""
    game = search.game
    state = game.state
    parents: list[int] = [-1]
    moves: list[list[Step]] = [[]]
    snaps: list[Snapshot | None] = [state.snapshot()]
    search.seen.add(search.keys.key(state))
    counter = 0
    heap: list[tuple[int, int, int]] = [(0, 0, 0)]
    while heap:
        if search.out_of_budget():
            return None
        _, _, node = heapq.heappop(heap)
        snap = snaps[node]
        assert snap is not None
        snaps[node] = None
        state.restore(snap)
        search.nodes += 1
        for step in search.ordered():
            made = search.make(step)
            if made is None:
                continue
            if is_won(game):
                line = list(made)
                k = node
                while k > 0:
                    line[:0] = moves[k]
                    k = parents[k]
                return line
            key = search.keys.key(state)
            if key not in search.seen and state.outcome is None:
                search.seen.add(key)
                counter += 1
                parents.append(node)
                moves.append(made)
                snaps.append(state.snapshot())
                heapq.heappush(heap, (-evaluate(state, weights), -counter, len(parents) - 1))
            search.unmake(made, snap)
    return None


def _depth_first(search: _Search) -> list[Step] | None:
    """Depth-first with move ordering; returns the winning line or None."""
    game = search.game
    state = game.state
    search.seen.add(search.keys.key(state))
    path: list[list[Step]] = []
    snaps: list[Snapshot] = [state.snapshot()]
    stack: list[list[Step]] = [search.ordered()[::-1]]
    while stack:
        if search.out_of_budget():
            return None
        todo = stack[-1]
        if not todo:
            stack.pop()
            snaps.pop()
            if path:
                search.unmake(path.pop(), snaps[-1])
            continue
        made = search.make(todo.pop())
        if made is None:
            continue
        search.nodes += 1
        if is_won(game):
            return [step for block in [*path, made] for step in block]
        key = search.keys.key(state)
        if key in search.seen or state.outcome is not None:
            search.unmake(made, snaps[-1])
            continue
        search.seen.add(key)
        path.append(made)
        snaps.append(state.snapshot())
        stack.append(search.ordered()[::-1])
    return None


def solve(
    game: Game,
    *,
    max_nodes: int = 200_000,
    max_seconds: float | None = 10.0,
    strategy: str = "best",
    symmetric: bool = True,
    verify: bool = True,
    clock: Callable[[], float] = time.perf_counter,
) -> SolveResult:
    """Search the game from its current position, seeing every card ("thoughtful").

    `game` itself is left untouched (the search runs on a copy). A found line is replayed
    with full rule checks on another copy of the starting position before it is reported.
    """
    if strategy not in ("best", "dfs"):
        raise ValueError(f"unknown strategy {strategy!r}: use best or dfs")
    if is_won(game):
        return SolveResult(SolveStatus.SOLVED, (), 0, 0.0, "already won", True)
    start = game.state.snapshot()
    began = clock()
    if strategy == "dfs":
        search = _Search(clone(game), Limits(max_nodes, max_seconds, clock), symmetric)
        line = _depth_first(search)
        nodes = search.nodes
    else:
        # Two attempts with different weights, half the budget each: a plateau that
        # traps one evaluation is often no trap for the other.
        half = Limits(
            max(1, max_nodes // 2), None if max_seconds is None else max_seconds / 2, clock
        )
        search = _Search(clone(game), half, symmetric)
        line = _best_first(search, DEFAULT)
        nodes = search.nodes
        if line is None and search.stopped:
            rest = Limits(
                max(1, max_nodes - nodes),
                None if max_seconds is None else max_seconds - (clock() - began),
                clock,
            )
            search = _Search(clone(game), rest, symmetric)
            line = _best_first(search, SECOND)
            nodes += search.nodes
    seconds = clock() - began
    if line is None:
        if search.stopped:
            return SolveResult(SolveStatus.UNKNOWN, (), nodes, seconds, search.stopped)
        return SolveResult(
            SolveStatus.UNSOLVABLE,
            (),
            nodes,
            seconds,
            "every reachable position was searched",
        )
    verified = True
    reason = "found"
    if verify:
        check = clone(game)
        check.state.restore(start)
        problem = replay_checked(check, line)
        verified = problem is None
        reason = "found and replayed" if verified else f"replay failed: {problem}"
    status = SolveStatus.SOLVED if verified else SolveStatus.UNKNOWN
    return SolveResult(status, tuple(line), nodes, seconds, reason, verified)
