"""The tracer and debugger: events with values, breakpoints, step/next/continue, inspection."""

from __future__ import annotations

from actions_helpers import BUILD, cards, game, pile, var

from engine.actions import ActionRunner, StepEvent, TraceRecorder
from engine.actions.debug import Debugger
from engine.actions.env import Env
from engine.moves import Move

BODY = pile("a", "Herz 2, Pik 7", BUILD) + pile("b", "Karo 6", BUILD, x=8) + pile("c", "", x=14)
ACTIONS = (
    '<aktion typ="links" id="eins">'
    '<bedingung feld="ziel" tag="kartenzahl" beziehung="groesser">0</bedingung>'
    '<lege feld="ziel">c</lege>'
    '<aenderung feld="c" tag="var">+1</aenderung><erfolg>zwei</erfolg></aktion>'
    '<aktion typ="links" id="zwei"><aenderung feld="b" tag="var">+2</aenderung>'
    '<meldung antwort="Ja\\nNein" feld="a">Weiter?</meldung></aktion>'
    '<abschluss typ="frei"><aenderung feld="c" tag="var">+10</aenderung></abschluss>'
)


def test_tracer_sees_each_step_with_values() -> None:
    g = game(BODY, ACTIONS)
    assert isinstance(g.hooks, ActionRunner)
    rec = TraceRecorder()
    g.hooks.tracer = rec
    g.play(Move.click(1))
    lines = rec.take()
    assert lines[:3] == [
        "aktion 'eins' (line 1)",
        "bedingung ziel kartenzahl groesser 0: kartenzahl(a) = 2 -> true",
        "lege ziel c: a -> c: Pik 7",
    ]
    assert "erfolg -> zwei" in lines
    assert lines[-1].startswith("meldung a antwort=Ja\\nNein Weiter?")
    events: list[StepEvent] = rec.events
    assert not events  # take() clears
    g.answer(1)
    assert rec.lines() == [
        "erfolg -> ende",
        "abschluss (line 1)",
        "aenderung c var +10: var(c) := 11",
        "erfolg -> ende",
    ]


def test_no_tracer_means_no_notes() -> None:
    g = game(BODY, ACTIONS)
    assert isinstance(g.hooks, ActionRunner)
    seen: list[Env] = []
    original = g.hooks.program.kinds["aktion"][0].steps[0].fn

    def spy(env: Env) -> bool:
        seen.append(env)
        return original(env)

    object.__setattr__(g.hooks.program.kinds["aktion"][0].steps[0], "fn", spy)
    g.play(Move.click(1))
    assert seen and not seen[0].want and not seen[0].notes


def test_breakpoints_step_next_continue_and_inspection() -> None:
    g = game(BODY, ACTIONS)
    dbg = Debugger()
    dbg.set_break("a1.0")  # the aenderung of action `zwei`
    session = dbg.debug_move(g, Move.click(1), stop_at_start=False)
    assert session.status == "paused"
    assert session.current["iid"] == "a1.0"
    assert session.variables()["ziel"] == "a"
    names = {f["name"]: f for f in session.fields()}
    assert names["c"]["cards"] == ["Pik 7"] and names["c"]["var"] == 1
    session.step()
    assert session.status == "paused" and session.current["iid"] == "a1.1"
    session.cont()
    assert session.status == "waiting"
    session.answer(2)
    assert session.status == "done"
    # The move was committed for real: history, answers and abschluss included.
    assert var(g, "a") == 2 and var(g, "b") == 2 and var(g, "c") == 11
    assert cards(g, "c") == ["Pik 7"]
    assert g.move_stack == ["click #2"]


def test_step_from_start_and_next_over_an_action() -> None:
    g = game(BODY, ACTIONS)
    dbg = Debugger()
    session = dbg.debug_move(g, Move.click(1))
    assert session.status == "paused" and session.current["text"] is None  # at action entry
    session.step()
    assert session.current["iid"] == "a0.0"
    session.next()  # runs the rest of `eins`, stops on entering `zwei`
    assert session.current["action"] == "aktion 'zwei' (line 1)"
    assert var(g, "c") == 1
    session.abort()
    assert cards(g, "c") == [] and var(g, "c") == 0


def test_line_breakpoints_and_listeners() -> None:
    xml_actions = ACTIONS.replace("<aktion", "\n<aktion")
    g = game(BODY, xml_actions)
    dbg = Debugger()
    seen: list[str] = []
    dbg.listeners.append(lambda e: seen.append(e.text()))
    line = g.definition.aktion[1].line
    dbg.set_break(line)
    session = dbg.debug_move(g, Move.click(1), stop_at_start=False)
    assert session.status == "paused" and session.current["line"] == line
    assert seen[0] == f"aktion 'eins' (line {g.definition.aktion[0].line})"
    dbg.clear_all()
    session.cont()
    assert session.status == "waiting"


def test_refused_move_in_a_session_restores_the_state() -> None:
    g = game(BODY, ACTIONS)
    before = g.to_json()
    session = Debugger().debug_move(g, Move.drag(1, 2), stop_at_start=False)
    assert session.status == "failed" and session.reason
    assert g.to_json() == before


def test_debug_beginn() -> None:
    g = game(BODY, '<beginn><lege feld="a">c</lege><lege feld="a">c</lege></beginn>')
    assert cards(g, "c") == ["Pik 7", "Herz 2"]
    session = Debugger().debug_beginn(g)
    assert session.status == "paused" and cards(g, "c") == []
    session.step()
    session.step()
    assert cards(g, "c") == ["Pik 7"]
    session.cont()
    assert session.status == "done" and cards(g, "c") == ["Pik 7", "Herz 2"]


def test_session_refuses_a_blocked_move_like_the_game() -> None:
    g = game(
        BODY,
        '<aktion typ="legen"><bedingung feld="ziel" tag="id">a</bedingung></aktion>'
        '<abschluss typ="frei"><aenderung feld="c" tag="var">+1</aenderung></abschluss>',
    )
    before = g.to_json()
    session = Debugger().debug_move(g, Move.drag(2, 1), stop_at_start=False)
    assert session.status == "failed" and "blocks" in str(session.reason)
    assert g.to_json() == before
    assert not any(e.chain == "abschluss" for e in session.events)


def test_a_move_that_ends_the_game_steps_into_ende() -> None:
    actions = (
        '<aktion typ="links"><spielende>sieg</spielende></aktion>'
        '<ende typ="sieg"><aenderung feld="c" tag="var">+5</aenderung>'
        "<spielende>verlust</spielende></ende>"
    )
    g = game(BODY, actions)
    dbg = Debugger()
    dbg.set_break("a1.0")  # the aenderung inside `ende`
    session = dbg.debug_move(g, Move.click(1), stop_at_start=False)
    assert session.status == "paused" and session.current["chain"] == "ende"
    assert var(g, "c") == 0
    session.step()
    assert var(g, "c") == 5
    session.cont()
    assert session.status == "done"
    # Committed for real: ende ran once, and its spielende turned the win into a loss.
    assert var(g, "c") == 5 and g.to_json()["status"] == "lost"
    assert any(e.chain == "ende" for e in session.events)


def test_a_move_that_does_not_end_the_game_never_enters_ende() -> None:
    g = game(BODY, '<ende typ="frei"><aenderung feld="c" tag="var">+5</aenderung></ende>')
    move = next(iter(g.legal_moves))
    session = Debugger().debug_move(g, move, stop_at_start=False)
    assert session.status == "done", session.reason
    assert var(g, "c") == 0 and not any(e.chain == "ende" for e in session.events)
