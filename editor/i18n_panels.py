"""German translation of the editor panels (play, flow, debugger, canvas, properties, analysis).

Kept apart from patstudio_de.qm: resources/i18n/update_panels.sh regenerates panels_de.ts/.qm.
editor.i18n.install() calls install_panels() next to patstudio_de.qm when German is chosen.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

QM = Path(__file__).resolve().parent.parent / "resources" / "i18n" / "panels_de.qm"


def install_panels(app: QCoreApplication) -> QTranslator | None:
    """Install the panels' German translator on app; None if panels_de.qm does not load."""
    translator = QTranslator(app)
    if not translator.load(str(QM)):
        return None
    app.installTranslator(translator)
    return translator
