"""The tolerant scanner: elements, attributes and values of broken text, and what lies where."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from schema.lsp.scan import Scan


def test_well_formed_text_gives_the_element_tree() -> None:
    text = '<spiel a="1"><!-- <feld> --><feld id="x" typ=\'y\'><max>3</max></feld><![CDATA[<z>]]></spiel>'
    scan = Scan(text)
    assert [n.tag for n in scan.nodes] == ["spiel", "feld", "max"]
    feld = scan.nodes[1]
    assert feld.path == ["spiel", "feld"] and feld.get("typ") == "y"
    assert scan.text_of(scan.nodes[2]) == "3"
    assert scan.site(text.index("typ") + 1).kind == "attr"
    assert scan.site(text.index("'y'") + 1).kind == "value"
    assert scan.site(text.index("<max>") + 2).kind == "tag"
    assert scan.site(text.index("3</max>")).node is scan.nodes[2]
    assert scan.site(text.index("</feld>") + 3).kind == "close"


def test_broken_text_still_gives_elements() -> None:
    text = '<spiel>\n <feld id="x\n <max>3</max>\n </feld\n <aktion typ="legen"'
    scan = Scan(text)
    assert [(n.tag, n.path) for n in scan.nodes] == [
        ("spiel", ["spiel"]),
        ("feld", ["spiel", "feld"]),
        ("max", ["spiel", "feld", "max"]),
        ("aktion", ["spiel", "aktion"]),
    ]
    assert scan.nodes[3].get("typ") == "legen"
    assert scan.node_at(len(text)) is scan.nodes[3]
    assert scan.mark_around(text.index("</feld") + 2) == (
        text.index("</feld"),
        text.index("</feld") + len("</feld"),
    )


def test_mismatched_end_tags_close_the_matching_element() -> None:
    scan = Scan("<a><b><c></b><d/></a>")
    a, b, c, d = scan.nodes
    assert c.close_start < 0 and c.end == b.close_start
    assert d.parent is a and d.empty


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="<>/=\"' abc!-?[]\n\x00\U0001f600", max_size=80))
def test_any_text_scans_without_error(text: str) -> None:
    scan = Scan(text)
    for offset in range(len(text) + 1):
        site = scan.site(offset)
        assert site.node is scan.root or site.node.start < max(offset, 1) + len(text)
    for node in scan.nodes:
        assert node.start < node.end or node.empty or node.end == len(text)
