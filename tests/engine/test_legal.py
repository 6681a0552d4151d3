"""The legal-move shortcuts for aktion games (engine.legal) change no legal move list."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import legal, moves
from engine.actions.runner import ActionRunner
from engine.actions.static import StaticFilter
from engine.compile import load_game
from engine.definition import GameDefinition
from engine.game import Game
from engine.moves import Move
from engine.rng import Random

GAMES = Path(__file__).resolve().parents[2] / "games"


def _plain(game: Game) -> Game:
    """The same game with the shortcuts off: every kind is tried, every drag run."""
    game.replacing_typs = game.aktion_typs
    game.static_decide = None
    return game


def _cases() -> list[tuple[str, str | None]]:
    """Every shipped game with each of its variants (the file's default when it has none)."""
    out: list[tuple[str, str | None]] = []
    for path in sorted(GAMES.glob("*.xml")):
        variants = load_game(path).variants
        out += [(path.name, v.id) for v in variants] or [(path.name, None)]
    return out


def _compare(definition: GameDefinition, variant: str | None, seed: int, steps: int) -> None:
    """Play the same random game with and without the shortcuts: same legal moves, and every
    drag tried along the way (regular ones and a few others) gets the same answer."""
    fast = Game.new(definition, seed=seed, variant=variant)
    slow = _plain(Game.new(definition, seed=seed, variant=variant))
    rng = Random(seed)
    size = len(fast.state.fields)
    for _ in range(steps):
        while fast.state.message is not None:
            fast.answer(1)
            slow.answer(1)
        found = list(fast.legal_moves)
        assert found == list(slow.legal_moves)
        if not found or fast.state.outcome is not None:
            break
        drags = [m for m in moves.legal_moves(fast.state) if m.dst is not None]
        drags += [Move.drag(rng.below(size), rng.below(size), 1 + rng.below(3)) for _ in range(4)]
        for m in drags:
            assert legal.trial(fast, m) == legal.trial(slow, m), m
        move = rng.choice(found)
        fast.play(move)
        slow.play(move)


@pytest.mark.parametrize(("name", "variant"), _cases())
def test_shortcuts_keep_the_legal_moves(name: str, variant: str | None) -> None:
    _compare(load_game(GAMES / name), variant, 1, 40)


@pytest.mark.parametrize(
    ("name", "variant"), [("klondike.xml", "ziehe1"), ("spider.xml", "2farben")]
)
def test_shortcuts_keep_the_legal_moves_longer(name: str, variant: str | None) -> None:
    _compare(load_game(GAMES / name), variant, 2, 300)


def test_replacing_typs() -> None:
    klondike = load_game(GAMES / "klondike.xml")
    assert legal.replacing_typs(klondike) == frozenset()
    monte = load_game(GAMES / "monte_carlo.xml")
    assert legal.replacing_typs(monte)  # its pairs are laid away by the aktion


_NUR_EINZELN = """  <aktion typ="legen" id="nurEinzeln">
    <bedingung feld="ziel" tag="folgefarbe">gleich</bedingung>
    <bedingung feld="ziel" tag="legezahl" beziehung="groesser">1</bedingung>
  </aktion>
"""


def _klondike_with(tmp_path: Path, actions: str) -> GameDefinition:
    """games/klondike.xml with its aktion replaced by `actions`."""
    text = (GAMES / "klondike.xml").read_text(encoding="utf-8")
    assert _NUR_EINZELN in text
    path = tmp_path / "k.xml"
    path.write_text(text.replace(_NUR_EINZELN, actions), encoding="utf-8")
    return load_game(path)


def _filter(definition: GameDefinition) -> StaticFilter:
    hooks = Game.new(definition, seed=1).hooks
    assert isinstance(hooks, ActionRunner)
    return StaticFilter(hooks.program)


def test_a_written_property_is_not_static(tmp_path: Path) -> None:
    # an abschluss turns the first column into a suit-building pile after each move there
    written = (
        _NUR_EINZELN
        + """  <abschluss typ="legen">
    <bedingung feld="ziel" tag="id">t1</bedingung>
    <aenderung feld="t1" tag="folgefarbe">gleich</aenderung>
  </abschluss>
"""
    )
    definition = _klondike_with(tmp_path, written)
    (block,) = _filter(definition).blocks
    assert sorted(block.by_side) == ["legezahl"] and len(block.dynamic) == 1
    for seed in (1, 2):
        _compare(definition, "ziehe1", seed, 150)


def test_effects_before_the_refusal_are_tried(tmp_path: Path) -> None:
    # the first block counts drags onto the first foundation (an effect: the move is
    # carried out by the aktion, not refused); the refusal comes after it
    counting = (
        """  <aktion typ="legen" id="zaehle">
    <bedingung feld="ziel" tag="id">g1</bedingung>
    <aenderung feld="ziel" tag="var">+1</aenderung>
  </aktion>
"""
        + _NUR_EINZELN
    )
    definition = _klondike_with(tmp_path, counting)
    f = _filter(definition)
    assert f.usable and [b.refuses for b in f.blocks] == [False, True]
    for seed in (1, 2):
        _compare(definition, "ziehe1", seed, 150)


def test_jumps_turn_the_filter_off(tmp_path: Path) -> None:
    jumping = (
        _NUR_EINZELN.replace("  </aktion>", "    <erfolg>naechste</erfolg>\n  </aktion>")
        + """  <aktion typ="legen" id="danach">
    <bedingung feld="ziel" tag="id">g1</bedingung>
    <aenderung feld="ziel" tag="var">+1</aenderung>
  </aktion>
"""
    )
    definition = _klondike_with(tmp_path, jumping)
    assert not _filter(definition).usable
    _compare(definition, "ziehe1", 1, 150)
