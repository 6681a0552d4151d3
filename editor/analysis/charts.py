"""Charts drawn with QPainter: a bar chart/histogram and confidence-interval bars."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from editor.analysis.numbers import percent, short

ACCENT = QColor("#3b6ea8")
ACCENT_LIGHT = QColor("#a9c4e4")
GRID = QColor("#e3e6ea")
AXIS = QColor("#6b7280")
TEXT = QColor("#1f2933")
MUTED = QColor("#7b8794")
BACKGROUND = QColor("#ffffff")
BORDER = QColor("#dde2e8")


@dataclass(frozen=True, slots=True)
class Bar:
    """One bar: its label on the x axis, its value and an optional tooltip-like note."""

    label: str
    value: float


@dataclass(frozen=True, slots=True)
class Interval:
    """One rate with its confidence interval, all as fractions 0..1."""

    label: str
    value: float
    low: float
    high: float


def nice_step(span: float, ticks: int = 5) -> float:
    """A round tick spacing (1, 2 or 5 times a power of ten) giving about `ticks` ticks."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10.0 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return factor * power
    return 10 * power


def value_axis(top: float, *, integer: bool = False) -> tuple[float, float]:
    """The axis maximum and tick step for values up to `top` (whole steps for counts)."""
    step = nice_step(top if top > 0 else 1.0)
    if integer:
        step = max(1.0, step)
    return (step * max(1, math.ceil(top / step)) if top > 0 else step), step


