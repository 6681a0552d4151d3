"""Form builder: one form per selected element, made from its schema declaration."""

from __future__ import annotations

from lxml import etree
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.fieldinfo import BUILTIN_TYPES, REPEATABLE_FIELD_TAGS, Inherited, text_of
from editor.canvas.geometry import fresh_id
from editor.canvas.gestures import field_insert_index
from editor.properties.context import FormContext, mark_problem, scope_container
from editor.properties.editors import CardEditor, EnumEditor, ValueEditor, make_editor
from editor.properties.lists import RepeatList
from editor.properties.schema_model import ElementSpec, ValueSpec

ACTION_TAGS = frozenset({"beginn", "aktion", "abschluss", "ende"})
LIST_TAGS = REPEATABLE_FIELD_TAGS | {"add", "sub", "markiere"}
"""Repeatable tags edited as lists (inside actions every instruction is a list item too)."""
SINGLE_IN_ACTIONS = frozenset({"erfolg", "misserfolg"})
SCOPE_TAGS = frozenset({"regel", "level"})


translate = QCoreApplication.translate


def list_kind(parent: str, child: str) -> bool:
    """Is `child` edited as a repeatable list inside `parent`?"""
    if parent in ACTION_TAGS:
        return child not in SINGLE_IN_ACTIONS
    return child in LIST_TAGS or (parent == "regelwerk" and child == "regel")


