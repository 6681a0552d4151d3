"""What a property form works on: the document, indexes, scope and language; value marks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from lxml import etree
from PySide6.QtCore import QCoreApplication

from editor.canvas.bridge import EditTarget
from editor.canvas.fieldinfo import FieldIndex
from editor.properties.editors import ValueEditor

translate = QCoreApplication.translate


@dataclass
class FormContext:
    """What a form needs besides the element: edits, inheritance, ids, scope, language, marks."""

    doc: EditTarget
    index: FieldIndex
    language: str = "en"
    scope_path: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    """Containers (`regel`/`level` with their attributes) edits go into; empty = the base."""
    problems: Mapping[int, str] = field(default_factory=dict)
    """Source line -> linter message."""
    scoped_index: FieldIndex | None = None
    """The document seen in the chosen variant and level (what applies there)."""

    @property
    def field_ids(self) -> list[str]:
        """Ids of the file's fields in document order."""
        return [e.get("id", "") for e in self.index.fields if e.get("id")]

    def line_of(self, element: etree._Element) -> int:
        """Current source line of an element."""
        try:
            return self.doc.document.line_of(element)
        except Exception:  # noqa: BLE001 - a freshly inserted element may have no span yet
            return element.sourceline or -1


def scope_container(
    ctx: FormContext, element: etree._Element, create: bool
) -> etree._Element | None:
    """The innermost scope container of `element` for the chosen scope (made when asked)."""
    holder = element
    for tag, attrs in ctx.scope_path:
        found = next(
            (c for c in holder.iterchildren(tag) if all(c.get(k) == v for k, v in attrs.items())),
            None,
        )
        if found is None:
            if not create:
                return None
            found = etree.Element(tag, {k: v for k, v in attrs.items() if v})
            ctx.doc.insert(holder, len(holder), found)
        holder = found
    return holder


def mark_problem(
    ctx: FormContext, editor: ValueEditor, value: str | None, element: etree._Element
) -> None:
    """Mark a value the schema refuses, or one the linter reported."""
    message = ctx.problems.get(ctx.line_of(element), "")
    if not message and value is not None and not editor.spec.is_valid(value):
        message = translate("PropertyPanel", "Not allowed here: {help}").format(
            help=editor.spec.doc.text(ctx.language) or editor.spec.type_name
        )
    editor.mark(message)
