"""The play pane (`playPane`): plays the document being edited, rebuilt after every edit."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.messages import error_text, problem_message, text
from editor.play.cardart import card_label
from editor.play.cases import TestCasesPanel
from editor.play.session import PlaySession
from editor.play.table import TableView
from engine.actions.debug import Debugger, DebugSession
from engine.analysis.solver import SolveStatus
from engine.errors import EngineError, IllegalMoveError
from engine.moves import Move
from engine.xmlread import ParsedFile

REBUILD_DELAY_MS = 150


translate = QCoreApplication.translate


class MeldungDialog(QDialog):
    """A `meldung`: the file's text and buttons; the answer goes back to the game."""

    answered = Signal(int)

    def __init__(self, text: str, buttons: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("meldungDialog")
        self.setWindowTitle(translate("PlayPane", "Message from the game"))
        layout = QVBoxLayout(self)
        label = QLabel(text.replace("\\n", "\n"))
        label.setWordWrap(True)
        layout.addWidget(label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.buttons: list[QPushButton] = []
        for k, caption in enumerate(buttons, start=1):
            button = QPushButton(caption)
            button.clicked.connect(lambda _=False, k=k: self._answer(k))
            row.addWidget(button)
            self.buttons.append(button)
        layout.addLayout(row)

    def _answer(self, k: int) -> None:
        self.answered.emit(k)
        self.accept()


class PlayPane(QWidget):
    """Toolbar, table and status line around a PlaySession."""

    game_changed = Signal()
    """Emitted after every change of the running game (moves, rebuilds, new deals)."""
    status_changed = Signal(str)
    debug_session_changed = Signal(object)
    """A debugged move paused, resumed or ended (the DebugSession, or None when over)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playPane")
        self.session = PlaySession()
        self._parsed: ParsedFile | None = None
        self._document: object | None = None
        self._dialog: MeldungDialog | None = None
        self._stale = False
        self.debugger = Debugger()
        self.debug_enabled = False
        """When on, moves that trigger actions run in the debugger and stop at breakpoints."""
        self.break_on_move = False
        """When on (with debugging), every debugged move stops at its first step."""
        self.debug_session: DebugSession | None = None
        self.finished_debug_session: DebugSession | None = None
        """The debugged move that ended last (the debugger panel shows why it was refused)."""
        self.table = TableView(self)
        self.table.move_requested.connect(self._on_move_requested)
        self.table.click_requested.connect(self._on_click_requested)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REBUILD_DELAY_MS)
        self._timer.timeout.connect(self.rebuild)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.setInterval(2000)
        self._hint_timer.timeout.connect(lambda: self.table.set_highlight(set()))
        self._reported: tuple[int, int] = (0, 0)
        """(id of the game, runtime problems already shown for it)."""
        self._build_ui()

    # ----- UI ------------------------------------------------------------------------
    def _build_ui(self) -> None:
        # Tool bars, not row layouts: in a narrow pane (or with longer German labels) the deal
        # settings move to a second row (`_place_bars`) and what still does not fit goes into
        # an overflow menu, instead of the pane widening the window.
        self.play_bar = bar = QToolBar(self)
        bar.setObjectName("play_toolbar")
        bar.setContentsMargins(4, 4, 4, 0)
        self.buttons: dict[str, QToolButton] = {}
        for name, label, key, slot in (
            ("new", translate("PlayPane", "New deal"), "N", self.new_deal),
            ("restart", translate("PlayPane", "Restart"), "R", self.restart),
            ("undo", translate("PlayPane", "Undo move"), "Backspace", self.undo),
            ("redo", translate("PlayPane", "Redo move"), "Shift+Backspace", self.redo),
            ("auto", translate("PlayPane", "Auto"), "A", self.auto),
            ("hint", translate("PlayPane", "Hint"), "H", self.hint),
        ):
            button = QToolButton(self)
            button.setObjectName(f"play_{name}")
            button.setText(label)
            button.setToolTip(f"{label} ({key})")
            button.clicked.connect(slot)
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            bar.addWidget(button)
            self.buttons[name] = button
        self.deal_bar = bar = QToolBar(self)
        bar.setObjectName("play_dealbar")
        bar.setContentsMargins(4, 4, 4, 0)
        bar.addWidget(QLabel(translate("PlayPane", "Seed")))
        self.seed_box = QSpinBox(self)
        self.seed_box.setObjectName("play_seed")
        self.seed_box.setRange(0, 2_147_483_647)
        self.seed_box.setValue(self.session.seed)
        self.seed_box.editingFinished.connect(self._on_seed_edited)
        bar.addWidget(self.seed_box)
        self.variant_box = QComboBox(self)
        self.variant_box.setObjectName("play_variant")
        self.variant_box.activated.connect(self._on_variant_chosen)
        self.variant_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.variant_box.setMinimumContentsLength(14)  # long variant names elide, not widen
        # a widget in a tool bar is shown and hidden through its action
        self.variant_action = bar.addWidget(self.variant_box)
        bar.addWidget(QLabel(translate("PlayPane", "Level")))
        self.level_box = QSpinBox(self)
        self.level_box.setObjectName("play_level")
        self.level_box.valueChanged.connect(self._on_level_chosen)
        bar.addWidget(self.level_box)
        self.score_label = QLabel(self)
        self.score_label.setObjectName("play_score")
        self.top = QGridLayout()
        self.top.setContentsMargins(0, 0, 4, 0)
        self.top.setColumnStretch(2, 1)
        self.top.addWidget(self.score_label, 0, 3)  # outside the tool bars: never in an overflow
        self._two_rows: bool | None = None
        self.status = QLabel(self)
        self.status.setObjectName("play_status")
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(self.top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        self.cases = TestCasesPanel(self.session, self)
        self.cases.setMaximumHeight(160)
        self.cases.setVisible(False)
        self.cases_toggle = QToolButton(self)
        self.cases_toggle.setObjectName("play_cases")
        self.cases_toggle.setText(translate("PlayPane", "Test positions"))
        self.cases_toggle.setCheckable(True)
        self.cases_toggle.toggled.connect(self.cases.setVisible)
        bar.addWidget(self.cases_toggle)
        layout.addWidget(self.cases)
        self._place_bars()

    def _place_bars(self) -> None:
        """Both tool bars in one row when the pane is wide enough, else the deal settings below."""
        play = self.play_bar
        needed = sum(w.sizeHint().width() for w in (play, self.deal_bar, self.score_label)) + 8
        two_rows = self.width() < needed
        if two_rows == self._two_rows:
            return
        self._two_rows = two_rows
        self.top.removeWidget(play)
        self.top.removeWidget(self.deal_bar)
        self.top.addWidget(play, 0, 0, 1, 3 if two_rows else 1)
        self.top.addWidget(self.deal_bar, 1 if two_rows else 0, 0 if two_rows else 1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._place_bars()

    # ----- document ------------------------------------------------------------------
    def set_document(self, document: object | None) -> None:
        """Follow an editor Document: rebuild shortly after each change."""
        old = self._document
        if old is not None and hasattr(old, "changed"):
            with contextlib.suppress(RuntimeError, TypeError):
                old.changed.disconnect(self._on_document_changed)  # type: ignore[attr-defined]
        self._document = document
        self.cases.set_path(getattr(document, "path", None))
        if document is not None and hasattr(document, "changed"):
            document.changed.connect(self._on_document_changed)  # type: ignore[attr-defined]
        self.session.log.clear()
        self.rebuild()

    def _on_document_changed(self, *_: object) -> None:
        # Rebuild only while the pane is on screen; a hidden pane catches up when shown, so
        # editing in other views never waits for the game.
        if self.isVisible():
            self._timer.start()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self._timer.start()

    def set_parsed(self, parsed: ParsedFile | None) -> None:
        """Play a parsed file directly (without an editor document)."""
        self._document = None
        self._parsed = parsed
        self.cases.set_path(parsed.path if parsed is not None else None)
        self.rebuild()

    def rebuild(self) -> None:
        """Compile the current source and replay the moves so far where they still apply."""
        parsed = self._parsed
        if self._document is not None:
            parsed = getattr(self._document, "parsed", None)
        if parsed is None:
            self._say(
                translate("PlayPane", "The file has errors: fix them to play the current version.")
            )
            return
        report = self.session.load(parsed)
        if report.error is not None:
            self._say(
                translate("PlayPane", "Cannot play this file: {0}").format(
                    text(report.why or report.error)
                )
            )
            self.table.set_game(self.session.game)
            return
        self._sync_selectors()
        note = translate("PlayPane", "Rebuilt in {0:.0f} ms").format(report.millis)
        if report.skipped:
            note += translate("PlayPane", "; {0} earlier move(s) no longer apply").format(
                report.skipped
            )
        self._refresh(note)

    def _sync_selectors(self) -> None:
        definition = self.session.definition
        if definition is None:
            return
        self.variant_box.blockSignals(True)
        self.variant_box.clear()
        for variant in definition.variants:
            text = variant.text or variant.id
            self.variant_box.addItem(f"{variant.id}: {text}"[:60], variant.id)
        self.variant_action.setVisible(bool(definition.variants))
        if definition.variant is not None:
            self.variant_box.setCurrentIndex(max(0, self.variant_box.findData(definition.variant)))
        self.variant_box.blockSignals(False)
        self.level_box.blockSignals(True)
        self.level_box.setRange(0, definition.levelmax)
        self.level_box.setValue(definition.level)
        self.level_box.setEnabled(definition.levelmax > 0)
        self.level_box.blockSignals(False)

    # ----- player actions ------------------------------------------------------------
    def _run(self, label: str, action) -> bool:  # type: ignore[no-untyped-def]
        if self.debug_session is not None:
            self._say(
                translate("PlayPane", "A debugged move is paused: continue or stop it first.")
            )
            return False
        try:
            action()
        except IllegalMoveError as exc:
            self._refresh(translate("PlayPane", "Refused: {0}").format(text(exc.refusal)))
            return False
        except EngineError as exc:
            self._refresh(translate("PlayPane", "Stopped: {0}").format(error_text(exc)))
            return False
        self._refresh(label)
        return True

    def _on_move_requested(self, src: int, dst: int, n: int) -> None:
        move = Move.drag(src, dst, n)
        self.play_move(move)

    def play_move(self, move: Move) -> None:
        """Play a player move (in the debugger when debugging is on and the game has actions)."""
        game = self.session.game
        if (
            self.debug_enabled
            and game is not None
            and game.definition.all_actions
            and self.debug_session is None
        ):
            self._debug(move)
            return
        self._run(self._describe(move), lambda: self.session.act("move", move))

    # ----- debugging -------------------------------------------------------------------
    def _debug(self, move: Move) -> None:
        game = self.session.game
        assert game is not None
        if game.outcome is not None or game.state.message is not None:
            self._run(self._describe(move), lambda: self.session.act("move", move))
            return
        session = self.debugger.debug_move(game, move, stop_at_start=self.break_on_move)
        self.debug_session = session
        self.after_debug_step()

    def after_debug_step(self) -> None:
        """Show where a debugged move stands; finish the bookkeeping when it has ended."""
        session = self.debug_session
        if session is None:
            return
        if session.status in ("paused", "waiting"):
            self.table.set_game(session.game)
            self.table.update()
            where = session.current
            self._say(
                translate("PlayPane", "Paused in {0}, line {1}: {2}").format(
                    text(where["title"]), where["line"], where["text"] or ""
                )
            )
            self.debug_session_changed.emit(session)
            if session.status == "waiting":
                self._show_message()
            return
        self.debug_session = None
        self.finished_debug_session = session
        move = session.move
        if session.status == "done" and move is not None:
            self.session.log.append(("move", move))
            for button in session.answers:
                self.session.log.append(("answer", button))
            self.session.redo_log.clear()
            self._refresh(self._describe(move) + translate("PlayPane", " (debugged)"))
        else:
            self._refresh(
                translate("PlayPane", "Refused: {0}").format(
                    text(session.refusal or session.reason)
                )
            )
        self.debug_session_changed.emit(None)

    def stop_debugging(self) -> None:
        """Abort a paused debugged move: the table goes back to before it."""
        session = self.debug_session
        if session is None:
            return
        session.abort()
        self.debug_session = None
        self.finished_debug_session = None
        self._refresh(translate("PlayPane", "Debugged move stopped"))
        self.debug_session_changed.emit(None)

    def _on_click_requested(self, field: int, n: int, button: str) -> None:
        game = self.session.game
        if game is None:
            return
        if not game.state.fields[field].cards:
            n = 1
        move = Move.click(field, n, button)
        self.play_move(move)

    def _describe(self, move: Move) -> str:
        definition = self.session.definition
        if definition is None:
            return str(move)
        src = definition.field_name(move.src)
        if move.dst is None:
            return translate("PlayPane", "Clicked {0}").format(src)
        return translate("PlayPane", "Moved {0} card(s) from {1} to {2}").format(
            move.n, src, definition.field_name(move.dst)
        )

    def auto(self) -> None:
        """The auto-run key."""
        self._run(translate("PlayPane", "Auto-run"), lambda: self.session.act("auto"))

    def undo(self) -> None:
        """Undo one player move."""
        self._run(translate("PlayPane", "Undone"), self.session.undo)

    def redo(self) -> None:
        """Redo one player move."""
        self._run(translate("PlayPane", "Redone"), self.session.redo)

    def restart(self) -> None:
        """Deal the same cards again."""
        self.session.restart()
        self._refresh(translate("PlayPane", "Restarted the same deal"))

    def new_deal(self) -> None:
        """Deal with the next seed."""
        self.session.new_deal(self.session.seed + 1)
        self.seed_box.setValue(self.session.seed)
        self._refresh(translate("PlayPane", "New deal (seed {0})").format(self.session.seed))

    def hint(self) -> None:
        """Show one legal move."""
        move = self.session.hint()
        definition = self.session.definition
        if move is None or definition is None:
            self._say(translate("PlayPane", "No legal move left."))
            return
        fields = {move.src} if move.dst is None else {move.src, move.dst}
        self.table.set_highlight(fields)
        self._hint_timer.start()
        # the solver's verdict, when its moment was enough, tells the player how it stands
        verdict = self.session.hint_verdict
        if verdict is SolveStatus.SOLVED:
            text = translate("PlayPane", "Hint: {0} (a winning line starts with it)")
        elif verdict is SolveStatus.UNSOLVABLE:
            text = translate("PlayPane", "Hint: {0}. No winning line is left from here.")
        else:
            text = translate("PlayPane", "Hint: {0}")
        self._say(text.format(self._suggest(move)))

    def _suggest(self, move: Move) -> str:
        """The hinted move in words, naming the card it takes (the cards are in view)."""
        definition, game = self.session.definition, self.session.game
        if definition is None or game is None:
            return str(move)
        src = definition.field_name(move.src)
        if move.dst is None:
            return translate("PlayPane", "click {0}").format(src)
        pile = game.state.fields[move.src].cards
        if not 0 < move.n <= len(pile):
            return self._describe(move)  # cannot happen for a legal move: the plain words
        card = card_label(game.state.card(pile[-move.n]))
        dst = definition.field_name(move.dst)
        if move.n == 1:
            return translate("PlayPane", "{0} from {1} to {2}").format(card, src, dst)
        return translate("PlayPane", "{0} and the {1} card(s) on it from {2} to {3}").format(
            card, move.n - 1, src, dst
        )

    def _on_seed_edited(self) -> None:
        if self.seed_box.value() != self.session.seed:
            self.session.new_deal(self.seed_box.value())
            self._refresh(translate("PlayPane", "New deal (seed {0})").format(self.session.seed))

    def _on_variant_chosen(self, index: int) -> None:
        self.session.variant = self.variant_box.itemData(index)
        self.session.log.clear()
        self.rebuild()

    def _on_level_chosen(self, level: int) -> None:
        self.session.level = level
        self.session.log.clear()
        self.rebuild()

    # ----- display -------------------------------------------------------------------
    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status_changed.emit(text)

    def _runaway_note(self, game: object) -> str:
        """The newest runaway action chain (step limit, loop) the engine met, once."""
        problems = getattr(getattr(game, "hooks", None), "problems", None) or []
        key, seen = self._reported
        seen = seen if key == id(game) else 0
        self._reported = (id(game), len(problems))
        if len(problems) <= seen:
            return ""
        shown = problem_message(problems[-1])
        return " \u2014 " + translate("PlayPane", "Action chain stopped: {0}").format(shown)

    def _refresh(self, note: str) -> None:
        game = self.session.game
        note += self._runaway_note(game)
        self.table.set_game(game)
        self.buttons["undo"].setEnabled(bool(self.session.log))
        self.buttons["redo"].setEnabled(bool(self.session.redo_log))
        if game is None:
            self.score_label.setText("")
            self._say(note)
            self.game_changed.emit()
            return
        points = game.score
        target = game.definition.punktemax
        self.score_label.setText(
            translate("PlayPane", "Score {0}").format(points) + (f" / {target}" if target else "")
        )
        outcome = game.outcome
        if outcome is None:
            self.table.set_banner(None)
        elif outcome.won:
            self.table.set_banner(translate("PlayPane", "Won!"))
            note += " \u2014 " + translate("PlayPane", "You won with {0} points.").format(
                outcome.score
            )
        else:
            self.table.set_banner(translate("PlayPane", "No moves left"))
            note += " \u2014 " + translate("PlayPane", "The game is lost: no legal move remains.")
        self._say(note)
        self._show_message()
        self.game_changed.emit()

    def _show_message(self) -> None:
        game = self.session.game
        message = game.state.message if game is not None else None
        if message is None or self._dialog is not None:
            return
        dialog = MeldungDialog(message.text, tuple(message.buttons), self)
        dialog.answered.connect(self._on_answered)
        dialog.finished.connect(lambda _: setattr(self, "_dialog", None))
        self._dialog = dialog
        dialog.show()

    def _on_answered(self, k: int) -> None:
        self._dialog = None
        session = self.debug_session
        if session is not None and session.status == "waiting":
            try:
                session.answer(k)
            except EngineError as exc:
                self._say(error_text(exc))
            self.after_debug_step()
            return
        self._run(
            translate("PlayPane", "Answered {0}").format(k), lambda: self.session.act("answer", k)
        )
