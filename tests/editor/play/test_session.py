"""The play session's hint: the first move of the solver's winning line, else a legal move."""

from __future__ import annotations

from editor.play.session import HINT_NODES, PlaySession
from engine.analysis.solver import SolveStatus, solve
from engine.definition import GameDefinition
from tests.engine.analysis.tiny_games import solvable, unsolvable


def _session(definition: GameDefinition) -> PlaySession:
    session = PlaySession(definition=definition)
    session.new_deal(1)
    return session


def test_following_the_hints_wins_a_winnable_deal() -> None:
    session = _session(solvable())
    game = session.game
    assert game is not None
    first = session.hint()
    assert session.hint_verdict is SolveStatus.SOLVED
    line = solve(game, max_nodes=HINT_NODES, max_seconds=None)
    assert line.solved and first == line.steps[0]
    for _ in range(20):
        if game.outcome is not None:
            break
        move = session.hint()
        assert move is not None and move in game.legal_moves
        session.act("move", move)
    assert game.outcome is not None and game.outcome.won


def test_a_lost_deal_still_gets_a_legal_move() -> None:
    session = _session(unsolvable())
    game = session.game
    assert game is not None
    assert not solve(game, max_seconds=None).solved
    move = session.hint()
    assert move is not None and move in game.legal_moves
    assert session.hint_verdict is SolveStatus.UNSOLVABLE


def test_no_hint_without_a_game() -> None:
    session = PlaySession()
    assert session.hint() is None
    assert session.hint_verdict is SolveStatus.UNKNOWN
