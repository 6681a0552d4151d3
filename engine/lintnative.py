"""The optional compiled lint core: which modules of the linter setup.py compiles with mypyc,
and the choice, made once when `engine` is imported, between them and the Python sources
(engine/nativegroup.py; unlike the solver core, without a warning, see `_choose`)."""

from __future__ import annotations

from pathlib import Path

from engine import nativegroup
from engine.nativegroup import PURE_ENV

COMPILED = (
    "engine.compile",
    "engine.compile_actions",
    "engine.compile_field",
    "engine.compile_util",
    "schema.lint",
    "schema.lintindex",
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
module name and the CRC-32 of its bytes (`engine.nativegroup.manifest_line`)."""
__all__ = ["COMPILED", "PURE_ENV", "compiled", "source", "why_pure"]


def source(module: str) -> Path:
    """The Python source of a compiled module."""
    return Path(nativegroup.source(module))


def why_pure() -> str | None:
    """Why the Python sources must be used though a build exists; None: use the build."""
    return nativegroup.why_pure(COMPILED, GROUP, MANIFEST, "lint core")


def _choose() -> None:
    """Use the sources when the build must not be used (see engine/nativegroup.py).

    Silently, unlike the solver core: every process imports `engine`, and a developer
    editing a rule would otherwise see the warning on every run (and tests that read a
    command's stderr fail) until the next build; the sources give the same results, only
    slower. `why_pure()` says why; bench_lint.py prints it."""
    if why_pure() is not None:
        nativegroup.use_sources(COMPILED)


def compiled() -> bool:
    """Does the linter run on the compiled (mypyc) modules?"""
    import engine.compile

    return not str(engine.compile.__file__).endswith(".py")


_choose()
