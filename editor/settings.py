"""Persistent settings (QSettings in INI format; tests point them at a temp folder)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

ORGANIZATION = "PatienceStudio"
APPLICATION = "Patience Studio"
ENV_DIR = "PATSTUDIO_SETTINGS_DIR"
"""When set, settings and recovery files live in this folder (tests, portable use)."""
MAX_RECENT = 10


def settings_dir() -> Path:
    """Folder holding the settings file and the recovery folder."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    return Path(base or Path.home() / ".config" / "patience-studio")


def settings() -> QSettings:
    """The application's settings object."""
    folder = settings_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return QSettings(str(folder / "patstudio.ini"), QSettings.Format.IniFormat)


def recovery_dir() -> Path:
    """Where autosaved recovery copies are written."""
    folder = settings_dir() / "recovery"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def recent_files() -> list[str]:
    """Recently opened files, newest first, existing ones only."""
    value = settings().value("recent", [])
    items = [value] if isinstance(value, str) else list(value or [])
    return [p for p in items if Path(p).is_file()]


def add_recent(path: str) -> None:
    """Put a file at the top of the recent list."""
    items = [p for p in recent_files() if p != path]
    settings().setValue("recent", [path, *items][:MAX_RECENT])


def language() -> str:
    """Language override: 'system', 'en' or 'de'."""
    return str(settings().value("language", "system"))


def set_language(value: str) -> None:
    """Store the language override (takes effect at the next start)."""
    settings().setValue("language", value)
