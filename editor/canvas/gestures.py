"""Canvas gestures as document edits: move, nudge, align, distribute, add, copy, paste, delete."""

from __future__ import annotations

import copy
from collections.abc import Sequence

from lxml import etree
from PySide6.QtCore import QCoreApplication

from editor.canvas import geometry as geo
from editor.canvas.bridge import EditTarget
from editor.canvas.fieldinfo import BUILTIN_TYPES, FieldIndex

CLIPBOARD_MIME = "application/x-patstudio-fields"
"""Clipboard format for copied fields (the XML of the `feld` elements)."""
_ORDER_AFTER_FIELDS = ("beginn", "aktion", "abschluss", "ende")


translate = QCoreApplication.translate


def move_fields(
    doc: EditTarget, moves: Sequence[tuple[etree._Element, int, int]], title: str = ""
) -> None:
    """Set new x/y of several fields as one undo step."""
    changed = [(e, x, y) for e, x, y in moves if (e.get("x"), e.get("y")) != (str(x), str(y))]
    if not changed:
        return
    with doc.macro(title or translate("LayoutCanvas", "Move fields")):
        for element, x, y in changed:
            doc.set_attrs(element, {"x": str(x), "y": str(y)})


def nudge(doc: EditTarget, fields: Sequence[etree._Element], dx: int, dy: int) -> None:
    """Shift fields by whole units as one undo step."""
    move_fields(
        doc,
        [(e, _int(e.get("x")) + dx, _int(e.get("y")) + dy) for e in fields],
        translate("LayoutCanvas", "Nudge fields"),
    )


def align_fields(
    doc: EditTarget, index: FieldIndex, fields: Sequence[etree._Element], edge: str
) -> None:
    """Align fields on an edge or centre line as one undo step."""
    pos = [(_int(e.get("x")), _int(e.get("y"))) for e in fields]
    sizes = [geo.card_size(index.look(e).quer) for e in fields]
    new = geo.align(pos, sizes, edge)
    move_fields(
        doc,
        [(e, x, y) for e, (x, y) in zip(fields, new, strict=True)],
        translate("LayoutCanvas", "Align fields"),
    )


def distribute_fields(doc: EditTarget, fields: Sequence[etree._Element], axis: str) -> None:
    """Space fields evenly along an axis as one undo step."""
    pos = [(_int(e.get("x")), _int(e.get("y"))) for e in fields]
    new = geo.distribute(pos, axis)
    move_fields(
        doc,
        [(e, x, y) for e, (x, y) in zip(fields, new, strict=True)],
        translate("LayoutCanvas", "Distribute fields"),
    )


def field_insert_index(root: etree._Element) -> int:
    """Where a new `feld` goes: after the last field/template, before the actions."""
    children = list(root)
    last = -1
    for i, child in enumerate(children):
        if child.tag in (
            "feld",
            "vorlage",
            "markiere",
            "punktemax",
            "punktestart",
            "karten",
            "add",
            "sub",
            "levelmax",
            "regelwerk",
            "version",
            "programm",
        ):
            last = i
    if last >= 0:
        return last + 1
    for i, child in enumerate(children):
        if child.tag in _ORDER_AFTER_FIELDS:
            return i
    return len(children)


def add_field(
    doc: EditTarget, typ: str, x: int, y: int, field_id: str | None = None
) -> etree._Element:
    """Add a `feld` of a type (built-in or template) at a position as one undo step."""
    root = _root(doc)
    taken = {e.get("id", "") for e in root.iter("feld")}
    new = etree.Element("feld")
    new.set("id", field_id or geo.fresh_id(typ if typ in BUILTIN_TYPES else typ, taken))
    new.set("x", str(x))
    new.set("y", str(y))
    new.set("typ", typ)
    doc.insert(root, field_insert_index(root), new, translate("LayoutCanvas", "Add field"))
    return new


