"""Tests for engine.rules: value and suit relations, jokers, masks, run limits."""

from __future__ import annotations

from engine_fixtures import definition

from engine import rules
from engine.cards import CardSpec
from engine.deal import deal
from engine.state import State


def test_x2_cycle() -> None:
    cycle = [1, 2, 4, 8, 3, 6, 12, 11, 9, 5, 10, 7, 1]
    for a, b in zip(cycle, cycle[1:], strict=False):
        assert rules.value_ok("x2", a, b)
    assert not any(rules.value_ok("x2", 13, b) for b in range(1, 14))


def test_steps_wrap_around() -> None:
    assert rules.value_ok("auf", 13, 1) and rules.value_ok("ab", 1, 13)
    assert rules.value_ok("auf3", 12, 2) and rules.value_ok("ab2", 2, 13)
    assert rules.value_ok("aufab", 5, 4) and rules.value_ok("aufab", 5, 6)
    assert not rules.value_ok("bogus", 5, 6)


def test_suit_words() -> None:
    assert rules.suit_ok("wechsel", 0, 2) and not rules.suit_ok("wechsel", 0, 1)
    assert rules.suit_ok("ungleich", 0, 1) and not rules.suit_ok("gleich", 0, 1)


def test_spec_masks() -> None:
    assert rules.spec_mask(CardSpec.parse("frei")) == rules.ALL
    assert bin(rules.spec_mask(CardSpec.parse("K"))).count("1") == 4
    assert bin(rules.spec_mask(CardSpec.parse("Herz"))).count("1") == 13
    assert bin(rules.spec_mask(CardSpec.parse("Herz A"))).count("1") == 1
    assert rules.spec_mask(None) == 0


def _state(body: str, extra: str = "") -> State:
    state = State(definition(body, extra=extra), seed=1)
    deal(state)
    return state


def test_joker_top_takes_the_value_below() -> None:
    state = _state(
        '<feld id="s" x="-1" y="-1" typ="stock"/>'
        '<feld id="b" x="1" y="1" typ="stapel"><max>9</max><folgestart>frei</folgestart>'
        "<folgewert>ab</folgewert><folgefarbe>gleich</folgefarbe>"
        '<lege typ="offen" quelle="s">Herz 9</lege><lege typ="offen" quelle="s">Joker</lege></feld>',
        extra='<add typ="einzel">Joker</add>',
    )
    top = rules.top_states(state, 1)
    assert top == 1 << (1 * 13 + 8 - 1)  # Herz 8
    accepted = rules.accept_states(state, 1)
    assert accepted == (1 * 13 + 7 - 1,)  # only Herz 7


def test_pick_limit_follows_folgeschieb() -> None:
    body = (
        '<feld id="s" x="-1" y="-1" typ="stock"/>'
        '<feld id="a" x="1" y="1" typ="stapel"><folgewert>ab</folgewert>'
        "<folgefarbe>wechsel</folgefarbe>{extra}"
        '<lege typ="offen" quelle="s">Pik 10</lege><lege typ="offen" quelle="s">Herz 9</lege>'
        '<lege typ="offen" quelle="s">Pik 8</lege></feld>'
    )
    assert rules.pick_limit(_state(body.format(extra="")), 1) == 3
    assert rules.pick_limit(_state(body.format(extra="<folgeschieb>farbe</folgeschieb>")), 1) == 1
    assert rules.pick_limit(_state(body.format(extra="<folgeschieb>einzeln</folgeschieb>")), 1) == 1
    assert (
        rules.pick_limit(_state(body.format(extra="<folgeschieb>farbwechsel</folgeschieb>")), 1)
        == 3
    )
    assert rules.pick_limit(_state(body.format(extra="<folgeschieb>wert</folgeschieb>")), 1) == 1


def test_sequence_length_for_punkte_folge() -> None:
    state = _state(
        '<feld id="s" x="-1" y="-1" typ="stock"/>'
        '<feld id="b" x="1" y="1" typ="stapel"><folgestart>A</folgestart><folgewert>auf</folgewert>'
        '<lege typ="offen" quelle="s">Herz A</lege><lege typ="offen" quelle="s">Pik 2</lege>'
        '<lege typ="offen" quelle="s">Pik 3</lege><lege typ="offen" quelle="s">Pik 9</lege></feld>'
    )
    assert rules.sequence_length(state, 1) == 3


def test_sperre_modes() -> None:
    state = _state(
        '<feld id="s" x="-1" y="-1" typ="stock"/>'
        '<feld id="a" x="1" y="1" typ="stapel"><sperre modus="and">c d</sperre></feld>'
        '<feld id="b" x="5" y="1" typ="stapel"><sperre modus="xor">c d</sperre></feld>'
        '<feld id="c" x="9" y="1" typ="stapel"><lege typ="offen" quelle="s">frei</lege></feld>'
        '<feld id="d" x="13" y="1" typ="stapel"></feld>'
    )
    assert rules.locked(state, 1, "legen") is None
    assert rules.locked(state, 2, "nehmen") is not None
