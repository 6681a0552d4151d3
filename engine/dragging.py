"""The regular effect of a drag on the state: take, put (`einschub`), uncover, refill (`fuellen`)."""

from __future__ import annotations

from engine import moves, placement, stock
from engine.state import State


def drag_cards(s: State, src: int, dst: int, n: int) -> None:
    """Move the top n cards of src onto dst by the regular rules (no checks): `einschub`,
    `folgeschieb umdrehen`, then uncover or refill the source."""
    f = s.fields[src]
    n = min(n, len(f.cards))
    if n <= 0:
        return
    mode = s.fields[dst].props.einschub
    if mode == "aussen":
        run = moves.moving_run(s, src, n)
        under = placement.on_top_reason(s, run, dst) is not None
        s.take_top(src, n)
    else:
        under = mode == "hinten"
        run = s.take_top(src, n)  # a fresh list: the same cards moving_run gives
        if f.props.folgeschieb == "umdrehen":
            run.reverse()
    stock.put(s, dst, run, under=under)
    stock.taken(s, src)
    pile = f.cards
    if pile:
        if pile[-1] < 0:
            uncover(s, src)
    elif f.props.fuellen:
        fill(s, src)


def uncover(state: State, i: int) -> None:
    """A face-down card just freed turns up when `aufdecken` includes auto."""
    f = state.fields[i]
    if f.cards and f.cards[-1] < 0 and f.props.aufdecken in ("auto", "auto,manuell"):
        state.flip(i, -1, True)


def fill(s: State, i: int) -> None:
    """`fuellen`: a field emptied by hand takes one card from its fill field."""
    f = s.fields[i]
    if f.cards or not f.props.fuellen:
        return
    for j in s.field_ids(f.props.fuellen):
        if j == i:
            continue
        if not s.fields[j].cards and stock.can_refill(s, j):
            stock.refill(s, j)
        if s.fields[j].cards:
            v = s.take_top(j, 1)[0]
            stock.put(s, i, [v if v >= 0 else ~v])
            stock.taken(s, j)
            uncover(s, j)  # the fill field's next card is freed like any other
            return
