"""`aenderung` and `lege` with every attribute; every card stays accounted for."""

from __future__ import annotations

import pytest
from actions_helpers import BUILD, cards, click, drag, evaluate, game, pile, var

from engine.actions.env import Trigger
from engine.game import Game


@pytest.fixture()
def g() -> Game:
    """a = Herz 2, Pik 7, Karo 9; b = (Karo D), Kreuz K; c empty; two `h` piles."""
    body = (
        pile(
            "a",
            "Herz 2, Pik 7, Karo 9",
            BUILD + '<var>5</var><anzeige id="z" status="inaktiv">oben</anzeige>',
        )
        + pile("b", "Kreuz K", '<sperre id="s1">c</sperre>', down="Karo D", x=8)
        + pile("c", "", BUILD, x=14)
        + pile("h", "Herz 9", BUILD, x=20)
        + pile("h", "Pik 9", BUILD, x=26)
    )
    return game(body)


def run(g: Game, text: str, trigger: Trigger | None = None) -> list[str]:
    """Run one instruction and check that no card was lost or duplicated."""
    before = sorted(g.state.all_uids())
    _, notes = evaluate(g, text, trigger)
    assert sorted(g.state.all_uids()) == before
    return notes


def test_aenderung_numbers_absolute_and_relative(g: Game) -> None:
    run(g, '<aenderung feld="a" tag="var">+3</aenderung>')
    assert var(g, "a") == 8
    run(g, '<aenderung feld="a" tag="var">-10</aenderung>')
    assert var(g, "a") == 0  # var never goes below 0
    run(g, '<aenderung feld="a" tag="var">42</aenderung>')
    assert var(g, "a") == 42
    run(g, '<aenderung feld="a" tag="max">-200</aenderung>')
    assert g.state.get_prop(1, "max") == "8"


def test_aenderung_properties(g: Game) -> None:
    run(g, '<aenderung feld="a" tag="folgewert">auf</aenderung>')
    run(g, '<aenderung feld="a" tag="folgestart">Herz K</aenderung>')
    run(g, '<aenderung feld="a" tag="startwert">D</aenderung>')
    run(g, '<aenderung feld="a" tag="gesperrt">ja</aenderung>')
    run(g, '<aenderung feld="a" tag="sicht">verdeckt</aenderung>')
    s = g.state
    assert s.get_prop(1, "folgewert") == "auf"
    assert s.get_prop(1, "folgestart") == "Herz D"
    assert s.get_prop(1, "gesperrt") == "ja"
    assert s.get_prop(1, "sicht") == "verdeckt"


def test_switches(g: Game) -> None:
    run(g, '<aenderung feld="b" tag="sperre" id="s1">inaktiv</aenderung>')
    run(g, '<aenderung feld="a" tag="anzeige" id="z">aktiv</aenderung>')
    assert g.state.get_switch(2, "sperre", "s1") is False
    assert g.state.get_switch(1, "anzeige", "z") is True


def test_sortieren_and_status(g: Game) -> None:
    run(g, '<aenderung feld="a" tag="sortieren">umdrehen</aenderung>')
    assert cards(g, "a") == ["Karo 9", "Pik 7", "Herz 2"]
    run(g, '<aenderung feld="a" tag="sortieren">mischen</aenderung>')
    assert sorted(cards(g, "a")) == ["Herz 2", "Karo 9", "Pik 7"]
    run(g, '<aenderung feld="b" tag="status">verdeckt</aenderung>')
    assert cards(g, "b") == ["(Karo D)", "(Kreuz K)"]
    run(g, '<aenderung feld="b" tag="status">offen</aenderung>')
    assert cards(g, "b") == ["(Karo D)", "Kreuz K"]


def test_tausch_swaps_property_values(g: Game) -> None:
    run(g, '<aenderung feld="a" tag="var" opt="tausch">c</aenderung>')
    assert (var(g, "a"), var(g, "c")) == (0, 5)


def test_values_from_source_and_target_cards(g: Game) -> None:
    t = drag(g, "a", "b")
    run(g, '<aenderung feld="c" tag="folgestart">quellfarbe</aenderung>', t)
    assert g.state.get_prop(3, "folgestart") == "Karo"
    run(g, '<aenderung feld="c" tag="startwert">zielwert</aenderung>', t)
    assert g.state.get_prop(3, "folgestart") == "Karo K"
    run(g, '<aenderung feld="c" tag="var">quellwert</aenderung>', t)
    assert var(g, "c") == 9


