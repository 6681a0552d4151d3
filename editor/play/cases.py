"""Test positions of a game file: save the current play as a case, list and re-run them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.messages import text as shown_text
from editor.play.session import PlaySession
from engine.errors import LoadError
from engine.testcases import TestCase, load_cases, run_case, save_cases

translate = QCoreApplication.translate


class TestCasesPanel(QWidget):
    """Lists `<game>.tests.json` next to the file; saves and re-runs cases in one click."""

    __test__ = False
    cases_run = Signal(int, int)
    """passed, failed."""

    def __init__(self, session: PlaySession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("testCasesPanel")
        self.session = session
        self.path: str | None = None
        self.list = QListWidget(self)
        self.list.setObjectName("testCaseList")
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(translate("TestCasesPanel", "Name of the test position"))
        self.save_button = QPushButton(translate("TestCasesPanel", "Save position"), self)
        self.save_button.clicked.connect(self.save_current)
        self.run_button = QPushButton(translate("TestCasesPanel", "Run all"), self)
        self.run_button.clicked.connect(self.run_all)
        row = QHBoxLayout()
        row.addWidget(self.name_edit, 1)
        row.addWidget(self.save_button)
        row.addWidget(self.run_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 4)
        layout.addLayout(row)
        layout.addWidget(self.list)
        self.set_path(None)

    def set_path(self, path: str | None) -> None:
        """Follow a game file (cases are stored next to it)."""
        self.path = path
        enabled = path is not None
        self.save_button.setEnabled(enabled)
        self.run_button.setEnabled(enabled)
        self.refresh()

    def cases(self) -> list[TestCase]:
        """The stored cases (empty when unreadable or no file)."""
        if self.path is None:
            return []
        try:
            return load_cases(self.path)
        except LoadError:
            return []

    def refresh(self, results: dict[str, tuple[bool, str | None]] | None = None) -> None:
        """Redraw the list, with pass/fail marks when results are given."""
        self.list.clear()
        for case in self.cases():
            text = f"{case.name}  (seed {case.seed}, {len(case.commands)} moves)"
            item = QListWidgetItem(text)
            if results and case.name in results:
                passed, reason = results[case.name]
                item.setText(
                    ("\u2714 " if passed else "\u2718 ") + text + ("" if passed else f": {reason}")
                )
                item.setForeground(QColor("#2e7d32" if passed else "#c62828"))
            self.list.addItem(item)

    def save_current(self) -> TestCase | None:
        """Store the current game (seed, variant, level, moves, end state) as a named case."""
        game = self.session.game
        if self.path is None or game is None:
            return None
        name = self.name_edit.text().strip() or f"case {len(self.cases()) + 1}"
        case = TestCase(
            name=name,
            seed=self.session.seed,
            commands=tuple(self.session.script()),
            variant=self.session.variant,
            level=self.session.level,
            expected=game.to_json(),
        )
        kept = [c for c in self.cases() if c.name != name]
        save_cases(self.path, kept + [case])
        self.name_edit.clear()
        self.refresh()
        return case

    def run_all(self) -> tuple[int, int]:
        """Re-run every case against the file on disk; returns (passed, failed)."""
        if self.path is None:
            return (0, 0)
        results: dict[str, tuple[bool, str | None]] = {}
        for case in self.cases():
            outcome = run_case(self.path, case)
            results[case.name] = (outcome.passed, shown_text(outcome.why or outcome.reason))
        self.refresh(results)
        passed = sum(1 for ok, _ in results.values() if ok)
        failed = len(results) - passed
        self.cases_run.emit(passed, failed)
        return passed, failed
