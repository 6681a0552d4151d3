"""`ActionRunner`: the game's action hooks (beginn, aktion, abschluss, ende, answer)."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.actions.env import Env, Trigger, UiEvent, can_pick, click_trigger, drag_trigger
from engine.actions.machine import Chain, Status
from engine.actions.model import blocks_refusal
from engine.actions.program import Program
from engine.actions.static import StaticFilter
from engine.actions.trace import StepEvent, Tracer, TraceRecorder
from engine.definition import STEP_LIMIT, GameDefinition
from engine.errors import EngineError, IllegalMoveError, Problem, Severity, StepLimitError
from engine.messages import Refusal, refusal
from engine.position import TrialResult, position_key
from engine.scoring import Outcome, Termination
from engine.state import version_mark

if TYPE_CHECKING:
    from engine.hooks import GameView
    from engine.moves import Move

_REPORTED_MAX = 4096
"""Runaway reports remembered for de-duplication (a long analysis meets many positions)."""

_BUTTONS = {"left": "links", "right": "rechts", "middle": "mitte"}


def trigger_for(game: GameView, move: Move, kind: str = "aktion") -> Trigger:
    """The trigger a player move gives (state as it is before the move)."""
    if move.dst is None:
        return click_trigger(game.state, move.src, move.n, _BUTTONS.get(move.button, "links"), kind)
    return drag_trigger(game.state, move.src, move.dst, move.n, kind)


class ActionRunner:
    """Runs a game's actions at the game's hook points; attach a tracer or a stopper to watch."""

    runs_definition = True
    """It runs exactly the definition's blocks, so engine.legal may read them to skip trials."""

    def __init__(self, program: Program, *, limit: int = STEP_LIMIT) -> None:
        self.program = program
        self.limit = limit
        self.tracer: Tracer | None = None
        """Sees every step (None: tracing costs nothing)."""
        self.env: Env | None = None
        """Scratch data of the move in progress (`setze` overrides live here)."""
        self.pending: Chain | None = None
        """The chain a `meldung` suspended."""
        self._after: list[Callable[[], None]] = []
        self.problems: list[Problem] = []
        """Runtime problems (step limit hits) for the author."""
        self.no_undo = False
        """The last move ran an action with `ruecknahme="nein"`."""
        self.events: list[UiEvent] = []
        """Front-end events of the chains run so far (see `drain_events`)."""
        self._reported: set[tuple[str, str | None, object]] = set()
        self._static: StaticFilter | None = None
        """Built on first use (a new deal that never drags pays nothing)."""

    # ----- tracing for `patstudio replay --trace` ----------------------------------------
    def start_trace(self) -> TraceRecorder:
        """Attach (or return the attached) recorder that keeps trace lines."""
        if not isinstance(self.tracer, TraceRecorder):
            self.tracer = TraceRecorder()
        return self.tracer

    @property
    def drain_trace(self) -> Callable[[], list[str]]:
        """`drain_trace()` returns the lines traced since the last call (asking turns tracing on)."""
        return self.start_trace().take

    # ----- hooks called by engine.game --------------------------------------------------
    def beginn(self, game: GameView) -> None:
        """Run the `beginn` actions after the deal; a runaway chain is undone and reported."""
        self.pending = None
        self._after.clear()
        if not self.program.kinds["beginn"]:
            return
        before = game.state.snapshot()
        env = Env(game.state, Trigger("beginn"))
        self.env = env
        try:
            self._start(game, "beginn", env)
        except StepLimitError as exc:
            game.state.restore(before)
            self.pending = None
            self._report(game, exc, position_key(game.state))

    def aktion(self, game: GameView, move: Move) -> bool:
        """Run `aktion` blocks before a move; True when one succeeded (replacing the move)."""
        if self.pending is not None and game.state.message is None:
            self._drop_pending()  # the move that asked was undone
        if self.pending is not None and not game.trial:
            return True  # a question is open; the game refuses moves meanwhile anyway
        size = len(game.state.fields)
        if not 0 <= move.src < size or (move.dst is not None and not 0 <= move.dst < size):
            return False  # the game refuses it with its own reason
        trigger = trigger_for(game, move)
        env = Env(game.state, trigger)
        if not game.trial:
            self.env = env
            self.no_undo = False
        if not self.program.matching("aktion", trigger.typ):
            return False
        if move.dst is not None and not can_pick(game.state, move.src, move.n):
            return False  # cards the player cannot take in hand start no aktion
        if move.dst is not None and self._settled(game, move):
            return False
        mark = version_mark()
        if game.trial:
            memo = game.memo
            runaway = memo.runaway if memo is not None else None
            chain = Chain(
                self.program, "aktion", env, limit=self.limit, suspend=False, runaway=runaway
            )
            try:
                chain.run()
            except StepLimitError as exc:
                if memo is not None:
                    memo.runaway.update(chain.loop_heads())
                self._report(game, exc, memo.key if memo is not None else None)
                raise
        else:
            memo = game.positions.memo(game.state)
            # A trial of this position already met the runaway: the real move stops there too.
            chain = Chain(
                self.program,
                "aktion",
                env,
                tracer=self.tracer,
                limit=self.limit,
                runaway=memo.runaway or None,
            )
            try:
                self._drive(game, chain)
            except StepLimitError as exc:
                memo.runaway.update(chain.loop_heads())
                self._report(game, exc, memo.key)
                raise
        if chain.status is Status.WAITING:
            return True  # a meldung is an effect: its action passed every check
        if chain.succeeded and not changed_since(game, mark) and not redirected(env):
            # The aktion only stops the regular move (reference example 2): the move is refused.
            last = chain.last_success
            if last is None:
                raise IllegalMoveError(refusal("aktion-blocks-anon"))
            raise IllegalMoveError(blocks_refusal(last))
        return chain.succeeded

    def decide(self, game: GameView, move: Move) -> TrialResult | None:
        """What a trial of this drag gives, when its checks settle it without running the
        chain (engine.actions.static); None: it has to be tried."""
        f = self._filter_for(move)
        if f is None or move.dst is None:
            return None
        if self.pending is not None and game.state.message is None:
            self._drop_pending()  # as `aktion` does first
        return f.decide(game.state, move.src, move.dst, move.n)

    def _settled(self, game: GameView, move: Move) -> bool:
        """True when the static filter settles this drag as running no block (raises when a
        block refuses it). A tracer that watches every step sees the chain run instead; a
        `coarse` one (coverage) gets the enter and flow events of the blocks the chain
        would have entered."""
        tracer = self.tracer
        if game.static_decide is None or (
            tracer is not None and not getattr(tracer, "coarse", False)
        ):
            return False
        f = self._filter_for(move)
        if f is None or move.dst is None:
            return False
        k = f.settle(game.state, move.src, move.dst, move.n)
        if k is None:
            return False
        if tracer is not None:
            for j, b in enumerate(f.blocks if k < 0 else f.blocks[: k + 1]):
                a = b.action
                flow = a.on_success if j == k else a.on_failure
                tracer.on_step(StepEvent("enter", "aktion", a.defn, None, None, (), 0))
                tracer.on_step(
                    StepEvent("flow", "aktion", a.defn, None, j == k, (), 0, flow.text or flow.word)
                )
        if k >= 0:
            raise IllegalMoveError(f.blocks[k].refusal)
        return True

    def _filter_for(self, move: Move) -> StaticFilter | None:
        """The program's static filter when it may answer for this move: a drag, and a
        chain that stops within the step limit (`steps` of an unusable filter is beyond
        any). Built on first use: a deal that never drags pays nothing."""
        if move.dst is None:
            return None
        f = self._static
        if f is None:
            f = self._static = StaticFilter(self.program)
        return f if f.steps <= self.limit else None

    def abschluss(self, game: GameView, move: Move, replaced: bool) -> None:
        """Run `abschluss` blocks after the move (deferred while a `meldung` waits)."""
        if self.pending is not None:
            self._after.append(lambda: self._abschluss(game, move))
            return
        self._abschluss(game, move)

    def ende(self, game: GameView, won: bool) -> None:
        """Run `ende` blocks when the game ends; `spielende` there changes the verdict."""
        if not self.program.kinds["ende"]:
            return
        before = game.state.snapshot()
        env = Env(game.state, Trigger("ende", "sieg" if won else "verlust"))
        try:
            self._start(game, "ende", env)
        except StepLimitError as exc:
            game.state.restore(before)
            self.pending = None
            self._report(game, exc, position_key(game.state))

    def answer(self, game: GameView, button: int) -> None:
        """Resume the chain a `meldung` suspended, then whatever waited for it."""
        chain = self.pending
        if chain is None:
            return
        self.pending = None
        before = game.state.snapshot()
        try:
            chain.answer(button)
            self._drive(game, chain)
            while self.pending is None and self._after:
                self._after.pop(0)()
        except StepLimitError as exc:
            game.state.restore(before)  # the rest of the move is abandoned
            self._drop_pending()
            self._report(game, exc, position_key(game.state))
            raise

    def refusal(self, game: GameView, move: Move) -> Refusal | None:
        """Why an `aktion` would refuse this move (None: none blocks it); changes nothing.

        For legal-move lists and the auto-run: a regular move that an aktion blocks
        (reference example 2) is not really playable.
        """
        drag_without_aktion = move.dst is not None and not self.program.matching("aktion", "legen")
        if not self.program.kinds["aktion"] or drag_without_aktion:
            return None
        before = game.state.snapshot()
        trial = game.trial
        game.trial = True
        try:
            self.aktion(game, move)
        except IllegalMoveError as exc:
            return exc.refusal
        except EngineError:
            return None
        finally:
            game.trial = trial
            game.state.restore(before)
        return None

    def drain_events(self) -> list[UiEvent]:
        """Front-end events (sound, warte, animation, menu) since the last call."""
        out = self.events[:]
        self.events.clear()
        return out

    # ----- internals -------------------------------------------------------------------------
    def _drop_pending(self) -> None:
        self.pending = None
        self._after.clear()

    def _abschluss(self, game: GameView, move: Move) -> None:
        env = self.env
        if env is None or env.trigger.kind != "aktion":
            env = Env(game.state, trigger_for(game, move))
            self.env = env
        if env.game_over is None:
            env.trigger = env.trigger.again("abschluss")
            if self.program.matching("abschluss", env.trigger.typ):
                key = position_key(game.state)
                try:
                    self._start(game, "abschluss", env)
                except StepLimitError as exc:
                    self._report(game, exc, key)
                    raise
        if self.pending is None:
            self._finish_move(game, env)
        else:
            self._after.append(lambda: self._finish_move(game, env))

    def _start(self, game: GameView, kind: str, env: Env) -> Chain:
        chain = Chain(self.program, kind, env, tracer=self.tracer, limit=self.limit)
        self._drive(game, chain)
        return chain

    def _drive(self, game: GameView, chain: Chain) -> None:
        """Run a chain; remember it when a meldung makes it wait."""
        try:
            status = chain.run()
        finally:
            if chain.env.events:
                self.events.extend(chain.env.events)
                chain.env.events.clear()
        if status is Status.WAITING:
            self.pending = chain
        elif chain.kind == "ende" and chain.env.game_over is not None:
            set_verdict(game, chain.env.game_over == "sieg")
        elif chain.kind == "beginn":
            self._finish_move(game, chain.env)

    def _finish_move(self, game: GameView, env: Env) -> None:
        """After every chain of a move: apply `spielende`, the undo barrier and reset `menu`."""
        game.state.menu = ""
        if env.no_undo:
            self.no_undo = True
        if env.game_over is not None and game.state.outcome is None:
            game.finish(env.game_over == "sieg", Termination.SPIELENDE)

    def _report(self, game: GameView, exc: StepLimitError, key: object) -> None:
        """Record a runaway chain once per (problem, action, position), however often it runs."""
        seen = (exc.code, exc.action, key)
        if seen in self._reported:
            return
        if len(self._reported) >= _REPORTED_MAX:
            self._reported.clear()
        self._reported.add(seen)
        problem = Problem.of(
            Severity.ERROR, exc.code, exc.refusal, exc.line, 0, self.program.defn.path
        )
        self.problems.append(problem)
        game.state.problems.append(str(exc))


