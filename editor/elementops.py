"""Compound element edits shared by panels and menus: add, duplicate, delete, move, paste."""

from __future__ import annotations

from lxml import etree
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from editor import clipboard
from editor.document import Document
from engine.compile_actions import INSTRUCTION_TAGS as ACTION_INSTRUCTIONS
from schema.outline import ACTION_TAGS, group_of

MIME = "application/x-patstudio-elements"
FIELD_TAGS = (
    "max",
    "richtung",
    "eng",
    "lage",
    "rand",
    "sichtbar",
    "folgestart",
    "folgeende",
    "folgefarbe",
    "folgewert",
    "folgeschieb",
    "einschub",
    "ziel",
    "quelle",
    "wiederholung",
    "fuellen",
    "sperre",
    "gesperrt",
    "schiebsperre",
    "stopp",
    "sicht",
    "auto",
    "aufdecken",
    "blindstart",
    "punkte",
    "var",
    "lege",
    "sortiere",
    "beziehung",
    "anzeige",
)
INSTRUCTION_TAGS = (*ACTION_INSTRUCTIONS, "erfolg", "misserfolg")
"""What an action block may hold: the instructions, then its jump targets."""


def tr(text: str) -> str:
    """Translate in the ElementOps context."""
    return QCoreApplication.translate("", text)


def document_order(elements: list[etree._Element]) -> list[etree._Element]:
    """Elements sorted as they appear in the document (ancestors dropped if a child is kept)."""
    if not elements:
        return []
    root = elements[0].getroottree().getroot()
    rank = {e: i for i, e in enumerate(root.iter())}
    unique = [e for e in dict.fromkeys(elements) if e in rank]
    chosen = set(unique)
    kept = [e for e in unique if not any(a in chosen for a in e.iterancestors())]
    return sorted(kept, key=rank.__getitem__)


def after_group(root: etree._Element, group: str) -> etree._Element | None:
    """The element before which a new member of an outline group should go."""
    members = [c for c in root if isinstance(c.tag, str) and group_of(c) == group]
    if members:
        return members[-1].getnext()
    order = ("game", "variants", "templates", "fields", "actions")
    later = order[order.index(group) + 1 :] if group in order else ()
    for child in root:
        if isinstance(child.tag, str) and child.tag != "regelwerk" and group_of(child) in later:
            return child
    return None


def move_before(
    doc: Document,
    elements: list[etree._Element],
    parent: etree._Element,
    anchor: etree._Element | None,
    *,
    origin: object = None,
) -> None:
    """Move elements (in order) to just before `anchor` in `parent` (None: to the end); one step."""
    elements = [e for e in elements if e is not anchor]
    if not elements:
        return
    title = tr("Move %1 elements").replace("%1", str(len(elements)))
    with doc.macro(
        title if len(elements) > 1 else tr("Move %1").replace("%1", str(elements[0].tag))
    ):
        for element in elements:
            current = element.getparent()
            if anchor is None:
                index = len(parent) - (1 if current is parent else 0)
            else:
                index = parent.index(anchor)
                if current is parent and parent.index(element) < index:
                    index -= 1
            if current is parent and parent.index(element) == index:
                continue
            doc.move_element(element, parent, index, origin=origin)


def delete(doc: Document, elements: list[etree._Element], *, origin: object = None) -> None:
    """Delete elements as one undo step."""
    elements = [e for e in document_order(elements) if e.getparent() is not None]
    if not elements:
        return
    with doc.macro(tr("Delete %1 element(s)").replace("%1", str(len(elements)))):
        for element in reversed(elements):
            doc.remove_element(element, origin=origin)


def duplicate(
    doc: Document, elements: list[etree._Element], *, origin: object = None
) -> list[etree._Element]:
    """Duplicate elements right after themselves as one undo step; selects the copies."""
    elements = [e for e in document_order(elements) if e.getparent() is not None]
    copies: list[etree._Element] = []
    if not elements:
        return copies
    with doc.macro(tr("Duplicate %1 element(s)").replace("%1", str(len(elements)))):
        for element in reversed(elements):
            copies.insert(0, doc.duplicate_element(element, origin=origin))
    doc.selection.select(copies)
    return copies


def unique_id(root: etree._Element, tag: str, stem: str) -> str:
    """An id not yet used by any `tag` element: stem1, stem2, ..."""
    used = {e.get("id") for e in root.iter(tag)}
    n = 1
    while f"{stem}{n}" in used:
        n += 1
    return f"{stem}{n}"


def new_element(root: etree._Element, tag: str) -> etree._Element:
    """A new element with sensible required attributes."""
    element = etree.Element(tag)
    if tag == "feld":
        element.attrib.update(
            {"id": unique_id(root, "feld", "f"), "x": "0", "y": "0", "typ": "stapel"}
        )
    elif tag == "vorlage":
        element.attrib.update({"id": unique_id(root, "vorlage", "v"), "typ": "stapel"})
    elif tag == "regel":
        element.set("id", unique_id(root, "regel", "variante"))
    elif tag in ("aktion", "abschluss"):
        element.set("typ", "klick" if tag == "aktion" else "frei")
    return element


def add_child(
    doc: Document, parent: etree._Element, tag: str, *, origin: object = None
) -> etree._Element:
    """Add a new element as the last child of `parent`; selects it."""
    element = new_element(doc.root if doc.root is not None else parent, tag)
    doc.insert_element(parent, len(parent), element, origin=origin)
    doc.selection.select([element])
    return element


