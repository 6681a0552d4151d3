"""The field palette: the seven built-in field types and the file's own `vorlage` templates."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QSize, Qt
from PySide6.QtGui import QColor, QDrag, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.canvas import geometry as geo
from editor.canvas import gestures
from editor.canvas.bridge import EditTarget, edit_target
from editor.canvas.fieldinfo import BUILTIN_SHORTCUTS, BUILTIN_TYPES, FieldIndex
from editor.canvas.view import FIELD_TYPE_MIME, LayoutCanvas
from editor.document import Document

TYPE_ROLE = Qt.ItemDataRole.UserRole + 1


def _icon(letter: str, template: bool) -> QIcon:
    """A small card icon with the type's shortcut letter."""
    pix = QPixmap(28, 36)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor("#2f7d57" if not template else "#6b4fa0"))
    painter.setPen(QColor("#e8f5ec"))
    painter.drawRoundedRect(2, 2, 24, 32, 4, 4)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(14)
    painter.setFont(font)
    painter.drawText(pix.rect(), Qt.AlignmentFlag.AlignCenter, letter)
    painter.end()
    return QIcon(pix)


def mime_for(typ: str) -> QMimeData:
    """The drag payload of a palette entry."""
    mime = QMimeData()
    mime.setData(FIELD_TYPE_MIME, typ.encode())
    return mime


class _TypeList(QListWidget):
    """A list whose items drag their field type onto the canvas."""

    def startDrag(self, actions: Qt.DropAction) -> None:
        item = self.currentItem()
        if item is None:
            return
        mime = mime_for(str(item.data(TYPE_ROLE)))
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.setPixmap(item.icon().pixmap(28, 36))
        drag.exec(Qt.DropAction.CopyAction)


class FieldPalette(QWidget):
    """Drag a type onto the canvas, or double-click it, to add a field of that type."""

    def __init__(
        self,
        doc: EditTarget | None = None,
        canvas: LayoutCanvas | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("fieldPalette")
        self.doc: EditTarget | None = None
        self.canvas = canvas
        self.list = _TypeList(self)
        self.list.setDragEnabled(True)
        self.list.setIconSize(QSize(28, 36))
        self.list.setSpacing(2)
        self.list.itemDoubleClicked.connect(self._on_item_double_clicked)
        self.make_template_button = QPushButton(self.tr("Create template from selected field"))
        self.make_template_button.clicked.connect(self.make_template)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.list)
        layout.addWidget(self.make_template_button)
        self.set_edit_target(doc)

    def set_document(self, document: Document | None) -> None:
        """Offer the templates of another document (None: built-in types only)."""
        self.set_edit_target(edit_target(document) if document is not None else None)

    def set_edit_target(self, doc: EditTarget | None) -> None:
        """Work on another document's edits."""
        if self.doc is not None:
            self.doc.tree_changed.disconnect(self.refresh)
        self.doc = doc
        if doc is not None:
            doc.tree_changed.connect(self.refresh)
        self.setEnabled(doc is not None)
        self.refresh()

    def refresh(self) -> None:
        """List the built-in types, then the file's templates."""
        self.list.clear()
        names = {
            "stock": self.tr("Stock"),
            "abwurf": self.tr("Waste"),
            "grund": self.tr("Foundation"),
            "hilf": self.tr("Helper pile"),
            "keller": self.tr("Cell"),
            "reserve": self.tr("Reserve"),
            "stapel": self.tr("Tableau pile"),
        }
        for typ in BUILTIN_TYPES:
            self._add(typ, f"{typ} \u2013 {names[typ]}", BUILTIN_SHORTCUTS[typ], False)
        root = self.doc.root if self.doc is not None else None
        if root is None:
            return
        index = FieldIndex(root)
        for name, template in index.templates.items():
            letter = index.kuerzel(template) or "?"
            label = self.tr("{name} \u2013 template ({base})").format(
                name=name, base=index.base_type(template)
            )
            self._add(name, label, letter, True)

    def _add(self, typ: str, label: str, letter: str, template: bool) -> None:
        item = QListWidgetItem(_icon(letter, template), label)
        item.setData(TYPE_ROLE, typ)
        item.setToolTip(self.tr("Drag onto the canvas or double-click to add a field"))
        self.list.addItem(item)

    def types(self) -> list[str]:
        """The offered types in list order."""
        return [str(self.list.item(i).data(TYPE_ROLE)) for i in range(self.list.count())]

    def add_type(self, typ: str) -> None:
        """Add a field of `typ` at the first free grid spot (what double-click does)."""
        root = self.doc.root if self.doc is not None else None
        if self.doc is None or root is None:
            return

        size = geo.parse_fenster(root.get("fenster")) or (40, 30)
        x, y = gestures.free_spot(FieldIndex(root), *size)
        element = gestures.add_field(self.doc, typ, x, y)
        self.doc.select([element])

    def _on_item_double_clicked(self, item: QListWidgetItem) -> None:
        self.add_type(str(item.data(TYPE_ROLE)))

    def make_template(self) -> None:
        """Turn the selected field into a template (one undo step)."""
        if self.doc is None:
            return
        current = self.doc.document.selection.current
        if current is not None and current.tag == "feld":
            gestures.template_from_field(self.doc, current)


def register_panels() -> None:
    """Contribute the palette dock to the main window."""
    from PySide6.QtCore import QCoreApplication

    from editor.panels import PanelSpec, register_panel

    register_panel(
        PanelSpec(
            "fieldPalette",
            lambda: QCoreApplication.translate("Panels", "Field palette"),
            lambda window: FieldPalette(parent=window),
            area="left",
            order=20,
            shortcut="Ctrl+Alt+F",
        )
    )
