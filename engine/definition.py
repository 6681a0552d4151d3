"""The compiled, immutable game definition: what `compile_game` produces from a file."""

from __future__ import annotations

from dataclasses import field
from functools import lru_cache

from engine.cards import Card, CardSpec
from engine.errors import Problem
from engine.fastdc import dataclass
from engine.messages import Phrase, phrase
from engine.quickinit import quick_init

BUILTIN_TYPES = ("stock", "abwurf", "grund", "hilf", "keller", "reserve", "stapel")
BUILTIN_SHORTCUTS = {
    "stock": "S",
    "abwurf": "A",
    "grund": "G",
    "hilf": "H",
    "keller": "K",
    "reserve": "R",
    "stapel": "X",
}
RESERVED_FIELD_IDS = ("quelle", "ziel")
MAX_CARDS = 208
STEP_LIMIT = 10_000
"""Default number of action instructions one player move may run before it is stopped."""


@quick_init
@dataclass(frozen=True, slots=True)
class ZielDef:
    """A `ziel` tag: clicking the field deals its top card to these fields."""

    ids: tuple[str, ...]
    bedingung: str | None = None
    pruefe: tuple[str, ...] = ()
    verdeckt: bool = False
    line: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class WiederholungDef:
    """A `wiederholung` tag: how often the field may be refilled from its `quelle` fields."""

    count: int | None
    """Re-takes allowed; None means unlimited (`frei` or negative)."""
    sprung: bool = False
    mischen: bool = False
    line: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class SperreDef:
    """A `sperre` tag: the field is locked while the listed fields meet `bedingung`."""

    ids: tuple[str, ...]
    id: str | None = None
    active: bool = True
    typ: str | None = None
    """`legen`, `nehmen`, or None for both directions."""
    bedingung: str = "belegt"
    modus: str = "or"
    line: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class SchiebsperreDef:
    """A `schiebsperre` tag: moves from this field onto the listed ones are forbidden."""

    ids: tuple[str, ...]
    id: str | None = None
    active: bool = True
    bedingung: str | None = None
    """When the move is allowed after all (`leer`, `belegt`, `stopp`, `keinstopp`)."""
    line: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class StoppDef:
    """A `stopp` tag: a condition that must be resolved before anything else."""

    bedingung: str
    value: str = ""
    line: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class PunkteDef:
    """A `punkte` tag: points the field contributes to the score."""

    points: int
    bedingung: str | None = None
    line: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class LegeDef:
    """A field's `lege` tag: cards dealt onto it at the start of the game."""

    quelle: str
    spec: CardSpec
    verdeckt: bool = False
    anz: int = 1
    bedingung: str | None = None
    line: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class SortiereDef:
    """A `sortiere` tag: arrange matching cards after dealing."""

    richtung: str
    spec: CardSpec | None = None
    line: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class AnzeigeDef:
    """An `anzeige` tag: an information label next to the field."""

    positions: tuple[str, ...]
    id: str | None = None
    active: bool = True
    typ: str | None = None
    text: str | None = None
    line: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class MarkDef:
    """A top-level `markiere` tag."""

    kind: str
    """`stopp` or `korrekt`."""
    color: str
    """Six hex digits; `ffffff` switches the mark off."""
    line: int = 0


@quick_init
@dataclass(frozen=True, slots=True)
class FieldDef:
    """One compiled field with every property resolved (templates, variant, level, defaults)."""

    index: int
    id: str
    x: int
    y: int
    typ: str
    base: str
    """Built-in type the field derives from (`stock`, `grund`, ...)."""
    is_stock: bool
    kuerzel: str
    line: int = 0
    templates: tuple[str, ...] = ()
    # stock-like behaviour
    ziel: tuple[ZielDef, ...] = ()
    quelle: tuple[tuple[str, ...], ...] = ()
    wiederholung: WiederholungDef | None = None
    # building rules
    max: int | None = None
    folgestart: CardSpec | None = None
    folgestart_bedingung: str | None = None
    folgeende: int | None = None
    """Rank (2..14) after which nothing may be added; None = sequences wrap."""
    folgefarbe: str = "frei"
    folgewert: str = "frei"
    folgeschieb: str | None = None
    einschub: str = "vorn"
    # control
    fuellen: str | None = None
    sperre: tuple[SperreDef, ...] = ()
    gesperrt: bool = False
    schiebsperre: tuple[SchiebsperreDef, ...] = ()
    stopp: tuple[StoppDef, ...] = ()
    verdeckt: bool = False
    """`sicht verdeckt`: every card shown face down and not takeable."""
    auto: tuple[str, ...] = ()
    """Empty: no auto moves onto this field; else `ja`, `ende` or conditions in order."""
    aufdecken: str = "auto"
    blindstart: CardSpec | None = None
    punkte: tuple[PunkteDef, ...] = ()
    var: int = 0
    lege: tuple[LegeDef, ...] = ()
    sortiere: tuple[SortiereDef, ...] = ()
    beziehung: tuple[tuple[str, str], ...] = ()
    # display
    quer: bool = False
    eng: int | None = None
    richtung: str = "stapel"
    anzeige: tuple[AnzeigeDef, ...] = ()
    rand: str = "einfach"
    sichtbar: int | None = None
    """None = `komplett`; 0 hides the field from view and from play."""
    unknown: tuple[str, ...] = ()
    """Child tags the compiler did not understand (kept for the linter and round trips)."""

    @property
    def relations(self) -> dict[str, str]:
        """`beziehung` links as a dict name -> field id."""
        return dict(self.beziehung)

    @property
    def hidden(self) -> bool:
        """Negative coordinates or `sichtbar 0` keep a field off the table."""
        return self.x < 0 or self.y < 0 or self.sichtbar == 0


