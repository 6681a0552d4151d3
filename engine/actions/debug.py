"""The debugger: breakpoints, step / next / continue, inspection; never blocks the caller.

A `DebugSession` plays one move (or the `beginn` actions) as a resumable run: each command
runs steps until the next stop and returns. A finished move session puts the state back and
plays the move for real through `Game.play` (same seed, same result), so undo history and
replays see an ordinary move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import scoring
from engine.actions.env import Env, Trigger, can_pick
from engine.actions.machine import Chain, Status
from engine.actions.model import CompiledAction, Step
from engine.actions.runner import (
    ActionRunner,
    changed_since,
    make_hooks,
    redirected,
    set_verdict,
    trigger_for,
)
from engine.actions.trace import StepEvent
from engine.actions.values import card_text
from engine.control import stop_holds
from engine.deal import deal
from engine.errors import EngineError, IllegalMoveError, refusal_of
from engine.messages import Refusal, refusal
from engine.scoring import Outcome, Termination
from engine.state import State, version_mark

if TYPE_CHECKING:
    from engine.hooks import GameView
    from engine.moves import Move


class Debugger:
    """Breakpoints (instruction ids and source lines) and listeners shared by its sessions."""

    def __init__(self) -> None:
        self.breakpoints: set[str] = set()
        """Instruction ids (`a3.2`) or action ids (`a3`, stops on entering the action)."""
        self.line_breakpoints: set[int] = set()
        self.listeners: list[Callable[[StepEvent], None]] = []
        """Called with every step event (the debugger panel's trace view)."""

    def set_break(self, where: str | int) -> None:
        """Break before an instruction id (`a3.2`), an action (`a3`) or a source line."""
        if isinstance(where, int):
            self.line_breakpoints.add(where)
        else:
            self.breakpoints.add(where)

    def clear_break(self, where: str | int) -> None:
        """Remove one breakpoint."""
        if isinstance(where, int):
            self.line_breakpoints.discard(where)
        else:
            self.breakpoints.discard(where)

    def clear_all(self) -> None:
        """Remove every breakpoint."""
        self.breakpoints.clear()
        self.line_breakpoints.clear()

    def hits(self, action: CompiledAction, step: Step | None) -> bool:
        """Is there a breakpoint before this step (or on entering this action)?"""
        if step is None:
            return (
                f"a{action.defn.index}" in self.breakpoints
                or action.defn.line in self.line_breakpoints
            )
        return step.iid in self.breakpoints or step.line in self.line_breakpoints

    def debug_move(self, game: GameView, move: Move, *, stop_at_start: bool = True) -> DebugSession:
        """Start debugging a player move; returns the session, paused or finished."""
        session = DebugSession(self, game, move)
        session.begin("step" if stop_at_start else "continue")
        return session

    def debug_beginn(self, game: GameView, *, stop_at_start: bool = True) -> DebugSession:
        """Deal `game`'s seed afresh and debug its `beginn` actions (replaces game.state)."""
        fresh = State(game.definition, seed=game.seed)
        deal(fresh)  # what Game.new does, without running the actions this session will step
        game.state = fresh
        session = DebugSession(self, game, None)
        session.begin("step" if stop_at_start else "continue")
        return session


class DebugSession:
    """One debugged move: `step()`, `next()`, `cont()`, `answer(k)`, `abort()`, inspection."""

    def __init__(self, debugger: Debugger, game: GameView, move: Move | None) -> None:
        self.debugger = debugger
        self.game = game
        self.move = move
        runner = game.hooks
        if not isinstance(runner, ActionRunner):
            runner = make_hooks(game.definition)
            game.hooks = runner
        self.runner: ActionRunner = runner
        self.before = game.state.snapshot()
        self.events: list[StepEvent] = []
        self.answers: list[int] = []
        self.status = "running"
        """`paused`, `waiting` (a meldung), `done` or `failed`."""
        self.reason: str | None = None
        """Why the session failed, in English (`refusal` holds the code and parameters)."""
        self.refusal: Refusal | None = None
        self.chain: Chain | None = None
        self.env: Env | None = None
        self._phases: list[str] = ["beginn"] if move is None else ["aktion", "abschluss"]
        self._mode = "step"
        self._origin: tuple[int, int] | None = None
        self._replaced = False
        self._mark = 0
        self._ended = False
        """True once the session's `ende` chain was started (the move ends the game)."""

    # ----- commands ------------------------------------------------------------------------
    def begin(self, mode: str) -> None:
        """Start the first chain (called by the Debugger)."""
        self._mode = mode
        self._advance()

    def step(self) -> None:
        """Run one step, then pause."""
        self._resume("step")

    def next(self) -> None:
        """Run until the current action is left (step over it), then pause."""
        self._resume("next")

    def cont(self) -> None:
        """Run until a breakpoint, a meldung or the end."""
        self._resume("continue")

    def answer(self, button: int) -> None:
        """Answer the meldung the session waits on (button from 1), then continue."""
        if self.status != "waiting" or self.chain is None:
            raise IllegalMoveError(refusal("no-message"))
        msg = self.game.state.message
        if msg is not None and not 1 <= button <= len(msg.buttons):
            raise IllegalMoveError(refusal("bad-button", buttons=len(msg.buttons), button=button))
        self.game.state.message = None
        self.answers.append(button)
        self.chain.answer(button)
        self.status = "running"
        self._run_chain()

    def abort(self) -> None:
        """Give up the session and put the state back as it was before."""
        self.game.state.restore(self.before)
        self.status = "failed"
        self.refusal = refusal("session-aborted")
        self.reason = str(self.refusal)

    # ----- inspection ----------------------------------------------------------------------
    @property
    def current(self) -> dict[str, Any]:
        """Where the session stands: chain kind, action (English `action`, any language from
        `title`), next instruction, line, and why it failed (`reason`, `refusal`)."""
        chain = self.chain
        action = chain.action if chain is not None else None
        step = chain.next_step() if chain is not None else None
        return {
            "status": self.status,
            "chain": chain.kind if chain is not None else None,
            "action": action.defn.label if action is not None else None,
            "title": action.defn.title if action is not None else None,
            "iid": step.iid
            if step is not None
            else (f"a{action.defn.index}" if action is not None else None),
            "line": step.line
            if step is not None
            else (action.defn.line if action is not None else None),
            "text": step.text if step is not None else None,
            "steps": chain.count if chain is not None else 0,
            "reason": self.reason,
            "refusal": self.refusal,
        }

    def fields(self) -> list[dict[str, Any]]:
        """Every field: name, cards (bottom to top, face-down in parentheses), var, stop."""
        s = self.game.state
        return [
            {
                "index": f.index + 1,
                "name": s.definition.field_name(f.index),
                "cards": [card_text(s, v) for v in f.cards],
                "var": f.props.var,
                "stop": stop_holds(s, f.index),
            }
            for f in s.fields
        ]

    def prop(self, field: int, tag: str) -> str:
        """One property of a field (0-based index) as a `bedingung` would read it."""
        return self.game.state.get_prop(field, tag)

    def variables(self) -> dict[str, Any]:
        """The move's variables: quelle, ziel, legezahl, @legestapel, menu, message."""
        env = self.env
        s = self.game.state
        name = s.definition.field_name
        out: dict[str, Any] = {
            "menu": s.menu,
            "message": None if s.message is None else s.message.to_json(),
        }
        if env is not None:
            out.update(
                {
                    "quelle": None if env.quelle is None else name(env.quelle),
                    "ziel": None if env.ziel is None else name(env.ziel),
                    "legezahl": env.trigger.count,
                    "@legestapel": [card_text(s, v) for v in env.trigger.pick],
                    "spielende": env.game_over,
                }
            )
        return out

    # ----- Stopper / Tracer protocol --------------------------------------------------------
    def should_stop(self, chain: Chain, action: CompiledAction, step: Step | None) -> bool:
        """Decide whether to pause before this step."""
        if self.debugger.hits(action, step):
            return True
        if self._mode == "step":
            return True
        if self._mode == "next":
            return step is None or self._origin != (id(chain), chain.pos)
        return False

    def on_step(self, event: StepEvent) -> None:
        """Keep the event and pass it to the debugger's listeners."""
        self.events.append(event)
        for listener in self.debugger.listeners:
            listener(event)

    # ----- internals -----------------------------------------------------------------------
    def _resume(self, mode: str) -> None:
        if self.status != "paused" or self.chain is None:
            raise IllegalMoveError(refusal("session-not-paused", status=self.status))
        self._mode = mode
        self._origin = (id(self.chain), self.chain.pos)
        self.status = "running"
        self._run_chain()

    def _run_chain(self) -> None:
        chain = self.chain
        assert chain is not None
        try:
            status = chain.run()
        except EngineError as exc:
            self._fail(refusal_of(exc))
            return
        if status is Status.PAUSED:
            self.status = "paused"
        elif status is Status.WAITING:
            self.status = "waiting"
        else:
            self._chain_done(chain)

    def _chain_done(self, chain: Chain) -> None:
        if chain.kind == "ende" and chain.env.game_over is not None:
            set_verdict(self.game, chain.env.game_over == "sieg")
        if chain.kind == "aktion":
            self._replaced = chain.succeeded
            if (
                chain.succeeded
                and not changed_since(self.game, self._mark)
                and not redirected(chain.env)
            ):
                last = chain.last_success
                if last is None:
                    self._fail(refusal("aktion-blocks-anon"))
                else:
                    self._fail(refusal("aktion-blocks", action=last.defn.title))
                return
            if not self._replaced:
                assert self.move is not None
                reason = self.game.regular_refusal(self.move)
                if reason is not None:
                    self._fail(reason)
                    return
                self.game.apply_regular(self.move)
        self._advance()

    def _advance(self) -> None:
        """Start the next chain, or finish the session."""
        game = self.game
        while self._phases:
            kind = self._phases.pop(0)
            if self.env is None:
                trigger = Trigger("beginn") if self.move is None else trigger_for(game, self.move)
                self.env = Env(game.state, trigger)
            elif self.env.game_over is not None:
                break
            else:
                self.env.trigger = self.env.trigger.again(kind)
            self.chain = Chain(
                self.runner.program,
                kind,
                self.env,
                tracer=self,
                stopper=self,
                limit=self.runner.limit,
            )
            if kind == "aktion":
                self._mark = version_mark()
                assert self.move is not None
                if self.move.dst is not None and not can_pick(
                    game.state, self.move.src, self.move.n
                ):
                    self.chain.status = Status.DONE  # cards nobody can take start no aktion
            if self.chain.status is not Status.DONE:
                self._origin = None
                self._run_chain()
                return
        if not self._ended and self._start_ende():
            return
        self._commit()

    def _start_ende(self) -> bool:
        """When the move ends the game, start the `ende` chain as the real play would."""
        self._ended = True
        game, env = self.game, self.env
        if game.state.outcome is not None or not self.runner.program.kinds["ende"]:
            return False
        if env is not None and env.game_over is not None:
            won, how = env.game_over == "sieg", Termination.SPIELENDE
        elif self.move is not None and scoring.reached_max(game.state):
            won, how = True, Termination.PUNKTEMAX
        else:
            return False
        game.state.outcome = Outcome(how, won, max(0, game.score))
        ende_env = Env(game.state, Trigger("ende", "sieg" if won else "verlust"))
        self.chain = Chain(
            self.runner.program,
            "ende",
            ende_env,
            tracer=self,
            stopper=self,
            limit=self.runner.limit,
        )
        self._origin = None
        self._run_chain()
        return True

    def _commit(self) -> None:
        """Put the state back and play the move for real (deterministic: same result)."""
        game = self.game
        if self.move is None:
            env = self.env
            if env is not None and env.game_over is not None and game.state.outcome is None:
                game.finish(env.game_over == "sieg", Termination.SPIELENDE)
            self.status = "done"
            return
        game.state.restore(self.before)
        try:
            game.play(self.move)
            for button in self.answers:
                game.answer(button)
        except EngineError as exc:
            self._fail(refusal_of(exc))
            return
        self.status = "done"

    def _fail(self, reason: Refusal) -> None:
        self.game.state.restore(self.before)
        self.status = "failed"
        self.refusal = reason
        self.reason = str(reason)
