"""The canvas, palette and property panels register with the main window and follow documents."""

from __future__ import annotations

from editor import builtin_panels
from editor.canvas.panel import CanvasPanel
from editor.document import Document
from editor.palette import FieldPalette
from editor.properties.panel import PropertyPanel
from tests.editor.canvas.helpers import GAME


def test_panels_are_registered_with_design_names():
    names = {spec.name for spec in builtin_panels.all_panels()}
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


def test_palette_makes_template_from_selected_field(qtbot):
    palette = FieldPalette()
    qtbot.addWidget(palette)
    doc = Document(GAME)
    palette.set_document(doc)
    field = next(e for e in doc.root.iter("feld") if e.get("id") == "t")
    doc.selection.select([field])
    palette.make_template_button.click()
    template = doc.root.find("vorlage[@typ='stapel']")
    assert template is not None and template.find("richtung").text == "unten"
    assert field.get("typ") == template.get("id") and len(field) == 0
    assert doc.undo_stack.count() == 1
    qtbot.waitUntil(lambda: template.get("id") in palette.types())


def test_malformed_text_keeps_the_last_picture(qtbot):
    doc = Document(GAME)
    panel = CanvasPanel()
    qtbot.addWidget(panel)
    panel.set_document(doc)
    panel.show()
    scene = panel.canvas.layout_scene
    count = len(scene.items_by_element)
    doc.replace_text(doc.text.replace("</spiel>", "</spie"))
    assert doc.root is None
    panel.canvas.select_all()
    panel.canvas.duplicate()
    assert len(scene.items_by_element) == count
    empty = CanvasPanel()
    qtbot.addWidget(empty)
    empty.set_document(Document(b"<spiel"))
    assert empty.canvas is not None
