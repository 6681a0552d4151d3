"""Pixel positions onto the unit grid, fans, hidden piles, the window and covering piles."""

from __future__ import annotations

import pytest
from pat_helpers import convert, field, one, pat

from engine.patimport import read_pat
from engine.patimport.layout import UNIT_X_PX, UNIT_Y_PX, cover_count, fan, to_units


@pytest.mark.parametrize(
    ("px", "unit", "expected"),
    [
        (0, UNIT_X_PX, 0),
        (4, UNIT_X_PX, 0),
        (71, UNIT_X_PX, 4),
        (83, UNIT_X_PX, 5),
        (399, UNIT_X_PX, 22),
        (96, UNIT_Y_PX, 6),
        (202, UNIT_Y_PX, 13),
        (108, UNIT_Y_PX, 7),
        (8, UNIT_Y_PX, 1),
    ],
)
def test_units(px: int, unit: float, expected: int) -> None:
    assert to_units(px, unit) == expected


def test_piles_that_touch_in_pixels_touch_on_the_grid() -> None:
    for x in range(0, 200):
        assert to_units(x + 71, UNIT_X_PX) - to_units(x, UNIT_X_PX) == 4
        assert to_units(x + 96, UNIT_Y_PX) - to_units(x, UNIT_Y_PX) == 6


@pytest.mark.parametrize(
    ("dx", "dy", "expected"),
    [
        (0, 0, ("stapel", 0)),
        (0, 2, ("stapel", 0)),
        (1, 1, ("stapel", 0)),
        (0, 16, ("unten", 1)),
        (0, 32, ("unten", 2)),
        (0, -16, ("oben", 1)),
        (18, 0, ("rechts", 1)),
        (-40, 0, ("links", 2)),
        (18, 16, ("rechts unten", 1)),
    ],
)
def test_fan(dx: int, dy: int, expected: tuple[str, int]) -> None:
    assert fan(dx, dy) == expected


def test_field_place_and_fan_tags() -> None:
    root, _ = convert(pat("1 83 310 0 16 2 999 1 2 999 999", "1 162 310 36 0 2 -3 1 2 999 999"))
    b3, b4 = field(root, "b3"), field(root, "b4")
    assert (b3.get("x"), b3.get("y")) == ("5", "19")
    assert one(b3, "richtung") == "unten" and one(b3, "eng") == "1"
    assert one(b4, "richtung") == "rechts" and one(b4, "eng") is None


def test_small_offsets_mean_a_stack() -> None:
    root, warnings = convert(pat("5 83 108 0 1 2 13 1 0 0 0"))
    assert one(field(root, "b3"), "richtung") is None
    assert warnings == []


def test_hidden_pile() -> None:
    root, _ = convert(pat("4 83 -99 0 0 2 999 0 0 0 0"))
    b3 = field(root, "b3")
    assert (b3.get("x"), b3.get("y")) == ("-1", "-1")


def test_lying_cards() -> None:
    root, _ = convert(pat("1 83 108 0 0 22 999 1 0 0 0"))
    assert one(field(root, "b3"), "lage") == "quer"
    root, warnings = convert(pat("1 83 108 0 0 12 999 1 0 0 0"))
    assert one(field(root, "b3"), "lage") is None and "pat-code" in [w.code for w in warnings]


def test_window_follows_the_piles_and_spacer() -> None:
    root, _ = convert(pat("0 607 413 0 0 0 0 0 0 0 0"))
    assert root.get("fenster") == "34x26"
    spacer = field(root, "b3")
    assert one(spacer, "rand") == "nein"
    assert root.find("punktemax") is None


def test_window_has_minimum_size() -> None:
    root, _ = convert(pat())
    assert root.get("fenster") == "32x20"


def test_unlimited_fanned_pile_gets_max_that_fits() -> None:
    root, _ = convert(pat("1 83 310 0 16 2 999 1 2 999 999"))
    assert root.get("fenster") == "32x39"
    assert one(field(root, "b3"), "max") == "21"


def test_pile_outside_largest_window() -> None:
    _, warnings = convert(pat("1 2500 10 0 0 2 999 1 0 0 0"))
    assert [w.code for w in warnings if w.code != "pat-win"] == ["pat-layout"]


def test_cover_count() -> None:
    parsed, _ = read_pat(
        pat(
            "1 83 202 0 0 0 999 31 0 0 0",
            "5 83 108 0 1 2 999 1 0 0 0",
            "5 83 0 0 20 2 999 1 0 0 0",
            "1 300 0 0 0 2 999 1 0 0 0",
        )
    )
    low, over, fan_down, far = parsed.piles[2:6]
    assert cover_count(over, low) == 1
    assert cover_count(fan_down, low) == 7
    assert cover_count(far, low) is None
