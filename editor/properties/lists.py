"""Editable lists for repeatable tags (`ziel`, `lege`, `punkte`, ... and action instructions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lxml import etree
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.properties.editors import ValueEditor, make_editor
from editor.properties.schema_model import ElementSpec

if TYPE_CHECKING:
    from editor.properties.forms import ElementForm


def tr(text: str) -> str:
    """Translate a property-panel string."""
    return QCoreApplication.translate("PropertyPanel", text)


def _summary(element: etree._Element) -> str:
    """A one-line rendering of an element: tag, attributes and text."""
    attrs = " ".join(f'{k}="{v}"' for k, v in element.attrib.items())
    text = (element.text or "").strip()
    return f"<{element.tag}{' ' + attrs if attrs else ''}>{text}"


class RepeatList(QGroupBox):
    """All occurrences of one repeatable tag: edit in place, add, remove; inherited ones shown."""

    def __init__(self, form: ElementForm, spec: ElementSpec, items: list[etree._Element],
                 inherited: list[etree._Element]) -> None:
        super().__init__(f"{spec.name} ({len(items)})", form)
        self.form, self.spec, self.items = form, spec, items
        self.rows: list[dict[str, ValueEditor]] = []
        self.setToolTip(spec.doc.text(form.ctx.language))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        for element in inherited:
            source = element.getparent()
            while source is not None and source.tag not in ("vorlage",):
                source = source.getparent()
            note = QLabel(tr("{item}   (inherited from {source})").format(
                item=_summary(element), source=source.get("id", "") if source is not None else ""))
            note.setStyleSheet("color: #6b4fa0; font-style: italic;")
            note.setObjectName("inheritedItem")
            outer.addWidget(note)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        outer.addLayout(grid)
        for row, element in enumerate(items):
            self._row(grid, row, element)
        buttons = QHBoxLayout()
        add = QPushButton(tr("Add {tag}").format(tag=spec.name))
        add.setObjectName(f"add_{spec.name}")
        add.clicked.connect(self.add_item)
        buttons.addWidget(add)
        buttons.addStretch(1)
        outer.addLayout(buttons)

    def _row(self, grid: QGridLayout, row: int, element: etree._Element) -> None:
        """Editors for one occurrence: its attributes, its text, and a remove button."""
        ctx = self.form.ctx
        editors: dict[str, ValueEditor] = {}
        col = 0
        line = QWidget(self)
        box = QHBoxLayout(line)
        box.setContentsMargins(0, 0, 0, 0)
        for attr in self.spec.attributes:
            editor = make_editor(attr.value, ctx.field_ids, ctx.language, line)
            editor.setToolTip(f"{attr.name}: {attr.doc.text(ctx.language)}")
            editor.set_value(element.get(attr.name))
            editor.value_edited.connect(
                lambda v, e=element, n=attr.name: ctx.doc.set_attrs(e, {n: v}))
            self.form._validate(editor, element.get(attr.name), element)
            caption = QLabel(f"<b>{attr.name}</b>" if attr.required else attr.name)
            box.addWidget(caption)
            box.addWidget(editor, 1)
            editors[f"@{attr.name}"] = editor
        if self.spec.text is not None:
            editor = make_editor(self.spec.text, ctx.field_ids, ctx.language, line)
            value = (element.text or "").strip() or None
            editor.set_value(value)
            editor.value_edited.connect(
                lambda v, e=element: ctx.doc.set_text(e, None if v is None else str(v)))
            self.form._validate(editor, value, element)
            box.addWidget(editor, 2)
            editors["#text"] = editor
        grid.addWidget(line, row, col)
        remove = QPushButton("\u2715")
        remove.setObjectName(f"remove_{self.spec.name}_{row}")
        remove.setToolTip(tr("Remove this {tag}").format(tag=self.spec.name))
        remove.setFixedWidth(28)
        remove.clicked.connect(lambda _=False, e=element: ctx.doc.remove(e))
        grid.addWidget(remove, row, col + 1)
        self.rows.append(editors)

    def add_item(self) -> None:
        """Append a new occurrence with the required attributes filled with their first choice."""
        element = etree.Element(self.spec.name)
        for attr in self.spec.attributes:
            if attr.required:
                choice = attr.value.enumeration[0] if attr.value.enumeration else ""
                if not choice and attr.value.kind in ("id", "idlist"):
                    ids = self.form.ctx.field_ids
                    choice = ids[0] if ids else ""
                element.set(attr.name, choice)
        self.form.add_item(self.spec.name, element)
