"""`patstudio --install-desktop-entry`: register the editor in the user's application menu."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from engine.bundled import DESKTOP_ID, desktop_file, desktop_icon

Runner = Callable[[list[str]], object]
"""Runs a helper command (update-desktop-database); replaced in tests."""

_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


@dataclass(frozen=True, slots=True)
class Installed:
    """Where the entry and its icon were written."""

    entry: Path
    icon: Path


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when it is unset or not absolute (as the spec says)."""
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path(env.get("HOME") or Path.home()) / ".local" / "share"


def quote_arg(arg: str) -> str:
    """One Exec argument quoted as the Desktop Entry spec requires."""
    arg = arg.replace("%", "%%")  # a literal percent sign, not a field code
    if not arg or _RESERVED & set(arg):
        escaped = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg)
        arg = f'"{escaped}"'
    # The whole value is also a desktop-file string, where a backslash is written twice.
    return arg.replace("\\", "\\\\")


def launcher() -> list[str]:
    """The command that starts this installation's editor (absolute, so PATH does not matter)."""
    beside = Path(sys.executable).parent / "patstudio"
    if beside.is_file():
        return [str(beside)]
    found = shutil.which("patstudio")
    if found:
        return [str(Path(found).resolve())]
    return [sys.executable, "-m", "engine.cli"]


def entry_text(command: list[str]) -> str:
    """The shipped `.desktop` entry with Exec/TryExec pointing at command."""
    lines = []
    for line in desktop_file().read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + " ".join(quote_arg(arg) for arg in command) + " %f"
        elif line.startswith("TryExec="):
            line = "TryExec=" + command[0].replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


def _run_quietly(command: list[str]) -> object:
    return subprocess.run(command, capture_output=True, timeout=60, check=False)


def install_desktop_entry(
    environ: Mapping[str, str] | None = None,
    *,
    command: list[str] | None = None,
    run: Runner = _run_quietly,
) -> Installed:
    """Write the entry to applications/ and the icon to icons/hicolor/scalable/apps/."""
    home = data_home(environ)
    apps = home / "applications"
    icons = home / "icons" / "hicolor" / "scalable" / "apps"
    apps.mkdir(parents=True, exist_ok=True)
    icons.mkdir(parents=True, exist_ok=True)
    entry = apps / f"{DESKTOP_ID}.desktop"
    icon = icons / f"{DESKTOP_ID}.svg"
    _write(entry, entry_text(command or launcher()).encode("utf-8"))
    _write(icon, desktop_icon().read_bytes())
    if shutil.which("update-desktop-database"):
        # Refreshes the MIME cache so file managers offer the editor for .xml files.
        run(["update-desktop-database", str(apps)])
    return Installed(entry, icon)


def _write(path: Path, data: bytes) -> None:
    """Write atomically (temp file + rename), so a menu never reads half an entry."""
    temp = path.with_name(f".{path.name}.tmp")
    temp.write_bytes(data)
    os.replace(temp, path)


def main() -> int:
    """Install the entry and say where it went; exit 2 when it cannot be written."""
    try:
        done = install_desktop_entry()
    except OSError as exc:
        print(f"patstudio: cannot install the desktop entry: {exc}", file=sys.stderr)
        return 2
    print(f"installed {done.entry}")
    print(f"installed {done.icon}")
    return 0
