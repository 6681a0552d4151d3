"""Hover, completion, navigation, rename and symbols through a real client."""

from __future__ import annotations

import pytest
from lsprotocol import types
from lxml import etree
from pytest_lsp import LanguageClient

from schema import XSD_PATH
from tests.schema.lsp.conftest import BASE, open_doc, position

pytestmark = pytest.mark.asyncio(loop_scope="module")
XS = "{http://www.w3.org/2001/XMLSchema}"
DOC = types.TextDocumentIdentifier


def _xsd_doc(tag: str, language: str) -> str:
    """The XSD's documentation of an element, in one language."""
    root = etree.parse(str(XSD_PATH)).getroot()
    for element in root.iter(f"{XS}element"):
        if element.get("name") == tag:
            for doc in element.iter(f"{XS}documentation"):
                if doc.get("{http://www.w3.org/XML/1998/namespace}lang", "en") == language:
                    return " ".join((doc.text or "").split())
    raise AssertionError(tag)


async def _hover(client: LanguageClient, uri: str, text: str, snippet: str, shift: int) -> str:
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=DOC(uri=uri), position=position(text, snippet, shift))
    )
    assert result is not None and isinstance(result.contents, types.MarkupContent)
    return result.contents.value


async def test_hover_on_feld_shows_the_tag_documentation(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    text = await _hover(client, uri, BASE, '<feld id="t1"', 2)
    assert "<feld>" in text and _xsd_doc("feld", "en") in text
    attr = await _hover(client, uri, BASE, 'typ="stapel"', 1)
    assert "required" in attr and "vorlage" in attr
    value = await _hover(client, uri, BASE, "<folgefarbe>wechsel", 14)
    assert "`wechsel`" in value and "`gleich`" in value


async def test_hover_resolves_card_specs_and_references(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    assert "every king" in await _hover(client, uri, BASE, "<folgestart>K<", 12)
    field = await _hover(client, uri, BASE, "<fuellen>vorrat", 10)
    assert "field `vorrat`" in field and "reserve" in field and "line 47" in field
    template = await _hover(client, uri, BASE, 'typ="haus"/>', 6)
    assert "template `haus`" in template
    chain = await _hover(client, uri, BASE, "ziel#nachbar", 8)
    assert "nachbar" in chain and "t1, t2" in chain


async def _labels(client: LanguageClient, uri: str, pos: types.Position) -> list[str]:
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=DOC(uri=uri), position=pos)
    )
    items = result.items if isinstance(result, types.CompletionList) else result or []
    return [item.label for item in sorted(items, key=lambda i: i.sort_text or "")]


async def test_completion_on_a_new_line_inside_feld_offers_child_tags(
    client: LanguageClient,
) -> None:
    marker = "<max>13</max>\n    <richtung>unten</richtung>\n    <eng>8"
    text = BASE.replace(marker, "\n    " + marker, 1)
    uri, _ = await open_doc(client, text)
    labels = await _labels(client, uri, position(text, marker, -5))
    assert "folgefarbe" in labels and "ziel" in labels and "richtung" in labels
    assert labels.index("ziel") < labels.index("folgefarbe") < labels.index("richtung")
    assert "spiel" not in labels and "bedingung" not in labels
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=DOC(uri=uri), position=position(text, marker, -5))
    )
    assert isinstance(result, types.CompletionList)
    item = next(i for i in result.items if i.label == "folgefarbe")
    assert item.text_edit is not None and item.text_edit.new_text == "<folgefarbe>$0</folgefarbe>"
    assert item.insert_text_format == types.InsertTextFormat.Snippet


