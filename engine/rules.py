"""Building rules: which cards may follow which, what may be picked up, locks and stops.

Cards are compared as states `suit*13 + value-1` (value A=1..K=13); a set of states is a
52-bit mask. Jokers stand for every state and are narrowed by propagating masks along a
sequence, so a joker keeps a sequence consistent (K-D-Joker-10 works, K-D-Joker-4 not).
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING

from engine.caches import Tables as Tables
from engine.cards import CardSpec, cycle_value
from engine.control import condition_holds as condition_holds
from engine.control import locked as locked
from engine.control import resolves_stop as resolves_stop
from engine.control import stop_holds as stop_holds
from engine.control import stop_kind as stop_kind
from engine.control import stopped_fields as stopped_fields

if TYPE_CHECKING:
    from engine.props import FieldProps
    from engine.state import FieldState, State

ALL = (1 << 52) - 1
_RED = frozenset((0, 1))  # Suit.KARO, Suit.HERZ


def value_ok(wert: str, va: int, vb: int, wrap: bool = True) -> bool:
    """May value vb (1..13) follow va under `folgewert`? `wrap=False` (a field with
    `folgeende`) forbids stepping past K to A or below A to K."""
    if not wrap and not _inside(wert, va, vb):
        return False
    if wert == "frei":
        return True
    if wert == "gleich":
        return va == vb
    if wert == "auf":
        return vb == va % 13 + 1
    if wert == "ab":
        return va == vb % 13 + 1
    if wert == "aufab":
        return vb == va % 13 + 1 or va == vb % 13 + 1
    if wert == "x2":
        # Doubling modulo 13 (A=1): A-2-4-8-3-6-D-B-9-5-10-7-A; K is outside the cycle.
        return va != 13 and (2 * va) % 13 == vb % 13
    if len(wert) == 4 and wert[:3] == "auf" and wert[3] in "23456789":
        return vb == (va - 1 + int(wert[3])) % 13 + 1
    if len(wert) == 3 and wert[:2] == "ab" and wert[2] in "23456789":
        return va == (vb - 1 + int(wert[2])) % 13 + 1
    return False  # unknown value: nothing may follow (the linter reports it)


def _inside(wert: str, va: int, vb: int) -> bool:
    """Does the step va -> vb stay between A and K (no wrap-around)?"""
    if (
        wert in ("auf", "ab", "aufab")
        or (wert[:3] == "auf" and wert[3:].isdigit())
        or (wert[:2] == "ab" and wert[2:].isdigit())
    ):
        step = 1 if wert in ("auf", "ab", "aufab") else int(wert.lstrip("abuf"))
        if wert.startswith("auf") and wert != "aufab":
            return vb == va + step
        if wert.startswith("ab"):
            return vb == va - step
        return abs(vb - va) == step
    return True


def suit_ok(farbe: str, sa: int, sb: int) -> bool:
    """May suit sb follow sa under `folgefarbe` (or a folgeschieb/auto colour word)?"""
    if farbe == "frei":
        return True
    if farbe in ("gleich", "farbe"):
        return sa == sb
    if farbe in ("ungleich", "anderefarbe"):
        return sa != sb
    if farbe in ("wechsel", "farbwechsel"):
        return (sa in _RED) != (sb in _RED)
    return False


@cache
def succ_masks(farbe: str, wert: str, wrap: bool = True) -> tuple[int, ...]:
    """For each state, the mask of states that may follow it."""
    out = []
    for a in range(52):
        sa, va = divmod(a, 13)
        m = 0
        for b in range(52):
            sb, vb = divmod(b, 13)
            if suit_ok(farbe, sa, sb) and value_ok(wert, va + 1, vb + 1, wrap):
                m |= 1 << b
        out.append(m)
    return tuple(out)


@cache
def pick_masks(
    folgeschieb: str | None, farbe: str, wert: str, wrap: bool = True
) -> tuple[int, ...] | None:
    """Successor masks for picking up runs under `folgeschieb`; None = any face-up cards.

    `farbe` (doc) is same-suit runs that follow folgewert; the reconstructed words name one
    relation each and nothing else (`wertab`: each card one lower, suits ignored).
    """
    if folgeschieb in ("offen", "umdrehen"):
        return None
    if folgeschieb == "farbe":
        return succ_masks("gleich", wert)
    if folgeschieb in ("anderefarbe", "farbwechsel"):
        return succ_masks(folgeschieb, "frei")
    if folgeschieb in ("wert", "wertauf", "wertab", "wertaufab"):
        return succ_masks("frei", _VALUE_WORDS[folgeschieb])
    return succ_masks(farbe, wert, wrap)  # absent (or einzeln, limited elsewhere)


_VALUE_WORDS = {"wert": "gleich", "wertauf": "auf", "wertab": "ab", "wertaufab": "aufab"}


@lru_cache(maxsize=4096)
def spec_mask(spec: CardSpec | None) -> int:
    """States matching a resolved card spec (0 for None)."""
    if spec is None:
        return 0
    if spec.any:
        return ALL
    if spec.joker:
        return 0
    m = 0
    for s in range(52):
        suit, v = divmod(s, 13)
        if spec.suit is not None and int(spec.suit) != suit:
            continue
        if spec.rank is not None and cycle_value(spec.rank) != v + 1:
            continue
        m |= 1 << s
    return m


_VALUE_MASKS = tuple(
    sum(1 << (s * 13 + value - 1) for s in range(4)) if value else 0 for value in range(14)
)


def _value_mask(value: int) -> int:
    """States with cycle value `value` (1..13) in any suit."""
    return _VALUE_MASKS[value]


def successors(mask: int, table: tuple[int, ...], end_value: int | None = None) -> int:
    """States that may follow any state in `mask` (none after a `folgeende` card)."""
    if end_value is not None:
        mask &= ~_value_mask(end_value)
    out = 0
    while mask:
        low = mask & -mask
        out |= table[low.bit_length() - 1]
        mask ^= low
    return out


def entry_mask(state: State, value: int) -> int:
    """States a pile entry may stand for (all for a joker)."""
    s = state.cstate[value if value >= 0 else ~value]
    return ALL if s < 0 else 1 << s


def end_value(p: FieldProps) -> int | None:
    return None if p.folgeende is None else cycle_value(p.folgeende)


def top_states(state: State, i: int) -> int:
    """Possible states of field i's top card (jokers resolved from the cards below them)."""
    pile = state.fields[i].cards
    v = pile[-1]
    s = state.cstate[v if v >= 0 else ~v]
    if s >= 0:
        return 1 << s
    # Walk down to the nearest real face-up card, then propagate back up through the jokers.
    k = len(pile) - 1
    while k > 0 and pile[k - 1] >= 0 and state.cstate[pile[k - 1]] < 0:
        k -= 1
    if k == 0 or pile[k - 1] < 0:
        return ALL
    p = state.fields[i].props
    table = succ_masks(p.folgefarbe, p.folgewert, p.folgeende is None)
    mask = 1 << state.cstate[pile[k - 1]]
    for _ in range(len(pile) - k):
        mask = successors(mask, table)
    return mask or ALL


