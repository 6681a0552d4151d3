"""Sequence (11) and empty-pile (10) codes: building tags, card specs and card comparisons."""

from __future__ import annotations

from dataclasses import dataclass

from engine.messages import Message, phrase
from engine.patimport.model import NO_LIMIT, digit
from engine.patimport.xmlout import Element, cmp

RANK = {1: "A", 11: "B", 12: "D", 13: "K"}
SUITS = {1: "Herz", 2: "Pik", 3: "Karo", 4: "Kreuz"}
FOLGEWERT = {3: "ab2", 4: "ab", 5: "gleich", 6: "auf", 7: "auf2", 8: "aufab", 9: "frei"}
FOLGEFARBE = {1: "gleich", 3: "wechsel", 4: "ungleich", 9: "frei"}
STEPS = {3: -2, 4: -1, 6: 1, 7: 2}
COLOUR_CMP = {1: "gleich", 2: "keinwechsel", 3: "wechsel", 4: "ungleich"}
NEGATED = {
    "gleich": "ungleich",
    "ungleich": "gleich",
    "wechsel": "keinwechsel",
    "keinwechsel": "wechsel",
}
NEW = ("@legestapel", 1)
"""The bottom card of the cards being moved."""
TOP = ("ziel", None)
"""The top card of the target pile."""
CardRef = tuple[str, int | None]


def rank_name(value: int) -> str:
    """Format rank for a cycle value 1..13 (A=1)."""
    return RANK.get(value, str(value))


@dataclass(frozen=True, slots=True)
class Seq:
    """Decoded number (11) without thousands: 999 any card, 0 none, else digits a, b, c."""

    code: int

    @property
    def anything(self) -> bool:
        """999: any card may go on the top card."""
        return self.code == NO_LIMIT

    @property
    def nothing(self) -> bool:
        """0: no card may go on a non-empty pile."""
        return self.code == 0

    @property
    def value(self) -> int:
        """Digit a: the order of values (1/2 sums 13/14, 3-8 steps, 9 free)."""
        return 9 if self.anything else digit(self.code, 0)

    @property
    def wrap(self) -> int:
        """Digit b: 0 no wrap, 1 wrap, 2 no wrap and nothing on a king, 9 free."""
        return 9 if self.anything else digit(self.code, 1)

    @property
    def colour(self) -> int:
        """Digit c: 1 same suit, 2 same colour, 3 alternate colour, 4 other suit, 9 any."""
        return 9 if self.anything else digit(self.code, 2)

    def unknown(self) -> list[Message]:
        """Descriptions of digits this importer does not know."""
        if self.anything or self.nothing:
            return []
        bad: list[Message] = []
        if self.value not in (1, 2, 3, 4, 5, 6, 7, 8, 9):
            bad.append(phrase("pat.value-order", code=self.value))
        if self.wrap not in (0, 1, 2, 9):
            bad.append(phrase("pat.wrap-rule", code=self.wrap))
        if self.colour not in (1, 2, 3, 4, 9):
            bad.append(phrase("pat.suit-order", code=self.colour))
        return bad

    def blocked_pairs(self) -> tuple[list[int], list[tuple[int, int]]]:
        """Tops nothing may go on, and (top, new) value pairs forbidden by the wrap rule."""
        if self.wrap not in (0, 2) or self.anything or self.nothing:
            return [], []
        pairs: list[tuple[int, int]] = []
        steps = [-1, 1] if self.value == 8 else [STEPS[self.value]] if self.value in STEPS else []
        for step in steps:
            for top in range(1, 14):
                new = top + step
                if not 1 <= new <= 13:
                    pairs.append((top, (new - 1) % 13 + 1))
        dead = [13] if self.wrap == 2 else []
        for top in range(1, 14):
            forbidden = {n for t, n in pairs if t == top}
            allowed = {(top + s - 1) % 13 + 1 for s in steps} - forbidden
            if forbidden and not allowed and top not in dead:
                dead.append(top)
        pairs = [(t, n) for t, n in pairs if t not in dead]
        return dead, pairs


def empty_spec(code: int, *, base_value: bool) -> tuple[str | None, list[str], list[Message]]:
    """Card spec for `folgestart` (None = no card), suits to refuse, and problems found."""
    if code == 0:
        return None, [], []
    if code == NO_LIMIT:
        return ("zufallswert" if base_value else "frei"), [], []
    suit, value = digit(code, 2), abs(code) % 100
    problems: list[Message] = []
    parts: list[str] = []
    refuse: list[str] = []
    if suit in SUITS:
        parts.append(SUITS[suit])
    elif suit == 5:
        refuse = ["Pik", "Kreuz"]
    elif suit == 6:
        refuse = ["Herz", "Karo"]
    elif suit != 9:
        problems.append(phrase("pat.suit-code", code=suit))
    if base_value:
        parts.append("zufallswert")
    elif 1 <= value <= 13:
        parts.append(rank_name(value))
    elif value != 99:
        problems.append(phrase("pat.value-code", code=value))
    return (" ".join(parts) if parts else "frei"), refuse, problems


def add_value_cmp(
    block: Element, value: int, new: CardRef, top: CardRef, negate: bool = False
) -> bool:
    """Add the `vergleich` for value order `value`; False when there is nothing to compare."""
    rel = "ungleich" if negate else None
    if value in (1, 2):
        cmp(
            block,
            "summe",
            12 + value,
            feld1=new[0],
            karte1=new[1],
            feld2=top[0],
            karte2=top[1],
            beziehung=rel,
        )
    elif value in (3, 4):
        cmp(
            block,
            "differenz",
            {3: 2, 4: 1}[value],
            feld1=top[0],
            karte1=top[1],
            feld2=new[0],
            karte2=new[1],
            beziehung=rel,
        )
    elif value in (6, 7):
        cmp(
            block,
            "differenz",
            value - 5,
            feld1=new[0],
            karte1=new[1],
            feld2=top[0],
            karte2=top[1],
            beziehung=rel,
        )
    elif value in (5, 8):
        cmp(
            block,
            "abstand",
            0 if value == 5 else 1,
            feld1=new[0],
            karte1=new[1],
            feld2=top[0],
            karte2=top[1],
            beziehung=rel,
        )
    else:
        return False
    return True


def add_colour_cmp(
    block: Element, colour: int, new: CardRef, top: CardRef, negate: bool = False
) -> bool:
    """Add the `vergleich` for suit order `colour`; False when any suit goes."""
    relation = COLOUR_CMP.get(colour)
    if relation is None:
        return False
    cmp(
        block,
        "farbe",
        NEGATED[relation] if negate else relation,
        feld1=new[0],
        karte1=new[1],
        feld2=top[0],
        karte2=top[1],
    )
    return True
