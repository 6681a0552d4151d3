"""Search for a winning line: best-first or depth-first, with a transposition table and limits."""

from __future__ import annotations

import enum
import gc
import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from engine.analysis.autoplay import SafeMoves
from engine.analysis.fastsolve import fast_solve
from engine.analysis.heuristics import (
    DEFAULT,
    ORDERLY,
    ROOMY,
    SECOND,
    SPARE,
    SUITED,
    Evaluator,
    Weights,
    evaluate,
)
from engine.analysis.macros import Macro, Macros
from engine.analysis.statekey import KeyMaker
from engine.analysis.steps import (
    Answer,
    Step,
    apply,
    clone,
    is_won,
    replay_checked,
    script,
    step_options,
    undo,
)
from engine.errors import IllegalMoveError
from engine.game import Game
from engine.moves import drag_reason
from engine.state import Snapshot, State

Option = Step | Macro
"""What the search tries from a position: a step, or a macro made of single moves."""


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
    should_stop: Callable[[], bool] | None = None
    """Asked now and then; True ends the search as `unknown` (the editor's Cancel)."""

    def cancelled(self) -> bool:
        """Has the caller asked the search to stop?"""
        return self.should_stop is not None and self.should_stop()


CANCELLED = "cancelled"
"""The reason of a search stopped by `should_stop`."""


class Search:
    """Shared bookkeeping: the game, the key maker, the node table and the limits."""

    def __init__(self, game: Game, limits: Limits, symmetric: bool) -> None:
        self.game = game
        self.limits = limits
        self.keys = KeyMaker(game.state, symmetric=symmetric)
        self.safe = SafeMoves(game.state)
        self.macros = Macros(game.state, self.keys.groups)
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
        elif self.nodes % 64 == 0:
            if lim.max_seconds is not None and lim.clock() - self.started >= lim.max_seconds:
                self.stopped = f"time limit {lim.max_seconds} s"
            elif lim.cancelled():
                self.stopped = CANCELLED
        return bool(self.stopped)

    def ordered(self) -> list[Step]:
        """The options, foundations first, clicks last; one empty field per symmetric group."""
        game = self.game
        fields = game.state.fields
        group_of = self.group_of
        init = self.keys.initial_props
        found: list[tuple[int, Step]] = []
        taken: set[tuple[int, int, int]] = set()
        for step in step_options(game):
            dst = getattr(step, "dst", None)
            if dst is None:
                found.append((2, step))
                continue
            g = group_of.get(dst)
            if g is not None and not fields[dst].cards:
                src = getattr(step, "src", -1)
                n = getattr(step, "n", 1)
                if (
                    group_of.get(src) == g
                    and n == len(fields[src].cards)
                    and fields[src].props is init[src]
                    and fields[dst].props is init[dst]
                ):
                    continue  # a whole pile onto an empty field that plays alike: no change
                sig = (src, g, n)
                if sig in taken:
                    continue
                taken.add(sig)
            found.append((0 if fields[dst].props.auto else 1, step))
        found.sort(key=lambda pair: pair[0])
        return [step for _, step in found]

    def options(self) -> list[Option]:
        """`ordered` plus the position's macro moves (after the foundation moves)."""
        found: list[Option] = list(self.ordered())
        if self.macros.enabled and self.game.state.message is None:
            macros = self.macros.find(self.game.state)
            if macros:
                auto = self.game.state.fields
                k = 0
                while k < len(found):
                    step = found[k]
                    dst = getattr(step, "dst", None)
                    if dst is None or not auto[dst].props.auto:
                        break
                    k += 1
                found[k:k] = macros
        return found

    def make(self, step: Option) -> list[Step] | None:
        """Make a step and then every safe foundation move; None when the step failed.

        A macro is made move by move, each checked by the full drag rules first; when one
        is refused, the moves made so far are taken back and the macro counts as failed.
        """
        game = self.game
        made: list[Step]
        if isinstance(step, Macro):
            made = []
            state = game.state
            for m in step.moves:
                dst = m.dst
                assert dst is not None
                if drag_reason(state, m.src, dst, 1) is not None or not apply(game, m):
                    for _ in made:
                        game.pop()
                    return None
                made.append(m)
        else:
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
        """Take back what `make` did (popping moves restores the state by itself)."""
        game = self.game
        answered = False
        try:
            for step in reversed(made):
                if isinstance(step, Answer):
                    answered = True
                undo(game, step, before)
        except IllegalMoveError:
            # An aktion with ruecknahme="nein" cleared the undo history; the player may not
            # go back, but the search must: the snapshot taken before `make` restores it.
            answered = True
        if answered:
            game.state.restore(before)


