"""schema.forked: the parallel map the batch linter runs on."""

from __future__ import annotations

import os
import time
from collections.abc import Callable

import pytest

from schema.forked import MAX_CHUNKS, can_fork, chunk_size, forked_map

needs_fork = pytest.mark.skipif(not can_fork(), reason="no os.fork on this platform")


def test_chunks_are_single_items_until_the_queue_is_full() -> None:
    assert chunk_size(1) == 1 and chunk_size(MAX_CHUNKS) == 1
    assert chunk_size(MAX_CHUNKS + 1) == 2
    assert chunk_size(10 * MAX_CHUNKS) == 10


@needs_fork
@pytest.mark.parametrize("workers", [1, 2, 3, 5])
def test_forked_map_gives_the_plain_map(workers: int) -> None:
    items = [f"item{i}" for i in range(7)]
    assert forked_map(str.upper, items, workers) == [s.upper() for s in items]


@needs_fork
def test_more_items_than_tickets_are_all_mapped_in_order() -> None:
    items = list(range(3 * MAX_CHUNKS + 5))
    assert forked_map(abs, items, 2) == items


def _slow_here(parent: int) -> Callable[[int], tuple[int, int]]:
    def func(item: int) -> tuple[int, int]:
        if os.getpid() == parent:
            time.sleep(0.2)
        return item, os.getpid()

    return func


@needs_fork
def test_a_slow_process_leaves_the_rest_of_the_queue_to_the_others() -> None:
    parent = os.getpid()
    found = forked_map(_slow_here(parent), list(range(12)), 2)
    assert [item for item, _ in found] == list(range(12))
    # Items are taken from a shared queue, not dealt out in halves: while this process
    # sleeps on its first items, the child takes more than half of them.
    assert sum(pid != parent for _, pid in found) > 6


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
