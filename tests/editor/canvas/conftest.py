"""Fixtures for the canvas tests: offscreen Qt, a document on a small game, the canvas."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from tests.editor.canvas.helpers import GAME, make_canvas  # noqa: E402


@pytest.fixture
def canvas(qtbot):
    """A LayoutCanvas on the small sample game, shown at 100% zoom."""
    view = make_canvas(GAME)
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    view.set_zoom(1.0)
    view.centerOn(0, 0)
    return view
