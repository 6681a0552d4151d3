"""Application entry point: `editor.app.main(argv)`, called by `patstudio [FILE]`."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

import editor._qtcompat  # noqa: F401
from editor import i18n, icons
from editor.settings import APPLICATION, ORGANIZATION
from engine.bundled import DESKTOP_ID


def application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), with names, style and translation set up."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0] if sys.argv else "patstudio", *(argv or [])])
        app.setOrganizationName(ORGANIZATION)
        app.setApplicationName(APPLICATION)
        # Lets the desktop match windows to the installed patience-studio.desktop entry.
        app.setDesktopFileName(DESKTOP_ID)
        app.setStyle("Fusion")
        app.setWindowIcon(icons.icon("app"))
        i18n.install(app)
    return app


def main(argv: list[str]) -> int:
    """Open the editor, on FILE if given; returns the exit code."""
    paths = [a for a in argv if not a.startswith("-")]
    if len(paths) > 1:
        print("patstudio: error: give at most one FILE", file=sys.stderr)
        return 2
    app = application()
    from editor.mainwindow import MainWindow

    window = MainWindow()
    window.show()
    window.check_recovery()
    if paths:
        window.open_file(paths[0])
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