def free_spot(index: FieldIndex, width: int, height: int) -> tuple[int, int]:
    """The first grid position (row by row, 4x6 steps) where a standing card overlaps nothing."""
    rects = [geo.pile_rect(index.look(e), 1) for e in index.fields if not index.look(e).hidden]
    for y in range(0, max(height, 1) + 1, geo.CARD_H + 1):
        for x in range(0, max(width, 1) + 1, geo.CARD_W + 1):
            probe = geo.Rect(x, y, geo.CARD_W, geo.CARD_H)
            if not any(probe.intersects(r) for r in rects):
                return x, y
    return 0, 0


def paste_fields(
    doc: EditTarget, sources: Sequence[etree._Element], dx: int = 2, dy: int = 2, title: str = ""
) -> list[etree._Element]:
    """Insert copies of fields, shifted and with fresh ids, as one undo step."""
    root = _root(doc)
    taken = {e.get("id", "") for e in root.iter("feld")}
    out: list[etree._Element] = []
    renames: dict[str, str] = {}
    with doc.macro(title or translate("LayoutCanvas", "Paste fields")):
        at = field_insert_index(root)
        for source in sources:
            clone = copy.deepcopy(source)
            clone.tail = None
            old_id = clone.get("id", "feld")
            new_id = renames.get(old_id) or geo.fresh_id(old_id, taken)
            renames[old_id] = new_id
            taken.add(new_id)
            clone.set("id", new_id)
            x, y = _int(clone.get("x")), _int(clone.get("y"))
            clone.set("x", str(x + dx if x >= 0 else x))
            clone.set("y", str(y + dy if y >= 0 else y))
            doc.insert(root, at, clone)
            at += 1
            out.append(clone)
    return out


def parse_clipboard(text: str) -> list[etree._Element]:
    """`feld` elements from copied XML text (wrapped or bare); others are ignored."""
    try:
        wrapper = etree.fromstring(
            f"<x>{text}</x>".encode(), etree.XMLParser(resolve_entities=False, no_network=True)
        )
    except etree.XMLSyntaxError:
        return []
    return [e for e in wrapper.iter("feld")]


def clipboard_text(fields: Sequence[etree._Element]) -> str:
    """The XML text of fields for the clipboard."""
    parts = []
    for element in fields:
        clone = copy.deepcopy(element)
        clone.tail = None
        parts.append(etree.tostring(clone, encoding="unicode"))
    return "\n".join(parts)


def delete_fields(doc: EditTarget, fields: Sequence[etree._Element]) -> None:
    """Remove fields as one undo step."""
    if not fields:
        return
    with doc.macro(translate("LayoutCanvas", "Delete fields")):
        for element in fields:
            doc.remove(element)


def template_from_field(doc: EditTarget, element: etree._Element) -> etree._Element:
    """Make a `vorlage` from a field's content and let the field use it, as one undo step."""
    root = _root(doc)
    taken = {e.get("id", "") for e in root.iter("vorlage")} | set(BUILTIN_TYPES)
    template = etree.Element("vorlage")
    template.set("id", geo.fresh_id(element.get("id", "vorlage") + "vorlage", taken))
    template.set("typ", element.get("typ", "stapel"))
    if element.get("kuerzel") is not None:
        template.set("kuerzel", element.get("kuerzel", ""))
    with doc.macro(translate("LayoutCanvas", "Create template from field")):
        children = [c for c in element if isinstance(c.tag, str)]
        for child in children:
            clone = copy.deepcopy(child)
            template.append(clone)
        position = root.index(element)
        doc.insert(root, position, template)
        for child in children:
            doc.remove(child)
        doc.set_attrs(element, {"typ": template.get("id"), "kuerzel": None})
    return template


def resize_window(doc: EditTarget, width: int, height: int) -> None:
    """Change the `fenster` size as one undo step."""
    doc.set_attrs(
        _root(doc),
        {"fenster": geo.format_fenster(width, height)},
        translate("LayoutCanvas", "Resize window"),
    )


def _root(doc: EditTarget) -> etree._Element:
    """The document root; gestures only run while the document parses."""
    root = doc.root
    if root is None:
        raise ValueError("the document is not well-formed")
    return root


def _int(text: str | None) -> int:
    """An integer attribute; 0 when missing or malformed."""
    try:
        return int((text or "0").strip())
    except ValueError:
        return 0
