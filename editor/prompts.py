"""Every question the editor asks the user, in one replaceable object (tests swap it)."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget


def tr(text: str) -> str:
    """Translate in the Prompts context."""
    return QCoreApplication.translate("", text)


class Answer(Enum):
    """Answers to the save-changes question."""

    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


FILTER = "PatFinder games (*.xml);;All files (*)"


class Prompts:
    """Modal dialogs; a test replaces this object with one that answers at once."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def save_changes(self, name: str) -> Answer:
        """Ask whether to save a modified document before closing it."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Unsaved Changes"),
            tr("Save the changes to %1 before closing?").replace("%1", name),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            self.parent,
        )
        result = box.exec()
        if result == QMessageBox.StandardButton.Save:
            return Answer.SAVE
        if result == QMessageBox.StandardButton.Discard:
            return Answer.DISCARD
        return Answer.CANCEL

    def reload_changed(self, name: str) -> bool:
        """Ask whether to reload a file another program changed (losing local edits)."""
        answer = QMessageBox.question(
            self.parent,
            tr("File Changed on Disk"),
            tr(
                "%1 was changed by another program and you have unsaved edits.\n"
                "Reload it and discard your edits?"
            ).replace("%1", name),
        )
        return answer == QMessageBox.StandardButton.Yes

    def restore_recovery(self, names: list[str]) -> bool:
        """Ask whether to restore documents autosaved before a crash."""
        answer = QMessageBox.question(
            self.parent,
            tr("Restore Unsaved Work"),
            tr("Patience Studio was not closed properly. Restore the unsaved work of:\n%1").replace(
                "%1", "\n".join(names)
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def open_paths(self, folder: str) -> list[str]:
        """Ask for files to open."""
        paths, _ = QFileDialog.getOpenFileNames(self.parent, tr("Open Game"), folder, FILTER)
        return paths

    def save_path(self, suggestion: str) -> str | None:
        """Ask where to save."""
        path, _ = QFileDialog.getSaveFileName(self.parent, tr("Save Game As"), suggestion, FILTER)
        return path or None

    def error(self, title: str, message: str) -> None:
        """Report a failure."""
        QMessageBox.critical(self.parent, title, message)
