"""The German `what`/`fix` of every problem code (from the catalogs): complete, German, and the
format's words kept."""

from __future__ import annotations

import re

from schema.codes import CODES, markdown

CODES_DE = {code: entry.explain("de") for code, entry in CODES.items()}


def test_every_code_has_german_what_and_fix() -> None:
    assert set(CODES_DE) == set(CODES)
    for code, entry in CODES.items():
        what, fix = CODES_DE[code]
        assert what.strip() and fix.strip(), code
        assert what != entry.what, code
        assert what.endswith(".") and fix.endswith("."), code


def test_german_texts_keep_the_format_snippets() -> None:
    """Backticked examples (`<folgefarbe>`, `zufallswert+12`) are the format's words: verbatim."""
    for code, entry in CODES.items():
        what, fix = CODES_DE[code]
        for english, german in ((entry.what, what), (entry.fix, fix)):
            for snippet in re.findall(r"`[^`]+`", english):
                assert snippet in german, (code, snippet)


def test_german_reads_german() -> None:
    words = " ".join(w + " " + f for w, f in CODES_DE.values())
    assert "ä" in words and "ü" in words and "ö" in words
    for english in (" the ", " is not ", " cannot ", " which "):
        assert english not in words, english


def test_the_english_reference_is_unchanged() -> None:
    """docs/lint-rules.md stays generated from the English table only."""
    assert all(CODES[c].what in markdown() for c in CODES)
    assert not any(what in markdown() for what, _ in CODES_DE.values())
