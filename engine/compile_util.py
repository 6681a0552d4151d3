"""Shared helpers for the compiler: problem collection, number and id-list parsing."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from lxml import etree

from engine.cards import CardSpec, CardSpecError
from engine.errors import Problem, Severity
from engine.messages import Message, msg
from engine.xmlread import ParsedFile

ELEMENTS = etree.Element
"""Tag filter for `iterchildren`/`iter`: elements only (no comments, PIs or entities)."""


class Context:
    """What the compiler knows while walking one file: variant, level, and found problems."""

    def __init__(
        self,
        parsed: ParsedFile,
        variant: str | None,
        level: int,
        children: Callable[[etree._Element], Iterable[etree._Element]] | None = None,
    ) -> None:
        self.parsed = parsed
        self.variant = variant
        self.level = level
        self.problems: list[Problem] = []
        # A caller that has the child lists already (the linter) may lend them: for a file
        # without regel/level containers they are exactly what `expand` would find.
        self._lent = children

    def report(
        self,
        element: etree._Element,
        code: str,
        message: Message,
        *,
        attr: str | None = None,
        severity: Severity = Severity.WARNING,
    ) -> None:
        """Record a problem at an element (or one of its attributes)."""
        line, column = self.parsed.position(element, attr)
        self.problems.append(Problem.of(severity, code, message, line, column, self.parsed.path))

    def expand(self, element: etree._Element) -> Iterable[etree._Element]:
        """Children of `element` with applicable `regel`/`level` containers unwrapped."""
        if self._lent is not None:
            return self._lent(element)
        return self._walk(element)

    def _walk(self, element: etree._Element) -> Iterator[etree._Element]:
        # iterchildren(ELEMENTS) drops comments and processing instructions in C; `tag` is
        # read once because lxml builds a new string on every access.
        for child in element.iterchildren(ELEMENTS):
            tag = child.tag
            if tag == "regel":
                if child.get("id") == self.variant:
                    yield from self._walk(child)
            elif tag == "level":
                if self.level_applies(child):
                    yield from self._walk(child)
            else:
                yield child

    def level_applies(self, element: etree._Element) -> bool:
        """Does a `level ab=.. bis=..` container apply at the chosen level?"""
        low = self.int_attr(element, "ab", None)
        high = self.int_attr(element, "bis", None)
        if low is None and high is None:
            self.report(element, "level-bounds", msg("level-bounds.compile"))
        if low is not None and self.level < low:
            return False
        return not (high is not None and self.level > high)

    def int_attr(self, element: etree._Element, name: str, default: int | None) -> int | None:
        """Integer attribute, reporting text that is not a number."""
        raw: str | None = element.get(name)  # typed: mypyc parses a str in C
        if raw is None:
            return default
        try:
            # int() skips the same surrounding whitespace as str.strip() but for U+001C to
            # U+001F, which no lxml value can hold (XML forbids them): no copy is made.
            return int(raw)
        except ValueError:
            self.report(
                element,
                "bad-number",
                msg("bad-number.attr", name=name, value=repr(raw)),
                attr=name,
                severity=Severity.ERROR,
            )
            return default

    def int_text(self, element: etree._Element, default: int) -> int:
        """Integer content of an element, reporting text that is not a number."""
        raw = text_of(element)
        try:
            return int(raw)
        except ValueError:
            self.report(
                element,
                "bad-number",
                msg("bad-number", tag=str(element.tag), value=repr(raw)),
                severity=Severity.ERROR,
            )
            return default

    def card_spec(self, element: etree._Element, raw: str | None = None) -> CardSpec | None:
        """Card spec from the element's text (or `raw`), reporting bad specs."""
        text = text_of(element) if raw is None else raw
        try:
            return CardSpec.parse(text)
        except CardSpecError as exc:
            problem = msg("bad-card", tag=str(element.tag), problem=exc.text)
            self.report(element, "bad-card", problem, severity=Severity.ERROR)
            return None


def text_of(element: etree._Element) -> str:
    """The element's own text, stripped (comments inside are ignored)."""
    own: str | None = element.text  # typed: mypyc strips it in C, not by a method call
    if not len(element):
        return own.strip() if own else ""
    parts = [own or ""]
    for child in element:
        if not isinstance(child.tag, str):
            parts.append(child.tail or "")
    return "".join(parts).strip()


def id_list(text: str) -> tuple[str, ...]:
    """Split a space-separated id list."""
    return tuple(text.split())
