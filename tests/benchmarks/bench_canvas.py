"""Benchmark: dragging a field on a 150-field game; prints milliseconds per frame (target < 16)."""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QEvent, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

FRAMES = 120
TARGET_MS = 16.0


def game_xml(count: int = 150) -> bytes:
    """A game with `count` fanned fields on a 120x60 window."""
    fields = ['<feld id="stock" x="0" y="0" typ="stock"><ziel>f1</ziel></feld>']
    for i in range(1, count):
        x, y = (i % 15) * 8, (i // 15) * 6
        fields.append(
            f'<feld id="f{i}" x="{x}" y="{y}" typ="stapel"><richtung>unten</richtung>'
            f'<max>5</max><eng>4</eng><lege typ="offen" quelle="stock">frei</lege>'
            f"</feld>"
        )
    return (
        f'<spiel name="Bench" fenster="120x60"><programm>100227</programm>'
        f"<version>1</version><karten>52x4</karten>{''.join(fields)}</spiel>"
    ).encode()


def main() -> None:
    """Drag one field across the canvas frame by frame and report the timings."""
    app = QApplication.instance() or QApplication(sys.argv)
    from editor.canvas.bridge import EditTarget
    from editor.canvas.view import LayoutCanvas
    from editor.document import Document

    doc = Document(game_xml())
    canvas = LayoutCanvas(EditTarget(doc))
    canvas.resize(1400, 900)
    canvas.show()
    canvas.set_zoom(1.0)
    canvas.centerOn(600, 350)
    scene = canvas.layout_scene
    results = {}
    for label, seed in (("empty slots", None), ("deal preview", 5)):
        t0 = time.perf_counter()
        scene.set_preview_seed(seed)
        rebuild_ms = (time.perf_counter() - t0) * 1000
        app.processEvents()
        element = next(e for e in doc.root.iter("feld") if e.get("id") == "f20")
        item = scene.items_by_element[element]
        start = canvas.mapFromScene(item.pos() + QPointF(20, 20))
        viewport = canvas.viewport()

        def send(kind, pos, button, buttons, vp=viewport):
            event = QMouseEvent(
                kind,
                QPointF(pos),
                QPointF(vp.mapToGlobal(pos)),
                button,
                buttons,
                Qt.KeyboardModifier.NoModifier,
            )
            QApplication.sendEvent(vp, event)

        left = Qt.MouseButton.LeftButton
        send(QEvent.Type.MouseButtonPress, start, left, left)
        times = []
        for frame in range(1, FRAMES + 1):
            pos = start + type(start)(frame * 3, frame * 2)
            t = time.perf_counter()
            send(QEvent.Type.MouseMove, pos, Qt.MouseButton.NoButton, left)
            viewport.repaint()  # paint synchronously so a frame's full cost is measured
            times.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        send(QEvent.Type.MouseButtonRelease, pos, left, Qt.MouseButton.NoButton)
        commit_ms = (time.perf_counter() - t) * 1000
        doc.undo_stack.undo()
        app.processEvents()
        times.sort()
        results[label] = (
            statistics.mean(times),
            times[int(len(times) * 0.95) - 1],
            times[-1],
            commit_ms,
            rebuild_ms,
        )
    print(f"canvas drag benchmark: 150 fields, {FRAMES} frames, 1400x900 viewport, 100% zoom")
    for label, (mean, p95, worst, commit, rebuild) in results.items():
        verdict = "OK" if p95 < TARGET_MS else "SLOW"
        print(
            f"  {label:13s} mean {mean:6.2f} ms/frame  p95 {p95:6.2f}  max {worst:6.2f}  "
            f"drop+commit {commit:6.1f} ms  rebuild {rebuild:6.1f} ms  [{verdict} < {TARGET_MS} ms]"
        )


if __name__ == "__main__":
    main()
