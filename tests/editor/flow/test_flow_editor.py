"""The action flow editor: graphs match the XML, edits are undoable document commands."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

from editor.document import Document
from editor.flow.editor import FlowEditor
from editor.flow.model import ACTION_KINDS, build_graph, summarize
from editor.flow.snippets import SNIPPETS
from engine.compile_actions import INSTRUCTION_TAGS

GAMES = Path(__file__).parents[3] / "games"
ACTION_GAMES = sorted(
    p
    for p in GAMES.glob("*.xml")
    if any(f"<{k}" in p.read_text(encoding="utf-8") for k in ACTION_KINDS)
)

BASE = """<spiel name="T" fenster="40x30">
  <programm>1</programm>
  <version>1</version>
  <karten>52</karten>
  <feld id="stock" x="1" y="1" typ="stock"/>
  <feld id="abwurf" x="6" y="1" typ="abwurf"/>
  <feld id="g" x="11" y="1" typ="grund"/>
{actions}</spiel>
"""


def _doc(qtbot, actions: str = ""):  # type: ignore[no-untyped-def]
    document = Document(BASE.format(actions=actions).encode(), None)
    editor = FlowEditor()
    qtbot.addWidget(editor)
    editor.set_document(document)
    return document, editor


@pytest.mark.parametrize("path", ACTION_GAMES, ids=lambda p: p.stem)
def test_action_games_open_as_matching_graphs(qtbot, path: Path) -> None:  # type: ignore[no-untyped-def]
    document = Document.open(path)
    editor = FlowEditor()
    qtbot.addWidget(editor)
    editor.set_document(document)
    root = etree.parse(str(path)).getroot()
    elements = [e for e in root.iter(*ACTION_KINDS)]
    assert len(editor.scene.node_items) == len(elements)
    for item in editor.scene.node_items:
        node = item.node
        rows = [
            c for c in node.element.iter() if isinstance(c.tag, str) and c.tag in INSTRUCTION_TAGS
        ]
        assert len(item.rows) == len(rows)
    # Two continuations per node; every drawn arrow ends at a node of the graph.
    assert len(editor.graph.edges) == 2 * len(elements)
    drawn = [e for e in editor.graph.edges if e.target is not None]
    assert len(editor.scene.edge_items) == len(drawn)


def test_edges_follow_erfolg_and_misserfolg(qtbot) -> None:  # type: ignore[no-untyped-def]
    _, editor = _doc(
        qtbot,
        """  <aktion typ="legen" id="a"><bedingung feld="ziel" tag="id">g</bedingung>
    <erfolg>b</erfolg><misserfolg>anfang</misserfolg></aktion>
  <aktion typ="legen" id="b"><lege feld="quelle">abwurf</lege><erfolg>wiederholung</erfolg></aktion>
""",
    )
    a, b = editor.graph.nodes["aktion"]
    edges = {(e.source.id, e.outcome): e.target for e in editor.graph.edges}
    assert edges[("a", "erfolg")] is b
    assert edges[("a", "misserfolg")] is a
    assert edges[("b", "erfolg")] is b
    assert edges[("b", "misserfolg")] is None


def test_add_action_and_rows_then_undo(qtbot) -> None:  # type: ignore[no-untyped-def]
    document, editor = _doc(qtbot)
    original = document.to_bytes()
    action = editor.add_action("aktion", "legen")
    assert action is not None and action.tag == "aktion" and action.get("typ") == "legen"
    editor.add_row("bedingung")
    editor.document.selection.select([action])
    editor.add_row("lege")
    editor.refresh()
    text = document.to_bytes().decode()
    assert '<aktion typ="legen">' in text and "<bedingung" in text and "<lege" in text
    node = editor.graph.nodes["aktion"][0]
    assert [r.tag for r in node.rows] == ["bedingung", "lege"]
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.to_bytes() == original


def test_reorder_rows_by_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    document, editor = _doc(
        qtbot,
        """  <aktion typ="klick">
    <sound>legen</sound>
    <warte>100</warte>
  </aktion>
