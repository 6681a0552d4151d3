"""The debugger panel (`debuggerPanel`): step through action chains of the move being played."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.messages import error_text, text, ui_language
from engine.actions.debug import DebugSession
from engine.actions.trace import StepEvent
from engine.errors import EngineError

BREAK_COLOR = QColor("#d32f2f")
CURRENT_COLOR = QColor("#f9a825")


translate = QCoreApplication.translate


class DebuggerPanel(QWidget):
    """Controls (debug on, step, step over, continue, stop), position, trace, fields, variables."""

    def __init__(self, window: QWidget | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("debuggerPanel")
        self.window_ = window
        self._wired: set[int] = set()
        self.enabled_box = QCheckBox(translate("DebuggerPanel", "Debug moves"), self)
        self.enabled_box.setObjectName("debug_enabled")
        self.enabled_box.toggled.connect(self._on_enabled)
        self.every_box = QCheckBox(translate("DebuggerPanel", "Stop at every move"), self)
        self.every_box.toggled.connect(self._on_every)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        row.addWidget(self.enabled_box)
        row.addWidget(self.every_box)
        row.addStretch(1)
        controls = QHBoxLayout()
        for name, label, key, slot in (
            ("step", translate("DebuggerPanel", "Step"), "F11", self.step),
            ("next", translate("DebuggerPanel", "Step over"), "F10", self.step_over),
            ("continue", translate("DebuggerPanel", "Continue"), "F8", self.cont),
            ("stop", translate("DebuggerPanel", "Stop"), "Shift+F8", self.stop),
            ("export", translate("DebuggerPanel", "Export trace..."), "", self.export_trace),
        ):
            button = QPushButton(label, self)
            button.setObjectName(f"debug_{name}")
            button.clicked.connect(slot)
            if key:
                button.setToolTip(f"{label} ({key})")
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.ApplicationShortcut)
                shortcut.activated.connect(slot)
            controls.addWidget(button)
            self.buttons[name] = button
        controls.addStretch(1)
        self.position = QLabel(
            translate(
                "DebuggerPanel",
                'Not debugging. Tick "Debug moves", set breakpoints in the '
                "action flow or the source gutter, then play.",
            ),
            self,
        )
        self.position.setObjectName("debug_position")
        self.position.setWordWrap(True)
        self.trace = QListWidget(self)
        self.trace.setObjectName("debug_trace")
        self.fields = QTableWidget(0, 4, self)
        self.fields.setObjectName("debug_fields")
        self.fields.setHorizontalHeaderLabels(
            [
                translate("DebuggerPanel", "Field"),
                translate("DebuggerPanel", "Cards (bottom to top)"),
                "var",
                translate("DebuggerPanel", "Stop"),
            ]
        )
        self.fields.horizontalHeader().setStretchLastSection(False)
        self.variables = QTableWidget(0, 2, self)
        self.variables.setObjectName("debug_variables")
        self.variables.setHorizontalHeaderLabels(
            [translate("DebuggerPanel", "Name"), translate("DebuggerPanel", "Value")]
        )
        self.variables.horizontalHeader().setStretchLastSection(True)
        self.breakpoints = QListWidget(self)
        self.breakpoints.setObjectName("debug_breakpoints")
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.trace, translate("DebuggerPanel", "Trace"))
        self.tabs.addTab(self.fields, translate("DebuggerPanel", "Fields"))
        self.tabs.addTab(self.variables, translate("DebuggerPanel", "Variables"))
        self.tabs.addTab(self.breakpoints, translate("DebuggerPanel", "Breakpoints"))
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(controls)
        layout.addWidget(self.position)
        layout.addWidget(self.tabs, 1)
        self._source_breaks: set[int] = set()
        self._update_buttons(None)

    # ----- neighbours ----------------------------------------------------------------
    def _panel(self, name: str) -> QWidget | None:
        window = self.window_
        finder = getattr(window, "panel", None)
        if callable(finder):
            found = finder(name)
            if found is not None:
                return found  # type: ignore[no-any-return]
        if window is not None:
            return window.findChild(QWidget, name)
        return None

    def play_pane(self):  # type: ignore[no-untyped-def]
        """The play pane whose moves are debugged."""
        return self._panel("playPane")

    def set_document(self, document: object | None) -> None:
        """Connect to the neighbouring panels once they exist."""
        self._wire()
        self._sync_breakpoints()

    def _wire(self) -> None:
        for name, signal, slot in (
            ("playPane", "debug_session_changed", self._on_session_changed),
            ("actionFlow", "breakpoints_changed", self._sync_breakpoints),
            ("sourceView", "line_clicked", self._on_source_line_clicked),
        ):
            widget = self._panel(name)
            if widget is None or id(widget) in self._wired:
                continue
            getattr(widget, signal).connect(slot)
            self._wired.add(id(widget))

    # ----- breakpoints ---------------------------------------------------------------
    def _on_source_line_clicked(self, line: int) -> None:
        self._source_breaks ^= {line}
        self._sync_breakpoints()

    def toggle_line(self, line: int) -> None:
        """Set or clear a breakpoint at a source line (as a gutter click does)."""
        self._on_source_line_clicked(line)

    def breakpoint_lines(self) -> set[int]:
        """Every breakpoint line: rows marked in the flow editor and lines in the source view."""
        flow = self._panel("actionFlow")
        lines = set(self._source_breaks)
        if flow is not None:
            lines |= flow.breakpoint_lines()  # type: ignore[attr-defined]
        return lines

    def _sync_breakpoints(self) -> None:
        lines = self.breakpoint_lines()
        pane = self.play_pane()
        if pane is not None:
            pane.debugger.line_breakpoints = set(lines)
        source = self._panel("sourceView")
        if source is not None and hasattr(source, "set_markers"):
            source.set_markers("breakpoints", {line: BREAK_COLOR for line in lines})
        self.breakpoints.clear()
        for line in sorted(lines):
            self.breakpoints.addItem(translate("DebuggerPanel", "line {0}").format(line))

    # ----- controls ------------------------------------------------------------------
    def _on_enabled(self, on: bool) -> None:
        self._wire()
        pane = self.play_pane()
        if pane is not None:
            pane.debug_enabled = on
            self._sync_breakpoints()

    def _on_every(self, on: bool) -> None:
        pane = self.play_pane()
        if pane is not None:
            pane.break_on_move = on

    def _session(self) -> DebugSession | None:
        pane = self.play_pane()
        return None if pane is None else pane.debug_session

    def _command(self, name: str) -> None:
        session = self._session()
        pane = self.play_pane()
        if session is None or pane is None or session.status != "paused":
            return
        try:
            getattr(session, name)()
        except EngineError as exc:
            self.position.setText(error_text(exc))
        pane.after_debug_step()

    def step(self) -> None:
        """Run one instruction."""
        self._command("step")

    def step_over(self) -> None:
        """Run the rest of the current action."""
        self._command("next")

    def cont(self) -> None:
        """Run to the next breakpoint or the end of the move."""
        self._command("cont")

    def stop(self) -> None:
        """Abandon the debugged move."""
        pane = self.play_pane()
        if pane is not None:
            pane.stop_debugging()

    # ----- display -------------------------------------------------------------------
    def _on_session_changed(self, session: DebugSession | None) -> None:
        self._update_buttons(session)
        flow = self._panel("actionFlow")
        source = self._panel("sourceView")
        if session is None:
            last = getattr(self.play_pane(), "finished_debug_session", None)
            if last is not None and last.status == "failed" and last.reason:
                self.position.setText(
                    translate("DebuggerPanel", "The move was refused: {0}").format(
                        text(last.refusal or last.reason)
                    )
                )
            else:
                self.position.setText(translate("DebuggerPanel", "The move finished."))
            if flow is not None:
                flow.show_current(None)  # type: ignore[attr-defined]
            if source is not None and hasattr(source, "set_markers"):
                source.set_markers("debug", {})
            return
        where = session.current
        status = {
            "paused": translate("DebuggerPanel", "paused"),
            "waiting": translate("DebuggerPanel", "waiting for an answer"),
        }.get(where["status"], where["status"])
        self.position.setText(
            translate("DebuggerPanel", "{0} in {1} — next: {2} (line {3}), {4} steps run").format(
                status,
                text(where["title"]),
                where["text"] or translate("DebuggerPanel", "(entering the action)"),
                where["line"],
                where["steps"],
            )
        )
        line = where["line"]
        if flow is not None:
            flow.show_current(line)  # type: ignore[attr-defined]
        if source is not None and line:
            if hasattr(source, "set_markers"):
                source.set_markers("debug", {line: CURRENT_COLOR})
            if hasattr(source, "go_to_line"):
                source.go_to_line(line)
        self._show_trace(session.events)
        self._show_fields(session)
        self._show_variables(session)

    def _update_buttons(self, session: DebugSession | None) -> None:
        paused = session is not None and session.status == "paused"
        for name in ("step", "next", "continue"):
            self.buttons[name].setEnabled(paused)
        self.buttons["stop"].setEnabled(session is not None)
        self.buttons["export"].setEnabled(self.trace.count() > 0 or session is not None)

    def _show_trace(self, events: list[StepEvent]) -> None:
        self.trace.clear()
        for event in events:
            indent = "" if event.kind == "enter" else "    "
            item = QListWidgetItem(f"{indent}{event.text(ui_language())}   [L{event.line}]")
            if event.kind == "check":
                item.setForeground(QColor("#2e7d32" if event.result else "#c62828"))
            elif event.kind == "enter":
                item.setForeground(QColor("#1565c0"))
            self.trace.addItem(item)
        self.trace.scrollToBottom()

    def _show_fields(self, session: DebugSession) -> None:
        rows = session.fields()
        self.fields.setRowCount(len(rows))
        for r, row in enumerate(rows):
            values = (
                row["name"],
                " ".join(row["cards"]),
                str(row["var"]),
                "\u25cf" if row["stop"] else "",
            )
            for c, value in enumerate(values):
                self.fields.setItem(r, c, QTableWidgetItem(value))
        self.fields.resizeColumnsToContents()

    def _show_variables(self, session: DebugSession) -> None:
        items = list(session.variables().items())
        self.variables.setRowCount(len(items))
        for r, (name, value) in enumerate(items):
            text = " ".join(value) if isinstance(value, list) else str(value)
            self.variables.setItem(r, 0, QTableWidgetItem(name))
            self.variables.setItem(r, 1, QTableWidgetItem(text))

    def trace_text(self) -> str:
        """The trace shown, as plain text."""
        return "\n".join(self.trace.item(i).text() for i in range(self.trace.count()))

    def export_trace(self, path: str | None = None) -> str | None:
        """Save the trace as text (asks for a file name when none is given)."""
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self,
                translate("DebuggerPanel", "Export trace"),
                "trace.txt",
                translate("DebuggerPanel", "Text files (*.txt)"),
            )
            if not path:
                return None
        Path(path).write_text(self.trace_text() + "\n", encoding="utf-8")
        return path
