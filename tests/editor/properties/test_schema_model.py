"""The XSD introspection model: child tags, attributes, value kinds, ranges and documentation."""

from __future__ import annotations


def test_root_and_top_level_children(model):
    root = model.root
    assert root.name == "spiel"
    names = [c.name for c in root.children]
    for tag in ("programm", "version", "karten", "vorlage", "feld", "aktion", "regel"):
        assert tag in names
    attrs = {a.name: a for a in root.attributes}
    assert attrs["name"].required and attrs["fenster"].required


def test_field_value_kinds(model):
    feld = model.for_path(["spiel", "feld"])
    kinds = {
        c.name: feld.child(c.name).text.kind
        for c in feld.children
        if feld.child(c.name).text is not None
    }
    assert kinds["folgefarbe"] == "enum"
    assert kinds["folgestart"] == "card"
    assert kinds["quelle"] == "idlist"
    assert kinds["var"] == "int"
    var = feld.child("var").text
    assert (var.low, var.high) == (0, 2147483647)
    maximum = feld.child("max").text
    assert maximum.open and "frei" in maximum.enumeration and maximum.high == 208
    assert maximum.is_valid("13") and maximum.is_valid("frei") and not maximum.is_valid("x")


def test_documentation_in_both_languages(model):
    feld = model.for_path(["spiel", "feld"])
    doc = feld.child("ziel").doc
    assert doc.text("en") and doc.text("de") and doc.text("en") != doc.text("de")
    fenster = next(a for a in model.root.attributes if a.name == "fenster")
    assert "W" in fenster.doc.text("en")


def test_walk_reaches_every_declaration(model):
    paths = {"/".join(p) for p, _ in model.walk()}
    for path in (
        "spiel/feld",
        "spiel/aktion",
        "spiel/beginn/bedingung",
        "spiel/regelwerk/regel",
        "spiel/vorlage/lege",
        "spiel/beginn/lege",
    ):
        assert path in paths
    assert len(paths) > 50


def test_for_element_follows_ancestors(model):
    from lxml import etree

    root = etree.fromstring(
        b'<spiel><aktion typ="legen"><lege feld="a">b</lege></aktion>'
        b'<feld id="a"><lege typ="offen" quelle="s"/></feld></spiel>'
    )
    action_lege = model.for_element(root[0][0])
    field_lege = model.for_element(root[1][0])
    assert {a.name for a in action_lege.attributes} != {a.name for a in field_lege.attributes}
    assert model.for_element(etree.SubElement(root, "unbekannt")) is None
