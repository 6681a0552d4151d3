"""German translation of the editor panels (play, flow, debugger, canvas, properties, analysis).

Kept apart from patstudio_de.qm: resources/i18n/update_panels.sh regenerates panels_de.ts/.qm.
editor.i18n.install() calls install_panels() next to patstudio_de.qm when German is chosen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from engine.bundled import translation


def install_panels(app: QCoreApplication) -> QTranslator | None:
    """Install the panels' German translator on app; None if panels_de.qm does not load."""
    qm = translation("panels_de.qm")
    translator = QTranslator(app)
    if qm is None or not translator.load(str(qm)):
        return None
    app.installTranslator(translator)
    return translator
