"""The optional compiled solver core: which modules setup.py compiles with mypyc, and the
choice, made once when `engine.analysis` is imported, between them and the Python sources
(engine/nativegroup.py); a stale or incomplete build is used with a warning."""

from __future__ import annotations

import os
import warnings

from engine import nativegroup
from engine.nativegroup import PURE_ENV

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
MANIFEST = "core__mypyc.txt"
"""Written by setup.py beside the build: a line for each source it compiled, its module name
and the CRC-32 of its bytes (`engine.nativegroup.manifest_line`)."""
MODULES = tuple(f"{__package__}.{name}" for name in COMPILED)
"""The compiled modules' full names."""
__all__ = ["COMPILED", "MODULES", "PURE_ENV", "compiled", "why_pure"]


def why_pure() -> str | None:
    """Why the Python sources must be used though a build exists; None: use the build."""
    return nativegroup.why_pure(MODULES, GROUP, MANIFEST, "solver core")


def _choose() -> None:
    """Use the sources when the build must not be used, with a warning unless asked for."""
    why = why_pure()
    if why is None:
        return
    if not os.environ.get(PURE_ENV):
        warnings.warn(
            f"{why}: the solver runs as pure Python (run `pip install -e .` to rebuild it)",
            RuntimeWarning,
            stacklevel=2,
        )
    nativegroup.use_sources(MODULES)


def compiled() -> bool:
    """Does the solver run on the compiled (mypyc) modules?"""
    from engine.analysis import search

    return not search.__file__.endswith(".py")


_choose()
