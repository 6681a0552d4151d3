"""Checking off the main thread (as the editor does) gives the same problems as on it."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from schema import check_bytes

ROOT = Path(__file__).parents[2]
FILES = sorted((ROOT / "games").glob("*.xml")) + sorted(
    (ROOT / "tests" / "schema" / "data").rglob("*.xml")
)


def _in_thread(data: bytes, path: str) -> list:  # type: ignore[type-arg]
    out: list = []  # type: ignore[type-arg]
    worker = threading.Thread(target=lambda: out.extend(check_bytes(data, path)))
    worker.start()
    worker.join()
    return out


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_worker_thread_agrees_with_main_thread(path: Path) -> None:
    data = path.read_bytes()
    main = [(p.code, p.line, p.column, p.severity) for p in check_bytes(data, str(path))]
    worker = [(p.code, p.line, p.column, p.severity) for p in _in_thread(data, str(path))]
    assert worker == main
