"""Small, realistic mutations of a game file for the mutation test of the linter."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from lxml import etree

from schema.vocab import SPIEL, El, find
from schema.vocab_types import TYPES_BY_NAME

_REF_TYPES = ("idListType", "fieldRefType", "fieldRefListType")
_REF_ATTRS = {("lege", "quelle"), ("feld", "typ"), ("vorlage", "typ")}


@dataclass(frozen=True)
class Mutant:
    """One mutated document and what was done."""

    kind: str
    description: str
    data: bytes


def _decls(root: etree._Element) -> Iterator[tuple[etree._Element, El]]:
    """Every element with its vocabulary declaration."""
    stack: list[tuple[etree._Element, El]] = [(root, SPIEL)]
    while stack:
        node, decl = stack.pop()
        yield node, decl
        for child in node:
            if isinstance(child.tag, str) and decl.group:
                child_decl = find(decl.group, child.tag)
                if child_decl is not None:
                    stack.append((child, child_decl))


def _misspell(value: str) -> str:
    """Swap two neighbouring different letters, or append one."""
    for i in range(len(value) - 1):
        if value[i] != value[i + 1] and value[i].isalpha() and value[i + 1].isalpha():
            return value[:i] + value[i + 1] + value[i] + value[i + 2 :]
    return value + "x"


def _wordy(value: str | None) -> bool:
    """Only words get misspelt here; a digit swap in a number gives another number."""
    return value is not None and any(c.isalpha() for c in value)


def _checked(type_name: str) -> bool:
    """Values worth misspelling: enumerations and patterns, not numbers or free text."""
    t = TYPES_BY_NAME.get(type_name)
    return (
        t is not None
        and t.base == "xs:token"
        and type_name not in _REF_TYPES + ("idType", "wordType")
    )


def _sites(root: etree._Element) -> Iterator[tuple[str, str, object]]:
    """(kind, description, action) for every mutation site of a tree."""
    for node, decl in _decls(root):
        where = f"<{node.tag}> line {node.sourceline}"
        for attr in decl.attrs:
            value = node.get(attr.name)
            if attr.required and value is not None:
                yield "drop-attribute", f"{where} without {attr.name}", ("drop", node, attr.name)
            if value is None:
                continue
            if attr.type in _REF_TYPES or (node.tag, attr.name) in _REF_ATTRS:
                yield "break-reference", f"{where} {attr.name}", ("attr", node, attr.name, "ref")
            elif _checked(attr.type) and attr.name != "id" and _wordy(value):
                yield "misspell-value", f"{where} {attr.name}", ("attr", node, attr.name, "typo")
        if decl.group is None and (node.text or "").strip():
            if decl.simple in _REF_TYPES or node.tag in ("fuellen", "beziehung"):
                yield "break-reference", f"{where} content", ("text", node, "ref")
            elif decl.simple and _checked(decl.simple) and _wordy(node.text):
                yield "misspell-value", f"{where} content", ("text", node, "typo")
        children = [c for c in node if isinstance(c.tag, str)]
        for a, b in zip(children, children[1:], strict=False):
            if (
                a.tag != b.tag
                and a.tag not in ("regel", "level")
                and b.tag not in ("regel", "level")
            ):
                da, db = find(decl.group or "", a.tag), find(decl.group or "", b.tag)
                same = (
                    (a.text or "").strip() == (b.text or "").strip()
                    and dict(a.attrib) == dict(b.attrib)
                    and not len(a)
                    and not len(b)
                )
                if (
                    da
                    and db
                    and not same
                    and (da.simple, da.group, da.attrs) != (db.simple, db.group, db.attrs)
                ):
                    yield "swap-tags", f"<{a.tag}>/<{b.tag}> line {a.sourceline}", ("swap", a, b)


def _apply(site: tuple, root: etree._Element) -> None:  # type: ignore[type-arg]
    op = site[0]
    if op == "drop":
        del site[1].attrib[site[2]]
    elif op == "attr":
        node, name, how = site[1], site[2], site[3]
        value = node.get(name)
        node.set(name, value + "q" if how == "ref" else _misspell(value))
    elif op == "text":
        node, how = site[1], site[2]
        words = node.text.split()
        words[0] = words[0] + "q" if how == "ref" else _misspell(words[0])
        node.text = " ".join(words) if how == "ref" else _misspell(node.text.strip())
    elif op == "swap":
        a, b = site[1], site[2]
        a.tag, b.tag = b.tag, a.tag


def mutants(data: bytes, *, limit: int = 400, seed: int = 1) -> list[Mutant]:
    """Up to `limit` mutants of a document (a seeded sample when there are more sites)."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    count = sum(1 for _ in _sites(etree.fromstring(data, parser)))
    chosen = list(range(count))
    if count > limit:
        chosen = sorted(random.Random(seed).sample(chosen, limit))
    result = []
    for index in chosen:
        root = etree.fromstring(data, parser)
        kind, description, site = next(s for i, s in enumerate(_sites(root)) if i == index)
        _apply(site, root)
        result.append(
            Mutant(kind, description, etree.tostring(root, encoding="utf-8", xml_declaration=True))
        )
    return result
