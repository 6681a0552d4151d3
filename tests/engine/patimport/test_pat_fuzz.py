"""Property test: any well-formed `.pat` converts to well-formed XML that checks without errors."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree
from pat_helpers import check_clean

from engine.patimport import convert_pat

DIGITS = st.integers(min_value=0, max_value=9)


@st.composite
def pile_lines(draw: st.DrawFn) -> str:
    """One pile line with random but format-shaped numbers."""
    count = draw(st.integers(0, 6))
    x, y = draw(st.integers(-20, 700)), draw(st.sampled_from([-99, 0, 108, 202, 310, 420]))
    dx, dy = draw(st.sampled_from([0, 1, 16, -16, 30])), draw(st.sampled_from([0, 2, 16, 20, -16]))
    layout = draw(st.integers(0, 9999))
    target = draw(st.sampled_from([999, 0, 13, 26, -1, -4]))
    take = draw(st.integers(0, 7999))
    put = draw(st.integers(0, 29999))
    empty = draw(st.sampled_from([0, 999, 101, 213, 513, 613, 999, 905, 799]))
    seq = draw(st.sampled_from([0, 999]) | st.integers(100, 999))
    mode = draw(st.sampled_from([0, 0, 0, 1, 2, 3, 4, 5, 6, 7]))
    line = f"{count} {x} {y} {dx} {dy} {layout} {target} {take} {put} {empty} {mode * 1000 + seq}"
    if mode:
        line += f" {draw(st.integers(0, 99))} {draw(st.integers(0, 9999))} 999 {draw(st.integers(0, 999))}"
    return line


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    decks=st.integers(1, 3),
    stock_layout=st.sampled_from([0, 2, 100, 200]),
    draw_count=st.integers(0, 3),
    passes=st.sampled_from([0, 1, 2, 999]),
    turn=st.integers(0, 3),
    piles=st.lists(pile_lines(), min_size=1, max_size=8),
)
def test_any_file_converts_and_checks(
    decks: int, stock_layout: int, draw_count: int, passes: int, turn: int, piles: list[str]
) -> None:
    stock = f"{52 * decks} 4 4 0 0 {stock_layout} 999 {draw_count} {passes} {turn} 2"
    text = f"Kabale æøå\n{decks} {len(piles) + 1}\n{stock}\n" + "\n".join(piles) + "\n"
    result = convert_pat(text, path="f.pat")
    root = etree.fromstring(result.xml.encode())
    assert len(root.findall("feld")) in (len(piles) + 1, len(piles) + 2)
    assert all(3 <= w.line <= len(piles) + 3 or w.line == 2 for w in result.warnings)
    check_clean(result.xml)
