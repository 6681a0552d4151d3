"""Seeded structural mutations of a game file: values and texts changed, elements moved."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass

from lxml import etree

_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
_WORDS = (
    "anfang", "naechste", "wiederholung", "ende", "gleich", "ungleich", "groesser", "kleiner",
    "frei", "offen", "verdeckt", "ja", "nein", "alle", "auf", "ab", "Herz", "Pik 7", "K", "A",
    "stock", "quelle", "ziel", "@legestapel", "", "x", "-1", "0", "1", "13", "999", "+2",
)  # fmt: skip
"""Values a mutation may write: the format's words, card names, ids, odd numbers."""


@dataclass(frozen=True)
class Mutant:
    """One mutated game file and how it was made."""

    source: str
    seed: int
    edits: tuple[str, ...]
    data: bytes

    @property
    def name(self) -> str:
        """Short label for reports: game file and seed."""
        return f"{self.source}#{self.seed}"


def _elements(root: etree._Element) -> list[etree._Element]:
    return [e for e in root.iter() if isinstance(e.tag, str)]


def _pool(root: etree._Element) -> list[str]:
    """Values found in the file itself (other attributes' values and texts) plus `_WORDS`."""
    seen: set[str] = set(_WORDS)
    for e in _elements(root):
        seen.update(e.attrib.values())
        if e.text and e.text.strip() and len(e.text) < 40:
            seen.add(e.text.strip())
    return sorted(seen)


def _value(rng: random.Random, pool: list[str]) -> str:
    roll = rng.random()
    if roll < 0.15:
        return str(rng.randint(-3, 300))
    return rng.choice(pool)


def _set_attribute(rng: random.Random, root: etree._Element, pool: list[str]) -> str:
    with_attrs = [e for e in _elements(root) if e.attrib]
    e = rng.choice(with_attrs)
    key = rng.choice(sorted(e.attrib))
    e.set(key, _value(rng, pool))
    return f"attr {e.tag}@{key} line {e.sourceline}"


def _set_text(rng: random.Random, root: etree._Element, pool: list[str]) -> str:
    leaves = [e for e in _elements(root) if len(e) == 0 and e is not root]
    e = rng.choice(leaves)
    e.text = _value(rng, pool)
    return f"text {e.tag} line {e.sourceline}"


def _delete(rng: random.Random, root: etree._Element, pool: list[str]) -> str:
    e = rng.choice(_elements(root)[1:])
    parent = e.getparent()
    assert parent is not None
    parent.remove(e)
    return f"delete {e.tag} line {e.sourceline}"


def _duplicate(rng: random.Random, root: etree._Element, pool: list[str]) -> str:
    e = rng.choice(_elements(root)[1:])
    e.addnext(copy.deepcopy(e))
    return f"duplicate {e.tag} line {e.sourceline}"


def _swap(rng: random.Random, root: etree._Element, pool: list[str]) -> str:
    parents = [e for e in _elements(root) if len([c for c in e if isinstance(c.tag, str)]) > 1]
    parent = rng.choice(parents)
    kids = [c for c in parent if isinstance(c.tag, str)]
    a, b = rng.sample(kids, 2)
    mark = etree.Element("mark")
    a.addprevious(mark)
    b.addprevious(a)
    mark.addprevious(b)
    parent.remove(mark)
    return f"swap {a.tag} line {a.sourceline} with {b.tag} line {b.sourceline}"


_OPS: tuple[tuple[float, Callable[[random.Random, etree._Element, list[str]], str]], ...] = (
    (0.35, _set_attribute),
    (0.25, _set_text),
    (0.15, _delete),
    (0.1, _duplicate),
    (0.15, _swap),
)


def mutate(source: str, data: bytes, seed: int) -> Mutant:
    """One to three seeded edits of a game file (same seed, same mutant)."""
    rng = random.Random(seed)
    root = etree.fromstring(data, _PARSER)
    pool = _pool(root)
    edits = []
    for _ in range(rng.randint(1, 3)):
        op = rng.choices([o for _, o in _OPS], weights=[w for w, _ in _OPS])[0]
        edits.append(op(rng, root, pool))
    return Mutant(source, seed, tuple(edits), etree.tostring(root, encoding="utf-8"))