def add_to_group(doc: Document, group: str, tag: str, *, origin: object = None) -> etree._Element:
    """Add a new top-level element at the end of its outline group; selects it."""
    root = doc.root
    assert root is not None
    element = new_element(root, tag)
    if group == "variants":
        regelwerk = root.find("regelwerk")
        if regelwerk is not None:
            doc.insert_element(regelwerk, len(regelwerk), element, origin=origin)
            doc.selection.select([element])
            return element
        holder = etree.Element("regelwerk")
        holder.append(element)
        anchor = root.find("karten")
        index = root.index(anchor) if anchor is not None else 0
        doc.insert_element(root, index, holder, origin=origin)
        doc.selection.select([holder[0]])
        return holder[0]
    anchor = after_group(root, group)
    index = root.index(anchor) if anchor is not None else len(root)
    doc.insert_element(root, index, element, origin=origin)
    doc.selection.select([element])
    return element


def copy_to_clipboard(doc: Document, elements: list[etree._Element]) -> None:
    """Put the exact source of elements on the clipboard."""
    elements = document_order(elements)
    if not elements:
        return
    clipboard.put("\n".join(doc.source.source_of(e) for e in elements), MIME)


def paste(doc: Document, text: str, *, origin: object = None) -> list[etree._Element]:
    """Insert the elements of an XML snippet after the selection (or in their group); one step."""
    root = doc.root
    if root is None:
        return []
    try:
        holder = etree.fromstring(
            f"<paste>{text}</paste>".encode(),
            etree.XMLParser(resolve_entities=False, no_network=True),
        )
    except etree.XMLSyntaxError:
        return []
    pieces = [c for c in holder if isinstance(c.tag, str)]
    added: list[etree._Element] = []
    if not pieces:
        return added
    current = doc.selection.current
    with doc.macro(tr("Paste %1 element(s)").replace("%1", str(len(pieces)))):
        for piece in pieces:
            markup = etree.tostring(piece, encoding="unicode", with_tail=False)
            if current is not None and current.getparent() is not None and current.tag == piece.tag:
                parent, index = current.getparent(), current.getparent().index(current) + 1
            elif piece.tag in ("feld", "vorlage", *ACTION_TAGS):
                anchor = after_group(root, group_of(piece))
                parent, index = root, root.index(anchor) if anchor is not None else len(root)
            elif current is not None:
                parent, index = current, len(current)
            else:
                continue
            doc.insert_element(parent, index, piece, origin=origin, markup=markup)
            added.append(piece)
            current = piece
    doc.selection.select(added)
    return added


def clipboard_text() -> str:
    """Text of the clipboard (our own element format preferred)."""
    data = QApplication.clipboard().mimeData()
    if data is None:
        return ""
    if data.hasFormat(MIME):
        return bytes(data.data(MIME).data()).decode("utf-8")
    return data.text()


def fill_context_menu(
    menu: QMenu,
    doc: Document,
    element: etree._Element | None,
    group: str | None,
    selected: list[etree._Element],
    owner: QWidget,
) -> None:
    """Add / Duplicate / Delete / Move entries for an outline or canvas context menu."""
    root = doc.root
    if root is None:
        return
    add = menu.addMenu(tr("Add"))
    if group is not None and group != "game":
        tags = {
            "variants": ("regel",),
            "templates": ("vorlage",),
            "fields": ("feld",),
            "actions": ACTION_TAGS,
        }[group]
        for tag in tags:
            add.addAction(tag, lambda t=tag, g=group: add_to_group(doc, g, t, origin=owner))
    elif element is not None and element.tag in ("feld", "vorlage"):
        for tag in FIELD_TAGS:
            add.addAction(tag, lambda t=tag: add_child(doc, element, t, origin=owner))
    elif element is not None and element.tag in ACTION_TAGS:
        for tag in INSTRUCTION_TAGS:
            add.addAction(tag, lambda t=tag: add_child(doc, element, t, origin=owner))
    else:
        for tag, grp in (
            ("feld", "fields"),
            ("vorlage", "templates"),
            ("aktion", "actions"),
            ("regel", "variants"),
        ):
            add.addAction(tag, lambda t=tag, g=grp: add_to_group(doc, g, t, origin=owner))
    targets = [e for e in selected if e.getparent() is not None]
    if not targets:
        return
    menu.addSeparator()
    menu.addAction(tr("Duplicate"), lambda: duplicate(doc, targets, origin=owner))
    menu.addAction(tr("Delete"), lambda: delete(doc, targets, origin=owner))
    first = targets[0]
    parent = first.getparent()
    assert parent is not None
    previous = first.getprevious()
    while previous is not None and not isinstance(previous.tag, str):
        previous = previous.getprevious()
    following = targets[-1].getnext()
    while following is not None and not isinstance(following.tag, str):
        following = following.getnext()
    up = menu.addAction(
        tr("Move Up"), lambda: move_before(doc, targets, parent, previous, origin=owner)
    )
    up.setEnabled(previous is not None)
    down = menu.addAction(
        tr("Move Down"),
        lambda: move_before(
            doc,
            targets,
            parent,
            following.getnext() if following is not None else None,
            origin=owner,
        ),
    )
    down.setEnabled(following is not None)
