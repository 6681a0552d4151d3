"""Optional build step: compile the solver's and the linter's hot modules with mypyc
(pyproject.toml has the rest).

The compiled solver modules search about three times as many positions per second as the
Python ones, the compiled lint modules check a file in some 10% fewer instructions, and both
give the same results (tests/engine/analysis/test_native.py, tests/engine/test_lintnative.py
compare them). The build is best effort: without mypyc or a C compiler, or when it fails, the
install goes on with pure Python (a group mypyc cannot translate is left out alone).
PATSTUDIO_PURE=1 skips it (and makes `engine` ignore a compiled build at run time).
"""

from __future__ import annotations

import ast
import os
import sys
import zlib
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))


def _native_constants(*where: str) -> dict[str, Any]:
    """COMPILED, GROUP and MANIFEST of engine/analysis/native.py, or of the module at `where`
    (read, not imported: the build environment lacks the engine's dependencies)."""
    path = os.path.join(HERE, *(where or ("engine", "analysis", "native.py")))
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    return {
        t.id: ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign)
        for t in node.targets
        if isinstance(t, ast.Name) and t.id in ("COMPILED", "GROUP", "MANIFEST")
    }


def _warn(message: str) -> None:
    print(f"patience-studio: {message}; it runs as pure Python", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """`build_ext` that leaves nothing half-built behind when compiling fails, and notes
    the sources it compiled (engine/nativegroup.py uses a build only while they stay the
    same)."""

    def build_extensions(self) -> None:
        # The search keys are mypyc `i64`s that must wrap on overflow, as the Python
        # sources wrap by hand (stockmacros.wrap). CPython's own flags usually carry
        # -fwrapv already; say it here so another compiler setting cannot drop it.
        if self.compiler.compiler_type == "unix":
            for ext in self.extensions:
                if "-fwrapv" not in ext.extra_compile_args:
                    ext.extra_compile_args.append("-fwrapv")
        super().build_extensions()

    def run(self) -> None:
        places = [self.build_lib, HERE]  # the wheel's tree; the sources (editable installs)
        try:
            super().run()
        except Exception as exc:  # no compiler, no Python headers, a compiler error
            _warn(f"compiling the solver and lint cores failed ({exc})")
            # shims without their shared library would fail to import: remove them all
            for ext in self.extensions:
                for place in places:
                    path = os.path.join(place, self.get_ext_filename(ext.name))
                    if os.path.exists(path):
                        os.remove(path)
            self.extensions = []
            return
        names = {ext.name for ext in self.extensions}
        for group in _groups():
            if group["GROUP"] + "__mypyc" not in names:
                continue  # not built (mypyc could not translate it)
            folder, package = group["FOLDER"], group["PACKAGE"]
            paths = {
                m: os.path.join(HERE, *f"{package}{m}".split(".")) + ".py"
                for m in group["COMPILED"]
            }
            lib = self.get_ext_filename(group["GROUP"] + "__mypyc")
            for place in places:
                if os.path.exists(os.path.join(place, lib)):
                    # engine/nativegroup.py's `manifest_line`: module, CRC-32 of its source
                    path = os.path.join(place, *folder, str(group["MANIFEST"]))
                    with open(path, "w") as f:
                        for m, p in paths.items():
                            with open(p, "rb") as source:
                                f.write(f"{package}{m} {zlib.crc32(source.read()):08x}\n")


def _groups() -> list[dict[str, Any]]:
    """The compiled groups: the solver core (module names in engine.analysis) and the lint
    core (full module names), each with its folder (where its manifest goes)."""
    solver = _native_constants()
    solver.update(FOLDER=("engine", "analysis"), PACKAGE="engine.analysis.", WHAT="solver core")
    lint = _native_constants("engine", "lintnative.py")
    lint.update(FOLDER=("engine",), PACKAGE="", WHAT="lint core")
    return [solver, lint]


def _extensions() -> list[object]:
    """The mypyc extension modules, or none when they cannot or should not be built."""
    if os.environ.get("PATSTUDIO_PURE"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not installed")
        return []
    extensions: list[object] = []
    for group in _groups():
        paths = [
            os.path.join(*f"{group['PACKAGE']}{m}".split(".")) + ".py" for m in group["COMPILED"]
        ]
        try:
            extensions += mypycify(
                paths,
                group_name=str(group["GROUP"]),
                target_dir=os.path.join("build", "mypyc"),
            )
        except (Exception, SystemExit) as exc:  # mypyc exits on a type error
            _warn(f"mypyc could not translate the {group['WHAT']} ({exc})")
    return extensions


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
