"""The property panel: every element type opens a form; pickers, inheritance, scope, marks."""

from __future__ import annotations

from lxml import etree

from editor.canvas.bridge import EditTarget
from editor.document import Document
from editor.properties.card_picker import CardPicker, compose, split
from editor.properties.editors import EnumEditor, IdListEditor, IntEditor
from editor.properties.panel import PropertyPanel
from editor.properties.schema_model import ValueSpec

GAME = b"""<spiel name="Probe" fenster="40x30">
  <programm>100227</programm>
  <version>1</version>
  <regelwerk><regel id="leicht">Leicht</regel><regel id="schwer">Schwer</regel></regelwerk>
  <karten>52</karten>
  <vorlage id="haus" typ="grund"><max>13</max><ziel>t</ziel></vorlage>
  <feld id="stock" x="0" y="0" typ="stock"/>
  <feld id="g" x="20" y="0" typ="haus"><folgefarbe>gleich</folgefarbe></feld>
  <feld id="t" x="0" y="8" typ="stapel"><folgewert>seitwaerts</folgewert></feld>
  <aktion typ="legen"><bedingung feld="ziel" tag="id">g</bedingung></aktion>
</spiel>
"""


def _panel(qtbot, data: bytes = GAME, language: str = "en") -> PropertyPanel:
    panel = PropertyPanel(EditTarget(Document(data)), language=language)
    qtbot.addWidget(panel)
    panel.show()  # hidden panels postpone their rebuilds until shown
    return panel


def _field(panel: PropertyPanel, field_id: str) -> etree._Element:
    return next(e for e in panel.doc.root.iter("feld") if e.get("id") == field_id)


def test_every_schema_element_opens_a_form(qtbot, model):
    panel = _panel(qtbot)
    opened = 0
    for path, _spec in model.walk():
        root = etree.Element("spiel", name="x", fenster="40x30")
        element = root
        for tag in path[1:]:
            element = etree.SubElement(element, tag)
        doc = Document(etree.tostring(root))
        target_panel = PropertyPanel(EditTarget(doc), model, language="en")
        qtbot.addWidget(target_panel)
        node = doc.root
        for tag in path[1:]:
            node = node.find(tag)
        target_panel.show_element(node)
        assert target_panel.form is not None or node.tag in ("regel", "level"), path
        opened += 1
    assert opened == len(list(model.walk())) and panel.objectName() == "propertyPanel"


def test_field_form_uses_schema_editors(qtbot):
    panel = _panel(qtbot)
    panel.show_element(_field(panel, "g"))
    editors = panel.form.editors
    assert isinstance(editors["folgefarbe"], EnumEditor)
    assert isinstance(editors["var"], IntEditor)
    assert editors["var"].spin.maximum() == 2147483647
    assert isinstance(
        editors["quelle"] if "quelle" in editors else panel.form.lists["quelle"], object
    )
    assert editors["folgefarbe"].toolTip()
    assert "ziel" in panel.form.lists and "lege" in panel.form.lists


def test_tooltips_follow_language(qtbot):
    english = _panel(qtbot, language="en")
    german = _panel(qtbot, language="de")
    for panel in (english, german):
        panel.show_element(_field(panel, "g"))
    assert (
        english.form.editors["folgefarbe"].toolTip() != german.form.editors["folgefarbe"].toolTip()
    )


def test_inherited_values_override_and_reset(qtbot):
    panel = _panel(qtbot)
    field = _field(panel, "g")
    panel.show_element(field)
    assert panel.form.editors["max"].value() == "13"
    assert panel.form.findChild(object, "inherited_max") is not None
    panel.form.findChild(object, "override_max").click()
    assert field.find("max").text == "13"
    assert panel.form.findChild(object, "reset_max") is not None
    panel.form.findChild(object, "reset_max").click()
    assert field.find("max") is None
    inherited_ziel = panel.form.lists["ziel"].findChildren(object, "inheritedItem")
    assert len(inherited_ziel) == 1


