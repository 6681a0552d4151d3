"""Editable lists for repeatable tags (`ziel`, `lege`, `punkte`, ... and action instructions)."""

from __future__ import annotations

from collections.abc import Callable

from lxml import etree
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from editor.properties.context import FormContext, mark_problem
from editor.properties.editors import ValueEditor, make_editor
from editor.properties.schema_model import ElementSpec

translate = QCoreApplication.translate


def _summary(element: etree._Element) -> str:
    """A one-line rendering of an element: tag, attributes and text."""
    attrs = " ".join(f'{k}="{v}"' for k, v in element.attrib.items())
    text = (element.text or "").strip()
    return f"<{element.tag}{' ' + attrs if attrs else ''}>{text}"


class ElidedHint(QLabel):
    """One line of help that ends in an ellipsis where the panel is too narrow for all of it."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.full_text = text
        # Ignored: the width comes from the row's stretch, never from the (elided) text.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        metrics = self.fontMetrics()
        self.setText(metrics.elidedText(self.full_text, Qt.TextElideMode.ElideRight, self.width()))


class RepeatList(QGroupBox):
    """All occurrences of one repeatable tag: edit in place, add, remove; inherited ones shown."""

    def __init__(
        self,
        parent: QWidget,
        ctx: FormContext,
        spec: ElementSpec,
        items: list[etree._Element],
        inherited: list[etree._Element],
        add: Callable[[str, etree._Element], None],
    ) -> None:
        empty = not items and not inherited
        super().__init__("" if empty else f"{spec.name} ({len(items)})", parent)
        self.ctx, self.spec, self.items = ctx, spec, items
        self._add = add  # the form inserts the new element into the right scope
        self.rows: list[dict[str, ValueEditor]] = []
        self.setToolTip(spec.doc.text(ctx.language))
        if empty:
            # An unused tag takes one line: its name, its help, and the add button.
            self.setFlat(True)
            line = QHBoxLayout(self)
            line.setContentsMargins(6, 0, 6, 0)
            name = QLabel(f"<b>{spec.name}</b>")
            hint = ElidedHint(spec.doc.text(ctx.language))
            hint.setObjectName(f"hint_{spec.name}")
            hint.setStyleSheet("color: palette(mid);")
            add = QPushButton(translate("PropertyPanel", "Add {tag}").format(tag=spec.name))
            add.setObjectName(f"add_{spec.name}")
            add.clicked.connect(self.add_item)
            line.addWidget(name)
            line.addWidget(hint, 1)
            line.addWidget(add)
            return
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        for element in inherited:
            source = element.getparent()
            while source is not None and source.tag not in ("vorlage",):
                source = source.getparent()
            note = QLabel(
                translate("PropertyPanel", "{item}   (inherited from {source})").format(
                    item=_summary(element),
                    source=source.get("id", "") if source is not None else "",
                )
            )
            note.setStyleSheet("color: #6b4fa0; font-style: italic;")
            note.setObjectName("inheritedItem")
            outer.addWidget(note)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        outer.addLayout(grid)
        for row, element in enumerate(items):
            self._row(grid, row, element)
        buttons = QHBoxLayout()
        add = QPushButton(translate("PropertyPanel", "Add {tag}").format(tag=spec.name))
        add.setObjectName(f"add_{spec.name}")
        add.clicked.connect(self.add_item)
        buttons.addWidget(add)
        buttons.addStretch(1)
        outer.addLayout(buttons)

    def _row(self, grid: QGridLayout, row: int, element: etree._Element) -> None:
        """Editors for one occurrence: its attributes two to a line, its text, a remove button."""
        ctx = self.ctx
        editors: dict[str, ValueEditor] = {}
        card = QFrame(self)
        card.setObjectName("listItem")
        card.setFrameShape(QFrame.Shape.StyledPanel)
        cells = QGridLayout(card)
        cells.setContentsMargins(4, 4, 4, 4)
        cells.setHorizontalSpacing(6)
        cells.setVerticalSpacing(3)
        cells.setColumnStretch(1, 1)
        cells.setColumnStretch(3, 1)
        slot = 0
        for attr in self.spec.attributes:
            editor = make_editor(attr.value, ctx.field_ids, ctx.language, card)
            editor.set_help(f"{attr.name}: {attr.doc.text(ctx.language)}")
            editor.set_value(element.get(attr.name))
            editor.value_edited.connect(
                lambda v, e=element, n=attr.name: ctx.doc.set_attrs(e, {n: v})
            )
            mark_problem(ctx, editor, element.get(attr.name), element)
            caption = QLabel(f"<b>{attr.name}</b>" if attr.required else attr.name)
            caption.setToolTip(attr.doc.text(ctx.language))
            cells.addWidget(caption, slot // 2, (slot % 2) * 2)
            cells.addWidget(editor, slot // 2, (slot % 2) * 2 + 1)
            editors[f"@{attr.name}"] = editor
            slot += 1
        if self.spec.text is not None:
            editor = make_editor(self.spec.text, ctx.field_ids, ctx.language, card)
            value = (element.text or "").strip() or None
            editor.set_value(value)
            editor.value_edited.connect(
                lambda v, e=element: ctx.doc.set_text(e, None if v is None else str(v))
            )
            mark_problem(ctx, editor, value, element)
            line = (slot + 1) // 2
            cells.addWidget(QLabel(translate("PropertyPanel", "Content")), line, 0)
            cells.addWidget(editor, line, 1, 1, 3)
            editors["#text"] = editor
        grid.addWidget(card, row, 0)
        remove = QPushButton("\u2715")
        remove.setObjectName(f"remove_{self.spec.name}_{row}")
        remove.setToolTip(
            translate("PropertyPanel", "Remove this {tag}").format(tag=self.spec.name)
        )
        remove.setFixedWidth(28)
        remove.clicked.connect(lambda _=False, e=element: ctx.doc.remove(e))
        grid.addWidget(remove, row, 1, Qt.AlignmentFlag.AlignTop)
        self.rows.append(editors)

    def add_item(self) -> None:
        """Append a new occurrence with the required attributes filled with their first choice."""
        element = etree.Element(self.spec.name)
        for attr in self.spec.attributes:
            if attr.required:
                choice = attr.value.enumeration[0] if attr.value.enumeration else ""
                if not choice and attr.value.kind in ("id", "idlist"):
                    ids = self.ctx.field_ids
                    choice = ids[0] if ids else ""
                element.set(attr.name, choice)
        self._add(self.spec.name, element)