class ElementForm(QWidget):
    """Attributes, text content, single-valued child tags and lists of one element."""

    def __init__(
        self,
        ctx: FormContext,
        element: etree._Element,
        spec: ElementSpec,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx, self.element, self.spec = ctx, element, spec
        self.editors: dict[str, ValueEditor] = {}
        """Editors by key: `@attr`, `#text`, or a child tag name."""
        self.lists: dict[str, RepeatList] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        doc_label = QLabel(spec.doc.text(ctx.language))
        doc_label.setWordWrap(True)
        doc_label.setObjectName("elementDoc")
        doc_label.setStyleSheet("color: palette(mid); font-style: italic;")
        layout.addWidget(doc_label)
        self._attribute_box(layout)
        self._children_boxes(layout)
        layout.addStretch(1)

    # ---- attributes and text ---------------------------------------------------------------
    def _attribute_box(self, layout: QVBoxLayout) -> None:
        attrs, text = self.spec.attributes, self.spec.text
        if not attrs and text is None:
            return
        box = QGroupBox(
            translate("PropertyPanel", "Attributes")
            if attrs
            else translate("PropertyPanel", "Value"),
            self,
        )
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for attr in attrs:
            value_spec = attr.value
            if attr.name == "typ" and self.element.tag in ("feld", "vorlage"):
                value_spec = ValueSpec(
                    "enum",
                    attr.value.type_name,
                    tuple(BUILTIN_TYPES) + tuple(self.ctx.index.templates),
                    True,
                    doc=attr.value.doc,
                    validator=attr.value.validator,
                )
            editor = make_editor(value_spec, self.ctx.field_ids, self.ctx.language, box)
            editor.set_help(attr.doc.text(self.ctx.language))
            editor.setObjectName(f"attr_{attr.name}")
            editor.set_value(self.element.get(attr.name))
            editor.value_edited.connect(lambda v, n=attr.name: self._set_attr(n, v))
            self._validate(editor, self.element.get(attr.name), self.element)
            label = QLabel(f"<b>{attr.name}</b>" if attr.required else attr.name)
            label.setToolTip(attr.doc.text(self.ctx.language))
            form.addRow(label, editor)
            self.editors[f"@{attr.name}"] = editor
        if text is not None and not self._has_element_children():
            editor = make_editor(text, self.ctx.field_ids, self.ctx.language, box)
            editor.setObjectName("text")
            value = (self.element.text or "").strip() or None
            editor.set_value(value)
            editor.value_edited.connect(self._set_text)
            self._validate(editor, value, self.element)
            form.addRow(QLabel(translate("PropertyPanel", "Content")), editor)
            self.editors["#text"] = editor
        layout.addWidget(box)

    def _has_element_children(self) -> bool:
        return any(isinstance(c.tag, str) for c in self.element)

    def _set_attr(self, name: str, value: object) -> None:
        self.ctx.doc.set_attrs(self.element, {name: value if value is None else str(value)})

    def _set_text(self, value: object) -> None:
        self.ctx.doc.set_text(self.element, None if value is None else str(value))

    def _validate(self, editor: ValueEditor, value: str | None, element: etree._Element) -> None:
        """Mark a value the schema refuses, or one the linter reported."""
        mark_problem(self.ctx, editor, value, element)

    # ---- children --------------------------------------------------------------------------
    def _children_boxes(self, layout: QVBoxLayout) -> None:
        singles = QGroupBox(translate("PropertyPanel", "Properties"), self)
        form = QFormLayout(singles)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        holder = scope_container(self.ctx, self.element, create=False)
        for child in self.spec.children:
            child_spec = self.spec.child(child.name)
            if child_spec is None or child.name in SCOPE_TAGS:
                continue
            if list_kind(self.element.tag, child.name):
                items = [c for c in holder.iterchildren(child.name)] if holder is not None else []
                inherited = (
                    self.ctx.index.inherited_children(self.element, child.name)
                    if self.element.tag in ("feld", "vorlage") and not self.ctx.scope_path
                    else []
                )
                section = RepeatList(self, self.ctx, child_spec, items, inherited, self.add_item)
                section.setObjectName(f"list_{child.name}")
                layout.addWidget(section)
                self.lists[child.name] = section
            elif child_spec.text is not None and not child_spec.children:
                row = self._single_row(child_spec, holder)
                label = QLabel(child.name)
                label.setToolTip(child_spec.doc.text(self.ctx.language))
                form.addRow(label, row)
        if form.rowCount():
            layout.insertWidget(2, singles)
        else:
            singles.hide()  # until deleted it would sit on top of the form's first rows
            singles.deleteLater()
        self._structure_box(layout)

    def _structure_box(self, layout: QVBoxLayout) -> None:
        """Child elements with content of their own (fields, actions, ...): count and add."""
        complex_children = []
        for candidate in self.spec.children:
            nested = self.spec.child(candidate.name)
            if (
                candidate.name not in SCOPE_TAGS
                and nested is not None
                and nested.children
                and not list_kind(self.element.tag, candidate.name)
            ):
                complex_children.append(candidate)
        if not complex_children:
            return
        box = QGroupBox(translate("PropertyPanel", "Contains"), self)
        form = QFormLayout(box)
        for child in complex_children:
            count = sum(1 for _ in self.element.iterchildren(child.name))
            row = QWidget(box)
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(QLabel(str(count)))
            line.addStretch(1)
            add = QToolButton(row)
            add.setText(translate("PropertyPanel", "Add {tag}").format(tag=child.name))
            add.setObjectName(f"new_{child.name}")
            add.clicked.connect(lambda _=False, t=child.name: self.add_structure(t))
            line.addWidget(add)
            label = QLabel(child.name)
            spec = self.spec.child(child.name)
            if spec is not None:
                label.setToolTip(spec.doc.text(self.ctx.language))
            form.addRow(label, row)
        layout.addWidget(box)

    def add_structure(self, tag: str) -> etree._Element:
        """Append a new child element with its required attributes filled in, and select it."""
        spec = self.spec.child(tag)
        element = etree.Element(tag)
        ids = {e.get("id", "") for e in self.element.iter() if e.get("id")}
        for attr in spec.attributes if spec is not None else []:
            if not attr.required:
                continue
            if attr.name == "id":
                value = fresh_id(tag, ids)
            elif attr.name == "typ" and tag in ("feld", "vorlage"):
                value = "stapel"
            elif attr.value.enumeration:
                value = attr.value.enumeration[0]
            elif attr.value.kind == "int":
                value = str(max(attr.value.low or 0, 0))
            else:
                value = ""
            element.set(attr.name, value)
        position = len(self.element)
        if tag in ("feld", "vorlage") and self.element.tag == "spiel":
            position = field_insert_index(self.element)
        self.ctx.doc.insert(
            self.element,
            position,
            element,
            translate("PropertyPanel", "Add <{tag}>").format(tag=tag),
        )
        self.ctx.doc.select([element])
        return element

    def _single_row(self, child_spec: ElementSpec, holder: etree._Element | None) -> QWidget:
        """Editor for a single-valued child tag, with inherited value, override and reset."""
        tag = child_spec.name
        row = QWidget(self)
        lines = QVBoxLayout(row)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(2)
        box = QHBoxLayout()
        lines.addLayout(box)
        assert child_spec.text is not None
        editor = make_editor(child_spec.text, self.ctx.field_ids, self.ctx.language, row)
        editor.set_help(child_spec.doc.text(self.ctx.language))
        editor.setObjectName(f"child_{tag}")
        own = next(iter(holder.iterchildren(tag)), None) if holder is not None else None
        value = (own.text or "").strip() if own is not None else None
        inherited = None
        if own is None and self.ctx.scope_path:
            inherited = self._outside_scope(tag)
        elif own is None and self.element.tag in ("feld", "vorlage"):
            inherited = self.ctx.index.effective(self.element, tag)
        editor.set_value(value if own is not None else (inherited.value if inherited else None))
        if own is not None:
            self._validate(editor, value, own)
        editor.value_edited.connect(lambda v, t=tag: self.set_child(t, v))
        box.addWidget(editor, 1)
        side = box
        if isinstance(editor, CardEditor):
            # A card editor is three controls wide: its note and button go on a line below,
            # so the form still fits the panel's default width.
            side = QHBoxLayout()
            side.setContentsMargins(12, 0, 0, 0)
            lines.addLayout(side)
        if own is not None and child_spec.attributes:
            attr_line = QHBoxLayout()
            attr_line.setContentsMargins(12, 0, 0, 0)
            lines.addLayout(attr_line)
            for attr in child_spec.attributes:
                sub = make_editor(attr.value, self.ctx.field_ids, self.ctx.language, row)
                sub.setToolTip(f"{attr.name}: {attr.doc.text(self.ctx.language)}")
                sub.setObjectName(f"child_{tag}_{attr.name}")
                sub.set_value(own.get(attr.name))
                sub.value_edited.connect(
                    lambda v, e=own, n=attr.name: self.ctx.doc.set_attrs(e, {n: v})
                )
                attr_line.addWidget(QLabel(attr.name), 0)
                attr_line.addWidget(sub, 1)
        if inherited is not None:
            if inherited.source is self.element:
                source = translate("PropertyPanel", "base")
                tip = translate(
                    "PropertyPanel",
                    "The value outside this variant/level; "
                    "editing it here sets it for this scope only",
                )
            else:
                source = (
                    inherited.source.get("id", "")
                    if inherited.source is not None
                    else inherited.builtin or ""
                )
                tip = translate("PropertyPanel", "inherited from {source}").format(source=source)
            note = QLabel("\u21b3 " + source)
            note.setToolTip(tip)
            note.setObjectName(f"inherited_{tag}")
            note.setStyleSheet("color: #6b4fa0; font-style: italic;")
            side.addWidget(note)
            override = QToolButton()
            override.setText(translate("PropertyPanel", "Override"))
            override.setObjectName(f"override_{tag}")
            override.clicked.connect(lambda _=False, t=tag, v=inherited.value: self.set_child(t, v))
            side.addWidget(override)
        elif own is not None and self.element.tag in ("feld", "vorlage"):
            reset = QToolButton()
            reset.setText(translate("PropertyPanel", "Reset"))
            reset.setObjectName(f"reset_{tag}")
            reset.setToolTip(
                translate(
                    "PropertyPanel", "Remove this value; the template's or the default applies"
                )
            )
            reset.clicked.connect(lambda _=False, t=tag: self.set_child(t, None))
            side.addWidget(reset)
        self.editors[tag] = editor
        return row

    def _outside_scope(self, tag: str) -> Inherited | None:
        """What applies for `tag` in the chosen variant/level when this scope does not set it."""
        index = self.ctx.scoped_index or self.ctx.index
        if self.element.tag in ("feld", "vorlage"):
            return index.effective(self.element, tag)
        found = index.own(self.element, tag)
        return Inherited(text_of(found), self.element) if found is not None else None

    def set_child(self, tag: str, value: object) -> None:
        """Set (or with None remove) a single-valued child tag in the chosen scope."""
        text = None if value is None else str(value)
        with self.ctx.doc.macro(translate("PropertyPanel", "Set <{tag}>").format(tag=tag)):
            holder = scope_container(self.ctx, self.element, create=text is not None)
            if holder is not None:
                self.ctx.doc.set_child_text(holder, tag, text)

    def add_item(self, tag: str, element: etree._Element) -> None:
        """Append a repeatable child (in the chosen scope) as one undo step."""
        with self.ctx.doc.macro(translate("PropertyPanel", "Add <{tag}>").format(tag=tag)):
            holder = scope_container(self.ctx, self.element, create=True)
            assert holder is not None
            self.ctx.doc.insert(holder, len(holder), element)


def is_enum_editor(editor: ValueEditor) -> bool:
    """Whether an editor offers a fixed list (used by tests)."""
    return isinstance(editor, EnumEditor)


__all__ = ["ElementForm", "FormContext", "list_kind", "scope_container"]
