"""Property tests: random legal play never loses or duplicates a card; undo restores exactly."""

from __future__ import annotations

from engine_fixtures import definition, klondike
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.game import Game
from engine.moves import Move
from engine.rng import Random

KLONDIKE = klondike()
# A second game exercising stops, hinten, fuellen, jokers and stock re-takes.
ODD = definition(
    '<feld id="s" x="1" y="1" typ="stock"><ziel>w</ziel><quelle>w</quelle>'
    '<wiederholung aufnahme="sprung" mischen="ja">frei</wiederholung></feld>'
    '<feld id="w" x="6" y="1" typ="abwurf"><folgeschieb>einzeln</folgeschieb></feld>'
    '<feld id="r" x="11" y="1" typ="reserve"><lege typ="verdeckt" quelle="s" anz="5">frei</lege></feld>'
    '<feld id="t" x="1" y="9" typ="stapel"><max>20</max><folgestart>frei</folgestart>'
    "<folgewert>ab</folgewert><folgefarbe>wechsel</folgefarbe><fuellen>r</fuellen>"
    '<lege typ="verdeckt" quelle="s" anz="2">frei</lege><lege typ="offen" quelle="s">frei</lege></feld>'
    '<feld id="t" x="6" y="9" typ="stapel"><max>20</max><folgestart>frei</folgestart>'
    '<folgewert>ab</folgewert><einschub>aussen</einschub><stopp bedingung="kartenzahl">6</stopp>'
    '<lege typ="offen" quelle="s" anz="2">frei</lege></feld>'
    '<feld id="h" x="11" y="9" typ="stapel"><max>4</max><folgestart>frei</folgestart>'
    "<folgeschieb>offen</folgeschieb><einschub>hinten</einschub></feld>"
    '<feld id="g" x="16" y="9" typ="grund"><max>13</max><folgestart>A</folgestart>'
    "<folgewert>auf</folgewert><folgefarbe>gleich</folgefarbe><punkte>1</punkte></feld>",
    extra='<add typ="einzel">Joker</add><add typ="einzel">Joker</add><punktemax>13</punktemax>',
)


def _snapshot_view(game: Game) -> object:
    s = game.state
    return (
        game.to_json(),
        [f.cards[:] for f in s.fields],
        [f.props for f in s.fields],
        s.stops[:],
        s.rng.getstate(),
    )


def _walk(definition_: object, seed: int, steps: int) -> None:
    assert isinstance(definition_, type(KLONDIKE))
    game = Game.new(definition_, seed=seed)
    uids = sorted(game.state.all_uids())
    assert len(uids) == len(set(uids)) == definition_.card_count
    rng = Random(seed * 31 + 7)
    for _ in range(steps):
        legal = list(game.legal_moves)
        if not legal or game.outcome is not None:
            break
        before = _snapshot_view(game)
        move = rng.choice(legal)
        game.play(move)
        assert sorted(game.state.all_uids()) == uids
        if rng.below(4) == 0:
            game.pop()
            assert _snapshot_view(game) == before
            game.redo()
        assert sorted(game.state.all_uids()) == uids


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_klondike_play_keeps_cards(seed: int) -> None:
    _walk(KLONDIKE, seed, 120)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_odd_game_play_keeps_cards(seed: int) -> None:
    _walk(ODD, seed, 120)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**20), steps=st.integers(1, 60))
def test_undo_everything_restores_the_deal(seed: int, steps: int) -> None:
    game = Game.new(KLONDIKE, seed=seed)
    start = _snapshot_view(game)
    rng = Random(seed)
    made = 0
    for _ in range(steps):
        legal = list(game.legal_moves)
        if not legal:
            break
        game.push(rng.choice(legal))
        made += 1
    for _ in range(made):
        game.pop()
    assert _snapshot_view(game) == start


def test_legal_moves_are_all_playable() -> None:
    """Every generated move passes the checked path (generator and checker agree)."""
    for seed in range(6):
        for d in (KLONDIKE, ODD):
            game = Game.new(d, seed=seed)
            rng = Random(seed)
            for _ in range(80):
                legal = list(game.legal_moves)
                if not legal:
                    break
                for m in legal:
                    assert game.reason(m) is None, (m, game.reason(m))
                fields = game.state.fields
                checked = {
                    Move.drag(i, j, n)
                    for i in range(len(fields))
                    for j in range(len(fields))
                    for n in range(1, len(fields[i].cards) + 1)
                    if game.reason(Move.drag(i, j, n)) is None
                }
                assert checked == {m for m in legal if m.dst is not None}
                game.play(rng.choice(legal))


def test_counting_wiederholung_down_stops_at_zero() -> None:
    """`-1` on the last re-take leaves none; it does not turn into unlimited re-takes."""
    from engine.compile import compile_game
    from engine.game import Game
    from engine.xmlread import parse_bytes

    text = (
        b'<spiel name="T" fenster="40x30"><programm>1</programm><version>1</version>'
        b'<karten>52</karten><feld id="stock" x="1" y="1" typ="stock"><ziel>a</ziel>'
        b"<quelle>a</quelle><wiederholung>0</wiederholung></feld>"
        b'<feld id="a" x="6" y="1" typ="abwurf"/></spiel>'
    )
    game = Game.new(compile_game(parse_bytes(text)), seed=1)
    state = game.state
    state.set_prop(0, "wiederholung", "-1")
    assert state.get_prop(0, "wiederholung") == "0"
    state.set_prop(0, "wiederholung", "-5")
    assert state.get_prop(0, "wiederholung") == "0"
    state.set_prop(0, "sichtbar", "+2")
    assert state.get_prop(0, "sichtbar") == "komplett"
    state.set_prop(0, "sichtbar", "3")
    state.set_prop(0, "sichtbar", "-9")
    assert state.get_prop(0, "sichtbar") == "0"
