"""Macro moves (runs carried through free cells and empty columns) and safe foundation moves."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.analysis.autoplay import SafeMoves
from engine.analysis.compact import compile_game
from engine.analysis.freecell import new_ms_game
from engine.analysis.macros import Macro, Macros, capacity, plan
from engine.analysis.search import Searcher
from engine.analysis.solver import Limits, Search, solve
from engine.analysis.steps import replay_checked
from engine.compile import load_game
from engine.game import Game
from engine.moves import Move

FREECELL = Path(__file__).resolve().parents[3] / "games" / "freecell.xml"


def _carry(k: int, cells: int, columns: int) -> dict[int, list[int]]:
    """Play `plan` on abstract piles (card n may only go on n + 1) and return the piles."""
    cell_ids = list(range(10, 10 + cells))
    column_ids = list(range(20, 20 + columns))
    piles: dict[int, list[int]] = {0: [99, *range(k, 0, -1)], 1: [k + 1]}
    for i in cell_ids + column_ids:
        piles[i] = []
    for src, dst in plan(0, 1, k, cell_ids, column_ids):
        card = piles[src].pop()
        target = piles[dst]
        if dst in cell_ids:
            assert not target, "a cell holds one card"
        else:
            assert not target or target[-1] == card + 1, "a column builds down by one"
        target.append(card)
    return piles


@pytest.mark.parametrize(("cells", "columns"), [(0, 1), (1, 0), (2, 1), (4, 0), (1, 2), (3, 2)])
def test_plan_carries_the_largest_run(cells: int, columns: int) -> None:
    k = capacity(cells, columns)
    piles = _carry(k, cells, columns)
    assert piles[0] == [99]
    assert piles[1] == list(range(k + 1, 0, -1))
    assert all(not piles[i] for i in piles if i >= 10)


def test_plan_refuses_too_long_runs() -> None:
    with pytest.raises(ValueError):
        plan(0, 1, capacity(2, 1) + 1, [10, 11], [20])


def _position(columns: list[list[str]], rest_in_cells: int = 0, empty_columns: int = 0) -> Game:
    """A FreeCell game with the given columns t1.. (bottom first); each remaining column
    but the last `empty_columns` gets one other card, the other cards wait in the (hidden)
    stock; `rest_in_cells` free cells are filled with further cards."""
    d = load_game(FREECELL)
    game = Game.new(d, seed=1)
    s = game.state
    by_name = {str(s.card(v)): v for v in range(len(s.cards))}
    for f in s.fields:
        f.cards.clear()
    used: set[int] = set()
    for t, col in enumerate(columns, 1):
        i = d.indices(f"t{t}")[0]
        s.fields[i].cards.extend(by_name[c] for c in col)
        used.update(by_name[c] for c in col)
    spare = iter(v for v in range(len(s.cards)) if v not in used and s.value[v] > 1)
    for t in range(len(columns) + 1, 9 - empty_columns):
        s.fields[d.indices(f"t{t}")[0]].cards.append(next(spare))
    for z in range(1, rest_in_cells + 1):
        s.fields[d.indices(f"z{z}")[0]].cards.append(next(spare))
    s.fields[0].cards.extend(spare)
    for f in s.fields:
        s.touch(f.index)
    game.invalidate()
    return game


def test_macro_moves_a_run_through_free_cells() -> None:
    game = _position([["Pik 2", "Kreuz B", "Herz 10", "Kreuz 9"], ["Karo D"]])
    d = game.definition
    t1, t2 = d.indices("t1")[0], d.indices("t2")[0]
    macros = Macros(game.state).find(game.state)
    assert [(m.src, m.dst, m.size, len(m.moves)) for m in macros] == [(t1, t2, 3, 5)]
    search = Search(game, Limits(10, None), True)
    made = search.make(macros[0])
    assert made is not None and len(made) == 5
    names = [str(game.state.card(v)) for v in game.state.fields[t2].cards]
    assert names == ["Karo D", "Kreuz B", "Herz 10", "Kreuz 9"]
    assert all(not game.state.fields[d.indices(f"z{z}")[0]].cards for z in range(1, 5))


def test_no_macro_without_room() -> None:
    game = _position([["Pik 2", "Kreuz B", "Herz 10", "Kreuz 9"], ["Karo D"]], rest_in_cells=4)
    assert Macros(game.state).find(game.state) == []
    game = _position([["Pik 2", "Kreuz B", "Herz 10", "Kreuz 9"], ["Karo D"]], rest_in_cells=3)
    assert Macros(game.state).find(game.state) == []  # one free cell carries two cards only
    game = _position([["Pik 2", "Kreuz B", "Herz 10", "Kreuz 9"], ["Karo D"]], rest_in_cells=2)
    assert [m.size for m in Macros(game.state).find(game.state)] == [3]


def test_macros_to_empty_columns() -> None:
    run = ["Pik 2", "Kreuz B", "Herz 10", "Kreuz 9"]
    game = _position([run, ["Karo 5"]], rest_in_cells=3, empty_columns=2)
    t1 = game.definition.indices("t1")[0]
    found = Macros(game.state, ((15, 16),)).find(game.state)
    # To an empty column: one free cell and the other empty column carry 4, the run has 3;
    # both empty columns play alike, so each length is offered once.
    assert sorted((m.src, m.size) for m in found) == [(t1, 2), (t1, 3)]
    game = _position([run, ["Karo 5"]], rest_in_cells=4, empty_columns=1)
    assert [m.size for m in Macros(game.state).find(game.state)] == []


def test_refused_macro_step_drops_the_macro() -> None:
    game = _position([["Pik 2", "Kreuz B", "Herz 10", "Kreuz 9"], ["Karo D"]])
    d = game.definition
    t1, t2, z1 = d.indices("t1")[0], d.indices("t2")[0], d.indices("z1")[0]
    before = game.to_json()
    search = Search(game, Limits(10, None), True)
    # The 9 may go to a free cell, but the 10 may not go on the queen: all is taken back.
    macro = Macro(t1, t2, 2, (Move.drag(t1, z1, 1), Move.drag(t1, t2, 1)))
    assert search.make(macro) is None
    assert game.to_json() == before and game.move_stack == []


def test_aces_go_home_at_once() -> None:
    game = _position([["Pik 2", "Kreuz A"], ["Karo D"]])
    move = SafeMoves(game.state).find(game)
    assert (
        move is not None
        and str(game.state.card(game.state.fields[move.src].cards[-1])) == "Kreuz A"
    )


def test_solution_is_single_engine_moves() -> None:
    game = new_ms_game(load_game(FREECELL), 60)  # a deal the solver without macros gave up on
    res = solve(game, max_nodes=1_500, max_seconds=None)
    assert res.solved and res.verified
    assert all(step.n == 1 for step in res.steps if hasattr(step, "n"))
    assert replay_checked(new_ms_game(load_game(FREECELL), 60), res.steps) is None


def test_compiled_macros_only_where_a_pile_picks_up_less_than_it_builds() -> None:
    # Klondike and Yukon pick up any run they build, so the compiled search asks no macro
    # moves there (turning them on finds none along random playouts); FreeCell keeps them.
    games = Path(__file__).resolve().parents[3] / "games"
    for name, variant, want in (
        ("klondike.xml", "ziehe3", False),
        ("yukon.xml", "yukon", False),
        ("freecell.xml", None, True),
    ):
        d = load_game(games / name)
        game = Game.new(d, seed=1, variant=variant)
        c, _ = compile_game(game)
        assert c is not None
        macros = Searcher(c, game.state).macros
        assert macros.enabled is want
        if want:
            continue
        macros.enabled = True
        rng = random.Random(7)
        for seed in range(1, 6):
            pos = c.position(Game.new(d, seed=seed, variant=variant).state)
            for _ in range(120):
                assert macros.find(pos) == []
                moves = c.moves(pos)
                if not moves:
                    break
                pos = c.apply(pos, rng.choice(moves))
