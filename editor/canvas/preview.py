"""Deal preview: the cards each field holds at the start of a game for one seed."""

from __future__ import annotations

from dataclasses import dataclass

from lxml import etree

from engine.compile import compile_game
from engine.definition import GameDefinition
from engine.errors import EngineError
from engine.xmlread import ParsedFile, SourceText


@dataclass(frozen=True, slots=True)
class PreviewCard:
    """One card of the preview: its label in the format's notation and whether it lies open."""

    label: str
    face_up: bool
    red: bool


def _parsed(root: etree._Element) -> ParsedFile:
    """Wrap the document tree for the engine's compiler (no source text needed)."""
    return ParsedFile(etree.ElementTree(root), SourceText(""), None, "utf-8")


def deal_preview(
    root: etree._Element, seed: int, variant: str | None = None, level: int = 0
) -> list[list[PreviewCard]] | None:
    """Cards of every compiled field (document order), bottom first; None when it cannot deal."""
    try:
        definition = compile_game(_parsed(root), variant=variant, level=level)
        cards_by_field = _deal(definition, seed)
    except (EngineError, ValueError, IndexError, KeyError, AttributeError, TypeError):
        return None
    return cards_by_field


def _deal(definition: GameDefinition, seed: int) -> list[list[PreviewCard]]:
    """Deal with the engine's Game (which also runs the `beginn` actions)."""
    from engine.game import Game

    state = Game.new(definition, seed=seed).state
    out: list[list[PreviewCard]] = []
    for field_state in state.fields:
        pile = []
        for value in field_state.cards:
            up = value >= 0
            card = state.cards[value if up else ~value]
            red = card.suit is not None and card.suit.red if not card.joker else False
            pile.append(PreviewCard(str(card), up, bool(red)))
        out.append(pile)
    return out


def stock_counts(
    root: etree._Element, variant: str | None = None, level: int = 0
) -> dict[int, int]:
    """Cards each stock holds before the deal (field index -> count)."""
    try:
        definition = compile_game(_parsed(root), variant=variant, level=level)
    except EngineError:
        return {}
    return {index: len(cards) for index, cards in definition.stock_cards}
