"""The legal-move shortcuts for aktion games (engine.legal) change no legal move list."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import legal
from engine.compile import load_game
from engine.game import Game
from engine.rng import Random

GAMES = Path(__file__).resolve().parents[2] / "games"


def _plain(game: Game) -> Game:
    """The same game with both shortcuts off: every kind is tried, no legezahl filter."""
    game.replacing_typs = game.aktion_typs
    game.legezahl_tests = None
    return game


@pytest.mark.parametrize(
    ("name", "variant"),
    [
        ("klondike.xml", "ziehe1"),
        ("canfield.xml", "3aufdeck"),
        ("yukon.xml", "yukon"),
        ("aces_up.xml", None),
        ("golf.xml", "dame"),
        ("scorpion.xml", None),
        ("spider.xml", "2farben"),
    ],
)
def test_shortcuts_keep_the_legal_moves(name: str, variant: str | None) -> None:
    definition = load_game(GAMES / name)
    for seed in (1, 2):
        fast = Game.new(definition, seed=seed, variant=variant)
        slow = _plain(Game.new(definition, seed=seed, variant=variant))
        rng = Random(seed)
        for _ in range(120):
            while fast.state.message is not None:
                fast.answer(1)
                slow.answer(1)
            moves = list(fast.legal_moves)
            assert moves == list(slow.legal_moves)
            if not moves:
                break
            move = rng.choice(moves)
            fast.play(move)
            slow.play(move)


def test_legezahl_tests_read_the_checks() -> None:
    klondike = load_game(GAMES / "klondike.xml")
    assert legal.legezahl_tests(klondike) == ((("groesser", 1),),)
    assert legal.replacing_typs(klondike) == frozenset()
    monte = load_game(GAMES / "monte_carlo.xml")
    assert legal.replacing_typs(monte)  # its pairs are laid away by the aktion
