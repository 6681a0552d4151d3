"""The outline's item model: the document grouped into settings, variants, templates, fields, actions."""

from __future__ import annotations

from lxml import etree
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from editor import icons

ELEMENT_ROLE = Qt.ItemDataRole.UserRole + 1
GROUP_ROLE = Qt.ItemDataRole.UserRole + 2

GROUPS = ("game", "variants", "templates", "fields", "actions")
ACTION_TAGS = ("beginn", "aktion", "abschluss", "ende")
_GROUP_OF_TAG = {"regelwerk": "variants", "vorlage": "templates", "feld": "fields"}
_GROUP_OF_TAG.update({tag: "actions" for tag in ACTION_TAGS})
_ITEM_FLAGS = (
    Qt.ItemFlag.ItemIsEnabled
    | Qt.ItemFlag.ItemIsSelectable
    | Qt.ItemFlag.ItemIsDragEnabled
    | Qt.ItemFlag.ItemIsDropEnabled
)


def group_title(group: str) -> str:
    """Translated title of an outline group."""
    titles = {
        "game": QCoreApplication.translate("Outline", "Game settings"),
        "variants": QCoreApplication.translate("Outline", "Variants"),
        "templates": QCoreApplication.translate("Outline", "Templates"),
        "fields": QCoreApplication.translate("Outline", "Fields"),
        "actions": QCoreApplication.translate("Outline", "Actions"),
    }
    return titles[group]


def group_of(element: etree._Element) -> str:
    """Which outline group a top-level element belongs to."""
    tag = element.tag
    if tag in ("regel", "level"):
        inner = next((c for c in element if isinstance(c.tag, str)), None)
        return group_of(inner) if inner is not None else "game"
    return _GROUP_OF_TAG.get(str(tag), "game")


def icon_name(element: etree._Element) -> str:
    """Icon name for an element."""
    tag = element.tag
    if not isinstance(tag, str):
        return "comment"
    if tag == "feld":
        return "field"
    if tag == "vorlage":
        return "template"
    if tag in ACTION_TAGS:
        return "action"
    if tag in ("regelwerk", "regel", "level"):
        return "variant"
    if tag == "spiel":
        return "game"
    return "property"


def _short(text: str | None, limit: int = 40) -> str:
    value = " ".join((text or "").split())
    return value if len(value) <= limit else value[: limit - 1] + "\u2026"


def describe(element: etree._Element) -> str:
    """A one-line summary of an element, in the format's own words."""
    tag = element.tag
    if not isinstance(tag, str):
        return "<!-- " + _short(element.text, 30) + " -->"
    get = element.get
    if tag == "feld":
        where = f"({get('x', '?')}, {get('y', '?')})"
        return f"{get('id', '?')}  \u00b7 {get('typ', '?')}  {where}"
    if tag == "vorlage":
        return f"{get('id', '?')}  \u00b7 {get('typ', '?')}"
    if tag in ACTION_TAGS:
        parts = [tag]
        if get("typ"):
            parts.append(get("typ") or "")
        if get("id"):
            parts.append("#" + (get("id") or ""))
        return " ".join(parts)
    if tag == "regel":
        text = _short(element.text) if not len(element) else ""
        return f"regel {get('id', '?')}" + (f" \u2014 {text}" if text else "")
    if tag == "level":
        return f"level {get('ab', '')}..{get('bis', '')}"
    attrs = " ".join(f"{k}={v}" for k, v in element.attrib.items() if not k.startswith("{"))
    text = _short(element.text) if not len(element) else ""
    summary = " ".join(part for part in (tag, attrs) if part)
    return f"{summary} = {text}" if text and not attrs else f"{summary} {text}".rstrip()


def make_item(element: etree._Element, items: dict[etree._Element, QStandardItem]) -> QStandardItem:
    """An item (with child items) for an element; registers each in `items`."""
    item = QStandardItem(icons.icon(icon_name(element)), describe(element))
    item.setData(element, ELEMENT_ROLE)
    item.setFlags(_ITEM_FLAGS)
    items[element] = item
    for child in element:
        if isinstance(child.tag, str):
            item.appendRow(make_item(child, items))
    return item


def populate(
    model: QStandardItemModel,
    root: etree._Element | None,
    items: dict[etree._Element, QStandardItem],
) -> dict[str, QStandardItem]:
    """Fill the model with the group items and the elements under them."""
    model.clear()
    items.clear()
    groups: dict[str, QStandardItem] = {}
    if root is None:
        return groups
    for group in GROUPS:
        item = QStandardItem(group_title(group))
        item.setData(group, GROUP_ROLE)
        item.setEditable(False)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDropEnabled)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        groups[group] = item
        model.appendRow(item)
    game = groups["game"]
    game.setIcon(icons.icon("game"))
    game.setData(root, ELEMENT_ROLE)
    game.setText(f"{group_title('game')} \u2014 {root.get('name', '')}")
    game.setFlags(game.flags() | Qt.ItemFlag.ItemIsSelectable)
    items[root] = game
    for child in root:
        if not isinstance(child.tag, str):
            continue
        if child.tag == "regelwerk":
            for regel in child:
                if isinstance(regel.tag, str):
                    groups["variants"].appendRow(make_item(regel, items))
            items[child] = groups["variants"]
            continue
        groups[group_of(child)].appendRow(make_item(child, items))
    for group, item in groups.items():
        if group != "game":
            item.setText(f"{group_title(group)} ({item.rowCount()})")
    return groups


def populate_error(model: QStandardItemModel, line: int) -> None:
    """The outline of a file that cannot be parsed: one line pointing at the problem."""
    model.clear()
    text = QCoreApplication.translate("Outline", "Cannot read the file: syntax error at line %1.")
    item = QStandardItem(icons.icon("error"), text.replace("%1", str(line)))
    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
    model.appendRow(item)
    hint = QStandardItem(QCoreApplication.translate("Outline", "Fix it in the source view."))
    hint.setFlags(Qt.ItemFlag.ItemIsEnabled)
    model.appendRow(hint)
