"""Every shipped game loads, validates, lints, deals completely, and has a recorded win."""

from __future__ import annotations

from pathlib import Path

import pytest

import schema
from engine.compile import load_game
from engine.errors import Severity
from engine.game import Game
from engine.replay import parse_script, replay
from tests.games.find_wins import win_name

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted((ROOT / "games").glob("*.xml"))
WINS = Path(__file__).resolve().parent / "wins"
SEEDS = (1, 2, 3, 17, 4242)

KNOWN_GAPS: dict[str, str] = {}
"""Configurations whose recorded win is missing or blocked, with the reason (xfail)."""

REQUIRED = {
    "canfield",
    "klondike",
    "freecell",
    "spider",
    "belagerung",
    "kleine_harfe",
    "jedem_koenig",
    "yukon",
    "bakers_dozen",
    "forty_thieves",
    "golf",
    "pyramid",
    "monte_carlo",
    "aces_up",
    "clock",
    "gaps",
    "calculation",
    "scorpion",
    "accordion",
    "eight_off",
    "blackhole",
}


def _configurations() -> list[tuple[Path, str | None]]:
    out: list[tuple[Path, str | None]] = []
    for path in GAMES:
        variants = [v.id for v in load_game(path).variants] or [None]
        out.extend((path, v) for v in variants)
    return out


CONFIGS = _configurations()


def _id(config: tuple[Path, str | None]) -> str:
    path, variant = config
    return path.stem + (f"-{variant}" if variant else "")


def test_every_required_game_is_there() -> None:
    assert {p.stem for p in GAMES} >= REQUIRED


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.stem)
def test_validates_and_lints_without_errors(path: Path) -> None:
    problems = schema.check_file(path)
    errors = [p for p in problems if p.severity is Severity.ERROR]
    assert not errors, [f"{p.line}: {p.code} {p.message}" for p in errors]


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.stem)
def test_compiles_without_problems(path: Path) -> None:
    for variant in [v.id for v in load_game(path).variants] or [None]:
        definition = load_game(path, variant=variant)
        assert not definition.problems, definition.problems
        assert definition.punktemax is not None or definition.all_actions, (
            "a game needs punktemax or a spielende action to be won"
        )


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_deals_every_card_once(config: tuple[Path, str | None]) -> None:
    path, variant = config
    definition = load_game(path, variant=variant)
    for seed in SEEDS:
        game = Game.new(definition, seed=seed)
        uids = game.state.all_uids()
        assert len(uids) == definition.card_count
        assert len(set(uids)) == len(uids)
        while game.state.message is not None:
            game.answer(1)
        assert game.outcome is None or game.outcome.won, f"seed {seed} is over at once"


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_a_recorded_game_is_won(config: tuple[Path, str | None]) -> None:
    path, variant = config
    script_path = WINS / win_name(path, variant)
    gap = KNOWN_GAPS.get(_id(config))
    if gap and not script_path.exists():
        pytest.xfail(gap)
    assert script_path.exists(), f"no winning script {script_path.name}"
    text = script_path.read_text(encoding="utf-8")
    header = [line[1:].strip() for line in text.splitlines() if line.startswith("#")]
    seed = next(int(h.split(":", 1)[1]) for h in header if h.startswith("seed:"))
    definition = load_game(path, variant=variant)
    result = replay(definition, text, seed=seed)
    refused = [s for s in result["steps"] if not s["ok"]]
    if gap and (refused or result["state"]["status"] != "won"):
        pytest.xfail(gap)
    assert not refused, refused[:3]
    assert len(result["steps"]) == len(parse_script(text))
    assert result["state"]["status"] == "won"
    assert result["state"]["variant"] == variant or variant is None