def start_ok(state: State, i: int) -> bool:
    """Does field i's bottom card satisfy `folgestart bedingung` (always True without it)?"""
    p = state.fields[i].props
    cond = p.folgestart_bedingung
    spec = p.folgestart
    pile = state.fields[i].cards
    if cond is None or spec is None or spec.any or not pile:
        return True
    card = state.card(pile[0])
    if card.joker:
        return True
    suit_ok = spec.suit is None or card.suit == spec.suit
    rank_ok = spec.rank is None or card.rank == spec.rank
    if cond == "farbe":
        return suit_ok
    if cond == "wert":
        return rank_ok
    return suit_ok and rank_ok


def build_tables(p: FieldProps) -> Tables:
    """Work out the rule data of one field's properties."""
    end = end_value(p)
    spec = p.folgestart
    einzeln = p.folgeschieb == "einzeln"
    return Tables(
        props=p,
        succ=succ_masks(p.folgefarbe, p.folgewert, p.folgeende is None),
        end=end,
        end_mask=0 if end is None else _value_mask(end),
        start_mask=spec_mask(p.folgestart),
        blind_mask=spec_mask(p.blindstart),
        start_check=p.folgestart_bedingung is not None and spec is not None and not spec.any,
        einzeln=einzeln,
        pick=(
            None
            if einzeln
            else pick_masks(p.folgeschieb, p.folgefarbe, p.folgewert, p.folgeende is None)
        ),
    )


