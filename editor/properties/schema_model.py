"""XSD introspection: for each element, its child tags, attributes, value types and documentation."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import xmlschema
from lxml import etree

from schema.validate import XSD_PATH

_XS = "{http://www.w3.org/2001/XMLSchema}"
_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
CARD_TYPES = frozenset({"cardSpecType", "cardSpecOrFreiType", "optCardSpecType", "deckCardType"})
"""Named types edited with the card picker."""
ID_LIST_TYPES = frozenset({"idListType", "fieldRefListType"})
"""Named types edited with the id-list picker (several field ids)."""
ID_TYPES = frozenset({"fieldRefType"})
"""Named types edited with a single field-id choice."""
FIELD_ID_ATTRS = frozenset({"quelle", "ziel", "feld", "feld1", "feld2", "pruefe"})
"""Attribute names whose `idType`/`idListType` values name fields of the file."""


@dataclass(frozen=True)
class Doc:
    """Documentation of a schema component in English and German."""

    en: str = ""
    de: str = ""

    def text(self, language: str = "en") -> str:
        """The text in `language` (`en` or `de`), falling back to the other one."""
        first, second = (self.de, self.en) if language.startswith("de") else (self.en, self.de)
        return first or second


@dataclass(frozen=True)
class ValueSpec:
    """What a value (attribute or text content) may be, and which editor suits it."""

    kind: str
    """`enum`, `int`, `card`, `idlist`, `id`, `text` or `empty`."""
    type_name: str = ""
    enumeration: tuple[str, ...] = ()
    open: bool = False
    """True when values beyond `enumeration` are valid too (open lists, unions with numbers)."""
    low: int | None = None
    high: int | None = None
    patterns: tuple[str, ...] = ()
    doc: Doc = Doc()
    validator: Callable[[str], bool] | None = field(default=None, compare=False, repr=False)

    def is_valid(self, value: str) -> bool:
        """Whether the schema accepts `value`."""
        return True if self.validator is None else bool(self.validator(value))


@dataclass(frozen=True)
class AttrSpec:
    """An attribute the schema allows on an element."""

    name: str
    required: bool
    default: str | None
    value: ValueSpec
    doc: Doc


@dataclass(frozen=True)
class ChildSpec:
    """A child tag the schema allows, with its effective occurrence bounds."""

    name: str
    min_occurs: int
    max_occurs: int | None
    """None = unbounded."""
    decl: object = field(compare=False, repr=False)

    @property
    def repeatable(self) -> bool:
        """May the tag occur more than once here?"""
        return self.max_occurs is None or self.max_occurs > 1


class ElementSpec:
    """One element declaration of the schema, introspected lazily."""

    def __init__(self, model: SchemaModel, decl: xmlschema.validators.XsdElement) -> None:
        self.model = model
        self.decl = decl
        self.name: str = decl.local_name
        self._children: list[ChildSpec] | None = None

    def __repr__(self) -> str:
        return f"ElementSpec({self.name!r})"

    @property
    def doc(self) -> Doc:
        """Documentation of the element (or of its type)."""
        target = self.decl.ref if self.decl.ref is not None else self.decl
        return _doc_of(target) or _doc_of(target.type) or Doc()

    @property
    def attributes(self) -> list[AttrSpec]:
        """Attributes in schema order."""
        out = []
        for name, attr in getattr(self.decl.type, "attributes", {}).items():
            if not isinstance(name, str) or name.startswith("{"):
                continue
            value = _value_spec(attr.type, name)
            out.append(
                AttrSpec(
                    name, attr.use == "required", attr.default, value, _doc_of(attr) or value.doc
                )
            )
        return out

    @property
    def children(self) -> list[ChildSpec]:
        """Allowed child tags, merged by name, in schema order."""
        if self._children is None:
            merged: dict[str, ChildSpec] = {}
            typ: Any = self.decl.type
            content = typ.content if typ.has_complex_content() else None
            if content is not None and hasattr(content, "iter_model"):
                for decl, low, high in _walk(content, 1, 1):
                    name = str(getattr(decl, "local_name", ""))
                    if name in merged:
                        old = merged[name]
                        merged[name] = ChildSpec(name, min(old.min_occurs, low), None, old.decl)
                    else:
                        merged[name] = ChildSpec(name, low, high, decl)
            self._children = list(merged.values())
        return self._children

    def child(self, name: str) -> ElementSpec | None:
        """Spec of an allowed child tag."""
        for spec in self.children:
            if spec.name == name:
                return self.model.spec(spec.decl)
        return None

    @property
    def text(self) -> ValueSpec | None:
        """The text content's type; None when the element holds only child elements."""
        typ: Any = self.decl.type
        if typ.is_simple():
            return _value_spec(typ, self.name)
        if typ.has_simple_content():
            return _value_spec(typ.content, self.name)
        if typ.mixed:
            return ValueSpec("text", doc=Doc("Free text.", "Freier Text."))
        return None


def _walk(group: object, low: int, high: int | None) -> Iterator[tuple[object, int, int | None]]:
    """Element declarations of a content model with min/max occurs multiplied out."""
    g_low = low * getattr(group, "min_occurs", 1)
    g_max = getattr(group, "max_occurs", 1)
    g_high = None if high is None or g_max is None else high * g_max
    model = getattr(group, "model", "sequence")
    for item in group:  # type: ignore[attr-defined]
        item_low = 0 if model == "choice" else g_low
        if isinstance(item, xmlschema.validators.XsdElement):
            i_max = item.max_occurs
            yield (
                item,
                item_low * item.min_occurs,
                None if g_high is None or i_max is None else g_high * i_max,
            )
        elif hasattr(item, "model"):
            yield from _walk(item, item_low, g_high)


