"""Microsoft FreeCell deal numbers: our generator, pysol-cards, and loading into freecell.xml."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.analysis.deals import deal_list, new_game
from engine.analysis.freecell import DealError, board_text, ms_columns, new_ms_game, parse_deal
from engine.compile import load_game

GAMES = Path(__file__).resolve().parents[3] / "games"
DEAL_1 = """JD KD 2S 4C 3S 6D 6S
2D KC KS 5C TD 8S 9C
9H 9S 9D TS 4S 8D 2H
JC 5S QD QH TH QS 6H
5D AD JS 4H 8H 6C
7H QC AS AC 2C 3D
7C KH AH 4D JH 8C
5H 3H 3C 7S 7D TC
"""


def test_deal_1_is_the_known_layout() -> None:
    assert board_text(ms_columns(1)) == DEAL_1


@pytest.mark.parametrize("number", [1, 2, 617, 11982, 1_000_000, 2**31 - 1])
def test_deals_match_pysol_cards(number: int) -> None:
    pytest.importorskip("pysol_cards")
    from pysol_cards.cards import CardRenderer
    from pysol_cards.deal_game import Game as PysolGame
    from pysol_cards.random import RandomBase

    theirs = PysolGame("freecell", number, RandomBase.DEALS_MS).calc_layout_string(
        CardRenderer(True)
    )
    assert board_text(ms_columns(number)).split() == theirs.split()


def test_deal_1_loads_into_freecell_xml() -> None:
    d = load_game(GAMES / "freecell.xml")
    game = new_ms_game(d, 1)
    fields = {f["id"]: f["cards"] for f in game.to_json()["fields"]}
    assert fields["t1"] == ["Karo B", "Karo K", "Pik 2", "Kreuz 4", "Pik 3", "Karo 6", "Pik 6"]
    assert fields["t8"] == ["Herz 5", "Herz 3", "Kreuz 3", "Pik 7", "Karo 7", "Kreuz 10"]
    assert sum(len(c) for c in fields.values()) == 52
    assert game.to_json() == new_game(d, "ms:1").to_json()


def test_deal_specs() -> None:
    assert parse_deal("ms:42") == 42
    assert deal_list(3, deal="ms:7") == ["ms:7", "ms:8", "ms:9"]
    assert deal_list(2, seed=5) == ["seed:5", "seed:6"]
    with pytest.raises(DealError):
        parse_deal("pysol:3")
    with pytest.raises(DealError):
        ms_columns(0)


def test_ms_deal_needs_a_freecell_layout() -> None:
    with pytest.raises(DealError, match="FreeCell layouts"):
        new_game(load_game(GAMES / "klondike.xml"), "ms:1")
