"""Control flow through real moves: selection by typ, erfolg/misserfolg, limits, meldung, ende."""

from __future__ import annotations

import pytest
from actions_helpers import BUILD, cards, game, pile, play, problems, var

from engine.actions import ActionRunner
from engine.errors import IllegalMoveError, StepLimitError
from engine.game import Game
from engine.moves import Move

BODY = pile("a", "Herz 2, Pik 7", BUILD) + pile("b", "Karo 6", BUILD, x=8) + pile("c", "", x=14)


def bump(field: str = "c", n: int = 1) -> str:
    return f'<aenderung feld="{field}" tag="var">+{n}</aenderung>'


def test_click_types_select_actions() -> None:
    g = game(
        BODY,
        f'<aktion typ="klick">{bump()}</aktion>'
        f'<aktion typ="mitte">{bump(n=10)}</aktion>'
        f'<aktion typ="rechts">{bump(n=100)}</aktion>',
    )
    play(g, "click a\nrclick a\nmclick a")
    assert var(g, "c") == 1 + 1 + 10  # klick answers left and right; the first match wins


def test_first_matching_action_only_by_default() -> None:
    g = game(BODY, f'<aktion typ="links">{bump()}</aktion><aktion typ="links">{bump(n=5)}</aktion>')
    play(g, "click a")
    assert var(g, "c") == 1


def test_erfolg_naechste_anfang_wiederholung_and_jump() -> None:
    g = game(
        BODY,
        f'<aktion typ="links">{bump()}<erfolg>naechste</erfolg></aktion>'
        f'<aktion typ="links">{bump(n=5)}</aktion>',
    )
    play(g, "click a")
    assert var(g, "c") == 6
    loop = (
        '<aktion typ="links"><bedingung feld="c" tag="var" beziehung="kleiner">4</bedingung>'
        f"{bump()}<erfolg>wiederholung</erfolg></aktion>"
    )
    g = game(BODY, loop)
    play(g, "click a")
    assert var(g, "c") == 4
    jump = (
        f'<aktion typ="links">{bump()}<erfolg>z</erfolg></aktion>'
        f'<aktion typ="links">{bump(n=100)}</aktion>'
        f'<aktion typ="links" id="z">{bump(n=10)}</aktion>'
    )
    g = game(BODY, jump)
    play(g, "click a")
    assert var(g, "c") == 11
    restart = (
        '<aktion typ="links"><bedingung feld="c" tag="var" beziehung="groesser">4'
        f"</bedingung>{bump(n=1000)}</aktion>"
        f'<aktion typ="links">{bump(n=5)}<erfolg>anfang</erfolg></aktion>'
    )
    g = game(BODY, restart)
    play(g, "click a")
    assert var(g, "c") == 1005


def test_misserfolg_values() -> None:
    fail = '<bedingung feld="a" tag="kartenzahl">99</bedingung>'
    g = game(
        BODY,
        f'<aktion typ="links">{fail}<misserfolg>ende</misserfolg></aktion>'
        f'<aktion typ="links">{bump()}</aktion>',
    )
    steps = play(g, "click a")
    assert var(g, "c") == 0 and steps[0]["ok"] is False  # the regular click does nothing here
    g = game(
        BODY,
        f'<aktion typ="links">{fail}<misserfolg>z</misserfolg></aktion>'
        f'<aktion typ="links">{bump(n=100)}</aktion>'
        f'<aktion typ="links" id="z">{bump(n=3)}</aktion>',
    )
    play(g, "click a")
    assert var(g, "c") == 3


def test_load_problems_for_bad_continuations_and_values() -> None:
    found = problems(
        BODY,
        '<aktion typ="links"><misserfolg>wiederholung</misserfolg>'
        "<erfolg>nirgends</erfolg>"
        '<bedingung feld="a" tag="farbe">x</bedingung>'
        '<lege feld="a" anz="viele">b</lege>'
        '<vergleich feld1="a" feld2="b" typ="summe">x</vergleich></aktion>',
    )
    codes = sorted(p.split(":")[0] for p in found)
    assert codes == ["bad-continuation", "bad-value", "bad-value", "bad-value", "unknown-action-id"]
    assert all("(line" in p for p in found)


def test_step_limit_stops_a_runaway_chain_and_keeps_the_game_usable() -> None:
    g = game(BODY, f'<aktion typ="links">{bump()}<erfolg>wiederholung</erfolg></aktion>')
    assert isinstance(g.hooks, ActionRunner)
    g.hooks.limit = 50
    before = g.to_json()
    with pytest.raises(StepLimitError) as info:
        g.play(Move.click(1))
    assert "line" in str(info.value) and info.value.line > 0
    assert g.to_json() == before
    play(g, "move b a")
    assert cards(g, "a")[-1] == "Karo 6"


