"""Read fields from the document tree: scoping by variant/level, template inheritance, pile looks."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from lxml import etree

from editor.canvas.geometry import PileLook
from engine.compile_field import REPEATABLE

BUILTIN_TYPES = ("stock", "abwurf", "grund", "hilf", "keller", "reserve", "stapel")
BUILTIN_SHORTCUTS = {
    "stock": "S",
    "abwurf": "A",
    "grund": "G",
    "hilf": "H",
    "keller": "K",
    "reserve": "R",
    "stapel": "X",
}
BUILTIN_DEFAULTS: dict[str, dict[str, str]] = {
    "grund": {"auto": "ende"},
    "keller": {"folgestart": "frei", "max": "1"},
}
"""Child-tag values the built-in types bring along (vocabulary section 4)."""
REPEATABLE_FIELD_TAGS = frozenset(REPEATABLE)
"""Field tags that may occur more than once; inherited ones are extended, not replaced."""


@dataclass(frozen=True, slots=True)
class Scope:
    """Which rule variant and level the editor shows (None = the file's first variant)."""

    variant: str | None = None
    level: int = 0


@dataclass(frozen=True, slots=True)
class Inherited:
    """An effective value and where it came from: the element itself, a template, or built in."""

    value: str
    source: etree._Element | None
    """The element holding the value (the field itself or a `vorlage`); None when built in."""
    builtin: str | None = None
    """Name of the built-in type that supplies the value, when `source` is None."""


def text_of(element: etree._Element) -> str:
    """The stripped text content of an element."""
    return (element.text or "").strip()


def variants(root: etree._Element) -> list[str]:
    """Ids of the `regel` entries in the file's `regelwerk`."""
    return [
        r.get("id", "") for w in root.iterchildren("regelwerk") for r in w.iterchildren("regel")
    ]


def effective_variant(root: etree._Element, scope: Scope) -> str | None:
    """The variant in force: the chosen one, else the first defined (as the engine does)."""
    if scope.variant is not None:
        return scope.variant
    found = variants(root)
    return found[0] if found else None


def _level_applies(element: etree._Element, level: int) -> bool:
    """Does a `level ab=.. bis=..` container include `level`?"""
    low, high = element.get("ab"), element.get("bis")
    if low is not None and low.lstrip("-").isdigit() and level < int(low):
        return False
    return not (high is not None and high.lstrip("-").isdigit() and level > int(high))


def expand(element: etree._Element, variant: str | None, level: int) -> Iterator[etree._Element]:
    """Child elements with the applicable `regel`/`level` containers unwrapped."""
    for child in element:
        if not isinstance(child.tag, str):
            continue
        if child.tag == "regel" and element.tag != "regelwerk":
            if child.get("id") == variant:
                yield from expand(child, variant, level)
        elif child.tag == "level":
            if _level_applies(child, level):
                yield from expand(child, variant, level)
        else:
            yield child


class FieldIndex:
    """The fields and templates of one document seen in one scope."""

    def __init__(self, root: etree._Element, scope: Scope | None = None) -> None:
        self.root = root
        self.scope = scope or Scope()
        self.variant = effective_variant(root, self.scope)
        self.level = self.scope.level
        self.fields: list[etree._Element] = []
        self.templates: dict[str, etree._Element] = {}
        for child in expand(root, self.variant, self.level):
            if child.tag == "feld":
                self.fields.append(child)
            elif child.tag == "vorlage" and child.get("id"):
                self.templates.setdefault(child.get("id", ""), child)

    def children(self, element: etree._Element) -> list[etree._Element]:
        """Applicable children of a field or template."""
        return list(expand(element, self.variant, self.level))

    def chain(self, element: etree._Element) -> list[etree._Element]:
        """Templates the element inherits from, nearest first (cycles cut)."""
        out: list[etree._Element] = []
        typ = element.get("typ", "")
        while typ in self.templates and typ not in BUILTIN_TYPES:
            template = self.templates[typ]
            if template is element or template in out:
                break
            out.append(template)
            typ = template.get("typ", "")
        return out

    def base_type(self, element: etree._Element) -> str:
        """The built-in type at the end of the template chain (`stapel` when unknown)."""
        chain = self.chain(element)
        typ = (chain[-1] if chain else element).get("typ", "")
        return typ if typ in BUILTIN_TYPES else "stapel"

    def own(self, element: etree._Element, tag: str) -> etree._Element | None:
        """The element's own (last applicable) child with this tag."""
        found = None
        for child in self.children(element):
            if child.tag == tag:
                found = child
        return found

    def effective(self, element: etree._Element, tag: str) -> Inherited | None:
        """Value of a single-valued child tag after inheritance, with its source."""
        for holder in [element, *self.chain(element)]:
            child = self.own(holder, tag)
            if child is not None:
                return Inherited(text_of(child), holder)
        base = self.base_type(element)
        value = BUILTIN_DEFAULTS.get(base, {}).get(tag)
        return Inherited(value, None, base) if value is not None else None

    def inherited_children(self, element: etree._Element, tag: str) -> list[etree._Element]:
        """Repeatable children a field gets from its templates (nearest template last)."""
        out: list[etree._Element] = []
        for template in reversed(self.chain(element)):
            out.extend(c for c in self.children(template) if c.tag == tag)
        return out

    def kuerzel(self, element: etree._Element) -> str:
        """The shortcut letter shown for a field (own, template's, or the built-in one)."""
        for holder in [element, *self.chain(element)]:
            value = holder.get("kuerzel")
            if value is not None and (value == "" or 32 <= ord(value[0]) <= 127):
                return str(value[:1])
        return BUILTIN_SHORTCUTS.get(self.base_type(element), "")

    def look(self, element: etree._Element) -> PileLook:
        """The display properties that decide where and how big the pile is drawn."""
        wanted = {"max", "eng", "richtung", "lage", "rand"}
        found: dict[str, str] = {}
        # One pass per holder (field, then its templates): nearest definition wins.
        for holder in [element, *self.chain(element)]:
            own: dict[str, str] = {}
            for child in self.children(holder):
                if child.tag in wanted and child.tag not in found:
                    own[child.tag] = text_of(child)
            found.update(own)
        for tag, default in BUILTIN_DEFAULTS.get(self.base_type(element), {}).items():
            found.setdefault(tag, default)

        def value(tag: str) -> str:
            return found.get(tag, "")

        maximum = value("max")
        eng = value("eng")
        return PileLook(
            x=_int(element.get("x")),
            y=_int(element.get("y")),
            richtung=" ".join(value("richtung").split()) or "stapel",
            max=208 if maximum == "frei" else (_int(maximum) if maximum else None),
            eng=_int(eng) if eng else None,
            quer=value("lage") == "quer",
            rand=value("rand") or "einfach",
        )


def _int(text: str | None) -> int:
    """An integer attribute or text; 0 when missing or malformed."""
    try:
        return int((text or "0").strip())
    except ValueError:
        return 0
