"""File > Import .pat opens the converted game as a new document."""

from __future__ import annotations

from pathlib import Path

from editor.patimport import import_pat

MYSTERIET = Path(__file__).parents[1] / "engine" / "patimport" / "data" / "mysteriet.pat"


def test_import_opens_a_new_document(window) -> None:  # type: ignore[no-untyped-def]
    document = import_pat(window, str(MYSTERIET))
    assert document is not None
    assert document.root is not None and document.root.tag == "spiel"
    assert document.display_name.endswith(".xml")
    assert "Imported" in window.statusBar().currentMessage()


def test_unreadable_file_is_reported_not_raised(window, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    assert import_pat(window, str(tmp_path / "missing.pat")) is None
    assert shown and "missing.pat" in shown[0]


def test_file_menu_offers_the_import(window) -> None:  # type: ignore[no-untyped-def]
    assert "actionImportPat" in window.actions_by_name
