"""File > Import .pat: convert a Kabaler game and open it as a new, unsaved document."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from engine.errors import EngineError
from engine.patimport import convert_pat, decode_bytes

if TYPE_CHECKING:
    from editor.document import Document
    from editor.host import Host


translate = QCoreApplication.translate


def import_pat(window: Host, path: str | None = None) -> Document | None:
    """Ask for a `.pat` file (unless given), convert it, open the XML; warnings go to the status bar."""
    if path is None:
        path, _ = QFileDialog.getOpenFileName(
            window,
            translate("PatImport", "Import Kabaler .pat game"),
            "",
            translate("PatImport", "Kabaler games (*.pat);;All files (*)"),
        )
        if not path:
            return None
    try:
        text = decode_bytes(Path(path).read_bytes())
        result = convert_pat(text, path=path)
    except (OSError, EngineError, ValueError) as exc:
        QMessageBox.warning(
            window,
            translate("PatImport", "Import failed"),
            translate("PatImport", "{0} could not be imported:\n{1}").format(path, exc),
        )
        return None
    document = window.new_document(result.xml, name=Path(path).stem + ".xml")
    count = len(result.warnings)
    window.statusBar().showMessage(
        translate(
            "PatImport",
            "Imported {0}: {1} rule(s) could not be expressed and are kept as comments; "
            "see the problems panel and the source.",
        ).format(Path(path).name, count)
        if count
        else translate("PatImport", "Imported {0} without loss.").format(Path(path).name),
        15000,
    )
    return document