async def test_completion_of_attributes_values_ids_and_cards(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    assert await _labels(client, uri, position(BASE, "<folgefarbe>wechsel", 12)) == [
        "gleich",
        "ungleich",
        "wechsel",
        "frei",
    ]
    fields = await _labels(client, uri, position(BASE, "<fuellen>vorrat", 9))
    assert {"stock", "abwurf", "vorrat", "t1", "t2", "zelle"} <= set(fields)
    templates = await _labels(client, uri, position(BASE, 'typ="haus"/>', 5))
    assert templates[0] == "haus" and "stapel" in templates
    jumps = await _labels(client, uri, position(BASE, "<erfolg>", 8))
    assert {"naechste", "umdrehen", "paar", "voll"} <= set(jumps)
    cards = await _labels(client, uri, position(BASE, "<folgestart>K<", 12))
    assert {"Herz", "K", "Pik 10", "frei"} <= set(cards)
    variants = await _labels(client, uri, position(BASE, '<regel id="drei">\n      <ziel', 11))
    assert variants == ["drei", "eins"]
    attrs = await _labels(client, uri, position(BASE, '<feld id="zelle" ', 17))
    assert "kuerzel" in attrs and "id" not in attrs


async def test_completion_closes_the_open_tag_and_hover_explains_misplaced_tags(
    client: LanguageClient,
) -> None:
    text = BASE.replace("<richtung>rechts</richtung>", "<richtung>rechts</ri", 1)
    text = text.replace("<karten>52</karten>", "<aktion><karten>52</karten></aktion>", 1)
    uri, _ = await open_doc(client, text)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=DOC(uri=uri), position=position(text, "rechts</ri", 10)
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result or []
    assert [(i.label, i.text_edit.new_text) for i in items if i.text_edit] == [
        ("richtung", "richtung>")
    ]
    misplaced = await _hover(client, uri, text, "<karten>52", 2)
    assert "<karten>" in misplaced and len(misplaced) > len("**`<karten>`**")


async def test_definition_references_and_rename(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    use = position(BASE, "<fuellen>vorrat", 10)
    found = await client.text_document_definition_async(
        types.DefinitionParams(text_document=DOC(uri=uri), position=use)
    )
    assert isinstance(found, list) and len(found) == 1
    assert found[0].range.start == position(BASE, 'id="vorrat"', 4)
    refs = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=DOC(uri=uri),
            position=use,
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert refs is not None and len(refs) == 1 + BASE.count(">vorrat<") + BASE.count('"vorrat"') - 1
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=DOC(uri=uri), position=use, new_name="reserve2")
    )
    assert edit is not None and edit.changes is not None
    assert len(edit.changes[uri]) == len(refs)
    assert all(e.new_text == "reserve2" for e in edit.changes[uri])
    action = position(BASE, 'id="umdrehen"', 5)
    defs = await client.text_document_definition_async(
        types.DefinitionParams(text_document=DOC(uri=uri), position=action)
    )
    assert isinstance(defs, list) and len(defs) == 1


async def test_rename_variants_and_templates_everywhere(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    for snippet, shift, count in (('<regel id="drei">three', 12, 2), ('<vorlage id="haus"', 14, 5)):
        at = position(BASE, snippet, shift)
        span = await client.text_document_prepare_rename_async(
            types.PrepareRenameParams(text_document=DOC(uri=uri), position=at)
        )
        assert isinstance(span, types.Range) and span.start.line == at.line
        edit = await client.text_document_rename_async(
            types.RenameParams(text_document=DOC(uri=uri), position=at, new_name="neu")
        )
        assert edit is not None and edit.changes is not None
        assert len(edit.changes[uri]) == count, snippet
    nothing = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=DOC(uri=uri), position=position(BASE, "<max>"))
    )
    assert nothing is None


async def test_document_symbols_follow_the_editor_outline(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    result = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=DOC(uri=uri))
    )
    assert result is not None
    names = [s.name for s in result if isinstance(s, types.DocumentSymbol)]
    assert names == [
        "Game settings \u2014 Testhof",
        "Variants (2)",
        "Templates (1)",
        "Fields (10)",
        "Actions (4)",
    ]
    fields = next(s for s in result if s.name == "Fields (10)")
    assert isinstance(fields, types.DocumentSymbol) and fields.children
    assert fields.children[0].name == "stock  \u00b7 stock  (2, 2)"
