"""`aenderung`: change a field property, switch a lock/display, sort a pile, turn its top card."""

from __future__ import annotations

import re

from engine.actions.env import Env
from engine.actions.model import Loader, StepFn
from engine.actions.refs import FieldRef
from engine.actions.values import card_text, rank_name
from engine.cards import CardSpec, CardSpecError
from engine.definition import Instruction
from engine.errors import Severity
from engine.messages import Message, joined, msg, phrase
from engine.props import CHANGEABLE, QUERYABLE, SWITCHES, WRITABLE, PropertyError

CARD_SOURCES = ("zielwert", "zielfarbe", "quellwert", "quellfarbe")
FORBIDDEN = frozenset(QUERYABLE) - frozenset(CHANGEABLE)
"""What a condition may read but an `aenderung` may not set (refused as read-only)."""
_NUMBER = re.compile(r"^[+-]?\d+$")
_NUMERIC = {"max": ("frei",), "var": (), "sichtbar": ("komplett",), "wiederholung": ("frei",)}
_CARDS = ("folgestart", "blindstart")
_RANKS = ("folgeende", "startwert")
_CHOICES = {
    "folgefarbe": ("gleich", "ungleich", "wechsel", "frei"),
    "einschub": ("vorn", "hinten", "aussen"),
    "aufdecken": ("auto", "manuell", "auto,manuell", "gesperrt"),
}


def _check_value(loader: Loader, ins: Instruction, tag: str, value: str) -> bool:
    """Load-time check of a literal new value; False (after reporting) when unusable."""
    bad: Message | None = None
    if tag in _NUMERIC:
        if not _NUMBER.match(value) and value not in _NUMERIC[tag]:
            more = [phrase("expected.or", word=w) for w in _NUMERIC[tag]]
            bad = phrase("expected.number", more=joined(more, "list.concat"))
    elif tag in _CARDS and value:
        try:
            CardSpec.parse(value)
        except CardSpecError:
            bad = phrase("expected.card")
    elif tag in _RANKS and value:
        try:
            if CardSpec.parse(value).rank is None:
                bad = phrase("expected.rank")
        except CardSpecError:
            bad = phrase("expected.rank")
    elif tag in _CHOICES and value not in _CHOICES[tag]:
        bad = phrase("type.one-of", values=", ".join(_CHOICES[tag]))
    if bad is not None:
        text = msg("action.needs-value", tag=tag, expected=bad, value=repr(value))
        loader.report(ins, "bad-value", text)
    return bad is None


def build_aenderung(loader: Loader, ins: Instruction) -> StepFn | None:
    """Compile one `aenderung`."""
    tag = ins.attr("tag") or ""
    value = ins.text
    same = ins.attr("ziel") == "id"
    swap = ins.attr("opt") == "tausch"
    if ins.attr("opt") not in (None, "tausch"):
        text = msg("action.opt-tausch", opt=repr(ins.attr("opt")))
        loader.report(ins, "bad-value", text, Severity.WARNING)
    ref = loader.ref(ins, "feld", same_id=same)
    if tag in FORBIDDEN:
        loader.report(ins, "read-only", msg("action.read-only", tag=tag))
        return None
    if tag in SWITCHES:
        return _switch(loader, ins, tag, value, swap, ref)
    if tag == "sortieren":
        if value not in ("mischen", "umdrehen") or swap:
            loader.report(ins, "bad-value", msg("action.sortieren"))
            return None

        def sort(env: Env) -> bool:
            for i in loader.fields(ref, env):
                (env.state.shuffle if value == "mischen" else env.state.reverse)(i)
                if env.want:
                    env.note(f"{value}({loader.name(i)})")
            return True

        return sort
    if tag == "status":
        if value not in ("offen", "verdeckt") or swap:
            loader.report(ins, "bad-value", msg("action.status"))
            return None

        def turn(env: Env) -> bool:
            for i in loader.fields(ref, env):
                env.state.flip(i, -1, value == "offen")
                if env.want:
                    pile = env.state.fields[i].cards
                    env.note(
                        f"status({loader.name(i)}) = {value} "
                        f"[{card_text(env.state, pile[-1] if pile else None)}]"
                    )
            return True

        return turn
    if tag not in WRITABLE:
        loader.report(ins, "bad-value", msg("action.not-changeable", tag=repr(tag)))
        return None
    if swap:
        return _swap(loader, ins, tag, ref)
    if value in CARD_SOURCES:
        return _from_card(loader, tag, value, ref)
    if not _check_value(loader, ins, tag, value):
        return None

    def change(env: Env) -> bool:
        state = env.state
        for i in loader.fields(ref, env):
            try:
                state.set_prop(i, tag, value)
            except PropertyError as exc:
                state.problems.append(f"line {ins.line}: {exc}")
            if env.want:
                env.note(f"{tag}({loader.name(i)}) := {state.get_prop(i, tag)}")
        return True

    return change


def _switch(
    loader: Loader, ins: Instruction, tag: str, value: str, swap: bool, ref: FieldRef
) -> StepFn | None:
    sid = ins.attr("id")
    if not sid or value not in ("aktiv", "inaktiv") or swap:
        loader.report(ins, "bad-value", msg("action.switch", tag=tag))
        return None

    def fn(env: Env) -> bool:
        for i in loader.fields(ref, env):
            found = env.state.set_switch(i, tag, sid, value == "aktiv")
            if env.want:
                env.note(f"{tag}[{sid}]({loader.name(i)}) := {value if found else 'no such'}")
        return True

    return fn


def _swap(loader: Loader, ins: Instruction, tag: str, ref: FieldRef) -> StepFn:
    """`opt="tausch"`: exchange the property with the fields in the content (pairwise)."""
    other = loader.ref(ins, None, text=ins.text)

    def fn(env: Env) -> bool:
        state = env.state
        for a, b in zip(loader.fields(ref, env), loader.fields(other, env), strict=False):
            if a == b:
                continue
            va, vb = state.get_prop(a, tag), state.get_prop(b, tag)
            try:
                state.set_prop(a, tag, vb)
                state.set_prop(b, tag, va)
            except PropertyError as exc:
                state.problems.append(f"line {ins.line}: {exc}")
            if env.want:
                env.note(f"{tag}({loader.name(a)}) <-> {tag}({loader.name(b)}): {va!r} <-> {vb!r}")
        return True

    return fn


def _from_card(loader: Loader, tag: str, word: str, ref: FieldRef) -> StepFn:
    """New value taken from the target or source card (`zielwert` .. `quellfarbe`)."""
    rank_part = word.endswith("wert")

    def fn(env: Env) -> bool:
        state = env.state
        entry = env.trigger.target_card if word.startswith("ziel") else env.trigger.source_card
        if entry is None:
            if env.want:
                env.note(f"{word}: no card")
            return True
        card = state.card(entry)
        if card.joker or card.suit is None:
            if env.want:
                env.note(f"{word}: joker has no fixed value")
            return True
        if tag == "var":
            text = str(
                state.value[entry if entry >= 0 else ~entry] if rank_part else int(card.suit) + 1
            )
        else:
            text = rank_name(card.rank) if rank_part else card.suit.label
        for i in loader.fields(ref, env):
            try:
                state.set_prop(i, tag, text)
            except PropertyError as exc:
                state.problems.append(f"{word}: {exc}")
            if env.want:
                env.note(f"{tag}({loader.name(i)}) := {text} ({word} of {card})")
        return True

    return fn
