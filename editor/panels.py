"""Panel registry: how every dock and central view is declared and found."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from editor.document import Document

Area = Literal["left", "right", "bottom", "center"]


class Panel(Protocol):
    """What the main window expects from a panel widget."""

    def set_document(self, document: Document | None) -> None:
        """Show this document (None: no document is current)."""


@dataclass(frozen=True)
class PanelSpec:
    """Declares one panel: its widget object name, title, factory and place."""

    name: str
    """Object name of the panel widget (design.md), e.g. `layoutCanvas`."""
    title: Callable[[], str]
    """Translated title, evaluated after the translator is installed."""
    factory: Callable[[QWidget], QWidget]
    """Builds the widget for the window it goes into; it must have `set_document(doc | None)`."""
    area: Area = "right"
    order: int = 100
    """Lower comes first (in its area, in the View menu and among central tabs)."""
    tabify_with: str | None = None
    """Name of a panel in the same area to share tabs with."""
    visible: bool = True
    """Shown on first start (later the saved layout decides)."""
    shortcut: str | None = None


_REGISTRY: dict[str, PanelSpec] = {}

PANEL_MODULES = (
    "editor.canvas",
    "editor.palette",
    "editor.properties",
    "editor.flow",
    "editor.play",
    "editor.debugger",
    "editor.builtin_panels",
)
"""Modules that may add panels: each, if present, defines `register_panels()`.

They import this module, so it finds them by name; the built-in panels come last so that
their specs win over a contribution of the same name."""


def register_panel(spec: PanelSpec) -> None:
    """Add (or replace) a panel; call before the main window is built."""
    _REGISTRY[spec.name] = spec


def registered_panels() -> list[PanelSpec]:
    """All panels, built-in and contributed, in display order."""
    _load_contributions()
    return sorted(_REGISTRY.values(), key=lambda spec: (spec.order, spec.name))


_loaded = False


def _load_contributions() -> None:
    """Import each contributing module that exists and let it register its panels."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in PANEL_MODULES:
        try:
            found = importlib.util.find_spec(name)
        except ModuleNotFoundError:
            found = None
        if found is None:
            continue
        module = importlib.import_module(name)
        hook = getattr(module, "register_panels", None)
        if callable(hook):
            hook()