def nice_histogram(values: list[float], bins: int = 12, *, integer: bool = False) -> list[Bar]:
    """Bars of a histogram with round bin edges; integer data gets labels like `30–34`."""
    if not values:
        return []
    lo, hi = min(values), max(values)
    if lo == hi:
        return [Bar(short(round(lo, 3)), float(len(values)))]
    step = nice_step(hi - lo, bins)
    if integer:
        step = max(1.0, math.ceil(step))
    start = math.floor(lo / step) * step
    count = int((hi - start) // step) + 1
    counts = [0] * count
    for v in values:
        counts[min(int((v - start) // step), count - 1)] += 1
    bars = []
    for k, c in enumerate(counts):
        low = start + k * step
        if integer:
            label = short(low) if step == 1 else f"{short(low)}–{short(low + step - 1)}"
        else:
            label = f"{short(round(low, 6))}–{short(round(low + step, 6))}"
        bars.append(Bar(label, float(c)))
    return bars


class _Chart(QWidget):
    """Common frame: title, axis titles, margins, an empty-state message, PNG rendering."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.x_title = ""
        self.y_title = ""
        self.empty_text = ""
        self.setMinimumSize(260, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """A comfortable default size."""
        return QSize(420, 240)

    def is_empty(self) -> bool:
        """True when there is nothing to plot."""
        return True

    def paintEvent(self, event: object) -> None:  # noqa: N802 - Qt override
        """Paint onto the widget."""
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(BORDER, 1))
            painter.setBrush(BACKGROUND)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
            self.render_to(painter, QRectF(self.rect()).adjusted(2, 2, -2, -2), fill=False)
        finally:
            painter.end()

    def to_image(self, size: QSize | None = None, scale: float = 2.0) -> QImage:
        """Render the chart into an image (for HTML export), at `scale` for crisp output."""
        size = size or QSize(max(self.width(), 480), max(self.height(), 260))
        image = QImage(
            int(size.width() * scale), int(size.height() * scale), QImage.Format.Format_ARGB32
        )
        image.fill(BACKGROUND)
        painter = QPainter(image)
        try:
            painter.scale(scale, scale)
            self.render_to(painter, QRectF(0, 0, size.width(), size.height()))
        finally:
            painter.end()
        return image

    def render_to(self, painter: QPainter, rect: QRectF, *, fill: bool = True) -> None:
        """Draw the title and the plot into `rect` (on a white background when `fill`)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if fill:
            painter.fillRect(rect, BACKGROUND)
        font = QFont(self.font())
        title_font = QFont(font)
        title_font.setBold(True)
        title_font.setPointSizeF(font.pointSizeF() * 1.1)
        top = rect.top() + 6
        if self.title:
            painter.setFont(title_font)
            painter.setPen(TEXT)
            h = QFontMetricsF(title_font).height()
            painter.drawText(
                QRectF(rect.left() + 8, top, rect.width() - 16, h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.title,
            )
            top += h + 6
        painter.setFont(font)
        body = QRectF(rect.left(), top, rect.width(), rect.bottom() - top)
        if self.is_empty():
            painter.setPen(MUTED)
            painter.drawText(body, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        self.draw_plot(painter, body)

    def draw_plot(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the plot itself (subclasses)."""

    def _y_axis_title(self, painter: QPainter, plot: QRectF, x: float) -> None:
        """The vertical axis title, rotated, with its baseline at `x`."""
        if not self.y_title:
            return
        painter.save()
        painter.setPen(MUTED)
        painter.translate(x, plot.center().y())
        painter.rotate(-90)
        fm = QFontMetricsF(painter.font())
        w = fm.horizontalAdvance(self.y_title)
        painter.drawText(QPointF(-w / 2, 0), self.y_title)
        painter.restore()


class BarChart(_Chart):
    """Vertical bars with a value axis, gridlines and category labels (also a histogram)."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.bars: list[Bar] = []
        self.histogram = False
        self.integer_axis = True
        """Counts: ticks at whole numbers only."""

    def set_bars(self, bars: list[Bar], *, histogram: bool = False) -> None:
        """Replace the data and repaint; a histogram draws touching bars."""
        self.bars = list(bars)
        self.histogram = histogram
        self.update()

    def is_empty(self) -> bool:
        """True when there are no bars."""
        return not self.bars

    def draw_plot(self, painter: QPainter, rect: QRectF) -> None:
        """Gridlines, y ticks, bars and x labels."""
        fm = QFontMetricsF(painter.font())
        y_max, step = value_axis(max(b.value for b in self.bars), integer=self.integer_axis)
        tick_w = max(fm.horizontalAdvance(short(y_max)), fm.horizontalAdvance("0"))
        title_room = fm.height() + 6 if self.y_title else 0
        left = rect.left() + 10 + title_room + tick_w + 8
        bottom_room = fm.height() * (2.4 if self.x_title else 1.4)
        plot = QRectF(
            left,
            rect.top() + fm.height() / 2,
            rect.right() - left - 12,
            rect.height() - bottom_room - fm.height() / 2,
        )
        if plot.width() <= 10 or plot.height() <= 10:
            return
        self._grid(painter, plot, y_max, step, fm)
        n = len(self.bars)
        slot = plot.width() / n
        gap = 1.0 if self.histogram else slot * 0.22
        width = min(max(slot - gap, 1.0), 72.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ACCENT)
        for k, bar in enumerate(self.bars):
            h = plot.height() * (bar.value / y_max) if y_max else 0
            centre = plot.left() + (k + 0.5) * slot
            painter.drawRect(QRectF(centre - width / 2, plot.bottom() - h, width, h))
        self._x_labels(painter, plot, slot, fm)
        painter.setPen(QPen(AXIS, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        self._y_axis_title(painter, plot, rect.left() + 8 + fm.ascent())
        if self.x_title:
            painter.setPen(MUTED)
            painter.drawText(
                QRectF(plot.left(), plot.bottom() + fm.height() * 1.2, plot.width(), fm.height()),
                Qt.AlignmentFlag.AlignCenter,
                self.x_title,
            )

    def _grid(
        self, painter: QPainter, plot: QRectF, y_max: float, step: float, fm: QFontMetricsF
    ) -> None:
        """Horizontal gridlines with their values."""
        value = 0.0
        while value <= y_max + step / 1000:
            y = plot.bottom() - plot.height() * value / y_max
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(MUTED)
            text = short(value)
            painter.drawText(
                QRectF(
                    plot.left() - 6 - fm.horizontalAdvance(text) - 2,
                    y - fm.height() / 2,
                    fm.horizontalAdvance(text) + 2,
                    fm.height(),
                ),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            value += step

    def _x_labels(self, painter: QPainter, plot: QRectF, slot: float, fm: QFontMetricsF) -> None:
        """Category labels, thinned out so they never overlap."""
        widest = max(fm.horizontalAdvance(b.label) for b in self.bars) + 8
        every = max(1, math.ceil(widest / slot))
        painter.setPen(MUTED)
        for k, bar in enumerate(self.bars):
            if k % every:
                continue
            centre = plot.left() + (k + 0.5) * slot
            painter.drawText(
                QRectF(centre - widest / 2, plot.bottom() + 3, widest, fm.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                bar.label,
            )


class IntervalChart(_Chart):
    """Horizontal rate bars from 0 to 100% with whiskers for the confidence interval."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.rows: list[Interval] = []
        self.setMinimumSize(260, 120)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Height grows with the number of rows."""
        return QSize(420, 70 + 38 * max(1, len(self.rows)))

    def set_rows(self, rows: list[Interval]) -> None:
        """Replace the data and repaint."""
        self.rows = list(rows)
        self.updateGeometry()
        self.update()

    def is_empty(self) -> bool:
        """True when there are no rates."""
        return not self.rows

    def draw_plot(self, painter: QPainter, rect: QRectF) -> None:
        """One row per rate: label, a track, the bar, the whiskers and the figures."""
        fm = QFontMetricsF(painter.font())
        label_w = max(fm.horizontalAdvance(r.label) for r in self.rows) + 14
        widest = f"{percent(1.0)} ({percent(1.0)}–{percent(1.0)})"
        figure_w = fm.horizontalAdvance(widest) + 12
        plot = QRectF(
            rect.left() + 8 + label_w,
            rect.top() + 4,
            rect.width() - label_w - figure_w - 20,
            rect.height() - fm.height() * 2.2,
        )
        if plot.width() <= 20 or plot.height() <= 10:
            return
        for k in range(0, 101, 25):
            x = plot.left() + plot.width() * k / 100
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            painter.setPen(MUTED)
            painter.drawText(
                QRectF(x - 25, plot.bottom() + 3, 50, fm.height()),
                Qt.AlignmentFlag.AlignCenter,
                percent(k / 100, 0),
            )

        def x_of(value: float) -> float:
            """The x coordinate of a rate (clamped to 0..1)."""
            return plot.left() + plot.width() * min(max(value, 0.0), 1.0)

        row_h = plot.height() / len(self.rows)
        bar_h = min(18.0, row_h * 0.5)
        for k, row in enumerate(self.rows):
            cy = plot.top() + (k + 0.5) * row_h
            painter.setPen(TEXT)
            painter.drawText(
                QRectF(rect.left() + 8, cy - fm.height() / 2, label_w - 10, fm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                row.label,
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ACCENT_LIGHT)
            painter.drawRoundedRect(
                QRectF(plot.left(), cy - bar_h / 2, x_of(row.value) - plot.left(), bar_h), 2, 2
            )
            pen = QPen(ACCENT.darker(130), 2)
            painter.setPen(pen)
            lo, hi = x_of(row.low), x_of(row.high)
            painter.drawLine(QPointF(lo, cy), QPointF(hi, cy))
            for x in (lo, hi):
                painter.drawLine(QPointF(x, cy - bar_h / 2 - 2), QPointF(x, cy + bar_h / 2 + 2))
            painter.setBrush(ACCENT.darker(130))
            painter.drawEllipse(QPointF(x_of(row.value), cy), 4, 4)
            painter.setPen(TEXT)
            text = f"{percent(row.value)} ({percent(row.low)}–{percent(row.high)})"
            painter.drawText(
                QRectF(plot.right() + 12, cy - fm.height() / 2, figure_w, fm.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
        if self.x_title:
            painter.setPen(MUTED)
            painter.drawText(
                QRectF(plot.left(), plot.bottom() + fm.height() * 1.1, plot.width(), fm.height()),
                Qt.AlignmentFlag.AlignCenter,
                self.x_title,
            )
