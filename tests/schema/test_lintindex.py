"""The raw-tree index walk (schema/lintindex.py) behind `LintContext.index`."""

from __future__ import annotations

from engine.xmlread import parse_bytes
from schema.lintctx import LintContext, build_index, content_list

GAME = b"""<?xml version="1.0"?>
<spiel>
  <vorlage id="reihe" typ="reihe">
    <beziehung id="weiter">a <!-- x --> b</beziehung>
    <sperre id="s1">ja</sperre>
    <anzeige>ohne id</anzeige>
  </vorlage>
  <feld id="f1" typ="reihe">
    <beziehung id="vor"> f2 </beziehung>
    <beziehung>f1</beziehung>
    <schiebsperre id="t1">ja</schiebsperre>
  </feld>
  <feld typ="ablage"><lege>frei</lege></feld>
  <aktion typ="legen" id="a1"><bedingung feld="ziel" tag="id">f1</bedingung></aktion>
  <regelwerk><regel id="v1"/><!-- c --><regel id="v2"/></regelwerk>
  <ende/>
</spiel>
"""


def test_the_index_lists_fields_links_names_actions_and_variants() -> None:
    root = parse_bytes(GAME).root
    index = build_index(root)
    top = content_list(root)
    assert index.top == top
    assert [e.tag for e in index.fields] == ["feld", "feld"]
    assert [e.tag for e in index.templates] == ["vorlage"]
    assert [e.tag for e in index.actions] == ["aktion", "ende"]
    assert index.regelwerk is top[4]
    assert [v.get("id") for v in index.variants] == ["v1", "v2"]
    assert list(index.ids.values()) == ["f1", None]
    assert index.links == {"f1": {"vor": {"f2"}, "": {"f1"}}, "*reihe": {"weiter": {"a  b"}}}
    assert index.named == {"sperre": {"s1"}, "schiebsperre": {"t1"}}
    assert sorted(index.link_of.values(), key=str) == [("vor", "f2"), (None, "f1")]
    assert index.field_ids == {"f1", ""}
    assert index.link_names == {"vor", "", "weiter"}


def test_the_context_builds_the_same_index_with_its_cached_children() -> None:
    parsed = parse_bytes(GAME)
    ctx = LintContext(parsed)
    plain = build_index(parsed.root)
    assert ctx.index.top == plain.top
    assert ctx.index.links == plain.links
    assert ctx.index.named == plain.named
    assert list(ctx.index.ids.values()) == list(plain.ids.values())
