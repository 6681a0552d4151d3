"""File handling of the main window: open, new, save, revert, close, reload, recovery."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher

from editor.document import Document
from editor.messages import problem_message
from editor.prompts import Answer
from editor.settings import add_recent
from editor.startpage import GamePicker, games_dir

if TYPE_CHECKING:
    from editor.host import Host

BLANK_GAME = """<?xml version="1.0" encoding="UTF-8"?>
<spiel name="{name}" fenster="40x30">
  <programm>{date}</programm>
  <version>1</version>
  <karten>52</karten>
  <feld id="stock" x="1" y="1" typ="stock" kuerzel="S">
    <ziel>abwurf</ziel>
    <sicht>verdeckt</sicht>
  </feld>
  <feld id="abwurf" x="6" y="1" typ="abwurf"/>
</spiel>
"""


def tr(text: str) -> str:
    """Translate in the FileOps context."""
    return QCoreApplication.translate("", text)


class FileOps:
    """Mixin for MainWindow with everything that touches files."""

    def _init_files(self: Host) -> None:  # type: ignore[misc]
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._on_file_changed)
        self._untitled = 0
        problems = self.panel("problemsPanel")
        if problems is not None and hasattr(problems, "problem_activated"):
            problems.problem_activated.connect(self.go_to_problem)
        self.document_closed.connect(lambda doc: self.recovery.forget(doc))

    # ----- opening
    def open_file(self: Host, path: str | Path) -> Document | None:  # type: ignore[misc]
        """Open a file in a new tab (or switch to it); malformed files open on their problem."""
        resolved = str(Path(path).resolve())
        for doc in self.documents:
            if doc.path == resolved:
                self.set_current(doc)
                return doc
        try:
            doc = Document.open(resolved)
        except OSError as exc:
            self.prompts.error(tr("Cannot Open File"), f"{resolved}\n{exc.strerror or exc}")
            return None
        self.add_document(doc)
        add_recent(resolved)
        self.watcher.addPath(resolved)
        if doc.error is not None:
            doc.checker.check_now()
            self.show_panel("problemsPanel")
            self.go_to_problem(doc.error)
            self.statusBar().showMessage(problem_message(doc.error), 8000)
        else:
            doc.checker.schedule()
        return doc

    def open_dialog(self: Host) -> None:  # type: ignore[misc]
        """File > Open."""
        folder = (
            str(Path(self.current.path).parent)
            if self.current and self.current.path
            else str(games_dir())
        )
        for path in self.prompts.open_paths(folder):
            self.open_file(path)

    def new_document(self: Host, text: str | None = None, name: str | None = None) -> Document:  # type: ignore[misc]
        """File > New: an unsaved document (blank, or with the given text)."""
        import datetime

        self._untitled += 1
        title = name or tr("Untitled %1").replace("%1", str(self._untitled))
        if text is None:
            text = BLANK_GAME.format(name=title, date=datetime.date.today().strftime("%y%m%d"))
        doc = Document(text.encode("utf-8"), None, name=title)
        doc.mark_modified()
        self.add_document(doc)
        doc.checker.check_now()
        return doc

    def new_from_game(self: Host, path: str | None = None) -> Document | None:  # type: ignore[misc]
        """File > New from Game: an unsaved copy of a library game."""
        if path is None:
            picker = GamePicker(self)
            if not picker.exec():
                return None
            path = picker.chosen()
            if path is None:
                return None
        data = Path(path).read_bytes()
        doc = Document(data, None, name=tr("%1 (copy)").replace("%1", Path(path).stem))
        doc.mark_modified()
        self.add_document(doc)
        doc.checker.check_now()
        return doc

    # ----- saving
    def save(self: Host, doc: Document | None = None) -> bool:  # type: ignore[misc]
        """File > Save; False when cancelled or failed."""
        doc = doc or self.current
        if doc is None:
            return False
        if doc.path is None:
            return self.save_as(doc)
        return self._write(doc, doc.path)

    def save_as(self: Host, doc: Document | None = None) -> bool:  # type: ignore[misc]
        """File > Save As."""
        doc = doc or self.current
        if doc is None:
            return False
        suggestion = doc.path or str(Path.cwd() / (doc.display_name.split(" ")[0] + ".xml"))
        path = self.prompts.save_path(suggestion)
        if not path:
            return False
        return self._write(doc, path)

    def _write(self: Host, doc: Document, path: str) -> bool:  # type: ignore[misc]
        if doc.path:
            self.watcher.removePath(doc.path)
        try:
            doc.save(path)
        except OSError as exc:
            self.prompts.error(tr("Cannot Save File"), f"{path}\n{exc.strerror or exc}")
            return False
        finally:
            if doc.path:
                self.watcher.addPath(doc.path)
        self.recovery.discard(doc)
        add_recent(str(doc.path))
        self.statusBar().showMessage(tr("Saved %1").replace("%1", str(doc.path)), 4000)
        return True

    def revert(self: Host, doc: Document | None = None) -> None:  # type: ignore[misc]
        """File > Revert: back to the file on disk (one undo step, so it can be undone)."""
        doc = doc or self.current
        if doc is not None and doc.path:
            doc.reload_from_disk(title=tr("Revert"))

    # ----- closing
    def close_document(self: Host, doc: Document | None = None) -> bool:  # type: ignore[misc]
        """Close a document, asking first when it has unsaved changes; False if cancelled."""
        doc = doc or self.current
        if doc is None:
            return True
        if doc.is_modified():
            self.set_current(doc)
            answer = self.prompts.save_changes(doc.display_name)
            if answer is Answer.CANCEL or answer is Answer.SAVE and not self.save(doc):
                return False
        index = next(i for i in range(self.tabs.count()) if self.tabs.tabData(i) is doc)
        if doc.path:
            self.watcher.removePath(doc.path)
        self.documents.remove(doc)
        self.undo_group.removeStack(doc.undo_stack)
        self.tabs.blockSignals(True)
        self.tabs.removeTab(index)
        self.tabs.blockSignals(False)
        following = self.tab_document(self.tabs.currentIndex()) if self.tabs.count() else None
        self.set_current(following)
        self.document_closed.emit(doc)
        doc.deleteLater()
        return True

    # ----- outside changes
    def _on_file_changed(self: Host, path: str) -> None:  # type: ignore[misc]
        doc = next((d for d in self.documents if d.path == path), None)
        if doc is None:
            return
        if Path(path).exists():
            self.watcher.addPath(path)  # editors that replace files drop the watch
        else:
            return
        self.handle_disk_change(doc)

    def handle_disk_change(self: Host, doc: Document) -> bool:  # type: ignore[misc]
        """React to the file changing on disk; True when the document was reloaded."""
        assert doc.path is not None
        data = Path(doc.path).read_bytes()
        if data == doc.source.disk_bytes:
            return False
        if doc.is_modified() and not self.prompts.reload_changed(doc.display_name):
            return False
        doc.reload_from_disk()
        self.statusBar().showMessage(
            tr("Reloaded %1 (changed on disk)").replace("%1", doc.display_name), 6000
        )
        return True

    def check_recovery(self: Host) -> list[Document]:  # type: ignore[misc]
        """Offer to restore documents autosaved by a session that crashed."""
        entries = self.recovery.pending()
        if not entries:
            return []
        if not self.prompts.restore_recovery([e.path or e.name for e in entries]):
            for entry in entries:
                self.recovery.drop(entry)
            return []
        restored = []
        for entry in entries:
            doc = self.recovery.restore(entry)
            self.add_document(doc)
            if doc.path:
                self.watcher.addPath(doc.path)
            restored.append(doc)
        return restored
