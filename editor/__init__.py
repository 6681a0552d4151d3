"""Patience Studio's PySide6 editor: document model, panels and the main window."""

from editor import _qtcompat  # noqa: F401  (must run before any signal is emitted)
