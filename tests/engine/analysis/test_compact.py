"""The compiled search representation against the engine, along random playouts of every
shipped game and variant: the same legal moves, the same positions, the same wins."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.analysis.compact import compile_game
from engine.compile import load_game
from engine.game import Game
from engine.moves import Move

GAMES = Path(__file__).resolve().parents[3] / "games"


def _cases() -> list[tuple[str, str | None]]:
    found: list[tuple[str, str | None]] = []
    for path in sorted(GAMES.glob("*.xml")):
        d = load_game(path)
        found.append((path.name, None))
        found.extend((path.name, v.id) for v in d.variants if v.id != d.variant)
    return found


@pytest.mark.parametrize(("name", "variant"), _cases())
def test_compiled_moves_match_the_engine(name: str, variant: str | None) -> None:
    _playouts(name, variant, (1, 2, 3))


def test_compiled_golf_queen_on_king_matches_the_engine() -> None:
    """The compiled `aktion` fires in these playouts, and agrees with the interpreter."""
    assert _playouts("golf.xml", "dame", range(1, 41)) > 0


def _playouts(name: str, variant: str | None, seeds: range | tuple[int, ...]) -> int:
    """Random playouts comparing both sides; returns how often a compiled action fired."""
    d = load_game(GAMES / name)
    compiled_any = False
    fired = 0
    for seed in seeds:
        game = Game.new(d, seed=seed, variant=variant)
        c, why = compile_game(game)
        if c is None:
            assert why  # the search falls back to the engine, and says why
            continue
        compiled_any = True
        rng = random.Random(seed)
        pos = c.position(game.state)
        for _ in range(250):
            assert pos == c.position(game.state)
            assert c.won(pos) == bool(game.state.outcome and game.state.outcome.won)
            if game.state.outcome is not None:
                break
            engine_moves = {m for m in game.legal_moves if m.button != "right"}
            # a right click counts only where an aktion typ=klick fires for both buttons
            # alike (Pyramid's king): the compiled game offers the left click
            for m in set(game.legal_moves) - engine_moves:
                assert Move.click(m.src) in engine_moves
            ours = c.moves(pos)
            assert len(ours) == len(set(ours))
            assert {c.to_move(m) for m in ours} == engine_moves
            if not ours:
                break
            move = rng.choice(sorted(ours))
            fired += any(rule.handles(c, pos, move) for rule in c.extra)
            game.push(c.to_move(move))
            pos = c.apply(pos, move)
    compiled_games = (
        *("freecell.xml", "klondike.xml", "blackhole.xml", "belagerung.xml", "golf.xml"),
        "calculation.xml",  # its schiebsperre (waste piles give only to foundations) compiles
        "scorpion.xml",  # its whole-run action, as a gate on the refusal (compact_actions.py)
        "pyramid.xml",  # pairs and kings leaving (compact_pairs.py)
        "accordion.xml",  # whole piles onto matching neighbours, gaps closed (compact_line.py)
    )
    if name in (*compiled_games, "yukon.xml"):  # Yukon: its refusal action is compiled
        assert compiled_any
    return fired


def test_compiled_schiebsperre_refuses_what_the_engine_refuses() -> None:
    """Calculation's waste piles give only to the foundations: along playouts that put cards
    on them, the compiled moves from a waste pile never reach another pile, as in the engine."""
    d = load_game(GAMES / "calculation.xml")
    checked = 0
    for seed in range(1, 6):
        game = Game.new(d, seed=seed)
        c, _ = compile_game(game)
        assert c is not None
        wastes = [i for i in range(c.n) if c.bars[i]]
        assert len(wastes) == 4
        rng = random.Random(seed)
        pos = c.position(game.state)
        for _ in range(200):
            ours = c.moves(pos)
            assert {c.to_move(m) for m in ours} == set(game.legal_moves)
            for src, dst, _n in ours:
                if src in wastes and dst >= 0:
                    assert dst not in c.bars[src][0][0]
            checked += sum(1 for i in wastes if pos[i])
            if not ours:
                break
            move = rng.choice(sorted(ours))
            game.push(c.to_move(move))
            pos = c.apply(pos, move)
    assert checked > 0


def test_compiled_accordion_line_matches_the_engine_along_playouts() -> None:
    """Every Accordion drag is made by an action and followed by the walk that closes the
    gap: along longer playouts the compiled positions stay the engine's, and the line stays
    without gaps."""
    d = load_game(GAMES / "accordion.xml")
    for seed in (4, 5, 6, 7):
        game = Game.new(d, seed=seed)
        c, why = compile_game(game)
        assert c is not None, why
        places = [j for k in range(1, 53) for j in d.indices(f"s{k}")]
        rng = random.Random(seed)
        pos = c.position(game.state)
        made = 0
        while True:
            ours = c.moves(pos)
            assert {c.to_move(m) for m in ours} == set(game.legal_moves)
            if not ours:
                break
            move = rng.choice(ours)
            game.push(c.to_move(move))
            pos = c.apply(pos, move)
            made += 1
            assert pos == c.position(game.state)
            sizes = [len(pos[j]) for j in places]
            assert sizes == sorted(sizes, key=lambda k: k == 0)  # no gap before a pile
            assert c.won(pos) == bool(game.state.outcome and game.state.outcome.won)
        assert made > 5


@pytest.mark.parametrize(
    ("name", "variant"),
    [("klondike.xml", None), ("canfield.xml", None), ("spider.xml", None), ("yukon.xml", None)],
)
def test_move_tables_agree_with_the_rules_they_were_read_from(
    name: str, variant: str | None
) -> None:
    """`accs`, `rows` and `link` (read once per field) give what `accepts` and the `pick`
    table give, at every field of every position of random playouts."""
    d = load_game(GAMES / name)
    checked = 0
    for seed in (1, 2):
        game = Game.new(d, seed=seed, variant=variant)
        c, _ = compile_game(game)
        assert c is not None
        rng = random.Random(seed)
        pos = c.position(game.state)
        for _ in range(150):
            for j in range(c.n):
                code = c.top_code(pos, j)
                acc = c.accepts(pos, j)
                assert c.accs[j][code] == acc
                assert [c.rows[j][code][s] for s in range(52)] == [acc >> s & 1 for s in range(52)]
                pile = pos[j]
                if pile and pile[-1] >= 0 and not c.einzeln[j]:
                    limit = c.pick_limit(pile, j)
                    assert limit == c._pick_slow(pile, j)
                    assert all(c.picks(pile, j, n) == (n <= limit) for n in range(1, len(pile)))
                    checked += limit > 1
            moves = c.moves(pos)
            if not moves:
                break
            pos = c.apply(pos, rng.choice(sorted(moves)))
    assert checked  # runs of two cards or more were met
