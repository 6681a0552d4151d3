"""Cross-check with fc-solve on MS FreeCell deals: the same boards, agreeing verdicts, our wins
replayed with full checks. Skipped when fc-solve (Debian freecell-solver-bin) is missing.

All 200 deals 1..200 take about three minutes here, too long for every run: this test takes
a spread of them, tests/benchmarks/bench_freecell.py runs them all and prints the figures.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fcsolve import UNSOLVABLE_DEAL, executable, verdict

from engine.analysis.freecell import card_code, new_ms_game
from engine.analysis.solver import SolveStatus, solve
from engine.compile import load_game
from engine.definition import GameDefinition
from engine.replay import run_script

FREECELL = Path(__file__).resolve().parents[3] / "games" / "freecell.xml"
CI_DEALS = tuple(range(1, 201, 7))
"""29 deals spread over 1..200."""
GROUP = 10
MAX_SECONDS = 20.0
"""Our time per deal: the slowest of 1..200 took 10 s on a loaded machine."""
MAX_NODES = 100_000

needs_fc_solve = pytest.mark.skipif(
    executable() is None, reason="fc-solve is not installed (Debian: freecell-solver-bin)"
)


@pytest.fixture(scope="module")
def freecell() -> GameDefinition:
    return load_game(FREECELL)


def check_deal(definition: GameDefinition, number: int) -> tuple[str, str]:
    """Solve deal `number` both ways; assert agreement and replay our win. (ours, theirs)"""
    ours = solve(new_ms_game(definition, number), max_nodes=MAX_NODES, max_seconds=MAX_SECONDS)
    theirs, _ = verdict(number)
    if ours.status is not SolveStatus.UNKNOWN and theirs != "unknown":
        assert ours.status.value == theirs, (
            f"ms:{number}: ours {ours.status.value}, fc-solve {theirs}"
        )
    if ours.solved:
        game = new_ms_game(definition, number)
        steps = run_script(game, ours.script())
        refused = [s for s in steps if not s["ok"]]
        assert not refused, f"ms:{number}: {refused[:2]}"
        assert game.to_json()["status"] == "won", f"ms:{number}: the line does not win"
    return ours.status.value, theirs


@needs_fc_solve
@pytest.mark.slow
@pytest.mark.parametrize(
    "deals",
    [CI_DEALS[k : k + GROUP] for k in range(0, len(CI_DEALS), GROUP)],
    ids=lambda d: f"ms{d[0]}-{d[-1]}",
)
def test_verdicts_agree_and_our_wins_replay(
    freecell: GameDefinition, deals: tuple[int, ...]
) -> None:
    results = [check_deal(freecell, n) for n in deals]
    assert all(theirs == "solved" for _, theirs in results), results
    solved = sum(ours == "solved" for ours, _ in results)
    assert solved >= 0.8 * len(deals), results


@needs_fc_solve
def test_deal_11982_is_unsolvable_and_we_never_claim_a_win(freecell: GameDefinition) -> None:
    theirs, _ = verdict(UNSOLVABLE_DEAL)
    assert theirs == "unsolvable"
    ours = solve(new_ms_game(freecell, UNSOLVABLE_DEAL), max_nodes=MAX_NODES, max_seconds=5.0)
    assert ours.status is not SolveStatus.SOLVED, ours.reason


@pytest.mark.parametrize("number", [1, 164, 11982, 30_000])
def test_our_dealt_columns_are_pysol_cards_columns(freecell: GameDefinition, number: int) -> None:
    pytest.importorskip("pysol_cards")
    from pysol_cards.cards import CardRenderer
    from pysol_cards.deal_game import Game as PysolGame
    from pysol_cards.random import RandomBase

    theirs = PysolGame("freecell", number, RandomBase.DEALS_MS).calc_layout_string(
        CardRenderer(True)
    )
    state = new_ms_game(freecell, number).state
    columns = [f for f in state.fields if f.cards and not f.hidden]
    ours = [[card_code((state.suit[v], state.value[v])) for v in f.cards] for f in columns]
    assert ours == [line.split() for line in theirs.splitlines()]
