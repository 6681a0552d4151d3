"""Card picker: suit, rank, `zufallsfarbe`, `zufallswert`±N, `frei` and `Joker` as combo boxes."""

from __future__ import annotations

import re

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QSpinBox, QWidget

SUITS = ("Karo", "Herz", "Pik", "Kreuz", "zufallsfarbe")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K", "A", "zufallswert")
_RANDOM_RE = re.compile(r"^zufallswert([+-][1-9])?$")


def compose(suit: str, rank: str, offset: int = 0) -> str:
    """A card spec from its parts (empty parts are left out)."""
    if rank == "zufallswert" and offset:
        rank = f"zufallswert{offset:+d}"
    return " ".join(p for p in (suit, rank) if p)


def split(value: str) -> tuple[str, str, int]:
    """(suit, rank, zufallswert offset) of a card spec; unknown parts come back empty."""
    suit = rank = ""
    offset = 0
    for part in value.split():
        if part in SUITS:
            suit = part
        else:
            match = _RANDOM_RE.match(part)
            if match:
                rank = "zufallswert"
                offset = int(match.group(1) or 0)
            elif part in RANKS:
                rank = part
    return suit, rank, offset


class CardPicker(QWidget):
    """Edits one card spec; `value_edited` carries the new text ("" = no value)."""

    value_edited = Signal(str)

    def __init__(
        self, allow_frei: bool = True, allow_joker: bool = False, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("cardPicker")
        self.suit = QComboBox(self)
        self.suit.setObjectName("cardSuit")
        self.suit.addItem(self.tr("(any suit)"), "")
        for suit in SUITS:
            self.suit.addItem(suit, suit)
        if allow_joker:
            self.suit.addItem("Joker", "Joker")
        if allow_frei:
            self.suit.addItem(self.tr("frei (any card)"), "frei")
        self.rank = QComboBox(self)
        self.rank.setObjectName("cardRank")
        self.rank.addItem(self.tr("(any rank)"), "")
        for rank in RANKS:
            self.rank.addItem(rank, rank)
        self.offset = QSpinBox(self)
        self.offset.setObjectName("cardOffset")
        self.offset.setRange(-9, 9)
        self.offset.setPrefix("\u00b1 ")
        self.offset.setToolTip(self.tr("zufallswert+N / zufallswert-N (N 1..9)"))
        for combo in (self.suit, self.rank):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(2)  # short enough for the panel's default width
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.suit, 3)
        layout.addWidget(self.rank, 2)
        layout.addWidget(self.offset, 1)
        self._quiet = False
        self._sync_enabled()
        for combo in (self.suit, self.rank):
            combo.activated.connect(self._on_changed)
        self.offset.editingFinished.connect(self._on_changed)

    def value(self) -> str:
        """The card spec shown."""
        suit = str(self.suit.currentData() or "")
        if suit in ("frei", "Joker"):
            return suit
        return compose(suit, str(self.rank.currentData() or ""), self.offset.value())

    def set_value(self, value: str | None) -> None:
        """Show a card spec (None or "" = nothing chosen)."""
        self._quiet = True
        text = (value or "").strip()
        if text in ("frei", "Joker"):
            self.suit.setCurrentIndex(max(self.suit.findData(text), 0))
            self.rank.setCurrentIndex(0)
            self.offset.setValue(0)
        else:
            suit, rank, offset = split(text)
            self.suit.setCurrentIndex(max(self.suit.findData(suit), 0))
            self.rank.setCurrentIndex(max(self.rank.findData(rank), 0))
            self.offset.setValue(offset)
        self._sync_enabled()
        self._quiet = False

    def _sync_enabled(self) -> None:
        special = self.suit.currentData() in ("frei", "Joker")
        self.rank.setEnabled(not special)
        self.offset.setEnabled(not special and self.rank.currentData() == "zufallswert")

    def _on_changed(self, *_: object) -> None:
        self._sync_enabled()
        if not self._quiet:
            self.value_edited.emit(self.value())
