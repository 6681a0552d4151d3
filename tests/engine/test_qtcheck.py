"""Start-up checks before Qt: no display, missing X11 libraries (no Qt is imported here)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine import qtcheck
from engine.cli import main
from engine.qtcheck import gui_problem, import_problem

ROOT = Path(__file__).resolve().parents[2]
FRESH_DEBIAN = [
    "libxcb-cursor.so.0",
    "libxcb-icccm.so.4",
    "libxcb-keysyms.so.1",
    "libxcb-image.so.0",
    "libxcb-render-util.so.0",
    "libxcb-xinerama.so.0",
    "libxkbcommon-x11.so.0",
]


def _never() -> list[str]:
    raise AssertionError("the library lookup should not run here")


def test_no_display_points_to_the_headless_commands() -> None:
    message = gui_problem({}, platform="linux", missing=_never)
    assert message is not None
    assert "DISPLAY" in message and "WAYLAND_DISPLAY" in message
    assert "patstudio lint, replay, simulate" in message
    assert "QT_QPA_PLATFORM=offscreen" in message


@pytest.mark.parametrize("platform", ["offscreen", "minimal", "vnc:size=800x600", "offscreen;xcb"])
def test_platforms_without_a_display_server_need_no_check(platform: str) -> None:
    assert gui_problem({"QT_QPA_PLATFORM": platform}, platform="linux", missing=_never) is None


def test_other_systems_are_left_to_qt() -> None:
    assert gui_problem({}, platform="win32", missing=_never) is None
    assert gui_problem({}, platform="darwin", missing=_never) is None


def test_missing_xcb_libraries_name_packages_for_debian_and_fedora() -> None:
    message = gui_problem({"DISPLAY": ":0"}, platform="linux", missing=lambda: FRESH_DEBIAN)
    assert message is not None
    assert "libxcb-cursor.so.0" in message
    assert (
        "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 "
        "libxcb-render-util0 libxcb-xinerama0 libxkbcommon-x11-0\n"
    ) in message
    assert (
        "sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms xcb-util-image "
        "xcb-util-renderutil libxcb libxkbcommon-x11\n"
    ) in message


def test_an_unknown_library_is_still_named() -> None:
    message = gui_problem({"DISPLAY": ":0"}, platform="linux", missing=lambda: ["libfoo.so.7"])
    assert message is not None and "apt install libfoo.so.7" in message


def test_nothing_missing_means_qt_may_start() -> None:
    assert gui_problem({"DISPLAY": ":0"}, platform="linux", missing=list) is None


def test_wayland_sessions_do_not_need_xcb() -> None:
    env = {"WAYLAND_DISPLAY": "wayland-0"}
    assert gui_problem(env, platform="linux", missing=_never) is None
    assert gui_problem({**env, "QT_QPA_PLATFORM": "wayland"}, platform="linux") is None


def test_forced_xcb_without_an_x_display_says_so() -> None:
    env = {"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}
    message = gui_problem(env, platform="linux", missing=_never)
    assert message is not None and "no display found" in message


def test_a_failed_qt_import_names_the_library() -> None:
    exc = ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")
    message = import_problem(exc)
    assert "apt install libegl1" in message and "dnf install libglvnd-egl" in message
    assert "pip install PySide6-Essentials" in import_problem(ImportError("No module named X"))


@pytest.mark.skipif(not shutil.which("gcc") or not shutil.which("ldd"), reason="needs gcc, ldd")
def test_unresolved_reads_ldd_on_a_real_library(tmp_path: Path) -> None:
    (tmp_path / "gone.c").write_text("int gone(void) { return 1; }\n")
    (tmp_path / "uses.c").write_text("int gone(void);\nint uses(void) { return gone(); }\n")
    gcc = ["gcc", "-shared", "-fPIC", "-o"]
    soname = "-Wl,-soname,libgone.so.3"
    subprocess.run(
        [*gcc, str(tmp_path / "libgone.so.3"), soname, str(tmp_path / "gone.c")], check=True
    )
    (tmp_path / "libgone.so").symlink_to("libgone.so.3")
    uses = tmp_path / "libuses.so"
    subprocess.run(
        [*gcc, str(uses), str(tmp_path / "uses.c"), f"-L{tmp_path}", "-lgone"], check=True
    )
    (tmp_path / "libgone.so.3").unlink()
    assert qtcheck.unresolved(uses) == ["libgone.so.3"]
    assert qtcheck.unresolved(tmp_path / "missing.so") == []


def test_absent_asks_the_linker_cache() -> None:
    assert qtcheck.absent(["libc.so.6", "libpatstudio-no-such-lib.so.9"]) == [
        "libpatstudio-no-such-lib.so.9"
    ]


LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux only")


@LINUX
def test_the_real_lookup_finds_qt_and_lists_sonames() -> None:
    plugins = qtcheck.qt_plugin_dir()
    assert plugins is not None and (plugins / "platforms" / "libqxcb.so").is_file()
    assert all(".so" in name for name in qtcheck.missing_xcb_libraries())


def test_patstudio_file_prints_the_hint_instead_of_starting_qt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(qtcheck, "missing_xcb_libraries", lambda: FRESH_DEBIAN[:2])
    assert main([str(ROOT / "games" / "klondike.xml")]) == 2
    err = capsys.readouterr().err
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4" in err


@LINUX
def test_without_a_display_patstudio_exits_2_without_loading_qt() -> None:
    code = (
        "import sys\nfrom engine.cli import main\n"
        "rc = main(['games/klondike.xml'])\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'editor'))]\n"
        "sys.exit(rc)\n"
    )
    env = {"PATH": "/usr/bin:/bin", "HOME": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert run.returncode == 2, run.stderr
    assert run.stderr.startswith("patstudio: no display found")


HIDE = """
set -e
mount --bind "$LIBDIR" "$ORIG"
for f in "$ORIG"/*; do ln -s "$f" "$FAKE/"; done
rm -f "$FAKE"/libxcb-cursor.so* "$FAKE"/libxcb-icccm.so*
mount --bind "$FAKE" "$LIBDIR"
exec "$@"
"""
LIBDIR = Path("/usr/lib/x86_64-linux-gnu")


def _can_unshare() -> bool:
    if not shutil.which("unshare") or not list(LIBDIR.glob("libxcb-cursor.so*")):
        return False
    return subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode == 0


@LINUX
@pytest.mark.skipif(not _can_unshare(), reason="needs unshare -m and Debian's multiarch libdir")
def test_a_machine_without_xcb_libraries_gets_the_hint_not_a_qt_abort(tmp_path: Path) -> None:
    # A private mount namespace where two xcb libraries are hidden from the dynamic linker:
    # the real lookup (ldd on Qt's plugin) must find them missing.
    (tmp_path / "orig").mkdir()
    (tmp_path / "fake").mkdir()
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "DISPLAY": ":0",
        "LIBDIR": str(LIBDIR),
        "ORIG": str(tmp_path / "orig"),
        "FAKE": str(tmp_path / "fake"),
    }
    command = [sys.executable, "-m", "engine.cli", "games/klondike.xml"]
    run = subprocess.run(
        ["unshare", "-m", "bash", "-c", HIDE, "hide", *command],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 2, run.stderr
    assert "missing: libxcb-cursor.so.0, libxcb-icccm.so.4" in run.stderr
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4" in run.stderr
    assert "Could not load the Qt platform plugin" not in run.stderr
