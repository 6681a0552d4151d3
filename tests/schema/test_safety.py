"""Hostile or broken input gives one clear problem: no traceback, no hang, no file access."""

from __future__ import annotations

import time

import pytest

from engine.xmlread import MAX_BYTES
from schema import check_bytes, check_file

GOOD_TAIL = (
    b"<programm>1</programm><version>1</version><karten>52</karten>"
    b'<feld id="stock" x="1" y="1" typ="stock"/></spiel>'
)
HEAD = b'<spiel name="T" fenster="40x30">'

LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE spiel [
 <!ENTITY a "lol">
 <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
 <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
 <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
 <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
 <!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
 <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;">
]>
<spiel name="&g;" fenster="40x30"><bemerkung>&g;</bemerkung></spiel>"""
EXTERNAL = b"""<?xml version="1.0"?>
<!DOCTYPE spiel [<!ENTITY geheim SYSTEM "file:///etc/passwd">]>
<spiel name="x" fenster="40x30"><bemerkung>&geheim;</bemerkung></spiel>"""
EXTERNAL_DTD = b"""<?xml version="1.0"?>
<!DOCTYPE spiel SYSTEM "http://example.invalid/evil.dtd">
<spiel name="x" fenster="40x30"/>"""

CASES = {
    "billion laughs": (LAUGHS, {"xml-doctype", "xml-syntax", "xml-entity"}),
    "external entity": (EXTERNAL, {"xml-doctype", "xml-entity", "xml-syntax"}),
    "external dtd": (EXTERNAL_DTD, {"xml-doctype"}),
    "too large": (
        HEAD + b"<bemerkung>" + b"x" * (MAX_BYTES + 10) + b"</bemerkung>" + GOOD_TAIL,
        {"xml-too-large"},
    ),
    "deep nesting": (
        HEAD + b"<regel id='a'>" * 100 + b"</regel>" * 100 + GOOD_TAIL,
        {"xml-too-deep"},
    ),
    "very deep nesting": (b"<a>" * 20000 + b"</a>" * 20000, {"xml-syntax", "xml-too-deep"}),
    "binary junk": (bytes(range(256)) * 40, {"xml-binary"}),
    "latin-1 without declaration": (HEAD.replace(b"T", b"K\xf6nig") + GOOD_TAIL, {"xml-encoding"}),
    "unknown declared encoding": (
        b'<?xml version="1.0" encoding="klingon"?>' + HEAD + GOOD_TAIL,
        {"xml-syntax", "xml-encoding"},
    ),
    "empty file": (b"", {"xml-syntax"}),
    "not xml": (b"hello, world", {"xml-syntax"}),
    "two roots": (HEAD + GOOD_TAIL + HEAD + GOOD_TAIL, {"xml-syntax"}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_hostile_input_gives_one_clear_problem(name: str) -> None:
    data, codes = CASES[name]
    start = time.perf_counter()
    problems = check_bytes(data, "evil.xml")
    assert time.perf_counter() - start < 5
    assert len(problems) == 1, problems
    problem = problems[0]
    assert problem.code in codes, problem
    assert problem.severity.value == "error" and problem.line >= 1 and problem.column >= 1
    assert "Traceback" not in problem.message and "passwd" not in problem.message


def test_encoding_problem_has_a_hint() -> None:
    (problem,) = check_bytes(HEAD.replace(b"T", b"K\xf6nig") + GOOD_TAIL)
    assert "UTF-8" in problem.message


def test_declared_latin1_is_fine() -> None:
    data = b'<?xml version="1.0" encoding="ISO-8859-1"?>' + HEAD.replace(b"T", b"K\xf6nig")
    assert check_bytes(data + GOOD_TAIL) == []


def test_utf16_file_is_read() -> None:
    text = (HEAD + GOOD_TAIL).decode()
    assert check_bytes(text.encode("utf-16")) == []


def test_unreadable_path(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (problem,) = check_file(tmp_path / "missing.xml")
    assert problem.code == "io"


def _cut(text: bytes, start: int, length: int, insert: bytes) -> bytes:
    start %= max(len(text), 1)
    return text[:start] + insert + text[start + length :]


def test_random_damage_never_raises() -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from tests.schema.conftest import BASE

    data = BASE.encode()

    @settings(max_examples=150, deadline=None, derandomize=True)
    @given(
        st.integers(0, len(data)),
        st.integers(0, 40),
        st.sampled_from([b"", b"<", b">", b"</", b'"', b"&", b"<feld>", b"\xff", b"x"]),
    )
    def damaged(start: int, length: int, insert: bytes) -> None:
        problems = check_bytes(_cut(data, start, length, insert), "d.xml")
        assert all(p.line >= 1 and p.column >= 1 for p in problems)

    damaged()
