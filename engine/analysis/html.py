"""The report as one self-contained HTML page with inline SVG charts (no scripts, no links)."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from engine.analysis.endwords import signature_text
from engine.analysis.report import Report
from engine.messages import Param, msg

_STYLE = """body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse;
margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}
th{background:#f0f0f0}.num{text-align:right}.warn{color:#a40}svg{margin:.5em 0 1.5em}"""


def _pct(x: float, language: str = "en") -> str:
    """A share as a percentage, written as the language writes it ("43.5%", "43,5 %")."""
    text = f"{100 * x:.1f}"
    return f"{text.replace('.', ',')}\u00a0%" if language == "de" else f"{text}%"


def _number(value: float, language: str) -> str:
    """A plain number (`g` format) with the language's decimal mark."""
    text = f"{value:g}"
    return text.replace(".", ",") if language == "de" else text


def bar_chart(
    bars: list[tuple[str, float]],
    *,
    width: int = 560,
    height: int = 180,
    title: str = "",
    language: str = "en",
) -> str:
    """A vertical bar chart as inline SVG (labels under the bars, values on top)."""
    if not bars:
        return f"<p>{escape(msg('report.no-data').render(language))}</p>"
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
            f'fill="#4a7ab5"><title>{escape(label)}: {_number(value, language)}</title></rect>'
        )
        if n <= 25:
            parts.append(
                f'<text x="{x + slot * 0.4:.1f}" y="{height + 14}" font-size="10" '
                f'text-anchor="middle">{escape(label)}</text>'
            )
            parts.append(
                f'<text x="{x + slot * 0.4:.1f}" y="{max(y - 3, 10):.1f}" '
                f'font-size="10" text-anchor="middle">{_number(value, language)}</text>'
            )
    parts.append("</svg>")
    return "".join(parts)


def _table(headers: list[str], rows: list[list[Any]], language: str = "en") -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join(
        "<tr>"
        + "".join(
            f'<td class="num">{v if isinstance(v, int) else _number(v, language)}</td>'
            if isinstance(v, int | float)
            else f"<td>{escape(str(v))}</td>"
            for v in row
        )
        + "</tr>"
        for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


def to_html(report: Report, language: str = "en") -> str:
    """Render the report as an HTML page in `language` ('en' or 'de')."""
    data = report.to_json()

    def t(code: str, **params: Param) -> str:
        return msg(code, **params).render(language)

    def pct(x: float) -> str:
        return _pct(x, language)

    def table(headers: list[str], rows: list[list[Any]]) -> str:
        return _table(headers, rows, language)

    def chart(bars: list[tuple[str, float]], title: str) -> str:
        return bar_chart(bars, title=title, language=language)

    lo, hi = data["win_rate_ci95"]
    title = t("report.title", game=report.game, player=data["player"], deals=data["deals"])
    out = [
        f'<!DOCTYPE html><html lang="{language}"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        table(
            [t("report.figure"), t("report.value")],
            [
                [t("report.variant-level"), f"{data['variant'] or '-'} / {data['level']}"],
                [t("report.first-deal"), data["first_deal"]],
                [t("report.wins"), data["wins"]],
                [
                    t("report.win-rate"),
                    f"{pct(data['win_rate'])} ({t('report.range', low=pct(lo), high=pct(hi))})",
                ],
                [t("report.moves-median"), data["moves_per_deal"]["median"]],
                [
                    t("report.seconds-median"),
                    round(data["seconds_per_deal"]["median"], 4),
                ],
                [t("report.wall-seconds"), data["seconds"]],
                [t("report.moves-per-second"), data["moves_per_second"]],
            ],
        ),
    ]
    solver = data.get("solver")
    if solver:
        slo, shi = solver["solvable_rate_ci95"]
        verdicts = t("report.verdicts")
        out.append(f"<h2>{escape(verdicts)}</h2>")
        out.append(
            chart(
                [
                    (t("report.solved"), solver["solved"]),
                    (t("report.unsolvable"), solver["unsolvable"]),
                    (t("report.unknown"), solver["unknown"]),
                ],
                verdicts,
            )
        )
        how = t("report.all-known" if solver["thoughtful"] else "report.no-peeking")
        rate = t(
            "report.solvable-rate",
            rate=pct(solver["solvable_rate"]),
            low=pct(slo),
            high=pct(shi),
            how=how,
        )
        out.append(f"<p>{escape(rate)}</p>")
    moves = t("report.moves-per-deal")
    out.append(f"<h2>{escape(moves)}</h2>")
    out.append(chart([(f"{b['low']:g}", b["count"]) for b in data["moves_histogram"]], moves))
    out.append(f"<h2>{escape(t('report.why-stopped'))}</h2>")
    out.append(
        table(
            [t("report.reason"), t("report.deals")],
            [[signature_text(k, language), v] for k, v in data["stop_reasons"].items()],
        )
    )
    out.append(f"<h2>{escape(t('report.fields'))}</h2>")
    out.append(
        table(
            [t("report.field"), t("report.received"), t("report.gave")],
            [[f["id"], f["received"], f["gave"]] for f in data["fields"]],
        )
    )
    if data["fields_unused"]:
        unused = t("report.never-used", fields=", ".join(data["fields_unused"]))
        out.append(f'<p class="warn">{escape(unused)}</p>')
    out.append(f"<h2>{escape(t('report.actions'))}</h2>")
    if data["actions"]:
        out.append(
            table(
                [t("report.action"), t("report.line"), t("report.checked"), t("report.fired")],
                [
                    # the line has its own column; the rest of a label is the format's words
                    [a["label"].rsplit(" (line ", 1)[0], a["line"], a["checked"], a["fired"]]
                    for a in data["actions"]
                ],
            )
        )
    else:
        out.append(f"<p>{escape(t('report.no-actions'))}</p>")
    out.append(f"<h2>{escape(t('report.dead-ends'))}</h2>")
    out.append(
        table(
            [t("report.end-position"), t("report.deals")],
            [[signature_text(d["what"], language), d["count"]] for d in data["dead_ends"]],
        )
    )
    out.append(
        table(
            [t("report.buried-in"), t("report.deals")],
            [[d["what"], d["count"]] for d in data["needed_card_buried_in"]],
        )
    )
    out.append("</body></html>")
    return "\n".join(out)


def write_html(report: Report, path: str | Path, language: str = "en") -> None:
    """Write the HTML page in `language` to a file (UTF-8)."""
    Path(path).write_text(to_html(report, language), encoding="utf-8")
