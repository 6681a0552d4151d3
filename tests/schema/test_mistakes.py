"""The mistakes found in the tutorial and the reference are reported on their lines."""

from __future__ import annotations

import pytest

from schema import check_file
from tests.schema.conftest import DATA

# file -> (code, line, column or None, words the message must contain)
MISTAKES = {
    "broken_end_tag.xml": ("xml-syntax", 7, 30, "</richtung>"),
    "undefined_variant.xml": ("unknown-variant", 16, 12, "simpel"),
    "deal_once.xml": ("wiederholung-one", 11, 7, "write 0"),
    "template_closed_by_feld.xml": ("xml-syntax", 7, None, "</vorlage>"),
    "doubled_gt.xml": ("xsd-text", 8, 3, "stray '>'"),
    "action_closed_by_aktion.xml": ("xml-syntax", 11, None, "</abschluss>"),
    "small_window.xml": ("window-range", 1, 27, "32x20"),
}


@pytest.mark.parametrize("name", sorted(MISTAKES))
def test_mistake_is_reported_on_its_line(name: str) -> None:
    code, line, column, words = MISTAKES[name]
    problems = check_file(DATA / "mistakes" / name)
    hits = [p for p in problems if p.code == code and p.line == line]
    assert hits, problems
    assert column is None or hits[0].column == column
    assert words in hits[0].message


def test_load_errors_give_exactly_one_problem() -> None:
    for name in (
        "broken_end_tag.xml",
        "template_closed_by_feld.xml",
        "action_closed_by_aktion.xml",
    ):
        assert len(check_file(DATA / "mistakes" / name)) == 1


def test_did_you_mean_for_values_and_tags() -> None:
    text = (
        (DATA / "valid" / "base.xml")
        .read_text()
        .replace("<folgefarbe>wechsel</folgefarbe>", "<folgefarbe>wechsle</folgefarbe>", 1)
        .replace("<folgewert>ab</folgewert>", "<folgewerte>ab</folgewerte>", 1)
    )
    from schema import check_bytes

    messages = [p.message for p in check_bytes(text.encode())]
    assert any("did you mean 'wechsel'" in m for m in messages)
    assert any("did you mean <folgewert>" in m for m in messages)
