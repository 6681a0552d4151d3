"""Putting XML on the system clipboard, and taking it off again before Python shuts down."""

from __future__ import annotations

import atexit

from PySide6.QtCore import QMimeData
from PySide6.QtGui import QGuiApplication

PROCESS_CLIPBOARD_PLATFORMS = frozenset(
    {"offscreen", "minimal", "minimalegl", "vnc", "linuxfb", "eglfs", "vkkhrdisplay"}
)
"""Qt platforms with no clipboard of their own: Qt keeps the data in a C++ static that is
destroyed after the interpreter. A `QMimeData` made in Python calls back into Python from its
destructor, so left there it crashed every such process at exit (tests run offscreen).
Desktop platforms delete the data with the application object, while Python is alive."""


def put(text: str, mime_type: str) -> None:
    """Offer `text` as plain text and, byte for byte, under the editor's own MIME type."""
    data = QMimeData()
    data.setText(text)
    data.setData(mime_type, text.encode("utf-8"))
    QGuiApplication.clipboard().setMimeData(data)


@atexit.register
def release() -> None:
    """Drop data on a process-only clipboard while Python can still destroy it (at exit)."""
    app = QGuiApplication.instance()
    if app is not None and QGuiApplication.platformName() in PROCESS_CLIPBOARD_PLATFORMS:
        QGuiApplication.clipboard().clear()
