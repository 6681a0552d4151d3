"""Every lint rule: one edit of the clean base game triggers it, the base itself does not."""

from __future__ import annotations

import pytest

from schema import CODES, check_bytes
from tests.schema.conftest import BASE, edit, line_of

STOCK = '<feld id="stock" x="2" y="2" typ="stock">'
T1 = '<feld id="t1" x="10" y="12" typ="stapel">'
PAAR_END = "<erfolg>naechste</erfolg>"
UMDREHEN = '<aktion typ="klick" id="umdrehen">'

# code -> (old snippet, new snippet that triggers it, snippet marking the reported line or None)
CASES: dict[str, tuple[str, str, str | None]] = {
    "action-bad-pick": (
        '<aktion typ="legen" id="paar">',
        '<aktion typ="legen" id="paar"><bedingung feld="@legestapel" tag="start">K</bedingung>',
        'tag="start"',
    ),
    "action-bad-relation": (
        '<aktion typ="legen" id="paar">',
        '<aktion typ="legen" id="paar"><bedingung feld="ziel" '
        'tag="folgefarbe" beziehung="groesser">gleich</bedingung>',
        'beziehung="groesser"',
    ),
    "action-read-only": (
        '<aenderung feld="ziel" tag="status">offen</aenderung>',
        '<aenderung feld="ziel" tag="kartenzahl">3</aenderung>',
        'tag="kartenzahl"',
    ),
    "missing-tag": ("<version>3</version>", "", None),
    "tag-order": (
        "<levelmax>2</levelmax>\n  <karten>52</karten>",
        "<karten>52</karten>\n  <levelmax>2</levelmax>",
        "<levelmax>2",
    ),
    "window-range": ('fenster="60x40"', 'fenster="30x18"', None),
    "unknown-value": (
        "<folgeschieb>offen</folgeschieb>",
        "<folgeschieb>farbig</folgeschieb>",
        "<folgeschieb>",
    ),
    "unknown-variant": ('<regel id="eins">\n', '<regel id="einfach">\n', '<regel id="einfach">'),
    "too-many-variants": (
        '<regel id="eins">one card per click, one pass</regel>',
        "".join(f'<regel id="v{i}">x</regel>' for i in range(9)),
        '<regel id="v7">',
    ),
    "regel-before-regelwerk": (
        "<bemerkung>",
        '<regel id="drei"><add typ="einzel">Joker</add></regel><bemerkung>',
        '<regel id="drei"><add',
    ),
    "duplicate-variant": ('<regel id="eins">one', '<regel id="drei">one', '<regel id="drei">one'),
    "level-bounds": ('<level ab="1">', "<level>", "<level>"),
    "level-range": ('<level ab="1">', '<level ab="5">', '<level ab="5">'),
    "bad-id": ('<feld id="zelle"', '<feld id="zel_le"', '<feld id="zel_le"'),
    "reserved-id": ('<vorlage id="haus"', '<vorlage id="grund"', '<vorlage id="grund"'),
    "duplicate-template": (
        '<feld id="stock"',
        '<vorlage id="haus" typ="stapel"/>\n  <feld id="stock"',
        '<vorlage id="haus" typ="stapel"/>',
    ),
    "duplicate-action": (
        'id="paar"',
        'id="umdrehen"',
        'id="umdrehen">\n    <bedingung feld="ziel" tag="id"',
    ),
    "duplicate-link": (
        '<beziehung id="nachbar">t2</beziehung>',
        '<beziehung id="nachbar">t2</beziehung><beziehung id="nachbar">g</beziehung>',
        '<beziehung id="nachbar">t2</beziehung><bez',
    ),
    "unknown-field": ("<quelle>abwurf</quelle>", "<quelle>abwruf</quelle>", "<quelle>abwruf"),
    "unknown-link": ('feld2="ziel#nachbar"', 'feld2="t1#links"', "<vergleich"),
    "unknown-lock": ('tag="sperre" id="zu"', 'tag="sperre" id="auf"', 'tag="sperre" id="auf"'),
    "unknown-type": (
        '<feld id="zelle" x="50" y="12" typ="keller">',
        '<feld id="zelle" x="50" y="12" typ="kellr">',
        '<feld id="zelle"',
    ),
    "lege-later": (
        '<lege typ="offen" quelle="stock">frei</lege>\n    <beziehung id="nachbar">t2',
        '<lege typ="offen" quelle="t2">frei</lege>\n    <beziehung id="nachbar">t2',
        '<lege typ="offen" quelle="t2">',
    ),
    "lege-no-cards": (
        '<lege typ="offen" quelle="stock">frei</lege>\n    <beziehung id="nachbar">t2',
        '<lege typ="offen" quelle="abwurf">frei</lege>\n    <beziehung id="nachbar">t2',
        '<lege typ="offen" quelle="abwurf">',
    ),
    "no-stock": ('typ="stock">', 'typ="stapel">', None),
    "stock-not-first": (STOCK, '<feld id="extra" x="2" y="30" typ="abwurf"/>\n  ' + STOCK, STOCK),
    "stock-template": (
        '<vorlage id="haus" typ="grund"',
        '<vorlage id="haus" typ="stock"',
        '<vorlage id="haus"',
    ),
    "bad-karten": ("<karten>52</karten>", "<karten>50</karten>", "<karten>"),
    "empty-deck": (
        '<karten>52</karten>\n  <add typ="einzel">Joker</add>',
        "<karten>52x0</karten>",
        None,
    ),
    "too-many-cards": (
        '<karten>52</karten>\n  <add typ="einzel">Joker</add>',
        '<karten>52x4</karten>\n  <add typ="einzel">Joker</add>',
        "<add typ",
    ),
    "bad-card": (
        "<folgestart>K</folgestart>",
        "<folgestart>Hertz K</folgestart>",
        "<folgestart>Hertz",
    ),
    "random-offset": (
        "<folgestart>K</folgestart>",
        "<folgestart>zufallswert+12</folgestart>",
        "<folgestart>zufallswert",
    ),
    "overdeal": (
        '<lege typ="verdeckt" quelle="stock" anz="4">',
        '<lege typ="verdeckt" quelle="stock" anz="60">',
        '<feld id="vorrat"',
    ),
    "max-missing": (
        "<max>13</max>\n    <richtung>unten</richtung>\n    <eng>8</eng>\n    "
        "<folgestart>K</folgestart>",
        "<folgestart>K</folgestart>",
        '<feld id="t2"',
    ),
    "off-window": (
        '<feld id="zelle" x="50" y="12"',
        '<feld id="zelle" x="62" y="12"',
        '<feld id="zelle"',
    ),
    "overlap": (
        '<feld id="zelle" x="50" y="12"',
        '<feld id="zelle" x="12" y="14"',
        '<feld id="zelle"',
    ),
    "punktemax-unreachable": (
        "<punktemax>52</punktemax>",
        "<punktemax>60</punktemax>",
        "<punktemax>",
    ),
    "bad-kuerzel": ('kuerzel="H"', 'kuerzel="\u00e4"', "<vorlage"),
    "wiederholung-one": (
        "<wiederholung>0</wiederholung>",
        "<wiederholung>1</wiederholung>",
        "<wiederholung>1",
    ),
    "unknown-action": (PAAR_END, "<erfolg>umdrehn</erfolg>", "<erfolg>umdrehn"),
    "misserfolg-wiederholung": (
        "<misserfolg>ende</misserfolg>",
        "<misserfolg>wiederholung</misserfolg>",
        "<misserfolg>",
    ),
    "action-never-runs": (
        UMDREHEN,
        '<aktion typ="klick" id="immer"><sound>legen</sound></aktion>\n  ' + UMDREHEN,
        UMDREHEN,
    ),
    "action-loops": (
        UMDREHEN,
        '<aktion typ="mitte" id="kreis"><sound>legen</sound>'
        "<erfolg>wiederholung</erfolg></aktion>\n  " + UMDREHEN,
        '<aktion typ="mitte"',
    ),
    "action-may-loop": (PAAR_END, "<misserfolg>anfang</misserfolg>", "<misserfolg>"),
    "jump-loops-unchanged": (
        UMDREHEN,
        '<aktion typ="mitte" id="warten"><bedingung feld="ziel" tag="id">t1</bedingung>'
        "<erfolg>warten</erfolg></aktion>\n  " + UMDREHEN,
        "<erfolg>warten",
    ),
    "legezahl-outside-legen": (
        '<bedingung feld="ziel" tag="status">',
        '<bedingung feld="ziel" tag="legezahl">1</bedingung><bedingung feld="ziel" tag="status">',
        'tag="legezahl"',
    ),
    "bad-action-value": (
        'tag="status">verdeckt</bedingung>',
        'tag="status">verdekt</bedingung>',
        'tag="status">verdekt',
    ),
    "menu-too-long": (
        '<setze id="menu">AUTO</setze>',
        '<setze id="menu">AUTOMATIK</setze>',
        "<setze",
    ),
    "meldung-buttons": ('antwort="Ja\\nNein"', 'antwort="A\\nB\\nC\\nD"', "<meldung"),
    "meldung-lines": ("Keep going?", "a\\nb\\nc\\nd\\ne\\nf", "<meldung"),
    "cards-in-memory": ("<punktemax>52</punktemax>", "<punktemax>52</punktemax>", None),
    "sub-absent": (
        '<add typ="einzel">Joker</add>',
        '<add typ="einzel">Joker</add>\n  '
        '<sub typ="einzel">Herz 7</sub><sub typ="einzel">Herz 7</sub>',
        '<sub typ="einzel">Herz 7</sub><sub',
    ),
    "bad-familie": ('<add typ="einzel">Joker</add>', '<add typ="familie">Herz 7</add>', "<add"),
    "bad-einzel": ('<add typ="einzel">Joker</add>', '<add typ="einzel">Herz</add>', "<add"),
    "sub-joker": ('<add typ="einzel">Joker</add>', '<sub typ="einzel">Joker</sub>', "<sub"),
    "xsd-unknown-tag": (
        "<folgefarbe>gleich</folgefarbe>",
        "<folgefarb>gleich</folgefarb>",
        "<folgefarb>",
    ),
    "xsd-misplaced-tag": ("<spielende>sieg</spielende>", "<max>1</max>", "<max>1</max>"),
    "xsd-unknown-attribute": (
        '<lege typ="verdeckt" quelle="stock" anz="4">',
        '<lege typ="verdeckt" quelle="stock" anzahl="4">',
        '<lege typ="v',
    ),
    "xsd-missing-attribute": (
        '<feld id="zelle" x="50" y="12"',
        '<feld id="zelle" x="50"',
        '<feld id="zelle"',
    ),
    "xsd-bad-value": (
        "<folgefarbe>wechsel</folgefarbe>",
        "<folgefarbe>wechsle</folgefarbe>",
        "<folgefarbe>wechsle",
    ),
    "xsd-text": (
        "<richtung>rechts</richtung>",
        "<richtung>rechts</richtung> stray words",
        '<feld id="abwurf"',
    ),
}
# Rules whose trigger is not a simple edit of the base game are covered elsewhere.
ELSEWHERE = {
    "xml-syntax",
    "xml-too-large",
    "xml-too-deep",
    "xml-binary",
    "xml-doctype",
    "xml-entity",
    "xml-encoding",
    "io",
    "xsd-root",
    "xsd-other",
    "cards-in-memory",
    "rank-not-in-set",
    # Engine load problems the lint rules above already catch as their own codes:
    "action-one-target",
    "action-bad-value",
}


