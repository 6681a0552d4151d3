"""A real LSP client talking to `patstudio lsp` over stdio (one server per test module)."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "schema" / "data"
BASE = (DATA / "valid" / "base.xml").read_text(encoding="utf-8")
SERVER = [sys.executable, "-m", "engine.cli", "lsp"]
_ENV = {**os.environ, "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8", "LANGUAGE": ""}
CONFIG = ClientServerConfig(server_command=SERVER, server_env=_ENV)


def session(locale: str) -> types.InitializeParams:
    """Initialize parameters of a VS Code-like client in a locale."""
    return types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), locale=locale
    )


@pytest_lsp.fixture(config=CONFIG, scope="module")
async def client(lsp_client: LanguageClient):  # type: ignore[no-untyped-def]
    """An English-speaking client with an initialized session."""
    await lsp_client.initialize_session(session("en-US"))
    yield
    await lsp_client.shutdown_session()


_counter = iter(range(1, 1_000_000))


def new_uri(name: str = "game") -> str:
    """A fresh document URI, so tests never see each other's diagnostics."""
    return f"file:///work/{name}-{next(_counter)}.xml"


async def wait_diagnostics(client: LanguageClient, uri: str) -> Sequence[types.Diagnostic]:
    """The next diagnostics published for a URI (fails after ten seconds)."""
    for _ in range(1000):
        if uri in client.diagnostics:
            return client.diagnostics.pop(uri)
        await asyncio.sleep(0.01)
    raise AssertionError(f"no diagnostics for {uri}")


async def open_doc(client: LanguageClient, text: str, name: str = "game") -> tuple[str, list]:
    """Open a document; returns its URI and its first diagnostics."""
    uri = new_uri(name)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="xml", version=1, text=text)
        )
    )
    return uri, list(await wait_diagnostics(client, uri))


async def change_doc(client: LanguageClient, uri: str, text: str, version: int) -> list:
    """Replace a document's whole text; returns the diagnostics published for it."""
    client.diagnostics.pop(uri, None)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    return list(await wait_diagnostics(client, uri))


def position(text: str, snippet: str, shift: int = 0) -> types.Position:
    """The LSP position (UTF-16) of a snippet's first character plus `shift` characters."""
    offset = text.index(snippet) + shift
    before = text[:offset]
    line = before.count("\n")
    column = before[before.rfind("\n") + 1 :]
    return types.Position(line=line, character=len(column.encode("utf-16-le")) // 2)
