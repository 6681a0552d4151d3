"""Run a function over many items on several cores by forking the loaded process."""

from __future__ import annotations

import gc
import os
import struct
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")

_TOKEN = struct.Struct("<I")
"""A claim ticket in the shared queue: the number of one chunk of items."""
MAX_CHUNKS = 1024
"""Tickets the queue holds at most: 4 KiB, within the buffer of a pipe on Linux and macOS
(16 KiB or more), so writing them all before the fork never blocks."""


def can_fork() -> bool:
    """Does this platform have `os.fork`?"""
    return hasattr(os, "fork")


def chunk_size(count: int) -> int:
    """Items per ticket: one each, unless there are more items than tickets."""
    return max(1, -(-count // MAX_CHUNKS))


def forked_map(func: Callable[[T], R], items: Sequence[T], workers: int) -> list[R]:
    """`[func(item) for item in items]` over `workers` processes: this one and forked children.

    Cheaper than a process pool: no executor thread and no per-task messages. Each child
    already has everything imported and loaded (fork). The items are not dealt out in
    advance: every process takes the next chunk from one shared queue (a pipe filled before
    the fork) until it is empty, so a process slowed by other load on the machine, or by
    copying the pages it writes, simply takes fewer. Each child sends its results back
    through one pipe at the end; whatever a failed child took is redone here.
    """
    import pickle  # loaded here, before the fork: each child has it already

    if workers < 2 or len(items) < 2:
        return [func(item) for item in items]
    size = chunk_size(len(items))
    # Keep the collector off the objects every child inherits: a collection would touch
    # them all and copy their memory pages into each child.
    gc.freeze()
    try:
        queue = _queue(-(-len(items) // size))
        try:
            children: list[tuple[int, int]] = []
            for _ in range(workers - 1):
                try:
                    children.append(_fork(func, items, size, queue))
                except OSError:  # no more processes: the others share the queue
                    break
            done = dict(_work(func, items, size, queue))
        finally:
            os.close(queue)
        for pid, read in children:
            with os.fdopen(read, "rb") as pipe:
                data = pipe.read()
            _, status = os.waitpid(pid, 0)
            if status == 0 and data:
                done.update(pickle.loads(data))
        # In the items' order; anything a failed child had taken is checked here now.
        return [done[i] if i in done else func(item) for i, item in enumerate(items)]
    finally:
        gc.unfreeze()  # this process may go on (tests call the linter in their own process)


def _queue(chunks: int) -> int:
    """The read end of a pipe holding one ticket per chunk; its write end is closed, so a
    reader finds the end of the queue when the tickets run out (no process ever waits)."""
    read, write = os.pipe()
    try:
        os.write(write, b"".join(_TOKEN.pack(n) for n in range(chunks)))
    except OSError:
        os.close(read)
        raise
    finally:
        os.close(write)
    return read


def _work(
    func: Callable[[T], R], items: Sequence[T], size: int, queue: int
) -> Iterator[tuple[int, R]]:
    """(index, result) of every item in the chunks this process takes from the queue."""
    chunks = -(-len(items) // size)
    while True:
        # A pipe read takes whole tickets: each was written before any reader started.
        ticket = os.read(queue, _TOKEN.size)
        if len(ticket) != _TOKEN.size:
            return  # the queue is empty (any odd read ends this worker: its rest is redone)
        (chunk,) = _TOKEN.unpack(ticket)
        if chunk >= chunks:
            return
        for index in range(chunk * size, min(len(items), (chunk + 1) * size)):
            yield index, func(items[index])


def _fork(func: Callable[[T], R], items: Sequence[T], size: int, queue: int) -> tuple[int, int]:
    """Start a child that works through the queue and sends its (index, result) pairs
    pickled; (pid, pipe to read)."""
    import pickle

    read, write = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        os.close(read)
        os.close(write)
        raise
    if pid == 0:  # the child: compute, send, and leave without running any cleanup
        os.close(read)
        status = 1
        try:
            data = pickle.dumps(list(_work(func, items, size, queue)), pickle.HIGHEST_PROTOCOL)
            with os.fdopen(write, "wb") as pipe:
                pipe.write(data)
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    return pid, read