def test_variant_and_level_scope_edit_containers(qtbot):
    panel = _panel(qtbot)
    field = _field(panel, "g")
    panel.show_element(field)
    panel.set_scope("schwer")
    panel.form.set_child("folgewert", "ab")
    regel = field.find("regel")
    assert regel.get("id") == "schwer" and regel.find("folgewert").text == "ab"
    panel.set_scope(None, (2, 4))
    panel.form.set_child("max", "5")
    level = field.find("level")
    assert (level.get("ab"), level.get("bis"), level.find("max").text) == ("2", "4", "5")
    panel.doc.undo_stack.undo()
    panel.doc.undo_stack.undo()
    assert field.find("regel") is None and field.find("level") is None


def test_invalid_values_are_marked(qtbot):
    panel = _panel(qtbot)
    panel.show_element(_field(panel, "t"))
    editor = panel.form.editors["folgewert"]
    assert editor.property("invalid") is True
    assert "Not allowed" in editor.toolTip()
    line = panel.doc.document.line_of(_field(panel, "t").find("folgewert"))

    class P:
        severity, message = "warning", "unknown folgewert value"

    P.line = line
    panel.set_problems([P()])
    assert panel.form.editors["folgewert"].toolTip() == "unknown folgewert value"


def test_card_picker_round_trips():
    for spec in ("Herz 7", "Pik", "K", "zufallswert+3", "zufallsfarbe zufallswert-2", "frei"):
        picker = CardPicker(allow_frei=True)
        picker.set_value(spec)
        assert picker.value() == spec
    assert split("Kreuz zufallswert-4") == ("Kreuz", "zufallswert", -4)
    assert compose("", "zufallswert", 2) == "zufallswert+2"


def test_id_list_picker_offers_fields(qtbot):
    panel = _panel(qtbot)
    panel.show_element(_field(panel, "stock"))
    panel.form.lists["ziel"].add_item()
    editor = panel.form.lists["ziel"].rows[0]["#text"]
    assert isinstance(editor, IdListEditor)
    assert editor.field_ids == ["stock", "g", "t"]
    editor.toggle("t", True)
    # The form is rebuilt from the document after every edit: fetch the new editor.
    panel.form.lists["ziel"].rows[0]["#text"].toggle("g", True)
    assert _field(panel, "stock").find("ziel").text == "g t"


def test_id_lists_show_their_beginning(qtbot):
    editor = IdListEditor(ValueSpec("idlist"), ["quelle"])
    qtbot.addWidget(editor)
    editor.resize(60, 30)
    editor.set_value("quelle#links quelle#rechts")
    assert editor.edit.cursorPosition() == 0


def test_action_and_instruction_forms(qtbot):
    panel = _panel(qtbot)
    action = panel.doc.root.find("aktion")
    panel.show_element(action)
    assert panel.form.editors["@typ"].value() == "legen"
    assert "bedingung" in panel.form.lists
    panel.show_element(action.find("bedingung"))
    assert isinstance(panel.form.editors["@tag"], EnumEditor)
    panel.form.editors["@tag"].set_value("max")
    panel.form.editors["@tag"].value_edited.emit("max")
    assert action.find("bedingung").get("tag") == "max"


def test_game_form_adds_structure(qtbot):
    panel = _panel(qtbot)
    panel.show_element(panel.doc.root)
    assert "karten" in panel.form.editors and "add" in panel.form.lists
    new = panel.form.add_structure("aktion")
    assert new.tag == "aktion" and new.get("typ") == "legen"
    assert panel.element is new
    panel.show_element(panel.doc.root)
    added = panel.form.add_structure("feld")
    assert added.getprevious().tag == "feld" and added.get("typ") == "stapel"


def test_selecting_a_container_edits_its_owner_in_that_scope(qtbot):
    panel = _panel(qtbot)
    field = _field(panel, "g")
    panel.show_element(field)
    panel.set_scope("leicht")
    panel.form.set_child("max", "7")
    container = field.find("regel")
    panel.set_scope(None)
    panel.show_element(container)
    assert panel.element is field and panel.variant.currentData() == "leicht"
    assert panel.form.editors["max"].value() == "7"


