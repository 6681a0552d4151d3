"""Tolerant scanner: tags, attributes and values of possibly broken XML text, as a tree."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

_NAME = re.compile(r"[A-Za-z_][-\w.:]*")
_SPACE = re.compile(r"\s*")
# One attribute: name, then optionally = and a value (quotes may be missing or unclosed;
# a value never runs past '<', which XML forbids inside attribute values anyway).
_ATTR = re.compile(r"""([^\s=/<>"']+)(?:\s*=\s*(?:"([^"<]*)"?|'([^'<]*)'?|([^\s/<>"']+))?)?""")
_SKIPS = (("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">"))


@dataclass(slots=True)
class Attr:
    """One attribute as written: name span and value span (inside the quotes)."""

    name: str
    start: int
    end: int
    value: str | None = None
    value_start: int = -1
    value_end: int = -1


@dataclass(slots=True, eq=False)
class Node:
    """One element as written; spans are offsets into the scanned text."""

    tag: str
    start: int
    name_end: int
    head_end: int = -1
    closed: bool = False
    empty: bool = False
    attrs: list[Attr] = field(default_factory=list)
    parent: Node | None = field(default=None, repr=False)
    children: list[Node] = field(default_factory=list, repr=False)
    close_start: int = -1
    end: int = -1

    def get(self, name: str) -> str | None:
        """Value of an attribute (the first one with that name), or None."""
        for attr in self.attrs:
            if attr.name == name:
                return attr.value
        return None

    def attr(self, name: str) -> Attr | None:
        """The attribute with that name, or None."""
        return next((a for a in self.attrs if a.name == name), None)

    @property
    def path(self) -> list[str]:
        """Tag names from the outermost element down to this one."""
        names: list[str] = []
        node: Node | None = self
        while node is not None and node.tag:
            names.append(node.tag)
            node = node.parent
        return names[::-1]

    @property
    def content_end(self) -> int:
        """Offset where the element's content stops (its end tag, or where it breaks off)."""
        return self.close_start if self.close_start >= 0 else self.end


@dataclass(frozen=True, slots=True)
class Site:
    """What lies at an offset: kind is tag, close, attr, value, head or content."""

    kind: str
    node: Node
    attr: Attr | None = None


class Scan:
    """The element tree of a text, built without requiring it to be well-formed."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.root = Node("", 0, 0, 0, True, False, end=len(text))
        self.nodes: list[Node] = []
        self.marks: list[tuple[int, int]] = []
        self._build()

    def _build(self) -> None:
        text, size = self.text, len(self.text)
        stack = [self.root]
        pos = 0
        while True:
            i = text.find("<", pos)
            if i < 0:
                break
            skip = next((s for s in _SKIPS if text.startswith(s[0], i)), None)
            if skip is not None:
                stop = text.find(skip[1], i + len(skip[0]))
                pos = size if stop < 0 else stop + len(skip[1])
                continue
            if text.startswith("</", i):
                pos = self._end_tag(i, stack)
                continue
            name = _NAME.match(text, i + 1)
            if name is None:
                pos = i + 1
                continue
            node = Node(name.group(), i, name.end(), parent=stack[-1])
            pos = self._head(node)
            stack[-1].children.append(node)
            self.nodes.append(node)
            self.marks.append((i, node.head_end))
            if node.empty:
                node.end = node.head_end
            else:
                stack.append(node)
        for node in stack[1:]:
            node.end = size

    def _head(self, node: Node) -> int:
        """Read the attributes of a start tag; returns the offset after it."""
        text, size = self.text, len(self.text)
        pos = node.name_end
        while True:
            pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
            if pos >= size or text[pos] == "<":
                node.head_end = pos
                return pos
            if text[pos] == ">":
                node.head_end, node.closed = pos + 1, True
                return pos + 1
            if text.startswith("/>", pos):
                node.head_end, node.closed, node.empty = pos + 2, True, True
                return pos + 2
            match = _ATTR.match(text, pos)
            if match is None:
                pos += 1
                continue
            attr = Attr(match.group(1), match.start(1), match.end(1))
            for group in (2, 3, 4):
                if match.group(group) is not None:
                    attr.value = match.group(group)
                    attr.value_start, attr.value_end = match.start(group), match.end(group)
            node.attrs.append(attr)
            pos = max(match.end(), pos + 1)

    def _end_tag(self, i: int, stack: list[Node]) -> int:
        text = self.text
        name = _NAME.match(text, i + 2)
        tag = name.group() if name else ""
        after = name.end() if name else i + 2
        after = _SPACE.match(text, after).end()  # type: ignore[union-attr]
        end = after + 1 if text.startswith(">", after) else (name.end() if name else i + 2)
        self.marks.append((i, end))
        for depth in range(len(stack) - 1, 0, -1):
            if stack[depth].tag == tag:
                for open_node in stack[depth + 1 :]:
                    open_node.end = i  # unclosed inside: they end where the parent closes
                stack[depth].close_start, stack[depth].end = i, end
                del stack[depth:]
                break
        return max(end, i + 2)

    def node_at(self, offset: int) -> Node:
        """Innermost element whose start tag, content or end tag holds the offset."""
        node = self.root
        while True:
            kids = node.children
            index = bisect.bisect_left(kids, offset, key=lambda n: n.start) - 1
            if index < 0:
                return node
            child = kids[index]
            inside = offset < child.end or (offset == child.end and child.close_start < 0)
            if not inside or (child.empty and offset == child.end):
                return node
            node = child

    def site(self, offset: int) -> Site:
        """What the offset points at: a tag name, attribute, value, or element content."""
        node = self.node_at(offset)
        if node is self.root:
            return Site("content", node)
        if node.close_start >= 0 and offset > node.close_start:
            return Site("close", node)
        head_end = node.head_end - 1 if node.closed else node.head_end
        if offset > head_end:
            return Site("content", node)
        if offset <= node.name_end:
            return Site("tag", node)
        for attr in node.attrs:
            if attr.value_start >= 0 and attr.value_start <= offset <= attr.value_end:
                return Site("value", node, attr)
            if attr.start <= offset <= attr.end:
                return Site("attr", node, attr)
        return Site("head", node)

    def element_at(self, offset: int) -> Node | None:
        """The element whose start tag begins exactly at this offset."""
        index = bisect.bisect_left(self.nodes, offset, key=lambda n: n.start)
        if index < len(self.nodes) and self.nodes[index].start == offset:
            return self.nodes[index]
        return None

    def mark_around(self, offset: int) -> tuple[int, int] | None:
        """Span of the tag (start or end tag) holding the offset or ending right at it."""
        index = bisect.bisect_right(self.marks, (offset, len(self.text) + 1)) - 1
        for start, end in self.marks[max(index - 1, 0) : index + 1][::-1]:
            if start <= offset <= end:
                return start, end
        return None

    def text_span(self, node: Node) -> tuple[int, int]:
        """Span of a leaf element's text, without surrounding white space."""
        start = node.head_end if node.closed else node.content_end
        stop = node.children[0].start if node.children else node.content_end
        stop = max(stop, start)
        raw = self.text[start:stop]
        lead = len(raw) - len(raw.lstrip())
        return start + lead, start + len(raw.rstrip())

    def text_of(self, node: Node) -> str:
        """A leaf element's text (stripped, entities not expanded)."""
        start, stop = self.text_span(node)
        return self.text[start:stop]
