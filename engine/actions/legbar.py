"""`bedingung tag="legbar"`: could a card (or the dragged run) be put on a field by the rules?"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions.env import Env
from engine.actions.model import Loader, StepFn, must_be
from engine.actions.refs import FieldRef
from engine.definition import Instruction

if TYPE_CHECKING:
    from engine import moves, placement
else:  # imported by the first step that runs (engine/actions/lazy.py)
    from engine.actions.lazy import play_module

    moves = play_module("engine.moves", globals(), "moves")
    placement = play_module("engine.placement", globals(), "placement")


def legbar(
    loader: Loader, ins: Instruction, ref: FieldRef, rel: str | None, expected: str
) -> StepFn | None:
    """Compile `legbar` on a field reference (the content names the target)."""
    target = loader.ref(ins, None, text=expected)
    return legbar_fn(loader, ins, ref, target, rel, pick=False)


def legbar_fn(
    loader: Loader,
    ins: Instruction,
    ref: FieldRef | None,
    target: FieldRef,
    rel: str | None,
    *,
    pick: bool,
) -> StepFn | None:
    """Can the top card (or the whole picked run) of a source go onto a target field?"""
    mode = ins.attr("umschichten")
    if mode not in (None, "auf", "ab"):
        loader.report(ins, "bad-value", must_be("umschichten", mode, "auf-ab"))
        return None
    whole = pick or (ref is not None and any(t.base == "quelle" for t in ref.terms))

    def fn(env: Env) -> bool:
        state = env.state
        if pick:
            sources: list[int | None] = [env.quelle]
        else:
            assert ref is not None
            sources = list(loader.fields(ref, env))
        for src in sources:
            if pick or (whole and src == env.quelle):
                run = list(env.trigger.pick)
            elif src is not None and state.fields[src].cards:
                run = [state.fields[src].cards[-1]]
            else:
                run = []
            for dst in loader.fields(target, env):
                if dst == src or not run:
                    continue
                ok = (
                    all(v >= 0 for v in run)
                    and placement.placement_reason(state, run, dst, player=False) is None
                    and (src is None or moves.schiebsperre_reason(state, src, dst) is None)
                )
                if ok and mode is not None and src is not None:
                    a, b = state.count(dst), state.count(src)
                    ok = a + len(run) > b if mode == "auf" else a < b
                if env.want:
                    where = "@legestapel" if src is None else loader.name(src)
                    env.note(f"legbar({where} -> {loader.name(dst)}) = {'ja' if ok else 'nein'}")
                if not ok if rel == "ungleich" else ok:
                    return True
        return False

    return fn
