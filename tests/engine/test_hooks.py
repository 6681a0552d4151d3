"""Tests for the action seam: beginn/aktion/abschluss/ende/answer hooks and undo of whole moves."""

from __future__ import annotations

import pytest
from engine_fixtures import definition

from engine.errors import IllegalMoveError, StepLimitError
from engine.game import Game
from engine.hooks import NoActions
from engine.moves import Move
from engine.state import Message

BUILD = "<max>frei</max><folgestart>frei</folgestart>"
GAME = definition(
    '<feld id="s" x="-1" y="-1" typ="stock"/>'
    f'<feld id="a" x="1" y="1" typ="stapel">{BUILD}<lege typ="offen" quelle="s" anz="3">frei</lege></feld>'
    f'<feld id="b" x="6" y="1" typ="stapel">{BUILD}<punkte>1</punkte></feld>'
    '<feld id="c" x="11" y="1" typ="stapel"></feld>'
    # The recorder below stands in for the interpreter; this block only declares that
    # middle clicks have an aktion (the game tries aktion blocks only for declared kinds).
    '<aktion typ="mitte"><bedingung feld="ziel" tag="kartenzahl">99</bedingung></aktion>',
    extra="<punktemax>3</punktemax>",
)


class Recorder(NoActions):
    """Hooks that log calls; `replace` makes middle clicks move a card from a to c."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.fail = False

    def beginn(self, game: Game) -> None:
        self.calls.append("beginn")
        game.state.set_prop(3, "var", "7")

    def aktion(self, game: Game, move: Move) -> bool:
        if not game.trial:  # trial runs only ask whether an aktion would replace the move
            self.calls.append(f"aktion {move}")
        if self.fail:
            raise StepLimitError("runaway", action="aktion", line=1)
        if move.dst is None and move.button == "middle":
            game.state.move_cards(1, 3, 1)
            game.state.message = Message("Noch einmal?", ("Ja", "Nein"), field=3)
            return True
        return False

    def abschluss(self, game: Game, move: Move, replaced: bool) -> None:
        self.calls.append(f"abschluss {move} {replaced}")

    def ende(self, game: Game, won: bool) -> None:
        self.calls.append(f"ende {won}")

    def answer(self, game: Game, button: int) -> None:
        self.calls.append(f"answer {button}")


def test_hooks_run_in_order_and_replacement_is_undone_in_one_pop() -> None:
    hooks = Recorder()
    game = Game.new(GAME, seed=2, hooks=hooks)
    assert hooks.calls == ["beginn"] and game.state.get_prop(3, "var") == "7"
    start = game.to_json()
    game.click(1, button="middle")
    assert hooks.calls[1:] == ["aktion mclick #2", "abschluss mclick #2 True"]
    assert len(game.state.fields[3].cards) == 1
    assert game.to_json()["message"] == {"text": "Noch einmal?", "buttons": ["Ja", "Nein"]}
    with pytest.raises(IllegalMoveError, match="waiting for an answer"):
        game.play(Move.drag(1, 2))
    assert not game.legal_moves
    game.answer(2)
    assert game.state.get_prop(3, "var") == "2" and hooks.calls[-1] == "answer 2"
    game.pop()
    assert game.to_json() == start
    game.redo()
    assert game.state.get_prop(3, "var") == "2" and game.state.message is None


def test_regular_move_then_abschluss_and_ende_on_win() -> None:
    hooks = Recorder()
    game = Game.new(GAME, seed=2, hooks=hooks)
    for _ in range(3):
        game.play(Move.drag(1, 2))
    assert hooks.calls[-2:] == ["abschluss move #2 #3 False", "ende True"]
    outcome = game.outcome
    assert outcome is not None and outcome.won


def test_action_errors_restore_the_state() -> None:
    hooks = Recorder()
    game = Game.new(GAME, seed=2, hooks=hooks)
    before = game.to_json()
    hooks.fail = True
    with pytest.raises(StepLimitError):
        game.play(Move.drag(1, 2))
    assert game.to_json() == before and game.move_stack == []


def test_action_only_moves_are_legal() -> None:
    game = Game.new(GAME, seed=2, hooks=Recorder())
    assert Move.click(1, 1, "middle") in game.legal_moves
    assert Move.click(1, 1, "middle") in list(game.legal_moves)
    plain = Game.new(GAME, seed=2)
    assert Move.click(1, 1, "middle") not in plain.legal_moves


def test_give_up_runs_ende() -> None:
    hooks = Recorder()
    game = Game.new(GAME, seed=2, hooks=hooks)
    game.give_up()
    assert hooks.calls[-1] == "ende False"


class Final(Recorder):
    """Hooks whose every move counts as `ruecknahme="nein"`."""

    no_undo = True


def test_ruecknahme_nein_blocks_undo() -> None:
    game = Game.new(GAME, seed=2, hooks=Final())
    game.play(Move.drag(1, 2))
    with pytest.raises(IllegalMoveError, match="no move to undo"):
        game.pop()


class Refuser(Recorder):
    """Hooks whose aktion refuses every drag of a Herz card."""

    def beginn(self, game: Game) -> None:
        """Nothing to prepare."""

    def aktion(self, game: Game, move: Move) -> bool:
        pile = game.state.fields[move.src].cards
        if move.dst is not None and pile and "Herz" in str(game.state.card(pile[-1])):
            raise IllegalMoveError("no hearts")
        return False


def test_auto_run_skips_steps_an_aktion_refuses() -> None:
    d = definition(
        '<feld id="s" x="-1" y="-1" typ="stock"/>'
        '<feld id="a" x="1" y="1" typ="stapel"><lege typ="offen" quelle="s">Pik 3</lege>'
        '<lege typ="offen" quelle="s">Herz 5</lege></feld>'
        '<feld id="b" x="5" y="1" typ="stapel"><lege typ="offen" quelle="s">Kreuz 4</lege></feld>'
        f'<feld id="g" x="9" y="1" typ="stapel">{BUILD}<auto>ja</auto></feld>'
        '<aktion typ="legen"><bedingung feld="ziel" tag="kartenzahl">99</bedingung></aktion>'
    )
    game = Game.new(d, seed=1, hooks=Refuser())
    assert game.auto() == 1
    assert [str(game.state.card(v)) for v in game.state.fields[3].cards] == ["Kreuz 4"]
    assert Move.drag(1, 3) not in game.legal_moves
    assert game.reason(Move.drag(1, 3)) == "no hearts"


def test_right_click_skips_targets_an_aktion_refuses() -> None:
    d = definition(
        '<feld id="s" x="-1" y="-1" typ="stock"/>'
        '<feld id="a" x="1" y="1" typ="stapel"><lege typ="offen" quelle="s">Herz 5</lege></feld>'
        f'<feld id="g" x="9" y="1" typ="stapel">{BUILD}<auto>ja</auto></feld>'
        '<aktion typ="legen"><bedingung feld="ziel" tag="kartenzahl">99</bedingung></aktion>'
    )
    game = Game.new(d, seed=1, hooks=Refuser())
    with pytest.raises(IllegalMoveError, match="no field with an auto tag"):
        game.click(1, button="right")
    plain = Game.new(d, seed=1, hooks=NoActions())
    plain.click(1, button="right")
    assert plain.state.count(2) == 1
