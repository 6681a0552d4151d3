"""The QPainter charts: nice axes, and painting with and without data."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from editor.analysis.charts import (
    ACCENT,
    Bar,
    BarChart,
    Interval,
    IntervalChart,
    nice_histogram,
    nice_step,
    value_axis,
)


def _count(image: QImage, colour) -> int:  # noqa: ANN001
    """Pixels of exactly `colour` (sampled every 3 pixels)."""
    want = colour.rgb()
    return sum(
        1
        for y in range(0, image.height(), 3)
        for x in range(0, image.width(), 3)
        if image.pixel(x, y) == want
    )


def test_nice_step_is_round() -> None:
    assert nice_step(20) == 5
    assert nice_step(1000) == 200
    assert nice_step(0.7) == 0.2
    assert nice_step(0) == 1.0


def test_value_axis_uses_whole_steps_for_counts() -> None:
    assert value_axis(2, integer=True) == (2, 1)
    assert value_axis(2) == (2, 0.5)
    assert value_axis(17, integer=True) == (20, 5)
    assert value_axis(0, integer=True) == (1, 1)


def test_nice_histogram_keeps_every_value() -> None:
    values = [30.0, 31, 35, 40, 49, 49]
    bars = nice_histogram(values, 5, integer=True)
    assert sum(b.value for b in bars) == len(values)
    assert bars[0].label.startswith("30")
    assert nice_histogram([], 5) == []
    assert nice_histogram([7.0, 7.0], 5) == [Bar("7", 2.0)]
    floats = nice_histogram([0.12, 0.5, 0.77], 4)
    assert sum(b.value for b in floats) == 3 and "–" in floats[0].label


def test_bar_chart_paints_empty_and_with_data(qtbot) -> None:  # noqa: ANN001
    chart = BarChart("Moves per game")
    qtbot.addWidget(chart)
    chart.resize(420, 240)
    chart.empty_text = "No data"
    empty = chart.to_image(QSize(420, 240), scale=1)
    assert _count(empty, ACCENT) == 0
    chart.x_title, chart.y_title = "moves", "games"
    chart.set_bars([Bar("10", 3), Bar("20", 7), Bar("30", 1)], histogram=True)
    assert _count(chart.to_image(QSize(420, 240), scale=1), ACCENT) > 100
    assert not chart.grab().isNull()
    chart.set_bars([Bar("x", 0)])
    chart.to_image(QSize(60, 40), scale=1)  # tiny and all-zero: still no error


def test_interval_chart_paints_empty_and_with_data(qtbot) -> None:  # noqa: ANN001
    chart = IntervalChart("Rates")
    qtbot.addWidget(chart)
    assert not chart.to_image(QSize(420, 120), scale=1).isNull()
    chart.set_rows([Interval("Win rate", 0.4, 0.3, 0.5), Interval("Solvable", 1.0, 0.8, 1.0)])
    image = chart.to_image(QSize(420, 160), scale=2)
    assert image.width() == 840
    assert _count(image, ACCENT.darker(130)) > 10
    assert chart.sizeHint().height() > 100
