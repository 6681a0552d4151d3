"""The document core without Qt: the lxml tree plus its source text, edited together."""

from __future__ import annotations

import re

from lxml import etree

from editor import xmltext
from editor.changes import Change, ChangeKind, ConsistencyError, EditLog, Step
from editor.treeutil import has_other_lines, restore_whitespace, same_structure, set_gap, whitespace
from editor.xmltext import LineIndex, Span, TextEdit
from engine.errors import LoadError, Problem
from engine.xmlread import ParsedFile, parse_bytes


class SourceTree:
    """An lxml tree kept in step with the exact source text it came from."""

    def __init__(self, data: bytes, path: str | None = None) -> None:
        self.path = path
        self.encoding = xmltext.detect_encoding(data)
        self.disk_bytes = data
        self.disk_text = xmltext.decode(data, self.encoding)
        self.text = self.disk_text
        self.revision = 0
        self.tree: etree._ElementTree | None = None
        self.error: Problem | None = None
        self._spans: dict[etree._Element, Span] | None = None
        self._lines: LineIndex | None = None
        self._parsed: tuple[int, ParsedFile | None] | None = None
        try:
            self.tree = parse_bytes(data, path).tree
        except LoadError as exc:
            self.error = exc.to_problem()

    # ----- reading
    @property
    def root(self) -> etree._Element | None:
        """The root element, or None while the text is malformed."""
        return self.tree.getroot() if self.tree is not None else None

    @property
    def newline(self) -> str:
        """Line ending used for new lines."""
        return xmltext.detect_newline(self.text)

    @property
    def lines(self) -> LineIndex:
        """Line index of the current text."""
        if self._lines is None:
            self._lines = LineIndex(self.text)
        return self._lines

    def to_bytes(self) -> bytes:
        """The file content: the bytes read when unchanged, else the encoded text."""
        if self.text == self.disk_text:
            return self.disk_bytes
        return xmltext.encode(self.text, self.encoding)

    def mark_saved(self, data: bytes) -> None:
        """Record that `data` (the current content) is now what is on disk."""
        self.disk_bytes, self.disk_text = data, self.text

    def parsed(self) -> ParsedFile | None:
        """A fresh ParsedFile of the current text (exact source lines), cached per revision."""
        if self._parsed is None or self._parsed[0] != self.revision:
            try:
                result: ParsedFile | None = parse_bytes(self.to_bytes(), self.path)
            except LoadError:
                result = None
            self._parsed = (self.revision, result)
        return self._parsed[1]

    def span(self, node: etree._Element) -> Span:
        """Where a node of the tree sits in the current text."""
        if self._spans is None:
            self._spans = self._build_spans()
        return self._spans[node]

    def _build_spans(self) -> dict[etree._Element, Span]:
        root = self.root
        if root is None:
            return {}
        nodes = list(root.iter())
        spans = xmltext.scan(self.text)
        if len(nodes) != len(spans):
            raise ConsistencyError(f"{len(nodes)} nodes but {len(spans)} spans")
        return dict(zip(nodes, spans, strict=True))

    def position(self, node: etree._Element) -> tuple[int, int]:
        """1-based (line, column) where a node starts in the current text."""
        return self.lines.position(self.span(node).start)

    def node_at(self, offset: int) -> etree._Element | None:
        """The innermost element whose source contains an offset."""
        root = self.root
        if root is None:
            return None
        best = None
        for node, span in (self._spans or self._ensure_spans()).items():
            if span.start <= offset < span.end and isinstance(node.tag, str):
                best = node  # document order: later matches are deeper
            elif span.start > offset:
                break
        return best

    def _ensure_spans(self) -> dict[etree._Element, Span]:
        self._spans = self._build_spans()
        return self._spans

    def node_at_line(self, line: int, column: int = 1) -> etree._Element | None:
        """The innermost element at a 1-based line and column."""
        offset = self.lines.offset(line, column)
        end = self.text.find("\n", offset)
        text = self.text[offset : end if end >= 0 else len(self.text)]
        # Prefer a tag that starts on this line over the element around it.
        lead = len(text) - len(text.lstrip())
        if column <= 1 and text[lead : lead + 1] == "<" and text[lead + 1 : lead + 2] != "/":
            offset += lead
        return self.node_at(offset)

    def path_of(self, node: etree._Element) -> tuple[int, ...]:
        """Child indices from the root down to a node."""
        path: list[int] = []
        parent = node.getparent()
        while parent is not None:
            path.append(parent.index(node))
            node, parent = parent, parent.getparent()
        return tuple(reversed(path))

    def node_by_path(self, path: tuple[int, ...]) -> etree._Element | None:
        """The node at a path from `path_of`, if it still exists."""
        node = self.root
        for index in path:
            if node is None or index >= len(node):
                return None
            node = node[index]
        return node

    def source_of(self, node: etree._Element) -> str:
        """The exact source text of a node."""
        span = self.span(node)
        return self.text[span.start : span.end]

    # ----- primitive edits (each records how to undo itself)
    def _set_text_content(self, new: str) -> None:
        self.text = new
        self.revision += 1
        self._spans = None
        self._lines = None

    def _apply(self, edit: TextEdit) -> None:
        self._set_text_content(edit.apply(self.text))

    def _revert(self, edit: TextEdit) -> None:
        self._set_text_content(edit.revert(self.text))

    def set_attribute(self, el: etree._Element, name: str, value: str | None, log: EditLog) -> None:
        """Set or remove an attribute; the start tag changes, nothing else."""
        before = list(el.attrib.items())
        edit = xmltext.attribute_edit(self.text, self.span(el), name, value)
        if value is None:
            el.attrib.pop(name, None)
        else:
            el.set(name, value)
        self._apply(edit)

        def undo() -> None:
            self._revert(edit)
            el.attrib.clear()
            for key, old in before:
                el.set(key, old)

        change = Change(ChangeKind.ATTRIBUTE, el, name=name)
        log.steps.append(Step(undo, change, change))

    def set_text(self, el: etree._Element, value: str, log: EditLog) -> None:
        """Set an element's leading text (its value, for leaf tags)."""
        before = el.text
        first = self.span(el[0]) if len(el) else None
        edit = xmltext.text_edit(self.text, self.span(el), str(el.tag), value, first)
        el.text = value or None
        self._apply(edit)

        def undo() -> None:
            self._revert(edit)
            el.text = before

        change = Change(ChangeKind.TEXT, el)
        log.steps.append(Step(undo, change, change))

    def insert(
        self,
        parent: etree._Element,
        index: int,
        el: etree._Element,
        log: EditLog,
        markup: str | None = None,
        old_indent: str | None = None,
    ) -> None:
        """Insert a new element; only the lines it occupies are added to the text."""
        index = max(0, min(index, len(parent)))
        edit = self._insert_edit(parent, index, el, markup, old_indent)
        saved = whitespace(parent)
        parent.insert(index, el)
        self._apply(edit)
        self._resync_whitespace(parent)

        def undo() -> None:
            self._revert(edit)
            parent.remove(el)
            restore_whitespace(parent, saved)

        log.steps.append(
            Step(
                undo,
                Change(ChangeKind.ADDED, el, parent, index),
                Change(ChangeKind.REMOVED, el, parent, index),
            )
        )

    def _insert_edit(
        self,
        parent: etree._Element,
        index: int,
        el: etree._Element,
        markup: str | None,
        old_indent: str | None,
    ) -> TextEdit:
        text, nl, unit = self.text, self.newline, xmltext.detect_indent(self.text)
        pspan = self.span(parent)
        pind = xmltext.line_indent(text, pspan.start) or ""

        def body(indent: str, compact: bool = False) -> str:
            if markup is None:
                return xmltext.markup_of(el, indent, None if compact else unit, nl)
            return xmltext.reindent(markup, old_indent, indent)

        if len(parent):
            ref = self.span(parent[index - 1] if index else parent[0])
            indent = xmltext.line_indent(text, ref.start)
            own_line = indent is not None
            indent = indent if indent is not None else pind + unit
            if index:
                return TextEdit(
                    ref.end, "", (nl + indent if own_line else "") + body(indent, not own_line)
                )
            return TextEdit(
                ref.start, "", body(indent, not own_line) + (nl + indent if own_line else "")
            )
        indent = pind + unit
        closing = nl + pind + f"</{parent.tag}>"
        if pspan.empty_tag:
            head = text[pspan.start : pspan.head_end]
            cut = len(head) - 2
            while cut > 0 and head[cut - 1] in " \t\r\n":
                cut -= 1
            return TextEdit(
                pspan.start, head, head[:cut] + ">" + nl + indent + body(indent) + closing
            )
        inner = text[pspan.head_end : pspan.tail_start]
        if inner.strip():
            return TextEdit(pspan.tail_start, "", body(indent))
        return TextEdit(pspan.head_end, inner, nl + indent + body(indent) + nl + pind)

    def remove(self, el: etree._Element, log: EditLog) -> tuple[str, str | None]:
        """Remove an element with its whole lines; returns its source and indentation."""
        parent = el.getparent()
        if parent is None:
            raise ValueError("the root element cannot be removed")
        index = parent.index(el)
        span = self.span(el)
        text = self.text
        markup = text[span.start : span.end]
        indent = xmltext.line_indent(text, span.start)
        rest = re.match(r"[ \t]*(\r?\n|$)", text[span.end :])
        if (
            indent is not None
            and rest is not None
            and has_other_lines(parent, span, self.span(parent))
        ):
            start = span.start - len(indent)
            end = span.end + rest.end()
        else:
            start = span.start
            while start > 0 and text[start - 1] in " \t\r\n" and start > self.span(parent).head_end:
                start -= 1
            end = span.end
        edit = TextEdit(start, text[start:end], "")
        saved = whitespace(parent)
        tail = el.tail
        parent.remove(el)
        self._apply(edit)
        self._resync_whitespace(parent)

        def undo() -> None:
            self._revert(edit)
            parent.insert(index, el)
            el.tail = tail
            restore_whitespace(parent, saved)

        log.steps.append(
            Step(
                undo,
                Change(ChangeKind.REMOVED, el, parent, index),
                Change(ChangeKind.ADDED, el, parent, index),
            )
        )
        return markup, indent

    def move(self, el: etree._Element, parent: etree._Element, index: int, log: EditLog) -> None:
        """Move an element (with its exact source) to `index` among `parent`'s children."""
        old_parent = el.getparent()
        old_index = old_parent.index(el) if old_parent is not None else -1
        markup, indent = self.remove(el, log)
        self.insert(parent, index, el, log, markup=markup, old_indent=indent)
        # Report one move instead of the remove and add it is made of.
        add = log.steps.pop()
        rem = log.steps.pop()

        def undo() -> None:
            add.undo()
            rem.undo()

        log.steps.append(
            Step(
                undo,
                Change(ChangeKind.MOVED, el, parent, parent.index(el)),
                Change(ChangeKind.MOVED, el, old_parent, old_index),
            )
        )

    def replace_text(self, new: str, log: EditLog) -> None:
        """Replace the whole text (a source edit); the tree is parsed anew."""
        edit = xmltext.diff(self.text, new)
        old = (self.tree, self.error, self.encoding)
        self._apply(edit)
        self._reparse()

        def undo() -> None:
            self._revert(edit)
            self.tree, self.error, self.encoding = old

        change = Change(ChangeKind.REPLACED)
        log.steps.append(Step(undo, change, change))

    def _reparse(self) -> None:
        if self.encoding not in ("utf-8-sig", "utf-16"):
            match = re.match(r"\s*<\?xml[^>]*encoding\s*=\s*[\"']([A-Za-z0-9._-]+)", self.text)
            self.encoding = xmltext.detect_encoding(
                f'<?xml version="1.0" encoding="{match.group(1)}"?>'.encode() if match else b""
            )
        try:
            self.tree = parse_bytes(xmltext.encode(self.text, self.encoding), self.path).tree
            self.error = None
        except LoadError as exc:
            self.tree, self.error = None, exc.to_problem()

    def _resync_whitespace(self, parent: etree._Element) -> None:
        """Make whitespace-only text and tails under `parent` match the source text."""
        text = self.text
        span = self.span(parent)
        cursor = span.head_end
        previous: etree._Element | None = None
        for child in parent:
            cspan = self.span(child)
            set_gap(parent, previous, text[cursor : cspan.start])
            cursor, previous = cspan.end, child
        set_gap(parent, previous, text[cursor : span.tail_start])

    def full_serialisation(self) -> str:
        """The whole tree serialised by lxml (the fallback if text and tree ever disagree)."""
        assert self.tree is not None
        head = re.match(r"\s*<\?xml[^>]*\?>\s*", self.text)
        body = etree.tostring(self.tree, encoding="unicode")
        return (head.group() if head else "") + body


__all__ = [
    "Change",
    "ChangeKind",
    "ConsistencyError",
    "EditLog",
    "SourceTree",
    "Step",
    "same_structure",
]
