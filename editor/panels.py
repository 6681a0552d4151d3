"""Panel registry: how every dock and central view is declared; it imports no panel."""

from __future__ import annotations

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


def register_panel(spec: PanelSpec) -> None:
    """Add (or replace) a panel; call before the main window is built."""
    _REGISTRY[spec.name] = spec


def registered_panels() -> list[PanelSpec]:
    """The panels registered so far, in display order (`builtin_panels.all_panels` registers
    every panel of the editor first)."""
    return sorted(_REGISTRY.values(), key=lambda spec: (spec.order, spec.name))
