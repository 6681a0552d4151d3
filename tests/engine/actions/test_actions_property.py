"""Random play in every shipped game with actions: cards stay accounted for, no runaway chains."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import moves
from engine.compile import load_game
from engine.definition import GameDefinition
from engine.errors import IllegalMoveError, StepLimitError
from engine.game import Game
from engine.moves import Move

GAMES = Path(__file__).resolve().parents[3] / "games"
ACTION_GAMES = sorted(p for p in GAMES.glob("*.xml") if load_game(p).all_actions)
_CACHE: dict[Path, GameDefinition] = {}


def _definition(path: Path) -> GameDefinition:
    if path not in _CACHE:
        _CACHE[path] = load_game(path)
    return _CACHE[path]


def _candidate(g: Game, pick: int, kind: int) -> Move:
    """A move to try: a regular legal one, or any drag or click (which may be refused)."""
    s = g.state
    n = len(s.fields)
    if kind == 0:
        regular = moves.legal_moves(s)
        if regular:
            return regular[pick % len(regular)]
    if kind == 1:
        return Move.click(pick % n, 1, ("left", "right", "middle")[pick // n % 3])
    return Move.drag(pick % n, pick // n % n, 1 + pick // (n * n) % 3)


@pytest.mark.skipif(not ACTION_GAMES, reason="no shipped games with actions")
@pytest.mark.parametrize("path", ACTION_GAMES, ids=[p.stem for p in ACTION_GAMES])
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    plays=st.lists(
        st.tuples(st.integers(0, 10_000), st.integers(0, 2), st.booleans()), min_size=5, max_size=40
    ),
)
def test_random_play_keeps_every_card(
    path: Path, seed: int, plays: list[tuple[int, int, bool]]
) -> None:
    definition = _definition(path)
    g = Game.new(definition, seed=seed)
    everything = list(range(definition.card_count))
    assert sorted(g.state.all_uids()) == everything
    for pick, kind, undo in plays:
        if g.state.outcome is not None:
            break
        if g.state.message is not None:
            g.answer(1 + pick % len(g.state.message.buttons))
            continue
        before = g.to_json()
        try:
            g.play(_candidate(g, pick, kind))
        except StepLimitError as exc:  # pragma: no cover - a failure message is the point
            pytest.fail(f"{path.name}: runaway chain: {exc}")
        except IllegalMoveError:
            assert g.to_json() == before  # a refused move changes nothing
            continue
        assert sorted(g.state.all_uids()) == everything
        if undo and g.move_stack and g.state.message is None:
            g.pop()
            assert g.to_json() == before
            assert sorted(g.state.all_uids()) == everything


LOOPING = Path(__file__).resolve().parents[2] / "conformance" / "actions" / "syntax_overview"


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_file_that_really_loops_hits_the_limit_and_changes_nothing(seed: int) -> None:
    # The reference's overview action retries with `misserfolg anfang` when its comparison
    # fails: Pik 5 onto the Herz pile can only end at the step limit.
    g = Game.new(_definition(LOOPING / "game.xml"), seed=seed)
    before = g.to_json()
    with pytest.raises(StepLimitError) as info:
        g.play(Move.drag(3, 1))
    assert "AktionsID" in str(info.value) and info.value.line == 13
    assert g.to_json() == before
    assert sorted(g.state.all_uids()) == list(range(g.definition.card_count))
