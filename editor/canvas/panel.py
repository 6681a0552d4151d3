"""The canvas panel: a toolbar (zoom, align, deal preview, variant/level) above the layout view."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.bridge import edit_target
from editor.canvas.fieldinfo import Scope, variants
from editor.canvas.view import LayoutCanvas
from editor.document import Document
from editor.flowlayout import FlowLayout

translate = QCoreApplication.translate


class CanvasPanel(QWidget):
    """Hosts the LayoutCanvas of the current document with its toolbar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("layoutCanvas")
        self.document: Document | None = None
        self.canvas: LayoutCanvas | None = None
        self.buttons: dict[str, QToolButton] = {}
        tools = self._group()
        for name, text in (
            ("zoom_out", "\u2212"),
            ("zoom_in", "+"),
            ("zoom_fit", translate("LayoutCanvas", "Fit")),
            ("align_left", "\u21e4"),
            ("align_top", "\u2912"),
            ("distribute_x", "\u21c4"),
            ("duplicate", translate("LayoutCanvas", "Duplicate")),
        ):
            button = QToolButton(self)
            button.setText(text)
            button.clicked.connect(lambda _=False, n=name: self._trigger(n))
            tools.addWidget(button)
            self.buttons[name] = button
        self.preview = QCheckBox(translate("LayoutCanvas", "Deal preview, seed"), self)
        self.preview.setObjectName("canvasPreview")
        self.seed = QSpinBox(self)
        self.seed.setObjectName("canvasSeed")
        self.seed.setRange(0, 2_147_483_647)
        self.seed.setValue(1)
        deal = self._group()
        deal.addWidget(self.preview)
        deal.addWidget(self.seed)
        self.variant = QComboBox(self)
        self.variant.setObjectName("canvasVariant")
        self.level = QSpinBox(self)
        self.level.setObjectName("canvasLevel")
        self.level.setRange(0, 99)
        scope = self._group()
        scope.addWidget(QLabel(translate("LayoutCanvas", "Variant")))
        scope.addWidget(self.variant)
        scope.addWidget(QLabel(translate("LayoutCanvas", "Level")))
        scope.addWidget(self.level)
        # In a narrow pane (German words, small screens) the groups wrap to a second row
        # instead of widening the central area and squeezing the side panels.
        bar = FlowLayout(spacing=12)
        bar.setContentsMargins(4, 2, 4, 2)
        for group in (tools, deal, scope):
            bar.addWidget(group.parentWidget())
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addLayout(bar)
        self.preview.toggled.connect(self._apply_preview)
        self.seed.valueChanged.connect(self._apply_preview)
        self.variant.activated.connect(self._apply_scope)
        self.level.valueChanged.connect(self._apply_scope)
        for button in self.buttons.values():
            button.setEnabled(False)

    def _group(self) -> QHBoxLayout:
        """A row of tool bar controls that stays together when the bar wraps."""
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        return row

    def _trigger(self, name: str) -> None:
        if self.canvas is not None:
            self.canvas.actions_by_name[name].trigger()

    def set_document(self, document: Document | None) -> None:
        """Show another document's layout (None: an empty panel)."""
        if document is self.document:
            return
        if self.canvas is not None:
            if self.document is not None:
                self.document.checker.problems_changed.disconnect(self._on_problems)
            self._layout.removeWidget(self.canvas)
            self.canvas.deleteLater()
            self.canvas = None
        self.document = document
        if document is not None:
            target = edit_target(document)
            self.canvas = LayoutCanvas(target, self)
            self._layout.addWidget(self.canvas, 1)
            document.checker.problems_changed.connect(self._on_problems)
            target.tree_changed.connect(self._fill_variants)
            self._fill_variants()
            self._on_problems(document.checker.problems)
            self._apply_preview()
        for button in self.buttons.values():
            button.setEnabled(self.canvas is not None)

    def _fill_variants(self) -> None:
        current = self.variant.currentData()
        self.variant.clear()
        self.variant.addItem(translate("LayoutCanvas", "(first)"), None)
        root = self.document.root if self.document is not None else None
        for variant in variants(root) if root is not None else []:
            self.variant.addItem(variant, variant)
        self.variant.setCurrentIndex(max(self.variant.findData(current), 0))

    def _apply_scope(self, *_: object) -> None:
        if self.canvas is not None:
            self.canvas.layout_scene.set_scope(
                Scope(self.variant.currentData(), self.level.value())
            )

    def _apply_preview(self, *_: object) -> None:
        if self.canvas is not None:
            seed = self.seed.value() if self.preview.isChecked() else None
            self.canvas.layout_scene.set_preview_seed(seed)

    def _on_problems(self, problems: Sequence[object]) -> None:
        if self.canvas is not None:
            self.canvas.layout_scene.set_problems(problems)
