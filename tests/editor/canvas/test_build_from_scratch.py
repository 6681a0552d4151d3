"""Build a game from nothing with palette drops and property edits only; it validates and deals."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication

import schema
from editor.canvas.bridge import EditTarget
from editor.canvas.view import LayoutCanvas
from editor.document import Document
from editor.palette import FieldPalette, mime_for
from editor.properties.panel import PropertyPanel
from engine.compile import compile_game
from engine.xmlread import parse_bytes
from tests.editor.canvas.helpers import view_point


def _drop(canvas: LayoutCanvas, typ: str, ux: int, uy: int) -> None:
    """Drop a palette entry onto the canvas at a grid point."""
    mime = mime_for(typ)
    pos = QPointF(view_point(canvas, ux + 0.2, uy + 0.3))
    for kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
        event = QDropEvent(
            pos,
            Qt.DropAction.CopyAction,
            mime,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            kind,
        )
        QApplication.sendEvent(canvas.viewport(), event)


def _edit(panel: PropertyPanel, key: str, value: str) -> None:
    """Type a value into the current form's editor and commit it."""
    editor = panel.form.editors[key]
    editor.set_value(value)
    editor.value_edited.emit(editor.value())


def test_build_small_game_from_scratch(qtbot, tmp_path):
    doc = Document(b'<spiel name="Neu" fenster="40x30">\n</spiel>\n')
    target = EditTarget(doc)
    canvas = LayoutCanvas(target)
    palette = FieldPalette(target, canvas)
    panel = PropertyPanel(target, language="en")
    for widget in (canvas, palette, panel):
        qtbot.addWidget(widget)
    canvas.resize(800, 600)
    canvas.show()
    panel.show()
    canvas.set_zoom(1.0)
    canvas.centerOn(200, 150)
    assert set(palette.types()) >= {
        "stock",
        "abwurf",
        "grund",
        "hilf",
        "keller",
        "reserve",
        "stapel",
    }
    # Game-level tags through the game's form.
    panel.show_element(doc.root)
    for tag, value in (("programm", "100227"), ("version", "1"), ("karten", "52")):
        _edit(panel, tag, value)
    # Fields by palette drops.
    _drop(canvas, "stock", 0, 0)
    _drop(canvas, "abwurf", 6, 0)
    _drop(canvas, "grund", 20, 0)
    _drop(canvas, "stapel", 0, 8)
    palette.add_type("stapel")  # double-click path
    fields = list(doc.root.iter("feld"))
    assert [f.get("typ") for f in fields] == ["stock", "abwurf", "grund", "stapel", "stapel"]
    assert (fields[1].get("x"), fields[1].get("y")) == ("6", "0")
    stock, waste, found, pile, pile2 = fields
    # Property edits: the stock deals to the waste; the piles get dealt cards.
    doc.selection.select([stock])
    panel.form.lists["ziel"].add_item()
    ziel = stock.find("ziel")
    panel.form.lists["ziel"].rows[0]["#text"].set_value(waste.get("id"))
    panel.form.lists["ziel"].rows[0]["#text"].value_edited.emit(waste.get("id"))
    assert ziel.text == waste.get("id")
    for target_pile in (pile, pile2):
        doc.selection.select([target_pile])
        panel.form.lists["lege"].add_item()
        row = panel.form.lists["lege"].rows[0]
        row["@quelle"].set_value(stock.get("id"))
        row["@quelle"].value_edited.emit(stock.get("id"))
        row["@anz"].set_value("3")
        row["@anz"].value_edited.emit("3")
        _edit(panel, "richtung", "unten")
        _edit(panel, "max", "frei")
    doc.selection.select([found])
    _edit(panel, "folgestart", "A")
    _edit(panel, "folgefarbe", "gleich")
    _edit(panel, "folgewert", "auf")
    path = tmp_path / "neu.xml"
    doc.save(path)
    data = path.read_bytes()
    errors = [
        p
        for p in schema.check(parse_bytes(data, str(path)))
        if str(getattr(p.severity, "value", p.severity)) == "error"
    ]
    assert errors == []
    definition = compile_game(parse_bytes(data))
    assert [f.typ for f in definition.fields][:2] == ["stock", "abwurf"]
    from editor.canvas.preview import deal_preview

    dealt = deal_preview(doc.root, seed=3)
    assert dealt is not None
    assert len(dealt[3]) == 3 and len(dealt[4]) == 3 and len(dealt[0]) == 46
