"""Optional build step: compile the solver's hot modules with mypyc (pyproject.toml has the rest).

The compiled modules search about three times as many positions per second as the Python
ones and give the same results (tests/engine/analysis/test_compiled.py compares them). The
build is best effort: without mypyc or a C compiler, or when it fails, the install goes on
with pure Python. PATSTUDIO_PURE=1 skips it (and makes `engine.analysis` ignore a compiled
build at run time).
"""

from __future__ import annotations

import ast
import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))


def _native_constants() -> dict[str, object]:
    """COMPILED and GROUP of engine/analysis/native.py (read, not imported: the build
    environment lacks the engine's dependencies)."""
    with open(os.path.join(HERE, "engine", "analysis", "native.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    return {
        t.id: ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign)
        for t in node.targets
        if isinstance(t, ast.Name) and t.id in ("COMPILED", "GROUP")
    }


def _warn(message: str) -> None:
    print(f"patience-studio: {message}; the solver runs as pure Python", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """`build_ext` that leaves nothing half-built behind when compiling fails."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler, no Python headers, a compiler error
            _warn(f"compiling the solver core failed ({exc})")
            # shims without their shared library would fail to import: remove them all
            for ext in self.extensions:
                for path in (self.get_ext_fullpath(ext.name), self._inplace_path(ext.name)):
                    if path and os.path.exists(path):
                        os.remove(path)
            self.extensions = []

    def _inplace_path(self, name: str) -> str:
        """Where an in-place (editable) build puts the extension module."""
        parts = name.split(".")
        suffix = self.get_ext_filename(parts[-1])
        return os.path.join(HERE, *parts[:-1], suffix)


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
    assert isinstance(modules, tuple)
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
