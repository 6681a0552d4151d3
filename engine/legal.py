"""Legal moves of a game: the live view, and trying `aktion` blocks to see what they allow.

An aktion may block a regular move (the interpreter raises IllegalMoveError) or carry out a
move the regular rules refuse. Both are found by running the aktion on the real state with
`game.trial` set and restoring the snapshot afterwards, unless the blocks' checks of
things no move can change already settle it (engine.actions.static).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from engine import moves
from engine.errors import EngineError, IllegalMoveError
from engine.moves import Move
from engine.position import PositionMemo, TrialResult

if TYPE_CHECKING:
    from engine.definition import ActionDef, GameDefinition
    from engine.hooks import GameView
    from engine.state import Snapshot, State

_BUTTON_TYP = {"left": "links", "right": "rechts", "middle": "mitte"}
_NONE: TrialResult = ("none", None)


class LegalMoveView:
    """A live view of the legal moves: `in`, iteration, `count()`, truthiness."""

    __slots__ = ("_game",)

    def __init__(self, game: GameView) -> None:
        self._game = game

    def __iter__(self) -> Iterator[Move]:
        return iter(legal_list(self._game))

    def __contains__(self, move: object) -> bool:
        return isinstance(move, Move) and self._game.reason(move) is None

    def __len__(self) -> int:
        return len(legal_list(self._game))

    def __bool__(self) -> bool:
        return has_move(self._game)

    def count(self) -> int:
        """Number of legal moves."""
        return len(legal_list(self._game))

    def __repr__(self) -> str:
        return f"<LegalMoveView ({', '.join(map(str, self))})>"


def _kinds(action: ActionDef) -> tuple[str, ...]:
    """The move kinds one `aktion` block reacts to (`klick` = left and right clicks)."""
    typ = action.typ or "legen"
    return ("links", "rechts") if typ == "klick" else (typ,)


def aktion_typs(definition: GameDefinition) -> frozenset[str]:
    """The move kinds some `aktion` reacts to."""
    return frozenset(k for action in definition.aktion for k in _kinds(action))


def _jumps(definition: GameDefinition) -> bool:
    """Does some `aktion` block jump (`erfolg`/`misserfolg` other than the defaults)?"""
    return any(a.erfolg != "ende" or a.misserfolg != "naechste" for a in definition.aktion)


_CHECKS = frozenset({"bedingung", "vergleich"})


def replacing_typs(definition: GameDefinition) -> frozenset[str]:
    """The move kinds an `aktion` could carry out in place of the move (not only refuse).

    A block made only of checks either refuses the move or lets it through, so a move the
    rules refuse can never become legal by it; `_action_candidates` then skips that kind,
    which spares a trial run of the chain for every pair of fields (Klondike's
    `nurEinzeln`). With any jump every kind counts, since a jump might lead anywhere (or
    loop, which must be reported).
    """
    if _jumps(definition):
        return aktion_typs(definition)
    return frozenset(
        k
        for action in definition.aktion
        if any(i.tag not in _CHECKS for i in action.instructions)
        for k in _kinds(action)
    )


def may_react(game: GameView, move: Move) -> bool:
    """Could an aktion see this move at all (cheap filter before trying it)?"""
    typs = game.aktion_typs
    if move.dst is not None:
        return "legen" in typs
    return _BUTTON_TYP.get(move.button, "") in typs


def settled(game: GameView, move: Move) -> TrialResult | None:
    """A trial's answer known without running anything (None: the move must be tried).

    No aktion sees the move; or the blocks' checks of unchanging things settle the drag
    (engine.actions.static: Klondike's runs onto a foundation, or onto a column).
    """
    if game.hooks is None or not may_react(game, move):
        return _NONE
    decide = game.static_decide
    if decide is not None and move.dst is not None:
        return decide(game, move)
    return None


def trial(game: GameView, move: Move, memo: PositionMemo | None = None) -> TrialResult:
    """Run the aktion blocks for a move and undo them: (`replaced`|`blocked`|`none`, reason).

    With the position's memo, each (move, position) is tried once; the memo also tells
    the interpreter which actions already ran away here. A move `settled` answers is
    not run.
    """
    known = settled(game, move)
    if known is not None:
        return known
    assert game.hooks is not None
    if memo is None:
        memo = position_memo(game)
    known = memo.trials.get(move)
    if known is not None:
        return known
    s = game.state
    before = memo.snapshot
    if before is None or before.stamp != s.stamp:
        before = memo.snapshot = s.snapshot()
    game.trial = True
    game.memo = memo
    result: TrialResult = ("none", None)
    try:
        result = ("replaced" if game.hooks.aktion(game, move) else "none"), None
    except IllegalMoveError as exc:
        result = "blocked", exc.refusal
    except EngineError:
        result = "none", None
    finally:
        game.trial = False
        game.memo = None
        if _changed(s, before):
            s.restore(before)
    memo.trials[move] = result
    return result


def _changed(s: State, before: Snapshot) -> bool:
    """Did a trial change anything? (Every field change moves the stamp; the rest is here.)"""
    return (
        s.stamp != before.stamp
        or (s.score_bonus, s.outcome, s.message, s.menu, s.rng.getstate()) != before.table
        or tuple(s.stops) != before.stops
    )


def position_memo(game: GameView) -> PositionMemo:
    """What the game knows about its current position (see engine.position)."""
    return game.positions.memo(game.state)


def _key(game: GameView) -> tuple[object, ...]:
    s = game.state
    # The stamp stands for the tuple of all field versions (see State.stamp); stops matter
    # only in games with `stopp` tags (no other field ever holds one).
    return (
        s.stamp,
        tuple(s.stops) if s.stop_fields else None,
        s.outcome is None,
        s.message is None,
    )


def _regular(game: GameView, memo: PositionMemo | None) -> list[Move]:
    """Regular legal moves, minus those an aktion blocks (the memo is fetched when a move
    has to be tried and none was given)."""
    s = game.state
    if s.outcome is not None or s.message is not None:
        return []
    found = moves.legal_moves(s)
    if game.hooks is None or not game.aktion_typs:
        return found
    # `settled` written out for drags: this loop sees every regular move of every position
    decide = game.static_decide if "legen" in game.aktion_typs else None
    kept = []
    for m in found:
        result = decide(game, m) if decide is not None and m.dst is not None else settled(game, m)
        if result is None:
            if memo is None:
                memo = position_memo(game)
            result = trial(game, m, memo)
        if result[0] != "blocked":
            kept.append(m)
    return kept


def _memo(game: GameView) -> PositionMemo | None:
    """The position memo when an aktion may make moves legal (None: the regular moves,
    some refused, are all there is; they are cheap to redo, so no list is kept)."""
    return position_memo(game) if game.hooks is not None and game.replacing_typs else None


def _action_candidates(game: GameView, known: set[Move]) -> Iterator[Move]:
    """Single-card drags and top-card clicks that only an aktion could make possible."""
    s = game.state
    typs = game.replacing_typs
    if not typs:
        return
    for f in s.fields:
        if f.hidden:
            continue
        for button, typ in _BUTTON_TYP.items():
            if typ in typs:
                m = Move.click(f.index, 1, button)
                if m not in known:
                    yield m
        if f.cards and "legen" in typs:
            for g in s.fields:
                if g.index != f.index and not g.hidden:
                    m = Move.drag(f.index, g.index, 1)
                    if m not in known:
                        yield m


def legal_list(game: GameView) -> list[Move]:
    """Every legal move (cached until the state changes)."""
    key = _key(game)
    cache = game.legal_cache
    if cache is not None and cache[0] == key:
        return cache[1]
    memo = _memo(game)
    if memo is not None and memo.legal is not None:
        game.legal_cache = (key, memo.legal)
        return memo.legal
    found = _regular(game, memo)
    s = game.state
    if memo is not None and s.outcome is None and s.message is None:
        known = set(found)
        found.extend(
            m for m in _action_candidates(game, known) if trial(game, m, memo)[0] == "replaced"
        )
    if memo is not None:
        memo.legal = found
    game.legal_cache = (key, found)
    return found


def has_move(game: GameView) -> bool:
    """Is there any legal move? Stops at the first one found (cheap for action games)."""
    cache = game.legal_cache
    if cache is not None and cache[0] == _key(game):
        return bool(cache[1])
    memo = _memo(game)
    if memo is not None and memo.legal is not None:
        return bool(memo.legal)
    regular = _regular(game, memo)
    if regular:
        return True
    s = game.state
    if memo is None or s.outcome is not None or s.message is not None:
        return False
    return any(trial(game, m, memo)[0] == "replaced" for m in _action_candidates(game, set()))
