"""The language server: pygls handlers over the schema package (`patstudio lsp`)."""

from __future__ import annotations

import argparse
import asyncio
import os
from collections.abc import Sequence

from lsprotocol import types
from pygls.capabilities import get_capability
from pygls.exceptions import JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer

from schema.lsp.completion import completions
from schema.lsp.diagnostics import Finding, findings
from schema.lsp.document import Document
from schema.lsp.hover import hover_at
from schema.lsp.navigation import RenameError, definition, prepare_rename, references, rename
from schema.lsp.quickfix import fixes_for
from schema.lsp.symbols import document_symbols

DEBOUNCE = 0.03
"""Seconds to wait after a change before checking, so fast typing checks once."""
BACKGROUND = 256 * 1024
"""Texts longer than this are checked on a worker thread, so requests are served meanwhile."""
_ENCODINGS = ("utf-8", "utf-16", "utf-32")


def _language(value: object) -> str | None:
    """en or de from a locale such as `de-DE` or `en_US.UTF-8`; None when not given."""
    if not isinstance(value, str) or not value:
        return None
    return "de" if value.lower().startswith("de") else "en"


class PatServer(LanguageServer):
    """Open documents with their latest check results."""

    def __init__(self, language: str | None = None, fallback: str = "en") -> None:
        super().__init__(
            "patstudio", "0.1.0", text_document_sync_kind=types.TextDocumentSyncKind.Incremental
        )
        self.preferred = language
        self.language = language or fallback
        self.documents: dict[str, Document] = {}
        self.checked: dict[str, tuple[Document, list[Finding]]] = {}
        self.pending: dict[str, asyncio.Task[None]] = {}

    def document(self, uri: str) -> Document | None:
        """The open document with this URI (None for URIs the client never opened)."""
        return self.documents.get(uri)

    def offset(self, uri: str, position: types.Position) -> tuple[Document, int] | None:
        """The document and the offset of a position, or None for bad URIs or positions."""
        doc = self.document(uri)
        if doc is None:
            return None
        offset = doc.index.offset(position.line, position.character)
        return None if offset is None else (doc, offset)

    def update(self, uri: str, text: str, version: int | None) -> Document:
        """Replace a document's snapshot (results of the old one are dropped with it)."""
        chosen = self.workspace.position_encoding  # a str enum: compare, don't str() it
        encoding = next((e for e in _ENCODINGS if chosen == e), "utf-16")
        doc = Document(uri, text, version, encoding)
        self.documents[uri] = doc
        return doc

    def findings_of(self, doc: Document) -> list[Finding]:
        """Check results of a snapshot (computed now unless the debounced check has them)."""
        cached = self.checked.get(doc.uri)
        if cached is not None and cached[0] is doc:
            return cached[1]
        found = findings(doc, self.language)
        self.checked[doc.uri] = (doc, found)
        return found

    def schedule(self, uri: str, delay: float) -> None:
        """Check a document after `delay` seconds, dropping a check still waiting for it."""
        task = self.pending.pop(uri, None)
        if task is not None:
            task.cancel()
        self.pending[uri] = asyncio.ensure_future(self._publish_later(uri, delay))

    async def _publish_later(self, uri: str, delay: float) -> None:
        if delay:
            await asyncio.sleep(delay)
        doc = self.document(uri)
        if doc is None:
            return
        if len(doc.text) > BACKGROUND:
            loop = asyncio.get_running_loop()
            found = await loop.run_in_executor(None, _prepare, doc, self.language)
        else:
            found = findings(doc, self.language)
        if self.document(uri) is not doc:
            return  # a newer change arrived meanwhile; its own check publishes
        self.checked[uri] = (doc, found)
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(
                uri=uri, version=doc.version, diagnostics=[f.diagnostic for f in found]
            )
        )


def _prepare(doc: Document, language: str) -> list[Finding]:
    """Check a large document and build its scan and id index (on a worker thread), so later
    hover and completion requests find them ready."""
    found = findings(doc, language)
    _ = doc.ids
    return found


