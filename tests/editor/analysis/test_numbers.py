"""Report numbers follow the UI language."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from editor.analysis.numbers import decimal, percent, short


def _in(language: QLocale.Language, call):  # noqa: ANN001, ANN202
    old = QLocale()
    QLocale.setDefault(QLocale(language))
    try:
        return call()
    finally:
        QLocale.setDefault(old)


def test_english_keeps_the_point_and_no_space() -> None:
    assert _in(QLocale.Language.English, lambda: percent(0.95)) == "95.0%"
    assert _in(QLocale.Language.English, lambda: decimal(1234.5, 1)) == "1234.5"
    assert _in(QLocale.Language.English, lambda: short(2.5)) == "2.5"


def test_german_writes_a_comma_and_a_space_before_the_sign() -> None:
    assert _in(QLocale.Language.German, lambda: percent(0.835)) == "83,5\u00a0%"
    assert _in(QLocale.Language.German, lambda: percent(0.25, 0)) == "25\u00a0%"
    assert _in(QLocale.Language.German, lambda: decimal(10.72, 2)) == "10,72"
    assert _in(QLocale.Language.German, lambda: short(0.5)) == "0,5"
    assert _in(QLocale.Language.German, lambda: short(3.0)) == "3"
