"""The outline model shared by the editor and the language server (no Qt involved)."""

from __future__ import annotations

from lxml import etree

from schema.outline import describe, group_of, icon_name, sections
from tests.schema.conftest import BASE


def test_sections_group_the_top_level_like_the_editor() -> None:
    root = etree.fromstring(BASE.encode())
    found = sections(root)
    assert {group: len(items) for group, items in found.items()} == {
        "game": 10,
        "variants": 2,
        "templates": 1,
        "fields": 10,
        "actions": 4,
    }
    assert [describe(e) for e in found["variants"]] == [
        "regel drei \u2014 three cards per click, unlimited passes",
        "regel eins \u2014 one card per click, one pass",
    ]
    assert describe(found["fields"][0]) == "stock  \u00b7 stock  (2, 2)"
    assert describe(found["actions"][0]) == "aktion klick #umdrehen"
    assert icon_name(found["templates"][0]) == "template"


def test_containers_go_to_the_group_of_their_content() -> None:
    root = etree.fromstring(
        '<spiel><regel id="a"><feld id="x"/></regel><level ab="1"><aktion typ="klick"/></level>'
        '<regel id="b"/></spiel>'
    )
    assert [group_of(child) for child in root] == ["fields", "actions", "game"]