def _problems(text: str) -> list:  # type: ignore[type-arg]
    return check_bytes(text.encode("utf-8"), "game.xml")


def test_base_game_is_clean() -> None:
    assert _problems(BASE) == []


def test_every_code_has_a_case() -> None:
    assert set(CODES) - set(CASES) - ELSEWHERE == set()


@pytest.mark.parametrize("code", sorted(set(CASES) - ELSEWHERE))
def test_rule_triggers_on_its_line(code: str) -> None:
    old, new, marker = CASES[code]
    text = edit(old, new)
    found = [p for p in _problems(text) if p.code == code]
    assert found, f"{code} not reported"
    assert all(p.severity == CODES[code].severity for p in found)
    if marker is not None:
        assert line_of(text, marker) in {p.line for p in found}, found


def test_cards_in_memory() -> None:
    text = edit("</spiel>", "") + '<add typ="einzel">Joker</add></spiel>'
    text = text.replace("</spiel><add", "<add")
    text = edit('<feld id="stock"', '<add typ="einzel">Herz 2</add>\n  <feld id="stock"', text)
    text = edit("<ende", '<add typ="einzel">Herz 3</add>\n  <ende', text)
    assert "cards-in-memory" in {p.code for p in _problems(text)}


def test_xsd_root() -> None:
    assert [p.code for p in check_bytes(b"<game/>")] == ["xsd-root"]


