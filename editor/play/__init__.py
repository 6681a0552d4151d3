"""Live play of the document being edited: card art, the table view and the play pane."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def register_panels() -> None:
    """Contribute the play pane to the main window (a central tab beside the canvas)."""
    from editor.panels import PanelSpec, register_panel
    from editor.play.pane import PlayPane

    register_panel(
        PanelSpec(
            name="playPane",
            title=lambda: QCoreApplication.translate("PlayPane", "Play"),
            factory=lambda window: PlayPane(),
            area="center",
            order=20,
            shortcut="F5",
        )
    )
