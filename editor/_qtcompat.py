"""Work-arounds for defects of the installed Qt binding, applied once at import."""

from __future__ import annotations

import ctypes
import sys

_BOOST = 1 << 30


def protect_bool_singletons() -> None:
    """Guard True/False against PySide6 6.12's extra decref on every signal emission.

    On Python < 3.12 (no immortal objects) PySide6 6.12.0 drops one reference to True
    each time a signal reaches a Python slot; after enough emissions CPython frees True
    and aborts ("bool_dealloc"). Giving True and False a huge reference count makes
    that unreachable. Python 3.12+ makes them immortal, so nothing is done there.
    """
    if sys.version_info >= (3, 12) or getattr(sys, "_patstudio_bool_guard", False):
        return
    from PySide6 import __version__ as pyside_version

    if not pyside_version.startswith("6.12."):
        return
    for singleton in (True, False, None):
        cell = ctypes.c_ssize_t.from_address(id(singleton))
        cell.value += _BOOST
    sys._patstudio_bool_guard = True  # type: ignore[attr-defined]


protect_bool_singletons()
