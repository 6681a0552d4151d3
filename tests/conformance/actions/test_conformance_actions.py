"""Every example of the reference's action chapter as a game file, a script and the expected result.

Each folder holds `game.xml`, `script.txt` and `expected.json` (step outcomes, the action
trace of each step, and the resulting fields). Set `UPDATE_GOLDEN=1` to rewrite the
expectations after a deliberate change, then review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from engine.compile import load_game
from engine.replay import replay

HERE = Path(__file__).parent
CASES = sorted(p for p in HERE.iterdir() if (p / "game.xml").exists())
SEED = 1


def outcome(case: Path) -> dict[str, Any]:
    """Replay a case and keep what the expectation compares."""
    definition = load_game(case / "game.xml")
    result = replay(definition, (case / "script.txt").read_text(), seed=SEED, trace=True)
    state = result["state"]
    names = [definition.field_name(i) for i in range(len(definition.fields))]
    return {
        "problems": [f"{p.code}: {p.message}" for p in definition.problems],
        "steps": [
            {
                "command": s["command"],
                "ok": s["ok"],
                "reason": s["reason"],
                "trace": _short(s["trace"]),
            }
            for s in result["steps"]
        ],
        "status": state["status"],
        "message": state["message"],
        "fields": {
            names[f["index"] - 1]: {"cards": f["cards"], "var": f["var"]}
            for f in state["fields"]
            if f["type"] != "stock"
        },
        "stock_var": next(f["var"] for f in state["fields"] if f["type"] == "stock"),
    }


def _short(trace: list[str]) -> list[str]:
    """Runaway chains trace thousands of lines: keep the start and the count."""
    if len(trace) <= 60:
        return trace
    return trace[:12] + [f"... {len(trace)} lines in all"]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_reference_example(case: Path) -> None:
    got = outcome(case)
    expected_path = case / "expected.json"
    if os.environ.get("UPDATE_GOLDEN") or not expected_path.exists():
        expected_path.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n")
    assert got == json.loads(expected_path.read_text())