class _BestFirst:
    """Greedy best-first over positions by an evaluation, advanced a slice at a time."""

    def __init__(self, search: Search, weights: Weights = DEFAULT) -> None:
        self.search = search
        game = search.game
        state = game.state
        self.value: Callable[[State], int]
        if game.definition.all_actions:
            self.value = partial(evaluate, w=weights)  # actions may change what it reads
        else:
            self.value = Evaluator(state, weights)
        self.step_cost = weights.step
        self.depths: list[int] = [0]
        self.parents: list[int] = [-1]
        self.moves: list[list[Step]] = [[]]
        self.snaps: list[Snapshot | None] = [state.snapshot()]
        search.seen.add(search.keys.key(state))
        self.counter = 0
        self.heap: list[tuple[int, int, int]] = [(0, 0, 0)]
        self.line: list[Step] | None = None

    @property
    def exhausted(self) -> bool:
        """True when every reachable position was expanded without a win."""
        return self.line is None and not self.heap

    def advance(self, expansions: int) -> bool:
        """Expand up to `expansions` positions; True once the search has ended (won,
        exhausted, or out of its own budget)."""
        search = self.search
        game = search.game
        state = game.state
        keys = search.keys
        seen = search.seen
        parents = self.parents
        moves = self.moves
        snaps = self.snaps
        heap = self.heap
        value = self.value
        for _ in range(expansions):
            if not heap:
                return True
            if search.out_of_budget():
                return True
            _, _, node = heapq.heappop(heap)
            snap = snaps[node]
            assert snap is not None
            snaps[node] = None
            state.restore(snap)
            search.nodes += 1
            for step in search.options():
                made = search.make(step)
                if made is None:
                    continue
                if is_won(game):
                    line = list(made)
                    k = node
                    while k > 0:
                        line[:0] = moves[k]
                        k = parents[k]
                    self.line = line
                    return True
                key = keys.key(state)
                if key not in seen and state.outcome is None:
                    seen.add(key)
                    self.counter += 1
                    parents.append(node)
                    moves.append(made)
                    snaps.append(state.snapshot())
                    depth = self.depths[node] + 1
                    self.depths.append(depth)
                    heapq.heappush(
                        heap,
                        (depth * self.step_cost - value(state), -self.counter, len(parents) - 1),
                    )
                search.unmake(made, snap)
        return not heap


def _best_first(search: Search, weights: Weights = DEFAULT) -> list[Step] | None:
    """Greedy best-first over positions by `evaluate`; returns the winning line or None."""
    run = _BestFirst(search, weights)
    while not run.advance(1 << 30):
        pass
    return run.line


def _depth_first(search: Search) -> list[Step] | None:
    """Depth-first with move ordering; returns the winning line or None."""
    game = search.game
    state = game.state
    search.seen.add(search.keys.key(state))
    path: list[list[Step]] = []
    snaps: list[Snapshot] = [state.snapshot()]
    stack: list[list[Option]] = [search.options()[::-1]]
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
        stack.append(search.options()[::-1])
    return None


PORTFOLIO: tuple[Weights, ...] = (ROOMY, SUITED, ORDERLY, SPARE)
"""The evaluations the best-first searches use side by side in open games (see `_portfolio`)."""
HIDDEN_PORTFOLIO: tuple[Weights, ...] = (DEFAULT, SECOND)
"""The evaluations for games with face-down cards or cards dealt by clicks (Klondike and
the like), where PORTFOLIO's cost per step and weights tuned on FreeCell did worse."""


def portfolio_for(state: State) -> tuple[Weights, ...]:
    """PORTFOLIO for open games (every card face up, no field dealing by clicks),
    HIDDEN_PORTFOLIO for the others."""
    for f in state.fields:
        if f.hidden:
            continue
        if f.defn.ziel or f.defn.quelle or (f.props.verdeckt and f.cards):
            return HIDDEN_PORTFOLIO
        if any(v < 0 for v in f.cards):
            return HIDDEN_PORTFOLIO
    return PORTFOLIO


