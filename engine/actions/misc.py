"""`sound`, `warte`, `meldung`, `setze` and `spielende`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions.env import Env, UiEvent
from engine.actions.model import Loader, StepFn
from engine.actions.values import parse_int
from engine.definition import Instruction
from engine.errors import Severity
from engine.messages import Message as Text
from engine.messages import msg, phrase

if TYPE_CHECKING:
    from engine import state as states
else:  # imported by the first step that runs (engine/actions/lazy.py)
    from engine.actions.lazy import play_module

    states = play_module("engine.state", globals(), "states")

MAX_LINES = 5
MAX_BUTTONS = 3
MENU_CHARS = 4
SOUNDS = ("legen", "mischen", "nein")


def build_sound(loader: Loader, ins: Instruction) -> StepFn | None:
    """`sound`: a front-end event (`nein` suppresses the default lay sound)."""
    value = ins.text
    if value not in SOUNDS:
        text = msg("action.tag-not-one-of", tag="sound", value=repr(value), known=", ".join(SOUNDS))
        loader.report(ins, "bad-value", text)
        return None

    def fn(env: Env) -> bool:
        env.events.append(UiEvent("sound", value))
        return True

    return fn


def build_warte(loader: Loader, ins: Instruction) -> StepFn | None:
    """`warte`: a pause for the front end; the engine itself never sleeps."""
    ms = parse_int(ins.text)
    if ms is None or ms < 0:
        loader.report(ins, "bad-value", msg("action.warte", value=repr(ins.text)))
        return None

    def fn(env: Env) -> bool:
        env.events.append(UiEvent("warte", str(ms)))
        return True

    return fn


def split_lines(text: str) -> list[str]:
    """Split at the two-character sequence `\\n` (and real line breaks)."""
    return [part.strip() for part in text.replace("\\n", "\n").split("\n")]


def build_meldung(loader: Loader, ins: Instruction) -> StepFn | None:
    """`meldung`: ask the player; the chain waits (see `Chain.answer`)."""
    lines = split_lines(ins.text)
    if len(lines) > MAX_LINES:
        loader.report(
            ins,
            "too-long",
            msg("action.meldung-lines", limit=MAX_LINES),
            Severity.WARNING,
        )
        lines = lines[:MAX_LINES]
    raw = ins.attr("antwort")
    buttons = [b for b in split_lines(raw) if b] if raw is not None else ["OK"]
    if not buttons:
        buttons = ["OK"]
    if len(buttons) > MAX_BUTTONS:
        loader.report(
            ins,
            "too-many-buttons",
            msg("action.meldung-buttons", limit=MAX_BUTTONS),
            Severity.WARNING,
        )
        buttons = buttons[:MAX_BUTTONS]
    ref = loader.ref(ins, "feld") if ins.attr("feld") is not None else None
    message_text = "\n".join(lines)

    def fn(env: Env) -> bool:
        targets = loader.fields(ref, env) if ref is not None else []
        env.state.message = states.Message(
            message_text, tuple(buttons), targets[0] if targets else None
        )
        env.asking = tuple(targets)
        if env.want:
            env.note(f"asks {' / '.join(buttons)}")
        return True

    return fn


def build_setze(loader: Loader, ins: Instruction) -> StepFn | None:
    """`setze id=quelle|ziel|menu`: change the move's source or target, or the menu text."""
    what = ins.attr("id")
    if what == "menu":
        text = ins.text[:MENU_CHARS]
        if len(ins.text) > MENU_CHARS:
            loader.report(
                ins,
                "too-long",
                msg("action.menu-text", limit=MENU_CHARS, text=repr(text)),
                Severity.WARNING,
            )

        def menu(env: Env) -> bool:
            env.state.menu = text
            env.events.append(UiEvent("menu", text))
            return True

        return menu
    if what not in ("quelle", "ziel"):
        loader.report(ins, "bad-value", _tag_must_be("setze", "id=", what, "quelle-ziel-menu"))
        return None
    ref = loader.ref(ins, None, text=ins.text)

    def fn(env: Env) -> bool:
        found = loader.fields(ref, env)
        first = found[0] if found else None
        if what == "quelle":
            env.set_quelle, env.has_set_quelle = first, True
        else:
            env.set_ziel, env.has_set_ziel = first, True
        if env.want:
            env.note(f"{what} := {'-' if first is None else loader.name(first)}")
        return True

    return fn


def _tag_must_be(tag: str, name: str, value: str | None, words: str) -> Text:
    """`<TAG> NAMEVALUE must be WORDS` (WORDS: a `words.*` phrase)."""
    return msg(
        "action.tag-must-be",
        tag=tag,
        name=name,
        value=repr(value),
        words=phrase(f"words.{words}"),
    )


def build_spielende(loader: Loader, ins: Instruction) -> StepFn | None:
    """`spielende sieg|verlust`: end the game with that verdict."""
    verdict = ins.text
    if verdict not in ("sieg", "verlust"):
        loader.report(ins, "bad-value", _tag_must_be("spielende", "", verdict, "sieg-verlust"))
        return None

    def fn(env: Env) -> bool:
        env.game_over = verdict
        return True

    return fn
