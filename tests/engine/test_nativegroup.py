"""Both compiled groups are built and in use wherever CI runs with a C compiler.

Elsewhere a failed or stale build only costs speed (the sources give the same results), so
it falls back quietly; but then the compiled-versus-pure tests skip, and a type error that
mypyc refuses in a compiled module would go unnoticed. CI sets `CI`; there, a compiler and
mypyc are present, so a missing build is a defect this test reports with its reason.
"""

from __future__ import annotations

import os
import shutil

import pytest

import engine.analysis.native as solver_core
import engine.lintnative as lint_core
from engine.nativegroup import PURE_ENV

IN_CI = bool(os.environ.get("CI")) and not os.environ.get(PURE_ENV)
HAS_COMPILER = shutil.which(os.environ.get("CC", "cc")) is not None


@pytest.mark.skipif(not (IN_CI and HAS_COMPILER), reason="only in CI with a C compiler")
@pytest.mark.parametrize("core", [solver_core, lint_core], ids=["solver", "lint"])
def test_ci_runs_the_compiled_core(core) -> None:  # noqa: ANN001
    reason = core.why_pure() or "not built (see the pip install output)"
    assert core.compiled(), f"{core.__name__}: the sources are used: {reason}"
