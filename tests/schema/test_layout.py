"""Geometry of the window checks: standing and lying cards, fan-out with max and eng."""

from __future__ import annotations

from schema import check_bytes
from tests.schema.conftest import edit

ZELLE = '<feld id="zelle" x="50" y="12" typ="keller">'


def _codes(new_zelle: str, extra: str = "") -> list[str]:
    text = edit(ZELLE, new_zelle)
    if extra:
        text = edit(
            '<stopp bedingung="kartenzahl">max</stopp>',
            '<stopp bedingung="kartenzahl">max</stopp>' + extra,
            text,
        )
    return [p.code for p in check_bytes(text.encode())]


def test_standing_card_may_sit_on_the_last_position() -> None:
    assert "off-window" not in _codes('<feld id="zelle" x="60" y="40" typ="keller">')
    assert "off-window" in _codes('<feld id="zelle" x="61" y="40" typ="keller">')
    assert "off-window" in _codes('<feld id="zelle" x="60" y="41" typ="keller">')


def test_lying_card_goes_two_lower_but_two_less_far_right() -> None:
    quer = "<lage>quer</lage>"
    assert "off-window" not in _codes('<feld id="zelle" x="58" y="42" typ="keller">', quer)
    assert "off-window" in _codes('<feld id="zelle" x="59" y="42" typ="keller">', quer)
    assert "off-window" in _codes('<feld id="zelle" x="58" y="43" typ="keller">', quer)


def test_fan_out_counts_max_and_eng() -> None:
    down = "<richtung>unten</richtung>"
    # keller holds 1 card: no fan-out at all
    assert "off-window" not in _codes('<feld id="zelle" x="50" y="40" typ="keller">', down)
    # 13 cards, 2 units apart: 24 units below y
    many = "<max>13</max>" + down
    assert "off-window" not in _codes('<feld id="zelle" x="50" y="16" typ="keller">', many)
    assert "off-window" in _codes('<feld id="zelle" x="50" y="17" typ="keller">', many)
    # packed from 7 cards on: 12 units below y
    packed = many + "<eng>7</eng>"
    assert "off-window" not in _codes('<feld id="zelle" x="50" y="28" typ="keller">', packed)
    assert "off-window" in _codes('<feld id="zelle" x="50" y="29" typ="keller">', packed)


def test_fan_to_the_left_leaves_the_window() -> None:
    left = "<max>13</max><richtung>links</richtung>"
    assert "off-window" in _codes('<feld id="zelle" x="20" y="30" typ="keller">', left)
    assert "off-window" not in _codes('<feld id="zelle" x="24" y="30" typ="keller">', left)


def test_negative_coordinates_hide_and_never_overlap() -> None:
    codes = _codes('<feld id="zelle" x="-1" y="-1" typ="keller">')
    assert "off-window" not in codes and "overlap" not in codes


def test_piles_four_apart_do_not_overlap() -> None:
    assert "overlap" not in _codes('<feld id="zelle" x="20" y="12" typ="keller">')
    assert "overlap" in _codes('<feld id="zelle" x="19" y="12" typ="keller">')
