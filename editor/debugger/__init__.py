"""The step-through debugger for action chains."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def register_panels() -> None:
    """Contribute the debugger panel as a bottom dock."""
    from editor.debugger.panel import DebuggerPanel
    from editor.panels import PanelSpec, register_panel

    register_panel(
        PanelSpec(
            name="debuggerPanel",
            title=lambda: QCoreApplication.translate("DebuggerPanel", "Debugger"),
            factory=lambda window: DebuggerPanel(window),
            area="bottom",
            order=60,
            tabify_with="problemsPanel",
            shortcut="Ctrl+Alt+D",
        )
    )
