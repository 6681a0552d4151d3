"""Messages as data: every code has a text in each catalog, with exactly its parameters."""

from __future__ import annotations

import io
import string
from pathlib import Path

import pytest

from engine.codes import CODES, GROUPS
from engine.errors import IllegalMoveError, StepLimitError
from engine.messages import (
    LANGUAGES,
    LOCALE_DIR,
    Message,
    has_text,
    language_from_env,
    msg,
    phrase,
    refusal,
    render,
    text_for,
)
from schema.codes import CODES as LINT

ROOT = Path(__file__).resolve().parents[2]


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_code_has_a_text_with_exactly_its_parameters(language: str) -> None:
    missing = [code for code in CODES if not has_text(code, language)]
    assert not missing, missing
    wrong = {
        code: (params, sorted(_placeholders(text_for(code, language))))
        for code, params in CODES.items()
        if _placeholders(text_for(code, language)) != set(params)
    }
    assert not wrong, wrong


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lint_code_explains_itself(language: str) -> None:
    for code in LINT:
        assert has_text(code, language, "what"), code
        assert has_text(code, language, "fix"), code


def test_groups_cover_the_registry_once() -> None:
    assert sum(len(codes) for codes in GROUPS.values()) == len(CODES)


# Texts made only of the format's own words and punctuation: the same in both languages.
SAME_IN_BOTH = {
    "bad-card",
    "action-problem",
    "action.tag-problem",
    "home.top",
    "home.field",
    "home.regelwerk",
    "list.comma",
    "words.rueckwaerts",
    "pat.empty-problem",
}


def test_german_texts_differ_from_english() -> None:
    def words(text: str) -> str:
        return "".join(literal for literal, *_ in string.Formatter().parse(text)).strip()

    same = {c for c in CODES if words(text_for(c, "en")) and text_for(c, "de") == text_for(c, "en")}
    assert same == SAME_IN_BOTH


def test_refusal_renders_in_each_language_with_nested_phrases() -> None:
    why = refusal(
        "folgewert",
        card="Pik 7",
        top="Herz 2",
        folgewert="ab",
        why=phrase("folgewert.ab"),
    )
    assert str(why) == "Pik 7 cannot go on Herz 2: folgewert ab needs the next lower value"
    assert why.render("de") == (
        "Pik 7 passt nicht auf Herz 2: folgewert ab verlangt den nächstniedrigeren Wert"
    )
    assert why.render("fr") == str(why)  # no catalog: English
    assert why == refusal("folgewert", **dict(why.params)) and len({why, why}) == 1
    assert render(None) == "" and render("plain", "de") == "plain"
    assert render(msg("session-aborted"), "de") == "abgebrochen"


def test_exceptions_carry_the_refusal_and_the_english_text() -> None:
    exc = IllegalMoveError(refusal("pile-full", field="t3", max=13))
    assert exc.reason == "t3 is full: max is 13" and exc.refusal.code == "pile-full"
    plain = IllegalMoveError("something else")
    assert plain.refusal.code == "engine-error" and plain.reason == "something else"
    limit = StepLimitError(refusal("game-over"), action="a", line=3)
    assert str(limit) == "the game is over" and limit.refusal.code == "game-over"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANGUAGE": "de:en", "LANG": "en_US.UTF-8"}, "de"),
        ({"LANGUAGE": "fr:de"}, "de"),
        ({"LC_ALL": "C", "LANG": "de_AT.UTF-8"}, "de"),
        ({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "en"),
        ({"LC_MESSAGES": "de_CH"}, "de"),
        ({}, "en"),
    ],
)
def test_language_follows_the_environment(environ: dict[str, str], expected: str) -> None:
    assert language_from_env(environ) == expected


def test_message_is_a_value() -> None:
    assert Message("game-over") == msg("game-over")
    assert msg("pile-full", field="a", max=1) != msg("pile-full", field="a", max=2)


def test_compiled_catalogs_match_their_sources() -> None:
    pytest.importorskip("babel")
    from babel.messages.mofile import read_mo, write_mo
    from babel.messages.pofile import read_po

    def entries(mo: bytes) -> list[tuple[object, ...]]:
        # Parsed, not bytes: the header names the Babel version that wrote the file.
        catalog = read_mo(io.BytesIO(mo))
        header = [h for h in catalog.mime_headers if h[0] != "Generated-By"]
        return [("header", *h) for h in header] + sorted(
            (repr(m.id), repr(m.string), repr(m.context)) for m in catalog if m.id
        )

    sources = sorted(LOCALE_DIR.glob("*/LC_MESSAGES/*.po"))
    assert {p.parts[-3] for p in sources} == set(LANGUAGES)
    for po in sources:
        with po.open("rb") as fh:
            catalog = read_po(fh, locale=po.parts[-3])
        out = io.BytesIO()
        write_mo(out, catalog, use_fuzzy=False)
        assert entries(po.with_suffix(".mo").read_bytes()) == entries(out.getvalue()), (
            f"{po} changed: run `python tools/catalogs.py compile docs`"
        )


def test_docs_messages_table_is_current() -> None:
    pytest.importorskip("babel")
    import importlib.util

    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "tools" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    doc = (ROOT / "docs" / "messages.md").read_text(encoding="utf-8")
    assert doc == module.markdown(), "run `python tools/catalogs.py docs`"
    assert all(f"`{code}`" in doc for code in CODES)
