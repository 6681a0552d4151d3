"""load_problems (the linter's view): repeated instructions are built once when clean."""

from __future__ import annotations

from actions_helpers import BUILD, definition, pile

from engine.actions import HANDLERS, Program
from engine.actions.model import Builder, Loader, check_kind
from engine.actions.program import load_problems
from engine.definition import Instruction

BODY = pile("a", "Herz 2", BUILD) + pile("b", "Karo 6", BUILD, x=8)
CLEAN = '<bedingung feld="a" tag="kartenzahl">1</bedingung>'
BROKEN = '<bedingung feld="nirgends" tag="kartenzahl">1</bedingung>'


def _counting() -> tuple[dict[str, Builder], list[Instruction]]:
    built: list[Instruction] = []

    def wrap(builder: Builder) -> Builder:
        def counted(loader: Loader, ins: Instruction):  # type: ignore[no-untyped-def]
            built.append(ins)
            return builder(loader, ins)

        return counted

    return {tag: wrap(b) for tag, b in HANDLERS.items()}, built


def test_a_clean_instruction_repeated_is_built_once() -> None:
    d = definition(BODY, "".join(f'<aktion typ="links">{CLEAN}</aktion>' for _ in range(5)))
    table, built = _counting()
    loader = Loader(d)
    check_kind(loader, d.aktion, table)
    assert loader.problems == [] and len(built) == 1


def test_a_broken_instruction_is_reported_at_every_repeat() -> None:
    actions = "".join(f'\n<aktion typ="links">{BROKEN}{CLEAN}</aktion>' for _ in range(3))
    d = definition(BODY, actions)
    table, built = _counting()
    loader = Loader(d)
    check_kind(loader, d.aktion, table)
    lines = [p.line for p in loader.problems]
    assert len(lines) == 3 and len(set(lines)) == 3  # one per action, each at its own line
    assert [i.text for i in built].count("1") == 4  # the broken one 3 times, the clean once
    assert load_problems(d) == Program(d).problems
