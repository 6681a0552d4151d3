"""Export a report as a self-contained HTML page (charts as data URIs) or as a PNG image."""

from __future__ import annotations

import base64
import html
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
from PySide6.QtGui import QImage

from editor.analysis.model import Report
from editor.analysis.view import tr

if TYPE_CHECKING:
    from editor.analysis.view import ReportView

CSS = """
body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1f2933;
       background: #f5f7fa; margin: 24px auto; max-width: 1000px; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; } h2 { font-size: 1.1em; margin-top: 1.6em; }
.sub { color: #7b8794; margin-bottom: 1.2em; }
.tiles { display: flex; gap: 12px; flex-wrap: wrap; }
.tile { background: white; border: 1px solid #dde2e8; border-radius: 6px; padding: 10px 14px;
        flex: 1; min-width: 180px; }
.tile .cap, .tile .note { color: #7b8794; font-size: 0.9em; }
.tile .fig { font-size: 1.8em; font-weight: 600; color: #3b6ea8; }
img { max-width: 100%; background: white; border: 1px solid #dde2e8; border-radius: 6px;
      margin: 6px 0; }
table { border-collapse: collapse; background: white; min-width: 50%; }
th, td { border: 1px solid #dde2e8; padding: 4px 10px; text-align: left; }
th { background: #eef1f5; } td.n { text-align: right; }
"""


def png_bytes(image: QImage) -> bytes:
    """Encode an image as PNG bytes."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def data_uri(png: bytes) -> str:
    """A `data:image/png;base64,...` URI."""
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def _table(headers: list[str], rows: list[list[str]], empty: str) -> str:
    """An HTML table; numbers right-aligned."""
    if not rows:
        return f"<p>{html.escape(empty)}</p>"
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join(
        "<tr>"
        + "".join(
            f"<td{' class=n' if c and cell[:1].isdigit() else ''}>{html.escape(cell)}</td>"
            for c, cell in enumerate(row)
        )
        + "</tr>"
        for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


def _tiles(report: Report) -> list[tuple[str, str, str]]:
    """Headline figures: caption, figure, note."""
    low, high = report.win_ci
    tiles = [
        (
            tr("Win rate"),
            f"{report.win_rate:.1%}",
            f"95% CI {low:.1%}–{high:.1%}, {report.wins}/{report.deals}",
        )
    ]
    if report.player == "solver":
        slo, shi = report.solvable_ci
        tiles.append(
            (
                tr("Solvable rate"),
                f"{report.solvable_rate:.1%}" if report.decided else "–",
                f"95% CI {slo:.1%}–{shi:.1%}; {report.unknown} unknown",
            )
        )
    moves, secs = report.moves_summary(), report.seconds_summary()
    tiles.append(
        (
            tr("Moves per game"),
            f"{moves['median']:.0f}" if moves["count"] else "–",
            f"mean {moves['mean']:.1f}, p90 {moves['p90']:.0f}, max {moves['max']:.0f}",
        )
    )
    tiles.append(
        (
            tr("Time per deal"),
            f"{secs['median'] * 1000:.0f} ms",
            f"mean {secs['mean'] * 1000:.0f} ms, total {report.total_seconds:.1f} s",
        )
    )
    return tiles


def report_html(report: Report, charts: dict[str, bytes] | None = None) -> str:
    """The whole report as one HTML page; `charts` maps a title to PNG bytes."""
    title = tr("Balance of %1").replace("%1", report.game)
    sub = (
        f"{tr('Player')}: {report.player} · {tr('Deals')}: {report.deals}"
        f" ({tr('seeds')} {report.first_seed}–{report.first_seed + max(report.deals, 1) - 1})"
        f" · {tr('Variant')}: {report.variant or '–'} · {tr('Level')}: {report.level}"
    )
    if report.cancelled:
        sub += f" · {tr('cancelled after %1 of %2 deals')}".replace(
            "%1", str(report.deals)
        ).replace("%2", str(report.planned))
    parts = [
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{html.escape(title)}"
        f"</title><style>{CSS}</style></head><body>",
        f"<h1>{html.escape(title)}</h1><div class=sub>{html.escape(sub)}</div>",
        "<div class=tiles>",
    ]
    for cap, fig, note in _tiles(report):
        parts.append(
            f"<div class=tile><div class=cap>{html.escape(cap)}</div>"
            f"<div class=fig>{html.escape(fig)}</div>"
            f"<div class=note>{html.escape(note)}</div></div>"
        )
    parts.append("</div>")
    for name, png in (charts or {}).items():
        parts.append(f"<img alt='{html.escape(name)}' src='{data_uri(png)}'>")
    n = max(report.deals, 1)
    parts.append(f"<h2>{html.escape(tr('Typical dead ends'))}</h2>")
    parts.append(
        _table(
            [tr("Typical dead end"), tr("Deals"), tr("Share")],
            [[r, str(c), f"{c / n:.0%}"] for r, c in report.dead_ends],
            tr("None"),
        )
    )
    parts.append(f"<h2>{html.escape(tr('Action coverage'))}</h2>")
    none = (
        tr("The game has no actions")
        if not report.actions_total
        else tr("Every action fired")
        if report.coverage
        else tr("No data")
    )
    parts.append(
        _table([tr("Action never fired")], [[a] for a in report.actions_never_fired], none)
    )
    parts.append(f"<h2>{html.escape(tr('Field coverage'))}</h2>")
    names = list(dict.fromkeys(report.fields_never_received + report.fields_never_gave))
    parts.append(
        _table(
            [tr("Field"), tr("Never received"), tr("Never gave")],
            [
                [
                    f,
                    "✔" if f in report.fields_never_received else "",
                    "✔" if f in report.fields_never_gave else "",
                ]
                for f in names
            ],
            tr("Every field received and gave cards") if report.coverage else tr("No data"),
        )
    )
    parts.append("</body></html>")
    return "\n".join(parts)


def chart_images(view: ReportView) -> dict[str, bytes]:
    """The view's charts rendered as PNG bytes, by title."""
    found: dict[str, bytes] = {}
    for chart, size in (
        (view.rates_chart, QSize(900, 70 + 40 * max(1, len(view.rates_chart.rows)))),
        (view.moves_chart, QSize(900, 300)),
        (view.time_chart, QSize(900, 300)),
    ):
        if not chart.is_empty():
            found[chart.title] = png_bytes(chart.to_image(size))
    return found


def export_html(view: ReportView, path: Path) -> None:
    """Write the shown report as a self-contained HTML file."""
    report = view.report
    if report is None:
        raise ValueError("there is no report to export")
    path.write_text(report_html(report, chart_images(view)), encoding="utf-8")


def export_png(view: ReportView, path: Path) -> None:
    """Save a picture of the whole report widget."""
    if not view.grab().save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
