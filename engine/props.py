"""Reading and writing field properties by the format's tag names (for actions and display)."""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import RANK_NAMES, RANKS_BY_NAME, SUITS_BY_NAME, CardSpec, CardSpecError, Suit
from engine.definition import MAX_CARDS, FieldDef
from engine.errors import EngineError

VAR_MAX = 2_147_483_647

READABLE = (
    "id",
    "max",
    "folgestart",
    "folgeende",
    "folgefarbe",
    "folgewert",
    "folgeschieb",
    "einschub",
    "fuellen",
    "sicht",
    "sichtbar",
    "gesperrt",
    "auto",
    "var",
    "rand",
    "wiederholung",
    "startfarbe",
    "startwert",
    "kartenzahl",
    "aufdecken",
    "blindstart",
)
WRITABLE = tuple(t for t in READABLE if t not in ("id", "kartenzahl"))
SWITCHES = ("sperre", "schiebsperre", "anzeige")
"""Switched by `aenderung` with an `id`: `aktiv` or `inaktiv`."""
CHANGEABLE = WRITABLE + SWITCHES + ("status", "sortieren")
"""Every `aenderung tag` the engine carries out (the schema offers the same list): the
stored properties, the switches, the top card's face and the pile's order. The checks a
condition works out from the pile (`start`, `legbar`, ...) hold no value to set."""

QUERYABLE = (
    "id",
    "max",
    "folgestart",
    "folgeende",
    "folgefarbe",
    "folgewert",
    "folgeschieb",
    "einschub",
    "fuellen",
    "sicht",
    "sichtbar",
    "gesperrt",
    "auto",
    "var",
    "rand",
    "start",
    "startfolge",
    "kartenzahl",
    "wiederholung",
    "startfarbe",
    "startwert",
    "sperre",
    "schiebsperre",
    "legezahl",
    "karte",
    "status",
    "legbar",
    "stopp",
    "naechster",
)
"""The properties a `bedingung` may test, in the reference's order: the readable ones
(except `aufdecken` and `blindstart`, which the reference does not list there) and the
ones a condition works out from the pile (`start`, `legbar`, ...)."""


class PropertyError(EngineError):
    """An action tried to read or write a property that does not exist or got a bad value."""


class FieldProps:
    """Field properties that actions may change (copy-on-write: never mutate a shared one)."""

    __slots__ = (
        "max",
        "folgestart",
        "folgestart_bedingung",
        "folgeende",
        "folgefarbe",
        "folgewert",
        "folgeschieb",
        "einschub",
        "fuellen",
        "verdeckt",
        "sichtbar",
        "gesperrt",
        "auto",
        "aufdecken",
        "blindstart",
        "var",
        "rand",
        "wiederholung",
        "has_wiederholung",
        "sperre_active",
        "schiebsperre_active",
        "anzeige_active",
    )

    def __init__(self, f: FieldDef, random_suit: Suit, random_rank: int) -> None:
        self.max: int | None = f.max
        self.folgestart: CardSpec | None = (
            f.folgestart.resolve(random_suit, random_rank) if f.folgestart else None
        )
        self.folgestart_bedingung: str | None = f.folgestart_bedingung
        self.folgeende: int | None = f.folgeende
        self.folgefarbe: str = f.folgefarbe
        self.folgewert: str = f.folgewert
        self.folgeschieb: str | None = f.folgeschieb
        self.einschub: str = f.einschub
        self.fuellen: str | None = f.fuellen
        self.verdeckt: bool = f.verdeckt
        self.sichtbar: int | None = f.sichtbar
        self.gesperrt: bool = f.gesperrt
        self.auto: tuple[str, ...] = f.auto
        self.aufdecken: str = f.aufdecken
        self.blindstart: CardSpec | None = (
            f.blindstart.resolve(random_suit, random_rank) if f.blindstart else None
        )
        self.var: int = f.var
        self.rand: str = f.rand
        wd = f.wiederholung
        self.has_wiederholung: bool = wd is not None
        self.wiederholung: int | None = wd.count if wd is not None else 0
        """Re-takes still allowed; None = unlimited."""
        self.sperre_active: tuple[bool, ...] = tuple(s.active for s in f.sperre)
        self.schiebsperre_active: tuple[bool, ...] = tuple(s.active for s in f.schiebsperre)
        self.anzeige_active: tuple[bool, ...] = tuple(a.active for a in f.anzeige)


_CHOICES = {
    "folgefarbe": ("gleich", "ungleich", "wechsel", "frei"),
    "einschub": ("vorn", "hinten", "aussen"),
    "aufdecken": ("auto", "manuell", "auto,manuell", "gesperrt"),
}


