"""Offsets between Python strings (code points) and Qt text positions (UTF-16 units)."""

from __future__ import annotations


def utf16(text: str, offset: int) -> int:
    """Qt position (UTF-16 units) of a Python string offset."""
    head = text[:offset]
    return offset if head.isascii() else len(head.encode("utf-16-le", "surrogatepass")) // 2


def from_utf16(text: str, position: int) -> int:
    """Python offset of a Qt position."""
    if text.isascii():
        return min(position, len(text))
    units = 0
    for index, ch in enumerate(text):
        if units >= position:
            return index
        units += 2 if ord(ch) > 0xFFFF else 1
    return len(text)
