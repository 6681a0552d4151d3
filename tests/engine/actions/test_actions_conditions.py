"""Every `bedingung` tag and relation, evaluated on fixed layouts."""

from __future__ import annotations

import pytest
from actions_helpers import BUILD, click, drag, evaluate, game, pile

from engine.actions.env import Trigger


@pytest.fixture()
def g():  # type: ignore[no-untyped-def]
    """Piles: a = Herz 3, Pik 5 (building pile); b = (Karo 2), Kreuz K; c empty; two `h`."""
    body = (
        pile("a", "Herz 3,Pik 5", BUILD + "<var>7</var>")
        + pile(
            "b",
            "Kreuz K",
            '<sperre id="s1" status="inaktiv">c</sperre>'
            '<schiebsperre id="q">c</schiebsperre><folgestart>K</folgestart>'
            '<folgeende>A</folgeende><beziehung id="vor">a</beziehung>',
            down="Karo 2",
            x=8,
        )
        + pile("c", "", BUILD + '<stopp bedingung="leer"></stopp>', x=14)
        + pile("h", "Herz 9", BUILD, x=20)
        + pile("h", "Pik 9, Herz 8", BUILD, x=26)
        + pile("k", "Kreuz 9, Karo 8", BUILD, x=32)
    )
    return game(body)


def ok(g, text: str, trigger: Trigger | None = None) -> bool:  # type: ignore[no-untyped-def]
    return evaluate(g, text, trigger)[0]


@pytest.mark.parametrize(
    ("tag", "rel", "value", "expected"),
    [
        ("kartenzahl", None, "2", True),
        ("kartenzahl", "groesser", "1", True),
        ("kartenzahl", "kleiner", "2", False),
        ("kartenzahl", "kleinergleich", "2", True),
        ("kartenzahl", "groessergleich", "3", False),
        ("kartenzahl", "ungleich", "2", False),
        ("var", None, "7", True),
        ("var", "groesser", "6", True),
        ("max", None, "208", True),
        ("id", None, "a", True),
        ("id", "ungleich", "b", True),
        ("folgewert", None, "ab", True),
        ("folgefarbe", None, "frei", True),
        ("folgestart", None, "frei", True),
        ("einschub", None, "vorn", True),
        ("sicht", None, "offen", True),
        ("sicht", None, "verdeckt", False),
        ("gesperrt", None, "nein", True),
        ("gesperrt", None, "ja", False),
        ("sichtbar", None, "komplett", True),
        ("rand", None, "einfach", True),
        ("auto", None, "", True),
        ("fuellen", None, "", True),
        ("folgeschieb", None, "", True),
        ("wiederholung", None, "0", True),
    ],
)
def test_property_conditions(g, tag: str, rel: str | None, value: str, expected: bool) -> None:  # type: ignore[no-untyped-def]
    rel_attr = f' beziehung="{rel}"' if rel else ""
    assert ok(g, f'<bedingung feld="a" tag="{tag}"{rel_attr}>{value}</bedingung>') is expected


def test_trace_values_name_the_field(g) -> None:  # type: ignore[no-untyped-def]
    passed, notes = evaluate(
        g, '<bedingung feld="a" tag="kartenzahl" beziehung="groesser">0</bedingung>'
    )
    assert passed and notes == ["kartenzahl(a) = 2"]


def test_start_values_of_folgestart(g) -> None:  # type: ignore[no-untyped-def]
    assert ok(g, '<bedingung feld="b" tag="startwert">K</bedingung>')
    assert ok(g, '<bedingung feld="b" tag="startwert" beziehung="groesser">D</bedingung>')
    assert ok(g, '<bedingung feld="b" tag="folgeende">A</bedingung>')
    assert ok(g, '<bedingung feld="b" tag="startfarbe"></bedingung>')


def test_karte_positions_and_relations(g) -> None:  # type: ignore[no-untyped-def]
    assert ok(g, '<bedingung feld="a" tag="karte">Pik 5</bedingung>')
    assert ok(g, '<bedingung feld="a" tag="karte" karte="1">Herz 3</bedingung>')
    assert ok(g, '<bedingung feld="a" tag="karte" karte="-2">3</bedingung>')
    assert not ok(g, '<bedingung feld="a" tag="karte" karte="3">frei</bedingung>')
    assert ok(g, '<bedingung feld="a" tag="karte" beziehung="kleiner">6</bedingung>')
    # With a suit in the content, the suit must match before ranks are compared.
    assert not ok(g, '<bedingung feld="a" tag="karte" beziehung="kleiner">Herz 6</bedingung>')
    assert ok(g, '<bedingung feld="a" tag="karte" beziehung="ungleich">Herz</bedingung>')
    assert ok(g, '<bedingung feld="b" tag="karte" karte="1">Karo 2</bedingung>')
    assert not ok(g, '<bedingung feld="c" tag="karte">frei</bedingung>')


def test_status_of_top_card(g) -> None:  # type: ignore[no-untyped-def]
    assert ok(g, '<bedingung feld="b" tag="status">offen</bedingung>')
    assert not ok(g, '<bedingung feld="c" tag="status">offen</bedingung>')


