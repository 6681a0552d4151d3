"""Drags whose `aktion` outcome follows from checks of things no move can change.

A trial of the aktion chain for a drag (engine.legal) costs a trigger, an environment, a
chain and a snapshot, about 30 µs, even when the block's first check fails at once. Many
checks read only what stays the same for the whole game: a field's `id`, a property that
no `aenderung` anywhere in the file writes (Klondike's `folgefarbe`), the number of cards
dragged (`legezahl`). Such a check gives the same answer for every drag onto (or from) a
field, so it is worked out once per field and kept as a bit mask.

When every block a drag could start is ruled out by such a check, the chain would only
run checks and fail, and the trial's answer is "none". When the first block not ruled out
consists only of such checks and they all pass, the chain would succeed without effects,
and the runner refuses the move with that block's name. Anything else is tried as before.
This holds only for chains that run straight through (every block `erfolg="ende"`,
`misserfolg="naechste"`): a jump could enter a block after effects or loop.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions.env import Env, Trigger, can_pick
from engine.actions.model import CompiledAction, Step, blocks_refusal
from engine.actions.program import Program
from engine.actions.refs import SPECIAL, parse_ref
from engine.messages import Refusal
from engine.position import TrialResult
from engine.props import READABLE
from engine.state import State

NONE: TrialResult = ("none", None)
_KEPT = 1 << 16
"""Drags whose first possible block is remembered (a bound for games with many fields)."""

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
    """One `legen` block as the filter sees it: its static checks by what they depend on."""

    action: CompiledAction
    by_side: dict[str, tuple[Step, ...]]
    refuses: bool
    """Only static checks, no effects: when they pass, the move is refused."""
    refusal: Refusal


class StaticFilter:
    """Decides drags from the static checks of a program's `legen` blocks (see the module)."""

    def __init__(self, program: Program) -> None:
        self.program = program
        order = program.matching("aktion", "legen")
        actions = [program.kinds["aktion"][p] for p in order]
        straight = all(
            a.on_success.word == "ende" and a.on_failure.word == "naechste" for a in actions
        )
        written = written_props(program)
        blocks: list[_Block] = []
        for a in actions:
            sides: dict[str, list[Step]] = {}
            dynamic = False
            for step in a.checks:
                side = depends_on(program, step, written)
                if side is None:
                    dynamic = True
                else:
                    sides.setdefault(side, []).append(step)
            blocks.append(
                _Block(
                    a,
                    {k: tuple(v) for k, v in sides.items()},
                    not dynamic and not a.effects,
                    blocks_refusal(a),
                )
            )
        self.blocks = tuple(blocks)
        self.usable = straight and any(b.by_side for b in blocks)
        """False: no block has a static check, or the chain may jump (decide gives None)."""
        self.steps = sum(len(a.checks) + 2 for a in actions) if self.usable else 1 << 62
        """Most steps a run that stops before any effect can count, to compare with the
        runner's limit (beyond any limit when the filter is not usable)."""
        self._fields: object = None
        self._masks: tuple[tuple[int, int, bool], ...] = ()
        self._first: dict[tuple[int, int, int], int] = {}
        """(src, dst, n) -> `_first_block`, for the current field list."""

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
        self._first = {}
        # A strong reference: the list's identity cannot pass to another while it is kept.
        self._fields = state.fields

    def _first_block(self, state: State, src: int, dst: int, n: int) -> int:
        """Position in `blocks` of the first block no static check rules out (-1: none)."""
        size = len(state.fields)
        if not (0 <= src < size and 0 <= dst < size):
            return -1  # the runner starts no chain
        count = Trigger("aktion", "legen", count=n)
        for k, (b, (dsts, srcs, fixed)) in enumerate(zip(self.blocks, self._masks, strict=True)):
            on = fixed and dsts >> dst & 1 and srcs >> src & 1
            if on and _passes(state, b.by_side.get(COUNT, ()), count):
                return k
        return -1

    def first(self, state: State, src: int, dst: int, n: int) -> int:
        """Position in `blocks` of the first block no static check rules out for dragging
        n cards from src onto dst (-1: none; every block before it fails a check)."""
        if state.fields is not self._fields:
            self._build(state)
        key = (src, dst, n)
        k = self._first.get(key)
        if k is None:
            if len(self._first) >= _KEPT:
                self._first.clear()
            k = self._first[key] = self._first_block(state, src, dst, n)
        return k

    def decide(self, state: State, src: int, dst: int, n: int) -> TrialResult | None:
        """The trial's answer for dragging n cards from src onto dst, or None (try it)."""
        k = self.first(state, src, dst, n)
        if k < 0:
            return NONE  # every block fails a check without doing anything
        b = self.blocks[k]
        if not b.refuses:
            return None
        if not can_pick(state, src, n):
            return NONE  # cards the player cannot take start no aktion
        return "blocked", b.refusal


def _passes(state: State, checks: tuple[Step, ...], trigger: Trigger) -> bool:
    """Do all these checks pass for the trigger (in a fresh environment, as the chain runs them)?"""
    if not checks:
        return True
    env = Env(state, trigger)
    return all(step.fn(env) for step in checks)