def test_blocking_aktion_refuses_the_move() -> None:
    block = '<aktion typ="legen"><bedingung feld="ziel" tag="id">a</bedingung></aktion>'
    g = game(BODY, block)
    steps = play(g, "move b a")
    assert steps[0]["ok"] is False and "blocks" in str(steps[0]["reason"])
    assert cards(g, "b") == ["Karo 6"]


def test_abschluss_runs_after_regular_move_and_frei_matches_all() -> None:
    g = game(
        BODY,
        f'<abschluss typ="legen">{bump()}</abschluss>'
        f'<abschluss typ="frei">{bump("b", 10)}</abschluss>',
    )
    play(g, "move b a")
    assert cards(g, "a")[-1] == "Karo 6" and var(g, "c") == 1 and var(g, "b") == 0
    g = game(BODY, f'<abschluss typ="frei">{bump("b", 10)}</abschluss>')
    play(g, "move b a")
    assert var(g, "b") == 10


def test_abschluss_sees_the_aktion_setze() -> None:
    g = game(
        BODY,
        '<aktion typ="links"><setze id="ziel">b</setze>'
        f'{bump()}</aktion><abschluss typ="links">{bump("ziel", 7)}</abschluss>',
    )
    play(g, "click a")
    assert var(g, "b") == 7 and var(g, "a") == 0


def test_beginn_runs_after_the_deal() -> None:
    g = game(BODY, '<beginn><lege feld="a" anz="2">c</lege></beginn>')
    assert cards(g, "c") == ["Herz 2", "Pik 7"]


def test_ruecknahme_nein_is_an_undo_barrier() -> None:
    g = game(BODY, f'<aktion typ="links" ruecknahme="nein">{bump()}</aktion>')
    play(g, "move b a")
    steps = play(g, "click a\nundo")
    assert steps[1]["ok"] is False
    assert var(g, "c") == 1


def test_the_solver_searches_past_an_undo_barrier() -> None:
    from engine.analysis.solver import solve

    g = game(BODY, f'<aktion typ="links" ruecknahme="nein">{bump()}</aktion>')
    start = g.state.snapshot()
    result = solve(g, max_nodes=2_000, max_seconds=5)
    assert result.status.value in ("solved", "unsolvable", "unknown") and result.nodes > 1
    assert g.state.snapshot() == start  # the caller's game is untouched


def test_meldung_suspends_until_answered() -> None:
    act = (
        '<aktion typ="links"><meldung antwort="Ja\\nNein\\nVielleicht" feld="c">'
        "Wirklich?\\nSicher?</meldung>"
        '<aenderung feld="b" tag="var">+1</aenderung></aktion>'
        f'<abschluss typ="links">{bump("a", 5)}</abschluss>'
    )
    g = game(BODY, act)
    play(g, "click a")
    assert g.to_json()["message"] == {
        "text": "Wirklich?\nSicher?",
        "buttons": ["Ja", "Nein", "Vielleicht"],
    }
    assert var(g, "b") == 0 and var(g, "a") == 0  # the rest of the chain waits
    with pytest.raises(IllegalMoveError):
        g.play(Move.drag(2, 1))
    play(g, "answer 2")
    assert var(g, "c") == 2 and var(g, "b") == 1 and var(g, "a") == 5
    assert g.to_json()["message"] is None


def test_spielende_and_ende() -> None:
    g = game(BODY, '<aktion typ="links"><spielende>sieg</spielende></aktion>')
    play(g, "click a")
    assert g.to_json()["status"] == "won"
    g = game(BODY, '<ende typ="verlust"><spielende>sieg</spielende></ende>')
    g.give_up()
    assert g.to_json()["status"] == "won"
    g = game(BODY, '<ende typ="sieg"><spielende>sieg</spielende></ende>')
    g.give_up()
    assert g.to_json()["status"] == "lost"


def test_undo_restores_everything_actions_did() -> None:
    g = game(BODY, f'<aktion typ="links"><lege feld="a">c</lege>{bump("b")}</aktion>')
    before = g.to_json()
    play(g, "click a\nundo")
    assert g.to_json() == before


def test_no_actions_no_hooks() -> None:
    g: Game = game(BODY)
    assert g.hooks is None


def test_undo_while_a_question_waits_drops_the_chain() -> None:
    act = (
        '<aktion typ="links"><meldung>Ok?</meldung>'
        f'{bump("b")}</aktion><aktion typ="rechts">{bump("a")}</aktion>'
    )
    g = game(BODY, act)
    play(g, "click a\nundo")
    assert g.state.message is None
    play(g, "rclick a")
    assert var(g, "a") == 1 and var(g, "b") == 0


