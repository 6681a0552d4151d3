"""Export a report: the engine's HTML page with our charts as PNG data URIs, or a PNG image."""

from __future__ import annotations

import base64
import html
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
from PySide6.QtGui import QImage

from editor.analysis.parts import translate
from editor.messages import ui_language
from engine.analysis.html import to_html

if TYPE_CHECKING:
    from editor.analysis.view import ReportView

CHART_WIDTH = 900


def png_bytes(image: QImage) -> bytes:
    """Encode an image as PNG bytes."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data())


def data_uri(png: bytes) -> str:
    """A `data:image/png;base64,...` URI."""
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def chart_images(view: ReportView) -> dict[str, bytes]:
    """The view's charts rendered as PNG bytes, by title (empty charts left out)."""
    rates = view.rates_chart
    found: dict[str, bytes] = {}
    for chart, height in (
        (rates, 70 + 40 * max(1, len(rates.rows))),
        (view.moves_chart, 300),
        (view.time_chart, 300),
    ):
        if not chart.is_empty():
            found[chart.title] = png_bytes(chart.to_image(QSize(CHART_WIDTH, height)))
    return found


def charts_section(charts: dict[str, bytes]) -> str:
    """An HTML section with the charts as `<img>` tags carrying data URIs."""
    if not charts:
        return ""
    style = "max-width:100%;border:1px solid #ddd;border-radius:4px;margin:.3em 0"
    imgs = "".join(
        f'<figure style="margin:0"><img style="{style}" width="{CHART_WIDTH}" '
        f'alt="{html.escape(title)}" src="{data_uri(png)}"></figure>'
        for title, png in charts.items()
    )
    heading = translate("AnalysisDialog", "Charts")
    return f"<h2>{html.escape(heading)}</h2>{imgs}"


def report_html(page: str, charts: dict[str, bytes]) -> str:
    """Put the charts into the engine's page, after its first table (or at the top)."""
    section = charts_section(charts)
    for marker in ("</table>", "</h1>"):
        at = page.find(marker)
        if at >= 0:
            at += len(marker)
            return page[:at] + section + page[at:]
    return page.replace("</body>", section + "</body>")


def export_html(view: ReportView, path: Path) -> None:
    """Write the shown report as one self-contained HTML file."""
    report = view.report
    if report is None:
        raise ValueError("there is no report to export")
    page = report_html(to_html(report.engine, ui_language()), chart_images(view))
    path.write_text(page, encoding="utf-8")


def export_png(view: ReportView, path: Path) -> None:
    """Save a picture of the whole report widget."""
    if not view.grab().save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
