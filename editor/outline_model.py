"""The outline's item model: the document grouped into settings, variants, templates, fields, actions."""

from __future__ import annotations

from lxml import etree
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from editor import icons
from schema.outline import GROUPS, describe, element_children, icon_name, sections

ELEMENT_ROLE = Qt.ItemDataRole.UserRole + 1
GROUP_ROLE = Qt.ItemDataRole.UserRole + 2

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


def make_item(element: etree._Element, items: dict[etree._Element, QStandardItem]) -> QStandardItem:
    """An item (with child items) for an element; registers each in `items`."""
    item = QStandardItem(icons.icon(icon_name(element)), describe(element))
    item.setData(element, ELEMENT_ROLE)
    item.setFlags(_ITEM_FLAGS)
    items[element] = item
    for child in element_children(element):
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
    for group, elements in sections(root).items():
        for element in elements:
            groups[group].appendRow(make_item(element, items))
    for child in root:
        if child.tag == "regelwerk":
            items[child] = groups["variants"]
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
