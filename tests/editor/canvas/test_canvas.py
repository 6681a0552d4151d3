"""Canvas gestures: drag, nudge, align, copy/paste, delete, resize, tray, preview; undo."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from editor.canvas.items import FieldItem
from tests.editor.canvas.helpers import click, drag, field, view_point


def _xy(element):
    return int(element.get("x")), int(element.get("y"))


def test_items_for_every_field_and_hidden_tray(canvas):
    scene = canvas.layout_scene
    assert canvas.objectName() == "layoutCanvasView"
    assert len(scene.items_by_element) == 5
    hidden = scene.items_by_element[field(canvas, "versteckt")]
    assert hidden.in_tray
    assert scene.tray_rect().contains(hidden.sceneBoundingRect().center())
    shown = scene.items_by_element[field(canvas, "g")]
    assert (shown.view.field_id, shown.view.kuerzel, shown.view.base) == ("g", "G", "grund")


def test_drag_moves_with_snapping_and_undo_restores(canvas, qtbot):
    element = field(canvas, "abwurf")
    drag(canvas, view_point(canvas, 8, 3), view_point(canvas, 15.4, 12.7))
    assert _xy(element) == (13, 10)
    assert canvas.doc.undo_stack.count() == 1
    canvas.doc.undo_stack.undo()
    assert _xy(element) == (6, 0)
    qtbot.waitUntil(lambda: canvas.layout_scene.items_by_element[element].pos().x() == 60)


def test_shift_selection_drag_is_one_undo_step(canvas):
    click(canvas, view_point(canvas, 2, 2))
    click(canvas, view_point(canvas, 8, 2), Qt.KeyboardModifier.ShiftModifier)
    assert len(canvas.selected()) == 2
    drag(canvas, view_point(canvas, 2, 2), view_point(canvas, 2, 20))
    assert _xy(field(canvas, "stock")) == (0, 18)
    assert _xy(field(canvas, "abwurf")) == (6, 18)
    assert canvas.doc.undo_stack.count() == 1
    canvas.doc.undo_stack.undo()
    assert _xy(field(canvas, "stock")) == (0, 0)


def test_rubber_band_selects(canvas):
    drag(canvas, view_point(canvas, -1, -1), view_point(canvas, 11, 7))
    assert {e.get("id") for e in canvas.selected()} == {"stock", "abwurf"}


def test_arrow_keys_nudge(canvas, qtbot):
    element = field(canvas, "g")
    canvas.layout_scene.select_elements([element])
    qtbot.keyClick(canvas, Qt.Key.Key_Right)
    qtbot.keyClick(canvas, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    assert _xy(element) == (21, 5)
    canvas.doc.undo_stack.undo()
    canvas.doc.undo_stack.undo()
    assert _xy(element) == (20, 0)


def test_align_and_distribute_are_single_steps(canvas):
    fields = [field(canvas, i) for i in ("stock", "abwurf", "g")]
    canvas.layout_scene.select_elements(fields)
    canvas.actions_by_name["align_bottom"].trigger()
    assert canvas.doc.undo_stack.count() == 0  # all three already share the bottom edge
    canvas.layout_scene.select_elements([field(canvas, "stock"), field(canvas, "t")])
    canvas.actions_by_name["align_left"].trigger()
    canvas.layout_scene.select_elements(fields)
    canvas.actions_by_name["distribute_x"].trigger()
    assert [_xy(e)[0] for e in fields] == [0, 10, 20]
    assert canvas.doc.undo_stack.count() == 1


def test_duplicate_copy_paste_fresh_ids_and_delete(canvas, qtbot):
    element = field(canvas, "t")
    canvas.layout_scene.select_elements([element])
    canvas.duplicate()
    ids = [e.get("id") for e in canvas.doc.root.iter("feld")]
    assert "t1" in ids and ids.count("t") == 1
    clone = field(canvas, "t1")
    assert _xy(clone) == (2, 10) and clone.find("richtung").text == "unten"
    canvas.copy_selection()
    canvas.paste()
    assert "t2" in [e.get("id") for e in canvas.doc.root.iter("feld")]
    canvas.delete_selection()
    assert "t2" not in [e.get("id") for e in canvas.doc.root.iter("feld")]
    for _ in range(3):
        canvas.doc.undo_stack.undo()
    assert [e.get("id") for e in canvas.doc.root.iter("feld")].count("t1") == 0


def test_context_menu_offers_the_gestures(canvas):
    canvas.layout_scene.select_elements([field(canvas, "g")])
    menu = canvas.build_menu()
    texts = [a.text() for a in menu.actions()]
    assert "Duplicate" in texts and "Delete" in texts and "Align" in texts


def test_resize_window_by_its_edge(canvas):
    table = canvas.layout_scene.table_rect()
    start = canvas.mapFromScene(table.right(), table.height() / 2)
    drag(canvas, start, start + QPoint(60, 0))
    assert canvas.doc.root.get("fenster") == "46x30"
    canvas.doc.undo_stack.undo()
    assert canvas.doc.root.get("fenster") == "40x30"


def test_drag_into_and_out_of_the_hidden_tray(canvas, qtbot):
    scene = canvas.layout_scene
    element = field(canvas, "g")
    tray = scene.tray_rect()
    drag(canvas, view_point(canvas, 22, 2), canvas.mapFromScene(tray.center()))
    assert int(element.get("x")) < 0
    hidden = field(canvas, "versteckt")
    qtbot.waitUntil(lambda: scene.items_by_element[hidden].in_tray)
    item = scene.items_by_element[hidden]
    start = canvas.mapFromScene(item.sceneBoundingRect().center())
    drag(canvas, start, view_point(canvas, 30, 20))
    assert int(hidden.get("x")) >= 0 and int(hidden.get("y")) >= 0


def test_problems_and_overlap_are_highlighted(canvas, qtbot):
    element = field(canvas, "abwurf")
    canvas.doc.set_attrs(element, {"x": "2"})
    qtbot.waitUntil(lambda: bool(canvas.layout_scene.items_by_element[element].view.warning))
    canvas.doc.set_attrs(element, {"x": "60"})
    qtbot.waitUntil(lambda: bool(canvas.layout_scene.items_by_element[element].view.problem))


def test_deal_preview_shows_cards(canvas):
    scene = canvas.layout_scene
    scene.set_preview_seed(7)
    stock = scene.items_by_element[field(canvas, "stock")]
    assert len(stock.view.cards) == 52
    scene.set_preview_seed(None)
    assert stock.view.cards == [] and stock.view.stock_count == 52
    assert isinstance(stock, FieldItem)


def test_template_from_field_is_one_step(canvas):
    element = field(canvas, "t")
    canvas.layout_scene.select_elements([element])
    canvas.make_template()
    template = next(canvas.doc.root.iter("vorlage", "x") for _ in [0])
    assert element.get("typ") != "stapel" and len(element) == 0
    assert canvas.doc.undo_stack.count() == 1
    canvas.doc.undo_stack.undo()
    assert element.get("typ") == "stapel" and element.find("richtung") is not None
    assert template is not None


def test_keyboard_shortcuts_reach_the_canvas(canvas, qtbot):
    canvas.layout_scene.select_elements([field(canvas, "t")])
    qtbot.keyClick(canvas, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert "t1" in [e.get("id") for e in canvas.doc.root.iter("feld")]
    qtbot.keyClick(canvas, Qt.Key.Key_Delete)
    assert "t1" not in [e.get("id") for e in canvas.doc.root.iter("feld")]


def test_linter_problems_mark_fields(canvas):
    element = field(canvas, "abwurf")
    canvas.doc.set_attrs(element, {"x": "2"})
    canvas.doc.flush()
    problems = canvas.doc.document.checker.check_now()
    assert any(p.code == "overlap" for p in problems)
    canvas.layout_scene.set_problems(problems)
    item = canvas.layout_scene.items_by_element[element]
    assert "overlaps" in item.view.warning and "'abwurf'" in item.view.warning
