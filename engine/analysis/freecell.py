"""Microsoft FreeCell deal numbers: the classic deal generator and loading a deal into a game."""

from __future__ import annotations

from engine.cards import Suit
from engine.errors import EngineError
from engine.game import Game

MS_SUITS = (Suit.KREUZ, Suit.KARO, Suit.HERZ, Suit.PIK)
"""Suit order of the Microsoft deck: clubs, diamonds, hearts, spades."""
MAX_MS_DEAL = 2**31 - 1
RANK_LETTERS = "A23456789TJQK"
SUIT_LETTERS = {Suit.KREUZ: "C", Suit.KARO: "D", Suit.HERZ: "H", Suit.PIK: "S"}


class DealError(EngineError):
    """A deal spec that cannot be generated or does not fit the game."""


def ms_cards(number: int) -> list[tuple[Suit, int]]:
    """The 52 cards of MS deal `number` in dealing order, as (suit, cycle value A=1..K=13).

    Microsoft's generator: a 31-bit linear congruential generator (214013, 2531011)
    whose high 15 bits pick a card from the remaining deck; the picked slot is refilled
    from the end of the deck. Card i of the result goes to column i mod 8.
    """
    if not 1 <= number <= MAX_MS_DEAL:
        raise DealError(f"MS deal numbers run from 1 to {MAX_MS_DEAL}, not {number}")
    deck = list(range(52))
    seed = number
    out: list[int] = []
    for left in range(52, 0, -1):
        seed = (seed * 214013 + 2531011) & 0x7FFFFFFF
        j = (seed >> 16) % left
        out.append(deck[j])
        deck[j] = deck[left - 1]
    return [(MS_SUITS[c % 4], c // 4 + 1) for c in out]


def ms_columns(number: int) -> list[list[tuple[Suit, int]]]:
    """The eight columns of MS deal `number`, each listed from the bottom card up."""
    cols: list[list[tuple[Suit, int]]] = [[] for _ in range(8)]
    for i, card in enumerate(ms_cards(number)):
        cols[i % 8].append(card)
    return cols


def card_code(card: tuple[Suit, int]) -> str:
    """The card in fc-solve / PySol notation (`JD`, `TC`)."""
    suit, value = card
    return RANK_LETTERS[value - 1] + SUIT_LETTERS[suit]


def board_text(columns: list[list[tuple[Suit, int]]]) -> str:
    """A board as fc-solve reads it: one line per column, bottom card first."""
    return "".join(" ".join(card_code(c) for c in col) + "\n" for col in columns)


def parse_deal(spec: str) -> int:
    """The number of a deal spec `ms:N` (raises DealError for anything else)."""
    kind, _, number = spec.partition(":")
    if kind.strip().lower() != "ms" or not number.strip().lstrip("-").isdigit():
        raise DealError(f"unknown deal {spec!r}: use ms:N (a Microsoft FreeCell deal number)")
    return int(number)


def tableau_fields(game: Game) -> list[int]:
    """The fields the opening deal fills (document order), which take the eight MS columns."""
    return [f.index for f in game.state.fields if f.cards and not f.hidden]


def load_ms_deal(game: Game, number: int) -> None:
    """Lay MS deal `number` out on a freshly dealt FreeCell-like game (8 columns, 52 cards)."""
    state = game.state
    targets = tableau_fields(game)
    sizes = [len(state.fields[i].cards) for i in targets]
    if sizes != [7, 7, 7, 7, 6, 6, 6, 6]:
        raise DealError(
            f"{state.definition.name} does not deal eight columns of 7,7,7,7,6,6,6,6 cards "
            f"(it deals {sizes}); ms:N deals fit FreeCell layouts only"
        )
    by_card: dict[tuple[int, int], int] = {}
    for i in targets:
        for v in state.fields[i].cards:
            idx = v if v >= 0 else ~v
            suit = state.suit[idx]
            by_card[(suit, state.value[idx])] = idx
    for i, col in zip(targets, ms_columns(number), strict=True):
        try:
            state.fields[i].cards[:] = [by_card[(int(s), val)] for s, val in col]
        except KeyError as exc:
            raise DealError(f"{state.definition.name} lacks a card of the MS deck") from exc
        state.touch(i)
    game._legal_key = None


def new_ms_game(definition: object, number: int) -> Game:
    """A new game of `definition` laid out as MS deal `number` (seed = the deal number)."""
    from engine.definition import GameDefinition

    assert isinstance(definition, GameDefinition)
    game = Game.new(definition, seed=number)
    load_ms_deal(game, number)
    return game
