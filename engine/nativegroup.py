"""One optional mypyc build of several modules (setup.py builds two: the solver core and the
lint core): where its files lie, and whether the build or the Python sources are used.

The sources are used when PATSTUDIO_PURE is set, when the build is incomplete, and when a
source differs from the one compiled (edited or checked out since `pip install -e .`: a stale
build would run old code). All or none: the compiled modules of a group share one library
and call each other directly. Only cheap modules are imported here (`patstudio lint` starts
through this file): no `hashlib`, `json` or `importlib.abc`.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
import zlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence
    from importlib.machinery import ModuleSpec
    from types import ModuleType

PURE_ENV = "PATSTUDIO_PURE"
"""Set (to anything but empty): no compiled build, and none used if one exists."""

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
"""The folder that holds the `engine` and `schema` packages."""


def source(module: str) -> str:
    """The Python source of a module (dotted name)."""
    return os.path.join(ROOT, *module.split(".")) + ".py"


def built(module: str) -> str | None:
    """The extension module built for `module` (dotted name) beside its source, if any."""
    base = os.path.join(ROOT, *module.split("."))
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        if os.path.exists(base + suffix):
            return base + suffix
    return None


def manifest_line(module: str) -> str:
    """A manifest's line for a module's source as it is now (setup.py writes the same).

    CRC-32, not SHA-256: it tells an edited source as surely, and `zlib` is loaded already
    where `hashlib` would cost every `patstudio lint` start some 10 M instructions."""
    with open(source(module), "rb") as handle:
        return f"{module} {zlib.crc32(handle.read()):08x}"


def why_pure(modules: Sequence[str], group: str, manifest: str, what: str) -> str | None:
    """Why the sources of `modules` must be used though a build exists; None: use the build.

    `group` is mypyc's name for the build (its library is `group` + `__mypyc`), `manifest`
    the file setup.py writes beside that library, `what` the build's name in the reason."""
    builds = [built(m) for m in modules]
    if all(b is None for b in builds):
        return None  # nothing built: imports find the sources anyway
    if os.environ.get(PURE_ENV):
        return f"{PURE_ENV} is set"
    if any(b is None for b in builds) or built(group + "__mypyc") is None:
        return f"the compiled {what} is incomplete"
    folder = os.path.join(*group.split(".")[:-1])
    try:
        with open(os.path.join(ROOT, folder, manifest), encoding="utf-8") as handle:
            compiled_from = set(handle.read().splitlines())
    except (OSError, ValueError):
        return f"{folder}/{manifest} is missing or unreadable"
    for module in modules:
        if manifest_line(module) not in compiled_from:
            return f"{module} has changed since it was compiled"
    return None


class SourceFinder:
    """Finds some modules' Python sources ahead of their extension modules (a meta path
    finder: `importlib.abc` is not loaded for it)."""

    def __init__(self, modules: Sequence[str]) -> None:
        self.modules = frozenset(modules)

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        """The source's spec for one of the modules, None for every other module."""
        if fullname not in self.modules:
            return None
        import importlib.util

        return importlib.util.spec_from_file_location(fullname, source(fullname))


def use_sources(modules: Sequence[str]) -> None:
    """Make imports of `modules` load their Python sources from now on."""
    sys.meta_path.insert(0, SourceFinder(modules))
