"""Moves: the `Move` value, why a drag is refused, and fast legal-move generation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine import placement, rules
from engine.stock import click_reason

if TYPE_CHECKING:
    from engine.state import State

BUTTONS = ("left", "right", "middle")


@dataclass(frozen=True, slots=True)
class Move:
    """A player move: drag the top `n` cards of `src` onto `dst`, or click (`dst` is None).

    For a click, `src` is the clicked field and `n` the clicked card counted from the top.
    Field indices are 0-based; `str()` gives the replay-script line with `#K` names.
    """

    src: int
    dst: int | None = None
    n: int = 1
    button: str = "left"

    @classmethod
    def drag(cls, src: int, dst: int, n: int = 1) -> Move:
        """Drag the top n cards of src onto dst."""
        return cls(src, dst, n)

    @classmethod
    def click(cls, field: int, n: int = 1, button: str = "left") -> Move:
        """Click the n-th card from the top of a field with a mouse button."""
        return cls(field, None, n, button)

    @property
    def is_click(self) -> bool:
        """True for clicks, False for drags."""
        return self.dst is None

    def __repr__(self) -> str:
        if self.dst is None:
            return f"Move.click({self.src}, {self.n}, {self.button!r})"
        return f"Move.drag({self.src}, {self.dst}, {self.n})"

    def __str__(self) -> str:
        if self.dst is None:
            verb = {"left": "click", "right": "rclick", "middle": "mclick"}.get(self.button, "click")
            return f"{verb} #{self.src + 1}" + (f" {self.n}" if self.n != 1 else "")
        return f"move #{self.src + 1} #{self.dst + 1}" + (f" {self.n}" if self.n != 1 else "")


_MOVE_CACHE: dict[tuple[int, int, int], Move] = {}


def _drag(src: int, dst: int, n: int) -> Move:
    """Shared Move objects for generation (avoids an allocation per generated move)."""
    key = (src, dst, n)
    m = _MOVE_CACHE.get(key)
    if m is None:
        m = _MOVE_CACHE[key] = Move(src, dst, n)
    return m


def take_limit(state: State, i: int) -> int:
    """How many top cards may be picked up from field i right now (0 = none)."""
    f = state.fields[i]
    pile = f.cards
    if not pile or pile[-1] < 0 or f.defn.ziel or f.props.verdeckt or f.hidden:
        return 0
    if (f.props.gesperrt or f.defn.sperre) and rules.locked(state, i, "nehmen") is not None:
        return 0
    return rules.pick_limit(state, i)


def take_reason(state: State, i: int, n: int) -> str | None:
    """Why the top n cards of field i may not be picked up (None = they may)."""
    f = state.fields[i]
    name = state.definition.field_name(i)
    pile = f.cards
    if f.hidden:
        return f"{name} is not in play (hidden)"
    if n < 1:
        return "at least one card must be moved"
    if n > len(pile):
        return f"{name} holds only {len(pile)} card{'s' if len(pile) != 1 else ''}"
    if f.props.verdeckt:
        return f"{name} shows its cards face down (sicht verdeckt): they cannot be taken"
    if f.defn.ziel:
        return f"{name} deals its cards by clicking (ziel): they cannot be dragged"
    lock = rules.locked(state, i, "nehmen")
    if lock is not None:
        return lock
    for k in range(1, n + 1):
        if pile[-k] < 0:
            return f"card {k} from the top of {name} lies face down"
    if f.props.folgeschieb == "einzeln" and n > 1:
        return f"{name} lets only single cards be moved (folgeschieb einzeln)"
    if n > rules.pick_limit(state, i):
        how = f.props.folgeschieb or f"folgefarbe {f.props.folgefarbe} + folgewert {f.props.folgewert}"
        return f"the top {n} cards of {name} do not form a run that may be moved ({how})"
    return None


def moving_run(state: State, src: int, n: int) -> list[int]:
    """The top n entries of src in the order they land (`folgeschieb umdrehen` reverses)."""
    run = state.fields[src].cards[-n:] if n > 0 else []
    if state.fields[src].props.folgeschieb == "umdrehen":
        run = run[::-1]
    return run


def schiebsperre_reason(state: State, src: int, dst: int) -> str | None:
    """Why a `schiebsperre` of src forbids moving onto dst (None = it does not)."""
    f = state.fields[src]
    for d, active in zip(f.defn.schiebsperre, f.props.schiebsperre_active, strict=True):
        if not active or dst not in state.ids_to_indices(d.ids):
            continue
        cond = d.bedingung
        if cond == "leer" and not state.fields[dst].cards:
            continue
        if cond == "belegt" and state.fields[dst].cards:
            continue
        if cond == "stopp" and rules.stop_holds(state, src):
            continue
        if cond == "keinstopp" and not rules.stop_holds(state, src):
            continue
        names = state.definition.field_name
        return f"moving from {names(src)} onto {names(dst)} is forbidden by a schiebsperre"
    return None


def stop_reason(state: State, src: int | None, dst: int | None) -> str | None:
    """Why holding stops forbid this move (None = no stop holds or the move resolves one)."""
    if not state.stop_fields:
        return None
    held = rules.stopped_fields(state)
    if not held or rules.resolves_stop(state, src, dst):
        return None
    names = ", ".join(state.definition.field_name(i) for i in held)
    return f"a stopp holds on {names}: resolve it first"


def drag_reason(state: State, src: int, dst: int, n: int) -> str | None:
    """Why dragging the top n cards of src onto dst is refused (None = legal)."""
    fields = state.fields
    if not (0 <= src < len(fields) and 0 <= dst < len(fields)):
        return "no such field"
    if src == dst:
        return "cards cannot be moved onto the field they come from"
    reason = take_reason(state, src, n)
    if reason is None and fields[src].defn.schiebsperre:
        reason = schiebsperre_reason(state, src, dst)
    if reason is None:
        reason = stop_reason(state, src, dst)
    if reason is None:
        reason = placement.placement_reason(state, moving_run(state, src, n), dst)
    return reason


def legal_drags(state: State, out: list[Move]) -> None:
    """Append every legal drag to `out`.

    Fast path: each destination's accepted card states and each source's run bottoms are
    cached 52-bit masks, so most source/destination pairs cost one AND. Jokers, `einschub`
    other than vorn, `folgeschieb umdrehen`, schiebsperre and stops take the slow path.
    """
    fields = state.fields
    stopped = bool(state.stop_fields) and bool(rules.stopped_fields(state))
    fast_dsts: list[tuple[int, int, int]] = []
    slow_dsts: list[tuple[int, int]] = []
    union = 0
    for f in fields:
        entry = f.dst_entry if f.dst_ver == f.version else _dst_entry(state, f.index)
        if entry is None:
            continue
        j = f.index
        if f.defn.sperre and rules.locked(state, j, "legen") is not None:
            continue
        room, acc, slow = entry
        if slow:
            slow_dsts.append((j, room))
        else:
            fast_dsts.append((j, room, acc))
            union |= acc
    if not fast_dsts and not slow_dsts:
        return
    any_joker = state.any_joker
    for f in fields:
        pile = f.cards
        if not pile or pile[-1] < 0:
            continue
        p = f.props
        d = f.defn
        if d.ziel or p.verdeckt or f.offtable or p.sichtbar == 0:
            continue
        i = f.index
        if (p.gesperrt or d.sperre) and rules.locked(state, i, "nehmen") is not None:
            continue
        limit = f.pick_n if f.pick_ver == f.version else rules.pick_limit(state, i)
        if not limit:
            continue
        umdrehen = f.props.folgeschieb == "umdrehen"
        checked = bool(f.defn.schiebsperre) or stopped
        if any_joker or umdrehen or checked:
            _slow_source(state, i, limit, fast_dsts, slow_dsts, checked, out)
            continue
        run_mask, run_pos = (
            (f.run_mask, f.run_pos) if f.run_ver == f.version else rules.run_index(state, i)
        )
        if run_mask & union:
            for j, room, acc in fast_dsts:
                common = acc & run_mask
                if common and j != i:
                    while common:
                        low = common & -common
                        common ^= low
                        for n in run_pos[low.bit_length() - 1]:
                            if n <= limit and room >= n:
                                out.append(_drag(i, j, n))
        for j, room in slow_dsts:
            if j == i:
                continue
            for n in range(1, min(limit, room) + 1):
                if placement.building_reason(state, moving_run(state, i, n), j) is None:
                    out.append(_drag(i, j, n))


def _dst_entry(state: State, j: int) -> tuple[int, int, bool] | None:
    """(room, accepted states, needs full checks) for field j as a drop target, cached."""
    f = state.fields[j]
    p = f.props
    entry: tuple[int, int, bool] | None = None
    if not (p.max is None or p.verdeckt or f.offtable or p.sichtbar == 0):
        room = p.max - len(f.cards)
        if room > 0:
            if p.einschub != "vorn":
                entry = (room, 0, True)
            else:
                acc = rules.accept_mask(state, j)
                entry = (room, acc, False) if acc else None
    f.dst_entry = entry
    f.dst_ver = f.version
    return entry


def _slow_source(state: State, i: int, limit: int, fast_dsts: list[tuple[int, int, int]],
                 slow_dsts: list[tuple[int, int]], checked: bool, out: list[Move]) -> None:
    """Generate drags from one source by full checks (jokers, umdrehen, schiebsperre, stops)."""
    dsts = [(j, room) for j, room, _ in fast_dsts] + slow_dsts
    dsts.sort()
    for j, room in dsts:
        if j == i:
            continue
        if checked and (schiebsperre_reason(state, i, j) or stop_reason(state, i, j)):
            continue
        for n in range(1, min(limit, room) + 1):
            if placement.building_reason(state, moving_run(state, i, n), j) is None:
                out.append(_drag(i, j, n))


def legal_clicks(state: State, out: list[Move]) -> None:
    """Append the left clicks that do something by the regular rules (deal, refill, flip)."""
    for f in state.fields:
        d = f.defn
        flippable = bool(f.cards) and f.cards[-1] < 0 and f.props.aufdecken != "auto"
        if (d.ziel or d.quelle or flippable) and click_reason(state, f.index, 1) is None:
            out.append(_click(f.index))


_CLICK_CACHE: dict[int, Move] = {}


def _click(i: int) -> Move:
    """Shared left-click Move objects for generation."""
    m = _CLICK_CACHE.get(i)
    if m is None:
        m = _CLICK_CACHE[i] = Move(i, None, 1, "left")
    return m


def legal_moves(state: State) -> list[Move]:
    """Every legal regular move: drags first, then clicks."""
    out: list[Move] = []
    legal_drags(state, out)
    legal_clicks(state, out)
    return out
