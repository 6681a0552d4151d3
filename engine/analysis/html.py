"""The report as one self-contained HTML page with inline SVG charts (no scripts, no links)."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from engine.analysis.report import Report

_STYLE = """body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse;
margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}
th{background:#f0f0f0}.num{text-align:right}.warn{color:#a40}svg{margin:.5em 0 1.5em}"""


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def bar_chart(
    bars: list[tuple[str, float]], *, width: int = 560, height: int = 180, title: str = ""
) -> str:
    """A vertical bar chart as inline SVG (labels under the bars, values on top)."""
    if not bars:
        return "<p>(no data)</p>"
    top = max(v for _, v in bars) or 1.0
    n = len(bars)
    slot = width / n
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height + 40}" '
        f'role="img" aria-label="{escape(title)}">'
    ]
    for k, (label, value) in enumerate(bars):
        h = (height - 20) * value / top
        x = k * slot + slot * 0.1
        y = height - h
        parts.append(
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{slot * 0.8:.1f}" height="{h:.1f}" '
            f'fill="#4a7ab5"><title>{escape(label)}: {value:g}</title></rect>'
        )
        if n <= 25:
            parts.append(
                f'<text x="{x + slot * 0.4:.1f}" y="{height + 14}" font-size="10" '
                f'text-anchor="middle">{escape(label)}</text>'
            )
            parts.append(
                f'<text x="{x + slot * 0.4:.1f}" y="{max(y - 3, 10):.1f}" '
                f'font-size="10" text-anchor="middle">{value:g}</text>'
            )
    parts.append("</svg>")
    return "".join(parts)


def _table(headers: list[str], rows: list[list[Any]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join(
        "<tr>"
        + "".join(
            f'<td class="num">{v}</td>'
            if isinstance(v, int | float)
            else f"<td>{escape(str(v))}</td>"
            for v in row
        )
        + "</tr>"
        for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


def to_html(report: Report) -> str:
    """Render the report as an HTML page."""
    data = report.to_json()
    lo, hi = data["win_rate_ci95"]
    title = f"{report.game}: {data['player']} player, {data['deals']} deals"
    out = [
        f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        _table(
            ["figure", "value"],
            [
                ["variant / level", f"{data['variant'] or '-'} / {data['level']}"],
                ["first deal", data["first_deal"]],
                ["wins", data["wins"]],
                ["win rate (95% CI)", f"{_pct(data['win_rate'])} ({_pct(lo)} to {_pct(hi)})"],
                ["moves per deal (median)", data["moves_per_deal"]["median"]],
                ["seconds per deal (median)", round(data["seconds_per_deal"]["median"], 4)],
                ["wall-clock seconds", data["seconds"]],
                ["moves per second", data["moves_per_second"]],
            ],
        ),
    ]
    solver = data.get("solver")
    if solver:
        slo, shi = solver["solvable_rate_ci95"]
        out.append("<h2>Solver verdicts</h2>")
        out.append(
            bar_chart(
                [
                    ("solved", solver["solved"]),
                    ("unsolvable", solver["unsolvable"]),
                    ("unknown", solver["unknown"]),
                ],
                title="verdicts",
            )
        )
        out.append(
            f"<p>Solvable rate {_pct(solver['solvable_rate'])} (95% CI {_pct(slo)} to "
            f"{_pct(shi)}; {'all cards known' if solver['thoughtful'] else 'no peeking'}"
            f").</p>"
        )
    out.append("<h2>Moves per deal</h2>")
    out.append(
        bar_chart(
            [(f"{b['low']:g}", b["count"]) for b in data["moves_histogram"]], title="moves per deal"
        )
    )
    out.append("<h2>Why playouts stopped</h2>")
    out.append(_table(["reason", "deals"], [[k, v] for k, v in data["stop_reasons"].items()]))
    out.append("<h2>Fields</h2>")
    out.append(
        _table(
            ["field", "deals it received a card", "deals it gave a card"],
            [[f["id"], f["received"], f["gave"]] for f in data["fields"]],
        )
    )
    if data["fields_unused"]:
        out.append(f'<p class="warn">Never used: {escape(", ".join(data["fields_unused"]))}</p>')
    out.append("<h2>Actions</h2>")
    if data["actions"]:
        out.append(
            _table(
                ["action", "line", "deals checked", "deals fired"],
                [[a["label"], a["line"], a["checked"], a["fired"]] for a in data["actions"]],
            )
        )
    else:
        out.append("<p>The game has no actions.</p>")
    out.append("<h2>Typical dead ends</h2>")
    out.append(
        _table(["end position", "deals"], [[d["what"], d["count"]] for d in data["dead_ends"]])
    )
    out.append(
        _table(
            ["a needed card was buried in", "deals"],
            [[d["what"], d["count"]] for d in data["needed_card_buried_in"]],
        )
    )
    out.append("</body></html>")
    return "\n".join(out)


def write_html(report: Report, path: str | Path) -> None:
    """Write the HTML page to a file (UTF-8)."""
    Path(path).write_text(to_html(report), encoding="utf-8")
