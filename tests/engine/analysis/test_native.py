"""The compiled solver core (mypyc, built by setup.py) gives the same results as its sources.

Run as a script, this module prints the results of a fixed set of solves as JSON: the
tests run it in a subprocess with PATSTUDIO_PURE=1 (the Python sources) and compare.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))

from engine.analysis import compiled  # noqa: E402
from engine.analysis.compact import compile_game  # noqa: E402
from engine.analysis.freecell import new_ms_game  # noqa: E402
from engine.analysis.native import COMPILED  # noqa: E402
from engine.analysis.search import Budget, Searcher  # noqa: E402
from engine.analysis.searches import restarts  # noqa: E402
from engine.analysis.solver import solve  # noqa: E402
from engine.compile import load_game  # noqa: E402
from engine.game import Game  # noqa: E402
from tests.engine.analysis.drain import finish  # noqa: E402
from tests.engine.nativerun import pure_output, run_script  # noqa: E402

DEALS = (
    ("klondike.xml", "ziehe1", 29, 20_000),
    ("klondike.xml", "ziehe1", 3, 4_000),
    ("klondike.xml", "ziehe3", 59, 4_000),
    ("klondike.xml", "ziehe3", 63, 4_000),
    ("golf.xml", "dame", 5, 4_000),
    ("blackhole.xml", None, 7, 4_000),
    ("canfield.xml", "3aufdeck", 4, 4_000),
    ("belagerung.xml", "belagerung", 3, 4_000),
    ("spider.xml", "1farbe", 2, 4_000),
    ("freecell.xml", None, 11982, 4_000),
)
"""(file, variant, seed or MS deal number, node limit): every compiled module takes part."""


def results() -> list[dict[str, object]]:
    """Verdict, positions and line of each deal of `DEALS` (no time limit: deterministic)."""
    out = []
    for name, variant, seed, nodes in DEALS:
        d = load_game(ROOT / "games" / name)
        game = (
            new_ms_game(d, seed)
            if name == "freecell.xml"
            else Game.new(d, seed=seed, variant=variant)
        )
        res = solve(game, max_nodes=nodes, max_seconds=None)
        out.append(
            {"deal": f"{name} {variant} {seed}", "status": res.status.value, "nodes": res.nodes}
            | {"reason": res.reason, "line": res.script()}
        )
    out.append(_restarts(42, 6_000))
    return out


def _restarts(seed: int, nodes: int) -> dict[str, object]:
    """The restarted random beams alone on a draw-three deal (their random numbers too must
    come out the same in both builds): line and positions."""
    game = Game.new(load_game(ROOT / "games" / "klondike.xml"), seed=seed, variant="ziehe3")
    c, _ = compile_game(game)
    assert c is not None
    sr = Searcher(c, game.state)
    root = sr.settle(c.position(game.state), [])
    budget = Budget(nodes, None)
    line = finish(restarts(sr.moves_left_view(), root, budget, 3, (2, 5, 10, 20)))
    moves = None if line is None else [list(m) for m in line]
    status = "unknown" if line is None else "solved"
    return {"deal": f"restarts ziehe3 {seed}", "status": status, "nodes": budget.nodes} | {
        "line": moves
    }


def test_pure_setting_uses_the_sources() -> None:
    code = (
        "import engine.analysis as a, engine.analysis.search as s; print(a.compiled(), s.__file__)"
    )
    out = pure_output(code)
    assert out == ["False", str(ROOT / "engine" / "analysis" / "search.py")]


def test_compiled_modules_exist_as_sources() -> None:
    for name in COMPILED:
        assert (ROOT / "engine" / "analysis" / f"{name}.py").is_file()


@pytest.mark.slow
@pytest.mark.skipif(not compiled(), reason="no compiled solver core (pip install -e . builds it)")
def test_compiled_and_pure_give_the_same_results() -> None:
    pure = json.loads(run_script(__file__, pure=True).stdout)
    assert results() == pure
    assert {r["status"] for r in pure} >= {"solved", "unknown"}


if __name__ == "__main__":
    print(json.dumps(results()))
