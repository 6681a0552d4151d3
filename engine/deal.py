"""The opening deal: shuffle the stocks, draw the random suit/rank, run `lege` and `sortiere`."""

from __future__ import annotations

from engine.cards import CardSpec, Suit
from engine.definition import LegeDef, SortiereDef
from engine.placement import placement_reason
from engine.rules import spec_mask
from engine.state import State, card_index, with_face


def deal(state: State) -> None:
    """Fill a fresh State (whose PRNG is seeded) with the opening position."""
    d = state.definition
    rng = state.rng
    offsets: list[tuple[int, list[int]]] = []
    start = 0
    for index, cards in d.stock_cards:
        ids = list(range(start, start + len(cards)))
        start += len(cards)
        rng.shuffle(ids)
        offsets.append((index, ids))
    state.random_suit = Suit(rng.below(4))
    ranks = list(d.rank_set) or [14]
    state.random_rank = rng.choice(ranks)
    state.setup_fields()
    for index, ids in offsets:
        if not 0 <= index < len(state.fields):
            continue
        up = not state.fields[index].props.verdeckt
        state.fields[index].cards.extend(i if up else ~i for i in ids)
        state.touch(index)
    for f in state.fields:
        for lege in f.defn.lege:
            _lege(state, f.index, lege)
        for sortiere in f.defn.sortiere:
            _sortiere(state, f.index, sortiere)


def _source(state: State, target: int, field_id: str) -> int | None:
    """The first earlier field with this id that holds cards."""
    for j in state.field_ids(field_id):
        if j < target and state.fields[j].cards:
            return j
    return None


def _lege(state: State, target: int, lege: LegeDef) -> None:
    """Deal `anz` cards matching the spec from the top of the source onto target."""
    spec = lege.spec.resolve(state.random_suit, state.random_rank)
    mask = spec_mask(spec)
    pile = state.fields[target].cards
    for _ in range(max(lege.anz, 0)):
        src = _source(state, target, lege.quelle)
        if src is None:
            if not any(j < target for j in state.field_ids(lege.quelle)):
                state.problems.append(
                    f"line {lege.line}: lege quelle {lege.quelle!r} is not an earlier field"
                )
            return
        if lege.bedingung == "leer" and pile:
            return
        if lege.bedingung == "belegt" and not pile:
            return
        source = state.fields[src].cards
        chosen = None
        for pos in range(len(source) - 1, -1, -1):
            v = source[pos]
            if not _matches(state, spec, mask, v):
                continue
            if lege.bedingung == "erlaubt" and placement_reason(state, [v], target) is not None:
                continue
            chosen = pos
            break
        if chosen is None:
            return
        v = source.pop(chosen)
        pile.append(with_face(v, not lege.verdeckt))
        state.touch(src)
        state.touch(target)


def _matches(state: State, spec: CardSpec, mask: int, v: int) -> bool:
    """Does the card fit the (resolved) spec? A joker fits only `frei` and `Joker` here."""
    idx = card_index(v)
    s = state.cstate[idx]
    if s < 0:
        # A joker dealt by a rank/suit spec would make `lege K` hand out jokers; only frei/Joker.
        return spec.any or spec.joker
    return bool(mask >> s & 1)


def _sortiere(state: State, target: int, sortiere: SortiereDef) -> None:
    """Arrange the target's cards as `sortiere` says."""
    pile = state.fields[target].cards
    rng = state.rng
    how = sortiere.richtung
    state.touch(target)
    if how == "mischen":
        rng.shuffle(pile)
        return
    if how == "umdrehen":
        pile.reverse()
        return
    if sortiere.spec is None:
        return
    spec = sortiere.spec.resolve(state.random_suit, state.random_rank)
    mask = spec_mask(spec)
    chosen = [v for v in pile if _matches(state, spec, mask, v)]
    rest = [v for v in pile if not _matches(state, spec, mask, v)]
    if how == "vorn":
        pile[:] = rest + chosen
    elif how == "hinten":
        pile[:] = chosen + rest
    else:
        pile[:] = rest
        for v in chosen:
            n = len(pile)
            if how == "aussen":
                pos = n if rng.below(2) else 0
            elif how == "innen":
                pos = 1 + rng.below(n - 1) if n >= 2 else n
            else:  # zufall
                pos = rng.below(n + 1)
            pile.insert(pos, v)
