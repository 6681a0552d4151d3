"""Offsets and LSP positions: UTF-16 units, line breaks of every kind, clamping."""

from __future__ import annotations

from schema.lsp.textindex import TextIndex


def test_utf16_counts_astral_characters_twice() -> None:
    text = 'a\n<spiel name="\U0001f600ä" x="1"/>'
    index = TextIndex(text)
    offset = text.index('x="1"')
    assert index.position(offset) == (1, 18)
    assert index.offset(1, 18) == offset
    assert TextIndex(text, "utf-8").position(offset) == (1, 21)
    assert TextIndex(text, "utf-32").position(offset) == (1, 17)


def test_line_breaks_and_positions_past_the_end() -> None:
    text = "one\r\ntwo\rthree\nfour"
    index = TextIndex(text)
    assert index.line_count == 4
    assert index.position(text.index("two")) == (1, 0)
    assert index.position(text.index("three")) == (2, 0)
    assert index.offset(3, 2) == text.index("four") + 2
    assert index.offset(0, 99) == 3  # clamped to the end of the line, before \r\n
    assert index.offset(4, 0) is None
    assert index.offset(-1, 0) is None
    assert index.position(10_000) == (3, 4)


def test_problem_columns_and_libxml2_byte_columns() -> None:
    text = "<a>\n  <b>ää</c>\n</a>"
    index = TextIndex(text)
    assert index.from_line_col(2, 3) == text.index("<b>")
    assert index.from_line_byte(2, 10) == text.index("</c>")
    assert index.from_line_col(99, 99) == len(text)
