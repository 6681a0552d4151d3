"""Cards, suits, ranks and card specs in the format's own notation (`Herz D`, `zufallswert+2`)."""

from __future__ import annotations

import enum
from functools import lru_cache

from engine.errors import EngineError
from engine.fastdc import dataclass
from engine.messages import Message, msg
from engine.quickinit import quick_init


class Suit(enum.IntEnum):
    """The four suits, named as in the format."""

    KARO = 0
    HERZ = 1
    PIK = 2
    KREUZ = 3

    @property
    def label(self) -> str:
        """German name as written in game files."""
        return _SUIT_NAMES[self]

    @property
    def red(self) -> bool:
        """Karo and Herz are red."""
        return self in (Suit.KARO, Suit.HERZ)


_SUIT_NAMES = {Suit.KARO: "Karo", Suit.HERZ: "Herz", Suit.PIK: "Pik", Suit.KREUZ: "Kreuz"}
SUITS_BY_NAME = {name: suit for suit, name in _SUIT_NAMES.items()}

# Ranks are stored as 2..14 (A = 14) so that comparisons put 2 lowest and A highest.
RANK_NAMES = {
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "10",
    11: "B",
    12: "D",
    13: "K",
    14: "A",
}
RANKS_BY_NAME = {name: rank for rank, name in RANK_NAMES.items()}
RANKS_52 = tuple(range(2, 15))
RANKS_32 = tuple(range(7, 15))
JOKER_RANK = 0


def cycle_value(rank: int) -> int:
    """Rank on the 13-step cycle used for sequences and sums: A=1, 2..10, B=11, D=12, K=13."""
    return 1 if rank == 14 else rank


def rank_from_cycle(value: int) -> int:
    """Inverse of `cycle_value` for any integer (taken modulo 13)."""
    v = (value - 1) % 13 + 1
    return 14 if v == 1 else v


@quick_init
@dataclass(frozen=True, slots=True)
class Card:
    """One physical card; `uid` tells apart identical cards from several decks."""

    uid: int
    suit: Suit | None
    rank: int
    back: int = 1

    @property
    def joker(self) -> bool:
        """True for a joker (no suit, rank 0)."""
        return self.rank == JOKER_RANK

    @property
    def red(self) -> bool:
        """Red suit (jokers are neither red nor black)."""
        return self.suit is not None and self.suit.red

    def __str__(self) -> str:
        if self.joker or self.suit is None:
            return "Joker"
        return f"{self.suit.label} {RANK_NAMES[self.rank]}"

    def __repr__(self) -> str:
        return f"Card({self.uid!r}, {self.suit!r}, {self.rank!r}, back={self.back!r})"


class CardSpecError(EngineError):
    """Text that is not a valid card spec; `text` says why as a message."""

    def __init__(self, text: Message) -> None:
        super().__init__(str(text))
        self.text = text


@quick_init
@dataclass(frozen=True, slots=True)
class CardSpec:
    """A card description: suit and/or rank, random suit/rank (with offset), `frei` or Joker."""

    suit: Suit | None = None
    rank: int | None = None
    random_suit: bool = False
    random_rank: bool = False
    offset: int = 0
    any: bool = False
    joker: bool = False

    @classmethod
    def parse(cls, text: str) -> CardSpec:
        """Parse a spec such as `Herz`, `D`, `Pik 10`, `zufallswert-2`, `frei`, `Joker`."""
        return _parse_spec(text)

    @property
    def is_random(self) -> bool:
        """True when the spec depends on the game's random suit or rank."""
        return self.random_suit or self.random_rank

    def resolve(self, random_suit: Suit, random_rank: int) -> CardSpec:
        """The concrete spec once the game has drawn its random suit and rank."""
        if not self.is_random:
            return self
        suit = random_suit if self.random_suit else self.suit
        rank = self.rank
        if self.random_rank:
            rank = rank_from_cycle(cycle_value(random_rank) + self.offset)
        return CardSpec(suit, rank)

    def matches(self, card: Card) -> bool:
        """Does a card fit this (resolved) spec? Jokers fit every spec."""
        if self.any or card.joker:
            return True
        if self.joker:
            return False
        if self.suit is not None and card.suit != self.suit:
            return False
        return self.rank is None or card.rank == self.rank

    def __str__(self) -> str:
        if self.any:
            return "frei"
        if self.joker:
            return "Joker"
        parts: list[str] = []
        if self.random_suit:
            parts.append("zufallsfarbe")
        elif self.suit is not None:
            parts.append(self.suit.label)
        if self.random_rank:
            parts.append("zufallswert" + (f"{self.offset:+d}" if self.offset else ""))
        elif self.rank is not None:
            parts.append(RANK_NAMES[self.rank])
        return " ".join(parts)


@lru_cache(maxsize=1024)
def _parse_spec(text: str) -> CardSpec:
    """`CardSpec.parse`, cached: games repeat the same few specs (`frei`, `A`, `K`) in every
    field, and a spec is immutable (errors are raised afresh each time, not cached)."""
    # Read by hand rather than by a regular expression: compiling the pattern cost some
    # 2.2 M instructions of every `patstudio lint` start (tests compare both readings).
    spec = text.strip()
    if spec == "frei":
        return CardSpec(any=True)
    if spec == "Joker":
        return CardSpec(joker=True)
    head, space, tail = spec.partition(" ")
    if space:
        read = _rank(tail)
        if read is not None and (head in SUITS_BY_NAME or head == "zufallsfarbe"):
            rank, random_rank, offset = read
            suit = SUITS_BY_NAME.get(head)
            return CardSpec(suit, rank, head == "zufallsfarbe", random_rank, offset)
    elif spec in SUITS_BY_NAME:
        return CardSpec(SUITS_BY_NAME[spec])
    elif spec == "zufallsfarbe":
        return CardSpec(random_suit=True)
    else:
        read = _rank(spec)
        if read is not None:
            rank, random_rank, offset = read
            return CardSpec(None, rank, False, random_rank, offset)
    raise CardSpecError(msg("not-a-card", value=repr(spec)))


def _rank(text: str) -> tuple[int | None, bool, int] | None:
    """A spec's rank part (`10`, `D`, `zufallswert`, `zufallswert-2`) as (rank, random,
    offset); None when it is none of them."""
    rank = RANKS_BY_NAME.get(text)
    if rank is not None:
        return rank, False, 0
    if text == "zufallswert":
        return None, True, 0
    if (
        len(text) == 13
        and text.startswith("zufallswert")
        and text[11] in "+-"
        and text[12] in "123456789"
    ):
        return None, True, int(text[11:])
    return None
