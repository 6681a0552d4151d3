"""Conformance: each case is a tiny game, a replay script and the expected replay output.

Every case pins down one behaviour of vocabulary.md section 4 that changes play; the first
line of `script.txt` says which. Set PATSTUDIO_UPDATE_CONFORMANCE=1 to rewrite the expected
files after a deliberate change (then review the diff).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.compile import load_game
from engine.replay import replay

CASES = Path(__file__).parent / "cases"
SEED = 1


def _cases() -> list[str]:
    return sorted(p.name for p in CASES.iterdir() if (p / "game.xml").exists())


@pytest.mark.parametrize("name", _cases())
def test_case(name: str) -> None:
    folder = CASES / name
    definition = load_game(folder / "game.xml")
    assert not [p for p in definition.problems if p.severity == "error"], definition.problems
    result = replay(definition, (folder / "script.txt").read_text(), seed=SEED)
    expected_path = folder / "expected.json"
    if os.environ.get("PATSTUDIO_UPDATE_CONFORMANCE") == "1" or not expected_path.exists():
        expected_path.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    expected = json.loads(expected_path.read_text())
    assert result == expected
