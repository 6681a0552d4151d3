"""Layout canvas: the `fenster` grid, field slots, fan-out previews and layout gestures."""


def register_panels() -> None:
    """Contribute the layout canvas (a central view) to the main window."""
    from PySide6.QtCore import QCoreApplication

    from editor.canvas.panel import CanvasPanel
    from editor.panels import PanelSpec, register_panel

    register_panel(
        PanelSpec(
            "layoutCanvas",
            lambda: QCoreApplication.translate("Panels", "Layout"),
            lambda window: CanvasPanel(window),
            area="center",
            order=10,
            shortcut="Ctrl+Alt+L",
        )
    )
