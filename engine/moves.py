"""Moves: the `Move` value, why a drag is refused, and fast legal-move generation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import placement, rules
from engine.caches import DragIndex, DstEntry, SrcEntry
from engine.messages import Refusal, refusal
from engine.move import BUTTONS as BUTTONS
from engine.move import Move as Move
from engine.move import drag_move
from engine.stock import click_reason

if TYPE_CHECKING:
    from engine.state import FieldState, State


def take_limit(state: State, i: int) -> int:
    """How many top cards may be picked up from field i right now (0 = none)."""
    f = state.fields[i]
    pile = f.cards
    if not pile or pile[-1] < 0 or f.defn.ziel or f.props.verdeckt or f.hidden:
        return 0
    if (f.props.gesperrt or f.defn.sperre) and rules.locked(state, i, "nehmen") is not None:
        return 0
    return rules.pick_limit(state, i)


def take_reason(state: State, i: int, n: int) -> Refusal | None:
    """Why the top n cards of field i may not be picked up (None = they may)."""
    f = state.fields[i]
    name = state.definition.field_name(i)
    pile = f.cards
    if f.hidden:
        return refusal("field-hidden", field=name)
    if n < 1:
        return refusal("take-none")
    if n > len(pile):
        if len(pile) == 1:
            return refusal("take-only-one", field=name)
        return refusal("take-only", field=name, count=len(pile))
    if f.props.verdeckt:
        return refusal("take-verdeckt", field=name)
    if f.defn.ziel:
        return refusal("take-ziel", field=name)
    lock = rules.locked(state, i, "nehmen")
    if lock is not None:
        return lock
    for k in range(1, n + 1):
        if pile[-k] < 0:
            return refusal("take-face-down", depth=k, field=name)
    if f.props.folgeschieb == "einzeln" and n > 1:
        return refusal("take-einzeln", field=name)
    if n > rules.pick_limit(state, i):
        how = (
            f.props.folgeschieb
            or f"folgefarbe {f.props.folgefarbe} + folgewert {f.props.folgewert}"
        )
        return refusal("take-no-run", count=n, field=name, how=how)
    return None


def moving_run(state: State, src: int, n: int) -> list[int]:
    """The top n entries of src in the order they land (`folgeschieb umdrehen` reverses)."""
    run = state.fields[src].cards[-n:] if n > 0 else []
    if state.fields[src].props.folgeschieb == "umdrehen":
        run = run[::-1]
    return run


def schiebsperre_reason(state: State, src: int, dst: int) -> Refusal | None:
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
        return refusal("schiebsperre", src=names(src), dst=names(dst))
    return None


def stop_reason(state: State, src: int | None, dst: int | None) -> Refusal | None:
    """Why holding stops forbid this move (None = no stop holds or the move resolves one)."""
    if not state.stop_fields:
        return None
    held = rules.stopped_fields(state)
    if not held or rules.resolves_stop(state, src, dst):
        return None
    names = ", ".join(state.definition.field_name(i) for i in held)
    return refusal("stopp-holds", fields=names)


def drag_reason(state: State, src: int, dst: int, n: int) -> Refusal | None:
    """Why dragging the top n cards of src onto dst is refused (None = legal)."""
    fields = state.fields
    if not (0 <= src < len(fields) and 0 <= dst < len(fields)):
        return refusal("no-such-field")
    if src == dst:
        return refusal("same-field")
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

    Each field's entries as a drag source (run bottoms as a 52-bit mask of card states)
    and as a drop target (accepted states as a mask) are memoised by pile content and
    brought up to date only for the fields changed since the last call (`State.dirty`);
    targets are filed by the states they accept, so a source finds its targets by
    looking up its run bottoms, and the drags of a source/target pair are kept until
    either entry changes. Locks, jokers, `einschub` other than vorn, `folgeschieb
    umdrehen`, schiebsperre and stops take the slow path.
    """
    fields = state.fields
    index = state.drag_index
    dirty: set[int] | range = state.dirty
    if index is None or index.fields is not fields:
        index = state.drag_index = DragIndex(fields)
        dirty = range(len(fields))
    reg = index.reg
    if dirty:
        # A field's entries depend only on its pile and props: they are memoised by pile
        # content (per props object), so a pile back at an earlier content gets the same.
        srcs = index.srcs
        for j in dirty:
            f = fields[j]
            known = f.entry_memo
            if f.memo_props is not f.props:
                known.clear()
                f.memo_props = f.props
            key = tuple(f.cards)
            entries = known.get(key)
            if entries is None:
                if len(known) >= _MEMO_SIZE:
                    known.clear()
                entries = known[key] = (_dst_entry(state, f), _src_entry(state, f))
            entry, srcs[j] = entries
            if entry is not reg[j]:
                index.update(j, entry)
        state.dirty.clear()
    if (
        state.any_sperre
        or index.slow
        or state.any_joker
        or (state.stop_fields and rules.stopped_fields(state))
    ):
        _drags_checked(state, [s for s in index.srcs if s is not None], reg, out)
        return
    union = index.union
    by_bit = index.by_bit
    # Slow sources carry an all-ones run mask, so they pass this filter.
    for i, limit, run_mask, run_pos, _, slow, memo in [
        s for s in index.srcs if s is not None and s[2] & union
    ]:
        if slow:
            fast_dsts = [e for e in reg if e is not None]
            checked = bool(fields[i].defn.schiebsperre)
            _slow_source(state, i, limit, fast_dsts, [], checked, out)
            continue
        common = run_mask & union
        for j in by_bit[common] if not common & (common - 1) else _merged(by_bit, common):
            if j == i:
                continue
            e = reg[j]
            hit = memo.get(j)
            if hit is None or hit[0] is not e:
                assert e is not None
                hit = memo[j] = (e, _pair(i, j, e[1], e[2] & run_mask, run_pos))
            out += hit[1]