def test_ziel_id_reaches_every_field_with_the_same_id(g: Game) -> None:
    t = click(g, "h")
    run(g, '<aenderung feld="ziel" tag="var">3</aenderung>', t)
    assert [var(g, "h"), var(g, "h.2")] == [3, 0]
    run(g, '<aenderung feld="ziel" ziel="id" tag="var">4</aenderung>', t)
    assert [var(g, "h"), var(g, "h.2")] == [4, 4]


def test_lege_top_card_and_counts(g: Game) -> None:
    run(g, '<lege feld="a">c</lege>')
    assert cards(g, "c") == ["Karo 9"]
    run(g, '<lege feld="c" anz="1" typ="verdeckt">a</lege>')
    assert cards(g, "a")[-1] == "(Karo 9)"
    run(g, '<lege feld="a" anz="offen">c</lege>')  # only face-up ones: at least one
    assert cards(g, "c") == ["(Karo 9)"]


def test_lege_anz_offen_takes_all_face_up(g: Game) -> None:
    run(g, '<lege feld="a" anz="offen">c</lege>')
    assert cards(g, "c") == ["Herz 2", "Pik 7", "Karo 9"]


def test_lege_startpos_zielpos_richtung(g: Game) -> None:
    run(g, '<lege feld="a" startpos="1" anz="2">h</lege>')
    assert cards(g, "h") == ["Herz 9", "Herz 2", "Pik 7"]
    assert cards(g, "h.2") == ["Pik 9", "Herz 2", "Pik 7"] or cards(g, "a") == []
    g2 = game(pile("a", "Herz 2, Pik 7, Karo 9") + pile("c", "Kreuz 3, Kreuz 4", x=8))
    run(g2, '<lege feld="a" startpos="-2" zielpos="1" richtung="rueckwaerts">c</lege>')
    assert cards(g2, "c") == ["Karo 9", "Pik 7", "Kreuz 3", "Kreuz 4"]
    run(g2, '<lege feld="c" zielpos="-1">a</lege>')  # under the top card
    assert cards(g2, "a") == ["Kreuz 4", "Herz 2"]


def test_lege_zielpos_zufall_is_deterministic() -> None:
    def result(seed: int) -> list[str]:
        g2 = game(pile("a", "Herz 2") + pile("c", "Kreuz 3, Kreuz 4, Kreuz 5", x=8), seed=seed)
        run(g2, '<lege feld="a" zielpos="zufall">c</lege>')
        return cards(g2, "c")

    assert result(5) == result(5)
    assert {tuple(result(s)) for s in range(30)} >= {
        ("Herz 2", "Kreuz 3", "Kreuz 4", "Kreuz 5"),
        ("Kreuz 3", "Kreuz 4", "Kreuz 5", "Herz 2"),
    }


def test_lege_from_repeated_ids_and_to_repeated_targets(g: Game) -> None:
    run(g, '<lege feld="h">c</lege>')
    assert cards(g, "c") == ["Herz 9", "Pik 9"]
    run(g, '<lege feld="a">h</lege>')  # each target gets one card
    assert cards(g, "h") == ["Karo 9"] and cards(g, "h.2") == ["Pik 7"]


def test_lege_opt_erlaubt_and_einmal(g: Game) -> None:
    # Karo 9 may not go on Herz 9 or Pik 9 (folgewert ab): erlaubt lays nothing.
    run(g, '<lege feld="a" opt="erlaubt">h</lege>')
    assert cards(g, "a")[-1] == "Karo 9"
    g2 = game(
        pile("a", "Herz 2, Pik 8")
        + pile("h", "Herz 9", BUILD, x=8)
        + pile("h", "Pik 9", BUILD, x=14)
    )
    run(g2, '<lege feld="a" opt="erlaubt,einmal">h</lege>')
    assert cards(g2, "h") == ["Herz 9", "Pik 8"] and cards(g2, "h.2") == ["Pik 9"]


def test_lege_opt_erlaubt_respects_the_sources_schiebsperre() -> None:
    g2 = game(
        pile("a", "Herz 2, Pik 8", '<schiebsperre id="q">h</schiebsperre>')
        + pile("b", "Kreuz 8")
        + pile("h", "Herz 9", BUILD, x=8)
    )
    run(g2, '<lege feld="a" opt="erlaubt">h</lege>')
    assert cards(g2, "h") == ["Herz 9"]  # a may not move onto h
    run(g2, '<lege feld="b" opt="erlaubt">h</lege>')
    assert cards(g2, "h") == ["Herz 9", "Kreuz 8"]