def read_prop(p: FieldProps, tag: str, *, field_id: str, count: int) -> str:
    """Text of property `tag` (given the field's id and card count), as `bedingung` reads it."""
    if tag == "id":
        return field_id
    if tag == "kartenzahl":
        return str(count)
    if tag == "max":
        return "" if p.max is None else str(p.max)
    if tag == "folgestart":
        return "" if p.folgestart is None else str(p.folgestart)
    if tag == "startfarbe":
        s = p.folgestart
        return s.suit.label if s is not None and s.suit is not None else ""
    if tag == "startwert":
        s = p.folgestart
        return rank_text(s.rank) if s is not None else ""
    if tag == "folgeende":
        return rank_text(p.folgeende)
    if tag in ("folgefarbe", "folgewert", "einschub", "aufdecken", "rand"):
        return str(getattr(p, tag))
    if tag == "folgeschieb":
        return p.folgeschieb or ""
    if tag == "fuellen":
        return p.fuellen or ""
    if tag == "sicht":
        return "verdeckt" if p.verdeckt else "offen"
    if tag == "sichtbar":
        return "komplett" if p.sichtbar is None else str(p.sichtbar)
    if tag == "gesperrt":
        return "ja" if p.gesperrt else "nein"
    if tag == "auto":
        return ",".join(p.auto)
    if tag == "var":
        return str(p.var)
    if tag == "wiederholung":
        return "frei" if p.wiederholung is None else str(p.wiederholung)
    if tag == "blindstart":
        return "" if p.blindstart is None else str(p.blindstart)
    raise PropertyError(f"field property {tag!r} cannot be read")


def _number(old: int | None, text: str, *, allow_frei: bool = False) -> int | None:
    """Parse `n`, `+n`, `-n` (relative to old), or `frei` (None) for numeric properties."""
    t = text.strip()
    if allow_frei and t == "frei":
        return None
    try:
        n = int(t)
    except ValueError:
        raise PropertyError(f"{t!r} is not a number") from None
    if t[:1] in "+-" and old is not None:
        return old + n
    return n


def _spec(text: str, random_suit: Suit, random_rank: int) -> CardSpec | None:
    t = text.strip()
    if not t:
        return None
    try:
        return CardSpec.parse(t).resolve(random_suit, random_rank)
    except CardSpecError as exc:
        raise PropertyError(str(exc)) from None


def write_prop(
    writable: Callable[[], FieldProps],
    tag: str,
    value: str,
    *,
    random_suit: Suit,
    random_rank: int,
) -> None:
    """Set property `tag` from format text on the props `writable()` hands out (copy-on-write)."""
    v = value.strip()
    if tag not in WRITABLE:
        raise PropertyError(f"field property {tag!r} cannot be changed")
    p = writable()
    if tag == "max":
        if v == "frei":
            p.max = MAX_CARDS
        else:
            n = _number(p.max if p.max is not None else 0, v)
            p.max = None if n is None else max(0, min(MAX_CARDS, n))
    elif tag == "folgestart":
        p.folgestart = _spec(v, random_suit, random_rank)
    elif tag in ("startfarbe", "startwert"):
        old = p.folgestart or CardSpec()
        if tag == "startfarbe":
            p.folgestart = CardSpec(parse_suit(v), old.rank) if v else CardSpec(None, old.rank)
        else:
            p.folgestart = CardSpec(old.suit, parse_rank(v))
    elif tag == "folgeende":
        p.folgeende = parse_rank(v)
    elif tag in _CHOICES:
        if v not in _CHOICES[tag]:
            raise PropertyError(f"{v!r} is not a value of {tag} ({', '.join(_CHOICES[tag])})")
        setattr(p, tag, v)
    elif tag == "folgewert":
        p.folgewert = v or "frei"
    elif tag == "folgeschieb":
        p.folgeschieb = v or None
    elif tag == "fuellen":
        p.fuellen = v or None
    elif tag == "sicht":
        p.verdeckt = v == "verdeckt"
    elif tag == "sichtbar":
        if v == "komplett" or (v.strip()[:1] in "+-" and p.sichtbar is None):
            p.sichtbar = None  # a change relative to "all cards" still shows all cards
        else:
            n = _number(p.sichtbar, v)
            p.sichtbar = None if n is None else max(0, min(MAX_CARDS, n))
    elif tag == "gesperrt":
        p.gesperrt = v == "ja"
    elif tag == "auto":
        p.auto = tuple(x.strip() for x in v.split(",") if x.strip())
    elif tag == "var":
        n = _number(p.var, v) or 0
        p.var = max(0, min(VAR_MAX, n))
    elif tag == "rand":
        p.rand = v
    elif tag == "wiederholung":
        n = _number(p.wiederholung, v, allow_frei=True)
        relative = v.strip()[:1] in "+-" and p.wiederholung is not None
        if n is not None and n < 0 and relative:
            n = 0  # counting down past the last re-take ends the re-takes, it does not free them
        p.wiederholung = None if n is None or n < 0 else n
        p.has_wiederholung = True
    elif tag == "blindstart":
        p.blindstart = _spec(v, random_suit, random_rank)


def rank_text(rank: int | None) -> str:
    """Rank as the format writes it (`D`, `10`), or empty."""
    return RANK_NAMES.get(rank, "") if rank is not None else ""


def parse_rank(text: str) -> int | None:
    """Rank number for `2`..`A`, None for anything else."""
    return RANKS_BY_NAME.get(text.strip())


def parse_suit(text: str) -> Suit | None:
    """Suit for `Karo`..`Kreuz`, None for anything else."""
    return SUITS_BY_NAME.get(text.strip())
