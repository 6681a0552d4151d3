"""The canvas, palette and property panels register with the main window and follow documents."""

from __future__ import annotations

from editor import panels
from editor.canvas.panel import CanvasPanel
from editor.document import Document
from editor.palette import FieldPalette
from editor.properties.panel import PropertyPanel
from tests.editor.canvas.helpers import GAME


def test_panels_are_registered_with_design_names():
    names = {spec.name for spec in panels.registered_panels()}
    assert {"layoutCanvas", "fieldPalette", "propertyPanel"} <= names


def test_panels_switch_documents(qtbot):
    canvas, palette, props = CanvasPanel(), FieldPalette(), PropertyPanel()
    for widget in (canvas, palette, props):
        qtbot.addWidget(widget)
        assert widget.objectName() in ("layoutCanvas", "fieldPalette", "propertyPanel")
    doc = Document(GAME)
    for widget in (canvas, palette, props):
        widget.set_document(doc)
    assert "haus" in palette.types()
    field = next(doc.root.iter("feld"))
    doc.selection.select([field])
    assert props.element is field
    assert canvas.canvas.selected() == [field]
    canvas.preview.setChecked(True)
    item = canvas.canvas.layout_scene.items_by_element[field]
    assert len(item.view.cards) == 52
    for widget in (canvas, palette, props):
        widget.set_document(None)
    assert canvas.canvas is None and not palette.isEnabled()
