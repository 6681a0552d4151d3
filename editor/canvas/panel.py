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

translate = QCoreApplication.translate


class CanvasPanel(QWidget):
    """Hosts the LayoutCanvas of the current document with its toolbar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("layoutCanvas")
        self.document: Document | None = None
        self.canvas: LayoutCanvas | None = None
        bar = QHBoxLayout()
        bar.setContentsMargins(4, 2, 4, 2)
        self.buttons: dict[str, QToolButton] = {}
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
            bar.addWidget(button)
            self.buttons[name] = button
        bar.addSpacing(12)
        self.preview = QCheckBox(translate("LayoutCanvas", "Deal preview, seed"), self)
        self.preview.setObjectName("canvasPreview")
        self.seed = QSpinBox(self)
        self.seed.setObjectName("canvasSeed")
        self.seed.setRange(0, 2_147_483_647)
        self.seed.setValue(1)
        bar.addWidget(self.preview)
        bar.addWidget(self.seed)
        bar.addSpacing(12)
        bar.addWidget(QLabel(translate("LayoutCanvas", "Variant")))
        self.variant = QComboBox(self)
        self.variant.setObjectName("canvasVariant")
        bar.addWidget(self.variant)
        bar.addWidget(QLabel(translate("LayoutCanvas", "Level")))
        self.level = QSpinBox(self)
        self.level.setObjectName("canvasLevel")
        self.level.setRange(0, 99)
        bar.addWidget(self.level)
        bar.addStretch(1)
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
