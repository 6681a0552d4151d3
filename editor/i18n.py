"""Language: English UI, German translation via Qt's translation system."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from editor.i18n_panels import install_panels
from editor.settings import language
from engine.bundled import translation

_installed: list[QTranslator] = []
_current: str | None = None
"""The language last installed (None before `install` ran)."""


def current_language() -> str:
    """The UI language in use: the one installed, else what the settings/locale choose."""
    return _current or chosen_language()


def chosen_language(override: str | None = None) -> str:
    """'de' or 'en': the settings override, else the system locale."""
    choice = override or language()
    if choice in ("en", "de"):
        return choice
    return "de" if QLocale.system().language() == QLocale.Language.German else "en"


def install(app: QCoreApplication, override: str | None = None) -> str:
    """Install the translators for the chosen language; returns the language code."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    code = chosen_language(override)
    global _current
    _current = code
    if code == "de":
        ours = QTranslator(app)
        qm = translation("patstudio_de.qm")
        if qm is not None and ours.load(str(qm)):
            app.installTranslator(ours)
            _installed.append(ours)
        _installed.extend(filter(None, [install_panels(app)]))  # canvas, flow, play, ...
        qt = QTranslator(app)
        if qt.load("qtbase_de", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
        QLocale.setDefault(QLocale(QLocale.Language.German))
    else:
        QLocale.setDefault(QLocale(QLocale.Language.English))
    return code
