"""The resumable step machine that runs one chain of actions (conditions, effects, flow)."""

from __future__ import annotations

import enum
from typing import Protocol

from engine.actions.env import Env, UiEvent
from engine.actions.model import CompiledAction, Step
from engine.actions.program import Program
from engine.actions.trace import StepEvent, Tracer
from engine.definition import STEP_LIMIT
from engine.errors import ActionLoopError, StepLimitError
from engine.messages import refusal


class Status(enum.Enum):
    """Where a chain stands."""

    RUNNING = "running"
    PAUSED = "paused"
    """Stopped by a debugger before a step; `run()` resumes it."""
    WAITING = "waiting"
    """A `meldung` waits for `answer()`."""
    DONE = "done"


class Stopper(Protocol):
    """What a chain asks before each step (the debugger implements it)."""

    def should_stop(self, chain: Chain, action: CompiledAction, step: Step | None) -> bool:
        """True to pause the chain before this step (`step` None = entering the action)."""


_ENTER, _INSTR, _FLOW = 0, 1, 2


class Chain:
    """One run of the actions of a kind for a trigger; call `run()` until it is not RUNNING."""

    def __init__(
        self,
        program: Program,
        kind: str,
        env: Env,
        *,
        tracer: Tracer | None = None,
        stopper: Stopper | None = None,
        limit: int = STEP_LIMIT,
        suspend: bool = True,
        runaway: set[int] | None = None,
    ) -> None:
        self.program = program
        self.kind = kind
        self.env = env
        self.actions = program.kinds[kind]
        self.order = program.matching(kind, env.trigger.typ)
        self._following = program.following(kind, env.trigger.typ)
        self.tracer = tracer
        self.stopper = stopper
        self.limit = limit
        self.suspend = suspend
        """False (trial runs): a `meldung` does not stop the chain."""
        self.status = Status.RUNNING if self.order else Status.DONE
        self.pos = self.order[0] if self.order else -1
        self.pc = 0
        self.phase = _ENTER
        self.ok = True
        """Did every check of the current action pass so far?"""
        self.count = 0
        self.succeeded = False
        """Did any action of this chain succeed (all its checks passed)?"""
        self.last_success: CompiledAction | None = None
        self._skip_stop = False
        self._seen: dict[int, tuple[object, ...]] = {}
        """Position -> fingerprint of state and scratch data when a backward jump entered it."""
        self.runaway = runaway
        """Loop heads where another trial at this position ran into the step limit."""
        env.want = tracer is not None

    @property
    def action(self) -> CompiledAction | None:
        """The action being run (None when done)."""
        return self.actions[self.pos] if self.status is not Status.DONE else None

    def next_step(self) -> Step | None:
        """The instruction that runs next (None at an action's entry or flow point)."""
        a = self.action
        if a is None or self.phase != _INSTR:
            return None
        return a.steps[self.pc]

    def run(self) -> Status:
        """Run steps until the chain is done, paused by the stopper or waiting for an answer."""
        if self.status is Status.PAUSED:
            self.status = Status.RUNNING
            self._skip_stop = True
        if self.tracer is None and self.stopper is None:
            self._run_fast()
        while self.status is Status.RUNNING:
            self.step()
        return self.status

    def _run_fast(self) -> None:
        """`step()` in a tight loop, for runs nobody watches (same steps, same counting)."""
        env = self.env
        while self.status is Status.RUNNING:
            action = self.actions[self.pos]
            if self.phase == _ENTER:
                self._count(action)
                self._enter(action)
            steps = action.steps
            while self.phase == _INSTR:
                self._count(action)
                step = steps[self.pc]
                if not step.fn(env) and step.check:
                    self.ok = False
                    self.phase = _FLOW
                    break
                self.pc += 1
                if self.pc == len(steps):
                    self.phase = _FLOW
                if step.tag == "meldung" and self.suspend:
                    self.status = Status.WAITING
                    return
            self._count(action)
            self._flow(action)

    def _count(self, action: CompiledAction) -> None:
        """Count one step; stop the chain at the step limit."""
        self.count += 1
        if self.count > self.limit:
            raise StepLimitError(
                refusal("step-limit", action=action.defn.title, kind=self.kind, limit=self.limit),
                action=action.defn.label,
                line=action.defn.line,
            )

    def answer(self, button: int) -> None:
        """Resume after a `meldung`: store the answer in the asked fields' var."""
        if self.status is not Status.WAITING:
            return
        for i in self.env.asking:
            self.env.state.set_prop(i, "var", str(button))
        self.env.asking = ()
        self.status = Status.RUNNING

    def step(self) -> None:
        """Run exactly one step (enter, one instruction, or the continuation)."""
        if self.status is not Status.RUNNING:
            return
        action = self.actions[self.pos]
        if self.stopper is not None:
            if self._skip_stop:
                self._skip_stop = False
            elif self.phase != _FLOW and self.stopper.should_stop(
                self, action, action.steps[self.pc] if self.phase == _INSTR else None
            ):
                self.status = Status.PAUSED
                return
        self._count(action)
        if self.phase == _ENTER:
            self._enter(action)
        elif self.phase == _INSTR:
            self._instruction(action)
        else:
            self._flow(action)

    def _emit(
        self,
        kind: str,
        action: CompiledAction,
        step: Step | None,
        result: bool | None,
        flow: str = "",
    ) -> None:
        env = self.env
        assert self.tracer is not None
        values = tuple(env.notes)
        env.notes.clear()
        self.tracer.on_step(
            StepEvent(kind, self.kind, action.defn, step, result, values, self.count, flow)
        )

    def _enter(self, action: CompiledAction) -> None:
        self.pc = 0
        self.ok = True
        self.env.laid = False
        self.phase = _INSTR if action.steps else _FLOW
        if self.tracer is not None:
            self._emit("enter", action, None, None)

    def _instruction(self, action: CompiledAction) -> None:
        step = action.steps[self.pc]
        env = self.env
        result = step.fn(env)
        if step.check and not result:
            self.ok = False
            self.phase = _FLOW
        else:
            self.pc += 1
            if self.pc == len(action.steps):
                self.phase = _FLOW
        waiting = step.tag == "meldung" and self.suspend
        if self.tracer is not None:
            self._emit(
                "wait" if waiting else ("check" if step.check else "effect"),
                action,
                step,
                result if step.check else None,
            )
        if waiting:
            self.status = Status.WAITING

    def _flow(self, action: CompiledAction) -> None:
        env = self.env
        if self.ok:
            self.succeeded = True
            self.last_success = action
            if action.defn.ruecknahme is False:
                env.no_undo = True
            if env.laid and not action.has_sound:
                env.events.append(UiEvent("sound", "legen", action.defn.label))
            flow = action.on_success
        else:
            flow = action.on_failure
        word = flow.word
        nxt = -1
        if word == "naechste":
            nxt = self._following[self.pos]
        elif word == "anfang":
            nxt = self.order[0]
        elif word == "wiederholung":
            nxt = self.pos
        elif word == "jump":
            nxt = flow.target
        if env.game_over is not None and self.kind != "ende":
            nxt = -1  # spielende: nothing more runs in this move
        if self.tracer is not None:
            self._emit("flow", action, None, self.ok, flow.text or word)
        if nxt < 0:
            self.status = Status.DONE
        else:
            if nxt <= self.pos:
                self._check_loop(nxt)
            self.pos = nxt
            self.phase = _ENTER

    def _check_loop(self, nxt: int) -> None:
        """Stop a jump back to an action when nothing changed since the last jump there.

        The steps read only the state and the move's scratch data, so the same action
        entered with both unchanged runs the same way again: the chain can never end.
        Only backward jumps are checked (every endless chain makes them), so straight
        chains pay nothing.
        """
        fp = _fingerprint(self.env)
        seen = self._seen.get(nxt)
        if seen is not None and self.runaway is not None and nxt in self.runaway:
            # A trial at this position already looped through here into the step limit:
            # looping through it again is counted as the same runaway, not run 10,000 times.
            action = self.actions[nxt]
            raise StepLimitError(
                refusal("step-limit", action=action.defn.title, kind=self.kind, limit=self.limit),
                action=action.defn.label,
                line=action.defn.line,
            )
        if seen == fp:
            target = self.actions[nxt]
            iid = target.steps[0].iid if target.steps else target.defn.label
            raise ActionLoopError(
                refusal("action-loop", action=target.defn.title, kind=self.kind, instruction=iid),
                action=target.defn.label,
                line=target.defn.line,
                instruction=iid,
            )
        self._seen[nxt] = fp

    def loop_heads(self) -> set[int]:
        """Positions a backward jump entered during this run."""
        return set(self._seen)


def _fingerprint(env: Env) -> tuple[object, ...]:
    """Everything a step can read that a chain can change (the stamp covers every field)."""
    s = env.state
    return (
        s.stamp,
        tuple(s.stops),
        s.score_bonus,
        s.menu,
        s.message,
        s.outcome,
        s.rng.getstate(),
        env.set_quelle,
        env.set_ziel,
        env.has_set_quelle,
        env.has_set_ziel,
        env.no_undo,
        env.game_over,
        env.asking,
    )
