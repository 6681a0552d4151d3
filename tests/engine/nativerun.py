"""Running a test module as a script, with or without a compiled build (the compiled-versus-
pure tests of the solver core and the lint core)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from engine.nativegroup import PURE_ENV

ROOT = Path(__file__).resolve().parents[2]


def _env(pure: bool) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop(PURE_ENV, None)
    if pure:
        env[PURE_ENV] = "1"
    return env


def run_script(script: str, pure: bool) -> subprocess.CompletedProcess[str]:
    """Run `script` in a new interpreter, on the Python sources when `pure` (a stale-build
    warning is an error there: the compiled side must really be compiled)."""
    return subprocess.run(
        [sys.executable, "-W", "error::RuntimeWarning", script],
        capture_output=True,
        text=True,
        env=_env(pure),
        timeout=600,
        check=True,
    )


def pure_output(code: str) -> list[str]:
    """The words `code` prints when run with PATSTUDIO_PURE set."""
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=_env(True), check=True
    ).stdout.split()
