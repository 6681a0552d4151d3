"""The optional compiled lint core: which modules of the linter setup.py compiles with mypyc,
and the choice, made once when `engine` is imported, between them and the Python sources.

The same rules as the solver core (engine/analysis/native.py): the Python modules are used
when PATSTUDIO_PURE is set, when the build is incomplete, and when a source differs from
the one compiled (a stale build would run old code). All or none: the compiled modules share
one library and call each other directly. Unlike the solver core, it falls back without a
warning (see `_choose`).
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence
    from importlib.machinery import ModuleSpec
    from types import ModuleType

COMPILED = (
    "engine.compile",
    "engine.compile_actions",
    "engine.compile_field",
    "engine.compile_util",
    "schema.lint",
    "schema.rules_actions",
    "schema.rules_cards",
    "schema.rules_document",
    "schema.rules_layout",
    "schema.rules_refs",
    "schema.rules_values",
    "schema.validate",
)
"""The modules setup.py compiles for `patstudio lint` (where a file's Python time goes: the
rules and the game compiler). Not compiled: modules whose classes mypyc would change (the
quick `__init__` of engine/quickinit.py, engine/fastdc.py's dataclasses, dict subclasses)."""
GROUP = "engine.lintcore"
"""mypyc's name for the build: the shared library is engine/lintcore__mypyc.*.so."""
MANIFEST = "lintcore__mypyc.txt"
"""Written by setup.py beside the shared library: a line for each source it compiled, its
module name and the CRC-32 of its bytes (`manifest_line`)."""
PURE_ENV = "PATSTUDIO_PURE"
"""Set (to anything but empty): no compiled build, and none used if one exists."""

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def source(module: str) -> Path:
    """The Python source of a compiled module."""
    return Path(_source(module))


def _source(module: str) -> str:
    return os.path.join(_ROOT, *module.split(".")) + ".py"


def _built(module: str) -> str | None:
    """The extension module built for `module` beside its source, if any."""
    base = os.path.join(_ROOT, *module.split("."))
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        if os.path.exists(base + suffix):
            return base + suffix
    return None


def manifest_line(module: str) -> str:
    """The manifest's line for a module's source as it is now (setup.py writes the same).

    CRC-32, not SHA-256: it tells an edited source as surely, and `zlib` is loaded already
    where `hashlib` would cost every `patstudio lint` start some 10 M instructions."""
    with open(_source(module), "rb") as handle:
        return f"{module} {zlib.crc32(handle.read()):08x}"


def why_pure() -> str | None:
    """Why the Python sources must be used though a build exists; None: use the build."""
    builds = [_built(m) for m in COMPILED]
    if all(b is None for b in builds):
        return None  # nothing built: imports find the sources anyway
    if os.environ.get(PURE_ENV):
        return f"{PURE_ENV} is set"
    if any(b is None for b in builds) or _built(GROUP + "__mypyc") is None:
        return "the compiled lint core is incomplete"
    try:
        with open(os.path.join(_ROOT, "engine", MANIFEST), encoding="utf-8") as handle:
            compiled_from = set(handle.read().splitlines())
    except (OSError, ValueError):
        return f"engine/{MANIFEST} is missing or unreadable"
    for module in COMPILED:
        if manifest_line(module) not in compiled_from:
            return f"{module} has changed since it was compiled"
    return None


class _SourceFinder:
    """Finds the compiled modules' Python sources ahead of their extension modules (a meta
    path finder: `importlib.abc` is not loaded for it, `patstudio lint` starts without)."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        """The source's spec for a compiled module, None for every other module."""
        if fullname not in COMPILED:
            return None
        import importlib.util

        return importlib.util.spec_from_file_location(fullname, _source(fullname))


def _choose() -> None:
    """Put the source finder first when the build must not be used (see the docstring).

    Silently, unlike the solver core: every process imports `engine`, and a developer
    editing a rule would otherwise see the warning on every run (and tests that read a
    command's stderr fail) until the next build; the sources give the same results, only
    slower. `why_pure()` says why; bench_lint.py prints it."""
    if why_pure() is not None:
        sys.meta_path.insert(0, _SourceFinder())


def compiled() -> bool:
    """Does the linter run on the compiled (mypyc) modules?"""
    import engine.compile

    return not str(engine.compile.__file__).endswith(".py")


_choose()
