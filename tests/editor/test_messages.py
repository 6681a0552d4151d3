"""Engine refusals and lint problems in German: rendered from their codes (editor/messages.py)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from editor.messages import code_text, error_text, fix_message, problem_message, shown_problem
from editor.messages import text as shown_text
from engine.codes import CODES as MESSAGE_CODES
from engine.compile import compile_game
from engine.errors import IllegalMoveError, LoadError, Problem, Severity
from engine.game import Game
from engine.messages import Refusal, msg, phrase, refusal
from engine.moves import Move
from engine.xmlread import parse_file
from schema import check_bytes, check_file
from schema.codes import CODES

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted((ROOT / "games").glob("*.xml"))

# English words that must not survive in a German text (format words such as `auf`, `ab`,
# `ende` are German and stay).
_ENGLISH = (" cannot ", " the ", " is not ", " needs ", " holds ", " field ", " card ", " has no ")


def _english_left(german: str) -> bool:
    return any(word in f" {german} " for word in _ENGLISH)


def _refusal_corpus() -> set[Refusal]:
    """Refusals the engine gives for illegal drags and clicks in every shipped game."""
    found: set[Refusal] = set()
    for path in GAMES:
        definition = compile_game(parse_file(path))
        for seed in (1, 2):
            game = Game.new(definition, seed=seed)
            rng = random.Random(seed)
            for _ in range(8):
                count = len(game.state.fields)
                for src in range(count):
                    for button in ("left", "right", "middle"):
                        found.add(game.refusal(Move.click(src, 1, button)) or refusal("game-over"))
                    for dst in range(count):
                        for n in (1, 2):
                            found.add(game.refusal(Move.drag(src, dst, n)) or refusal("game-over"))
                legal = list(game.legal_moves)
                if not legal:
                    break
                game.play(rng.choice(legal))
    return found


def test_every_refusal_of_the_shipped_games_is_german() -> None:
    corpus = _refusal_corpus()
    assert len(corpus) > 200
    assert len({r.code for r in corpus}) >= 15
    for reason in corpus:
        german = shown_text(reason, "de")
        assert german != str(reason), reason
        assert not _english_left(german), (reason, german)
        assert shown_text(reason, "en") == str(reason)


@pytest.mark.parametrize("code", sorted(MESSAGE_CODES))
def test_every_message_code_reads_german(code: str) -> None:
    """Each text with sample values: no English left in the German (format words stay)."""
    params = {name: "t3" for name in MESSAGE_CODES[code]}
    german = msg(code, **params).render("de")
    assert not _english_left(german), german
    assert "{" not in german.replace("{" + "}", "")


def test_captured_format_words_stay() -> None:
    why = refusal(
        "folgewert", card="Pik 7", top="Herz 2", folgewert="ab", why=phrase("folgewert.ab")
    )
    assert shown_text(why, "de") == (
        "Pik 7 passt nicht auf Herz 2: folgewert ab verlangt den nächstniedrigeren Wert"
    )
    assert shown_text(refusal("pile-full", field="t3", max=13), "de") == "t3 ist voll: max ist 13"
    assert shown_text(refusal("take-only-one", field="g.2"), "de") == "g.2 enthält nur 1 Karte"
    label = phrase("action-label", kind="aktion", name="'paar'", line=40)
    assert (
        shown_text(refusal("aktion-blocks", action=label), "de")
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
    assert not [(p.code, p.message) for p in problems if p.text is None]
    for problem in problems:
        shown = shown_problem(problem, "de")
        assert shown.message != problem.message, problem.message
        assert (shown.code, shown.line, shown.column) == (
            problem.code,
            problem.line,
            problem.column,
        )
        assert not _english_left(shown.message), shown.message
        assert shown_problem(problem, "en") == problem
        if problem.fix:
            assert shown.fix and shown.message.endswith(shown.fix)
            assert fix_message(problem, "de") == shown.fix


def test_every_code_has_german_what_and_fix() -> None:
    for code, entry in CODES.items():
        german = code_text(code, "de")
        assert german is not None and german[0] != entry.what
        assert code_text(code, "en") == (entry.what, entry.fix)
    assert code_text("no-such-code", "de") is None


def test_did_you_mean_keeps_the_value() -> None:
    text = check_bytes(
        (ROOT / "tests/schema/data/valid/base.xml")
        .read_text(encoding="utf-8")
        .replace("<folgefarbe>wechsel</folgefarbe>", "<folgefarbe>wechsle</folgefarbe>", 1)
        .encode("utf-8"),
        "game.xml",
    )
    problem = next(p for p in text if p.code == "xsd-bad-value")
    assert problem_message(problem, "de") == (
        "<folgefarbe> 'wechsle' ist ungültig; erwartet: einer der Werte gleich, ungleich, "
        "wechsel, frei; meinten Sie 'wechsel'?"
    )
    assert fix_message(problem, "de") == "meinten Sie 'wechsel'?"
    assert shown_text(msg("fix.use", value="'zelle'"), "de") == "verwenden Sie 'zelle'"


def test_english_ui_and_plain_texts_stay_as_they_are() -> None:
    reason = refusal("pile-full", field="t3", max=13)
    assert shown_text(reason, "en") == "t3 is full: max is 13"
    assert shown_text("an OS error text", "de") == "an OS error text"
    assert shown_text(None, "de") == ""
    plain = Problem(Severity.ERROR, "xsd-other", "Element 'x': odd", 3, 1)
    assert shown_problem(plain, "de") is plain
    assert problem_message(plain, "de") == "Element 'x': odd"


def test_engine_errors_in_the_ui_language() -> None:
    assert error_text(IllegalMoveError(refusal("game-over")), "de") == "das Spiel ist zu Ende"
    load = LoadError(msg("bad-level", level=3, levelmax=1), path="g.xml", line=2, column=1)
    assert error_text(load, "de") == "g.xml:2:1: Level 3 liegt außerhalb von 0..1"
    assert error_text(load, "en") == "g.xml:2:1: level 3 is outside 0..1"
