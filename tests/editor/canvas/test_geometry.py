"""Pure layout geometry: card sizes, fan-out extents, snapping, align and distribute."""

from __future__ import annotations

from editor.canvas import geometry as geo
from editor.canvas.geometry import PileLook, Rect


def test_card_sizes_standing_and_lying():
    assert geo.card_size(False) == (4, 6)
    assert geo.card_size(True) == (6, 4)


def test_direction_pairs_combine():
    assert geo.direction("rechts unten") == (1, 1)
    assert geo.direction("oben links") == (-1, -1)
    assert geo.direction("stapel") == (0, 0)


def test_fan_extent_down_uses_max():
    look = PileLook(x=2, y=3, richtung="unten", max=5)
    assert geo.fan_extent(look) == Rect(2, 3, 4, 6 + 4 * 2)


def test_fan_extent_eng_packs_cards():
    packed = PileLook(richtung="rechts", max=10, eng=4)
    # 3 cards at 2 units = 4 units of offset; 10 cards at 1 unit = 9: the larger wins.
    assert geo.fan_extent(packed) == Rect(0, 0, 4 + 9, 6)


def test_fan_extent_lying_and_unbounded():
    look = PileLook(richtung="links", quer=True)
    rect = geo.fan_extent(look)
    assert rect.w == 6 + (geo.PREVIEW_UNBOUNDED - 1) * 2 and rect.h == 4
    assert rect.x < 0


def test_rand_komplett_and_number():
    look = PileLook(richtung="unten", max=3, rand="komplett")
    assert geo.rand_extent(look) == geo.fan_extent(look)
    assert geo.rand_extent(PileLook(richtung="unten", rand="2")) == Rect(0, 0, 4, 8)
    assert geo.rand_extent(PileLook()) is None


def test_window_issues_and_overlap():
    assert not geo.window_issues(PileLook(x=40, y=30), 40, 30)
    assert geo.window_issues(PileLook(x=41, y=0), 40, 30)
    assert geo.window_issues(PileLook(x=39, y=0, quer=True), 40, 30)
    assert not geo.window_issues(PileLook(x=38, y=32, quer=True), 40, 30)
    assert not geo.window_issues(PileLook(x=-3, y=0), 40, 30)
    looks = [PileLook(x=0, y=0), PileLook(x=3, y=2), PileLook(x=8, y=0)]
    assert geo.overlapping(looks) == {0, 1}


def test_align_and_distribute():
    pos = [(0, 0), (10, 3), (5, 7)]
    sizes = [(4, 6)] * 3
    assert geo.align(pos, sizes, "left") == [(0, 0), (0, 3), (0, 7)]
    assert geo.align(pos, sizes, "bottom") == [(0, 7), (10, 7), (5, 7)]
    assert geo.distribute([(0, 0), (3, 0), (20, 0)], "x") == [(0, 0), (10, 0), (20, 0)]


def test_fresh_id_and_fenster():
    assert geo.fresh_id("t", ["t1", "t2"]) == "t3"
    assert geo.fresh_id("ziel", []) == "zielf1"
    assert geo.parse_fenster("47x36") == (47, 36)
    assert geo.parse_fenster("47 x 36") is None
    assert geo.format_fenster(10, 100) == "32x60"