def test_start_and_startfolge(g) -> None:  # type: ignore[no-untyped-def]
    assert ok(g, '<bedingung feld="a" tag="start">Herz 3</bedingung>')
    assert not ok(g, '<bedingung feld="a" tag="start">Pik</bedingung>')
    assert ok(g, '<bedingung feld="a" tag="start"></bedingung>')  # folgestart frei
    # Herz 3 then Pik 5 is not a falling sequence, but any face-up cards are `offen`.
    assert not ok(g, '<bedingung feld="a" tag="startfolge"></bedingung>')
    assert ok(g, '<bedingung feld="a" tag="startfolge" folge="offen"></bedingung>')
    assert ok(g, '<bedingung feld="k" tag="startfolge"></bedingung>')
    assert ok(g, '<bedingung feld="k" tag="startfolge" folge="wertab"></bedingung>')
    assert not ok(g, '<bedingung feld="k" tag="startfolge" folge="farbe"></bedingung>')
    assert not ok(g, '<bedingung feld="b" tag="startfolge" folge="offen"></bedingung>')


def test_repeated_id_passes_on_first_matching_field(g) -> None:  # type: ignore[no-untyped-def]
    passed, notes = evaluate(g, '<bedingung feld="h" tag="kartenzahl">2</bedingung>')
    assert passed and notes == ["kartenzahl(h) = 1", "kartenzahl(h.2) = 2"]
    assert not ok(g, '<bedingung feld="h" tag="kartenzahl">3</bedingung>')


def test_sperre_and_schiebsperre_status(g) -> None:  # type: ignore[no-untyped-def]
    assert ok(g, '<bedingung feld="b" tag="sperre" id="s1">inaktiv</bedingung>')
    assert ok(g, '<bedingung feld="b" tag="schiebsperre" id="q">aktiv</bedingung>')
    assert ok(g, '<bedingung feld="b" tag="sperre" id="nope"></bedingung>')


def test_legezahl_and_legestapel(g) -> None:  # type: ignore[no-untyped-def]
    t = drag(g, "h.2", "a", 2)
    assert ok(g, '<bedingung feld="ziel" tag="legezahl">2</bedingung>', t)
    assert ok(g, '<bedingung feld="ziel" tag="legezahl" beziehung="kleiner">13</bedingung>', t)
    assert ok(g, '<bedingung feld="@legestapel" tag="kartenzahl">2</bedingung>', t)
    assert ok(g, '<bedingung feld="@legestapel" tag="karte" karte="1">Pik 9</bedingung>', t)
    assert ok(g, '<bedingung feld="@legestapel" tag="karte">Herz 8</bedingung>', t)
    clicked = click(g, "h.2", 2)
    assert ok(g, '<bedingung feld="@legestapel" tag="kartenzahl">2</bedingung>', clicked)
    assert ok(g, '<bedingung feld="ziel" tag="legezahl">0</bedingung>', clicked)


def test_quelle_ziel_and_links(g) -> None:  # type: ignore[no-untyped-def]
    t = drag(g, "a", "b")
    assert ok(g, '<bedingung feld="quelle" tag="id">a</bedingung>', t)
    assert ok(g, '<bedingung feld="ziel" tag="id">b</bedingung>', t)
    assert ok(g, '<bedingung feld="ziel#vor" tag="id">a</bedingung>', t)
    assert not ok(g, '<bedingung feld="ziel#vor#vor" tag="id">a</bedingung>', t)
    # A click has no source field: conditions on quelle fail.
    assert not ok(
        g,
        '<bedingung feld="quelle" tag="kartenzahl" beziehung="groessergleich">0</bedingung>',
        click(g, "a"),
    )


def test_legbar_with_umschichten(g) -> None:  # type: ignore[no-untyped-def]
    # k's top Karo 8 may go on a's Pik 5? No (ab needs 4). On the first h (Herz 9): yes.
    assert ok(g, '<bedingung feld="k" tag="legbar">h</bedingung>')
    assert not ok(g, '<bedingung feld="k" tag="legbar">a</bedingung>')
    # umschichten auf: target (1) + 1 > source (2) fails; ab: target 1 < source 2 holds.
    assert not ok(g, '<bedingung feld="k" tag="legbar" umschichten="auf">h</bedingung>')
    assert ok(g, '<bedingung feld="k" tag="legbar" umschichten="ab">h</bedingung>')
    # The whole dragged run counts for quelle / @legestapel.
    t = drag(g, "k", "c", 2)
    assert ok(g, '<bedingung feld="quelle" tag="legbar">c</bedingung>', t)
    assert ok(g, '<bedingung feld="@legestapel" tag="legbar">c</bedingung>', t)


def test_stopp_and_naechster(g) -> None:  # type: ignore[no-untyped-def]
    assert ok(g, '<bedingung feld="c" tag="stopp">nein</bedingung>')
    assert ok(g, '<bedingung feld="a" tag="naechster">4</bedingung>')
    assert ok(g, '<bedingung feld="h" tag="naechster">8</bedingung>')
    assert ok(g, '<bedingung feld="a" tag="naechster" beziehung="groesser">3</bedingung>')
    assert ok(g, '<bedingung feld="b" tag="naechster"></bedingung>')  # face-down rules: none


def test_unknown_field_fails_quietly(g) -> None:  # type: ignore[no-untyped-def]
    assert not ok(g, '<bedingung feld="nix" tag="kartenzahl">0</bedingung>')


def test_legbar_respects_the_sources_schiebsperre(g) -> None:  # type: ignore[no-untyped-def]
    # b's schiebsperre forbids b -> c; the same kind of card from h may go there.
    assert not ok(g, '<bedingung feld="b" tag="legbar">c</bedingung>')
    assert ok(g, '<bedingung feld="h" tag="legbar">c</bedingung>')
    assert ok(g, '<bedingung feld="b" tag="legbar" beziehung="ungleich">c</bedingung>')
