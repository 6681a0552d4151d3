"""What one player move gives the action interpreter: the trigger and the move-wide scratch data."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING

from engine.fastdc import dataclass

if TYPE_CHECKING:
    from engine.state import State

CLICK_TYPES = {"left": "links", "right": "rechts", "middle": "mitte"}
"""Mouse buttons as the engine names them -> the action `typ` they trigger."""


@dataclass(frozen=True, slots=True)
class Trigger:
    """The event that starts a chain: kind, typ and the fields and cards involved."""

    kind: str
    """`beginn`, `aktion`, `abschluss` or `ende`."""
    typ: str | None = None
    """`legen`, `links`, `rechts`, `mitte`; for `ende` `sieg` or `verlust`."""
    quelle: int | None = None
    ziel: int | None = None
    pick: tuple[int, ...] = ()
    """`@legestapel`: the pile entries picked up (bottom to top)."""
    count: int = 0
    """`legezahl`: how many cards the player dragged (0 for clicks)."""
    source_card: int | None = None
    """Pile entry of the moved card (`quellwert`/`quellfarbe`)."""
    target_card: int | None = None
    """Pile entry of the card moved onto or clicked (`zielwert`/`zielfarbe`)."""

    def again(self, kind: str) -> Trigger:
        """The same event seen by another kind of action (`aktion` -> `abschluss`)."""
        return Trigger(
            kind,
            self.typ,
            self.quelle,
            self.ziel,
            self.pick,
            self.count,
            self.source_card,
            self.target_card,
        )


def can_pick(state: State, src: int, count: int) -> bool:
    """Could the player pick up the top `count` cards at all (face up, not dealt by clicks)?

    Only such drags reach the actions: face-down cards, `sicht verdeckt`, `gesperrt`,
    fields that deal by clicking (`ziel`) and hidden fields cannot be taken in hand.
    """
    f = state.fields[src]
    pile = f.cards
    if count < 1 or count > len(pile) or f.hidden or f.defn.ziel:
        return False
    if f.props.verdeckt or f.props.gesperrt:
        return False
    return all(v >= 0 for v in pile[len(pile) - count :])


def drag_trigger(state: State, src: int, dst: int, count: int, kind: str = "aktion") -> Trigger:
    """Trigger for dragging the top `count` cards of `src` onto `dst`."""
    pile = state.fields[src].cards
    n = max(0, min(count, len(pile)))
    pick = tuple(pile[len(pile) - n :]) if n else ()
    if state.fields[src].props.folgeschieb == "umdrehen":
        pick = pick[::-1]
    dst_pile = state.fields[dst].cards
    return Trigger(
        kind,
        "legen",
        src,
        dst,
        pick,
        n,
        pick[0] if pick else None,
        dst_pile[-1] if dst_pile else None,
    )


def click_trigger(
    state: State, target: int, depth: int, button: str, kind: str = "aktion"
) -> Trigger:
    """Trigger for a click with `button` (`links`/`rechts`/`mitte`) on the depth-th card from the top."""
    pile = state.fields[target].cards
    typ = CLICK_TYPES.get(button, button)
    if not pile:
        return Trigger(kind, typ, None, target)
    pos = max(0, len(pile) - max(depth, 1))
    schieb = state.fields[target].props.folgeschieb
    if schieb == "einzeln":
        pick: tuple[int, ...] = (pile[pos],)
    else:
        pick = tuple(pile[pos:])
        if schieb == "umdrehen":
            pick = pick[::-1]
    return Trigger(kind, typ, None, target, pick, 0, None, pile[pos])


@dataclass(slots=True)
class UiEvent:
    """Something for the front end only: a sound, a pause, an animation, a menu text."""

    kind: str
    """`sound`, `warte`, `animation`, `menu`."""
    value: str
    iid: str = ""


@dataclass(slots=True)
class Env:
    """Scratch data shared by every chain of one player move (aktion, abschluss, ende)."""

    state: State
    trigger: Trigger
    set_quelle: int | None = None
    set_ziel: int | None = None
    has_set_quelle: bool = False
    has_set_ziel: bool = False
    no_undo: bool = False
    """An action with `ruecknahme="nein"` succeeded: undo may not cross this move."""
    game_over: str | None = None
    """`sieg` or `verlust` once a `spielende` ran."""
    events: list[UiEvent] = field(default_factory=list)
    want: bool = False
    """A tracer listens: instructions record what they evaluated in `notes`."""
    notes: list[str] = field(default_factory=list)
    asking: tuple[int, ...] = ()
    """Fields whose `var` receives the answer to the pending `meldung`."""
    laid: bool = False
    """The current action laid cards (for the default lay sound)."""

    @property
    def quelle(self) -> int | None:
        """The source field (`setze id="quelle"` overrides the trigger's)."""
        return self.set_quelle if self.has_set_quelle else self.trigger.quelle

    @property
    def ziel(self) -> int | None:
        """The target field (`setze id="ziel"` overrides the trigger's)."""
        return self.set_ziel if self.has_set_ziel else self.trigger.ziel

    def note(self, text: str) -> None:
        """Record an evaluated value for the tracer (call only when `want`)."""
        self.notes.append(text)
