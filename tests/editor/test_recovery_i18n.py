"""Crash recovery, and the German translation."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from lxml import etree

from editor.recovery import Recovery
from tests.editor.conftest import FIXTURES

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "i18n" / "patstudio_de.ts"


def test_recovery_after_simulated_crash(window, qtbot, sample: Path) -> None:  # noqa: ANN001
    from editor.mainwindow import MainWindow

    doc = window.open_file(sample)
    doc.set_attribute(doc.root, "name", "Unsaved work")
    untitled = window.new_document()
    untitled.set_attribute(untitled.root, "name", "Brand new")
    window.recovery.autosave_all()
    edited, fresh = doc.to_bytes(), untitled.to_bytes()
    # Simulate a crash: the window's recovery files stay, a new session starts.
    window.recovery._keys.clear()
    second = MainWindow(autosave_ms=3_600_000)
    qtbot.addWidget(second)
    second.prompts = window.prompts
    restored = second.check_recovery()
    assert "restore" in window.prompts.asked
    by_name = {d.root.get("name"): d for d in restored}
    assert set(by_name) == {"Unsaved work", "Brand new"}
    assert by_name["Unsaved work"].to_bytes() == edited
    assert by_name["Unsaved work"].path == str(sample.resolve())
    assert by_name["Unsaved work"].is_modified()
    by_name["Unsaved work"].undo_stack.undo()  # restoring is one undo step over the file on disk
    assert by_name["Unsaved work"].to_bytes() == sample.read_bytes()
    assert by_name["Brand new"].to_bytes() == fresh and by_name["Brand new"].is_modified()
    assert Recovery().pending() == []
    for d in restored:
        d.undo_stack.setClean()
        d._forced_modified = False
    second.close()


def test_saving_discards_the_recovery_copy(window, sample: Path) -> None:  # noqa: ANN001
    doc = window.open_file(sample)
    doc.set_attribute(doc.root, "name", "Y")
    path = window.recovery.autosave(doc)
    assert path.exists()
    window.save(doc)
    assert not path.exists()


def test_declined_recovery_is_dropped(window, sample: Path) -> None:  # noqa: ANN001
    doc = window.open_file(sample)
    doc.set_attribute(doc.root, "name", "Y")
    window.recovery.autosave(doc)
    window.recovery._keys.clear()
    window.prompts.restore_answer = False
    assert window.check_recovery() == []
    assert Recovery().pending() == []


def test_translation_is_complete() -> None:
    tree = etree.parse(str(TS))
    messages = list(tree.getroot().iter("message"))
    assert len(messages) > 90
    for message in messages:
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None and translation.text, (
            message.findtext("source")
        )


@pytest.mark.skipif(shutil.which("pyside6-lupdate") is None, reason="pyside6-lupdate not installed")
def test_translation_covers_every_string(tmp_path: Path) -> None:
    script = (ROOT / "resources" / "i18n" / "update.sh").read_text()
    modules = script.split('MODULES="')[1].split('"')[0].split()
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        ["pyside6-lupdate", *[f"editor/{m}.py" for m in modules], "-ts", str(fresh)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    found = {
        (c.findtext("name"), m.findtext("source"))
        for c in etree.parse(str(fresh)).getroot()
        for m in c.iter("message")
    }
    shipped = {
        (c.findtext("name"), m.findtext("source"))
        for c in etree.parse(str(TS)).getroot()
        for m in c.iter("message")
    }
    assert found <= shipped


def test_german_ui(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QApplication

    from editor import i18n
    from editor.mainwindow import MainWindow

    app = QApplication.instance()
    try:
        assert i18n.install(app, "de") == "de"
        window = MainWindow(autosave_ms=3_600_000)
        qtbot.addWidget(window)
        titles = [a.text() for a in window.menuBar().actions()]
        assert titles[:3] == ["&Datei", "&Bearbeiten", "&Ansicht"]
        assert window.docks["outlineView"].windowTitle() == "Gliederung"
        doc = window.open_file(FIXTURES / "canfield.xml")
        outline = window.panel("outlineView")
        assert outline.model().item(3).text().startswith("Felder")
        doc.set_attribute(doc.root, "name", "X")
        assert window.actions_by_name["actionUndo"].text().startswith("&Rückgängig")
        assert "name von spiel ändern" in window.actions_by_name["actionUndo"].text()
        doc.undo_stack.undo()
        window.close()
    finally:
        i18n.install(app, "en")
