"""XML goes on the clipboard in two forms, and a process that copied exits cleanly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QGuiApplication

from editor import clipboard

ROOT = Path(__file__).resolve().parents[2]


def test_put_offers_text_and_the_own_format(qtbot) -> None:  # noqa: ANN001
    clipboard.put('<feld id="ä"/>', "application/x-test")
    mime = QGuiApplication.clipboard().mimeData()
    assert mime.text() == '<feld id="ä"/>'
    assert bytes(mime.data("application/x-test").data()).decode() == '<feld id="ä"/>'


def test_a_process_that_copied_exits_cleanly() -> None:
    # Without `clipboard.release` this process died at exit with SIGSEGV (PySide6 6.11).
    script = (
        "from PySide6.QtWidgets import QApplication; from editor import clipboard;"
        "app = QApplication([]); clipboard.put('<x/>', 'application/x-test')"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, timeout=60)
    assert done.returncode == 0
