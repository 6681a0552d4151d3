"""Engine refusal reasons and lint messages in German (editor/engine_text.py)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from editor.engine_text import (
    PROBLEMS,
    code_text,
    localize_message,
    localize_problem,
    localize_reason,
    translate_message,
    translate_reason,
)
from engine.compile import compile_game
from engine.errors import Problem, Severity
from engine.game import Game
from engine.moves import Move
from engine.xmlread import parse_file
from schema import check_bytes, check_file
from schema.codes import CODES

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted((ROOT / "games").glob("*.xml"))

# English words that must not survive in a German text (format words such as `auf`, `ab`,
# `ende` are German and stay).
_ENGLISH = (" cannot ", " the ", " is not ", " needs ", " holds ", " field ", " card ", " has no ")


def _reason_corpus() -> set[str]:
    """Reasons the engine gives for illegal drags and clicks in every shipped game."""
    reasons: set[str] = set()
    for path in GAMES:
        definition = compile_game(parse_file(path))
        for seed in (1, 2):
            game = Game.new(definition, seed=seed)
            rng = random.Random(seed)
            for _ in range(8):
                count = len(game.state.fields)
                for src in range(count):
                    for button in ("left", "right", "middle"):
                        reasons.add(game.reason(Move.click(src, 1, button)) or "")
                    for dst in range(count):
                        for n in (1, 2):
                            reasons.add(game.reason(Move.drag(src, dst, n)) or "")
                legal = list(game.legal_moves)
                if not legal:
                    break
                game.play(rng.choice(legal))
    reasons.discard("")
    return reasons


# Reasons of rarer situations (hidden fields, stops, locks, jokers, einschub hinten, the game
# and the debugger), written as the engine writes them.
SAMPLES = [
    "the game is over",
    "a message is waiting for an answer",
    "no message is waiting for an answer",
    "the message has 2 button(s), not 3",
    "there is no move to undo",
    "there is no move to redo",
    "no such field",
    "no game",
    "no card can go to an auto field",
    "aborted",
    "an aktion refuses this move",
    "an aktion blocks this move",
    "aktion 'paar' (line 40) blocks this move",
    "the session is done, not paused",
    "aktion 'kreis' (line 12): the aktion chain ran 10000 steps without ending "
    "(erfolg/misserfolg probably loop forever); the move was stopped",
    "unknown mouse button 'x1'",
    "no field with an auto tag takes Herz 7",
    "stock has nowhere to deal its top card (every ziel bedingung fails)",
    "talon is empty and has no wiederholung: it cannot take its cards back",
    "talon may not take its cards back again: no wiederholung left",
    "talon is empty and its quelle fields hold no cards",
    "the top card of t1 lies face down and aufdecken is gesperrt",
    "at least one card must be moved",
    "t1 deals its cards by clicking (ziel): they cannot be dragged",
    "t3 is locked for putting cards on it: its sperre (leer, modus and) on t1 t2 holds",
    "a stopp holds on t1, t2: resolve it first",
    "t3 shows its cards face down (sicht verdeckt): nothing can be put on it",
    "Pik 7 cannot go on the face-down card of t2: blindstart is K",
    "t2 began with Pik 3, which does not match folgestart K (bedingung farbe): nothing more may "
    "go on it",
    "Herz 2 cannot go on Pik 7: folgefarbe ungleich needs a different suit",
    "Herz 2 cannot go on Pik 7: folgefarbe rot is unknown",
    "Herz 8 cannot go on Pik 7: folgewert x2 needs the doubled value (A-2-4-8-3-6-D-B-9-5-10-7)",
    "Herz 9 cannot go on Pik 7: folgewert ab3 needs the value 3 steps lower",
    "Herz 9 cannot go on Pik 7: folgewert hoch is not a known value sequence",
    "no value for the joker keeps the sequence on t4 consistent",
    "Kreuz 9 cannot be slid under Herz 8 on t5: folgefarbe wechsel / folgewert ab",
    "the top card of t1 lies face down and it has no blindstart",
]


def test_every_refusal_reason_of_the_shipped_games_is_german() -> None:
    corpus = _reason_corpus()
    assert len(corpus) > 200
    missing = sorted(r for r in corpus if translate_reason(r) is None)
    assert not missing, missing[:20]
    for reason in corpus:
        german = translate_reason(reason)
        assert german is not None and german != reason
        assert not any(word in f" {german} " for word in _ENGLISH), (reason, german)


@pytest.mark.parametrize("reason", SAMPLES)
def test_rarer_reasons_are_german(reason: str) -> None:
    german = translate_reason(reason)
    assert german is not None, reason
    assert not any(word in f" {german} " for word in _ENGLISH), german


def test_captured_format_words_stay() -> None:
    german = translate_reason("Pik 7 cannot go on Herz 2: folgewert ab needs the next lower value")
    assert german == (
        "Pik 7 passt nicht auf Herz 2: folgewert ab verlangt den nächstniedrigeren Wert"
    )
    assert translate_reason("t3 is full: max is 13") == "t3 ist voll: max ist 13"
    assert translate_reason("g.2 holds only 1 card") == "g.2 enthält nur 1 Karte"
    assert (
        translate_reason("aktion 'paar' (line 40) blocks this move")
        == "aktion 'paar' (Zeile 40) blockiert diesen Zug"
    )


# ----- lint and XSD problems ---------------------------------------------------------------
def _problem_corpus() -> list[Problem]:
    from tests.schema.conftest import DATA, edit
    from tests.schema.mutate import mutants
    from tests.schema.test_rules import CASES
    from tests.schema.test_safety import CASES as HOSTILE

    found: list[Problem] = []
    for old, new, _ in CASES.values():
        found += check_bytes(edit(old, new).encode("utf-8"), "game.xml")
    for path in sorted((DATA / "mistakes").glob("*.xml")):
        found += check_file(path)
    for data, _ in HOSTILE.values():
        found += check_bytes(data, "evil.xml")
    for path in GAMES + sorted((DATA / "valid").glob("*.xml")):
        data = path.read_bytes()
        found += check_bytes(data, "m.xml")
        for mutant in mutants(data, limit=15, seed=3):
            found += check_bytes(mutant.data, "m.xml")
    return found


def test_every_lint_message_is_german() -> None:
    problems = _problem_corpus()
    codes = {p.code for p in problems}
    assert len(codes) >= 60
    missing = sorted(
        {(p.code, p.message) for p in problems if translate_message(p.message, p.fix) is None}
    )
    assert not missing, missing[:20]
    for problem in problems:
        shown = localize_problem(problem, "de")
        assert shown.message != problem.message, problem.message
        assert (shown.code, shown.line, shown.column) == (
            problem.code,
            problem.line,
            problem.column,
        )
        assert not any(word in f" {shown.message} " for word in _ENGLISH), shown.message
        if problem.fix:
            assert shown.fix and shown.message.endswith(shown.fix)


def test_every_code_has_german_what_and_fix() -> None:
    for code, entry in CODES.items():
        german = code_text(code, "de")
        assert german is not None and german[0] != entry.what
        assert code_text(code, "en") == (entry.what, entry.fix)


def test_did_you_mean_keeps_the_value() -> None:
    message = (
        "<folgefarbe> 'wechsle' is not valid: expected one of gleich, ungleich, wechsel, "
        "frei; did you mean 'wechsel'?"
    )
    assert translate_message(message, "did you mean 'wechsel'?") == (
        "<folgefarbe> 'wechsle' ist ungültig; erwartet: einer der Werte gleich, ungleich, "
        "wechsel, frei; meinten Sie 'wechsel'?"
    )
    assert PROBLEMS.translate("use 'zelle'") == "verwenden Sie 'zelle'"


def test_english_ui_and_unknown_texts_stay_english() -> None:
    reason = "t3 is full: max is 13"
    assert localize_reason(reason, "en") == reason
    assert (
        localize_reason("something the engine never says", "de")
        == "something the engine never says"
    )
    assert localize_reason("", "de") == "" and localize_reason(None, "de") == ""
    problem = Problem(
        Severity.ERROR,
        "xsd-other",
        "Element 'x': odd; did you mean 'y'?",
        3,
        1,
        None,
        "did you mean 'y'?",
    )
    assert localize_problem(problem, "en") is problem
    assert localize_problem(problem, "de").message == "Element 'x': odd; meinten Sie 'y'?"
    assert localize_message("{0} {weird} }{", None, "de") == "{0} {weird} }{"
