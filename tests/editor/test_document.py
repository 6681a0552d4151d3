"""Document: undo commands, macros, merging, signals, saving."""

from __future__ import annotations

import os
from pathlib import Path

from lxml import etree

from editor.document import Document
from editor.sourcetree import ChangeKind
from tests.editor.conftest import FIXTURES


def _doc(qtbot, name: str = "canfield.xml") -> Document:  # noqa: ANN001
    return Document.open(FIXTURES / name)


def test_commands_emit_change_notices_with_origin(qtbot) -> None:  # noqa: ANN001
    doc = _doc(qtbot)
    field = doc.root.find("feld")
    seen = []
    doc.changed.connect(seen.append)
    with qtbot.waitSignal(doc.attribute_changed) as blocker:
        doc.set_attribute(field, "x", "9", origin="canvas")
    assert blocker.args == [field, "x"]
    assert seen[-1].kind is ChangeKind.ATTRIBUTE and seen[-1].origin == "canvas"
    doc.undo_stack.undo()
    assert field.get("x") == "2" and seen[-1].kind is ChangeKind.ATTRIBUTE


def test_macro_is_one_undo_step(qtbot) -> None:  # noqa: ANN001
    doc = _doc(qtbot)
    original = doc.to_bytes()
    with doc.macro("Paste three fields"):
        for n in range(3):
            doc.insert_element(
                doc.root,
                len(doc.root),
                etree.Element("feld", id=f"p{n}", x="1", y="1", typ="stapel"),
            )
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Paste three fields"
    doc.undo_stack.undo()
    assert doc.to_bytes() == original
    doc.undo_stack.redo()
    assert len(doc.root.findall("feld")) == 9


def test_merging_edits_of_one_attribute(qtbot) -> None:  # noqa: ANN001
    doc = _doc(qtbot)
    field = doc.root.find("feld")
    for x in range(3, 9):
        doc.set_attribute(field, "x", str(x), merge=True)
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert field.get("x") == "2"
    doc.undo_stack.redo()
    assert field.get("x") == "8"


def test_modified_flag_follows_undo_stack(qtbot) -> None:  # noqa: ANN001
    doc = _doc(qtbot)
    with qtbot.waitSignal(doc.modified_changed):
        doc.set_text(doc.root.find("karten"), "32")
    assert doc.is_modified()
    doc.undo_stack.undo()
    assert not doc.is_modified()


def test_save_is_atomic_and_byte_identical_without_edits(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    for name in ("canfield.xml", "crlf_latin1.xml", "tabs_bom.xml", "oneline.xml"):
        target = tmp_path / name
        data = (FIXTURES / name).read_bytes()
        target.write_bytes(data)
        doc = Document.open(target)
        doc.save()
        assert target.read_bytes() == data
        assert not [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]


def test_save_reload_round_trip(qtbot, sample: Path) -> None:  # noqa: ANN001
    doc = Document.open(sample)
    doc.set_attribute(doc.root, "name", "Canfield (mine)")
    doc.remove_element(doc.root.findall("feld")[-1])
    doc.save()
    again = Document.open(sample)
    assert again.root.get("name") == "Canfield (mine)"
    assert again.to_bytes() == doc.to_bytes()
    assert not doc.is_modified()


def test_save_as_changes_path(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    doc = _doc(qtbot)
    target = tmp_path / "copy.xml"
    with qtbot.waitSignal(doc.path_changed):
        doc.save(target)
    assert doc.path == str(target.resolve())
    assert target.read_bytes() == (FIXTURES / "canfield.xml").read_bytes()


def test_malformed_document_has_error_and_recovers_by_text(qtbot) -> None:  # noqa: ANN001
    doc = _doc(qtbot, "malformed.xml")
    assert doc.root is None and doc.error.line == 7
    with qtbot.waitSignal(doc.tree_replaced):
        doc.replace_text(doc.text.replace("</richtung<", "</richtung>"))
    assert doc.root is not None and doc.error is None
    doc.undo_stack.undo()
    assert doc.root is None


def test_parsed_has_current_lines(qtbot) -> None:  # noqa: ANN001
    doc = _doc(qtbot)
    doc.insert_element(doc.root, 0, etree.Element("levelmax"))
    parsed = doc.parsed
    field = parsed.root.find("feld")
    assert field.sourceline == doc.line_of(doc.root.find("feld"))


def test_selection_survives_source_replacement(qtbot) -> None:  # noqa: ANN001
    doc = _doc(qtbot)
    field = doc.root.findall("feld")[2]
    doc.selection.select([field])
    doc.replace_text(doc.text.replace("Test fixture", "Changed"))
    assert doc.selection.current is not field
    assert doc.selection.current.get("id") == field.get("id")


def test_removed_elements_leave_the_selection(qtbot) -> None:  # noqa: ANN001
    doc = _doc(qtbot)
    field = doc.root.findall("feld")[2]
    doc.selection.select([field])
    doc.remove_element(field)
    assert doc.selection.elements == []


def test_checker_reports_after_edit(qtbot) -> None:  # noqa: ANN001
    doc = _doc(qtbot)
    doc.checker.check_now()
    with qtbot.waitSignal(doc.checker.checked, timeout=10_000):
        doc.replace_text(
            doc.text.replace("</spiel>\n<!--", "</spiel><!--").replace("<karten>52", "<karten>52<")
        )
    assert doc.checker.is_current()
    assert any(p.code.startswith("xml") for p in doc.checker.problems)
