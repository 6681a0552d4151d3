"""A client in a German locale gets German documentation, diagnostics and fix titles; this
client also counts positions in UTF-8 bytes, which the server then follows."""

from __future__ import annotations

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from tests.schema.lsp.conftest import BASE, CONFIG, DATA, open_doc, position, session

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_lsp.fixture(config=CONFIG, scope="module")
async def client(lsp_client: LanguageClient):  # type: ignore[no-untyped-def]
    """A client whose locale is German and whose positions count UTF-8 bytes."""
    params = session("de-DE")
    params.capabilities.general = types.GeneralClientCapabilities(
        position_encodings=[types.PositionEncodingKind.Utf8]
    )
    result = await lsp_client.initialize_session(params)
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    yield
    await lsp_client.shutdown_session()


async def test_german_hover_diagnostics_and_fixes(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position(BASE, '<feld id="t1"', 2),
        )
    )
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    assert "Kartenstapel" in hover.contents.value
    text = (DATA / "mistakes" / "undefined_variant.xml").read_text(encoding="utf-8")
    uri, found = await open_doc(client, text)
    assert found[0].code == "unknown-variant"
    assert "Variante" in found[0].message and "simpel" in found[0].message
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=found[0].range,
            context=types.CodeActionContext(diagnostics=found),
        )
    )
    assert actions and actions[-1].title == "Variante 'simpel' im <regelwerk> anlegen"


async def test_positions_in_utf8_bytes(client: LanguageClient) -> None:
    text = BASE.replace('name="Testhof" fenster="60x40"', 'name="Hof \u00e4\u00f6" fenster="30x18"')
    _, found = await open_doc(client, text)
    window = next(d for d in found if d.code == "window-range")
    line = text.split("\n")[1]
    assert window.range.start.character == len(line[: line.index("30x18")].encode("utf-8"))
