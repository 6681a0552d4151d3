"""Go to definition, find references and rename for field, vorlage, regel and aktion ids."""

from __future__ import annotations

import re

from lsprotocol import types

from schema.lsp.document import Document
from schema.lsp.ids import Occurrence

_ID = re.compile(r"[A-Za-z0-9]+")


def _location(doc: Document, o: Occurrence) -> types.Location:
    return types.Location(uri=doc.uri, range=doc.range(o.start, o.end))


def definition(doc: Document, offset: int) -> list[types.Location]:
    """Where the id under the cursor is defined (every field that shares a field id)."""
    o = doc.ids.at(offset)
    if o is None:
        return []
    found = doc.ids.definitions(o.kind).get(o.name, [])
    return [_location(doc, d) for d in found]


def references(doc: Document, offset: int, include_declaration: bool) -> list[types.Location]:
    """Every place the id under the cursor is written."""
    o = doc.ids.at(offset)
    if o is None:
        return []
    return [
        _location(doc, r)
        for r in doc.ids.named(o.kind, o.name)
        if include_declaration or not r.definition
    ]


def prepare_rename(doc: Document, offset: int) -> types.Range | None:
    """The span of the id under the cursor, when it can be renamed."""
    o = doc.ids.at(offset)
    return doc.range(o.start, o.end) if o is not None else None


class RenameError(ValueError):
    """The new name is not a valid id."""


def rename(doc: Document, offset: int, new_name: str) -> types.WorkspaceEdit | None:
    """Edits renaming the id under the cursor everywhere in the file."""
    o = doc.ids.at(offset)
    if o is None:
        return None
    if not _ID.fullmatch(new_name):
        raise RenameError(f"{new_name!r} is not an id: use letters a-z, A-Z and digits only")
    edits = [
        types.TextEdit(range=doc.range(r.start, r.end), new_text=new_name)
        for r in doc.ids.named(o.kind, o.name)
    ]
    return types.WorkspaceEdit(changes={doc.uri: edits})
