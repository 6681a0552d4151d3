"""Small statistics helpers: Wilson score intervals and distribution summaries."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

Z95 = 1.959963984540054
"""Two-sided 95% quantile of the standard normal distribution."""


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (0..1 bounds; (0, 1) when n is 0)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return (low, high)


def quantile(sorted_values: Sequence[float], q: float) -> float:
    """Linear-interpolation quantile of an already sorted sequence (0 when empty)."""
    if not sorted_values:
        return 0.0
    pos = (len(sorted_values) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(sorted_values) - 1)
    frac = pos - lo
    return float(sorted_values[lo]) * (1 - frac) + float(sorted_values[hi]) * frac


def summary(values: Sequence[float]) -> dict[str, float]:
    """Count, mean, min, quartiles, 90th percentile and max of a sample."""
    data = sorted(values)
    n = len(data)
    return {
        "count": n,
        "mean": (sum(data) / n) if n else 0.0,
        "min": float(data[0]) if n else 0.0,
        "p25": quantile(data, 0.25),
        "median": quantile(data, 0.5),
        "p75": quantile(data, 0.75),
        "p90": quantile(data, 0.9),
        "max": float(data[-1]) if n else 0.0,
    }


def histogram(values: Sequence[float], bins: int = 20) -> list[dict[str, float]]:
    """Equal-width histogram as a list of {low, high, count} (integer edges for integer data)."""
    if not values:
        return []
    lo, hi = min(values), max(values)
    if lo == hi:
        return [{"low": float(lo), "high": float(hi), "count": len(values)}]
    width = (hi - lo) / bins
    if all(float(v).is_integer() for v in values):
        width = max(1.0, math.ceil(width))
    counts: Counter[int] = Counter(min(int((v - lo) / width), bins - 1) for v in values)
    top = max(counts)
    return [
        {"low": lo + k * width, "high": lo + (k + 1) * width, "count": counts.get(k, 0)}
        for k in range(top + 1)
    ]
