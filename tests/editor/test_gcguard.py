"""Cycle collection stays on the UI thread while background checks run."""

from __future__ import annotations

import gc

import editor.checker as checker_module
from editor import gcguard
from editor.document import Document
from tests.editor.conftest import FIXTURES


def test_guard_switches_collection_off_and_back(qtbot) -> None:  # noqa: ANN001
    assert gc.isenabled()
    gcguard.job_started()
    gcguard.job_started()
    assert not gc.isenabled() and gcguard.active_jobs() == 2
    gcguard.job_finished()
    assert not gc.isenabled()
    gcguard.job_finished()
    assert gc.isenabled() and gcguard.active_jobs() == 0
    gcguard.job_finished()  # an extra call must not underflow
    assert gc.isenabled() and gcguard.active_jobs() == 0


def test_ui_thread_collects_while_automatic_collection_is_off(qtbot) -> None:  # noqa: ANN001
    gcguard.job_started()
    try:
        assert gcguard._the_guard().timer.isActive()
        for _ in range(3 * gc.get_threshold()[0]):
            a: list[object] = []
            a.append(a)
        assert gcguard.collect_due() > 0  # what each timer tick does
    finally:
        gcguard.job_finished()
    assert not gcguard._the_guard().timer.isActive()


def test_background_check_runs_without_automatic_collection(qtbot, monkeypatch) -> None:  # noqa: ANN001
    seen: list[bool] = []
    real = checker_module.check_bytes

    def spy(data: bytes, path: str | None):  # noqa: ANN202
        seen.append(gc.isenabled())
        return real(data, path)

    monkeypatch.setattr(checker_module, "check_bytes", spy)
    doc = Document.open(FIXTURES / "canfield.xml")
    with qtbot.waitSignal(doc.checker.checked, timeout=10_000):
        doc.checker._start()
    assert seen == [False]
    assert gc.isenabled() and gcguard.active_jobs() == 0
