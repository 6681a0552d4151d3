"""Outline, source view and problems panel: edits and selection reflected everywhere."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView

from editor import elementops
from editor.outline_model import ELEMENT_ROLE
from tests.editor.conftest import FIXTURES

Position = QAbstractItemView.DropIndicatorPosition


def _open(window, name: str = "canfield.xml"):  # noqa: ANN001, ANN202
    return window.open_file(FIXTURES / name)


def test_outline_groups_and_labels(window) -> None:  # noqa: ANN001
    doc = _open(window)
    outline = window.panel("outlineView")
    texts = [outline.model().item(r).text() for r in range(outline.model().rowCount())]
    assert (
        texts[0].startswith("Game settings")
        and texts[3] == "Fields (6)"
        and texts[4] == "Actions (2)"
    )
    field = doc.root.find("feld")
    doc.set_attribute(field, "x", "11")
    assert "(11, 2)" in outline.item_for(field).text()


def test_outline_selection_syncs_with_document(window) -> None:  # noqa: ANN001
    doc = _open(window)
    outline = window.panel("outlineView")
    field = doc.root.findall("feld")[2]
    outline.setCurrentIndex(outline.item_for(field).index())
    assert doc.selection.elements == [field]
    other = doc.root.findall("feld")[3]
    doc.selection.select([other])
    assert outline.selected_elements() == [other]


def test_outline_drop_reorders_in_one_undo_step(window) -> None:  # noqa: ANN001
    doc = _open(window)
    outline = window.panel("outlineView")
    fields = doc.root.findall("feld")
    original = doc.to_bytes()
    doc.selection.select([fields[0], fields[1]])
    assert outline.drop_on(outline.item_for(fields[4]).index(), Position.BelowItem)
    ids = [f.get("id") for f in doc.root.findall("feld")]
    assert ids == ["g1", "r", "h1", "stock", "abwurf", "h2"]
    assert doc.undo_stack.count() == 1
    assert [outline.item_for(f) is not None for f in fields] == [True] * 6
    doc.undo_stack.undo()
    assert doc.to_bytes() == original


def test_outline_drop_above_and_into_group(window) -> None:  # noqa: ANN001
    doc = _open(window)
    outline = window.panel("outlineView")
    fields = doc.root.findall("feld")
    doc.selection.select([fields[5]])
    outline.drop_on(outline.item_for(fields[0]).index(), Position.AboveItem)
    assert doc.root.findall("feld")[0] is fields[5]
    doc.selection.select([fields[5]])
    outline.drop_on(outline._groups["fields"].index(), Position.OnItem)
    assert doc.root.findall("feld")[-1] is fields[5]


def test_context_menu_operations(window) -> None:  # noqa: ANN001
    doc = _open(window)
    field = doc.root.find("feld")
    elementops.add_to_group(doc, "fields", "feld")
    new = doc.selection.current
    assert new.tag == "feld" and new.get("id") == "f1"
    assert doc.root.index(new) == doc.root.index(doc.root.findall("feld")[-1])
    copies = elementops.duplicate(doc, [field])
    assert copies[0].get("id") == field.get("id") and copies[0].getprevious() is field
    elementops.delete(doc, [new, copies[0]])
    assert len(doc.root.findall("feld")) == 6
    elementops.add_child(doc, field, "max")
    assert field[-1].tag == "max"
    elementops.add_to_group(doc, "actions", "beginn")
    assert doc.root.find("beginn") is not None


def test_copy_paste_elements(window) -> None:  # noqa: ANN001
    doc = _open(window)
    fields = doc.root.findall("feld")[:2]
    elementops.copy_to_clipboard(doc, fields)
    doc.selection.select([doc.root.findall("feld")[-1]])
    pasted = elementops.paste(doc, elementops.clipboard_text())
    assert [p.get("id") for p in pasted] == ["stock", "abwurf"]
    assert doc.undo_stack.count() == 1
    assert "<!--" not in doc.source.source_of(pasted[0])


def test_source_view_typing_becomes_one_undo_step(window, qtbot) -> None:  # noqa: ANN001
    doc = _open(window)
    source = window.panel("sourceView")
    outline = window.panel("outlineView")
    source.setFocus()
    cursor = source.document().find('x="2" y="2"')
    source.setTextCursor(cursor)
    qtbot.keyClicks(source, 'x="4" y="2"')
    assert source.has_pending_edit()
    with qtbot.waitSignal(doc.tree_replaced, timeout=5000):
        pass
    assert doc.root.find("feld").get("x") == "4"
    assert doc.undo_stack.count() == 1 and doc.undo_stack.undoText() == "Edit source"
    assert "(4, 2)" in outline.item_for(doc.root.find("feld")).text()
    window.actions_by_name["actionUndo"].trigger()
    assert doc.root.find("feld").get("x") == "2"
    assert 'x="2" y="2"' in source.toPlainText()


def test_source_view_follows_selection_and_selects(window, qtbot) -> None:  # noqa: ANN001
    doc = _open(window)
    source = window.panel("sourceView")
    field = doc.root.findall("feld")[3]
    doc.selection.select([field])
    assert source.current_line() == doc.line_of(field)
    source.go_to_line(doc.line_of(doc.root.findall("feld")[0]) + 1, 9)
    assert doc.selection.current.tag == "ziel"


def test_source_edits_reach_the_document_with_crlf(window, qtbot) -> None:  # noqa: ANN001
    doc = _open(window, "crlf_latin1.xml")
    source = window.panel("sourceView")
    source.setFocus()
    source.setTextCursor(source.document().find("<karten>52"))
    qtbot.keyClicks(source, "<karten>32")
    source.commit()
    data = doc.to_bytes()
    assert b"<karten>32</karten>\r\n" in data
    assert b"\n" not in data.replace(b"\r\n", b"")


def test_completion_offers_schema_names(window, qtbot) -> None:  # noqa: ANN001
    from editor import completion, xsdinfo

    info = xsdinfo.load()
    text = '<spiel name="a" fenster="40x30">\n<feld id="s" x="1" y="1" typ="stock">\n<folge'
    names = completion.candidates(info, completion.context_at(text, len(text)))
    assert {"folgefarbe", "folgewert", "folgestart"} <= set(names)
    text = '<spiel><feld id="s" x="1" y="1" typ="stock"><lege typ="'
    assert completion.candidates(info, completion.context_at(text, len(text))) == [
        "offen",
        "verdeckt",
    ]
    text = "<spiel><feld "
    assert "kuerzel" in completion.candidates(info, completion.context_at(text, len(text)))
    text = '<spiel><feld id="s"><folgefarbe>we'
    assert completion.candidates(info, completion.context_at(text, len(text))) == ["wechsel"]
    doc = _open(window)
    source = window.panel("sourceView")
    source.setFocus()
    cursor = source.document().find("<max>13</max>")
    cursor.clearSelection()
    source.setTextCursor(cursor)
    qtbot.keyClick(source, Qt.Key.Key_Return)
    qtbot.keyClicks(source, "<folgee")
    assert source.completion_candidates() == ["folgeende"]
    assert doc is window.current


def test_problems_update_after_edit_and_double_click_goes_there(window, qtbot) -> None:  # noqa: ANN001
    doc = _open(window)
    problems = window.panel("problemsPanel")
    field = doc.root.findall("feld")[4]
    with qtbot.waitSignal(doc.checker.problems_changed, timeout=10_000):
        doc.set_attribute(field, "typ", "gibtsnicht")
    codes = [problems.model.item(r, 1).text() for r in range(problems.model.rowCount())]
    assert "unknown-type" in codes
    row = next(
        r
        for r in range(problems.model.rowCount())
        if problems.model.item(r, 2).text().startswith(f"{doc.line_of(field)}:")
    )
    problems.activate_row(row)
    assert doc.selection.current is field
    assert window.panel("sourceView").current_line() == doc.line_of(field)
    counts = window.findChild(object, "errorCount")
    assert int(counts.text()) >= 1


def test_quick_fix_from_a_suggestion(window, qtbot) -> None:  # noqa: ANN001
    from editor import quickfix
    from engine.errors import Problem, Severity

    doc = _open(window)
    field = doc.root.findall("feld")[2]
    line = doc.line_of(field)
    column = doc.text.splitlines()[line - 1].index("typ=") + 1
    problem = Problem(Severity.ERROR, "x", "bad", line, column, None, "did you mean 'stapel'?")
    title, apply = quickfix.find_fix(doc, problem)
    apply()
    assert field.get("typ") == "stapel" and "typ" in title


def test_outline_and_source_follow_undo_redo(window) -> None:  # noqa: ANN001
    doc = _open(window)
    outline = window.panel("outlineView")
    source = window.panel("sourceView")
    elementops.delete(doc, doc.root.findall("feld")[:3])
    assert outline.model().item(3).text() == "Fields (3)"
    window.actions_by_name["actionUndo"].trigger()
    assert outline.model().item(3).text() == "Fields (6)"
    window.actions_by_name["actionRedo"].trigger()
    assert source.toPlainText() == doc.text
    item = outline.model().item(3).child(0)
    assert item.data(ELEMENT_ROLE).get("id") == "r"
    assert outline.model().item(3).child(0).flags() & Qt.ItemFlag.ItemIsDragEnabled
