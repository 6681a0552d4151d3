"""The playable game: deal, legal moves, checked/unchecked play, undo/redo, clicks, outcome."""

from __future__ import annotations

from typing import Any

from engine import automove, legal, moves, scoring, stock
from engine.actions import make_hooks
from engine.actions.runner import ActionRunner
from engine.deal import deal
from engine.definition import GameDefinition
from engine.dragging import drag_cards
from engine.errors import EngineError, IllegalMoveError
from engine.hooks import ActionHooks, StaticDecide
from engine.jsonstate import state_json
from engine.messages import Refusal, refusal
from engine.moves import Move
from engine.position import PositionCache, PositionMemo
from engine.scoring import Outcome, Termination
from engine.state import PartialSnapshot, Snapshot, State


class _Entry:
    """One undoable player move: the state before it, the move, and answers given since."""

    __slots__ = ("before", "move", "_label", "answers")

    def __init__(
        self, before: Snapshot | PartialSnapshot, move: Move | None, label: str | None = None
    ) -> None:
        self.before = before
        self.move = move
        """None for the auto-run and for giving up (see `label`)."""
        self._label = label
        self.answers: list[int] | None = None
        """Buttons answered since (None until the first answer)."""

    @property
    def label(self) -> str:
        """`auto`, `give up` or the move's replay line (worked out only when asked for)."""
        if self._label is None:
            self._label = str(self.move)
        return self._label


