"""Lossless editing: byte-identical round trips and edits that touch only their own lines."""

from __future__ import annotations

import copy
import difflib
from pathlib import Path

import pytest
from lxml import etree

from editor.sourcetree import EditLog, SourceTree, same_structure
from engine.xmlread import parse_bytes
from tests.editor.conftest import FIXTURES, game_files

FILES = game_files()


def _ids(paths: list[Path]) -> list[str]:
    return [p.parent.name + "/" + p.name for p in paths]


def _changed_lines(before: str, after: str) -> int:
    matcher = difflib.SequenceMatcher(None, before.splitlines(), after.splitlines(), autojunk=False)
    return sum(
        max(i2 - i1, 0) + max(j2 - j1, 0)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes()
        if tag != "equal"
    )


def _undo(tree: SourceTree, log: EditLog) -> None:
    for step in reversed(log.steps):
        step.undo()


def _consistent(tree: SourceTree) -> None:
    reparsed = parse_bytes(tree.to_bytes(), None)
    assert same_structure(reparsed.root, tree.root)


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_unedited_file_is_byte_identical(path: Path) -> None:
    data = path.read_bytes()
    assert SourceTree(data, str(path)).to_bytes() == data


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_attribute_edit_changes_one_line_and_undoes(path: Path) -> None:
    data = path.read_bytes()
    tree = SourceTree(data, str(path))
    field = next(tree.root.iter("feld"))
    log = EditLog()
    tree.set_attribute(field, "x", "17", log)
    assert _changed_lines(tree.disk_text, tree.text) == 2  # one line out, one line in
    _consistent(tree)
    _undo(tree, log)
    assert tree.to_bytes() == data


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_structural_edits_touch_only_their_lines(path: Path) -> None:
    data = path.read_bytes()
    tree = SourceTree(data, str(path))
    root = tree.root
    fields = list(root.iter("feld"))
    sizes = [len(tree.source_of(f).splitlines()) for f in fields[:2]]
    log = EditLog()
    new = etree.Element("feld", id="neu", x="1", y="1", typ="stapel")
    etree.SubElement(new, "max").text = "13"
    tree.insert(root, root.index(fields[-1]) + 1, new, log)
    _consistent(tree)
    tree.remove(fields[0], log)
    _consistent(tree)
    if len(fields) > 2:
        tree.move(fields[1], root, root.index(fields[-1]) + 1, log)
        _consistent(tree)
    child = etree.Element("eng")
    child.text = "5"
    tree.insert(fields[-1], len(fields[-1]), child, log)
    tree.set_text(child, "7", log)
    _consistent(tree)
    original = tree.disk_text.splitlines()
    edited = tree.text.splitlines()
    # Everything but the inserted, removed and moved elements is kept verbatim.
    budget = 2 * (sum(sizes) + len(tree.source_of(new).splitlines()) + 4)
    assert _changed_lines("\n".join(original), "\n".join(edited)) <= budget
    _undo(tree, log)
    assert tree.to_bytes() == data


def test_comments_unknown_tags_and_entities_survive_edits() -> None:
    data = (FIXTURES / "canfield.xml").read_bytes()
    tree = SourceTree(data)
    log = EditLog()
    tree.set_attribute(tree.root, "name", "Canfield 2", log)
    text = tree.text
    assert "<!-- the stock deals onto the waste -->" in text
    assert "<!-- trailing comment -->" in text
    assert '<zukunft wert="1">unknown tags are kept</zukunft>' in text
    assert 'unbekannt="bleibt"' in text
    assert "Gewonnen &amp; fertig!" in text


def test_crlf_and_latin1_are_kept() -> None:
    data = (FIXTURES / "crlf_latin1.xml").read_bytes()
    tree = SourceTree(data)
    log = EditLog()
    tree.set_text(tree.root.find("bemerkung"), "Grüße €", log)
    tree.insert(tree.root, 3, etree.Element("levelmax"), log)
    out = tree.to_bytes()
    assert out.count(b"\r\n") == data.count(b"\r\n") + 1
    assert b"\n" not in out.replace(b"\r\n", b"")
    assert "Grüße &#8364;".encode("latin-1") in out
    assert parse_bytes(out).root.find("bemerkung").text == "Grüße €"


def test_one_line_file_stays_on_one_line() -> None:
    tree = SourceTree((FIXTURES / "oneline.xml").read_bytes())
    log = EditLog()
    tree.insert(tree.root, len(tree.root), copy.deepcopy(tree.root[-1]), log)
    assert "\n" not in tree.text


def test_bom_and_tabs_are_kept() -> None:
    data = (FIXTURES / "tabs_bom.xml").read_bytes()
    tree = SourceTree(data)
    log = EditLog()
    field = tree.root.find("feld")
    new = etree.Element("max")
    new.text = "3"
    tree.insert(field, 0, new, log)
    out = tree.to_bytes()
    assert out.startswith(b"\xef\xbb\xbf")
    assert b"\n\t\t<max>3</max>\n" in out


def test_empty_element_expands_when_a_child_is_added() -> None:
    tree = SourceTree((FIXTURES / "canfield.xml").read_bytes())
    log = EditLog()
    waste = [f for f in tree.root.iter("feld") if f.get("id") == "abwurf"][0]
    tree.insert(waste, 0, etree.Element("max"), log)
    assert '<feld id="abwurf" x="8" y="2" typ="abwurf">\n        <max/>\n    </feld>' in tree.text
    _consistent(tree)


def test_source_replacement_reparses_and_undoes() -> None:
    data = (FIXTURES / "canfield.xml").read_bytes()
    tree = SourceTree(data)
    log = EditLog()
    tree.replace_text(tree.text.replace('x="2" y="2"', 'x="3" y="2"'), log)
    assert tree.root.find("feld").get("x") == "3"
    broken = EditLog()
    tree.replace_text(tree.text.replace("</spiel>", "</spie>"), broken)
    assert tree.root is None and tree.error is not None and tree.error.line > 1
    _undo(tree, broken)
    _undo(tree, log)
    assert tree.to_bytes() == data and tree.root is not None


def test_node_positions_follow_edits() -> None:
    tree = SourceTree((FIXTURES / "canfield.xml").read_bytes())
    field = tree.root.find("feld")
    line = tree.position(field)[0]
    log = EditLog()
    tree.insert(tree.root, 0, etree.Element("levelmax"), log)
    assert tree.position(field)[0] == line + 1
    assert tree.node_at_line(line + 1) is field
    assert tree.node_by_path(tree.path_of(field)) is field
