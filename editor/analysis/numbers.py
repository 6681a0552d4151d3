"""Numbers in the report as the UI language writes them (decimal comma, space before %)."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def decimal(value: float, digits: int) -> str:
    """`value` with `digits` decimals in the current locale, without group separators."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", digits)


def percent(rate: float, digits: int = 1) -> str:
    """A rate (0..1) as a percentage: 95.0% in English, 95,0 % in German."""
    # German (DIN 5008) puts a space before the sign; a no-break one keeps them together.
    space = "\u00a0" if QLocale().language() == QLocale.Language.German else ""
    return f"{decimal(rate * 100, digits)}{space}%"


def short(value: float) -> str:
    """A chart label without needless decimals (0.5, 2, 2.5)."""
    if float(value).is_integer():
        return decimal(value, 0)
    return decimal(value, len(f"{value:g}".partition(".")[2]))