def changed_since(game: GameView, mark: int) -> bool:
    """Did any field change (cards or properties) since the version counter stood at `mark`?"""
    return any(f.version > mark for f in game.state.fields)


def redirected(env: Env) -> bool:
    """Did the chain change something that lives outside the state (`setze`, `spielende`)?"""
    return env.has_set_quelle or env.has_set_ziel or env.game_over is not None


def set_verdict(game: GameView, won: bool) -> None:
    """`spielende` inside `ende`: the game counts as won or lost after all."""
    s = game.state
    if isinstance(s.outcome, Outcome):
        s.outcome = Outcome(
            s.outcome.termination if s.outcome.won == won else Termination.SPIELENDE,
            won,
            s.outcome.score,
        )


_PROGRAMS: dict[int, Program] = {}


def program_for(definition: GameDefinition) -> Program:
    """The compiled actions of a definition, built once per definition object."""
    key = id(definition)
    program = _PROGRAMS.get(key)
    if program is None or program.defn is not definition:
        program = _PROGRAMS[key] = Program(definition)
        weakref.finalize(definition, _PROGRAMS.pop, key, None)
    return program


def make_hooks(definition: GameDefinition) -> ActionRunner:
    """The hooks object `engine.game` installs for a game with actions."""
    return ActionRunner(program_for(definition))
