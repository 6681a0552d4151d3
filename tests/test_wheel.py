"""The wheel holds everything: build it, install it into a fresh venv, use it from elsewhere."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = (
    "pyproject.toml",
    "setup.py",
    "README.md",
    "engine",
    "schema",
    "editor",
    "games",
    "resources",
)
BIN = "Scripts" if os.name == "nt" else "bin"
pytestmark = pytest.mark.slow  # still part of the default run (about 20 s)

# Run with the installed package's Python in offscreen Qt: the German translation loads and
# the start page lists the games; prints what it saw as JSON.
QT_SCRIPT = """
import json, sys
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication
app = QApplication([])
import engine, editor
from engine.bundled import translation
from editor import i18n
from editor.startpage import PATH_ROLE, StartPage
qm = translation("patstudio_de.qm")
plain = QTranslator()
language = i18n.install(app, "de")
page = StartPage()
items = [page.games.item(i) for i in range(page.games.count())]
print(json.dumps({
    "engine": engine.__file__, "editor": editor.__file__, "qm": str(qm),
    "loads": plain.load(str(qm)), "language": language,
    "start_page": QCoreApplication.translate("", "New from Game"),
    "panels": QCoreApplication.translate("AnalysisDialog", "Analyze &Balance..."),
    "games": [[item.text(), item.data(PATH_ROLE)] for item in items],
}))
"""


def _run(command: list[str | Path], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    environment.update(env)
    run = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert run.returncode == 0, f"{command}\n{run.stdout}\n{run.stderr}"
    return run


def _install(base: Path) -> dict[str, Path]:
    """A wheel built from a copy of the sources and installed non-editable into a new venv."""
    source = base / "source"
    source.mkdir()
    # the wheel is built pure Python (a compiled build takes minutes): no extension modules
    # of an editable build may slip into it
    skip = shutil.ignore_patterns(
        "__pycache__",
        "*.pyc",
        "build",
        "*.egg-info",
        "*.so",
        "*.pyd",
        "core__mypyc.txt",
        "lintcore__mypyc.txt",
    )
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, symlinks=True, ignore=skip)
        else:
            shutil.copy2(ROOT / name, source / name)
    wheels = base / "dist"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    _run([*pip, "wheel", "--no-deps", "-q", "-w", wheels, source], cwd=base, PATSTUDIO_PURE="1")
    wheel = next(wheels.glob("patience_studio-*.whl"))
    venv = base / "venv"
    # System site-packages provide PySide6, lxml and xmlschema without downloading them;
    # the venv's own copy of the package shadows any editable install found there.
    _run([sys.executable, "-m", "venv", "--without-pip", "--system-site-packages", venv], cwd=base)
    python = venv / BIN / "python"
    install = ["install", "--no-deps", "--no-index", "--ignore-installed", "-q", wheel]
    _run([*pip, "--python", python, *install], cwd=base)
    elsewhere = base / "elsewhere"
    elsewhere.mkdir()
    return {"wheel": wheel, "venv": venv, "python": python, "cwd": elsewhere}


def test_installed_wheel_is_complete(tmp_path: Path) -> None:
    # One test (not a fixture shared by several) so that xdist builds the wheel only once.
    installed = _install(tmp_path)
    _check_contents(installed)
    _check_games(installed)
    _check_editor(installed)
    _check_desktop_entry(installed)


def _check_contents(installed: dict[str, Path]) -> None:
    names = set(zipfile.ZipFile(installed["wheel"]).namelist())
    games = {f"engine/data/games/{p.name}" for p in (ROOT / "games").glob("*.xml")}
    assert games <= names
    for qm in (ROOT / "resources" / "i18n").glob("*.qm"):
        assert f"engine/data/resources/i18n/{qm.name}" in names
    assert "engine/data/resources/desktop/patience-studio.desktop" in names
    assert "engine/data/resources/desktop/patience-studio.svg" in names
    assert "schema/patfinder.xsd" in names
    assert not [n for n in names if n.endswith((".ts", ".sh"))], "build-only files shipped"
    assert not [n for n in names if n.endswith((".so", ".pyd"))], "built with PATSTUDIO_PURE"


def _check_games(installed: dict[str, Path]) -> None:
    venv, cwd = installed["venv"], installed["cwd"]
    patstudio = venv / BIN / "patstudio"
    where = _run([installed["python"], "-c", "import engine; print(engine.__file__)"], cwd=cwd)
    package = Path(where.stdout.strip()).parent
    assert package.is_relative_to(venv), f"engine imported from {package}, not the venv"
    listed = json.loads(_run([patstudio, "games", "--format", "json"], cwd=cwd).stdout)
    assert sorted(Path(g["path"]).name for g in listed) == sorted(
        p.name for p in (ROOT / "games").glob("*.xml")
    )
    for game in listed:
        path = Path(game["path"])
        assert path.parent == package / "data" / "games" and path.is_file()
    lint = _run([patstudio, "lint", "--format", "json", *(g["path"] for g in listed)], cwd=cwd)
    errors = [p for p in json.loads(lint.stdout) if p["severity"] == "error"]
    assert errors == []
    version = _run([patstudio, "--version"], cwd=cwd).stdout
    assert version.startswith("patstudio ") and "unknown" not in version


def _check_editor(installed: dict[str, Path]) -> None:
    venv, cwd = installed["venv"], installed["cwd"]
    run = _run(
        [installed["python"], "-c", QT_SCRIPT],
        cwd=cwd,
        QT_QPA_PLATFORM="offscreen",
        PATSTUDIO_SETTINGS_DIR=str(cwd),
    )
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert Path(seen["engine"]).is_relative_to(venv)
    assert Path(seen["editor"]).is_relative_to(venv)
    assert Path(seen["qm"]).is_relative_to(venv) and seen["loads"] is True
    assert seen["language"] == "de"
    assert seen["start_page"] == "Neu aus Spiel"
    assert seen["panels"] == "&Balance analysieren..."
    listed = json.loads(
        _run([venv / BIN / "patstudio", "games", "--format", "json"], cwd=cwd).stdout
    )
    assert seen["games"] == [[g["name"], g["path"]] for g in listed]
    assert len(seen["games"]) == len(list((ROOT / "games").glob("*.xml")))


def _check_desktop_entry(installed: dict[str, Path]) -> None:
    venv, cwd = installed["venv"], installed["cwd"]
    share = cwd / "share"
    run = _run(
        [venv / BIN / "patstudio", "--install-desktop-entry"], cwd=cwd, XDG_DATA_HOME=str(share)
    )
    entry = share / "applications" / "patience-studio.desktop"
    assert f"installed {entry}" in run.stdout
    assert f"Exec={venv / BIN / 'patstudio'} %f" in entry.read_text(encoding="utf-8")
    assert (share / "icons/hicolor/scalable/apps/patience-studio.svg").is_file()
