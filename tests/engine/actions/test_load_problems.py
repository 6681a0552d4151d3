"""load_problems (the linter's view): repeated instructions are built once when clean."""

from __future__ import annotations

from actions_helpers import BUILD, definition, pile

from engine.actions import HANDLERS, Program
from engine.actions.conditions import TEXT_READ, build_bedingung, checked_text
from engine.actions.model import Builder, Loader, check_kind
from engine.actions.program import CHECKED_TEXT, load_problems
from engine.definition import Instruction
from engine.errors import Problem
from engine.props import QUERYABLE

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


def test_a_condition_differing_only_in_an_unchecked_text_is_built_once() -> None:
    ids = "".join(
        f'<aktion typ="links"><bedingung feld="a" tag="id">r{n}</bedingung></aktion>'
        for n in range(4)
    )
    counts = "".join(
        f'<aktion typ="links"><bedingung feld="a" tag="kartenzahl">{n}</bedingung></aktion>'
        for n in range(3)
    )
    d = definition(BODY, ids + counts)
    table, built = _counting()
    loader = Loader(d)
    check_kind(loader, d.aktion, table, CHECKED_TEXT)
    assert loader.problems == []
    assert [i.text for i in built] == ["r0", "0", "1", "2"]
    assert load_problems(d) == Program(d).problems


def _problems(attrs: tuple[tuple[str, str], ...], text: str) -> list[Problem]:
    loader = Loader(_GAME)
    build_bedingung(loader, Instruction("a0.0", "bedingung", attrs, text, 3))
    return loader.problems


_GAME = definition(BODY)
_TEXTS = ("", "3", "-1", "x", "frei", "Herz A", "Herz", "a", "b a", "@legestapel", "nirgends")
_EXTRAS: tuple[tuple[tuple[str, str], ...], ...] = (
    (),
    (("karte", "0"),),
    (("karte", "2"),),
    (("folge", "quatsch"), ("id", "s1")),
    (("folge", "wert"), ("umschichten", "quer")),
)


def _attr_sets(tag: str) -> list[tuple[tuple[str, str], ...]]:
    found = []
    for feld in (None, "a", "@legestapel", "nirgends"):
        for rel in (None, "gleich", "kleiner", "quatsch"):
            for extra in _EXTRAS:
                attrs = [("tag", tag)]
                attrs += [("feld", feld)] if feld is not None else []
                attrs += [("beziehung", rel)] if rel is not None else []
                found.append(tuple(attrs) + extra)
    return found


def test_only_the_tags_in_text_read_report_anything_about_the_text() -> None:
    differs: set[str] = set()
    for tag in (*QUERYABLE, "", "nichts"):
        for attrs in _attr_sets(tag):
            seen = {repr(_problems(attrs, text)) for text in _TEXTS}
            if len(seen) > 1:
                differs.add(tag)
    # A tag whose build checks its text must be listed, or check_kind would skip the check
    # for a text it has not seen; listing one that checks nothing only costs builds.
    assert differs == set(TEXT_READ)
    assert checked_text(Instruction("i", "bedingung", (("tag", "id"),), "r1", 1)) is None
    assert checked_text(Instruction("i", "bedingung", (("tag", "var"),), "r1", 1)) == "r1"


def test_an_action_out_of_order_reports_as_the_program_does() -> None:
    broken_lay = '<lege feld="nirgends2" anz="zwei">a</lege>'
    broken_cmp = '<vergleich feld1="nirgends3" feld2="a" typ="wert">kleiner</vergleich>'
    actions = (
        f'\n<aktion typ="links">{broken_lay}{BROKEN}</aktion>'
        f'\n<aktion typ="links">{CLEAN}{broken_lay}{broken_cmp}{BROKEN}</aktion>'
        f'\n<aktion typ="links">{BROKEN}{broken_cmp}<unbekannt/>{broken_lay}</aktion>'
    )
    d = definition(BODY, actions)
    problems = load_problems(d)
    assert problems == Program(d).problems
    # In each action: the condition, then the comparison, then the effect (`in_order`),
    # whatever order they are written in.
    seen = [(p.line, _which(str(p.text))) for p in problems]
    assert seen == [
        (2, "bedingung"),
        (2, "anz"),
        (2, "lege"),
        (3, "bedingung"),
        (3, "vergleich"),
        (3, "anz"),
        (3, "lege"),
        (4, "bedingung"),
        (4, "vergleich"),
        (4, "anz"),
        (4, "lege"),
    ]


def _which(text: str) -> str:
    for word in ("bedingung", "vergleich", "anz", "lege"):  # "anz=..." names "legezahl"
        if word in text:
            return word
    return text
