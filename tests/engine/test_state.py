"""Tests for engine.state: card movement primitives, properties by tag, snapshots."""

from __future__ import annotations

import pytest
from engine_fixtures import definition, klondike

from engine.control import locked
from engine.deal import deal
from engine.placement import placement_reason
from engine.state import PropertyError, State, card_index, is_face_up, with_face


def _dealt(seed: int = 1) -> State:
    state = State(klondike(), seed=seed)
    deal(state)
    return state


def test_deal_accounts_for_every_card() -> None:
    state = _dealt()
    assert sorted(state.all_uids()) == list(range(52))
    assert [len(f.cards) for f in state.fields] == [24, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7]
    t7 = state.fields[12].cards
    assert [is_face_up(v) for v in t7] == [False] * 6 + [True]
    assert not any(is_face_up(v) for v in state.fields[0].cards)  # sicht verdeckt stock


def test_face_encoding_round_trips() -> None:
    assert card_index(with_face(5, False)) == 5
    assert not is_face_up(with_face(5, False))
    assert is_face_up(with_face(~5, True))


def test_move_cards_and_flip() -> None:
    state = _dealt()
    before = sorted(state.all_uids())
    moved = state.move_cards(0, 1, 3, face=True)
    assert len(moved) == 3 and all(is_face_up(v) for v in moved)
    assert state.count(0) == 21 and state.count(1) == 3
    state.move_cards(1, 0, 2, reverse=True, face=False, dst_pos=0)
    assert state.count(1) == 1 and state.fields[0].cards[0] == with_face(moved[2], False)
    state.flip(12, -2)
    assert is_face_up(state.fields[12].cards[-2])
    assert sorted(state.all_uids()) == before


def test_snapshot_restore_is_exact() -> None:
    state = _dealt()
    snap = state.snapshot()
    piles = [f.cards[:] for f in state.fields]
    state.move_cards(0, 1, 5)
    state.set_prop(3, "max", "+2")
    state.set_prop(3, "var", "17")
    state.shuffle(12)
    state.score_bonus = 9
    state.restore(snap)
    assert [f.cards for f in state.fields] == piles
    assert state.get_prop(3, "max") == "13" and state.get_prop(3, "var") == "0"
    assert state.score_bonus == 0


def test_props_by_tag() -> None:
    state = _dealt()
    assert state.get_prop(2, "folgestart") == "A"
    assert state.get_prop(2, "startwert") == "A"
    assert state.get_prop(2, "folgeende") == "K"
    assert state.get_prop(2, "auto") == "ende"
    assert state.get_prop(0, "wiederholung") == "frei"
    assert state.get_prop(0, "sicht") == "verdeckt"
    state.set_prop(2, "folgewert", "ab")
    state.set_prop(2, "startfarbe", "Herz")
    assert state.get_prop(2, "folgestart") == "Herz A"
    state.set_prop(6, "var", "-5")
    assert state.get_prop(6, "var") == "0"  # var never below 0
    assert state.get_prop(6, "kartenzahl") == "1"
    with pytest.raises(PropertyError):
        state.set_prop(6, "kartenzahl", "3")
    with pytest.raises(PropertyError):
        state.set_prop(6, "einschub", "quer")
    # Copy-on-write: another field with the same template is untouched.
    assert state.get_prop(3, "folgewert") == "auf"


def test_switches() -> None:
    d = definition(
        '<feld id="s" x="1" y="1" typ="stock"/>'
        '<feld id="a" x="5" y="1" typ="stapel"><max>5</max>'
        '<sperre id="lock" status="inaktiv">b</sperre></feld>'
        '<feld id="b" x="9" y="1" typ="stapel"><lege typ="offen" quelle="s">frei</lege></feld>'
    )
    state = State(d, seed=3)
    deal(state)
    assert state.get_switch(1, "sperre", "lock") is False
    assert not locked(state, 1, "legen") is not None
    assert state.set_switch(1, "sperre", "lock", True)
    assert locked(state, 1, "legen") is not None and locked(state, 1, "nehmen") is not None
    assert state.get_switch(1, "sperre", "nope") is None
    assert not state.set_switch(1, "sperre", "nope", True)


def test_can_place_reasons() -> None:
    state = _dealt()
    ace = next(i for i, c in enumerate(state.cards) if str(c) == "Herz A")
    two = next(i for i, c in enumerate(state.cards) if str(c) == "Herz 2")
    assert placement_reason(state, [ace], 2) is None
    assert "cannot start" in str(placement_reason(state, [two], 2))
    assert "no max" in str(placement_reason(state, [ace], 1))
    assert getattr(placement_reason(state, [ace], 1), "code", None) == "pile-takes-no-cards"
