"""Problems panel (`problemsPanel`): XSD and lint findings of the current document."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from editor import icons, quickfix
from editor.document import Document
from editor.messages import code_text, fix_message, shown_problem
from engine.errors import Problem, Severity

PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 1


def tr(text: str) -> str:
    """Translate in the Problems context."""
    return QCoreApplication.translate("", text)


class ProblemsPanel(QWidget):
    """A table of problems with severity filters; double-click goes to the place."""

    problem_activated = Signal(object)
    """A problem was double-clicked (the window shows its line in the source view)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problemsPanel")
        self._doc: Document | None = None
        self._problems: list[Problem] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        bar = QHBoxLayout()
        bar.setContentsMargins(6, 3, 6, 3)
        self.filters: dict[Severity, QToolButton] = {}
        for severity in Severity:
            button = QToolButton(self)
            button.setCheckable(True)
            button.setChecked(True)
            button.setIcon(icons.icon(severity.value))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setAutoRaise(True)
            button.toggled.connect(self._refill)
            self.filters[severity] = button
            bar.addWidget(button)
        bar.addStretch(1)
        self.summary = QLabel(self)
        bar.addWidget(self.summary)
        layout.addLayout(bar)
        self.table = QTreeView(self)
        self.table.setObjectName("problemsTable")
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(True)
        self.table.setUniformRowHeights(True)
        self.model = QStandardItemModel(0, 3, self)
        self.model.setHorizontalHeaderLabels([tr("Message"), tr("Code"), tr("Line")])
        self.table.setModel(self.model)
        header = self.table.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.table.doubleClicked.connect(lambda index: self.activate_row(index.row()))
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._on_context_menu)
        layout.addWidget(self.table)
        self._update_counts()

    def set_document(self, document: Document | None) -> None:
        """Show another document's problems."""
        if self._doc is not None:
            self._doc.checker.problems_changed.disconnect(self._on_problems_changed)
        self._doc = document
        if document is not None:
            document.checker.problems_changed.connect(self._on_problems_changed)
        self._on_problems_changed(document.checker.problems if document else [])

    def _on_problems_changed(self, problems: list[Problem]) -> None:
        self._problems = list(problems)
        self._refill()

    def visible_problems(self) -> list[Problem]:
        """Problems that pass the severity filters, in table order."""
        shown = {s for s, b in self.filters.items() if b.isChecked()}
        return [p for p in self._problems if p.severity in shown]

    def _refill(self) -> None:
        self.model.removeRows(0, self.model.rowCount())
        for problem in self.visible_problems():
            shown = shown_problem(problem)  # the UI language; the role keeps the original
            message = QStandardItem(icons.icon(problem.severity.value), shown.message)
            message.setData(problem, PROBLEM_ROLE)
            fix_label = tr("Fix")
            tip = shown.message + (f"\n{fix_label}: {shown.fix}" if shown.fix else "")
            message.setToolTip(tip)
            code = QStandardItem(problem.code)
            explained = code_text(problem.code)  # what the code means, and an example fix
            if explained is not None:
                code.setToolTip(f"{explained[0]}\n\u2192 {explained[1]}")
            line = QStandardItem(f"{problem.line}:{problem.column}")
            for item in (message, code, line):
                item.setEditable(False)
            self.model.appendRow([message, code, line])
        self._update_counts()

    def _update_counts(self) -> None:
        counts = {s: 0 for s in Severity}
        for problem in self._problems:
            counts[problem.severity] += 1
        names = {
            Severity.ERROR: tr("Errors"),
            Severity.WARNING: tr("Warnings"),
            Severity.INFO: tr("Info"),
        }
        for severity, button in self.filters.items():
            button.setText(f"{names[severity]} {counts[severity]}")
        self.summary.setText(tr("No problems") if not self._problems else "")

    def activate_row(self, row: int) -> None:
        """Select the problem's element and show its line (as a double-click does)."""
        item = self.model.item(row, 0)
        if item is None:
            return
        problem = item.data(PROBLEM_ROLE)
        if self._doc is not None and self._doc.root is not None and problem.line:
            element = self._doc.element_at_line(problem.line, problem.column)
            if element is not None:
                self._doc.selection.select([element], origin=self)
        self.problem_activated.emit(problem)

    def _on_context_menu(self, point: QPoint) -> None:
        index = self.table.indexAt(point)
        if not index.isValid() or self._doc is None:
            return
        problem = self.model.item(index.row(), 0).data(PROBLEM_ROLE)
        menu = QMenu(self)
        menu.addAction(tr("Go to Problem"), lambda: self.activate_row(index.row()))
        fix = quickfix.find_fix(self._doc, problem)
        if fix is not None:
            title, apply = fix
            menu.addAction(icons.icon("info"), tr("Quick Fix: %1").replace("%1", title), apply)
        elif problem.fix:
            hint = menu.addAction(tr("Hint: %1").replace("%1", fix_message(problem) or ""))
            hint.setEnabled(False)
        menu.exec(self.table.viewport().mapToGlobal(point))