def tables(f: FieldState) -> Tables:
    """The rule data of a field's current properties (cached per props object)."""
    t = f.tables
    if t is None or t.props is not f.props:
        t = f.tables = build_tables(f.props)
    return t


def accept_mask(state: State, i: int) -> int:
    """States a card may have to go on top of field i by the building rules alone."""
    f = state.fields[i]
    if f.acc_ver == f.version:
        return f.acc_mask
    t = f.tables
    if t is None or t.props is not f.props:
        t = tables(f)
    pile = f.cards
    if not pile:
        m = t.start_mask
    else:
        v = pile[-1]
        if v < 0:
            m = t.blind_mask
        elif t.start_check and not start_ok(state, i):
            m = 0
        else:
            s = state.cstate[v]
            if s >= 0:
                m = 0 if t.end_mask >> s & 1 else t.succ[s]
            else:
                m = successors(top_states(state, i), t.succ, t.end)
    f.acc_mask = m
    f.acc_ver = f.version
    return m


def accept_states(state: State, i: int) -> tuple[int, ...]:
    """The states of `accept_mask` as a tuple."""
    rest = accept_mask(state, i)
    found = []
    while rest:
        low = rest & -rest
        found.append(low.bit_length() - 1)
        rest ^= low
    return tuple(found)


def pick_limit(state: State, i: int) -> int:
    """How many cards from the top of field i form a run `folgeschieb` lets be picked up."""
    f = state.fields[i]
    if f.pick_ver == f.version:
        return f.pick_n
    pile = f.cards
    n = 0
    if pile and pile[-1] >= 0:
        t = f.tables
        if t is None or t.props is not f.props:
            t = tables(f)
        if t.einzeln:
            n = 1
        else:
            table = t.pick
            n = 1
            k = len(pile) - 1
            cs = state.cstate
            has_joker = cs[pile[k]] < 0
            while k > 0 and pile[k - 1] >= 0:
                lower, upper = cs[pile[k - 1]], cs[pile[k]]
                if table is not None:
                    if lower < 0 or upper < 0 or has_joker:
                        has_joker = True
                        if not _run_ok(state, pile[k - 1 :], table):
                            break
                    elif not (table[lower] >> upper) & 1:
                        break
                n += 1
                k -= 1
    f.pick_n = n
    f.pick_ver = f.version
    return n


def _run_ok(state: State, run: list[int], table: tuple[int, ...]) -> bool:
    """Is there an assignment of the run's jokers under which each card follows the one below?"""
    mask = entry_mask(state, run[0])
    for v in run[1:]:
        mask = successors(mask, table) & entry_mask(state, v)
        if not mask:
            return False
    return True


def follows(state: State, a: int, b: int, farbe: str, wert: str) -> bool:
    """May pile entry b follow entry a under the given folgefarbe/folgewert words?"""
    return bool(successors(entry_mask(state, a), succ_masks(farbe, wert)) & entry_mask(state, b))


def sequence_length(state: State, i: int) -> int:
    """Cards in the unbroken sequence from field i's start card upward (0 if the bottom is not a start card)."""
    f = state.fields[i]
    pile = f.cards
    p = f.props
    if not pile or not spec_mask(p.folgestart) & entry_mask(state, pile[0]):
        return 0
    table = succ_masks(p.folgefarbe, p.folgewert, p.folgeende is None)
    mask = entry_mask(state, pile[0]) & (spec_mask(p.folgestart) or ALL)
    n = 1
    end = end_value(p)
    for v in pile[1:]:
        mask = successors(mask, table, end) & entry_mask(state, v)
        if not mask:
            break
        n += 1
    return n