def build(language: str | None = None, fallback: str = "en") -> PatServer:
    """A server with every feature registered; `language` overrides the client's locale,
    `fallback` applies when the client names none."""
    server = PatServer(language, fallback)

    @server.feature(types.INITIALIZE)
    def initialize(ls: PatServer, params: types.InitializeParams) -> None:
        options = params.initialization_options
        chosen = _language(options.get("language")) if isinstance(options, dict) else None
        ls.language = chosen or ls.preferred or _language(params.locale) or ls.language

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: PatServer, params: types.DidOpenTextDocumentParams) -> None:
        item = params.text_document
        ls.update(item.uri, item.text, item.version)
        ls.schedule(item.uri, 0)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: PatServer, params: types.DidChangeTextDocumentParams) -> None:
        uri = params.text_document.uri
        text = ls.workspace.get_text_document(uri).source
        ls.update(uri, text, params.text_document.version)
        ls.schedule(uri, DEBOUNCE)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: PatServer, params: types.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.documents.pop(uri, None)
        ls.checked.pop(uri, None)
        task = ls.pending.pop(uri, None)
        if task is not None:
            task.cancel()
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=[])
        )

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls: PatServer, params: types.HoverParams) -> types.Hover | None:
        found = ls.offset(params.text_document.uri, params.position)
        if found is None:
            return None
        doc, offset = found
        result = hover_at(doc, offset, ls.language)
        if result is None:
            return None
        text, start, end = result
        contents = types.MarkupContent(kind=types.MarkupKind.Markdown, value=text)
        return types.Hover(contents=contents, range=doc.range(start, end))

    @server.feature(
        types.TEXT_DOCUMENT_COMPLETION,
        types.CompletionOptions(trigger_characters=["<", " ", '"', "#"]),
    )
    def completion(ls: PatServer, params: types.CompletionParams) -> types.CompletionList:
        found = ls.offset(params.text_document.uri, params.position)
        snippets = bool(
            get_capability(
                ls.client_capabilities,
                "text_document.completion.completion_item.snippet_support",
                False,
            )
        )
        items = completions(found[0], found[1], ls.language, snippets) if found else []
        return types.CompletionList(is_incomplete=False, items=items)

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    def goto_definition(ls: PatServer, params: types.DefinitionParams) -> list[types.Location]:
        found = ls.offset(params.text_document.uri, params.position)
        return definition(*found) if found else []

    @server.feature(types.TEXT_DOCUMENT_REFERENCES)
    def find_references(ls: PatServer, params: types.ReferenceParams) -> list[types.Location]:
        found = ls.offset(params.text_document.uri, params.position)
        if found is None:
            return []
        return references(*found, params.context.include_declaration)

    @server.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)
    def prepare(ls: PatServer, params: types.PrepareRenameParams) -> types.Range | None:
        found = ls.offset(params.text_document.uri, params.position)
        return prepare_rename(*found) if found else None

    @server.feature(types.TEXT_DOCUMENT_RENAME, types.RenameOptions(prepare_provider=True))
    def do_rename(ls: PatServer, params: types.RenameParams) -> types.WorkspaceEdit | None:
        found = ls.offset(params.text_document.uri, params.position)
        if found is None:
            return None
        try:
            return rename(*found, params.new_name)
        except RenameError as exc:
            raise JsonRpcInvalidParams(str(exc)) from None

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def symbols(ls: PatServer, params: types.DocumentSymbolParams) -> list[types.DocumentSymbol]:
        doc = ls.document(params.text_document.uri)
        return document_symbols(doc, ls.language) if doc else []

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
    )
    def code_action(ls: PatServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        doc = ls.document(params.text_document.uri)
        if doc is None:
            return []
        start = doc.index.offset(params.range.start.line, params.range.start.character)
        end = doc.index.offset(params.range.end.line, params.range.end.character)
        if start is None or end is None:
            return []
        return _actions(ls, doc, start, end)

    return server


def _actions(ls: PatServer, doc: Document, start: int, end: int) -> list[types.CodeAction]:
    actions = []
    seen: set[tuple[str, tuple[tuple[int, int, str], ...]]] = set()
    for finding in ls.findings_of(doc):
        if finding.end < start or finding.start > end:
            continue
        fixes = fixes_for(
            doc, finding.problem, finding.node, finding.attr, (finding.start, finding.end)
        )
        for fix in fixes:
            if (fix.kind, fix.edits) in seen:
                continue  # several problems at one place can share a fix
            seen.add((fix.kind, fix.edits))
            edits = [
                types.TextEdit(range=doc.range(a, b), new_text=text) for a, b, text in fix.edits
            ]
            actions.append(
                types.CodeAction(
                    title=fix.title(ls.language),
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[finding.diagnostic],
                    edit=types.WorkspaceEdit(changes={doc.uri: edits}),
                    is_preferred=fix.kind == "replace",
                )
            )
    return actions


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server over stdio until the client exits it."""
    parser = argparse.ArgumentParser(
        prog="patstudio lsp", description="Language server over stdio."
    )
    parser.add_argument("--stdio", action="store_true", help="talk over stdio (the default)")
    parser.add_argument("--lang", choices=("en", "de"), help="language of messages and help")
    opts = parser.parse_args(argv)
    fallback = _language(os.environ.get("LANGUAGE") or os.environ.get("LANG")) or "en"
    build(opts.lang, fallback).start_io()
    return 0
