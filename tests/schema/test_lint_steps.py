"""The action rules read compiled instructions (container-free files) or the tree: same problems."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import LoadError
from engine.xmlread import parse_bytes
from schema.lint import _compile_first
from schema.lintctx import LintContext, tree_rules
from tests.schema.conftest import DATA, edit
from tests.schema.mutate import mutants

ROOT = Path(__file__).parents[2]

# Actions whose children trip the action rules: references, locks, values, card queries,
# menus, messages, repeated conditions, legezahl outside legen, unknown children, comments.
_ACTIONS = (
    '<aktion typ="klick"><setze id="menu">abcdefg</setze><erfolg>ende</erfolg></aktion>',
    '<aktion typ="klick"><meldung antwort="a\\nb\\nc\\nd">x\\ny\\nz\\nw\\nv\\nq</meldung></aktion>',
    '<aktion typ="klick"><bedingung feld="ziel" tag="id">a</bedingung>'
    '<bedingung feld="ziel" tag="id">s</bedingung><erfolg>ende</erfolg></aktion>',
    '<aktion typ="legen"><bedingung feld="ziel" tag="id">a</bedingung>'
    '<bedingung feld="ziel" tag="id">s</bedingung><setze id="menu">abcdefgh</setze>'
    '<meldung antwort="1\\n2\\n3\\n4">l</meldung><erfolg>ende</erfolg></aktion>',
    '<aktion typ="klick"><bedingung feld="@legestapel" tag="legezahl">1</bedingung>'
    '<lege feld="quelle" anz="legezahl">ziel</lege><erfolg feld="@legestapel">ende</erfolg>'
    '<foo feld1="@legestapel"/></aktion>',
    '<aktion typ="klick"><bedingung feld="ziel" tag="sperre" id="zz">ja</bedingung>'
    '<aenderung feld="ziel" tag="anzeige">1</aenderung>'
    '<vergleich feld1="ziel" feld2="quelle" typ="wert">bogus</vergleich>'
    '<vergleich typ="summe">x</vergleich><bedingung feld="ziel" tag="karte">Zz</bedingung>'
    '<aenderung feld="ziel" tag="max">abc</aenderung>'
    '<aenderung feld="ziel#nix" tag="sortieren">foo</aenderung>'
    '<aenderung feld="ziel" opt="tausch">a nope</aenderung><setze id="ziel">nope</setze>'
    "<misserfolg>wiederholung</misserfolg><erfolg>weg</erfolg></aktion>",
    '<aktion typ="klick"><bedingung feld="ziel" tag="startfarbe">Blau</bedingung>'
    '<aenderung feld="ziel" tag="kartenzahl">+3</aenderung>'
    '<aenderung feld="ziel" tag="var">viele</aenderung>'
    '<bedingung feld="ziel" tag="kartenzahl"></bedingung></aktion>',
    '<beginn><bedingung feld="ziel" tag="id">a</bedingung><!-- c -->'
    '<lege feld="quelle">z<!-- x -->iel</lege></beginn>',
)


def _problems(data: bytes, *, steps: bool) -> list[dict[str, object]] | None:
    """The raw-tree rules' problems, with the compiled instructions or without."""
    try:
        parsed = parse_bytes(data, "m.xml")
    except LoadError:
        return None
    if parsed.root.tag != "spiel":
        return None
    ctx = LintContext(parsed)
    if steps:
        _compile_first(ctx)
    for rule in tree_rules():
        rule(ctx)
    return [p.to_json() for p in ctx.problems]


def _sources() -> list[bytes]:
    paths = sorted((ROOT / "games").glob("*.xml")) + sorted((DATA / "valid").glob("*.xml"))
    found = [path.read_bytes() for path in paths]
    # A game without regel/level containers (the compiled instructions are read).
    plain = (ROOT / "games" / "freecell.xml").read_text(encoding="utf-8")
    found.append(edit("</spiel>", "".join(_ACTIONS) + "</spiel>", plain).encode())
    return found


def test_actions_read_from_compiled_instructions() -> None:
    data = _sources()[-1]
    parsed = parse_bytes(data, "m.xml")
    ctx = LintContext(parsed)
    _compile_first(ctx)
    assert ctx.steps is not None and ctx.defs is not None
    assert len(ctx.steps) == len(ctx.index.actions)
    codes = {p["code"] for p in _problems(data, steps=True) or []}
    assert {"menu-too-long", "meldung-lines", "legezahl-outside-legen", "unknown-lock"} <= codes


def test_no_compiled_instructions_with_containers() -> None:
    data = edit("</spiel>", '<level ab="1"><karten>52</karten></level></spiel>')
    ctx = LintContext(parse_bytes(data.encode(), "m.xml"))
    _compile_first(ctx)
    assert ctx.steps is None


@pytest.mark.parametrize("index", range(len(_sources())))
def test_same_problems_either_way(index: int) -> None:
    data = _sources()[index]
    for variant in [data, *(m.data for m in mutants(data, limit=40, seed=3))]:
        assert _problems(variant, steps=True) == _problems(variant, steps=False)
