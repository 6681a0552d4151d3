"""schema.forked: the parallel map the batch linter runs on."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest

from schema.forked import can_fork, forked_map, split

needs_fork = pytest.mark.skipif(not can_fork(), reason="no os.fork on this platform")


def test_split_keeps_every_item_in_order() -> None:
    items = list(range(11))
    runs = split(items, 3)
    assert [len(r) for r in runs] == [4, 4, 3]
    assert [x for run in runs for x in run] == items
    assert split(items[:2], 4) == [[0], [1], [], []]


@needs_fork
@pytest.mark.parametrize("workers", [1, 2, 3, 5])
def test_forked_map_gives_the_plain_map(workers: int) -> None:
    items = [f"item{i}" for i in range(7)]
    assert forked_map(str.upper, items, workers) == [s.upper() for s in items]


def _fails_in_children(parent: int) -> Callable[[int], tuple[int, int]]:
    def func(item: int) -> tuple[int, int]:
        if os.getpid() != parent:
            raise RuntimeError("child broke")
        return item, item * item

    return func


@needs_fork
def test_a_failing_child_is_redone_here() -> None:
    func = _fails_in_children(os.getpid())
    assert forked_map(func, list(range(6)), 3) == [(i, i * i) for i in range(6)]
