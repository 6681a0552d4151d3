"""Checks made before the editor imports Qt: is there a display, are Qt's X11 libraries there?

Without them Qt aborts the process with its own message ("Could not load the Qt platform
plugin xcb"), which does not say what to install; these checks say it and exit with code 2.
"""

from __future__ import annotations

import ctypes.util
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

HEADLESS = "patstudio lint, replay, simulate, import-pat, test, games"
"""The commands that work without a display."""

# soname -> (Debian/Ubuntu package, Fedora package). The first seven are the ones a fresh
# Debian or Ubuntu desktop usually lacks; the rest are listed so any gap gets a package name.
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-xinerama.so.0": ("libxcb-xinerama0", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-glx.so.0": ("libxcb-glx0", "libxcb"),
    "libxcb-xinput.so.0": ("libxcb-xinput0", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libSM.so.6": ("libsm6", "libSM"),
    "libICE.so.6": ("libice6", "libICE"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
}
XCB_LIBRARIES = tuple(PACKAGES)[:8]
"""What the fallback looks for when `ldd` is not available."""

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)
_CANNOT_OPEN = re.compile(r"(lib[\w.+-]+\.so[\w.]*): cannot open shared object file")


def qt_plugin_dir() -> Path | None:
    """PySide6's Qt plugin folder, found without importing PySide6 (None if not installed)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "Qt" / "plugins"


def unresolved(library: Path) -> list[str]:
    """Shared libraries `ldd` cannot find for library (its dependencies' too)."""
    ldd = shutil.which("ldd")
    if ldd is None or not library.is_file():
        return []
    try:
        run = subprocess.run([ldd, str(library)], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return []
    return sorted(set(_NOT_FOUND.findall(run.stdout)))


def absent(sonames: Iterable[str]) -> list[str]:
    """The sonames the dynamic linker's cache does not know (ctypes.util.find_library)."""
    names = {soname: soname.removeprefix("lib").split(".so")[0] for soname in sonames}
    return [soname for soname, name in names.items() if ctypes.util.find_library(name) is None]


def missing_xcb_libraries() -> list[str]:
    """System libraries Qt's xcb platform plugin needs but cannot load."""
    plugins = qt_plugin_dir()
    plugin = plugins / "platforms" / "libqxcb.so" if plugins else None
    if plugin is not None and plugin.is_file() and shutil.which("ldd"):
        return unresolved(plugin)
    return absent(XCB_LIBRARIES)


def install_hint(sonames: Sequence[str]) -> str:
    """Which packages provide the missing libraries, with the apt and dnf commands."""
    debian = _unique(PACKAGES.get(name, (name, name))[0] for name in sonames)
    fedora = _unique(PACKAGES.get(name, (name, name))[1] for name in sonames)
    return (
        f"  missing: {', '.join(sonames)}\n"
        "Install them with:\n"
        f"  Debian/Ubuntu: sudo apt install {' '.join(debian)}\n"
        f"  Fedora:        sudo dnf install {' '.join(fedora)}\n"
        f"The headless commands ({HEADLESS}) work without them."
    )


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def _platforms(environ: Mapping[str, str]) -> list[str]:
    """The platform plugins QT_QPA_PLATFORM asks for, in order ("xcb:opt;wayland" -> both)."""
    requested = environ.get("QT_QPA_PLATFORM", "")
    return [part.split(":")[0].strip() for part in requested.split(";") if part.strip()]


def no_display_message() -> str:
    """What `patstudio` says when there is no screen to open the editor on."""
    return (
        "patstudio: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the "
        "editor cannot open.\n"
        f"The headless commands work without one: {HEADLESS} (patstudio --help lists them).\n"
        "To run the editor without a screen, set QT_QPA_PLATFORM=offscreen."
    )


def gui_problem(
    environ: Mapping[str, str] | None = None,
    *,
    platform: str | None = None,
    missing: Callable[[], list[str]] | None = None,
) -> str | None:
    """Why the editor cannot start here (a message for the user), or None when it can.

    environ, platform and missing (the library lookup) default to this machine's.
    """
    env = os.environ if environ is None else environ
    if not (platform or sys.platform).startswith("linux"):
        return None
    wanted = _platforms(env)
    if wanted and wanted[0] not in ("xcb", "wayland", "wayland-egl"):
        return None  # offscreen, minimal, vnc, eglfs...: no display server needed
    x11, wayland = bool(env.get("DISPLAY")), bool(env.get("WAYLAND_DISPLAY"))
    uses_xcb = wanted[:1] == ["xcb"] or (not wanted and not wayland)
    if not x11 and (uses_xcb or not wayland):
        return no_display_message()
    if uses_xcb:
        lacking = (missing or missing_xcb_libraries)()
        if lacking:
            return (
                "patstudio: the editor cannot start: Qt's X11 platform plugin (xcb) needs "
                "system libraries that are not installed.\n" + install_hint(lacking)
            )
    return None


def import_problem(exc: ImportError) -> str:
    """A message for a failed PySide6 import, naming the missing system library if it can."""
    match = _CANNOT_OPEN.search(str(exc))
    if match:
        return "patstudio: Qt cannot load a system library.\n" + install_hint([match.group(1)])
    return (
        f"patstudio: the editor needs PySide6, which cannot be imported ({exc}).\n"
        "Install it with: pip install PySide6-Essentials\n"
        f"The headless commands ({HEADLESS}) work without it."
    )
