"""Every id definition and reference in a scanned document, for navigation and completion."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from engine.definition import BUILTIN_TYPES
from schema.lsp.scan import Node, Scan
from schema.lsp.vocabulary import ACTION_FIELD_WORDS, FLOW_WORDS, definition_kind, ref_kind

_TOKEN = re.compile(r"[^\s]+")


@dataclass(frozen=True, slots=True)
class Occurrence:
    """One place an id is written: kind (field, template, variant, action) and its span."""

    kind: str
    name: str
    start: int
    end: int
    definition: bool
    node: Node = field(compare=False, repr=False)


def _names(kind: str, value: str, offset: int) -> list[tuple[str, str, int, int]]:
    """(kind, name, start, end) of the ids named in one value written at an offset."""
    found = []
    for match in _TOKEN.finditer(value):
        token, start = match.group(), offset + match.start()
        if kind == "fieldref":
            token = token.split("#")[0]
            if token in ACTION_FIELD_WORDS or not token:
                continue
            found.append(("field", token, start, start + len(token)))
        elif (
            kind == "template"
            and token in BUILTIN_TYPES
            or kind == "action"
            and token in FLOW_WORDS
        ):
            continue
        else:
            found.append((kind, token, start, start + len(token)))
    return found


class IdIndex:
    """Definitions and references of field, template, variant and action ids."""

    def __init__(self, scan: Scan) -> None:
        self.occurrences: list[Occurrence] = []
        for node in scan.nodes:
            for attr in node.attrs:
                if attr.value is None:
                    continue
                defines = definition_kind(node, attr.name)
                if defines is not None:
                    name = attr.value.strip()
                    if name:
                        start = attr.value_start + attr.value.index(name)
                        self._add(defines, name, start, start + len(name), True, node)
                    continue
                kind = ref_kind(node, attr.name)
                if kind is not None:
                    for item in _names(kind, attr.value, attr.value_start):
                        self._add(*item, False, node)
            if not node.children:
                kind = ref_kind(node, None)
                if kind is not None:
                    start, end = scan.text_span(node)
                    for item in _names(kind, scan.text[start:end], start):
                        self._add(*item, False, node)
        self.occurrences.sort(key=lambda o: o.start)
        self._starts = [o.start for o in self.occurrences]
        self._definitions: dict[str, dict[str, list[Occurrence]]] | None = None

    def _add(
        self, kind: str, name: str, start: int, end: int, definition: bool, node: Node
    ) -> None:
        self.occurrences.append(Occurrence(kind, name, start, end, definition, node))

    def at(self, offset: int) -> Occurrence | None:
        """The occurrence under an offset (its end counts, where a cursor after a word sits)."""
        index = bisect.bisect_right(self._starts, offset) - 1
        if index >= 0 and offset <= self.occurrences[index].end:
            return self.occurrences[index]
        return None

    def within(self, start: int, end: int) -> list[Occurrence]:
        """Occurrences that lie inside a span."""
        first = bisect.bisect_left(self._starts, start)
        last = bisect.bisect_right(self._starts, end)
        return [o for o in self.occurrences[first:last] if o.end <= end]

    def named(self, kind: str, name: str) -> list[Occurrence]:
        """Every occurrence of one id, in document order."""
        return [o for o in self.occurrences if o.kind == kind and o.name == name]

    def definitions(self, kind: str) -> dict[str, list[Occurrence]]:
        """Defined ids of one kind with their definitions, in document order (do not modify)."""
        if self._definitions is None:
            self._definitions = {}
            for o in self.occurrences:
                if o.definition:
                    self._definitions.setdefault(o.kind, {}).setdefault(o.name, []).append(o)
        return self._definitions.get(kind, {})