def _merged(by_bit: dict[int, list[int]], common: int) -> list[int]:
    """The fields accepting any state of `common`, in field order."""
    found: set[int] = set()
    while common:
        low = common & -common
        common ^= low
        found.update(by_bit[low])
    return sorted(found)


def _drags_checked(
    state: State, srcs: list[SrcEntry], reg: list[DstEntry | None], out: list[Move]
) -> None:
    """`legal_drags` with locks, slow destinations, jokers or stops."""
    fields = state.fields
    fast_dsts: list[DstEntry] = []
    slow_dsts: list[DstEntry] = []
    union = 0
    for entry in reg:
        if entry is None:
            continue
        if fields[entry[0]].defn.sperre and rules.locked(state, entry[0], "legen") is not None:
            continue
        if entry[3]:
            slow_dsts.append(entry)
        else:
            fast_dsts.append(entry)
            union |= entry[2]
    if not fast_dsts and not slow_dsts:
        return
    stopped = bool(state.stop_fields) and bool(rules.stopped_fields(state))
    slow_all = stopped or state.any_joker
    for i, limit, run_mask, run_pos, lock, slow, memo in srcs:
        if lock and rules.locked(state, i, "nehmen") is not None:
            continue
        if slow or slow_all:
            checked = bool(fields[i].defn.schiebsperre) or stopped
            _slow_source(state, i, limit, fast_dsts, slow_dsts, checked, out)
            continue
        if run_mask & union:
            for e in [e for e in fast_dsts if e[2] & run_mask]:
                j = e[0]
                if j == i:
                    continue
                hit = memo.get(j)
                if hit is None or hit[0] is not e:
                    hit = memo[j] = (e, _pair(i, j, e[1], e[2] & run_mask, run_pos))
                out += hit[1]
        for j, room, _, _, _ in slow_dsts:
            if j == i:
                continue
            for n in range(1, min(limit, room) + 1):
                if placement.building_reason(state, moving_run(state, i, n), j) is None:
                    out.append(drag_move(i, j, n))


def _pair(
    i: int, j: int, room: int, common: int, run_pos: dict[int, tuple[int, ...]]
) -> tuple[Move, ...]:
    """The drags from i to j: each run whose bottom state j accepts and that fits its room."""
    found = []
    while common:
        low = common & -common
        common ^= low
        for n in run_pos[low]:
            if room >= n:
                found.append(drag_move(i, j, n))
    return tuple(found)


_MEMO_SIZE = 1024
"""Pile contents remembered per field (random play and search keep coming back to them)."""


def _dst_entry(state: State, f: FieldState) -> DstEntry | None:
    """Field f as a drop target (None = it takes nothing by hand)."""
    p = f.props
    if p.max is None or p.verdeckt or f.offtable or p.sichtbar == 0:
        return None
    room = p.max - len(f.cards)
    if room <= 0:
        return None
    if p.einschub != "vorn":
        return (f.index, room, 0, True, ())
    acc = rules.accept_mask(state, f.index)
    if not acc:
        return None
    return (f.index, room, acc, False, _bits(acc))


