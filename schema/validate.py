"""XSD validation with exact places and "did you mean" hints, cross-checked by libxml2."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

from lxml import etree

from engine.errors import Problem, Severity
from engine.messages import Localized, Message, msg, phrase
from engine.xmlread import ParsedFile
from schema.codes import severity
from schema.locate import Locator
from schema.values import close_name, describe, did_you_mean, either, is_valid, suggest
from schema.vocab import GROUPS, SPIEL, Attr, El, find, groups_with, is_open, known_values

# beside the package's __init__ (a compiled module's __file__ names its build's shared library)
XSD_PATH = Path(str(sys.modules["schema"].__file__)).with_name("patfinder.xsd")
_XSI = "{http://www.w3.org/2001/XMLSchema-instance}"
_XSI_OK = (f"{_XSI}noNamespaceSchemaLocation", f"{_XSI}schemaLocation")
_local = threading.local()


def lxml_schema() -> etree.XMLSchema:
    """The compiled schema for this thread (lxml validators are not shared across threads)."""
    schema = getattr(_local, "schema", None)
    if schema is None:
        # Read by libxml2 from the file: no lxml tree of the schema document to build
        # and copy (the schema is compiled at the start of every `patstudio lint`).
        schema = etree.XMLSchema(file=str(XSD_PATH))
        _local.schema = schema
    return schema


def lxml_verdict(parsed: ParsedFile) -> bool:
    """True when libxml2 finds the file valid against patfinder.xsd."""
    return bool(lxml_schema().validate(parsed.tree))


def xmlschema_verdict(parsed: ParsedFile) -> bool:
    """True when the xmlschema package finds the file valid (slower; used by tests)."""
    import xmlschema

    schema = getattr(_local, "xmlschema", None)
    if schema is None:
        schema = xmlschema.XMLSchema10(str(XSD_PATH))
        _local.xmlschema = schema
    return bool(schema.is_valid(parsed.tree))


def text_of(element: etree._Element) -> str:
    """Own text of an element, including text around comments."""
    parts = [element.text or ""]
    parts.extend(child.tail or "" for child in element if not isinstance(child.tag, str))
    return "".join(parts)


class _Walker:
    """Walks the tree with the vocabulary and records schema problems and open-list notes."""

    def __init__(
        self, parsed: ParsedFile, locator: Locator | None = None, full: bool = True
    ) -> None:
        self.full = full
        self.parsed = parsed
        self.locator = locator or Locator(parsed)
        self.problems: list[Problem] = []

    def report(
        self,
        element: etree._Element,
        code: str,
        message: Message,
        attr: str | None = None,
        fix: Message | None = None,
    ) -> None:
        line, column = self.locator.position(element, attr)
        self.problems.append(
            Problem.of(severity(code), code, message, line, column, self.parsed.path, fix)
        )

    def run(self) -> list[Problem]:
        root = self.parsed.root
        if root.tag != "spiel":
            self.report(root, "xsd-root", msg("xsd-root", tag=str(root.tag)))
            return self.problems
        self.element(root, SPIEL, None)
        return self.problems

    def element(self, node: etree._Element, decl: El, parent: str | None) -> None:
        self.attributes(node, decl)
        if decl.group is None:
            if not self.full:
                if decl.simple and is_open(decl.simple):
                    self.value(node, decl.simple, text_of(node), None, decl.name)
                return
            for child in node:
                if isinstance(child.tag, str):
                    self.report(
                        child,
                        "xsd-misplaced-tag",
                        msg("xsd-text-only", tag=decl.name, child=child.tag),
                    )
            self.value(node, decl.simple or "xs:string", text_of(node), None, decl.name)
            return
        if self.full and (
            text_of(node).strip()
            or any((c.tail or "").strip() for c in node if isinstance(c.tag, str))
        ):
            stray = text_of(node).strip() or next(
                (c.tail or "").strip() for c in node if (c.tail or "").strip()
            )
            fix = msg("fix.delete-stray" if stray.startswith(">") else "fix.move-text")
            self.report(
                node,
                "xsd-text",
                msg("xsd-text", tag=decl.name, stray=repr(stray[:20])),
                fix=fix,
            )
        for child in node:
            if not isinstance(child.tag, str):
                continue
            child_decl = find(decl.group, child.tag)
            if child_decl is None:
                if self.full:
                    self.unexpected(child, decl)
            else:
                self.element(child, child_decl, decl.name)

    def unexpected(self, child: etree._Element, decl: El) -> None:
        tag = child.tag
        allowed = [el.name for el in GROUPS[decl.group or ""]]
        elsewhere = groups_with(tag) if isinstance(tag, str) else []
        if elsewhere:
            where = either([phrase(f"home.{g}") for g in elsewhere])
            self.report(
                child,
                "xsd-misplaced-tag",
                msg("xsd-misplaced-tag", tag=str(tag), parent=decl.name, where=where),
            )
            return
        guess = close_name(str(tag), allowed)
        self.report(
            child,
            "xsd-unknown-tag",
            msg("xsd-unknown-tag", tag=str(tag), parent=decl.name),
            fix=did_you_mean(guess and f"<{guess}>"),
        )

    def attributes(self, node: etree._Element, decl: El) -> None:
        declared = _attr_map(decl)
        for name, value in node.attrib.items():
            if name in _XSI_OK and decl is SPIEL:
                continue
            attr = declared.get(str(name))
            if not self.full:
                if attr is not None and is_open(attr.type):
                    self.value(node, attr.type, str(value), str(name), decl.name)
                continue
            if attr is None:
                names = list(declared)
                guess = close_name(str(name), names)
                self.report(
                    node,
                    "xsd-unknown-attribute",
                    msg("xsd-unknown-attribute", tag=decl.name, name=str(name)),
                    attr=str(name),
                    fix=did_you_mean(guess),
                )
                continue
            self.value(node, attr.type, str(value), str(name), decl.name)
        for attr in decl.attrs if self.full else ():
            if attr.required and attr.name not in node.attrib:
                self.report(
                    node,
                    "xsd-missing-attribute",
                    msg(
                        "xsd-missing-attribute",
                        tag=decl.name,
                        name=attr.name,
                        what=Localized(attr.en.rstrip("."), attr.de.rstrip(".")),
                    ),
                )

    def value(
        self, node: etree._Element, type_name: str, raw: str, attr: str | None, tag: str
    ) -> None:
        where = f"{attr}=" if attr else f"<{tag}> "
        if not is_valid(type_name, raw):
            guess = suggest(type_name, raw)
            self.report(
                node,
                "xsd-bad-value",
                msg(
                    "xsd-bad-value",
                    where=where,
                    value=repr(raw.strip()),
                    expected=describe(type_name),
                ),
                attr=attr,
                fix=did_you_mean(guess and repr(guess)),
            )
        elif is_open(type_name):
            known = known_values(type_name)
            value = " ".join(raw.split())
            if value and value not in known:
                guess = close_name(value, known)
                self.report(
                    node,
                    "unknown-value",
                    msg("unknown-value", where=where, value=repr(value), known=", ".join(known)),
                    attr=attr,
                    fix=did_you_mean(guess and repr(guess)),
                )


_ATTR_MAPS: dict[int, dict[str, Attr]] = {}


def _attr_map(decl: El) -> dict[str, Attr]:
    """Declared attributes of an element by name (keyed by identity: hashing El is slow)."""
    found = _ATTR_MAPS.get(id(decl))
    if found is None:
        found = _ATTR_MAPS[id(decl)] = {a.name: a for a in decl.attrs}
    return found


def _open_tags() -> dict[str, El]:
    """Tags (all in the field group) whose content or attributes use an open list."""
    found = {}
    for group, elements in GROUPS.items():
        for el in elements:
            if (el.simple and is_open(el.simple)) or any(is_open(a.type) for a in el.attrs):
                assert group == "field", el.name
                found[el.name] = el
    return found


_OPEN_TAGS = _open_tags()


def walk(parsed: ParsedFile, locator: Locator | None = None, *, full: bool = True) -> list[Problem]:
    """Schema problems plus open-list warnings (with full=False only the warnings)."""
    walker = _Walker(parsed, locator, full)
    if full:
        return walker.run()
    for node in parsed.root.iter(*_OPEN_TAGS):
        walker.element(node, _OPEN_TAGS[str(node.tag)], None)
    return walker.problems


def _libxml2_allowed() -> bool:
    """libxml2's schema code is used on the main thread only.

    Compiling or running an XMLSchema on a worker thread (the editor checks off the UI
    thread) crashed the process now and then inside libxml2; off the main thread our own
    walker, built from the same tables and tested to agree with libxml2, decides alone.
    """
    return threading.current_thread() is threading.main_thread()


def quick_walk(parsed: ParsedFile, locator: Locator | None = None) -> tuple[list[Problem], bool]:
    """Like walk, but skips the detailed schema pass when libxml2 finds the file valid;
    also returns the verdict (libxml2's on the main thread, the walker's elsewhere)."""
    if not _libxml2_allowed():
        found = walk(parsed, locator, full=True)
        return found, not any(p.severity is Severity.ERROR for p in found)
    valid = lxml_verdict(parsed)
    return walk(parsed, locator, full=not valid), valid


def validate(parsed: ParsedFile, walked: tuple[list[Problem], bool] | None = None) -> list[Problem]:
    """XSD errors of a parsed file with line, column and hints (libxml2 is the cross-check)."""
    found, valid = quick_walk(parsed) if walked is None else walked
    problems = [p for p in found if p.severity is Severity.ERROR]
    if not problems and not valid and _libxml2_allowed():
        for entry in lxml_schema().error_log:
            detail = msg("xsd-other", detail=entry.message)
            problems.append(
                Problem.of(Severity.ERROR, "xsd-other", detail, entry.line or 1, 1, parsed.path)
            )
    return problems
