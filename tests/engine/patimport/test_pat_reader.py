"""Tolerant reading of `.pat` text, and malformed lines reported with their place."""

from __future__ import annotations

import pytest
from pat_helpers import STOCK, WASTE, pat

from engine.patimport import PatSyntaxError, decode_bytes, read_pat


def test_reads_name_decks_and_piles() -> None:
    parsed, warnings = read_pat(pat("1 83 310 0 16 2 999 1 2001 999 114"))
    assert parsed.name == "T" and parsed.decks == 1 and len(parsed.piles) == 3
    third = parsed.piles[2]
    assert (third.number, third.line, third.count.value, third.x.value) == (3, 5, 1, 83)
    assert third.rules.seq.value == 114 and third.second is None
    assert warnings == []


def test_blank_lines_extra_spaces_and_tabs() -> None:
    text = (
        "\n\n  Mysteriet  \n\n   1\t  2 \n\n" + STOCK.replace(" ", "   ") + "\n\n\n" + WASTE + "\n"
    )
    parsed, _ = read_pat(text)
    assert parsed.name == "Mysteriet"
    assert [p.line for p in parsed.piles] == [7, 10]


def test_danish_letters_in_the_name() -> None:
    parsed, _ = read_pat(pat(name="Kongens Have æøå ÆØÅ"))
    assert parsed.name == "Kongens Have æøå ÆØÅ"


@pytest.mark.parametrize("minus", ["\u2212", "\u2013", "-", "\u2014"])
def test_non_ascii_minus_signs(minus: str) -> None:
    parsed, _ = read_pat(pat(f"1 83 {minus}99 0 0 2 {minus}3 1 1 999 999"))
    assert parsed.piles[2].y.value == -99 and parsed.piles[2].target.value == -3


def test_windows_line_ends_and_bom() -> None:
    text = "\ufeff" + pat().replace("\n", "\r\n")
    parsed, _ = read_pat(text)
    assert parsed.name == "T" and len(parsed.piles) == 2


def test_trailing_annotations_are_ignored() -> None:
    text = pat("1 83 310 0 16 2 999 1 2001 999 114   (3)  < a column pile")
    parsed, _ = read_pat(text)
    assert parsed.piles[2].rules.seq.value == 114


def test_decodes_utf8_and_windows_1252() -> None:
    assert decode_bytes("Æble\n".encode()) == "Æble\n"
    assert decode_bytes("Æble\n".encode("cp1252")) == "Æble\n"


def test_number_columns_are_recorded() -> None:
    parsed, _ = read_pat("T\n1 1\n52  4 4 0 0 0 999 1 1 0 0\n")
    stock = parsed.piles[0]
    assert stock.count.column == 1 and stock.x.column == 5


def test_second_rule_set_numbers() -> None:
    parsed, _ = read_pat(pat("6 4 4 0 16 1 0 1 32 999 1304 2 2 999 104"))
    pile = parsed.piles[2]
    assert pile.rules.mode == 1 and pile.rules.seq_base == 304
    assert pile.second is not None and pile.second.seq.value == 104


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("", 1, 1, "empty"),
        ("T\n", 2, 1, "decks"),
        ("T\n1\n", 2, 1, "2 numbers"),
        ("T\n0 1\n" + STOCK, 2, 1, "decks"),
        ("T\n1 151\n" + STOCK, 2, 3, "piles"),
        ("T\n1 2\n" + STOCK + "\n", 4, 1, "ends before pile 2"),
        ("T\n1 1\n52 4 4 0 x 0 999 1 1 0 0\n", 3, 10, "'x'"),
        ("T\n1 1\n52 4 4 0 0 0 999 1 1 0\n", 3, 23, "expected 11"),
        ("T\n1 2\n" + STOCK + "\n1 2 3 4 5 6 7 8 9 10 11 12\n", 4, 25, "expected 11"),
        ("T\n1 2\n" + STOCK + "\n1 2 3 4 5 6 7 8 9 10 11 1 2 3 4\n", 4, 25, "below 1000"),
        ("T\n1 2\n" + STOCK + "\n1 2 3 4 5 6 7 8 9 10 1011 1 2\n", 4, 30, "expected 15"),
    ],
)
def test_malformed_input_names_the_line(text: str, line: int, column: int, words: str) -> None:
    with pytest.raises(PatSyntaxError) as info:
        read_pat(text, path="bad.pat")
    error = info.value
    assert (error.line, error.column, error.path) == (line, column, "bad.pat")
    assert words in error.message
    assert str(error.to_problem()).startswith(f"bad.pat:{line}:{column}: error:")


def test_missing_second_rule_set_is_a_warning() -> None:
    parsed, warnings = read_pat(pat("1 83 310 0 16 2 999 1 2 999 1104"))
    assert parsed.piles[2].second is None
    assert [(w.code, w.line) for w in warnings] == [("pat-rules2", 5)]


def test_extra_lines_are_reported() -> None:
    _, warnings = read_pat(pat() + "1 2 3 4 5 6 7 8 9 10 11\n")
    assert [(w.code, w.line) for w in warnings] == [("pat-extra", 5)]


def test_control_characters_and_dos_end_of_file() -> None:
    parsed, warnings = read_pat("Na\x07me\n" + pat().split("\n", 1)[1] + "\x1a")
    assert parsed.name == "Name" and warnings == []


def test_old_mac_line_ends() -> None:
    parsed, _ = read_pat(pat().replace("\n", "\r"))
    assert parsed.name == "T" and [p.line for p in parsed.piles] == [3, 4]
