"""Dead-end signatures rendered in English and German from the engine's catalogs."""

from __future__ import annotations

import pytest

from engine.analysis.endwords import part_text, signature_text


def test_signature_in_both_languages() -> None:
    sig = "no progress, stock left, face-down left, 10-19 home"
    assert signature_text(sig) == (
        "no progress, stock left, face-down cards left, 10-19 cards on foundations"
    )
    assert signature_text(sig, "de") == (
        "kein Fortschritt, Karten im Stock, noch verdeckte Karten, 10-19 Karten auf den Grundstapeln"
    )


@pytest.mark.parametrize(
    ("part", "english", "german"),
    [
        ("move cap", "move cap reached", "Zuglimit erreicht"),
        ("won", "won", "gewonnen"),
        ("time limit 2.5 s", "time limit 2.5 s", "Zeitlimit 2.5 s"),
        ("node limit 5000", "node limit 5000", "Knotenlimit 5000"),
        ("replay failed: t1", "replay failed: t1", "Nachspielen fehlgeschlagen: t1"),
        (
            "every reachable position was searched",
            "every reachable position was searched",
            "alle erreichbaren Stellungen durchsucht",
        ),
    ],
)
def test_parts(part: str, english: str, german: str) -> None:
    assert part_text(part) == english
    assert part_text(part, "de") == german


def test_unknown_words_stay_as_they_are() -> None:
    # A reason from outside the table (a future status) is shown rather than dropped.
    assert part_text("something new", "de") == "something new"
    assert signature_text("", "de") == ""
