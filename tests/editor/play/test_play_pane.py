"""The play pane plays the document with the engine, exactly as replay scripts do."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt

from editor.play.cardart import card_label
from editor.play.pane import PlayPane
from engine.analysis.solver import SolveStatus
from engine.compile import compile_game
from engine.moves import Move
from engine.replay import replay
from engine.xmlread import parse_bytes, parse_file

GAMES = Path(__file__).parents[3] / "games"


@pytest.fixture
def pane(qtbot):  # type: ignore[no-untyped-def]
    widget = PlayPane()
    widget.resize(1000, 700)
    qtbot.addWidget(widget)
    widget.set_parsed(parse_file(GAMES / "klondike.xml"))
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _center(pane: PlayPane, field: int, n: int = 1) -> QPointF:
    pane.table._layout()
    for spot in pane.table._spots:
        if spot.field == field and spot.n == n:
            return spot.rect.center()
    return pane.table._slots[field].center()


def _drag(qtbot, pane: PlayPane, src: int, dst: int, n: int = 1) -> None:  # type: ignore[no-untyped-def]
    start = _center(pane, src, n)
    end = _center(pane, dst)
    table = pane.table
    qtbot.mousePress(table, Qt.MouseButton.LeftButton, pos=start.toPoint())
    qtbot.mouseMove(table, (start + QPointF(10, 10)).toPoint())
    qtbot.mouseMove(table, end.toPoint())
    qtbot.mouseRelease(table, Qt.MouseButton.LeftButton, pos=end.toPoint())


def test_pane_has_its_contract_name(pane: PlayPane) -> None:
    assert pane.objectName() == "playPane"
    assert pane.session.game is not None


def test_drag_matches_replay(qtbot, pane: PlayPane) -> None:  # type: ignore[no-untyped-def]
    game = pane.session.game
    assert game is not None
    drag = next(m for m in game.legal_moves if m.dst is not None)
    _drag(qtbot, pane, drag.src, drag.dst, drag.n)
    assert pane.session.log == [("move", drag)]
    expected = replay(game.definition, pane.session.script(), seed=pane.session.seed)
    assert all(step["ok"] for step in expected["steps"])
    assert pane.session.game.to_json() == expected["state"]


def test_refused_drop_shows_reason(qtbot, pane: PlayPane) -> None:  # type: ignore[no-untyped-def]
    game = pane.session.game
    assert game is not None
    legal = set(game.legal_moves)
    fields = game.state.fields
    bad = next(
        Move.drag(i, j, 1)
        for i, f in enumerate(fields)
        if f.cards and f.cards[-1] >= 0
        for j in range(len(fields))
        if j != i
        and Move.drag(i, j, 1) not in legal
        and j in pane.table._slots
        and i in pane.table._slots
    )
    before = game.to_json()
    _drag(qtbot, pane, bad.src, bad.dst)
    assert "Refused" in pane.status.text()
    assert pane.session.game.to_json() == before


def test_click_and_undo_redo(qtbot, pane: PlayPane) -> None:  # type: ignore[no-untyped-def]
    stock = 0
    before = pane.session.game.to_json()
    point = _center(pane, stock).toPoint()
    qtbot.mouseClick(pane.table, Qt.MouseButton.LeftButton, pos=point)
    after = pane.session.game.to_json()
    assert after != before
    pane.undo()
    assert pane.session.game.to_json() == before
    pane.redo()
    assert pane.session.game.to_json() == after


def test_edit_changes_play_at_once(qtbot, pane: PlayPane) -> None:  # type: ignore[no-untyped-def]
    text = (GAMES / "klondike.xml").read_text(encoding="utf-8")
    game = pane.session.game
    drags = [m for m in game.legal_moves if m.dst is not None]
    assert drags
    # Forbid every manual drop by removing all <max> tags: the same game then has no drags.
    import re

    edited = re.sub(r"<max>[^<]*</max>", "", text)
    pane.set_parsed(parse_bytes(edited.encode("utf-8")))
    assert not [m for m in pane.session.game.legal_moves if m.dst is not None]


def test_moves_replay_after_rebuild(qtbot, pane: PlayPane) -> None:  # type: ignore[no-untyped-def]
    parsed = parse_file(GAMES / "klondike.xml")
    pane.session.act("move", Move.click(0))
    pane.session.act("move", Move.click(0))
    state = pane.session.game.to_json()
    pane.set_parsed(parsed)
    assert len(pane.session.log) == 2
    assert pane.session.game.to_json() == state


def test_new_deal_and_restart(pane: PlayPane) -> None:
    first = pane.session.game.to_json()
    pane.new_deal()
    assert pane.seed_box.value() == 2
    assert pane.session.game.to_json()["fields"] != first["fields"]
    pane.session.act("move", Move.click(0))
    pane.restart()
    assert pane.session.log == []


def test_variant_selector_lists_variants(pane: PlayPane) -> None:
    definition = compile_game(parse_file(GAMES / "klondike.xml"))
    assert pane.variant_box.count() == len(definition.variants)


def test_hint_highlights_a_legal_move(pane: PlayPane) -> None:
    pane.hint()
    assert "Hint" in pane.status.text()
    assert pane.table._highlight


def test_hint_names_the_card_it_moves(pane: PlayPane, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    game = pane.session.game
    fields = game.state.fields
    drag = next(m for m in game.legal_moves if m.dst is not None and m.n == 1)
    card = game.state.card(fields[drag.src].cards[-1])
    monkeypatch.setattr(pane.session, "hint", lambda: drag)
    pane.hint()
    assert card_label(card) in pane.status.text()
    click = next(m for m in game.legal_moves if m.dst is None)
    monkeypatch.setattr(pane.session, "hint", lambda: click)
    pane.hint()
    assert pane.status.text().startswith("Hint: click ")


@pytest.mark.parametrize(
    ("verdict", "says"),
    [
        (SolveStatus.SOLVED, "a winning line starts with it"),
        (SolveStatus.UNSOLVABLE, "No winning line is left from here."),
        (SolveStatus.UNKNOWN, None),
    ],
)
def test_hint_says_what_the_solver_found(pane: PlayPane, monkeypatch, verdict, says) -> None:  # type: ignore[no-untyped-def]
    session = pane.session
    move = next(iter(session.game.legal_moves))

    def hint() -> Move:
        session.hint_verdict = verdict
        return move

    monkeypatch.setattr(session, "hint", hint)
    pane.hint()
    text = pane.status.text()
    assert text.startswith("Hint: ")
    assert ("click " in text) if move.dst is None else (" from " in text and " to " in text)
    if says is None:
        assert "winning" not in text
    else:
        assert says in text


def test_test_positions_save_rerun_and_fail_after_rule_change(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    game_file = tmp_path / "klondike.xml"
    game_file.write_bytes((GAMES / "klondike.xml").read_bytes())
    widget = PlayPane()
    qtbot.addWidget(widget)
    widget.set_parsed(parse_file(game_file))
    game = widget.session.game
    drag = next(m for m in game.legal_moves if m.dst is not None)
    widget.session.act("move", drag)
    widget.cases.name_edit.setText("first drag")
    case = widget.cases.save_current()
    assert case is not None and case.commands
    assert widget.cases.list.count() == 1
    assert widget.cases.run_all() == (1, 0)
    # A rule change that forbids the recorded drop makes the case fail.
    import re

    text = game_file.read_text(encoding="utf-8")
    game_file.write_text(re.sub(r"<max>[^<]*</max>", "", text), encoding="utf-8")
    assert widget.cases.run_all() == (0, 1)
    assert "\u2718" in widget.cases.list.item(0).text()


def test_deal_settings_wrap_below_the_buttons_in_a_narrow_pane(qtbot, pane: PlayPane) -> None:  # noqa: ANN001
    def row_of(widget) -> int:  # noqa: ANN001
        return pane.top.getItemPosition(pane.top.indexOf(widget))[0]

    pane.resize(1400, 700)
    qtbot.waitUntil(lambda: row_of(pane.deal_bar) == 0)
    pane.resize(600, 700)
    qtbot.waitUntil(lambda: row_of(pane.deal_bar) == 1)
    qtbot.waitUntil(lambda: pane.variant_box.isVisible() and pane.seed_box.isVisible())
    assert pane.minimumSizeHint().width() < 600


def test_variant_selector_hides_when_the_game_has_none(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget = PlayPane()
    qtbot.addWidget(widget)
    widget.set_parsed(parse_file(GAMES / "aces_up.xml"))
    assert not widget.session.definition.variants
    widget.show()  # the tool bars lay out their widgets here
    widget.resize(1400, 700)
    qtbot.wait(50)
    assert not widget.variant_box.isVisible()
    widget.set_parsed(parse_file(GAMES / "klondike.xml"))
    qtbot.waitUntil(widget.variant_box.isVisible)