def test_near_misses_stay_clean() -> None:
    near = [
        ("<misserfolg>ende</misserfolg>", "<misserfolg>naechste</misserfolg>"),
        ('<level ab="1">', '<level ab="1" bis="2">'),
        ("<folgestart>K</folgestart>", "<folgestart>zufallswert-9</folgestart>"),
        ('<feld id="zelle" x="50" y="12"', '<feld id="zelle" x="56" y="34"'),
        ('<feld id="zelle" x="50" y="12"', '<feld id="zelle" x="-1" y="-1"'),
        ('<setze id="menu">AUTO</setze>', '<setze id="ziel">t2#nachbar</setze>'),
        ('antwort="Ja\\nNein"', 'antwort="A\\nB\\nC"'),
    ]
    for old, new in near:
        assert _problems(edit(old, new)) == [], new


def test_rank_not_in_set() -> None:
    text = edit(
        "<folgestart>K</folgestart>",
        "<folgestart>2</folgestart>",
        edit("<karten>52</karten>", "<karten>32</karten>"),
    )
    found = [p for p in _problems(text) if p.code == "rank-not-in-set"]
    assert [p.line for p in found] == [line_of(text, "<folgestart>2")]


def test_lint_rules_doc_is_current_and_complete() -> None:
    from pathlib import Path

    from schema.codes import markdown

    doc = (Path(__file__).parents[2] / "docs" / "lint-rules.md").read_text(encoding="utf-8")
    assert doc == markdown(), "regenerate docs/lint-rules.md"
    for code in CODES:
        assert f"| `{code}` |" in doc


