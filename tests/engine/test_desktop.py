"""The freedesktop entry: the shipped file is valid, and --install-desktop-entry registers it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from engine import bundled, desktop
from engine.cli import main

VALIDATOR = shutil.which("desktop-file-validate")
needs_validator = pytest.mark.skipif(VALIDATOR is None, reason="desktop-file-utils not installed")


def _validate(path: Path) -> str:
    assert VALIDATOR is not None
    run = subprocess.run([VALIDATOR, str(path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout


@needs_validator
def test_the_shipped_entry_is_valid() -> None:
    assert "error" not in _validate(bundled.desktop_file())


def test_data_home_follows_xdg_data_home(tmp_path: Path) -> None:
    assert desktop.data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    home = {"HOME": str(tmp_path)}
    assert desktop.data_home(home) == tmp_path / ".local" / "share"
    # A relative XDG_DATA_HOME is invalid by the spec and must be ignored.
    assert desktop.data_home({**home, "XDG_DATA_HOME": "rel"}) == tmp_path / ".local/share"


@pytest.mark.parametrize(
    ("arg", "quoted"),
    [
        ("/usr/bin/patstudio", "/usr/bin/patstudio"),
        ("/opt/my apps/patstudio", '"/opt/my apps/patstudio"'),
        ("/opt/$HOME/x", '"/opt/\\\\$HOME/x"'),
        ("/opt/100%/x", "/opt/100%%/x"),
        ("", '""'),
    ],
)
def test_exec_arguments_are_quoted_as_the_spec_says(arg: str, quoted: str) -> None:
    assert desktop.quote_arg(arg) == quoted


def test_install_writes_entry_and_icon_and_refreshes_the_cache(tmp_path: Path) -> None:
    calls: list[list[str]] = []
    done = desktop.install_desktop_entry(
        {"XDG_DATA_HOME": str(tmp_path)}, command=["/opt/ps env/bin/patstudio"], run=calls.append
    )
    assert done.entry == tmp_path / "applications" / "patience-studio.desktop"
    assert done.icon == tmp_path / "icons/hicolor/scalable/apps/patience-studio.svg"
    assert done.icon.read_bytes() == bundled.desktop_icon().read_bytes()
    text = done.entry.read_text(encoding="utf-8")
    assert 'Exec="/opt/ps env/bin/patstudio" %f\n' in text
    assert "TryExec=/opt/ps env/bin/patstudio\n" in text
    assert "MimeType=application/xml;text/xml;\n" in text
    expected = [["update-desktop-database", str(tmp_path / "applications")]]
    assert calls == (expected if shutil.which("update-desktop-database") else [])
    assert sorted(p.name for p in (tmp_path / "applications").iterdir()) == [done.entry.name]


@needs_validator
def test_the_installed_entry_is_valid(tmp_path: Path) -> None:
    done = desktop.install_desktop_entry(
        {"XDG_DATA_HOME": str(tmp_path)}, command=["/a b/pat$studio"], run=lambda _c: None
    )
    _validate(done.entry)


@pytest.mark.skipif(
    not shutil.which("update-desktop-database"), reason="no update-desktop-database"
)
def test_the_editor_is_offered_for_xml_files(tmp_path: Path) -> None:
    desktop.install_desktop_entry({"XDG_DATA_HOME": str(tmp_path)}, command=["/bin/true"])
    cache = (tmp_path / "applications" / "mimeinfo.cache").read_text(encoding="utf-8")
    assert "application/xml=patience-studio.desktop;" in cache
    assert "text/xml=patience-studio.desktop;" in cache


def test_launcher_is_an_absolute_command() -> None:
    command = desktop.launcher()
    assert Path(command[0]).is_absolute()


def test_cli_option_installs_into_the_user_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["--install-desktop-entry"]) == 0
    out = capsys.readouterr().out.splitlines()
    entry = tmp_path / "applications" / "patience-studio.desktop"
    assert out[0] == f"installed {entry}"
    assert entry.is_file()


def test_an_unwritable_folder_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert main(["--install-desktop-entry"]) == 2
    assert "cannot install the desktop entry" in capsys.readouterr().err
