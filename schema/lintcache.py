"""An opt-in cache of lint results on disk, keyed by the file's path and bytes and the linter.

`patstudio lint --cache-dir DIR` keeps each file's problems in DIR; a later run over an
unchanged file reads them back instead of checking again. The key includes a stamp of the
linter itself (every source, schema and catalog file of the `engine` and `schema` packages
by name, size and modification time, and the Python and lxml versions), so a new version
or any edit of the linter starts afresh. Entries are pickles: keep DIR private.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path

from lxml import etree

from engine.errors import Problem
from engine.xmlread import MAX_BYTES
from schema import check_bytes, check_file

_FORMAT = "v1"
"""Bumped when the layout or the pickled classes change incompatibly."""
_STAMPED = (".py", ".xsd", ".mo")


def _packages() -> list[Path]:
    """The folders of the code whose output is cached."""
    import engine
    import schema

    return [Path(engine.__file__).parent, Path(schema.__file__).parent]


def tool_stamp(folders: list[Path] | None = None) -> bytes:
    """A digest that changes whenever the linter could give other results."""
    digest = hashlib.sha256()
    digest.update(f"{_FORMAT} {sys.version} lxml {etree.LXML_VERSION}".encode())
    digest.update(f" libxml2 {etree.LIBXML_VERSION}".encode())
    for folder in folders if folders is not None else _packages():
        for root, dirs, names in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(names):
                if name.endswith(_STAMPED):
                    path = os.path.join(root, name)
                    info = os.stat(path)
                    rel = os.path.relpath(path, folder)
                    digest.update(f"\0{rel}\0{info.st_size}\0{info.st_mtime_ns}".encode())
    return digest.digest()


class LintCache:
    """Problems of checked files, stored one file per entry under `folder`."""

    def __init__(self, folder: str | Path, stamp: bytes | None = None) -> None:
        self.folder = Path(folder) / _FORMAT
        self.stamp = tool_stamp() if stamp is None else stamp

    def key(self, path: str, data: bytes) -> str:
        """The entry name for one file's path and contents under this linter."""
        digest = hashlib.sha256(self.stamp)
        digest.update(b"\0" + path.encode("utf-8", "surrogateescape") + b"\0")
        digest.update(data)
        return digest.hexdigest()

    def _entry(self, key: str) -> Path:
        return self.folder / key[:2] / key

    def get(self, key: str) -> list[Problem] | None:
        """The stored problems, or None when missing or unreadable (then check again)."""
        try:
            found = pickle.loads(self._entry(key).read_bytes())
        except Exception:  # noqa: BLE001 - any damaged entry is simply a miss
            return None
        if not isinstance(found, tuple) or not all(isinstance(p, Problem) for p in found):
            return None
        return list(found)

    def lookup(self, path: str | Path) -> list[Problem] | None:
        """The stored problems of a file as it is now, or None (unreadable, or not stored)."""
        name = str(path)
        try:
            with open(path, "rb") as handle:
                data = handle.read(MAX_BYTES + 1)
        except OSError:
            return None
        return self.get(self.key(name, data))

    def put(self, key: str, problems: list[Problem]) -> None:
        """Store problems; a cache that cannot be written is skipped silently."""
        entry = self._entry(key)
        try:
            entry.parent.mkdir(parents=True, exist_ok=True)
            handle, temp = tempfile.mkstemp(dir=entry.parent, prefix=".tmp-")
            try:
                with os.fdopen(handle, "wb") as out:
                    out.write(pickle.dumps(tuple(problems), pickle.HIGHEST_PROTOCOL))
                os.replace(temp, entry)  # atomic: readers see the old entry or the new one
            except BaseException:
                os.unlink(temp)
                raise
        except OSError:
            pass


def check_file_cached(path: str | Path, cache: LintCache) -> list[Problem]:
    """`check_file`, answered from the cache when this path held these bytes before."""
    name = str(path)
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError:
        return check_file(path)  # the same `io` problem as without a cache; not stored
    key = cache.key(name, data)
    found = cache.get(key)
    if found is None:
        found = check_bytes(data, name)
        cache.put(key, found)
    return found