def test_action_values_per_property() -> None:
    bad = [
        (
            'typ="wert" karte1="1">kleiner</vergleich>',
            'typ="wert" karte1="1">kleinr</vergleich>',
            "did you mean 'kleiner'",
        ),
        (
            'tag="kartenzahl" beziehung="groesser">12<',
            'tag="kartenzahl" beziehung="groesser">x<',
            "expected",
        ),
        ('tag="sperre" id="zu">aktiv<', 'tag="sperre" id="zu">an<', "aktiv"),
    ]
    for old, new, words in bad:
        found = [p for p in _problems(edit(old, new)) if p.code == "bad-action-value"]
        assert found and words in found[0].message, new
    good = [
        ('tag="kartenzahl" beziehung="groesser">12<', 'tag="var" beziehung="groesser">12<'),
        ('<aenderung feld="ziel" tag="status">offen', '<aenderung feld="ziel" tag="var">+2'),
    ]
    for old, new in good:
        assert _problems(edit(old, new)) == [], new


# A value of the right type for each property an action may change (engine/actions/change.py).
_CHANGE_VALUES = {
    "max": "5",
    "folgestart": "K",
    "folgeende": "A",
    "folgefarbe": "wechsel",
    "folgewert": "ab",
    "folgeschieb": "einzeln",
    "einschub": "hinten",
    "fuellen": "stock",
    "sicht": "1",
    "sichtbar": "komplett",
    "gesperrt": "ja",
    "auto": "ja",
    "var": "+1",
    "rand": "einfach",
    "wiederholung": "2",
    "startfarbe": "Herz",
    "startwert": "A",
    "aufdecken": "manuell",
    "blindstart": "K",
    "status": "offen",
    "sortieren": "mischen",
}


def test_schema_and_engine_agree_on_what_an_action_may_change() -> None:
    from engine.props import QUERYABLE, WRITABLE
    from schema.vocab_tagtypes import CHANGEABLE

    assert set(WRITABLE) <= set(_CHANGE_VALUES)
    old = '<aenderung feld="ziel" tag="status">offen</aenderung>'
    for tag, value in _CHANGE_VALUES.items():
        assert tag in CHANGEABLE, tag
        found = _problems(edit(old, f'<aenderung feld="ziel" tag="{tag}">{value}</aenderung>'))
        assert found == [], (tag, found)
    # Checks worked out from the pile hold nothing to set: the schema refuses the tag and
    # the action loader says why, without a third complaint about the value.
    for tag in sorted(set(QUERYABLE) - set(CHANGEABLE)):
        found = _problems(edit(old, f'<aenderung feld="ziel" tag="{tag}">K</aenderung>'))
        codes = {p.code for p in found}
        assert codes == {"xsd-bad-value", "action-read-only"}, (tag, found)


def test_naechste_loops_only_through_actions_without_effects() -> None:
    cond = '<bedingung feld="ziel" tag="id">t1</bedingung>'
    back = f'<aktion typ="mitte" id="b">{cond}<erfolg>a</erfolg><misserfolg>a</misserfolg></aktion>'

    def loops(jump: str, between: str) -> list[tuple[int, str]]:
        first = f'<aktion typ="mitte" id="a">{cond}<{jump}>naechste</{jump}></aktion>\n  '
        text = edit(UMDREHEN, first + between + UMDREHEN)
        found = [(p.line - line_of(text, 'id="a"'), p.code) for p in _problems(text)]
        return sorted(f for f in found if "loop" in f[1])

    # `naechste` into an action that only tests: both ways from it lead straight back
    assert (
        loops("erfolg", back + "\n  ")
        == [(0, "jump-loops-unchanged")] * 2 + [(1, "jump-loops-unchanged")] * 2
    )
    assert loops("misserfolg", back + "\n  ") == [
        (0, "jump-loops-unchanged"),
        (1, "action-may-loop"),
    ]
    # `naechste` into an action with effects: the state changes, nothing to report
    assert loops("erfolg", "") == []
