"""Hardened XML reading refuses hostile or broken input with a clear place."""

import pytest

from engine.errors import LoadError
from engine.xmlread import MAX_BYTES, parse_bytes

LAUGHS = (
    b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
    b'<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>'
    b"<spiel>&lol2;</spiel>"
)
EXTERNAL = (
    b'<?xml version="1.0"?><!DOCTYPE s [<!ENTITY x SYSTEM "file:///etc/passwd">]><spiel>&x;</spiel>'
)


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (LAUGHS, "xml-doctype"),
        (EXTERNAL, "xml-doctype"),
        (
            b'<?xml version="1.0"?>\n<!DOCTYPE spiel SYSTEM "http://example.invalid/x.dtd">\n<spiel/>',
            "xml-doctype",
        ),
        (b"<spiel>" + b"<a>" * 200 + b"</a>" * 200 + b"</spiel>", "xml-too-deep"),
        (b"\x00\x01\x02binary", "xml-binary"),
        (b"<spiel><feld></spiel>", "xml-syntax"),
        (b"<spiel>\xff\xfe\xfa</spiel>", "xml-syntax"),
    ],
)
def test_hostile_or_broken_input_is_refused(data: bytes, code: str) -> None:
    with pytest.raises(LoadError) as info:
        parse_bytes(data, "f.xml")
    assert info.value.code == code
    assert info.value.line >= 1 and info.value.column >= 1
    assert "f.xml" in str(info.value)


def test_oversized_file_is_refused() -> None:
    with pytest.raises(LoadError) as info:
        parse_bytes(b" " * (MAX_BYTES + 1))
    assert info.value.code == "xml-too-large"


def test_mismatched_tag_has_line_and_column() -> None:
    with pytest.raises(LoadError) as info:
        parse_bytes(b"<spiel>\n  <feld>\n  </feld2>\n</spiel>")
    assert info.value.line == 3


def test_comments_and_lines_are_kept() -> None:
    parsed = parse_bytes(b"<spiel>\n<!-- note -->\n<feld id='a'/>\n</spiel>")
    assert parsed.root[0].text == " note "
    assert parsed.root[1].sourceline == 3
    assert parsed.position(parsed.root[1], "id") == (3, 7)


def test_latin1_declared_encoding() -> None:
    parsed = parse_bytes(
        '<?xml version="1.0" encoding="ISO-8859-1"?><spiel name="Kö"/>'.encode("latin-1")
    )
    assert parsed.root.get("name") == "Kö"