class Game:
    """One game in play; build it with `Game.new`."""

    def __init__(
        self,
        definition: GameDefinition,
        state: State,
        *,
        seed: int,
        hooks: ActionHooks | None = None,
    ) -> None:
        self.definition = definition
        self.state = state
        self.seed = seed
        self.hooks = hooks
        self._history: list[_Entry] = []
        self._redo: list[_Entry] = []
        self.legal_cache: tuple[tuple[object, ...], list[Move]] | None = None
        """(state key, moves) kept by engine.legal; `State.touch` makes it stale by itself."""
        self._legal_key: object = None  # kept for older callers that reset it; unused
        self.trial = False
        """True while the game tries an aktion only to see whether it would succeed."""
        self.aktion_typs = legal.aktion_typs(definition)
        # The trial shortcuts read the definition's blocks: only for the interpreter that
        # runs exactly those (hooks of another kind may do anything with any move).
        own = getattr(hooks, "runs_definition", False) is True
        self.replacing_typs = legal.replacing_typs(definition) if own else self.aktion_typs
        self.static_decide: StaticDecide | None = (
            hooks.decide if own and isinstance(hooks, ActionRunner) else None
        )
        """Settles drags by the blocks' checks of unchanging things (engine.actions.static)."""
        self.positions = PositionCache()
        """Per position content: aktion trial outcomes and legal moves (engine.position)."""
        self.memo: PositionMemo | None = None
        """The memo of the position being tried while `trial` is set."""
        """Move kinds some `aktion` reacts to (engine.legal uses it to skip needless trials)."""

    # ----- construction ---------------------------------------------------------------
    @classmethod
    def new(
        cls,
        definition: GameDefinition,
        *,
        seed: int,
        variant: str | None = None,
        level: int | None = None,
        hooks: ActionHooks | None = None,
    ) -> Game:
        """Deal a new game for `seed` (variant/level recompile the file when they differ)."""
        definition = _for_variant(definition, variant, level)
        state = State(definition, seed=seed)
        deal(state)
        if hooks is None and definition.all_actions:
            hooks = _default_hooks(definition)
        game = cls(definition, state, seed=seed, hooks=hooks)
        if hooks is not None:
            hooks.beginn(game)
        return game

    def restart(self) -> None:
        """Deal the same cards again and forget the moves played."""
        fresh = Game.new(self.definition, seed=self.seed, hooks=self.hooks)
        self.state = fresh.state
        self._history.clear()
        self._redo.clear()
        self.legal_cache = None

    # ----- queries --------------------------------------------------------------------
    @property
    def legal_moves(self) -> legal.LegalMoveView:
        """The legal moves (drags, effective left clicks, aktion-made moves) as a live view."""
        return legal.LegalMoveView(self)

    def invalidate(self) -> None:
        """Forget cached legal moves (only needed after editing piles without `State.touch`)."""
        self.legal_cache = None
        self.positions.clear()

    def _legal_list(self) -> list[Move]:
        """The legal moves as a (cached, shared) list."""
        return legal.legal_list(self)

    def reason(self, move: Move) -> str | None:
        """Why the move would be refused now, in English (None = it is legal)."""
        found = self.refusal(move)
        return None if found is None else str(found)

    def refusal(self, move: Move) -> Refusal | None:
        """Why the move would be refused now, as a code with parameters (None = it is legal)."""
        s = self.state
        if s.outcome is not None:
            return refusal("game-over")
        if s.message is not None:
            return refusal("message-waiting")
        reason = self.regular_refusal(move)
        if self.hooks is not None and legal.may_react(self, move):
            result, why = legal.trial(self, move)
            if result == "blocked":
                return why or refusal("aktion-refuses")
            if result == "replaced":
                return None
        return reason

    def regular_refusal(self, move: Move) -> Refusal | None:
        """Why the regular rules refuse the move, actions aside (None = they allow it)."""
        if not 0 <= move.src < len(self.state.fields):
            return refusal("no-such-field")
        if move.dst is not None:
            return moves.drag_reason(self.state, move.src, move.dst, move.n)
        if move.button == "left":
            return stock.click_reason(self.state, move.src, move.n)
        if move.button == "right":
            pile = self.state.fields[move.src].cards
            reason = moves.take_reason(self.state, move.src, move.n)
            if reason is None and self._right_target(move.src, move.n) is None:
                card = self.state.card(pile[-move.n])
                reason = refusal("no-auto-target", card=str(card))
            return reason
        if move.button == "middle":
            return refusal("middle-click")
        return refusal("unknown-button", button=repr(move.button))

    @property
    def score(self) -> int:
        """Current score (`punktestart` + points; may be negative while running)."""
        return scoring.score(self.state)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it runs (no legal move left counts as lost)."""
        s = self.state
        if isinstance(s.outcome, Outcome):
            return s.outcome
        if s.message is None and not legal.has_move(self):
            return Outcome(Termination.NO_MOVES, False, max(0, self.score))
        return None

    def is_over(self) -> bool:
        """Has the game ended?"""
        return self.outcome is not None

    # ----- playing --------------------------------------------------------------------
    def play(self, move: Move) -> None:
        """Make a move after checking it; raises IllegalMoveError with the reason."""
        self._execute(move, check=True)

    def push(self, move: Move) -> None:
        """Make a move without checking the regular rules (for search and replays)."""
        self._execute(move, check=False)

    def click(self, field: int, n: int = 1, button: str = "left") -> None:
        """Checked click on the n-th card from the top of a field."""
        self.play(Move.click(field, n, button))

    def _execute(self, move: Move, *, check: bool) -> None:
        s = self.state
        if check and s.outcome is not None:
            raise IllegalMoveError(refusal("game-over"))
        if check and s.message is not None:
            raise IllegalMoveError(refusal("message-waiting"))
        before: Snapshot | PartialSnapshot | None = None
        if not check and self.hooks is None:
            before = self._partial(move)
        if before is None:
            before = s.snapshot()
        try:
            replaced = False
            if self.hooks is not None:
                replaced = self.hooks.aktion(self, move)
            if not replaced:
                if check:
                    reason = self.regular_refusal(move)
                    if reason is not None:
                        raise IllegalMoveError(reason)
                self.apply_regular(move)
            if self.hooks is not None:
                self.hooks.abschluss(self, move, replaced)
            self._check_win()
        except EngineError:
            _restore(s, before)
            raise
        self._history.append(_Entry(before, move))
        if self._redo:
            self._redo.clear()
        if self.hooks is not None and getattr(self.hooks, "no_undo", False):
            self._history.clear()  # ruecknahme="nein": undo may not cross this move

    def _partial(self, move: Move) -> PartialSnapshot | None:
        """For an unchecked move without actions: a snapshot of just the fields its regular
        effect can change (None: take a full one). A drag changes its two piles (unless
        `fuellen` refills the source), a left click its field and that field's ziel,
        pruefe and quelle fields."""
        s = self.state
        n = len(s.fields)
        src = move.src
        if not 0 <= src < n:
            return None
        dst = move.dst
        if dst is not None:
            if not 0 <= dst < n or src == dst or s.fields[src].props.fuellen:
                return None
            return s.partial_snapshot((src, dst), rng=False)
        if move.button == "left":
            return s.partial_snapshot(s.click_scope(src))
        return None

    def apply_regular(self, move: Move) -> None:
        """Carry out the regular effect of a move (no checks)."""
        s = self.state
        if move.dst is not None:
            drag_cards(s, move.src, move.dst, move.n)
        elif move.button == "left":
            stock.click(s, move.src)
        elif move.button == "right":
            target = self._right_target(move.src, move.n)
            if target is not None:
                drag = Move.drag(move.src, target, move.n)
                # The resulting drag meets the `aktion typ=legen` blocks like any drag.
                if (
                    self.hooks is None
                    or not legal.may_react(self, drag)
                    or not self.hooks.aktion(self, drag)
                ):
                    drag_cards(s, move.src, target, move.n)

    def _right_target(self, src: int, n: int) -> int | None:
        """Where a right click sends the top n cards of src: the first auto field no aktion refuses."""
        for j in automove.auto_targets(self.state, src, n):
            drag = Move.drag(src, j, n)
            if self.hooks is None or legal.trial(self, drag)[0] != "blocked":
                return j
        return None

    def _check_win(self) -> None:
        # scoring.reached_max, with each field's points cached per field version
        s = self.state
        if s.outcome is None:
            target = s.definition.punktemax
            if target is not None and scoring.cached_score(s) >= target:
                self.finish(True, Termination.PUNKTEMAX)

    def finish(self, won: bool, termination: Termination = Termination.SPIELENDE) -> None:
        """End the game (used by `spielende` and by giving up); runs `ende` once."""
        s = self.state
        if s.outcome is not None:
            return
        s.outcome = Outcome(termination, won, max(0, self.score))
        if self.hooks is not None:
            self.hooks.ende(self, won)
            if isinstance(s.outcome, Outcome):  # ende may change the score
                s.outcome = Outcome(s.outcome.termination, s.outcome.won, max(0, self.score))

    def give_up(self) -> None:
        """Abandon the game (lost unless an `ende` action decides otherwise)."""
        if self.state.outcome is not None:
            raise IllegalMoveError(refusal("game-over"))
        before = self.state.snapshot()
        self.finish(False, Termination.GIVEN_UP)
        self._history.append(_Entry(before, None, "give up"))
        self._redo.clear()

    def auto(self) -> int:
        """The auto-run key: move cards to `auto` fields until none fits; one undo step."""
        s = self.state
        if s.outcome is not None:
            raise IllegalMoveError(refusal("game-over"))
        if s.message is not None:
            raise IllegalMoveError(refusal("message-waiting"))
        before = s.snapshot()
        moved: set[int] = set()
        count = 0
        try:
            while s.outcome is None and s.message is None:
                step = automove.auto_run_step(s, moved)
                if step is None:
                    break
                moved.add(s.fields[step.src].cards[-1])
                replaced = False
                if self.hooks is not None:
                    step_start = s.snapshot()
                    try:
                        replaced = self.hooks.aktion(self, step)
                    except IllegalMoveError:
                        s.restore(step_start)  # an aktion refuses this step: skip that card
                        continue
                if not replaced:
                    self.apply_regular(step)
                if self.hooks is not None:
                    self.hooks.abschluss(self, step, replaced)
                self._check_win()
                count += 1
        except EngineError:
            s.restore(before)
            raise
        if count:
            self._history.append(_Entry(before, None, "auto"))
            self._redo.clear()
            if getattr(self.hooks, "no_undo", False):
                self._history.clear()  # ruecknahme="nein": undo may not cross this move
        return count

    def answer(self, button: int) -> None:
        """Answer the pending `meldung` with button number `button` (from 1)."""
        s = self.state
        msg = s.message
        if msg is None:
            raise IllegalMoveError(refusal("no-message"))
        if not 1 <= button <= len(msg.buttons):
            raise IllegalMoveError(refusal("bad-button", buttons=len(msg.buttons), button=button))
        s.message = None
        if msg.field is not None:
            s.set_prop(msg.field, "var", str(button))
        if self.hooks is not None:
            self.hooks.answer(self, button)
        self._check_win()
        if self._history:
            last = self._history[-1]
            if last.answers is None:
                last.answers = []
            last.answers.append(button)

    # ----- undo / redo ----------------------------------------------------------------
    def pop(self) -> str:
        """Undo the last player move (with everything its actions did); returns its label."""
        if not self._history:
            raise IllegalMoveError(refusal("nothing-to-undo"))
        entry = self._history.pop()
        _restore(self.state, entry.before)
        self._redo.append(entry)
        return entry.label

    def redo(self) -> str:
        """Play the last undone move again; returns its label."""
        if not self._redo:
            raise IllegalMoveError(refusal("nothing-to-redo"))
        entry = self._redo.pop()
        keep = self._redo[:]
        if entry.label == "auto":
            self.auto()
        elif entry.label == "give up":
            self.give_up()
        elif entry.move is not None:
            self.push(entry.move)
        for button in entry.answers or ():
            self.answer(button)
        self._redo = keep
        return entry.label

    @property
    def move_stack(self) -> list[str]:
        """Labels of the moves played, oldest first."""
        return [e.label for e in self._history]

    # ----- output ---------------------------------------------------------------------
    def marks(self) -> dict[int, str]:
        """`markiere`: field index -> colour of the mark on its top card (for the renderer)."""
        from engine.marks import marks

        return marks(self.state)

    def to_json(self) -> dict[str, Any]:
        """The state JSON of design.md."""
        return state_json(self)


def _restore(state: State, before: Snapshot | PartialSnapshot) -> None:
    """Put the state back as a history entry found it."""
    if isinstance(before, PartialSnapshot):
        state.restore_partial(before)
    else:
        state.restore(before)


def cached_score(game: Game) -> int:
    """`game.score`, with each field's points cached per field version (for playouts)."""
    return scoring.cached_score(game.state)


def _for_variant(
    definition: GameDefinition, variant: str | None, level: int | None
) -> GameDefinition:
    """Recompile the file when a different variant or level is asked for."""
    want_variant = definition.variant if variant is None else variant
    want_level = definition.level if level is None else level
    if (want_variant, want_level) == (definition.variant, definition.level) or not definition.path:
        return definition
    from engine.compile import load_game

    return load_game(definition.path, variant=want_variant, level=want_level)


def _default_hooks(definition: GameDefinition) -> ActionHooks | None:
    """The action interpreter's hooks for a game that has actions."""
    return make_hooks(definition)