HEAD_START = 200
"""Positions the first search expands alone before the others join in."""
SLICE = 64
"""Positions each search expands in its turn."""


def _portfolio(
    game: Game, limits: Limits, symmetric: bool, portfolio: tuple[Weights, ...]
) -> tuple[list[Step] | None, int, str]:
    """Best-first searches with different evaluations, taking turns a slice at a time.

    A plateau that traps one evaluation is often no trap for another, and no work is
    thrown away by restarting. Returns (winning line or None, positions expanded, why the
    search stopped: empty when it ended by itself, i.e. won or every position searched).
    The first search runs alone for `HEAD_START` positions, so easy deals stay cheap.
    """
    clock = limits.clock
    began = clock()
    unlimited = Limits(1 << 62, None, clock)
    runs: list[_BestFirst] = []
    nodes = 0
    while True:
        if len(runs) < len(portfolio) and (not runs or nodes >= HEAD_START):
            todo = portfolio[len(runs) :] if runs else portfolio[:1]
            for weights in todo:
                runs.append(_BestFirst(Search(clone(game), unlimited, symmetric), weights))
        for run in runs:
            if limits.max_seconds is not None and clock() - began >= limits.max_seconds:
                return None, nodes, f"time limit {limits.max_seconds} s"
            if limits.cancelled():
                return None, nodes, CANCELLED
            share = min(SLICE, limits.max_nodes - nodes)
            if share <= 0:
                return None, nodes, f"node limit {limits.max_nodes}"
            before = run.search.nodes
            run.advance(share)
            nodes += run.search.nodes - before
            if run.line is not None:
                return run.line, nodes, ""
            if run.exhausted:
                return None, nodes, ""


def solve(
    game: Game,
    *,
    max_nodes: int = 200_000,
    max_seconds: float | None = 10.0,
    strategy: str = "best",
    symmetric: bool = True,
    verify: bool = True,
    clock: Callable[[], float] = time.perf_counter,
    should_stop: Callable[[], bool] | None = None,
    representation: str = "auto",
) -> SolveResult:
    """Search the game from its current position, seeing every card ("thoughtful").

    `game` itself is left untouched (the search runs on a copy). A found line is replayed
    with full rule checks on another copy of the starting position before it is reported.
    `representation`: `auto` searches the compiled game (engine/analysis/compact.py) when
    its rules compile and the engine otherwise; `engine` always uses the engine; `compact`
    insists on the compiled game (ValueError when it does not compile).
    """
    if strategy not in ("best", "dfs", "prove"):
        raise ValueError(f"unknown strategy {strategy!r}: use best, dfs or prove")
    if representation not in ("auto", "engine", "compact"):
        raise ValueError(f"unknown representation {representation!r}")
    if is_won(game):
        return SolveResult(SolveStatus.SOLVED, (), 0, 0.0, "already won", True)
    start = game.state.snapshot()
    began = clock()
    # The search makes a great many small containers and no garbage cycles: the cyclic
    # collector would only walk them again and again (it cost about 40% of the time).
    collecting = gc.isenabled()
    gc.disable()
    try:
        fast = None
        if representation != "engine":
            fast = fast_solve(
                game,
                strategy=strategy,
                max_nodes=max_nodes,
                max_seconds=max_seconds,
                symmetric=symmetric,
                clock=clock,
                should_stop=should_stop,
            )
            if fast is None and representation == "compact":
                raise ValueError("the game's rules do not compile for the fast search")
        line: list[Step] | None
        if fast is not None:
            line = None if fast.line is None else list(fast.line)
            nodes, stopped = fast.nodes, fast.stopped
        elif strategy in ("dfs", "prove"):
            limits = Limits(max_nodes, max_seconds, clock, should_stop)
            search = Search(clone(game), limits, symmetric)
            line = _depth_first(search)
            nodes = search.nodes
            stopped = search.stopped
        else:
            line, nodes, stopped = _portfolio(
                game,
                Limits(max_nodes, max_seconds, clock, should_stop),
                symmetric,
                portfolio_for(game.state),
            )
    finally:
        if collecting:
            gc.enable()
    seconds = clock() - began
    if line is None:
        if stopped:
            return SolveResult(SolveStatus.UNKNOWN, (), nodes, seconds, stopped)
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
