"""The foundation's own panels: outline, source and problems."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from editor.panels import PanelSpec, register_panel


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
