"""Autosave to recovery files, and restoring them after a crash."""

from __future__ import annotations

import json
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from editor.document import Document
from editor.fileio import atomic_write
from editor.settings import recovery_dir
from editor.xmltext import decode


@dataclass(frozen=True)
class RecoveryEntry:
    """One autosaved document found on disk."""

    key: str
    path: str | None
    name: str
    data_file: Path
    meta_file: Path
    saved_at: float


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


class Recovery(QObject):
    """Writes a recovery copy of each modified document every `interval_ms`."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = 30_000) -> None:
        super().__init__(parent)
        self._keys: dict[Document, str] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.autosave_all)
        self._timer.start()

    def track(self, doc: Document) -> None:
        """Start autosaving a document."""
        self._keys.setdefault(doc, uuid.uuid4().hex)

    def forget(self, doc: Document) -> None:
        """Stop autosaving a document and delete its recovery copy."""
        self.discard(doc)
        self._keys.pop(doc, None)

    def autosave_all(self) -> None:
        """Autosave every tracked, modified document; drop copies of clean ones."""
        for doc in list(self._keys):
            if doc.is_modified():
                self.autosave(doc)
            else:
                self.discard(doc)

    def autosave(self, doc: Document) -> Path:
        """Write one document's recovery copy now."""
        key = self._keys.setdefault(doc, uuid.uuid4().hex)
        folder = recovery_dir()
        data_file = folder / f"{key}.xml"
        atomic_write(data_file, doc.to_bytes())
        meta = {
            "path": doc.path,
            "name": doc.display_name,
            "pid": os.getpid(),
            "saved_at": time.time(),
            "encoding": doc.source.encoding,
        }
        atomic_write(folder / f"{key}.json", json.dumps(meta).encode("utf-8"))
        return data_file

    def discard(self, doc: Document) -> None:
        """Delete a document's recovery copy (after saving or closing it)."""
        key = self._keys.get(doc)
        if key is None:
            return
        for suffix in (".xml", ".json"):
            (recovery_dir() / f"{key}{suffix}").unlink(missing_ok=True)

    def pending(self) -> list[RecoveryEntry]:
        """Recovery copies left by editors that ended without closing them."""
        mine = set(self._keys.values())
        found: list[RecoveryEntry] = []
        for meta_file in sorted(recovery_dir().glob("*.json")):
            key = meta_file.stem
            data_file = meta_file.with_suffix(".xml")
            try:
                meta = json.loads(meta_file.read_text("utf-8"))
            except (OSError, ValueError):
                continue
            pid = int(meta.get("pid", 0))
            if key in mine or not data_file.exists() or (pid != os.getpid() and _alive(pid)):
                continue
            found.append(
                RecoveryEntry(
                    key,
                    meta.get("path"),
                    str(meta.get("name", key)),
                    data_file,
                    meta_file,
                    float(meta.get("saved_at", 0)),
                )
            )
        return found

    def restore(self, entry: RecoveryEntry) -> Document:
        """Open a recovered document: the file (if any) plus the recovered text as one undo step."""
        data = entry.data_file.read_bytes()
        if entry.path and Path(entry.path).is_file():
            doc = Document.open(entry.path)
            doc.replace_text(decode(data, doc.source.encoding), title=_restore_title())
        else:
            doc = Document(data, None, name=entry.name)
            doc.mark_modified()
        entry.data_file.unlink(missing_ok=True)
        entry.meta_file.unlink(missing_ok=True)
        self.track(doc)
        return doc

    def drop(self, entry: RecoveryEntry) -> None:
        """Delete a recovery copy the user chose not to restore."""
        entry.data_file.unlink(missing_ok=True)
        entry.meta_file.unlink(missing_ok=True)


def _restore_title() -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Recovery", "Restore unsaved work")