def test_front_end_events() -> None:
    g = game(
        BODY,
        '<aktion typ="links"><lege feld="a" animation="offen">c</lege>'
        '<warte>250</warte><setze id="menu">AUTOMATIK</setze></aktion>'
        '<aktion typ="rechts"><lege feld="a">c</lege><sound>nein</sound></aktion>',
    )
    assert isinstance(g.hooks, ActionRunner)
    play(g, "click a")
    events = [(e.kind, e.value) for e in g.hooks.drain_events()]
    assert events == [
        ("animation", "offen"),
        ("warte", "250"),
        ("menu", "AUTO"),
        ("sound", "legen"),
    ]
    assert g.state.menu == ""  # the menu text lasts until the actions are done
    play(g, "rclick a")
    assert [(e.kind, e.value) for e in g.hooks.drain_events()] == [("sound", "nein")]


def test_refusal_tells_blocked_moves_without_changing_anything() -> None:
    block = '<aktion typ="legen"><bedingung feld="ziel" tag="id">a</bedingung></aktion>'
    g = game(BODY, block)
    assert isinstance(g.hooks, ActionRunner)
    before = g.to_json()
    assert "blocks" in str(g.hooks.refusal(g, Move.drag(2, 1)))
    assert g.hooks.refusal(g, Move.drag(1, 2)) is None
    assert g.hooks.refusal(g, Move.click(1)) is None
    assert g.to_json() == before


def test_step_limit_in_beginn_is_undone_and_reported() -> None:
    loop = f'<beginn>{bump()}<lege feld="a">c</lege><erfolg>wiederholung</erfolg></beginn>'
    g = game(BODY, loop)
    assert isinstance(g.hooks, ActionRunner)
    assert cards(g, "c") == [] and var(g, "c") == 0
    assert [p.code for p in g.hooks.problems] == ["step-limit"]
    assert g.hooks.problems[0].line > 0
    play(g, "move b a")
    assert cards(g, "a")[-1] == "Karo 6"


def test_setze_quelle_redirects_later_instructions() -> None:
    g = game(
        BODY,
        '<aktion typ="links"><setze id="quelle">b</setze><lege feld="quelle">c</lege></aktion>',
    )
    play(g, "click a")
    assert cards(g, "c") == ["Karo 6"] and cards(g, "b") == []


def test_spielende_in_ende_turns_a_win_into_a_loss() -> None:
    g = game(
        BODY,
        '<aktion typ="links"><spielende>sieg</spielende></aktion>'
        '<ende typ="sieg"><spielende>verlust</spielende></ende>',
    )
    play(g, "click a")
    assert g.to_json()["status"] == "lost"


def test_meldung_limits_are_load_warnings() -> None:
    found = problems(
        BODY,
        '<aktion typ="links"><meldung antwort="a\\nb\\nc\\nd">1\\n2\\n3\\n4'
        '\\n5\\n6</meldung><setze id="menu">LANGER</setze>'
        '<lege feld="@legestapel">c</lege></aktion>',
    )
    assert sorted(p.split(":")[0] for p in found) == [
        "bad-pick",
        "too-long",
        "too-long",
        "too-many-buttons",
    ]


def test_auto_run_steps_go_through_the_actions() -> None:
    body = (
        pile("a", "Herz A", BUILD) + '<feld id="g" x="20" y="2" typ="grund"><max>13</max>'
        "<folgestart>A</folgestart><folgewert>auf</folgewert><folgefarbe>gleich</folgefarbe>"
        "</feld>"
    )
    g = game(body, f'<abschluss typ="legen">{bump("g", 1)}</abschluss>')
    g.auto()
    assert cards(g, "g") == ["Herz A"] and var(g, "g") == 1


def test_drags_of_cards_nobody_can_take_start_no_aktion() -> None:
    body = BODY + pile("d", "", down="Herz 9", x=20)
    g = game(body, f'<aktion typ="legen">{bump()}</aktion>')
    steps = play(g, "move d a\nmove b a")
    assert steps[0]["ok"] is False and var(g, "c") == 1


def test_step_limit_after_an_answer_is_reported_and_the_game_goes_on() -> None:
    g = game(
        BODY,
        '<aktion typ="links"><meldung>Los?</meldung><erfolg>x</erfolg></aktion>'
        f'<aktion typ="links" id="x">{bump()}<erfolg>wiederholung</erfolg></aktion>',
    )
    assert isinstance(g.hooks, ActionRunner)
    g.hooks.limit = 30
    steps = play(g, "click a\nanswer 1\nmove b a")
    assert [s["ok"] for s in steps] == [True, False, True]
    assert "30 steps" in str(steps[1]["reason"]) and var(g, "c") == 0
    assert [p.code for p in g.hooks.problems] == ["step-limit"]
