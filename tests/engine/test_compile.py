"""Compiling game files: variants, levels, templates, card sets and stock memory."""

from pathlib import Path

import pytest

from engine.cards import Suit
from engine.compile import compile_game, load_game
from engine.compile_actions import INSTRUCTION_TAGS
from engine.errors import LoadError
from engine.xmlread import parse_bytes

DATA = Path(__file__).parent / "data"


def compile_text(text: str, **kwargs: object):  # type: ignore[no-untyped-def]
    return compile_game(parse_bytes(text.encode()), **kwargs)  # type: ignore[arg-type]


def game(body: str, karten: str = "52", head: str = "") -> str:
    return (
        f'<spiel name="T" fenster="40x30"><programm>1</programm><version>1</version>{head}'
        f"<karten>{karten}</karten>{body}</spiel>"
    )


STOCK = '<feld id="stock" x="1" y="1" typ="stock"/>'


def test_variant_selects_regel_content() -> None:
    d3 = load_game(DATA / "mini_canfield.xml")
    assert d3.variant == "3aufdeck" and len(d3.fields[0].ziel) == 3
    assert d3.fields[0].wiederholung is not None and d3.fields[0].wiederholung.count is None
    d1 = load_game(DATA / "mini_canfield.xml", variant="1aufdeck")
    assert len(d1.fields[0].ziel) == 1
    assert d1.fields[0].wiederholung is not None and d1.fields[0].wiederholung.count == 0


def test_unknown_variant_is_a_load_error() -> None:
    with pytest.raises(LoadError, match="unknown variant"):
        load_game(DATA / "mini_canfield.xml", variant="nope")


def test_templates_inherit_and_extend_repeatable_tags() -> None:
    d = compile_text(
        game(
            '<vorlage id="t" typ="hilf"><max>5</max><ziel>a</ziel></vorlage>'
            + STOCK
            + '<feld id="a" x="5" y="1" typ="t"><max>7</max><ziel>b</ziel></feld>'
            '<feld id="b" x="9" y="1" typ="t" kuerzel="q"/>'
        )
    )
    a, b = d.fields[1], d.fields[2]
    assert a.max == 7 and b.max == 5
    assert [z.ids for z in a.ziel] == [("a",), ("b",)]
    assert a.base == "hilf" and a.kuerzel == "H" and b.kuerzel == "q"
    assert a.templates == ("t",)


def test_builtin_defaults() -> None:
    d = compile_text(
        game(
            STOCK + '<feld id="g" x="5" y="1" typ="grund"/><feld id="k" x="9" y="1" typ="keller"/>'
        )
    )
    assert d.fields[1].auto == ("ende",)
    assert d.fields[2].max == 1 and d.fields[2].folgestart is not None
    assert d.fields[2].folgestart.any


def test_levels() -> None:
    body = STOCK + '<level ab="2"><feld id="x" x="5" y="1" typ="stapel"/></level>'
    text = game(body, head="<levelmax>3</levelmax>")
    assert len(compile_text(text).fields) == 1
    assert len(compile_text(text, level=2).fields) == 2
    with pytest.raises(LoadError):
        compile_text(text, level=4)


@pytest.mark.parametrize(
    ("karten", "count", "two_backs"),
    [
        ("52", 52, False),
        ("32", 32, False),
        ("104", 104, True),
        ("52x3", 156, False),
        ("32x0", 0, False),
        ("64", 64, True),
    ],
)
def test_card_sets(karten: str, count: int, two_backs: bool) -> None:
    d = compile_text(game(STOCK, karten))
    assert d.card_count == count and d.two_backs == two_backs
    uids = [c.uid for _, cards in d.stock_cards for c in cards]
    assert uids == list(range(count))


def test_32_card_set_ranks() -> None:
    d = compile_text(game(STOCK, "32"))
    assert {c.rank for c in d.stock_cards[0][1]} == set(range(7, 15))


def test_add_sub_and_jokers() -> None:
    d = compile_text(
        game(
            '<add typ="familie">Herz</add><sub typ="familie">D</sub><sub typ="einzel">Pik 10</sub>'
            '<add typ="einzel">Joker</add><sub typ="einzel">Joker</sub>' + STOCK
        )
    )
    cards = d.stock_cards[0][1]
    assert len(cards) == 52 + 13 - 4 - 1 + 1  # one queen per suit goes
    assert sum(1 for c in cards if c.joker) == 1
    assert any(p.code == "sub-joker" for p in d.problems)


def test_cards_added_after_stock_wait_for_next_stock() -> None:
    d = compile_text(
        game(STOCK + '<add typ="einzel">Herz 2</add><feld id="s2" x="5" y="1" typ="stock"/>')
    )
    assert [len(cards) for _, cards in d.stock_cards] == [52, 1]
    d2 = compile_text(game(STOCK + '<add typ="einzel">Herz 2</add>'))
    assert any(p.code == "cards-in-memory" for p in d2.problems)


def test_over_208_is_ignored() -> None:
    d = compile_text(game('<add typ="familie">Herz</add>' + STOCK, "208"))
    assert d.card_count == 208
    assert any(p.code == "too-many-cards" for p in d.problems)


