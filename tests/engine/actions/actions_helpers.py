"""Helpers for action tests: small games with fixed layouts, stepping single instructions."""

from __future__ import annotations

from engine.actions.env import Env, Trigger, click_trigger, drag_trigger
from engine.actions.program import Program
from engine.compile import compile_game
from engine.definition import GameDefinition
from engine.game import Game
from engine.replay import run_script
from engine.xmlread import parse_bytes


def pile(fid: str, cards: str = "", extra: str = "", *, down: str = "", x: int = 2) -> str:
    """A `stapel` field with face-down cards `down` then face-up `cards` (bottom to top)."""
    lays = "".join(f'<lege typ="verdeckt" quelle="stock">{c}</lege>' for c in _split(down))
    lays += "".join(f'<lege typ="offen" quelle="stock">{c}</lege>' for c in _split(cards))
    return f'<feld id="{fid}" x="{x}" y="2" typ="stapel">{extra}{lays}</feld>'


def _split(cards: str) -> list[str]:
    return [c.strip() for c in cards.split(",") if c.strip()]


BUILD = (
    "<max>frei</max><folgestart>frei</folgestart><folgefarbe>frei</folgefarbe>"
    "<folgewert>ab</folgewert>"
)
"""Field tags for a pile that accepts any card going down by one."""


def definition(
    body: str, actions: str = "", *, karten: str = "52", extra: str = "", deck: str = ""
) -> GameDefinition:
    """Compile a game: hidden stock first, then `body` fields, then `actions`."""
    xml = (
        f'<spiel name="T" fenster="60x40"><programm>240101</programm><version>1</version>'
        f'{extra}<karten>{karten}</karten>{deck}<feld id="stock" x="-1" y="-1" typ="stock"></feld>'
        f"{body}{actions}</spiel>"
    )
    return compile_game(parse_bytes(xml.encode(), "<test>"))


def game(
    body: str,
    actions: str = "",
    *,
    seed: int = 1,
    karten: str = "52",
    extra: str = "",
    deck: str = "",
) -> Game:
    """A dealt game."""
    return Game.new(definition(body, actions, karten=karten, extra=extra, deck=deck), seed=seed)


def cards(g: Game, name: str) -> list[str]:
    """Cards of a field, bottom to top; face-down ones in parentheses."""
    s = g.state
    i = g.definition.resolve_field_name(name)
    assert i is not None, name
    return [str(s.card(v)) if v >= 0 else f"({s.card(v)})" for v in s.fields[i].cards]


def var(g: Game, name: str) -> int:
    """The `var` of a field."""
    i = g.definition.resolve_field_name(name)
    assert i is not None
    return g.state.fields[i].props.var


def play(g: Game, script: str) -> list[dict[str, object]]:
    """Run replay commands; returns the step records."""
    return run_script(g, script)


def evaluate(
    g: Game, instruction: str, trigger: Trigger | None = None, *, kind: str = "aktion"
) -> tuple[bool, list[str]]:
    """Compile one instruction into a fresh action of the game and run it once."""
    d = g.definition
    xml = (
        f'<spiel name="T" fenster="60x40"><programm>240101</programm><version>1</version>'
        f'<karten>52</karten><aktion typ="klick">{instruction}</aktion></spiel>'
    )
    parsed = compile_game(parse_bytes(xml.encode(), "<t>"))
    from dataclasses import replace

    program = Program(replace(d, aktion=parsed.aktion))
    step = program.kinds["aktion"][0].steps[0]
    env = Env(g.state, trigger or Trigger(kind), want=True)
    ok = step.fn(env)
    return ok, env.notes


def problems(body: str, actions: str) -> list[str]:
    """Load-time problem codes and messages of the actions."""
    return [f"{p.code}: {p.message}" for p in Program(definition(body, actions)).problems]


def drag(g: Game, src: str, dst: str, n: int = 1) -> Trigger:
    """Trigger of a drag between named fields."""
    a, b = g.definition.resolve_field_name(src), g.definition.resolve_field_name(dst)
    assert a is not None and b is not None
    return drag_trigger(g.state, a, b, n)


def click(g: Game, name: str, depth: int = 1, button: str = "links") -> Trigger:
    """Trigger of a click on a named field."""
    i = g.definition.resolve_field_name(name)
    assert i is not None
    return click_trigger(g.state, i, depth, button)
