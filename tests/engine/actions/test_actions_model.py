"""The compiled model: handler table, instruction ids and text, load-time problems."""

from __future__ import annotations

from actions_helpers import BUILD, definition, pile, problems

from engine.actions import HANDLERS, Program, make_hooks, program_for
from engine.actions.model import Loader, build_step, render
from engine.compile_actions import INSTRUCTION_TAGS
from engine.definition import Instruction

BODY = pile("a", "Herz 2", BUILD) + pile("b", "Karo 6", BUILD, x=8)


def test_every_instruction_tag_has_a_handler() -> None:
    assert set(HANDLERS) == set(INSTRUCTION_TAGS)


def test_unknown_instruction_kind_fails_at_load_time() -> None:
    loader = Loader(definition(BODY))
    step = build_step(loader, Instruction("a0.0", "zaubern", (), "", 7), HANDLERS, 0)
    assert [p.code for p in loader.problems] == ["unknown-instruction"]
    assert loader.problems[0].line == 7
    assert step.check is False  # an unusable effect does nothing


def test_steps_keep_ids_lines_and_text() -> None:
    d = definition(
        BODY,
        '\n<aktion typ="legen">\n'
        '<lege feld="quelle" anz="legezahl">ziel</lege>\n'
        '<bedingung feld="ziel" tag="kartenzahl" beziehung="groesser">0'
        "</bedingung>\n</aktion>",
    )
    action = Program(d).kinds["aktion"][0]
    assert [(s.iid, s.line, s.check) for s in action.steps] == [
        ("a0.1", 4, True),
        ("a0.0", 3, False),
    ]
    assert [s.text for s in action.steps] == [
        "bedingung ziel kartenzahl groesser 0",
        "lege quelle anz=legezahl ziel",
    ]
    assert render(d.aktion[0].instructions[0]) == "lege quelle anz=legezahl ziel"


def test_bad_values_are_problems_with_lines() -> None:
    found = problems(
        BODY,
        '<aktion typ="links">'
        '<bedingung feld="a" tag="farbe">1</bedingung>'
        '<bedingung feld="a" tag="var" beziehung="fast">1</bedingung>'
        '<bedingung feld="a" tag="karte">Blau</bedingung>'
        '<vergleich feld1="a" feld2="b" typ="farbe">bunt</vergleich>'
        '<aenderung feld="a" tag="kartenzahl">3</aenderung>'
        '<aenderung feld="a" tag="var">viel</aenderung>'
        '<aenderung feld="a" tag="sperre">an</aenderung>'
        '<lege feld="a" zielpos="oben" opt="schnell">b</lege>'
        '<sound>laut</sound><warte>kurz</warte><setze id="x">a</setze>'
        "<spielende>remis</spielende></aktion>",
    )
    codes = [p.split(":")[0] for p in found]
    assert codes.count("bad-value") == 11 and "read-only" in codes and "bad-card" in codes


def test_unknown_ids_and_links_are_warnings() -> None:
    found = problems(BODY, '<aktion typ="links"><lege feld="nirgends">a#weg</lege></aktion>')
    assert found == [
        "unknown-field: aktion (line 1): <lege>: no field has the id 'nirgends'",
        "unknown-field: aktion (line 1): <lege>: no field defines a beziehung named 'weg'",
    ]


def test_programs_are_compiled_once_per_definition() -> None:
    d = definition(BODY, '<aktion typ="links"><sound>legen</sound></aktion>')
    assert program_for(d) is program_for(d)
    assert make_hooks(d).program is make_hooks(d).program


def test_load_problems_equal_the_compiled_programs_problems() -> None:
    from pathlib import Path

    from engine.actions.program import load_problems
    from engine.compile import compile_game
    from engine.errors import EngineError
    from engine.xmlread import parse_bytes
    from tests.fuzz.mutator import mutate

    games = sorted((Path(__file__).parents[3] / "games").glob("*.xml"))
    assert games
    checked = with_problems = 0
    for path in games:
        data = path.read_bytes()
        for seed in range(6):
            try:
                game = compile_game(parse_bytes(mutate(path.name, data, seed).data))
            except EngineError:
                continue  # a mutant the compiler refuses has no program
            expected = Program(game).problems
            assert load_problems(game) == expected, (path.name, seed)
            checked += 1
            with_problems += bool(expected)
    assert checked > 50 and with_problems > 0