def test_bad_values_are_problems_not_crashes() -> None:
    d = compile_text(
        game(
            STOCK + '<feld id="a" x="5" y="1" typ="nix"><max>viele</max>'
            "<folgefarbe>wechsle</folgefarbe><folgestart>Herz Dame</folgestart>"
            "<bla/></feld>"
        )
    )
    codes = {p.code for p in d.problems}
    assert {"unknown-type", "bad-number", "unknown-value", "bad-card", "unknown-tag"} <= codes
    assert d.fields[1].folgefarbe == "wechsle"  # kept as written


def test_actions_have_stable_instruction_ids() -> None:
    d = compile_text(
        game(
            STOCK + '<beginn><lege feld="stock">stock</lege></beginn>'
            '<aktion typ="legen" id="p"><bedingung feld="ziel" tag="id">x'
            '</bedingung><vergleich feld1="quelle" feld2="ziel" typ="summe">13'
            "</vergleich><erfolg>anfang</erfolg></aktion>"
        )
    )
    assert d.beginn[0].instructions[0].iid == "a0.0"
    act = d.aktion[0]
    assert [i.iid for i in act.instructions] == ["a1.0", "a1.1"]
    assert act.erfolg == "anfang" and act.misserfolg == "naechste" and act.id == "p"


def test_an_instruction_holds_its_tag_constant_not_the_parsed_string() -> None:
    d = compile_text(
        game(
            STOCK + '<aktion typ="legen"><bedingung feld="ziel" tag="id">x</bedingung>'
            '<lege feld="ziel">quelle</lege><unbekannt/></aktion>'
        )
    )
    tags = [i.tag for i in d.aktion[0].instructions]
    assert tags == ["bedingung", "lege"]
    assert tags[0] is INSTRUCTION_TAGS[0] and tags[1] is INSTRUCTION_TAGS[3]
    assert [p.code for p in d.problems] == ["unknown-instruction"]


def test_root_must_be_spiel() -> None:
    with pytest.raises(LoadError, match="root element"):
        compile_text("<game/>")


def test_random_suit_and_field_names() -> None:
    d = compile_text(
        game(STOCK + '<feld id="g" x="5" y="1" typ="grund"/><feld id="g" x="9" y="1" typ="grund"/>')
    )
    assert d.field_name(2) == "g.2" and d.resolve_field_name("g") == 1
    assert d.resolve_field_name("#1") == 0 and d.resolve_field_name("g.3") is None
    assert Suit.HERZ.red


def test_lent_child_lists_give_the_same_game() -> None:
    """The linter lends its own child lists for files without regel/level: same result."""
    from lxml import etree

    games = Path(__file__).resolve().parents[2] / "games"
    for path in sorted(games.glob("*.xml")):
        parsed = parse_bytes(path.read_bytes(), str(path))
        if next(parsed.root.iter("regel", "level"), None) is not None:
            continue
        lists: dict[etree._Element, list[etree._Element]] = {}

        def children(
            element: etree._Element, lists: dict[etree._Element, list[etree._Element]] = lists
        ) -> list[etree._Element]:
            return lists.setdefault(element, list(element.iterchildren(etree.Element)))

        assert compile_game(parsed, children=children) == compile_game(parsed), path.name


def test_field_properties_land_in_their_own_fields() -> None:
    # compile_field makes FieldDef by position: each property must reach its own field,
    # and every other field keep the dataclass's default.
    import dataclasses

    from engine.definition import FieldDef

    body = (
        '<vorlage id="reihe" typ="stapel"><max>13</max><folgefarbe>wechsel</folgefarbe></vorlage>'
        '<feld id="r" x="5" y="7" typ="reihe" kuerzel="q"><folgewert>ab</folgewert>'
        "<richtung>unten</richtung><gesperrt>ja</gesperrt><eng>2</eng>"
        '<beziehung id="weiter">stock</beziehung></feld>'
    )
    d = compile_text(game(STOCK + body))
    f = d.fields[1]
    given = {
        "index": 1,
        "id": "r",
        "x": 5,
        "y": 7,
        "typ": "reihe",
        "base": "stapel",
        "is_stock": False,
        "kuerzel": "q",
        "templates": ("reihe",),
        "max": 13,
        "folgefarbe": "wechsel",
        "folgewert": "ab",
        "richtung": "unten",
        "gesperrt": True,
        "eng": 2,
        "beziehung": (("weiter", "stock"),),
    }
    for spec in dataclasses.fields(FieldDef):
        if spec.name == "line":
            continue
        expected = given.get(spec.name, spec.default)
        assert getattr(f, spec.name) == expected, spec.name


def test_instruction_ids_by_place_beyond_a_row() -> None:
    # Ids come from a table by place that grows past its first rows: still a{i}.{n}.
    steps = "".join(f"<meldung>m{n}</meldung>" for n in range(20))
    d = compile_text(game(STOCK + f"<aktion>{steps}</aktion><aktion>{steps}{steps}</aktion>"))
    first, second = d.aktion
    assert [i.iid for i in first.instructions] == [f"a0.{n}" for n in range(20)]
    assert [i.iid for i in second.instructions] == [f"a1.{n}" for n in range(40)]
