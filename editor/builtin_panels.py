"""Every panel of the editor: the foundation's own (outline, source, problems) and those the
panel packages contribute, registered in one place for the main window to compose."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from editor import canvas, debugger, flow, palette, play, properties
from editor.panels import PanelSpec, register_panel, registered_panels

CONTRIBUTORS = (canvas, palette, properties, flow, play, debugger)
"""Modules that add panels, each with `register_panels()`; add a new panel module here."""


def tr(text: str) -> str:
    """Translate a panel title."""
    return QCoreApplication.translate("", text)


def register_panels() -> None:
    """Register the built-in panels (idempotent)."""
    from editor.outline import OutlineView
    from editor.problems import ProblemsPanel
    from editor.sourceview import SourceView

    register_panel(
        PanelSpec(
            "outlineView",
            lambda: tr("Outline"),
            lambda w: OutlineView(w),
            area="left",
            order=10,
            shortcut="Ctrl+Alt+O",
        )
    )
    register_panel(
        PanelSpec(
            "sourceView",
            lambda: tr("Source"),
            lambda w: SourceView(w),
            area="center",
            order=90,
            shortcut="Ctrl+Alt+U",
        )
    )
    register_panel(
        PanelSpec(
            "problemsPanel",
            lambda: tr("Problems"),
            lambda w: ProblemsPanel(w),
            area="bottom",
            order=10,
            shortcut="Ctrl+Alt+P",
        )
    )


def all_panels() -> list[PanelSpec]:
    """Register every panel (contributions first, so the built-in specs win a name clash) and
    return them all in display order."""
    for module in CONTRIBUTORS:
        module.register_panels()
    register_panels()
    return registered_panels()
