"""Reading and writing field properties by the format's tag names (for actions and display)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cards import RANK_NAMES, RANKS_BY_NAME, SUITS_BY_NAME, CardSpec, CardSpecError, Suit
from engine.definition import MAX_CARDS
from engine.state import VAR_MAX, FieldProps, PropertyError

if TYPE_CHECKING:
    from engine.state import State

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

_CHOICES = {
    "folgefarbe": ("gleich", "ungleich", "wechsel", "frei"),
    "einschub": ("vorn", "hinten", "aussen"),
    "aufdecken": ("auto", "manuell", "auto,manuell", "gesperrt"),
}


def read_prop(state: State, i: int, tag: str) -> str:
    """Text value of property `tag` of field i, as a `bedingung` compares it."""
    f = state.fields[i]
    p = f.props
    if tag == "id":
        return f.defn.id
    if tag == "kartenzahl":
        return str(len(f.cards))
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


def _spec(state: State, text: str) -> CardSpec | None:
    t = text.strip()
    if not t:
        return None
    try:
        return CardSpec.parse(t).resolve(state.random_suit, state.random_rank)
    except CardSpecError as exc:
        raise PropertyError(str(exc)) from None


def write_prop(
    state: State, i: int, tag: str, value: str, writable: Callable[[int], FieldProps]
) -> None:
    """Set property `tag` of field i from format text (see `State.set_prop`)."""
    v = value.strip()
    if tag not in WRITABLE:
        raise PropertyError(f"field property {tag!r} cannot be changed")
    p = writable(i)
    if tag == "max":
        if v == "frei":
            p.max = MAX_CARDS
        else:
            n = _number(p.max if p.max is not None else 0, v)
            p.max = None if n is None else max(0, min(MAX_CARDS, n))
    elif tag == "folgestart":
        p.folgestart = _spec(state, v)
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
        p.blindstart = _spec(state, v)


def rank_text(rank: int | None) -> str:
    """Rank as the format writes it (`D`, `10`), or empty."""
    return RANK_NAMES.get(rank, "") if rank is not None else ""


def parse_rank(text: str) -> int | None:
    """Rank number for `2`..`A`, None for anything else."""
    return RANKS_BY_NAME.get(text.strip())


def parse_suit(text: str) -> Suit | None:
    """Suit for `Karo`..`Kreuz`, None for anything else."""
    return SUITS_BY_NAME.get(text.strip())
