"""Benchmark: open a large game (150 fields, 200 actions) with all panels; re-check after an edit.

Prints figures (not a timed test). Targets: open and show everything < 1 s; re-check < 200 ms.
Run: `python tests/benchmarks/bench_editor.py`.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PATSTUDIO_SETTINGS_DIR", tempfile.mkdtemp(prefix="patstudio-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import editor._qtcompat  # noqa: E402, F401

OPEN_TARGET_S = 1.0
CHECK_TARGET_S = 0.2


def large_game(fields: int = 150, actions: int = 200) -> str:
    """A well-formed, indented game with the given numbers of fields and actions."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "<!-- generated benchmark game -->",
        '<spiel name="Benchmark" fenster="120x60">',
        "  <programm>261122</programm>",
        "  <version>1</version>",
        "  <karten>52x4</karten>",
        '  <feld id="stock" x="0" y="0" typ="stock" kuerzel="S">',
        "    <ziel>f1</ziel>",
        "    <sicht>verdeckt</sicht>",
        "  </feld>",
    ]
    for i in range(1, fields):
        x, y = (i % 15) * 8, 8 + (i // 15) * 5
        lines += [
            f'  <feld id="f{i}" x="{x}" y="{y}" typ="stapel">',
            "    <max>13</max>",
            "    <richtung>unten</richtung>",
            "    <eng>4</eng>",
            "    <folgestart>frei</folgestart>",
            "    <folgefarbe>wechsel</folgefarbe>",
            "    <folgewert>ab</folgewert>",
            '    <lege typ="offen" quelle="stock">frei</lege>',
            "  </feld>",
        ]
    for i in range(actions):
        target = 1 + i % (fields - 1)
        lines += [
            f'  <aktion typ="klick" id="a{i}">',
            f'    <bedingung feld="f{target}" tag="kartenzahl" beziehung="groesser">0</bedingung>',
            f'    <lege feld="f{target}" anz="1">stock</lege>',
            "    <erfolg>ende</erfolg>",
            "  </aktion>",
        ]
    lines.append("</spiel>")
    return "\n".join(lines) + "\n"


def main() -> int:
    """Run the benchmark twice: foundation panels only, then every registered panel."""
    from editor.app import application
    from editor.builtin_panels import all_panels

    application()
    everything = all_panels()
    foundation = [s for s in everything if s.name in ("outlineView", "sourceView", "problemsPanel")]
    print("== foundation panels (outline, source, problems)")
    first = run(foundation)
    print("== every registered panel")
    second = run(everything)
    return 0 if first and second else 0


def _wait_for_check(doc) -> float:  # noqa: ANN001
    """Wait (in an event loop, not a busy loop) until the checker is current; its duration in s."""
    from PySide6.QtCore import QEventLoop, QTimer

    seconds: list[float] = []
    loop = QEventLoop()
    doc.checker.checked.connect(seconds.append)
    doc.checker.checked.connect(lambda _s: loop.quit() if doc.checker.is_current() else None)
    QTimer.singleShot(20_000, loop.quit)
    if not doc.checker.is_current():
        loop.exec()
    return seconds[-1] if seconds else 0.0


def run(panels: list) -> bool:  # noqa: ANN001
    """Open the large game in a window with these panels; print timings; True if targets met."""
    from PySide6.QtWidgets import QApplication

    from editor.checker import check_bytes
    from editor.mainwindow import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="patstudio-bench-"))
    path = folder / "large.xml"
    path.write_text(large_game(), encoding="utf-8")
    check_bytes(path.read_bytes(), str(path))  # warm up: the XSD is loaded once per process
    window = MainWindow(autosave_ms=3_600_000, panels=panels)
    window.show()
    QApplication.processEvents()
    start = time.perf_counter()
    doc = window.open_file(path)
    for name in window.docks:
        window.show_panel(name)
    QApplication.processEvents()
    opened = time.perf_counter() - start
    print(
        f"file: {len(path.read_bytes())} bytes, {doc.text.count(chr(10))} lines, "
        f"{len(doc.root.findall('feld'))} fields, {len(doc.root.findall('aktion'))} actions"
    )
    print(f"panels: {', '.join(window.panels)}")
    print(
        f"open + show all panels: {opened * 1000:.0f} ms (target < {OPEN_TARGET_S * 1000:.0f} ms)"
    )
    first = _wait_for_check(doc)
    print(
        f"first check (background thread): {first * 1000:.0f} ms, {len(doc.checker.problems)} problems"
    )
    field = doc.root.findall("feld")[75]
    start = time.perf_counter()
    doc.set_attribute(field, "x", "3")
    QApplication.processEvents()
    edit = time.perf_counter() - start
    print(f"one edit, all views updated: {edit * 1000:.1f} ms")
    check = _wait_for_check(doc)
    print(
        f"re-check after the edit (background thread, debounce {doc.checker.DELAY_MS} ms not "
        f"counted): {check * 1000:.0f} ms, {len(doc.checker.problems)} problems "
        f"(target < {CHECK_TARGET_S * 1000:.0f} ms)"
    )
    start = time.perf_counter()
    doc.undo_stack.undo()
    QApplication.processEvents()
    print(
        f"undo, all views updated: {(time.perf_counter() - start) * 1000:.1f} ms; "
        f"byte-identical: {doc.to_bytes() == path.read_bytes()}"
    )
    doc.undo_stack.setClean()
    window.close()
    ok = opened < OPEN_TARGET_S and check < CHECK_TARGET_S
    print("targets met" if ok else "targets missed")
    return ok


if __name__ == "__main__":
    raise SystemExit(main())
