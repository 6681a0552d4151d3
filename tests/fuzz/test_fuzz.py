"""Quick fixed fuzz corpus: one seeded mutant of every shipped game, judged on every check."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.game import Game
from tests.fuzz.mutator import Mutant, mutate
from tests.fuzz.runner import FAILURES, run, shipped_games

BUDGET = 5.0
"""Seconds a mutant should take (the strict figure is tests/benchmarks/fuzz_run.py's)."""
GROSS = 20 * BUDGET
"""Only a run this far over budget fails here: timings on shared CI machines vary."""
SEEDS = (7, 8)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("path", shipped_games(), ids=lambda p: p.stem)
def test_mutant_survives_every_check(path: Path, seed: int) -> None:
    verdict = run(mutate(path.stem, path.read_bytes(), seed), gross=GROSS)
    assert verdict.kind not in FAILURES, str(verdict)


def test_mutants_are_reproducible_and_really_mutated() -> None:
    data = shipped_games()[0].read_bytes()
    first, again = mutate("g", data, 3), mutate("g", data, 3)
    assert first == again and first.edits
    assert len({mutate("g", data, s).data for s in range(8)} - {data}) >= 6


def _klondike() -> Mutant:
    path = next(p for p in shipped_games() if p.stem == "klondike")
    return Mutant("klondike", 1, (), path.read_bytes())


def test_a_lost_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    original = Game.play

    def leaky(self: Game, move: object) -> None:
        original(self, move)  # type: ignore[arg-type]
        for f in self.state.fields:
            if f.cards:
                f.cards.pop()
                return

    monkeypatch.setattr(Game, "play", leaky)
    assert run(_klondike()).kind == "cards"


def test_an_inexact_undo_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    original = Game.pop

    def sloppy(self: Game) -> str:
        label = original(self)
        self.state.score_bonus += 1
        return label

    monkeypatch.setattr(Game, "pop", sloppy)
    assert run(_klondike()).kind == "undo"


def test_an_escaping_exception_and_an_overrun_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: Game) -> None:
        raise KeyError("bug")

    monkeypatch.setattr(Game, "pop", broken)
    verdict = run(_klondike())
    assert verdict.kind == "exception" and "KeyError" in verdict.detail
    assert run(_klondike(), gross=0.0).kind == "overrun"
