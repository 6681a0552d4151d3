"""Small tree helpers: whitespace bookkeeping and structural comparison."""

from __future__ import annotations

from lxml import etree

from editor.xmltext import Span


def has_other_lines(parent: etree._Element, span: Span, pspan: Span) -> bool:
    """True when removing the whole line(s) of `span` stays inside the parent's content."""
    return pspan.head_end <= span.start and span.end <= pspan.tail_start


def set_gap(parent: etree._Element, previous: etree._Element | None, gap: str) -> None:
    if gap.strip():
        return
    if previous is None:
        parent.text = gap or None
    else:
        previous.tail = gap or None


def whitespace(parent: etree._Element) -> tuple[str | None, list[str | None]]:
    return parent.text, [child.tail for child in parent]


def restore_whitespace(parent: etree._Element, saved: tuple[str | None, list[str | None]]) -> None:
    parent.text = saved[0]
    for child, tail in zip(parent, saved[1], strict=False):
        child.tail = tail


def same_structure(a: etree._Element, b: etree._Element) -> bool:
    """True when two trees are equal apart from whitespace-only text."""
    if a.tag != b.tag or dict(a.attrib) != dict(b.attrib):
        return False
    if (a.text or "").strip() != (b.text or "").strip():
        return False
    if (a.tail or "").strip() != (b.tail or "").strip() or len(a) != len(b):
        return False
    return all(same_structure(x, y) for x, y in zip(a, b, strict=True))
