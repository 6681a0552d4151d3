"""Endless chains: loops recognised at once, runaways reported once and not re-run."""

from __future__ import annotations

import pytest
from actions_helpers import BUILD, cards, game, pile, play

from engine.actions import ActionRunner, machine
from engine.errors import ActionLoopError, StepLimitError
from engine.game import Game
from engine.moves import Move

BODY = pile("a", "Herz 2, Pik 7", BUILD) + pile("b", "Karo 6", BUILD, x=8) + pile("c", "", x=14)
ON_A = '<bedingung feld="ziel" tag="id">a</bedingung>'


def runner(g: Game) -> ActionRunner:
    assert isinstance(g.hooks, ActionRunner)
    return g.hooks


def count_steps(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count every step any chain takes from now on."""
    counted = [0]
    original = machine.Chain._count

    def counting(self: machine.Chain, action: machine.CompiledAction) -> None:
        counted[0] += 1
        original(self, action)

    monkeypatch.setattr(machine.Chain, "_count", counting)
    return counted


def test_repeat_without_change_stops_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    g = game(BODY, f'<aktion typ="links" id="warte">{ON_A}<erfolg>wiederholung</erfolg></aktion>')
    steps = count_steps(monkeypatch)
    before = g.to_json()
    with pytest.raises(ActionLoopError) as info:
        g.play(Move.click(1))
    assert steps[0] < 20
    assert info.value.code == "action-loop" and "'warte'" in str(info.value.action)
    assert info.value.instruction and info.value.line > 0
    assert "warte" in str(info.value) and info.value.instruction in str(info.value)
    assert g.to_json() == before
    assert [p.code for p in runner(g).problems] == ["action-loop"]


def test_jump_cycle_between_two_actions_is_recognised() -> None:
    g = game(
        BODY,
        f'<aktion typ="links" id="hin">{ON_A}<erfolg>her</erfolg></aktion>'
        f'<aktion typ="links" id="her">{ON_A}<erfolg>hin</erfolg></aktion>',
    )
    runner(g).limit = 10**9  # only the loop check can stop it
    with pytest.raises(ActionLoopError):
        g.play(Move.click(1))


def test_a_loop_that_changes_something_still_runs_to_the_step_limit() -> None:
    bump = '<aenderung feld="c" tag="var">+1</aenderung>'
    g = game(BODY, f'<aktion typ="links">{ON_A}{bump}<erfolg>wiederholung</erfolg></aktion>')
    runner(g).limit = 200
    with pytest.raises(StepLimitError) as info:
        g.play(Move.click(1))
    assert not isinstance(info.value, ActionLoopError)
    assert [p.code for p in runner(g).problems] == ["step-limit"]


def test_a_loop_that_ends_is_not_stopped() -> None:
    # Jumps back three times, laying one card each time: state changes, the chain ends.
    lay = '<bedingung feld="a" tag="kartenzahl" beziehung="groesser">0</bedingung>'
    g = game(
        BODY, f'<aktion typ="mitte">{lay}<lege feld="a">c</lege><erfolg>anfang</erfolg></aktion>'
    )
    play(g, "mclick b")
    assert cards(g, "a") == [] and len(cards(g, "c")) == 2


def test_runaway_in_legal_moves_is_reported_once_and_not_rerun(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bump = '<aenderung feld="c" tag="var">+1</aenderung>'
    # Every drag starts a chain that keeps changing c's var: only the step limit ends it.
    g = game(BODY, f'<aktion typ="legen" id="zaehler">{bump}<erfolg>wiederholung</erfolg></aktion>')
    runner(g).limit = 1000
    steps = count_steps(monkeypatch)
    legal = list(g.legal_moves)
    first = steps[0]
    assert [p.code for p in runner(g).problems] == ["step-limit"]
    assert "zaehler" in runner(g).problems[0].message
    # The first trial runs to the limit; every other drag stops at its second lap.
    assert 1000 < first < 1000 + 20 * 6
    g.legal_cache = None  # forget the list: the position memo still knows every trial
    assert list(g.legal_moves) == legal and g.reason(Move.drag(2, 1)) is None
    assert steps[0] == first  # the same position again: nothing re-run
    assert len(runner(g).problems) == 1


def test_same_position_reached_again_reuses_legal_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    # A click that moves a card away and back leaves the table as it was.
    there_and_back = '<lege feld="b">c</lege><lege feld="c">b</lege>'
    g = game(BODY, f'<aktion typ="mitte">{there_and_back}</aktion><aktion typ="legen"/>')
    legal = list(g.legal_moves)
    steps = count_steps(monkeypatch)
    g.play(Move.click(1, 1, "middle"))
    after_move = steps[0]
    assert list(g.legal_moves) == legal
    assert steps[0] == after_move  # no trial ran: the position is known
