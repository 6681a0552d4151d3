"""The action flow editor: scripted actions shown and edited as a graph."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def register_panels() -> None:
    """Contribute the flow editor as a central tab."""
    from editor.flow.editor import FlowEditor
    from editor.panels import PanelSpec, register_panel

    register_panel(
        PanelSpec(
            name="actionFlow",
            title=lambda: QCoreApplication.translate("FlowEditor", "Action flow"),
            factory=lambda window: FlowEditor(),
            area="center",
            order=15,
            shortcut="Ctrl+Alt+F",
        )
    )
