"""The optional compiled solver core: which modules setup.py compiles with mypyc, and the
choice, made once when `engine.analysis` is imported, between them and the Python sources.

The Python modules are used when PATSTUDIO_PURE is set, when the build is incomplete, and
when a source differs from the one compiled (edited or checked out since `pip install -e .`:
a stale build would run old code). All or none: compiled modules only work together.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
import warnings
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

COMPILED = (
    "compact",
    "deadends",
    "heights",
    "opensearch",
    "search",
    "searches",
    "stockmacros",
    "suitsearch",
    "twins",
)
"""The modules of engine/analysis that setup.py compiles (where the search spends its time)."""
GROUP = "engine.analysis.core"
"""mypyc's name for the build: the shared library is engine/analysis/core__mypyc.*.so."""
MANIFEST = "core__mypyc.json"
"""Written by setup.py beside the build: the SHA-256 of each source it compiled."""
PURE_ENV = "PATSTUDIO_PURE"
"""Set (to anything but empty): no compiled build, and none used if one exists."""

_HERE = Path(__file__).resolve().parent


def _built(name: str) -> Path | None:
    """The extension module built for `name` beside its source, if any."""
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = _HERE / f"{name}{suffix}"
        if path.exists():
            return path
    return None


def _why_pure() -> str | None:
    """Why the Python sources must be used though a build exists; None: use the build."""
    builds = [_built(m) for m in COMPILED]
    if all(b is None for b in builds):
        return None  # nothing built: imports find the sources anyway
    if os.environ.get(PURE_ENV):
        return f"{PURE_ENV} is set"
    if any(b is None for b in builds) or _built(GROUP.rsplit(".", 1)[1] + "__mypyc") is None:
        return "the compiled solver core is incomplete"
    try:
        compiled_from = json.loads((_HERE / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"engine/analysis/{MANIFEST} is missing or unreadable"
    for name in COMPILED:
        source = hashlib.sha256((_HERE / f"{name}.py").read_bytes()).hexdigest()
        if compiled_from.get(name) != source:
            return f"engine/analysis/{name}.py has changed since it was compiled"
    return None


class _SourceFinder(importlib.abc.MetaPathFinder):
    """Finds the compiled modules' Python sources ahead of their extension modules."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        """The source's spec for a compiled module, None for every other module."""
        package, _, name = fullname.rpartition(".")
        if package != __package__ or name not in COMPILED:
            return None
        return importlib.util.spec_from_file_location(fullname, _HERE / f"{name}.py")


def _choose() -> None:
    """Put the source finder first when the build must not be used (see the docstring)."""
    why = _why_pure()
    if why is None:
        return
    if not os.environ.get(PURE_ENV):
        warnings.warn(
            f"{why}: the solver runs as pure Python (run `pip install -e .` to rebuild it)",
            RuntimeWarning,
            stacklevel=2,
        )
    sys.meta_path.insert(0, _SourceFinder())


def compiled() -> bool:
    """Does the solver run on the compiled (mypyc) modules?"""
    from engine.analysis import search

    return not search.__file__.endswith(".py")


_choose()