def test_lege_umschichten(g: Game) -> None:
    g2 = game(
        pile("h", "Herz 9, Herz 8", BUILD)
        + pile("h", "Pik 10, Pik 9, Karo 8", BUILD, x=8)
        + pile("h", "Kreuz 10", BUILD, x=14)
    )
    # auf: only onto a pile at least as big as the source (target + n > source).
    # h -> h.2 (3+1 > 2), h -> h.3 (1+1 > 1), h.2 -> nothing, h.3 (2) -> h.2 (4+1 > 2).
    run(g2, '<lege feld="h" umschichten="auf">h</lege>')
    assert [len(cards(g2, n)) for n in ("h", "h.2", "h.3")] == [0, 5, 1]
    g3 = game(pile("h", "Herz 9, Herz 8, Herz 7", BUILD) + pile("h", "Pik 10", BUILD, x=8))
    run(g3, '<lege feld="h" umschichten="ab">h</lege>')
    assert [len(cards(g3, n)) for n in ("h", "h.2")] == [2, 2]


def test_lege_tausch(g: Game) -> None:
    run(g, '<lege feld="a" opt="tausch">h</lege>')
    assert cards(g, "a")[-1] == "Herz 9" and cards(g, "h") == ["Karo 9"]
    assert cards(g, "h.2") == ["Pik 9"]  # only the first pair
    g2 = game(pile("a", "Herz 2, Pik 7, Karo 9") + pile("c", "Kreuz 3", x=8))
    run(g2, '<lege feld="a" opt="tausch" anz="2">c</lege>')
    assert cards(g2, "a") == ["Herz 2", "Kreuz 3"] and cards(g2, "c") == ["Pik 7", "Karo 9"]


def test_lege_legezahl_and_folge(g: Game) -> None:
    g2 = game(pile("a", "Herz 2, Pik 9, Herz 8", BUILD) + pile("c", "", BUILD, x=8))
    t = drag(g2, "a", "c", 2)
    run(g2, '<lege feld="quelle" anz="legezahl">ziel</lege>', t)
    assert cards(g2, "c") == ["Pik 9", "Herz 8"]
    g3 = game(pile("a", "Herz 2, Pik 9, Herz 8", BUILD) + pile("c", "", BUILD, x=8))
    run(g3, '<lege feld="a" anz="folge">c</lege>')
    assert cards(g3, "c") == ["Pik 9", "Herz 8"]


def test_lege_turns_up_an_exposed_card() -> None:
    g2 = game(pile("a", "Herz 2", down="Pik 9") + pile("c", "", x=8))
    run(g2, '<lege feld="a">c</lege>')
    assert cards(g2, "a") == ["Pik 9"]


def test_lege_links(g: Game) -> None:
    g2 = game(
        pile("e", "")
        + pile("z", "", '<beziehung id="vor">e</beziehung>', x=6)
        + pile("d", "Herz 5", '<beziehung id="vor">z</beziehung>', x=10)
    )
    run(g2, '<lege feld="ziel">ziel#vor#vor</lege>', click(g2, "d"))
    assert cards(g2, "e") == ["Herz 5"]


def test_lege_tausch_with_positions() -> None:
    g2 = game(pile("a", "Herz 2, Pik 7, Karo 9") + pile("c", "Kreuz 3, Kreuz 4, Kreuz 5", x=8))
    run(g2, '<lege feld="a" opt="tausch" startpos="1" anz="1" zielpos="2">c</lege>')
    # a's bottom card trades places with c's second card
    assert cards(g2, "a") == ["Kreuz 4", "Pik 7", "Karo 9"]
    assert cards(g2, "c") == ["Kreuz 3", "Herz 2", "Kreuz 5"]


def test_lege_tausch_gives_back_fewer_when_short() -> None:
    g2 = game(pile("a", "Herz 2, Pik 7, Karo 9") + pile("c", "Kreuz 3", x=8))
    run(g2, '<lege feld="a" opt="tausch" anz="3" typ="verdeckt">c</lege>')
    assert cards(g2, "a") == ["(Kreuz 3)"]
    assert cards(g2, "c") == ["(Herz 2)", "(Pik 7)", "(Karo 9)"]


def test_lege_startpos_beyond_the_pile_lays_nothing() -> None:
    g2 = game(pile("a", "Herz 2") + pile("c", "", x=8))
    notes = run(g2, '<lege feld="a" startpos="3">c</lege>')
    assert cards(g2, "c") == [] and notes == ["nothing laid"]
