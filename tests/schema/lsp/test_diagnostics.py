"""Diagnostics through a real client: the same problems as `patstudio lint`, exact ranges,
cleared by a fixing change, and quick fixes that remove them."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from schema import check_bytes
from tests.schema.lsp.conftest import BASE, DATA, change_doc, open_doc, position, wait_diagnostics
from tests.schema.test_mistakes import MISTAKES

pytestmark = pytest.mark.asyncio(loop_scope="module")


def _apply(text: str, edits: list[types.TextEdit]) -> str:
    """Apply text edits (LSP positions, ASCII text) from the last to the first."""
    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)

    def offset(p: types.Position) -> int:
        return starts[p.line] + p.character

    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    return text


@pytest.mark.parametrize("name", sorted(MISTAKES))
async def test_each_broken_file_gets_a_diagnostic_on_its_line(
    client: LanguageClient, name: str
) -> None:
    code, line, column, words = MISTAKES[name]
    _, found = await open_doc(client, (DATA / "mistakes" / name).read_text(encoding="utf-8"))
    hits = [d for d in found if d.code == code and d.range.start.line == line - 1]
    assert hits, found
    assert words in hits[0].message
    assert hits[0].source == "patstudio"
    if code == "xml-syntax":
        assert len(found) == 1
    elif column is not None:
        assert hits[0].range.start.character >= column - 1


# file -> (broken text, its fix): the change an author would make
FIXES = {
    "action_closed_by_aktion.xml": ("</aktion>", "</abschluss>"),
    "broken_end_tag.xml": ("</richtung<", "</richtung>"),
    "deal_once.xml": ("<wiederholung>1<", "<wiederholung>0<"),
    "doubled_gt.xml": ('"variante1">>', '"variante1">'),
    "small_window.xml": ('fenster="30x18"', 'fenster="40x30"'),
    "template_closed_by_feld.xml": ("</feld>", "</vorlage>"),
    "undefined_variant.xml": ('"simpel"', '"einer"'),
}


@pytest.mark.parametrize("name", sorted(MISTAKES))
async def test_each_fixing_change_clears_its_diagnostic(client: LanguageClient, name: str) -> None:
    code, line, _, _ = MISTAKES[name]
    text = (DATA / "mistakes" / name).read_text(encoding="utf-8")
    uri, found = await open_doc(client, text)
    assert any(d.code == code for d in found)
    old, new = FIXES[name]
    fixed = await change_doc(client, uri, text.replace(old, new, 1), 2)
    assert not [d for d in fixed if d.code == code and d.range.start.line == line - 1], fixed
    assert not [d for d in fixed if d.severity == types.DiagnosticSeverity.Error], fixed


async def test_a_fixing_change_clears_the_diagnostic(client: LanguageClient) -> None:
    text = (DATA / "mistakes" / "undefined_variant.xml").read_text(encoding="utf-8")
    uri, found = await open_doc(client, text)
    assert [d.code for d in found] == ["unknown-variant"]
    assert await change_doc(client, uri, text.replace('"simpel"', '"einer"'), 2) == []
    broken = (DATA / "mistakes" / "broken_end_tag.xml").read_text(encoding="utf-8")
    again = await change_doc(client, uri, broken, 3)
    assert [d.code for d in again] == ["xml-syntax"]
    assert await change_doc(client, uri, broken.replace("</richtung<", "</richtung>"), 4) == []


async def test_same_problems_as_lint_with_exact_ranges(client: LanguageClient) -> None:
    text = (
        BASE.replace("<folgefarbe>wechsel</folgefarbe>", "<folgefarbe>wechsle</folgefarbe>", 1)
        .replace("<folgewert>ab</folgewert>", "<folgewerte>ab</folgewerte>", 1)
        .replace("<fuellen>vorrat</fuellen>", "<fuellen>vorat</fuellen>")
        .replace('kuerzel="H"', 'kuerzl="H"')
    )
    _, found = await open_doc(client, text)
    lint = check_bytes(text.encode())
    assert sorted((d.code, d.range.start.line + 1) for d in found) == sorted(
        (p.code, p.line) for p in lint
    )
    lines = text.split("\n")

    def covered(d: types.Diagnostic) -> str:
        assert d.range.start.line == d.range.end.line
        return lines[d.range.start.line][d.range.start.character : d.range.end.character]

    by_code = {d.code: d for d in found}
    assert covered(by_code["xsd-bad-value"]) == "wechsle"
    assert "did you mean 'wechsel'" in by_code["xsd-bad-value"].message
    assert covered(by_code["xsd-unknown-tag"]) == "folgewerte"
    assert covered(by_code["unknown-field"]) == "vorat"
    assert covered(by_code["xsd-unknown-attribute"]) == "kuerzl"
    assert by_code["xsd-bad-value"].severity == types.DiagnosticSeverity.Error


async def _fixes(client: LanguageClient, uri: str, d: types.Diagnostic) -> list[types.CodeAction]:
    result = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=d.range,
            context=types.CodeActionContext(diagnostics=[d]),
        )
    )
    return [a for a in result or [] if isinstance(a, types.CodeAction)]


async def test_quick_fixes_remove_the_problems(client: LanguageClient) -> None:
    text = (
        BASE.replace("<folgewert>ab</folgewert>", "<folgewerte>ab</folgewerte>", 1)
        .replace("<fuellen>vorrat</fuellen>", "<fuellen>vorat</fuellen>")
        .replace("  <programm>241010</programm>\n", "")
        .replace(
            '<regel id="eins">\n      <wiederholung>', '<regel id="zwei">\n      <wiederholung>'
        )
    )
    uri, found = await open_doc(client, text)
    codes = {d.code for d in found}
    assert {"xsd-unknown-tag", "unknown-field", "missing-tag", "unknown-variant"} <= codes
    fixed, titles = text, []
    for _ in range(len(found)):
        uri, now = await open_doc(client, fixed)
        if not now:
            break
        d = now[0]
        actions = await _fixes(client, uri, d)
        assert actions, d
        action = actions[-1] if d.code == "unknown-variant" else actions[0]
        titles.append(action.title)
        assert action.edit is not None and action.edit.changes is not None
        fixed = _apply(fixed, list(action.edit.changes[uri]))
    assert "Replace with 'folgewert'" in titles
    assert "Add <programm>" in titles
    assert "Define variant 'zwei' in <regelwerk>" in titles
    assert check_bytes(fixed.encode()) == []
    assert "<folgewert>ab</folgewert>" in fixed and '<regel id="zwei">zwei</regel>' in fixed


async def test_no_quick_fix_for_a_range_without_problems(client: LanguageClient) -> None:
    uri, _ = await open_doc(client, BASE)
    start = position(BASE, "<karten>")
    result = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=start, end=start),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    assert not result


async def test_missing_attributes_can_be_added(client: LanguageClient) -> None:
    text = BASE.replace('<feld id="zelle" x="50" y="12" typ="keller">', '<feld id="zelle">')
    uri, found = await open_doc(client, text)
    missing = [d for d in found if d.code == "xsd-missing-attribute"]
    assert len(missing) == 3
    assert all(d.range.start == position(text, '<feld id="zelle"', 1) for d in missing)
    actions = await _fixes(client, uri, missing[0])
    assert [a.title for a in actions] == ["Add attribute x", "Add attribute y", "Add attribute typ"]


async def test_ranges_count_utf16_units(client: LanguageClient) -> None:
    text = BASE.replace(
        'name="Testhof" fenster="60x40"', 'name="Hof \U0001f0a1\u00e4" fenster="30x18"'
    )
    _, found = await open_doc(client, text)
    window = next(d for d in found if d.code == "window-range")
    assert window.range.start == position(text, '30x18"')
    assert window.range.end == position(text, '30x18"', 5)
    line = text.split("\n")[1]
    assert window.range.start.character == len(line[: line.index("30x18")].encode("utf-16-le")) // 2


async def test_incremental_changes_are_applied(client: LanguageClient) -> None:
    text = (DATA / "mistakes" / "undefined_variant.xml").read_text(encoding="utf-8")
    uri, found = await open_doc(client, text)
    assert [d.code for d in found] == ["unknown-variant"]
    start = position(text, "simpel")
    client.diagnostics.pop(uri, None)
    for version, word in enumerate(("e", "ei", "ein", "eine", "einer"), 2):
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[
                    types.TextDocumentContentChangePartial(
                        range=types.Range(
                            start=start,
                            end=types.Position(
                                line=start.line, character=start.character + len("simpel")
                            )
                            if version == 2
                            else types.Position(
                                line=start.line, character=start.character + version - 2
                            ),
                        ),
                        text=word,
                    )
                ],
            )
        )
    assert not await wait_diagnostics(client, uri)
