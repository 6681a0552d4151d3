"""Optional build step: compile the solver's hot modules with mypyc (pyproject.toml has the rest).

The compiled modules search about three times as many positions per second as the Python
ones and give the same results (tests/engine/analysis/test_native.py compares them). The
build is best effort: without mypyc or a C compiler, or when it fails, the install goes on
with pure Python. PATSTUDIO_PURE=1 skips it (and makes `engine.analysis` ignore a compiled
build at run time).
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import sys
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))


def _native_constants() -> dict[str, Any]:
    """COMPILED and GROUP of engine/analysis/native.py (read, not imported: the build
    environment lacks the engine's dependencies)."""
    with open(os.path.join(HERE, "engine", "analysis", "native.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    return {
        t.id: ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign)
        for t in node.targets
        if isinstance(t, ast.Name) and t.id in ("COMPILED", "GROUP", "MANIFEST")
    }


def _warn(message: str) -> None:
    print(f"patience-studio: {message}; the solver runs as pure Python", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """`build_ext` that leaves nothing half-built behind when compiling fails, and notes
    the sources it compiled (engine/analysis/native.py uses the build only while they
    stay the same)."""

    def run(self) -> None:
        native = _native_constants()
        places = [self.build_lib, HERE]  # the wheel's tree; the sources (editable installs)
        try:
            super().run()
        except Exception as exc:  # no compiler, no Python headers, a compiler error
            _warn(f"compiling the solver core failed ({exc})")
            # shims without their shared library would fail to import: remove them all
            for ext in self.extensions:
                for place in places:
                    path = os.path.join(place, self.get_ext_filename(ext.name))
                    if os.path.exists(path):
                        os.remove(path)
            self.extensions = []
            return
        if not self.extensions:
            return
        sources = {
            m: _sha256(os.path.join(HERE, "engine", "analysis", f"{m}.py"))
            for m in native["COMPILED"]
        }
        for place in places:
            folder = os.path.join(place, "engine", "analysis")
            if os.path.exists(os.path.join(place, self.get_ext_filename(self.extensions[0].name))):
                with open(os.path.join(folder, str(native["MANIFEST"])), "w") as f:
                    json.dump(sources, f, indent=1, sort_keys=True)


def _sha256(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def _extensions() -> list[object]:
    """The mypyc extension modules, or none when they cannot or should not be built."""
    if os.environ.get("PATSTUDIO_PURE"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not installed")
        return []
    native = _native_constants()
    modules = native["COMPILED"]
    try:
        return list(
            mypycify(
                [os.path.join("engine", "analysis", f"{m}.py") for m in modules],
                group_name=str(native["GROUP"]),
                target_dir=os.path.join("build", "mypyc"),
            )
        )
    except (Exception, SystemExit) as exc:  # mypyc exits on a type error
        _warn(f"mypyc could not translate the solver core ({exc})")
        return []


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
