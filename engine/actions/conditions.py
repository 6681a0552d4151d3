"""`bedingung`: every queryable tag, with `beziehung`, `karte`, `folge`, `id` and `umschichten`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.actions.env import Env
from engine.actions.legbar import legbar, legbar_fn
from engine.actions.model import Loader, StepFn
from engine.actions.refs import FieldRef
from engine.actions.values import (
    card_text,
    follows_all,
    next_value,
    parse_int,
    rank_name,
)
from engine.cards import RANKS_BY_NAME, CardSpec, CardSpecError, cycle_value
from engine.definition import Instruction
from engine.errors import Severity
from engine.messages import msg
from engine.props import QUERYABLE, READABLE, PropertyError
from engine.relations import RELATIONS, relate

if TYPE_CHECKING:
    from engine import control, rules
    from engine.state import State
else:  # imported by the first step that runs (engine/actions/lazy.py)
    from engine.actions.lazy import play_module

    control = play_module("engine.control", globals(), "control")
    rules = play_module("engine.rules", globals(), "rules")

PROP_TAGS = READABLE
"""Field properties a `bedingung` reads by name (the engine's one list of them)."""
NUMERIC = ("max", "var", "kartenzahl", "legezahl", "sichtbar", "wiederholung", "rand")
RANKED = ("folgeende", "startwert", "naechster")
SPECIAL = tuple(t for t in QUERYABLE if t not in READABLE)
"""Properties a condition works out from the pile rather than reads from the field."""
FOLGE = ("offen", "farbe", "anderefarbe", "farbwechsel", "wert", "wertauf", "wertab", "wertaufab")
PICK_OK = ("kartenzahl", "karte", "legbar", "start", "startfolge")
TEXT_READ = ("kartenzahl", "var", "karte", "start", "startfolge", "legbar")
"""Tags whose `bedingung` build checks the text (a number, a card, a target): for any other
tag the build reports nothing about the text, so it cannot change the load problems
(tests/engine/actions/test_load_problems.py tries every queryable tag with many texts)."""

Reader = Callable[[Env, int], str]


def _match(rel: str | None, actual: str, expected: str, tag: str) -> bool:
    """Compare a property's text with the expected text (numerically or by rank when asked)."""
    if tag == "sicht":
        return (
            (actual == "verdeckt") == (expected == "verdeckt")
            if rel != "ungleich"
            else (actual == "verdeckt") != (expected == "verdeckt")
        )
    if tag == "gesperrt":
        same = (actual == "ja") == (expected == "ja")
        return same if rel != "ungleich" else not same
    if rel is None or rel == "gleich":
        if tag == "folgestart":
            return _spec_eq(actual, expected)
        return actual == expected
    if rel == "ungleich" and tag not in NUMERIC:
        return actual != expected
    if tag in RANKED:
        a, b = RANKS_BY_NAME.get(actual), RANKS_BY_NAME.get(expected)
        return a is not None and b is not None and relate(rel, a, b)
    big = 1 << 62
    a_num = big if actual == "frei" else parse_int(actual)
    b_num = big if expected == "frei" else parse_int(expected)
    return a_num is not None and b_num is not None and relate(rel, a_num, b_num)


def _spec_eq(actual: str, expected: str) -> bool:
    """Equality of two card-spec texts (`Herz A` == `Herz A`, empty == empty)."""
    if not actual or not expected:
        return actual == expected
    try:
        return CardSpec.parse(actual) == CardSpec.parse(expected)
    except CardSpecError:
        return False


def _any_field(
    loader: Loader, ref: FieldRef, label: str, test: Callable[[Env, int], tuple[bool, str]]
) -> StepFn:
    """A check that passes when the first field of `ref` passes (fields in document order)."""

    def fn(env: Env) -> bool:
        for i in loader.fields(ref, env):
            ok, shown = test(env, i)
            if env.want:
                env.note(f"{label}({loader.name(i)}) = {shown}")
            if ok:
                return True
        if env.want and not env.notes:
            env.note(f"{ref.text or '?'}: no such field")
        return False

    return fn


def checked_text(ins: Instruction) -> str | None:
    """A `bedingung`'s text if its build checks it (see TEXT_READ), else None."""
    for name, value in ins.attrs:  # `ins.attr("tag")` without a second call
        if name == "tag":
            return ins.text if value in TEXT_READ else None
    return None


def build_bedingung(loader: Loader, ins: Instruction) -> StepFn | None:
    """Compile one `bedingung`."""
    tag = ins.attr("tag") or ""
    rel = ins.attr("beziehung")
    expected = ins.text
    if rel is not None and rel not in RELATIONS:
        text = msg(
            "action.not-one-of", name="beziehung", value=repr(rel), known=", ".join(RELATIONS)
        )
        loader.report(ins, "bad-value", text)
        return None
    if tag not in PROP_TAGS and tag not in SPECIAL:
        loader.report(ins, "bad-value", msg("action.not-queryable", tag=repr(tag)))
        return None
    if rel not in (None, "gleich", "ungleich") and tag not in NUMERIC + RANKED + ("karte",):
        loader.report(
            ins,
            "bad-relation",
            msg("action.relation-text", relation=str(rel), tag=tag),
            Severity.WARNING,
        )
    if tag == "legezahl":
        return _legezahl(rel, expected)
    ref = loader.ref(ins, "feld", allow_pick=tag in PICK_OK)
    if ref.pick:
        return _pick_condition(loader, ins, tag, rel, expected)
    special = _SPECIALS.get(tag)
    if special is not None:
        return special(loader, ins, ref, rel, expected)
    if tag in ("kartenzahl", "var"):
        return _count_or_var(loader, ins, ref, tag, rel, expected)

    def test(env: Env, i: int) -> tuple[bool, str]:
        try:
            actual = env.state.get_prop(i, tag)
        except PropertyError:
            return False, "?"
        return _match(rel, actual, expected, tag), actual or "''"

    return _any_field(loader, ref, tag, test)


def _count_or_var(
    loader: Loader, ins: Instruction, ref: FieldRef, tag: str, rel: str | None, expected: str
) -> StepFn | None:
    """`kartenzahl` and `var` read directly (the most frequent conditions)."""
    want = parse_int(expected)
    if want is None:
        loader.report(ins, "bad-value", msg("action.tag-number", tag=tag, value=repr(expected)))
        return None
    count = tag == "kartenzahl"

    def one(env: Env, i: int) -> tuple[bool, str]:
        f = env.state.fields[i]
        value = len(f.cards) if count else f.props.var
        return relate(rel, value, want), str(value)

    return _any_field(loader, ref, tag, one)


def _legezahl(rel: str | None, expected: str) -> StepFn:
    """`legezahl`: cards the player dragged (the `feld` attribute is ignored)."""
    want = parse_int(expected)

    def fn(env: Env) -> bool:
        n = env.trigger.count
        ok = want is not None and relate(rel, n, want)
        if env.want:
            env.note(f"legezahl = {n}")
        return ok

    return fn


def _card_test(
    loader: Loader, ins: Instruction, rel: str | None, expected: str
) -> Callable[[State, int | None], bool] | None:
    """Test of one pile entry against the `karte` content (a card spec, maybe with relation)."""
    try:
        spec = CardSpec.parse(expected)
    except CardSpecError as exc:
        loader.report(ins, "bad-card", exc.text)
        return None
    if rel not in (None, "gleich", "ungleich") and spec.rank is None and not spec.random_rank:
        loader.report(ins, "bad-relation", msg("action.relation-rank", relation=str(rel)))
        return None

    def test(state: State, entry: int | None) -> bool:
        if entry is None:
            return False
        s = spec.resolve(state.random_suit, state.random_rank)
        card = state.card(entry)
        if rel is None or rel == "gleich":
            return s.matches(card)
        if rel == "ungleich":
            return not s.matches(card)
        if card.joker:
            ranks: tuple[int, ...] = tuple(range(2, 15))
        else:
            if s.suit is not None and card.suit != s.suit:
                return False
            ranks = (card.rank,)
        return s.rank is not None and any(relate(rel, r, s.rank) for r in ranks)

    return test


def _karte(
    loader: Loader, ins: Instruction, ref: FieldRef, rel: str | None, expected: str
) -> StepFn | None:
    pos = _position(loader, ins)
    test = _card_test(loader, ins, rel, expected)
    if test is None or pos is None:
        return None
    from engine.actions.values import at_position

    def one(env: Env, i: int) -> tuple[bool, str]:
        entry = at_position(env.state.fields[i].cards, pos)
        return test(env.state, entry), card_text(env.state, entry)

    return _any_field(loader, ref, "karte" if pos == -1 else f"karte[{pos}]", one)


def _position(loader: Loader, ins: Instruction) -> int | None:
    raw = ins.attr("karte")
    pos = -1 if raw is None else parse_int(raw)
    if pos is None or pos == 0:
        loader.report(ins, "bad-value", msg("action.non-zero", name="karte", value=repr(raw)))
        return None
    return pos


def _pick_condition(
    loader: Loader, ins: Instruction, tag: str, rel: str | None, expected: str
) -> StepFn | None:
    """Conditions on `@legestapel`: kartenzahl, karte, start, startfolge, legbar."""
    from engine.actions.values import at_position

    if tag == "kartenzahl":
        return _legezahl_like(rel, expected)
    if tag == "karte":
        pos = _position(loader, ins)
        test = _card_test(loader, ins, rel, expected)
        if test is None or pos is None:
            return None

        def fn(env: Env) -> bool:
            entry = at_position(env.trigger.pick, pos)
            ok = test(env.state, entry)
            if env.want:
                env.note(f"karte(@legestapel)[{pos}] = {card_text(env.state, entry)}")
            return ok

        return fn
    if tag == "legbar":
        target = loader.ref(ins, None, text=ins.text)
        return legbar_fn(loader, ins, None, target, rel, pick=True)
    loader.report(ins, "bad-pick", msg("action.pick-query", tag=tag))
    return None


def _legezahl_like(rel: str | None, expected: str) -> StepFn:
    want = parse_int(expected)

    def fn(env: Env) -> bool:
        n = len(env.trigger.pick)
        if env.want:
            env.note(f"kartenzahl(@legestapel) = {n}")
        return want is not None and relate(rel, n, want)

    return fn


def _negate(rel: str | None, value: bool) -> bool:
    return not value if rel == "ungleich" else value


def _start(
    loader: Loader, ins: Instruction, ref: FieldRef, rel: str | None, expected: str
) -> StepFn | None:
    """`start`/`startfolge`: the bottom card is a start card (and the pile a valid sequence)."""
    whole = ins.attr("tag") == "startfolge"
    folge = ins.attr("folge")
    if folge is not None and folge not in FOLGE:
        text = msg("action.not-one-of", name="folge", value=repr(folge), known=", ".join(FOLGE))
        loader.report(ins, "bad-value", text)
        return None
    spec: CardSpec | None = None
    if expected:
        try:
            spec = CardSpec.parse(expected)
        except CardSpecError as exc:
            loader.report(ins, "bad-card", exc.text)
            return None

    def one(env: Env, i: int) -> tuple[bool, str]:
        state = env.state
        f = state.fields[i]
        pile = f.cards
        s = spec.resolve(state.random_suit, state.random_rank) if spec else f.props.folgestart
        if not pile or s is None:
            return _negate(rel, False), "empty" if not pile else "no folgestart"
        ok = s.matches(state.card(pile[0]))
        if ok and whole:
            p = f.props
            if folge is None:
                table: tuple[int, ...] | None = rules.succ_masks(p.folgefarbe, p.folgewert)
            else:
                table = rules.pick_masks(folge, p.folgefarbe, p.folgewert)
            end = None if p.folgeende is None else cycle_value(p.folgeende)
            ok = follows_all(state, pile, table, end)
        return _negate(rel, ok), "ja" if ok else "nein"

    return _any_field(loader, ref, "startfolge" if whole else "start", one)


def _switch(
    loader: Loader, ins: Instruction, ref: FieldRef, rel: str | None, expected: str
) -> StepFn | None:
    kind = ins.attr("tag") or ""
    sid = ins.attr("id")
    if not sid:
        loader.report(ins, "missing-attribute", msg("action.switch-id", kind=kind))
        return None

    def one(env: Env, i: int) -> tuple[bool, str]:
        flag = env.state.get_switch(i, kind, sid)
        actual = "" if flag is None else ("aktiv" if flag else "inaktiv")
        return _match(rel, actual, expected, kind), actual or "''"

    return _any_field(loader, ref, f"{kind}[{sid}]", one)


def _status(
    loader: Loader, ins: Instruction, ref: FieldRef, rel: str | None, expected: str
) -> StepFn | None:
    def one(env: Env, i: int) -> tuple[bool, str]:
        pile = env.state.fields[i].cards
        actual = "" if not pile else ("offen" if pile[-1] >= 0 else "verdeckt")
        return _match(rel, actual, expected, "status"), actual or "empty"

    return _any_field(loader, ref, "status", one)


def _stopp(
    loader: Loader, ins: Instruction, ref: FieldRef, rel: str | None, expected: str
) -> StepFn | None:
    def one(env: Env, i: int) -> tuple[bool, str]:
        actual = "ja" if control.stop_holds(env.state, i) else "nein"
        return _match(rel, actual, expected, "stopp"), actual

    return _any_field(loader, ref, "stopp", one)


def _naechster(
    loader: Loader, ins: Instruction, ref: FieldRef, rel: str | None, expected: str
) -> StepFn | None:
    def one(env: Env, i: int) -> tuple[bool, str]:
        state = env.state
        f = state.fields[i]
        p = f.props
        if not f.cards:
            actual = rank_name(p.folgestart.rank) if p.folgestart else ""
        else:
            top = state.card(f.cards[-1])
            if top.joker or (p.folgeende is not None and top.rank == p.folgeende):
                actual = ""
            else:
                nxt = next_value(p.folgewert, cycle_value(top.rank))
                actual = "" if nxt is None else rank_name(14 if nxt == 1 else nxt)
        return _match(rel, actual, expected, "naechster"), actual or "''"

    return _any_field(loader, ref, "naechster", one)


_SPECIALS: dict[str, Callable[[Loader, Instruction, FieldRef, str | None, str], StepFn | None]] = {
    "karte": _karte,
    "start": _start,
    "startfolge": _start,
    "sperre": _switch,
    "schiebsperre": _switch,
    "status": _status,
    "stopp": _stopp,
    "naechster": _naechster,
    "legbar": legbar,
}
