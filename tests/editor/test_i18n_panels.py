"""The panels' German translation (panels_de.ts/.qm): complete, finished, and loaded at runtime."""

from __future__ import annotations

import subprocess
from pathlib import Path

from lxml import etree

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
TS = I18N / "panels_de.ts"


def _messages(ts: Path) -> set[tuple[str, str]]:
    return {
        (c.findtext("name") or "", m.findtext("source"))
        for c in etree.parse(str(ts)).getroot()
        for m in c.iter("message")
    }


def _modules() -> list[str]:
    script = (I18N / "update_panels.sh").read_text()
    return script.split('MODULES="')[1].split('"')[0].split()


def test_panel_modules_cover_the_rest_of_the_editor() -> None:
    foundation = (I18N / "update.sh").read_text().split('MODULES="')[1].split('"')[0].split()
    editor = ROOT / "editor"
    every = {str(p.relative_to(editor).with_suffix("")) for p in editor.rglob("*.py")}
    assert every - set(foundation) <= set(_modules())


def test_panels_translation_covers_every_string(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        ["pyside6-lupdate", *[f"editor/{m}.py" for m in _modules()], "-ts", str(fresh)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    found = _messages(fresh)
    assert ("PlayPane", "New deal") in found  # extraction sees the real contexts
    # A module-level tr() wrapper is filed under the empty context while it translates in its
    # own at runtime: only analysis' deliberate lookup of the main window's "&Game" may be there.
    assert {source for context, source in found if not context} == {"&Game"}
    assert found <= _messages(TS), sorted(found - _messages(TS))


def test_panels_translation_is_finished() -> None:
    for context in etree.parse(str(TS)).getroot():
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation.get("type") is None, message.findtext("source")
            assert (translation.text or "").strip(), message.findtext("source")
            source = message.findtext("source")
            for placeholder in ("{0}", "{1}", "{2}", "%1", "%2", "{tag}", "{name}"):
                assert source.count(placeholder) == translation.text.count(placeholder), source


def test_panels_show_german(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

    from editor.debugger.panel import DebuggerPanel
    from editor.flow.editor import FlowEditor
    from editor.i18n_panels import install_panels
    from editor.play.pane import PlayPane

    app = QApplication.instance()
    translator = install_panels(app)
    assert translator is not None
    try:
        host = QWidget()
        qtbot.addWidget(host)
        pane = PlayPane(host)
        flow = FlowEditor(host)
        host.panel = {"playPane": pane, "actionFlow": flow}.get  # type: ignore[attr-defined]
        debugger = DebuggerPanel(host)
        qtbot.addWidget(debugger)

        assert pane.buttons["new"].text() == "Neues Geben"
        assert pane.buttons["undo"].text() == "Zug rückgängig"
        assert [a.text() for a in flow.toolbar.actions() if a.text()][-5:] == [
            "Nach oben",
            "Nach unten",
            "Löschen",
            "Kopieren",
            "Einfügen",
        ]
        assert debugger.buttons["step"].text() == "Schritt"
        assert debugger.buttons["continue"].text() == "Fortsetzen"
        texts = {b.text() for w in (pane, flow, debugger) for b in w.findChildren(QAbstractButton)}
        assert "Aktion hinzufügen" in texts
        assert not texts & {"New deal", "Step", "Continue", "Add action", "Add row"}
    finally:
        app.removeTranslator(translator)
