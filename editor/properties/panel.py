"""The property panel: a schema-built form for the selected element, with variant/level scope."""

from __future__ import annotations

from collections.abc import Sequence

from lxml import etree
from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.bridge import EditTarget, edit_target
from editor.canvas.fieldinfo import FieldIndex, Scope, variants
from editor.document import Document
from editor.messages import problem_message, ui_language
from editor.properties.forms import SCOPE_TAGS, ElementForm, FormContext
from editor.properties.schema_model import SchemaModel, default_model

PREFERRED_WIDTH = 420
"""Fits an inherited value's note and button beside its editor, in English."""
WIDE_ROW_WORDS = (("PropertyPanel", "Override"), ("CardPicker", "(any suit)"))
"""Translated words in the widest form row (a card pattern with an inherited note and its
button); `sizeHint` adds what they need beyond the English ones."""

translate = QCoreApplication.translate


class PropertyPanel(QWidget):
    """Shows every attribute and child tag the schema allows for the selected element."""

    def __init__(
        self,
        doc: EditTarget | None = None,
        model: SchemaModel | None = None,
        language: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("propertyPanel")
        self.doc: EditTarget | None = None
        self.model = model or default_model()
        self.language = language or ui_language()
        self.element: etree._Element | None = None
        self.form: ElementForm | None = None
        self.problems: dict[int, str] = {}
        self._stale = False
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(150)
        self._later.timeout.connect(self._refresh_if_visible)
        self.title = QLabel(self)
        self.title.setObjectName("propertyTitle")
        self.title.setStyleSheet("font-weight: bold; font-size: 13px;")
        self.variant = QComboBox(self)
        self.variant.setObjectName("scopeVariant")
        self.variant.setToolTip(
            translate("PropertyPanel", "Edit the content that applies only in this rule variant")
        )
        self.level_on = QCheckBox(translate("PropertyPanel", "Levels"), self)
        self.level_on.setObjectName("scopeLevelOn")
        self.level_from = QSpinBox(self)
        self.level_from.setObjectName("scopeLevelFrom")
        self.level_to = QSpinBox(self)
        self.level_to.setObjectName("scopeLevelTo")
        for spin in (self.level_from, self.level_to):
            spin.setRange(0, 99)
            spin.setEnabled(False)
        self.level_on.toggled.connect(self.level_from.setEnabled)
        self.level_on.toggled.connect(self.level_to.setEnabled)
        scope = QHBoxLayout()
        scope.addWidget(QLabel(translate("PropertyPanel", "Scope:")))
        scope.addWidget(self.variant, 1)
        scope.addWidget(self.level_on)
        scope.addWidget(self.level_from)
        scope.addWidget(QLabel("\u2013"))
        scope.addWidget(self.level_to)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        # As needed, not off: a form wider than the panel must never hide its controls.
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.title)
        layout.addLayout(scope)
        layout.addWidget(self.scroll_area, 1)
        self.variant.activated.connect(lambda _=0: self.refresh())
        self.level_on.toggled.connect(lambda _=False: self.refresh())
        self.level_from.editingFinished.connect(self.refresh)
        self.level_to.editingFinished.connect(self.refresh)
        self.set_edit_target(doc)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Wide enough at first for a field form whose rows show inherited values."""
        hint = super().sizeHint()
        return QSize(max(hint.width(), PREFERRED_WIDTH + self._wider_words()), hint.height())

    def _wider_words(self) -> int:
        """Pixels the UI language's words of a field form's widest row need beyond English."""
        metrics = self.fontMetrics()
        extra = 0
        for context, text in WIDE_ROW_WORDS:
            shown = metrics.horizontalAdvance(translate(context, text))
            extra += max(0, shown - metrics.horizontalAdvance(text))
        return extra

    def set_document(self, document: Document | None) -> None:
        """Edit another document (None: show nothing)."""
        self.set_edit_target(edit_target(document) if document is not None else None)

    def set_edit_target(self, doc: EditTarget | None) -> None:
        """Work on another document's edits."""
        if self.doc is not None:
            self.doc.tree_changed.disconnect(self._on_tree_changed)
            self.doc.document.selection.selection_changed.disconnect(self._on_selection_changed)
            self.doc.document.checker.problems_changed.disconnect(self.set_problems)
        self.doc = doc
        self.element = None
        if doc is not None:
            doc.tree_changed.connect(self._on_tree_changed)
            doc.document.selection.selection_changed.connect(self._on_selection_changed)
            doc.document.checker.problems_changed.connect(self.set_problems)
        self._fill_variants()
        self.show_element(doc.document.selection.current if doc is not None else None)

    def _fill_variants(self) -> None:
        current = self.variant.currentData()
        self.variant.clear()
        self.variant.addItem(translate("PropertyPanel", "All variants"), None)
        root = self.doc.root if self.doc is not None else None
        for variant in variants(root) if root is not None else []:
            self.variant.addItem(
                translate("PropertyPanel", "Variant {id}").format(id=variant), variant
            )
        self.variant.setCurrentIndex(max(self.variant.findData(current), 0))

    def scope_path(self) -> list[tuple[str, dict[str, str]]]:
        """Containers the edits go into for the chosen scope."""
        path: list[tuple[str, dict[str, str]]] = []
        variant = self.variant.currentData()
        if variant:
            path.append(("regel", {"id": str(variant)}))
        if self.level_on.isChecked():
            path.append(
                ("level", {"ab": str(self.level_from.value()), "bis": str(self.level_to.value())})
            )
        return path

    def set_scope(self, variant: str | None, levels: tuple[int, int] | None = None) -> None:
        """Choose the variant and level range to edit (None: the base content)."""
        self.variant.setCurrentIndex(max(self.variant.findData(variant), 0))
        self.level_on.setChecked(levels is not None)
        if levels is not None:
            self.level_from.setValue(levels[0])
            self.level_to.setValue(levels[1])
        self.refresh()

    def set_problems(self, problems: Sequence[object]) -> None:
        """Mark values the linter complains about (anything with `line` and `message`)."""
        self.problems = {}
        for problem in problems:
            line = getattr(problem, "line", 0) or 0
            self.problems.setdefault(
                line,
                problem_message(problem, self.language),
            )
        self.refresh()

    def show_element(self, element: etree._Element | None) -> None:
        """Build the form of an element (the game when None)."""
        variant: str | None = None
        levels: tuple[int, int] | None = None
        while (
            element is not None
            and element.tag in SCOPE_TAGS
            and element.getparent() is not None
            and element.getparent().tag != "regelwerk"
        ):
            # A selected container edits its owner in that container's scope.
            if element.tag == "regel" and variant is None:
                variant = element.get("id")
            elif element.tag == "level" and levels is None:
                levels = (_int(element.get("ab"), 0), _int(element.get("bis"), 99))
            element = element.getparent()
        if variant is not None or levels is not None:
            self.variant.setCurrentIndex(max(self.variant.findData(variant), 0))
            self.level_on.setChecked(levels is not None)
            if levels is not None:
                self.level_from.setValue(levels[0])
                self.level_to.setValue(levels[1])
        if element is None and self.doc is not None:
            element = self.doc.root
        self.element = element
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the form for the current element and scope."""
        self._stale = False
        self._later.stop()
        element = self.element
        root = self.doc.root if self.doc is not None else None
        if element is not None and root is not None and not _inside(element, root):
            element = self.element = root
        if element is None or root is None:
            self.title.setText(translate("PropertyPanel", "Nothing selected"))
            self.scroll_area.setWidget(QWidget())
            self.form = None
            return
        spec = self.model.for_element(element)
        if spec is None:
            self.title.setText(
                translate("PropertyPanel", "<{tag}> is not part of the format").format(
                    tag=element.tag
                )
            )
            self.scroll_area.setWidget(
                QLabel(translate("PropertyPanel", "The schema does not declare this element here."))
            )
            self.form = None
            return
        ident = element.get("id") or element.get("name") or ""
        self.title.setText(f"<{element.tag}> {ident}".strip())
        assert self.doc is not None
        variant = self.variant.currentData()
        level = self.level_from.value() if self.level_on.isChecked() else 0
        scoped = FieldIndex(root, Scope(str(variant) if variant else None, level))
        ctx = FormContext(
            self.doc,
            FieldIndex(root, Scope()),
            self.language,
            self.scope_path(),
            self.problems,
            scoped,
        )
        self.form = ElementForm(ctx, element, spec)
        self.scroll_area.setWidget(self.form)

    def _on_tree_changed(self) -> None:
        self._fill_variants()
        if self.doc is not None and self.doc.own_change and self.isVisible():
            self.refresh()  # show the result of a form or canvas edit at once
        else:
            self._later.start()  # typing in the source view: rebuild when it settles

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        if self._stale:
            self.refresh()

    def _refresh_if_visible(self) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def _on_selection_changed(self, elements: list[etree._Element], origin: object) -> None:
        self.show_element(elements[0] if elements else None)


def _inside(element: etree._Element, root: etree._Element) -> bool:
    """Whether an element still belongs to the tree under root."""
    node: etree._Element | None = element
    while node is not None:
        if node is root:
            return True
        node = node.getparent()
    return False


def register_panels() -> None:
    """Contribute the property dock to the main window."""
    from editor.panels import PanelSpec, register_panel

    register_panel(
        PanelSpec(
            "propertyPanel",
            lambda: translate("Panels", "Properties"),
            lambda window: PropertyPanel(parent=window),
            area="right",
            order=10,
            shortcut="Ctrl+Alt+R",
        )
    )


def _int(text: str | None, default: int) -> int:
    """An integer attribute, or `default`."""
    try:
        return int(text or "")
    except ValueError:
        return default
