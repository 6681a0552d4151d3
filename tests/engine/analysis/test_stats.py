"""Wilson intervals and distribution summaries."""

from __future__ import annotations

import pytest

from engine.analysis.stats import histogram, quantile, summary, wilson


def test_wilson_known_values() -> None:
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)
    assert wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_summary_and_quantiles() -> None:
    s = summary([4, 1, 3, 2])
    assert (s["count"], s["min"], s["max"], s["median"]) == (4, 1.0, 4.0, 2.5)
    assert quantile([], 0.5) == 0.0


def test_histogram_counts_everything() -> None:
    values = list(range(100))
    bins = histogram(values, bins=10)
    assert sum(b["count"] for b in bins) == 100
    assert histogram([3, 3]) == [{"low": 3.0, "high": 3.0, "count": 2}]
    assert histogram([]) == []
