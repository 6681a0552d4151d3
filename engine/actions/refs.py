"""Field references in actions: ids, id lists, `quelle`, `ziel`, `@legestapel` and `id#link#link`."""

from __future__ import annotations

import weakref
from dataclasses import field

from engine.actions.env import Env
from engine.definition import GameDefinition
from engine.fastdc import dataclass
from engine.messages import Message, msg
from engine.quickinit import quick_init

SPECIAL = ("quelle", "ziel")
PICK = "@legestapel"


@quick_init
@dataclass(frozen=True, slots=True)
class Term:
    """One entry of an id list: a base (id, `quelle`, `ziel`) and a chain of `beziehung` links."""

    base: str
    links: tuple[str, ...] = ()
    fixed: tuple[int, ...] = ()
    """Indices of a plain id, resolved at load time."""


class Links:
    """`beziehung` tables of a game: field index -> link name -> target indices."""

    def __init__(self, defn: GameDefinition) -> None:
        self.table: list[dict[str, tuple[int, ...]]] = [
            {name: defn.indices(target) for name, target in f.beziehung} for f in defn.fields
        ]

    def follow(self, indices: list[int], name: str) -> list[int]:
        """Every field the link `name` of any of `indices` points to."""
        if len(indices) == 1:
            return list(self.table[indices[0]].get(name, ()))
        out: set[int] = set()
        for i in indices:
            out.update(self.table[i].get(name, ()))
        return sorted(out)


@dataclass(frozen=True, slots=True)
class FieldRef:
    """A parsed `feld`-style attribute; resolves to field indices in document order."""

    text: str
    terms: tuple[Term, ...]
    pick: bool = False
    """The reference is `@legestapel` (the picked-up cards, not a field)."""
    same_id: bool = False
    """`ziel="id"`: `quelle`/`ziel` also stand for every field sharing their id."""
    plain: str = field(init=False, default="")
    """`quelle` or `ziel` when the reference is just that word (the common case, resolved
    without the general walk); empty otherwise."""

    def __post_init__(self) -> None:
        terms = self.terms
        one = len(terms) == 1 and not self.same_id and not terms[0].links
        if one and terms[0].base in SPECIAL:
            object.__setattr__(self, "plain", terms[0].base)

    @property
    def dynamic(self) -> bool:
        """Does resolution depend on the move (quelle/ziel or links)?"""
        return any(t.base in SPECIAL or t.links for t in self.terms)

    def resolve(self, env: Env, links: Links, defn: GameDefinition) -> list[int]:
        """Field indices, deduplicated, in document order."""
        terms = self.terms
        if len(terms) == 1 and not self.same_id:
            term = terms[0]
            if term.base == "quelle" or term.base == "ziel":
                one = env.quelle if term.base == "quelle" else env.ziel
                if one is None:
                    return []
                current = [one]
            else:
                current = list(term.fixed)
            for name in term.links:
                current = links.follow(current, name)
            return current
        found: set[int] = set()
        for term in terms:
            if term.base == "quelle" or term.base == "ziel":
                one = env.quelle if term.base == "quelle" else env.ziel
                if one is None:
                    continue
                current = [one]
                if self.same_id:
                    current = list(defn.indices(defn.fields[one].id))
            else:
                current = list(term.fixed)
            for name in term.links:
                current = links.follow(current, name)
            found.update(current)
        return sorted(found)


_LINK_NAMES: dict[int, tuple[weakref.ref[GameDefinition], frozenset[str]]] = {}
"""Cache by identity: hashing a whole definition would cost more than the scan it saves."""


def link_names(defn: GameDefinition) -> frozenset[str]:
    """Every `beziehung` name some field defines (cached per definition)."""
    hit = _LINK_NAMES.get(id(defn))
    if hit is not None and hit[0]() is defn:
        return hit[1]
    names = frozenset(n for f in defn.fields for n, _ in f.beziehung)
    key = id(defn)
    _LINK_NAMES[key] = (weakref.ref(defn, lambda _ref: _LINK_NAMES.pop(key, None)), names)
    return names


def parse_ref(
    text: str | None, defn: GameDefinition, *, same_id: bool = False, allow_pick: bool = False
) -> tuple[FieldRef, list[Message]]:
    """Parse an id list; returns the reference and messages about unknown ids or links."""
    raw = (text or "").strip()
    errors: list[Message] = []
    if raw == PICK:
        if not allow_pick:
            errors.append(msg("ref.pick-not-field"))
        return FieldRef(raw, (), pick=True), errors
    terms: list[Term] = []
    for token in raw.split():
        if token == PICK:
            errors.append(msg("ref.pick-in-list"))
            continue
        base, *links = token.split("#")
        fixed: tuple[int, ...] = ()
        if base not in SPECIAL:
            fixed = defn.indices(base)
            if not fixed:
                errors.append(msg("ref.no-field", id=repr(base)))
        known = link_names(defn) if links else frozenset()
        for name in links:
            if name not in known:
                errors.append(msg("ref.no-link", name=repr(name)))
        terms.append(Term(base, tuple(links), fixed))
    if not terms and not errors:
        errors.append(msg("ref.none"))
    return FieldRef(raw, tuple(terms), same_id=same_id), errors
