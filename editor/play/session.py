"""A play session: the running game, its seed and variant, and the move log that survives edits."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from engine.analysis.solver import SolveStatus, solve
from engine.compile import compile_game
from engine.definition import GameDefinition
from engine.errors import EngineError, IllegalMoveError, LoadError, refusal_of
from engine.game import Game
from engine.messages import Message, refusal
from engine.moves import Move
from engine.xmlread import ParsedFile

HINT_NODES = 5_000
"""Positions the hint's search may expand (it runs while the player waits)."""
HINT_SECONDS = 0.5
"""Seconds the hint's search may take before the plain ranking answers instead."""

Entry = tuple[str, object]
"""One logged player action: ("move", Move), ("auto", None) or ("answer", int)."""


@dataclass
class RebuildReport:
    """What happened when the game was rebuilt after an edit."""

    applied: int = 0
    skipped: int = 0
    millis: float = 0.0
    error: str | None = None
    """Why the game could not be built, in English (`why` holds it as a message)."""
    why: Message | None = None


@dataclass
class PlaySession:
    """Owns the Game for the play pane; every player action goes through here and is logged."""

    seed: int = 1
    variant: str | None = None
    level: int = 0
    definition: GameDefinition | None = None
    game: Game | None = None
    log: list[Entry] = field(default_factory=list)
    redo_log: list[Entry] = field(default_factory=list)
    hint_verdict: SolveStatus = SolveStatus.UNKNOWN
    """What the last hint's search found out about the position: a winning line (SOLVED),
    none left (UNSOLVABLE), or nothing within its moment (UNKNOWN)."""

    def load(self, parsed: ParsedFile, *, keep_moves: bool = True) -> RebuildReport:
        """Compile the document and rebuild the game, replaying the log where it still applies."""
        started = time.perf_counter()
        report = RebuildReport()
        try:
            variants = {v.id for v in _variants(parsed)}
            variant = self.variant if self.variant in variants else None
            definition = compile_game(parsed, variant=variant, level=self.level)
        except LoadError as exc:
            if exc.code == "bad-level":
                self.level = 0
                return self.load(parsed, keep_moves=keep_moves)
            report.error, report.why = exc.message, exc.text
            return report
        self.definition = definition
        self.variant = definition.variant
        log = self.log if keep_moves else []
        self.log, self.redo_log = [], []
        try:
            self.game = Game.new(definition, seed=self.seed)
        except EngineError as exc:
            self.game = None
            report.why = refusal_of(exc)
            report.error = str(report.why)
            return report
        for kind, value in log:
            try:
                self._apply(kind, value)
                report.applied += 1
            except EngineError:
                report.skipped += 1
        report.millis = (time.perf_counter() - started) * 1000
        return report

    def _apply(self, kind: str, value: object) -> None:
        game = self.game
        if game is None:
            raise IllegalMoveError(refusal("no-game"))
        if kind == "move":
            assert isinstance(value, Move)
            game.play(value)
        elif kind == "auto":
            if game.auto() == 0:
                raise IllegalMoveError(refusal("no-auto-field"))
        elif kind == "answer":
            assert isinstance(value, int)
            game.answer(value)
        self.log.append((kind, value))

    def act(self, kind: str, value: object = None) -> None:
        """Make a player action; raises IllegalMoveError with the engine's reason."""
        self._apply(kind, value)
        self.redo_log.clear()

    def undo(self) -> None:
        """Undo the last player move (and the answers given after it)."""
        game = self.game
        if game is None:
            raise IllegalMoveError(refusal("no-game"))
        game.pop()
        while self.log and self.log[-1][0] == "answer":
            self.redo_log.append(self.log.pop())
        if self.log:
            self.redo_log.append(self.log.pop())

    def redo(self) -> None:
        """Redo the last undone move."""
        game = self.game
        if game is None or not self.redo_log:
            raise IllegalMoveError(refusal("nothing-to-redo"))
        game.redo()
        self.log.append(self.redo_log.pop())
        while self.redo_log and self.redo_log[-1][0] == "answer":
            self.log.append(self.redo_log.pop())

    def restart(self) -> None:
        """Same deal again, no moves."""
        if self.game is not None:
            self.game.restart()
        self.log, self.redo_log = [], []

    def new_deal(self, seed: int) -> None:
        """Another seed, no moves."""
        self.seed = seed
        if self.definition is not None:
            self.game = Game.new(self.definition, seed=seed)
        self.log, self.redo_log = [], []

    def hint(self) -> Move | None:
        """A legal move worth showing: the first move of a winning line when the analyzer's
        solver finds one within a moment, else the best-looking legal move."""
        game = self.game
        self.hint_verdict = SolveStatus.UNKNOWN
        if game is None or game.outcome is not None:
            return None
        if game.state.message is None:
            found = solve(game, max_nodes=HINT_NODES, max_seconds=HINT_SECONDS)
            if found.solved and found.steps and isinstance(found.steps[0], Move):
                self.hint_verdict = SolveStatus.SOLVED
                return found.steps[0]
            if found.status is SolveStatus.UNSOLVABLE:
                self.hint_verdict = SolveStatus.UNSOLVABLE
        return self._plain_hint(game)

    def _plain_hint(self, game: Game) -> Move | None:
        """Home to an auto field first, then drags that are not shuffles between foundations,
        then clicks; never simply the reverse of the last move."""
        legal = list(game.legal_moves)
        fields = game.state.fields
        last = self.log[-1][1] if self.log and self.log[-1][0] == "move" else None

        def home(m: Move) -> bool:
            return (
                m.dst is not None
                and bool(fields[m.dst].props.auto)
                and not fields[m.src].props.auto
            )

        def sensible_drag(m: Move) -> bool:
            return m.dst is not None and not fields[m.src].props.auto

        def reverses_last(m: Move) -> bool:
            return (
                isinstance(last, Move)
                and last.dst is not None
                and m.dst is not None
                and (m.src, m.dst) == (last.dst, last.src)
            )

        for pick in (home, sensible_drag, lambda m: m.dst is None, lambda m: True):
            for move in legal:
                if pick(move) and not reverses_last(move):
                    return move
        return legal[0] if legal else None

    def script(self) -> list[str]:
        """The log as replay-script commands (for test positions and the debugger)."""
        lines: list[str] = []
        definition = self.definition
        for kind, value in self.log:
            if kind == "auto":
                lines.append("auto")
            elif kind == "answer":
                lines.append(f"answer {value}")
            elif isinstance(value, Move) and definition is not None:
                src = definition.field_name(value.src)
                if value.dst is None:
                    verb = {"left": "click", "right": "rclick", "middle": "mclick"}[value.button]
                    lines.append(f"{verb} {src}" + (f" {value.n}" if value.n != 1 else ""))
                else:
                    dst = definition.field_name(value.dst)
                    lines.append(f"move {src} {dst}" + (f" {value.n}" if value.n != 1 else ""))
        return lines


def _variants(parsed: ParsedFile):  # type: ignore[no-untyped-def]
    from engine.compile import variants_of

    return variants_of(parsed)