@quick_init
@dataclass(frozen=True, slots=True)
class Instruction:
    """One instruction of an action (`bedingung`, `vergleich`, `lege`, ...), with a stable id."""

    iid: str
    """Stable id: `<action index>.<instruction index>`, e.g. `a3.2`."""
    tag: str
    attrs: tuple[tuple[str, str], ...]
    text: str
    line: int = 0

    def attr(self, name: str, default: str | None = None) -> str | None:
        """Value of an attribute, or `default`."""
        for key, value in self.attrs:
            if key == name:
                return value
        return default


def _action_title(kind: str, ident: str | None, line: int) -> Phrase:
    """An action's readable name as a phrase."""
    if ident:
        return phrase("action-label", kind=kind, name=repr(ident), line=line)
    return phrase("action-label-anon", kind=kind, line=line)


@lru_cache(maxsize=4096)
def _english_label(kind: str, ident: str | None, line: int) -> str:
    """An action's English label, rendered once (the interpreter names the action on every sound)."""
    return str(_action_title(kind, ident, line))


@quick_init
@dataclass(frozen=True, slots=True)
class ActionDef:
    """One `beginn`, `aktion`, `abschluss` or `ende` block."""

    index: int
    kind: str
    typ: str | None
    id: str | None
    line: int = 0
    ruecknahme: bool = True
    instructions: tuple[Instruction, ...] = ()
    erfolg: str = "ende"
    misserfolg: str = "naechste"
    erfolg_line: int = 0
    misserfolg_line: int = 0

    @property
    def label(self) -> str:
        """Readable name for messages, in English: `aktion 'pairs' (line 40)`."""
        return _english_label(self.kind, self.id, self.line)

    @property
    def title(self) -> Phrase:
        """The readable name as a phrase, for messages in any language."""
        return _action_title(self.kind, self.id, self.line)


@quick_init
@dataclass(frozen=True, slots=True)
class Variant:
    """One `regel` of the `regelwerk`."""

    id: str
    text: str
    line: int = 0


@dataclass(frozen=True)
class GameDefinition:
    """A whole game compiled for one variant and level; immutable and shareable."""

    name: str
    window: tuple[int, int]
    fields: tuple[FieldDef, ...]
    stock_cards: tuple[tuple[int, tuple[Card, ...]], ...]
    """For each stock field (by index), the cards it holds before shuffling."""
    programm: int | None = None
    version: int | None = None
    bemerkung: str = ""
    anleitung: str = ""
    variants: tuple[Variant, ...] = ()
    variant: str | None = None
    levelmax: int = 0
    level: int = 0
    karten: str = "52"
    rank_set: tuple[int, ...] = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)
    two_backs: bool = False
    punktemax: int | None = None
    punktestart: int = 0
    marks: tuple[MarkDef, ...] = ()
    beginn: tuple[ActionDef, ...] = ()
    aktion: tuple[ActionDef, ...] = ()
    abschluss: tuple[ActionDef, ...] = ()
    ende: tuple[ActionDef, ...] = ()
    problems: tuple[Problem, ...] = ()
    path: str | None = None
    _by_id: dict[str, tuple[int, ...]] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        groups: dict[str, list[int]] = {}
        for f in self.fields:
            groups.setdefault(f.id, []).append(f.index)
        self._by_id.update({key: tuple(value) for key, value in groups.items()})

    def indices(self, field_id: str) -> tuple[int, ...]:
        """Indices of every field with this id, in document order."""
        return self._by_id.get(field_id, ())

    def field_name(self, index: int) -> str:
        """Name of a field as replay scripts write it: `ID`, or `ID.N` when the id repeats."""
        f = self.fields[index]
        group = self._by_id.get(f.id, ())
        if len(group) <= 1 or group[0] == index:
            return f.id
        return f"{f.id}.{group.index(index) + 1}"

    def resolve_field_name(self, name: str) -> int | None:
        """Index for `ID`, `ID.N` or `#K` (both 1-based), or None when nothing matches."""
        if name.startswith("#"):
            try:
                k = int(name[1:])
            except ValueError:
                return None
            return k - 1 if 1 <= k <= len(self.fields) else None
        if name in self._by_id:
            return self._by_id[name][0]
        base, dot, num = name.rpartition(".")
        if dot and base in self._by_id and num.isdigit():
            group = self._by_id[base]
            n = int(num)
            return group[n - 1] if 1 <= n <= len(group) else None
        return None

    @property
    def all_actions(self) -> tuple[ActionDef, ...]:
        """Every action block in document order of kinds (beginn, aktion, abschluss, ende)."""
        return self.beginn + self.aktion + self.abschluss + self.ende

    @property
    def card_count(self) -> int:
        """Number of cards in play."""
        return sum(len(cards) for _, cards in self.stock_cards)
