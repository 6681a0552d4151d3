"""The main window offers everything the `Host` protocol promises to menus and file operations."""

from __future__ import annotations

from editor.checker import Checked
from editor.document import Document
from editor.host import Host


def _members(protocol: type) -> set[str]:
    """Attribute and method names a protocol declares (not those of `Protocol` itself)."""
    names = set(protocol.__annotations__)
    names |= {n for n, v in vars(protocol).items() if callable(v) or isinstance(v, property)}
    return {n for n in names if not n.startswith("_")}


def test_main_window_has_every_host_member(window) -> None:  # noqa: ANN001
    missing = sorted(name for name in _members(Host) if not hasattr(window, name))
    assert missing == []


def test_document_has_every_member_the_checker_reads(window) -> None:  # noqa: ANN001
    doc = Document(b"<spiel/>")
    missing = sorted(name for name in _members(Checked) if not hasattr(doc, name))
    assert missing == []