_BITS: dict[int, tuple[int, ...]] = {}


def _bits(mask: int) -> tuple[int, ...]:
    """The bits of a mask one by one, lowest first (one shared tuple per mask)."""
    found = _BITS.get(mask)
    if found is None:
        bits = []
        rest = mask
        while rest:
            low = rest & -rest
            bits.append(low)
            rest ^= low
        found = _BITS[mask] = tuple(bits)
    return found


def _src_entry(state: State, f: FieldState) -> SrcEntry | None:
    """Field f as a drag source (None = nothing may be taken from it)."""
    pile = f.cards
    p = f.props
    d = f.defn
    # `gesperrt` always locks taking; a `sperre` depends on other fields (checked each time).
    if (
        not pile
        or pile[-1] < 0
        or d.ziel
        or p.verdeckt
        or f.offtable
        or p.sichtbar == 0
        or p.gesperrt
    ):
        return None
    i = f.index
    limit = rules.pick_limit(state, i)
    if not limit:
        return None
    slow = p.folgeschieb == "umdrehen" or bool(d.schiebsperre)
    pos: dict[int, tuple[int, ...]] = {}
    if slow or state.any_joker:
        mask = -1  # checked pair by pair (see legal_drags)
    else:
        mask = 0
        cs = state.cstate
        base = len(pile)
        for n in range(1, limit + 1):
            bit = 1 << cs[pile[base - n]]
            mask |= bit
            pos[bit] = pos.get(bit, ()) + (n,)
    return (i, limit, mask, pos, bool(d.sperre), slow, {})


def _slow_source(
    state: State,
    i: int,
    limit: int,
    fast_dsts: list[DstEntry],
    slow_dsts: list[DstEntry],
    checked: bool,
    out: list[Move],
) -> None:
    """Generate drags from one source by full checks (jokers, umdrehen, schiebsperre, stops)."""
    dsts = [(e[0], e[1]) for e in fast_dsts] + [(e[0], e[1]) for e in slow_dsts]
    dsts.sort()
    for j, room in dsts:
        if j == i:
            continue
        if checked and (schiebsperre_reason(state, i, j) or stop_reason(state, i, j)):
            continue
        for n in range(1, min(limit, room) + 1):
            if placement.building_reason(state, moving_run(state, i, n), j) is None:
                out.append(drag_move(i, j, n))


def legal_clicks(state: State, out: list[Move]) -> None:
    """Append the left clicks that do something by the regular rules (deal, refill, flip)."""
    cands = state.click_cands
    if cands is None or cands[0] != state.props_gen:
        cands = state.click_cands = (state.props_gen, _click_candidates(state))
    fields = state.fields
    memo = state.click_memo
    for i, deps in cands[1]:
        if deps is None:  # neither ziel nor quelle: a click can only turn the top card up
            pile = fields[i].cards
            if not pile or pile[-1] >= 0:
                continue
            ok = click_reason(state, i, 1) is None
        elif deps:
            if len(deps) == 2:
                a, b = deps
                key: tuple[int, ...] = (fields[a].version, fields[b].version)
            else:
                key = tuple([fields[k].version for k in deps])
            hit = memo.get(i)
            if hit is not None and hit[0] == key:
                ok = hit[1]
            else:
                ok = click_reason(state, i, 1) is None
                memo[i] = (key, ok)
        else:
            ok = click_reason(state, i, 1) is None
        if ok:
            out.append(_click(i))


def _click_candidates(state: State) -> list[tuple[int, tuple[int, ...] | None]]:
    """Fields a left click might work on, in field order, with the fields its answer depends
    on: `ziel`/`quelle` fields (deps `()` when locks or stops make them depend on more), and
    fields that turn their top card by hand (deps None)."""
    static = not state.stop_fields and not state.any_sperre
    found: list[tuple[int, tuple[int, ...] | None]] = []
    for f in state.fields:
        d = f.defn
        if d.ziel or d.quelle:
            found.append((f.index, state.click_scope(f.index) if static else ()))
        elif f.props.aufdecken != "auto":
            found.append((f.index, None))
    return found


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
