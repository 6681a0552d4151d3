"""The mutable runtime state of one game: piles, changeable field properties, table data.

Piles are lists of ints, bottom to top. A value `v >= 0` is a face-up card with index `v`
into `State.cards`; a face-down card is stored as `~index` (always negative). Use
`card_index(v)` / `is_face_up(v)` instead of decoding by hand.

The action interpreter talks to this module through a small, documented API:
`get_prop`/`set_prop` (by the format's tag names), `get_switch`/`set_switch`
(`sperre`/`schiebsperre`/`anzeige` by id), `take`/`insert`/`move_cards`, `flip`,
`shuffle`, `reverse`, plus `snapshot`/`restore` for undo. Rule questions (may this run go
there, is the field locked, does a stop hold) are asked of the layer above:
`engine.placement.placement_reason`, `engine.control.locked` and `engine.control.stop_holds`.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from engine.cards import Card, Suit
from engine.definition import MAX_CARDS, GameDefinition
from engine.fastdc import dataclass
from engine.fieldstate import VERSIONS as VERSIONS
from engine.fieldstate import FieldState as FieldState
from engine.fieldstate import card_index as card_index
from engine.fieldstate import is_face_up as is_face_up
from engine.fieldstate import version_mark as version_mark
from engine.fieldstate import with_face as with_face
from engine.props import FieldProps, PropertyError, read_prop, write_prop
from engine.rng import Random

if TYPE_CHECKING:
    from engine.caches import DragIndex

STOP_EINSCHUB = 1
"""Pending-stop bit: a card was slid in, the top card must move on first."""
STOP_LEER = 2
"""Pending-stop bit: the field was emptied and must receive a card first."""


@dataclass(frozen=True, slots=True)
class Message:
    """A pending `meldung`: text and button labels; the answer goes into `field`'s var."""

    text: str
    buttons: tuple[str, ...] = ("OK",)
    field: int | None = None

    def to_json(self) -> dict[str, object]:
        """The `message` object of the state JSON."""
        return {"text": self.text, "buttons": list(self.buttons)}


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything needed to put a State back exactly as it was (cheap: piles are copied)."""

    piles: tuple[list[int], ...]
    props: tuple[FieldProps, ...]
    versions: tuple[int, ...]
    stops: tuple[int, ...]
    table: tuple[Any, ...]
    stamp: int
    """`State.stamp` at the time."""


class PartialSnapshot:
    """Part of a state, enough to undo a move known to change only some fields: their piles,
    props and versions, plus the stops, the outcome and the PRNG (see
    `State.partial_snapshot`)."""

    __slots__ = ("saved", "stamp", "stops", "outcome", "rng")

    def __init__(self, state: State, indices: tuple[int, ...], rng: bool = True) -> None:
        fields = state.fields
        saved = []
        for k in indices:
            f = fields[k]
            saved.append((k, f.cards[:], f.props, f.version))
        self.saved = saved
        """(field index, pile, props, version) of each field kept."""
        self.stamp = state.stamp
        self.stops = tuple(state.stops)
        self.outcome: Any = state.outcome
        self.rng = state.rng.getstate() if rng else None


class State:
    """The whole mutable game: fields, card table, score adjustments, messages, PRNG."""

    def __init__(self, definition: GameDefinition, *, seed: int = 0) -> None:
        self.definition = definition
        cards: list[Card] = []
        for _, stock in definition.stock_cards:
            cards.extend(stock)
        self.cards: tuple[Card, ...] = tuple(cards)
        # Flat per-card arrays: rule checks read these instead of Card attributes (speed).
        self.suit: list[int] = [-1 if c.joker or c.suit is None else int(c.suit) for c in cards]
        self.value: list[int] = [0 if c.joker else (1 if c.rank == 14 else c.rank) for c in cards]
        """Cycle value A=1..K=13 (0 for jokers)."""
        self.rank: list[int] = [c.rank for c in cards]
        self.joker: list[bool] = [c.joker for c in cards]
        self.any_joker = any(c.joker for c in cards)
        self.cstate: list[int] = [
            -1 if c.joker else int(c.suit or 0) * 13 + (1 if c.rank == 14 else c.rank) - 1
            for c in cards
        ]
        """Card state 0..51 (suit*13 + value-1) used by bitmask rule checks; -1 for jokers."""
        self.rng = Random(seed)
        self.random_suit: Suit = Suit.KARO
        self.random_rank: int = 14
        self.fields: list[FieldState] = []
        self.stops: list[int] = []
        """Pending event stops per field (STOP_EINSCHUB | STOP_LEER bits)."""
        self.score_bonus = 0
        """Points added by actions on top of the fields' `punkte`."""
        self.outcome: Any = None
        """The game's `Outcome` once decided (set by engine.game)."""
        self.message: Message | None = None
        self.menu = ""
        self.stop_fields: list[int] = []
        """Fields that have `stopp` tags (only these can hold a stop)."""
        self.any_sperre = False
        """Does any field have a `sperre` (locks that depend on other fields)?"""
        self.punkte_fields: list[int] = []
        """Fields that have `punkte` tags (only these score)."""
        self._id_lists: dict[tuple[str, ...], list[int]] = {}
        self._click_scopes: dict[int, tuple[int, ...]] = {}
        self.problems: list[str] = []
        """Runtime notes (e.g. a `lege` whose source had no cards), for the author."""
        self.stamp = next(VERSIONS)
        """Changes whenever a field's version does (and comes back with `restore`): one
        number standing for the tuple of all field versions."""
        self.drag_index: DragIndex | None = None
        """Drop targets by accepted state (engine.moves.legal_drags keeps it)."""
        self.dirty: set[int] = set()
        """Fields whose version changed since engine.moves.legal_drags last looked."""
        self.props_gen = 0
        """Bumped whenever a field gets another props object (engine.moves caches by it)."""
        self.click_cands: tuple[int, list[tuple[int, tuple[int, ...] | None]]] | None = None
        self.click_memo: dict[int, tuple[tuple[int, ...], bool]] = {}
        """Caches of engine.moves.legal_clicks."""

    def setup_fields(self) -> None:
        """Create empty fields with properties resolved for the drawn random suit/rank."""
        self.fields = [
            FieldState(f, FieldProps(f, self.random_suit, self.random_rank))
            for f in self.definition.fields
        ]
        self.props_gen += 1
        self.stamp = next(VERSIONS)
        self.stops = [0] * len(self.fields)
        self.stop_fields = [f.index for f in self.definition.fields if f.stopp]
        self.any_sperre = any(f.sperre for f in self.definition.fields)
        self.punkte_fields = [f.index for f in self.definition.fields if f.punkte]

    # ----- lookups -------------------------------------------------------------------
    def card(self, value: int) -> Card:
        """The Card for a pile entry."""
        return self.cards[value if value >= 0 else ~value]

    def field_ids(self, field_id: str) -> tuple[int, ...]:
        """Indices of every field with this id (document order)."""
        return self.definition.indices(field_id)

    def ids_to_indices(self, ids: tuple[str, ...] | list[str]) -> list[int]:
        """Field indices for an id list, in document order of the fields (as the format says)."""
        key = tuple(ids)
        hit = self._id_lists.get(key)
        if hit is None:
            found: set[int] = set()
            for fid in key:
                found.update(self.definition.indices(fid))
            hit = self._id_lists[key] = sorted(found)
        return hit

    def top(self, i: int) -> int | None:
        """Top pile entry of field i, or None when empty."""
        pile = self.fields[i].cards
        return pile[-1] if pile else None

    def count(self, i: int) -> int:
        """Number of cards on field i."""
        return len(self.fields[i].cards)

    def capacity(self, i: int) -> int:
        """Room limit used by `belegbar`/`voll`: `max`, or 208 when the field has none."""
        m = self.fields[i].props.max
        return MAX_CARDS if m is None else m

    def touch(self, i: int) -> None:
        """Mark field i as changed (invalidates cached move data)."""
        self.fields[i].version = self.stamp = next(VERSIONS)
        self.dirty.add(i)

    # ----- card movement primitives (no rule checks) ----------------------------------
    def take(self, i: int, start: int, count: int) -> list[int]:
        """Remove `count` entries starting at 0-based position `start` (from the bottom)."""
        pile = self.fields[i].cards
        taken = pile[start : start + count]
        del pile[start : start + count]
        self.touch(i)
        return taken

    def take_top(self, i: int, count: int) -> list[int]:
        """Remove and return the top `count` entries (bottom-to-top order)."""
        f = self.fields[i]
        pile = f.cards
        if count <= 0:
            return []
        taken = pile[-count:]
        del pile[-count:]
        f.version = self.stamp = next(VERSIONS)  # touch(i), inlined
        self.dirty.add(i)
        return taken

    def insert(self, i: int, pos: int | None, values: list[int]) -> None:
        """Insert entries at 0-based position `pos` from the bottom (None = on top)."""
        f = self.fields[i]
        pile = f.cards
        if pos is None or pos >= len(pile):
            pile.extend(values)
        else:
            pile[max(pos, 0) : max(pos, 0)] = values
        f.version = self.stamp = next(VERSIONS)  # touch(i), inlined
        self.dirty.add(i)

    def move_cards(
        self,
        src: int,
        dst: int,
        count: int,
        *,
        src_pos: int | None = None,
        dst_pos: int | None = None,
        face: bool | None = None,
        reverse: bool = False,
    ) -> list[int]:
        """Move `count` cards (from the top, or from `src_pos` upward) to `dst` at `dst_pos`.

        `face` True/False turns the moved cards face up/down; `reverse` lays them in
        reverse order. Returns the entries as placed. Rules are not checked.
        """
        n = min(count, len(self.fields[src].cards))
        moved = self.take_top(src, n) if src_pos is None else self.take(src, src_pos, n)
        if reverse:
            moved.reverse()
        if face is not None:
            moved = [with_face(v, face) for v in moved]
        self.insert(dst, dst_pos, moved)
        return moved

    def flip(self, i: int, pos: int = -1, up: bool | None = None) -> None:
        """Turn the card at `pos` (negative = from the top) over, or to `up` when given."""
        f = self.fields[i]
        pile = f.cards
        if not pile:
            return
        v = pile[pos]
        if up is None:
            up = v < 0
        idx = v if v >= 0 else ~v
        pile[pos] = idx if up else ~idx  # with_face(v, up), inlined
        f.version = self.stamp = next(VERSIONS)  # touch(i), inlined
        self.dirty.add(i)

    def set_faces(self, i: int, up: bool) -> None:
        """Turn every card of field i face up or face down."""
        pile = self.fields[i].cards
        pile[:] = [with_face(v, up) for v in pile]
        self.touch(i)

    def shuffle(self, i: int) -> None:
        """Shuffle field i with the game's PRNG."""
        self.rng.shuffle(self.fields[i].cards)
        self.touch(i)

    def reverse(self, i: int) -> None:
        """Reverse the order of field i's pile."""
        self.fields[i].cards.reverse()
        self.touch(i)

    # ----- properties by tag name -------------------------------------------------------
    def writable(self, i: int) -> FieldProps:
        """Copy-on-write: give field i its own props object before changing it."""
        f = self.fields[i]
        f.props = copy.copy(f.props)
        f.version = self.stamp = next(VERSIONS)
        self.props_gen += 1
        self.dirty.add(i)
        return f.props

    def get_prop(self, i: int, tag: str) -> str:
        """A property as the format writes it (e.g. `max` -> `13`, `folgestart` -> `Herz A`)."""
        f = self.fields[i]
        return read_prop(f.props, tag, field_id=f.defn.id, count=len(f.cards))

    def set_prop(self, i: int, tag: str, value: str) -> None:
        """Set a property from format text; numbers may be `+n`/`-n`. Raises PropertyError."""
        write_prop(
            lambda: self.writable(i),
            tag,
            value,
            random_suit=self.random_suit,
            random_rank=self.random_rank,
        )

    def get_switch(self, i: int, kind: str, switch_id: str) -> bool | None:
        """Active flag of the `sperre`/`schiebsperre`/`anzeige` with that id (None: no such)."""
        defs, flags = self._switches(i, kind)
        for d, active in zip(defs, flags, strict=True):
            if d.id == switch_id:
                return active
        return None

    def set_switch(self, i: int, kind: str, switch_id: str, active: bool) -> bool:
        """Switch every `kind` element with that id on field i; False when none exists."""
        defs, flags = self._switches(i, kind)
        new = tuple(active if d.id == switch_id else a for d, a in zip(defs, flags, strict=True))
        if not any(d.id == switch_id for d in defs):
            return False
        props = self.writable(i)
        setattr(props, f"{kind}_active", new)
        return True

    def _switches(self, i: int, kind: str) -> tuple[tuple[Any, ...], tuple[bool, ...]]:
        f = self.fields[i]
        if kind == "sperre":
            return f.defn.sperre, f.props.sperre_active
        if kind == "schiebsperre":
            return f.defn.schiebsperre, f.props.schiebsperre_active
        if kind == "anzeige":
            return f.defn.anzeige, f.props.anzeige_active
        raise PropertyError(f"{kind!r} is not a switchable element (sperre, schiebsperre, anzeige)")

    # ----- snapshots ----------------------------------------------------------------------
    def snapshot(self) -> Snapshot:
        """Capture the state for undo (piles copied, props shared copy-on-write)."""
        fs = self.fields
        return Snapshot(
            tuple([f.cards[:] for f in fs]),
            tuple([f.props for f in fs]),
            tuple([f.version for f in fs]),
            tuple(self.stops),
            (self.score_bonus, self.outcome, self.message, self.menu, self.rng.getstate()),
            self.stamp,
        )

    def partial_snapshot(self, indices: tuple[int, ...], *, rng: bool = True) -> PartialSnapshot:
        """A cheap snapshot for undoing a move that changes nothing but these fields, the
        stops, the outcome and (unless `rng` is False) the PRNG: no actions, so no score
        bonus, message or menu."""
        return PartialSnapshot(self, indices, rng)

    def restore_partial(self, snap: PartialSnapshot) -> None:
        """Undo a move made after `partial_snapshot` (and nothing else since)."""
        fields = self.fields
        dirty = self.dirty
        for k, pile, props, version in snap.saved:
            f = fields[k]
            f.cards[:] = pile
            if f.props is not props:
                f.props = props
                self.props_gen += 1
            if f.version != version:
                f.version = version
                dirty.add(k)
        self.stamp = snap.stamp
        self.stops[:] = snap.stops
        self.outcome = snap.outcome
        if snap.rng is not None:
            self.rng.setstate(snap.rng)

    def click_scope(self, i: int) -> tuple[int, ...]:
        """The fields a regular left click on field i can change: itself, its `ziel` and
        `pruefe` fields and its `quelle` fields."""
        found = self._click_scopes.get(i)
        if found is None:
            d = self.fields[i].defn
            scope = {i}
            for z in d.ziel:
                scope.update(self.ids_to_indices(z.ids))
                scope.update(self.ids_to_indices(z.pruefe))
            for ids in d.quelle:
                scope.update(self.ids_to_indices(ids))
            found = self._click_scopes[i] = tuple(sorted(scope))
        return found

    def restore(self, snap: Snapshot) -> None:
        """Put the state back exactly as captured by `snapshot`."""
        dirty = self.dirty
        for f, pile, props, version in zip(
            self.fields, snap.piles, snap.props, snap.versions, strict=True
        ):
            f.cards[:] = pile
            if f.props is not props:
                f.props = props
                self.props_gen += 1
            if f.version != version:
                f.version = version
                dirty.add(f.index)
        self.stamp = snap.stamp
        self.stops[:] = snap.stops
        self.score_bonus, self.outcome, self.message, self.menu, rng_state = snap.table
        self.rng.setstate(rng_state)

    def all_uids(self) -> list[int]:
        """Uids of every card on the table, for accounting checks."""
        return [self.cards[card_index(v)].uid for f in self.fields for v in f.cards]