def test_scoped_form_shows_what_applies_outside_the_scope(qtbot):
    panel = _panel(qtbot)
    field = _field(panel, "g")
    panel.show_element(field)
    panel.set_scope("schwer")
    # Unset in the variant: the field's own base value and the template's value show.
    assert panel.form.editors["folgefarbe"].value() == "gleich"
    assert "base" in panel.form.findChild(object, "inherited_folgefarbe").text()
    assert panel.form.editors["max"].value() == "13"
    assert "haus" in panel.form.findChild(object, "inherited_max").text()
    panel.form.set_child("folgefarbe", "wechsel")
    panel.refresh()
    assert panel.form.editors["folgefarbe"].value() == "wechsel"
    assert panel.form.findChild(object, "inherited_folgefarbe") is None
    # The game's own tags show their base value in a variant too.
    panel.show_element(panel.doc.root)
    panel.set_scope("schwer")
    assert panel.form.editors["karten"].value() == "52"
    assert panel.form.findChild(object, "inherited_karten") is not None


def test_card_rows_put_their_note_below_and_nothing_is_cut_off(qtbot):
    data = GAME.replace(b"<max>13</max>", b"<max>13</max><folgestart>A</folgestart>")
    panel = _panel(qtbot, data)
    panel.resize(340, 700)
    panel.show_element(_field(panel, "g"))
    card = panel.form.editors["folgestart"]
    override = panel.form.findChild(object, "override_folgestart")
    qtbot.waitUntil(lambda: override.isVisible())
    assert override.mapTo(panel.form, override.rect().topLeft()).y() >= (
        card.mapTo(panel.form, card.rect().bottomLeft()).y()
    )
    max_row = panel.form.findChild(object, "override_max")
    assert abs(max_row.y() - panel.form.editors["max"].y()) < card.height()
    policy = panel.scroll_area.horizontalScrollBarPolicy()
    assert policy != policy.ScrollBarAlwaysOff  # a wide form scrolls instead of hiding controls


def test_an_element_without_single_children_shows_no_empty_box(qtbot):
    from PySide6.QtWidgets import QGroupBox

    data = GAME.replace(b'typ="stock"/>', b'typ="stock"><lege typ="offen">frei</lege></feld>')
    panel = _panel(qtbot, data)
    panel.show_element(next(panel.doc.root.iter("lege")))
    qtbot.waitUntil(lambda: panel.form.isVisible())
    shown = [box.title() for box in panel.form.findChildren(QGroupBox) if box.isVisible()]
    assert "Properties" not in shown


def test_long_texts_show_their_beginning(qtbot):
    long_text = "Ziel: alle Karten ablegen. " * 8
    data = GAME.replace(b"<karten>52</karten>", f"<anleitung>{long_text}</anleitung>".encode())
    panel = _panel(qtbot, data)
    panel.resize(340, 700)
    panel.show_element(panel.doc.root)
    edit = panel.form.editors["anleitung"].edit
    assert edit.text() == long_text.strip()
    assert edit.cursorPosition() == 0


def test_one_line_help_of_unused_tags_ends_in_an_ellipsis_when_cut(qtbot):
    panel = _panel(qtbot)
    panel.resize(340, 700)
    panel.show_element(panel.doc.root)
    hint = panel.form.findChild(object, "hint_add")
    qtbot.waitUntil(lambda: hint.isVisible() and hint.width() > 0)
    full = hint.full_text
    assert hint.fontMetrics().horizontalAdvance(full) > hint.width()  # too long for the panel
    qtbot.waitUntil(lambda: hint.text().endswith("…"))
    assert full.startswith(hint.text()[:-1])
    panel.resize(1600, 700)
    qtbot.waitUntil(lambda: hint.text() == full)