""",
    )
    warte = document.root.find("aktion/warte")
    document.selection.select([warte])
    editor.move_selected(-1)
    editor.refresh()
    assert [r.tag for r in editor.graph.nodes["aktion"][0].rows] == ["warte", "sound"]
    document.undo_stack.undo()
    editor.refresh()
    assert [r.tag for r in editor.graph.nodes["aktion"][0].rows] == ["sound", "warte"]


def test_drag_row_onto_row_reorders(qtbot) -> None:  # type: ignore[no-untyped-def]
    document, editor = _doc(
        qtbot,
        """  <aktion typ="klick">
    <sound>legen</sound>
    <warte>100</warte>
  </aktion>
""",
    )
    rows = editor.scene.node_items[0].rows
    editor._on_dropped(rows[1], rows[0])
    editor.refresh()
    assert [r.tag for r in editor.graph.nodes["aktion"][0].rows] == ["warte", "sound"]


@pytest.mark.parametrize("key", [s.key for s in SNIPPETS])
def test_every_snippet_inserts_valid_xml_in_one_step(qtbot, key: str) -> None:  # type: ignore[no-untyped-def]
    document, editor = _doc(qtbot)
    depth = document.undo_stack.count()
    element = editor.insert_snippet(key)
    assert element is not None and element.tag in ACTION_KINDS
    assert document.undo_stack.count() == depth + 1
    import schema

    problems = schema.check_bytes(document.to_bytes(), "t.xml")
    errors = [p for p in problems if p.severity == "error"]
    if key == "refill-relation":
        # The pattern needs a <beziehung id="vorrat"> the author adds; lint says exactly that.
        assert [p.code for p in errors] == ["unknown-link"]
    else:
        assert not errors, problems


def test_copy_paste_between_documents(qtbot) -> None:  # type: ignore[no-untyped-def]
    first, editor = _doc(qtbot, '  <aktion typ="klick"><sound>legen</sound></aktion>\n')
    first.selection.select([first.root.find("aktion")])
    assert editor.copy_selected()
    second = Document(BASE.format(actions="").encode(), None)
    editor.set_document(second)
    added = editor.paste()
    assert [e.tag for e in added] == ["aktion"]
    assert second.root.find("aktion/sound") is not None


def test_flags_for_unreachable_and_looping_actions(qtbot) -> None:  # type: ignore[no-untyped-def]
    document, editor = _doc(
        qtbot,
        """  <aktion typ="legen"><lege feld="quelle">abwurf</lege></aktion>
  <aktion typ="legen"><bedingung feld="ziel" tag="id">g</bedingung></aktion>
  <abschluss typ="frei"><sound>nein</sound><erfolg>wiederholung</erfolg></abschluss>
""",
    )
    document.checker.check_now()
    editor.refresh()
    flagged = [item.node.kind for item in editor.scene.node_items if item.flag]
    assert "abschluss" in flagged
    assert flagged.count("aktion") == 1
    shadowed = editor.scene.node_items[1]
    assert shadowed.flag and shadowed.node.position == 1


def test_breakpoints_and_current_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    document, editor = _doc(
        qtbot, '  <aktion typ="klick">\n    <sound>legen</sound>\n  </aktion>\n'
    )
    row = editor.scene.node_items[0].rows[0]
    with qtbot.waitSignal(editor.breakpoints_changed):
        editor._on_clicked(row, True)
    assert editor.breakpoint_lines() == {row.row.element.sourceline}
    editor.show_current(row.row.element.sourceline)
    assert editor.scene.node_items[0].rows[0].current


def test_summaries_read_like_the_rule() -> None:
    element = etree.fromstring(
        '<bedingung feld="ziel" tag="kartenzahl" beziehung="groesser">0</bedingung>'
    )
    assert summarize(element) == "ziel kartenzahl > 0"
    assert summarize(etree.fromstring('<lege feld="quelle">abwurf</lege>')) == "quelle -> abwurf"


def test_graph_of_empty_document() -> None:
    graph = build_graph(None)
    assert graph.all_nodes() == [] and graph.edges == []


def test_paste_places_fields_among_fields(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QGuiApplication

    document, editor = _doc(qtbot)
    QGuiApplication.clipboard().setText('<feld id="neu" x="20" y="1" typ="stapel"/>')
    added = editor.paste()
    assert [e.tag for e in added] == ["feld"]
    assert document.root.index(added[0]) == 6  # right after the last field (g)
