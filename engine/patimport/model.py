"""Typed model of a Kabaler `.pat` file: piles with their numbers, source places and digit codes."""

from __future__ import annotations

from dataclasses import dataclass

NO_LIMIT = 999
"""The `.pat` value meaning "any card" / "unlimited"."""
HIDDEN_Y = -99
"""A pile whose y coordinate is at or below this value is not shown."""


def digit(value: int, place: int) -> int:
    """Decimal digit `place` (0 = ones) of the absolute value."""
    return int(abs(value) // 10**place % 10)


@dataclass(frozen=True, slots=True)
class Num:
    """One number of a pile line with its 1-based source column."""

    value: int
    column: int


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Numbers (8)-(11) of a non-stock pile: take, put, empty-pile and sequence rules."""

    take: Num
    put: Num
    empty: Num
    seq: Num

    @property
    def take_a(self) -> int:
        """How cards may be taken (0 none, 1 single, 2-3 runs, 4 runs only, 9 anything)."""
        return digit(self.take.value, 0)

    @property
    def take_b(self) -> int:
        """Blocking by covering (1-3) or by neighbouring piles (4-9)."""
        return digit(self.take.value, 1)

    @property
    def mark(self) -> int:
        """The pile's mark (0 none, 1-4)."""
        return (abs(self.take.value) // 100) % 5

    @property
    def mask(self) -> int:
        """Bit mask of marks this pile refuses cards from (bit k-1 = mark k)."""
        return (abs(self.take.value) // 100) // 5

    def put_digit(self, place: int) -> int:
        """Digit a..e (0..4) of number (9)."""
        return digit(self.put.value, place)

    @property
    def seq_base(self) -> int:
        """Number (11) without the thousands that select the second rule set."""
        return abs(self.seq.value) % 1000

    @property
    def mode(self) -> int:
        """Thousands of number (11): how the second rule set is used (0 = none)."""
        return abs(self.seq.value) // 1000


@dataclass(frozen=True, slots=True)
class Pile:
    """One pile line: deal count, place, fan offsets, layout code, target count and rules."""

    number: int
    """1-based position in the file (pile 1 is the stock)."""
    line: int
    count: Num
    x: Num
    y: Num
    dx: Num
    dy: Num
    layout: Num
    target: Num
    rules: RuleSet
    """For the stock these are draw count, passes, turn action and waste pile."""
    second: RuleSet | None = None

    @property
    def is_stock(self) -> bool:
        """Pile 1 is always the hand pile."""
        return self.number == 1

    @property
    def face(self) -> int:
        """Digit a of (6): which dealt cards are face up."""
        return digit(self.layout.value, 0)

    @property
    def lying(self) -> bool:
        """Digit b of (6) = 2: cards lie sideways."""
        return digit(self.layout.value, 1) == 2

    @property
    def deal_mode(self) -> int:
        """Digit c of (6): shuffle mode (stock) or base value / pull-out mode (other piles)."""
        return digit(self.layout.value, 2)

    @property
    def redirect(self) -> int:
        """Digit d of (6): deal redirection from or to this pile."""
        return digit(self.layout.value, 3)

    @property
    def hidden(self) -> bool:
        """A y coordinate of -99 or less hides the pile."""
        return self.y.value <= HIDDEN_Y

    @property
    def spacer(self) -> bool:
        """A pile that holds nothing and has no rules: it only widens the window."""
        r = self.rules
        numbers = (self.count, self.layout, r.take, r.put, r.empty, r.seq)
        return not self.is_stock and all(n.value == 0 for n in numbers)

    def rule_key(self) -> tuple[int, ...]:
        """The rule numbers that make two piles "of the same kind"."""
        r = self.rules
        key = [self.target.value, r.take.value, r.put.value, r.empty.value, r.seq.value]
        if self.second is not None:
            s = self.second
            key += [s.take.value, s.put.value, s.empty.value, s.seq.value]
        return tuple(key)


@dataclass(frozen=True, slots=True)
class PatFile:
    """A whole `.pat` file: name, decks and piles, with the places of the header lines."""

    name: str
    decks: int
    piles: tuple[Pile, ...]
    name_line: int = 1
    header_line: int = 2
    path: str | None = None

    @property
    def stock(self) -> Pile:
        """The hand pile (first pile)."""
        return self.piles[0]

    def pile(self, number: int) -> Pile | None:
        """Pile by 1-based number, or None when out of range."""
        return self.piles[number - 1] if 1 <= number <= len(self.piles) else None

    @property
    def waste(self) -> Pile | None:
        """The waste pile named by the stock's number (11), if any."""
        number = self.stock.rules.seq.value
        if number == 1:
            return None
        return self.pile(number) if number > 0 else None
