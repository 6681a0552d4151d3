"""Simple types of plain values: ids, references, card specs, numbers and words."""

from __future__ import annotations

from engine.fastdc import dataclass


@dataclass(frozen=True, slots=True)
class SimpleType:
    """One named xs:simpleType: an enumeration, a pattern, a number range or a union."""

    name: str
    en: str
    de: str
    base: str = "xs:token"
    enum: tuple[str, ...] = ()
    pattern: str | None = None
    low: int | None = None
    high: int | None = None
    union: tuple[str, ...] = ()
    max_length: int | None = None


_ID = "[A-Za-z0-9]+"
_RANK = "(10|[2-9]|B|D|K|A)"
_RANDRANK = "zufallswert([+\\-][1-9])?"
_SUIT = "(Karo|Herz|Pik|Kreuz|zufallsfarbe)"
CARD_PATTERN = f"{_SUIT}( ({_RANK}|{_RANDRANK}))?|{_RANK}|{_RANDRANK}|Joker"
_REF = "(@legestapel|[A-Za-z0-9]+(#[A-Za-z0-9]+)*)"

VALUE_TYPES: tuple[SimpleType, ...] = (
    SimpleType(
        "idType",
        "An id: letters a-z, A-Z and digits only.",
        "Eine ID: nur Buchstaben a-z, A-Z und Ziffern.",
        pattern=_ID,
    ),
    SimpleType(
        "idListType",
        "Field ids separated by single spaces.",
        "Feld-IDs, durch Leerzeichen getrennt.",
        pattern=f"{_ID}( {_ID})*",
    ),
    SimpleType(
        "fieldRefType",
        "A field in an action: an id, quelle, ziel, @legestapel, or id#link chains.",
        "Ein Feld in einer Aktion: ID, quelle, ziel, @legestapel oder Ketten id#link.",
        pattern=_REF,
    ),
    SimpleType(
        "fieldRefListType",
        "One or more action field references separated by spaces.",
        "Ein oder mehrere Feldangaben einer Aktion, durch Leerzeichen getrennt.",
        pattern=f"{_REF}( {_REF})*",
    ),
    SimpleType(
        "windowType",
        "Window size WxH with W 32..120 and H 20..60, no spaces.",
        "Fenstergröße BxH mit B 32..120 und H 20..60, ohne Leerzeichen.",
        pattern="(3[2-9]|[4-9][0-9]|1[01][0-9]|120)x([2-5][0-9]|60)",
    ),
    SimpleType(
        "kartenType",
        "Card set: 32, 52, their multiples, or 32xN / 52xN with N 0..4.",
        "Kartenset: 32, 52, deren Vielfache oder 32xN / 52xN mit N 0..4.",
        pattern="32|64|96|128|52|104|156|208|(32|52)x[0-4]",
    ),
    SimpleType(
        "cardSpecType",
        "A card: suit, rank, suit and rank, a random suit/rank, or Joker.",
        "Eine Karte: Farbe, Wert, Farbe und Wert, Zufallsfarbe/-wert oder Joker.",
        pattern=CARD_PATTERN,
    ),
    SimpleType(
        "cardSpecOrFreiType",
        "A card spec, or frei for any card.",
        "Eine Kartenangabe oder frei für jede Karte.",
        pattern=f"{CARD_PATTERN}|frei",
    ),
    SimpleType(
        "optCardSpecType",
        "A card spec, frei, or nothing.",
        "Eine Kartenangabe, frei oder leer.",
        pattern=f"({CARD_PATTERN}|frei)?",
    ),
    SimpleType(
        "deckCardType",
        "A card to add or remove: suit, rank, suit and rank, or Joker.",
        "Karte zum Hinzufügen/Entfernen: Farbe, Wert, Farbe und Wert oder Joker.",
        pattern=f"{_SUIT}( {_RANK})?|{_RANK}|Joker",
    ),
    SimpleType(
        "rankType",
        "A rank: 2..10, B, D, K or A.",
        "Ein Wert: 2..10, B, D, K oder A.",
        enum=("2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K", "A"),
    ),
    SimpleType(
        "yesType",
        "ja switches the behaviour on.",
        "ja schaltet das Verhalten ein.",
        enum=("ja", "nein"),
    ),
    SimpleType("statusType", "aktiv or inaktiv.", "aktiv oder inaktiv.", enum=("aktiv", "inaktiv")),
    SimpleType(
        "wordType",
        "Any single word (value of an open list).",
        "Ein beliebiges Wort (Wert einer offenen Liste).",
        pattern="[^\\s]+",
    ),
    SimpleType(
        "countType", "A whole number from 0.", "Eine ganze Zahl ab 0.", base="xs:integer", low=0
    ),
    SimpleType(
        "positiveType", "A whole number from 1.", "Eine ganze Zahl ab 1.", base="xs:integer", low=1
    ),
    SimpleType(
        "cardCountType",
        "A card count from 0 to 208.",
        "Eine Kartenzahl von 0 bis 208.",
        base="xs:integer",
        low=0,
        high=208,
    ),
    SimpleType(
        "varValueType",
        "A value 0..2147483647.",
        "Ein Wert 0..2147483647.",
        base="xs:integer",
        low=0,
        high=2147483647,
    ),
    SimpleType(
        "positionType",
        "Card position: positive from the bottom, negative from the top.",
        "Kartenposition: positiv von unten, negativ von oben gezählt.",
        base="xs:integer",
    ),
    SimpleType("freiType", "The word frei.", "Das Wort frei.", enum=("frei",)),
    SimpleType(
        "maxType",
        "Most cards: 0..208 or frei (= 208).",
        "Höchstzahl: 0..208 oder frei (= 208).",
        union=("cardCountType", "freiType"),
    ),
    SimpleType(
        "repeatCountType",
        "Number of re-takes, or frei for unlimited.",
        "Anzahl der Wiederaufnahmen oder frei für unbegrenzt.",
        pattern="-?[0-9]+|frei",
    ),
)
