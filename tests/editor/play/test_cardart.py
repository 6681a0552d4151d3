"""Card names in the play pane's texts match the card faces."""

from __future__ import annotations

from editor.play.cardart import card_label
from engine.cards import Card, Suit


def test_label_is_rank_and_suit_sign() -> None:
    assert card_label(Card(1, Suit.HERZ, 12)) == "D\u2665"
    assert card_label(Card(2, Suit.PIK, 10)) == "10\u2660"


def test_joker_has_no_suit() -> None:
    assert card_label(Card(3, None, 0)) == "Joker"
