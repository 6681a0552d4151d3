"""Drags whose `aktion` outcome is settled by the blocks' checks, without running the chain.

A trial of the aktion chain for a drag (engine.legal) costs a trigger, an environment, a
chain and a snapshot, about 30 µs, even when the block's first check fails at once. Many
checks read only what stays the same for the whole game: a field's `id`, a property that
no `aenderung` anywhere in the file writes (Klondike's `folgefarbe`), the number of cards
dragged (`legezahl`). Such a check gives the same answer for every drag onto (or from) a
field, so it is worked out once per field and kept as a bit mask; the blocks it leaves
open for a (source, target, count) are kept too.

The chain runs every check of a block before any of its effects, and checks change
nothing. So when the chain runs straight through (every block `erfolg="ende"`,
`misserfolg="naechste"`: a jump could enter a block after effects, or loop), the block it
ends in is the first whose checks all pass, and the remaining checks of the open blocks
are run here on the drag's own trigger, with no snapshot or chain. No block passes: the
trial's answer is "none". The first that passes has no effects: the runner refuses the
move with that block's name. It has effects: the move is tried as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions.env import Env, Trigger, can_pick, drag_trigger
from engine.actions.model import CompiledAction, Step, blocks_refusal
from engine.actions.program import Program
from engine.actions.refs import SPECIAL, parse_ref
from engine.messages import Refusal
from engine.position import TrialResult
from engine.props import READABLE
from engine.state import State

NONE: TrialResult = ("none", None)
_KEPT = 1 << 16
"""Drags whose open blocks are remembered (a bound for games with many fields)."""

_SAME_PROP = {"startfarbe": "folgestart", "startwert": "folgestart"}
"""Tags that read the part of the props another tag writes (one name per stored value)."""

_MOVING = frozenset({"kartenzahl", "var", "wiederholung"})
"""Readable tags the game itself changes: the pile, `meldung` answers, redeals."""

_SWITCHES = ("sperre", "schiebsperre")

ZIEL, QUELLE, COUNT, FIXED = "ziel", "quelle", "legezahl", "fixed"
"""What a static check depends on: the target, the source, the card count, nothing."""


def written_props(program: Program) -> frozenset[str]:
    """Every property some `aenderung` of any kind may write (by its stored name)."""
    defn = program.defn
    out: set[str] = set()
    for kind in (defn.beginn, defn.aktion, defn.abschluss, defn.ende):
        for action in kind:
            for ins in action.instructions:
                if ins.tag == "aenderung":
                    tag = ins.attr("tag") or ""
                    out.add(_SAME_PROP.get(tag, tag))
    return frozenset(out)


def depends_on(program: Program, step: Step, written: frozenset[str]) -> str | None:
    """What a check's answer depends on when it cannot change during the game (None: it can).

    A `bedingung` on a property nobody writes reads the field's own props, which are
    fixed from the deal on; which fields it reads follows from the move's source or
    target and the file's fixed `beziehung` links. The check's own code gives the answer,
    so no comparison is written twice.
    """
    ins = step.ins
    if ins.tag != "bedingung":
        return None
    tag = ins.attr("tag") or ""
    if tag == "legezahl":
        return COUNT
    if tag in _SWITCHES:
        if tag in written:
            return None
    elif tag != "id" and (
        tag not in READABLE or tag in _MOVING or _SAME_PROP.get(tag, tag) in written
    ):
        return None
    ref, _ = parse_ref(ins.attr("feld"), program.defn)
    if ref.pick:
        return None
    bases = {t.base for t in ref.terms if t.base in SPECIAL}
    if len(bases) > 1:
        return None
    return bases.pop() if bases else FIXED


@dataclass(frozen=True, slots=True)
class _Block:
    """One `legen` block as the filter sees it: its checks, static ones by what they read."""

    action: CompiledAction
    by_side: dict[str, tuple[Step, ...]]
    """The static checks by what they depend on (ZIEL, QUELLE, COUNT, FIXED)."""
    dynamic: tuple[tuple[int, Step], ...]
    """The other checks, run on the drag's own trigger when the static ones pass; each
    with a number shared by the checks written alike in every block (Monte Carlo's eight
    blocks start with the same two), so one drag runs each such check once."""
    refusal: Refusal
    """Why the move is refused when every check passes and the block has no effects."""

    @property
    def refuses(self) -> bool:
        """No effects: when its checks pass, the move is refused."""
        return not self.action.effects


class StaticFilter:
    """Decides drags from the checks of a program's `legen` blocks (see the module)."""

    def __init__(self, program: Program) -> None:
        self.program = program
        order = program.matching("aktion", "legen")
        actions = [program.kinds["aktion"][p] for p in order]
        written = written_props(program)
        alike: dict[tuple[object, ...], int] = {}
        blocks: list[_Block] = []
        for a in actions:
            sides: dict[str, list[Step]] = {}
            dynamic: list[tuple[int, Step]] = []
            for step in a.checks:
                side = depends_on(program, step, written)
                if side is None:
                    ins = step.ins
                    number = alike.setdefault((ins.tag, ins.attrs, ins.text), len(alike))
                    dynamic.append((number, step))
                else:
                    sides.setdefault(side, []).append(step)
            by_side = {k: tuple(v) for k, v in sides.items()}
            blocks.append(_Block(a, by_side, tuple(dynamic), blocks_refusal(a)))
        self.blocks = tuple(blocks)
        self.usable = all(
            a.on_success.word == "ende" and a.on_failure.word == "naechste" for a in actions
        )
        """False: some block may jump, so the chain is run (decide gives None)."""
        self.steps = sum(len(a.checks) + 2 for a in actions) if self.usable else 1 << 62
        """Most steps a run that stops before any effect can count, to compare with the
        runner's limit (beyond any limit when the filter is not usable)."""
        self._fields: object = None
        self._masks: tuple[tuple[int, int, bool], ...] = ()
        self._open: dict[tuple[int, int, int], tuple[int, ...]] = {}
        """(src, dst, n) -> `_open_blocks`, for the current field list."""

    def _build(self, state: State) -> None:
        """Per block: targets, sources (bit masks) and whether its fixed checks pass; worked
        out once per field list (`State.setup_fields` makes a new one with new props)."""
        size = len(state.fields)
        masks = []
        for b in self.blocks:
            dst = src = (1 << size) - 1
            for j in range(size):
                if not _passes(state, b.by_side.get(ZIEL, ()), Trigger("aktion", "legen", ziel=j)):
                    dst &= ~(1 << j)
                if not _passes(state, b.by_side.get(QUELLE, ()), Trigger("aktion", "legen", j)):
                    src &= ~(1 << j)
            fixed = _passes(state, b.by_side.get(FIXED, ()), Trigger("aktion", "legen"))
            masks.append((dst, src, fixed))
        self._masks = tuple(masks)
        self._open = {}
        # A strong reference: the list's identity cannot pass to another while it is kept.
        self._fields = state.fields

    def _open_blocks(self, state: State, src: int, dst: int, n: int) -> tuple[int, ...]:
        """Positions in `blocks` of the blocks no static check rules out, in chain order."""
        size = len(state.fields)
        if not (0 <= src < size and 0 <= dst < size):
            return ()  # the runner starts no chain
        count = Trigger("aktion", "legen", count=n)
        return tuple(
            k
            for k, (b, (dsts, srcs, fixed)) in enumerate(zip(self.blocks, self._masks, strict=True))
            if fixed
            and dsts >> dst & 1
            and srcs >> src & 1
            and _passes(state, b.by_side.get(COUNT, ()), count)
        )

    def settle(self, state: State, src: int, dst: int, n: int) -> int | None:
        """Which block a drag of n cards from src onto dst would end in, when that is known
        without running the chain: -1 when every block fails a check (nothing happens),
        k when blocks[k] is the first whose checks all pass and it has no effects (the move
        is refused); None when a block with effects would run (the move must be tried)."""
        if state.fields is not self._fields:
            self._build(state)
        key = (src, dst, n)
        found = self._open.get(key)
        if found is None:
            if len(self._open) >= _KEPT:
                self._open.clear()
            found = self._open[key] = self._open_blocks(state, src, dst, n)
        if not found or not can_pick(state, src, n):
            return -1  # no block left; or cards the player cannot take, which start none
        env: Env | None = None
        seen: dict[int, bool] = {}
        for k in found:
            b = self.blocks[k]
            if b.dynamic:
                if env is None:
                    env = Env(state, drag_trigger(state, src, dst, n))
                if not _all_pass(env, b.dynamic, seen):
                    continue
            return k if b.refuses else None
        return -1

    def decide(self, state: State, src: int, dst: int, n: int) -> TrialResult | None:
        """The trial's answer for dragging n cards from src onto dst, or None (try it)."""
        if state.fields is self._fields and self._open.get((src, dst, n)) == ():
            return NONE  # most drags: every block fails a static check
        k = self.settle(state, src, dst, n)
        if k is None:
            return None
        return NONE if k < 0 else ("blocked", self.blocks[k].refusal)


def _all_pass(env: Env, checks: tuple[tuple[int, Step], ...], seen: dict[int, bool]) -> bool:
    """Do all these checks pass in this drag's environment? A check written alike in an
    earlier block gives the same answer (checks read only the state and the trigger)."""
    for number, step in checks:
        ok = seen.get(number)
        if ok is None:
            ok = seen[number] = step.fn(env)
        if not ok:
            return False
    return True


def _passes(state: State, checks: tuple[Step, ...], trigger: Trigger) -> bool:
    """Do all these checks pass for the trigger (in a fresh environment, as the chain runs them)?"""
    if not checks:
        return True
    env = Env(state, trigger)
    return all(step.fn(env) for step in checks)
