"""Every code on its own in a tiny `.pat`: converted, checked clean, compiled and replayed."""

from __future__ import annotations

import pytest
from pat_helpers import pat, play

A = "1 83 108 0 16 2 999 1 1 999 999"
"""A plain pile (one card, take 1, put 1, any card)."""
B = "1 162 108 0 16 2 999 2 2 999 114"
"""A second pile to move between."""
COVER = "5 83 20 0 1 2 999 1 0 0 0"
SECOND = "2 2 999 104"


def line(
    count: int = 1,
    x: int = 83,
    y: int = 108,
    dx: int = 0,
    dy: int = 16,
    layout: int = 2,
    target: int = 999,
    take: int = 1,
    put: int = 1,
    empty: int = 999,
    seq: int = 999,
    extra: str = "",
) -> str:
    """One pile line built from keyword numbers."""
    return f"{count} {x} {y} {dx} {dy} {layout} {target} {take} {put} {empty} {seq} {extra}"


CASES: dict[str, str] = {
    # header, layout and (6)
    "decks-2": pat(line(), B, decks=2, stock="104 4 4 0 0 0 999 1 1 0 2"),
    "hidden": pat(line(y=-99), B),
    "fan-right": pat(line(dx=20, dy=0), B),
    "fan-up": pat(line(y=300, dy=-16), B),
    "lying": pat(line(layout=22), B),
    "spacer": pat(A, "0 607 413 0 0 0 0 0 0 0 0"),
    **{f"face-{a}": pat(line(count=4, layout=a), B) for a in range(8)},
    "base-c6": pat(
        line(y=4, layout=602, target=13, take=0, seq=116),
        line(x=162, y=4, count=0, layout=602, target=13, take=0, seq=116),
        A,
    ),
    "pull-c7": pat(line(count=4, y=-99, layout=700, take=0, put=0, empty=901, seq=0), A, B),
    "pull-c8": pat(line(count=4, y=-99, layout=800, take=0, put=0, empty=901, seq=0), A, B),
    "stock-c1": pat(A, B, stock="52 4 4 0 0 100 999 1 1 0 2"),
    "stock-c2": pat(
        line(count=4, y=-99, layout=800, take=0, put=0, empty=901, seq=0),
        A,
        stock="52 4 4 0 0 200 999 1 1 0 2",
    ),
    **{
        f"redirect-d{d}": pat(
            line(count=0, x=300, y=4, layout=d * 1000 + 2, target=13, take=0, empty=901, seq=116),
            A,
            line(x=162, layout=1002),
        )
        for d in (5, 6, 7)
    },
    # hand pile (8)-(11) and face
    "stock-face-up": pat(A, B, stock="52 4 4 0 0 2 999 1 1 0 2"),
    "stock-draw-3": pat(A, B, stock="52 4 4 0 0 0 999 3 1 0 2"),
    "stock-passes-3": pat(A, B, stock="52 4 4 0 0 0 999 1 3 0 2"),
    "stock-unlimited": pat(A, B, stock="52 4 4 0 0 0 999 1 999 0 2"),
    "stock-cut": pat(A, B, stock="52 4 4 0 0 0 999 1 3 1 2"),
    "stock-shuffle": pat(A, B, stock="52 4 4 0 0 0 999 1 3 2 2"),
    "stock-no-waste": pat(A, B, stock="52 4 4 0 0 0 999 0 1 0 0", waste=False),
    # (7)
    "target-13": pat(line(count=0, target=13, take=0, empty=901, seq=106), A),
    "target-0": pat(line(count=3, target=0), B),
    "target-neg": pat(line(target=-3), B),
    # (8)
    **{f"take-a{a}": pat(line(count=3, take=a), B) for a in (0, 1, 2, 3, 4, 9)},
    **{f"take-b{b}": pat(line(y=150, layout=0, take=b * 10 + 1), COVER, B) for b in range(1, 10)},
    "marks": pat(line(take=101), line(x=162, take=501)),
    # (9)
    **{f"put-a{a}": pat(line(put=a), B) for a in (0, 1, 2, 3, 4, 5, 9)},
    **{f"put-b{b}": pat(line(target=-2, put=b * 10 + 1), B) for b in range(1, 6)},
    **{f"put-c{c}": pat(line(count=3, put=c * 100 + 1, seq=114), B) for c in range(1, 5)},
    **{f"put-d{d}": pat(line(put=d * 1000 + 1), B, line(x=241)) for d in range(1, 7)},
    **{f"put-e{e}": pat(line(put=e * 10000 + 1), B) for e in (1, 2)},
    # (10)
    **{
        f"empty-{code}": pat(line(count=0, empty=code), B)
        for code in (0, 101, 213, 311, 412, 513, 613, 901, 199, 999)
    },
    # (11)
    **{f"seq-a{a}": pat(line(seq=100 + a), B) for a in range(1, 10)},
    **{f"seq-b{b}": pat(line(seq=104 + 10 * b), B) for b in (0, 1, 2, 9)},
    **{f"seq-c{c}": pat(line(seq=c * 100 + 14), B) for c in (1, 2, 3, 4, 9)},
    "seq-none": pat(line(seq=0), B),
    # rule set 2
    **{
        f"rules2-{m}000": pat(
            line(count=3, take=1, put=2, seq=m * 1000 + 304, extra=SECOND),
            B,
            stock="52 4 4 0 0 0 999 1 3 0 2",
        )
        for m in range(1, 8)
    },
}
SCRIPT = "\n".join(
    [
        "click stock",
        "move #3 #4",
        "move #4 #3",
        "move abwurf #3",
        "click #3",
        "auto",
        "click stock",
        "undo",
        "redo",
    ]
)


@pytest.mark.parametrize("name", sorted(CASES))
def test_code_converts_checks_and_plays(name: str) -> None:
    result = play(CASES[name], SCRIPT, seed=3)
    steps = result["steps"]
    assert len(steps) == 9
    assert steps[0]["ok"] is (name != "stock-no-waste")  # a click on the hand pile deals
    assert all(s["reason"] is None or "cannot run" not in s["reason"] for s in steps)
    assert result["state"]["status"] in ("running", "won", "lost")