def _doc_of(component: object) -> Doc | None:
    """English and German xs:documentation of a component, if any."""
    annotation = getattr(component, "annotation", None)
    if annotation is None:
        return None
    texts: dict[str, str] = {}
    for node in getattr(annotation, "documentation", []) or []:
        lang = node.get(_LANG, "en")[:2]
        texts.setdefault(lang, " ".join((node.text or "").split()))
    if not texts:
        return None
    return Doc(texts.get("en", ""), texts.get("de", ""))


def _named(typ: object) -> str:
    """The first named type on the chain from `typ` to its bases."""
    seen = 0
    while typ is not None and seen < 20:
        name = getattr(typ, "local_name", None)
        if name and not str(getattr(typ, "name", "")).startswith(_XS):
            return str(name)
        typ = getattr(typ, "base_type", None)
        seen += 1
    return ""


def _facets(typ: object) -> tuple[list[str], int | None, int | None, list[str], bool, bool]:
    """Enumeration, numeric range, patterns, whether numeric, whether open, of a simple type."""
    members = getattr(typ, "member_types", None)
    if members:
        enums: list[str] = []
        lows, highs, pats = [], [], []
        numeric = is_open = False
        for member in members:
            e, lo, hi, p, num, op = _facets(member)
            enums.extend(v for v in e if v not in enums)
            lows.append(lo)
            highs.append(hi)
            pats.extend(p)
            numeric |= num
            is_open |= op or (not e and not num)
        low = lows[0] if len(set(lows)) == 1 else next((v for v in lows if v is not None), None)
        high = next((v for v in highs if v is not None), None)
        return enums, low, high, pats, numeric, is_open or (numeric and bool(enums))
    enums = [str(v) for v in (getattr(typ, "enumeration", None) or [])]
    low = high = None
    facets = getattr(typ, "facets", {}) or {}
    for key, name in ((f"{_XS}minInclusive", "low"), (f"{_XS}maxInclusive", "high")):
        facet = facets.get(key)
        if facet is not None:
            if name == "low":
                low = int(facet.value)
            else:
                high = int(facet.value)
    pats = [str(p) for p in (getattr(getattr(typ, "patterns", None), "regexps", None) or [])]
    prim = getattr(getattr(typ, "primitive_type", None), "local_name", "")
    numeric = prim in ("decimal", "integer", "int", "long") and not enums
    return enums, low, high, pats, numeric, False


def _value_spec(typ: object, owner: str) -> ValueSpec:
    """Describe a simple type as a ValueSpec."""
    name = _named(typ)
    enums, low, high, pats, numeric, is_open = _facets(typ)
    doc = _doc_of(typ) or Doc()
    check = getattr(typ, "is_valid", None)
    base = dict(type_name=name, low=low, high=high, patterns=tuple(pats), doc=doc, validator=check)
    if name in CARD_TYPES:
        return ValueSpec("card", enumeration=tuple(enums), **base)  # type: ignore[arg-type]
    if name in ID_LIST_TYPES or (name == "idType" and owner in FIELD_ID_ATTRS):
        return ValueSpec("idlist" if name in ID_LIST_TYPES else "id", **base)  # type: ignore[arg-type]
    if name in ID_TYPES:
        return ValueSpec("id", **base)  # type: ignore[arg-type]
    if enums:
        return ValueSpec("enum", enumeration=tuple(enums), open=is_open, **base)  # type: ignore[arg-type]
    if numeric:
        return ValueSpec("int", **base)  # type: ignore[arg-type]
    return ValueSpec("text", **base)  # type: ignore[arg-type]


class SchemaModel:
    """The whole schema as ElementSpecs, starting at the root element `spiel`."""

    def __init__(self, path: str | Path = XSD_PATH) -> None:
        self.path = Path(path)
        self.schema = xmlschema.XMLSchema(str(self.path))
        self._specs: dict[int, ElementSpec] = {}

    def spec(self, decl: object) -> ElementSpec:
        """The (cached) ElementSpec of a declaration."""
        key = id(decl)
        if key not in self._specs:
            self._specs[key] = ElementSpec(self, decl)  # type: ignore[arg-type]
        return self._specs[key]

    @property
    def root(self) -> ElementSpec:
        """The `spiel` element."""
        return self.spec(self.schema.elements["spiel"])

    def for_path(self, tags: list[str]) -> ElementSpec | None:
        """Spec of the element reached by a tag path from the root (`["spiel", "feld"]`)."""
        if not tags or tags[0] != self.root.name:
            return None
        spec: ElementSpec | None = self.root
        for tag in tags[1:]:
            spec = spec.child(tag) if spec is not None else None
        return spec

    def for_element(self, element: etree._Element) -> ElementSpec | None:
        """Spec of a document element, found through its ancestors."""
        tags = [element.tag] + [a.tag for a in element.iterancestors()]
        return self.for_path([t for t in reversed(tags) if isinstance(t, str)])

    def walk(self) -> Iterator[tuple[list[str], ElementSpec]]:
        """Every distinct element declaration once, with one tag path that reaches it."""
        seen: set[int] = set()
        stack: list[tuple[list[str], ElementSpec]] = [([self.root.name], self.root)]
        while stack:
            path, spec = stack.pop()
            target = spec.decl.ref if spec.decl.ref is not None else spec.decl
            if id(target) in seen:
                continue
            seen.add(id(target))
            yield path, spec
            for child in reversed(spec.children):
                stack.append(([*path, child.name], self.spec(child.decl)))


@cache
def default_model() -> SchemaModel:
    """The schema model of the project's `schema/patfinder.xsd` (loaded once)."""
    return SchemaModel()
