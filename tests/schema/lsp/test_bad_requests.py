"""Bad requests get an empty result or an LSP error, and the server keeps running."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

from tests.schema.lsp.conftest import BASE, change_doc, open_doc, position

pytestmark = pytest.mark.asyncio(loop_scope="module")
DOC = types.TextDocumentIdentifier


async def _still_running(client: LanguageClient) -> None:
    uri, found = await open_doc(client, BASE)
    assert found == []
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=DOC(uri=uri), position=position(BASE, "<feld", 2))
    )
    assert result is not None


async def test_unknown_uri_gets_empty_results(client: LanguageClient) -> None:
    nowhere = DOC(uri="file:///nowhere/never-opened.xml")
    at = types.Position(line=0, character=0)
    assert (
        await client.text_document_hover_async(
            types.HoverParams(text_document=nowhere, position=at)
        )
        is None
    )
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=nowhere, position=at)
    )
    assert completion is None or not completion.items  # type: ignore[union-attr]
    assert not await client.text_document_definition_async(
        types.DefinitionParams(text_document=nowhere, position=at)
    )
    assert not await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=nowhere)
    )
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=nowhere.uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text="<spiel/>")],
        )
    )
    await _still_running(client)


async def test_positions_past_the_end_get_empty_results(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    doc = DOC(uri=uri)
    far = types.Position(line=10_000, character=5)
    assert (
        await client.text_document_hover_async(types.HoverParams(text_document=doc, position=far))
        is None
    )
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc, position=far)
    )
    assert completion is None or not completion.items  # type: ignore[union-attr]
    refs = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc,
            position=far,
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert not refs
    wide = types.Position(line=2, character=10_000)
    await client.text_document_hover_async(types.HoverParams(text_document=doc, position=wide))
    await _still_running(client)


async def test_binary_and_huge_content_give_one_diagnostic(client: LanguageClient) -> None:
    _, binary = await open_doc(client, "<spiel>\x00\x01\x02\ufffd</spiel>")
    assert [d.code for d in binary] == ["xml-binary"]
    _, huge = await open_doc(client, "<spiel>" + "x" * (5 * 1024 * 1024) + "</spiel>")
    assert [d.code for d in huge] == ["xml-too-large"]
    _, garbage = await open_doc(client, "\ufeff\u00e4<<<>>>&&&\U0001f600")
    assert len(garbage) == 1 and garbage[0].code.startswith("xml-")
    await _still_running(client)


async def test_invalid_rename_is_an_lsp_error(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    with pytest.raises(JsonRpcException):
        await client.text_document_rename_async(
            types.RenameParams(
                text_document=DOC(uri=uri),
                position=position(BASE, "<fuellen>vorrat", 10),
                new_name="not an id!",
            )
        )
    await _still_running(client)


async def test_broken_text_keeps_hover_and_completion_working(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    broken = BASE.replace("</feld>", "</feld", 3).replace('id="t2"', 'id="t2')
    found = await change_doc(client, uri, broken, 2)
    assert [d.code for d in found] == ["xml-syntax"]
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=DOC(uri=uri), position=position(broken, "<folgefarbe>", 2))
    )
    assert result is not None
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=DOC(uri=uri))
    )
    assert symbols
