"""`vergleich`: two cards compared by sum, difference (mod 13), distance, suit colour or rank."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.actions.env import Env
from engine.actions.model import Loader, StepFn
from engine.actions.refs import FieldRef
from engine.actions.values import (
    CYCLE,
    RANK_ORDER,
    at_position,
    card_text,
    parse_int,
)
from engine.definition import Instruction
from engine.errors import Severity
from engine.messages import msg
from engine.relations import RELATIONS, relate

if TYPE_CHECKING:
    from engine.state import State

TYPES = ("summe", "differenz", "abstand", "farbe", "wert")
COLOURS = ("gleich", "ungleich", "wechsel", "keinwechsel")
_RED = (0, 1)


def _numeric(typ: str, rel: str | None, want: int) -> Callable[[int, int], bool]:
    """Test of two cycle values for summe/differenz/abstand."""
    if typ == "summe":
        return lambda a, b: relate(rel, a + b, want)
    if typ == "differenz":
        return lambda a, b: relate(rel, (a - b) % 13, want)
    w = want % 13
    w = min(w, 13 - w)

    def distance(a: int, b: int) -> bool:
        d = (a - b) % 13
        return relate(rel, min(d, 13 - d), w)

    return distance


def _colour(word: str) -> Callable[[int, int], bool]:
    """Test of two suits (0..3) for `farbe`."""
    if word == "gleich":
        return lambda a, b: a == b
    if word == "ungleich":
        return lambda a, b: a != b
    if word == "wechsel":
        return lambda a, b: (a in _RED) != (b in _RED)
    return lambda a, b: (a in _RED) == (b in _RED)


def build_vergleich(loader: Loader, ins: Instruction) -> StepFn | None:
    """Compile one `vergleich`."""
    attr = dict(ins.attrs).get  # one dict for the lookups below
    typ = attr("typ") or ""
    rel = attr("beziehung")
    if typ not in TYPES:
        text = msg("action.not-one-of", name="typ", value=repr(typ), known=", ".join(TYPES))
        loader.report(ins, "bad-value", text)
        return None
    if rel is not None and rel not in RELATIONS:
        text = msg(
            "action.not-one-of", name="beziehung", value=repr(rel), known=", ".join(RELATIONS)
        )
        loader.report(ins, "bad-value", text)
        return None
    pos1, pos2 = parse_int(attr("karte1", "-1")), parse_int(attr("karte2", "-1"))
    if not pos1 or not pos2:
        loader.report(ins, "bad-value", msg("action.positions"))
        return None
    ref1 = loader.ref(ins, "feld1", allow_pick=True)
    ref2 = loader.ref(ins, "feld2", allow_pick=True)
    pair: Callable[[State, int, int], bool]
    if typ in ("summe", "differenz", "abstand"):
        want = parse_int(ins.text)
        if want is None:
            text = msg("action.vergleich-number", typ=str(typ), value=repr(ins.text))
            loader.report(ins, "bad-value", text)
            return None
        if typ != "summe" and not 0 <= want <= 12:
            loader.report(
                ins,
                "bad-value",
                msg("action.modulo", typ=str(typ), value=want),
                Severity.WARNING,
            )
        num = _numeric(typ, rel, want)

        def pair(state: State, x: int, y: int) -> bool:
            a, b = state.value[x], state.value[y]
            if a and b:
                return num(a, b)  # no joker: one pair (the generator below costs more)
            return any(
                num(p, q) for p in (CYCLE if a == 0 else (a,)) for q in (CYCLE if b == 0 else (b,))
            )
    elif typ == "farbe":
        if ins.text not in COLOURS:
            loader.report(
                ins,
                "bad-value",
                msg(
                    "action.vergleich-content",
                    typ="farbe",
                    value=repr(ins.text),
                    known=", ".join(COLOURS),
                ),
            )
            return None
        col = _colour(ins.text)

        def pair(state: State, x: int, y: int) -> bool:
            a, b = state.suit[x], state.suit[y]
            if a >= 0 and b >= 0:
                return col(a, b)
            return any(
                col(p, q)
                for p in (range(4) if a < 0 else (a,))
                for q in (range(4) if b < 0 else (b,))
            )
    else:
        word = ins.text
        if word not in RELATIONS:
            loader.report(
                ins,
                "bad-value",
                msg(
                    "action.vergleich-content",
                    typ="wert",
                    value=repr(word),
                    known=", ".join(RELATIONS),
                ),
            )
            return None

        def pair(state: State, x: int, y: int) -> bool:
            a, b = state.rank[x], state.rank[y]
            if a and b:
                return relate(word, a, b)
            return any(
                relate(word, p, q)
                for p in (RANK_ORDER if a == 0 else (a,))
                for q in (RANK_ORDER if b == 0 else (b,))
            )

    return _compare_fn(loader, ref1, ref2, pos1, pos2, pair)


def _compare_fn(
    loader: Loader,
    ref1: FieldRef,
    ref2: FieldRef,
    pos1: int,
    pos2: int,
    pair: Callable[[State, int, int], bool],
) -> StepFn:
    def fn(env: Env) -> bool:
        state = env.state
        fields = state.fields
        side1 = [-1] if ref1.pick else loader.fields(ref1, env)
        side2 = [-1] if ref2.pick else loader.fields(ref2, env)
        pick = env.trigger.pick
        for i in side1:
            e1 = at_position(pick if i < 0 else fields[i].cards, pos1)
            for j in side2:
                e2 = at_position(pick if j < 0 else fields[j].cards, pos2)
                ok = (
                    e1 is not None
                    and e2 is not None
                    and pair(state, e1 if e1 >= 0 else ~e1, e2 if e2 >= 0 else ~e2)
                )
                if env.want:
                    n1 = "@legestapel" if i < 0 else loader.name(i)
                    n2 = "@legestapel" if j < 0 else loader.name(j)
                    env.note(
                        f"{n1}[{pos1}] = {card_text(state, e1)}, "
                        f"{n2}[{pos2}] = {card_text(state, e2)}"
                    )
                if ok:
                    return True
        if env.want and not env.notes:
            env.note("no such field")
        return False

    return fn
