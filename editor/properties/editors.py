"""Value editors built from a schema ValueSpec: combo, spin box, card picker, id pickers, text."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QMenu,
    QSpinBox,
    QToolButton,
    QWidget,
)

from editor.properties.card_picker import CardPicker
from editor.properties.schema_model import ValueSpec

UNSET = "\u2014"
"""What an editor shows when the value is absent."""


class ValueEditor(QWidget):
    """Base of all value editors: `value_edited(str | None)` when the user commits a value."""

    value_edited = Signal(object)

    def __init__(self, spec: ValueSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._quiet = False
        self.help_text = ""
        """Schema documentation shown as tooltip while the value is valid."""

    def value(self) -> str | None:
        """The value shown (None = absent)."""
        raise NotImplementedError

    def set_value(self, value: str | None) -> None:
        """Show a value without emitting `value_edited`."""
        self._quiet = True
        try:
            self._show(value)
        finally:
            self._quiet = False

    def _show(self, value: str | None) -> None:
        raise NotImplementedError

    def _commit(self, *_: object) -> None:
        if not self._quiet:
            self.value_edited.emit(self.value())

    def mark(self, message: str) -> None:
        """Mark the editor invalid with a message (empty: clear the mark)."""
        self.setProperty("invalid", bool(message))
        self.setStyleSheet(
            'QWidget[invalid="true"] { border: 1px solid #e5484d; background: #fff0f0; }'
            if message
            else ""
        )
        self.setToolTip(message or self.help_text)

    def set_help(self, text: str) -> None:
        """Set the documentation tooltip."""
        self.help_text = text
        self.setToolTip(text)


class EnumEditor(ValueEditor):
    """A combo box of the schema's enumeration (editable for open lists)."""

    def __init__(self, spec: ValueSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.combo = QComboBox(self)
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(5)
        self.combo.addItem(UNSET, None)
        for value in spec.enumeration:
            self.combo.addItem(value, value)
        self.combo.setEditable(spec.open)
        self._layout.addWidget(self.combo)
        self.combo.activated.connect(self._commit)
        line = self.combo.lineEdit()
        if spec.open and line is not None:
            line.editingFinished.connect(self._commit)

    def value(self) -> str | None:
        text = self.combo.currentText().strip()
        return None if text in ("", UNSET) else text

    def _show(self, value: str | None) -> None:
        index = self.combo.findData(value) if value is not None else 0
        if index < 0:
            self.combo.setEditable(True)
            self.combo.setEditText(value or "")
        else:
            self.combo.setCurrentIndex(index)


class IntEditor(ValueEditor):
    """A spin box limited to the schema's range; its lowest step means "absent"."""

    def __init__(self, spec: ValueSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.spin = QSpinBox(self)
        low = spec.low if spec.low is not None else -1_000_000
        high = spec.high if spec.high is not None else 1_000_000_000
        self.spin.setRange(low - 1, min(high, 2_147_483_647))
        self.spin.setSpecialValueText(UNSET)
        self._layout.addWidget(self.spin)
        self.spin.editingFinished.connect(self._commit)
        self.spin.valueChanged.connect(self._on_value_changed)

    def _on_value_changed(self, _: int) -> None:
        # Arrow clicks commit at once; typing commits on editingFinished.
        if not self.spin.hasFocus():
            self._commit()

    def value(self) -> str | None:
        return None if self.spin.value() == self.spin.minimum() else str(self.spin.value())

    def _show(self, value: str | None) -> None:
        try:
            self.spin.setValue(int(value) if value is not None else self.spin.minimum())
        except ValueError:
            self.spin.setValue(self.spin.minimum())


class TextEditor(ValueEditor):
    """A line edit for free text and patterns."""

    def __init__(self, spec: ValueSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.edit = QLineEdit(self)
        self.edit.setPlaceholderText(UNSET)
        self._layout.addWidget(self.edit)
        self.edit.editingFinished.connect(self._commit)

    def value(self) -> str | None:
        text = self.edit.text()
        return None if text == "" else text

    def _show(self, value: str | None) -> None:
        self.edit.setText(value or "")
        self.edit.setCursorPosition(0)  # a long text shows its beginning, not its tail


class CardEditor(ValueEditor):
    """The card picker as a value editor."""

    def __init__(self, spec: ValueSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        allow_frei = spec.is_valid("frei")
        self.picker = CardPicker(
            allow_frei=allow_frei, allow_joker=spec.is_valid("Joker"), parent=self
        )
        self._layout.addWidget(self.picker)
        self.picker.value_edited.connect(self._commit)

    def value(self) -> str | None:
        return self.picker.value() or None

    def _show(self, value: str | None) -> None:
        self.picker.set_value(value)


class IdListEditor(ValueEditor):
    """Field ids separated by spaces: type them or tick them in a menu of the file's fields."""

    def __init__(
        self,
        spec: ValueSpec,
        field_ids: Sequence[str],
        single: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(spec, parent)
        self.single = single
        self.field_ids = list(dict.fromkeys(field_ids))
        self.edit = QLineEdit(self)
        self.edit.setPlaceholderText(UNSET)
        self.button = QToolButton(self)
        self.button.setText("\u2026")
        self.button.setToolTip(self.tr("Choose fields"))
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self.button)
        self.menu.aboutToShow.connect(self._fill_menu)
        self.button.setMenu(self.menu)
        self._layout.addWidget(self.edit, 1)
        self._layout.addWidget(self.button)
        self.edit.editingFinished.connect(self._commit)

    def _fill_menu(self) -> None:
        self.menu.clear()
        chosen = set((self.edit.text() or "").split())
        for field_id in self.field_ids:
            action = QAction(field_id, self.menu)
            action.setCheckable(True)
            action.setChecked(field_id in chosen)
            action.toggled.connect(lambda on, f=field_id: self.toggle(f, on))
            self.menu.addAction(action)

    def toggle(self, field_id: str, on: bool) -> None:
        """Add or remove one id (the menu's tick boxes call this)."""
        ids = [] if self.single else self.edit.text().split()
        if on and field_id not in ids:
            ids.append(field_id)
        elif not on and field_id in ids:
            ids.remove(field_id)
        # Keep the file's field order: the engine serves id lists in document order anyway.
        order = {f: i for i, f in enumerate(self.field_ids)}
        ids.sort(key=lambda f: order.get(f, len(order)))
        self.edit.setText(" ".join(ids))
        self._commit()

    def value(self) -> str | None:
        text = " ".join(self.edit.text().split())
        return text or None

    def _show(self, value: str | None) -> None:
        self.edit.setText(value or "")
        self.edit.setCursorPosition(0)  # `quelle#links` shows its field, not `uelle#links`


def make_editor(
    spec: ValueSpec,
    field_ids: Sequence[str] = (),
    language: str = "en",
    parent: QWidget | None = None,
) -> ValueEditor:
    """The editor that suits a ValueSpec."""
    editor: ValueEditor
    if spec.kind == "card":
        editor = CardEditor(spec, parent)
    elif spec.kind in ("idlist", "id"):
        editor = IdListEditor(spec, field_ids, single=spec.kind == "id", parent=parent)
    elif spec.kind == "enum":
        editor = EnumEditor(spec, parent)
    elif spec.kind == "int":
        editor = IntEditor(spec, parent)
    else:
        editor = TextEditor(spec, parent)
    editor.set_help(spec.doc.text(language))
    return editor
