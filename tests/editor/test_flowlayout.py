"""The flow layout wraps its items into rows instead of asking for one wide row."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from editor.flowlayout import FlowLayout


def _host(qtbot):  # noqa: ANN001, ANN202
    host = QWidget()
    qtbot.addWidget(host)
    flow = FlowLayout(host, spacing=10)
    flow.setContentsMargins(0, 0, 0, 0)
    buttons = []
    for text in ("one", "two", "three"):
        button = QPushButton(text)
        button.setFixedSize(100, 30)
        flow.addWidget(button)
        buttons.append(button)
    return host, flow, buttons


def test_minimum_is_the_widest_item_and_the_hint_one_row(qtbot) -> None:  # noqa: ANN001
    _host_widget, flow, _buttons = _host(qtbot)
    assert flow.minimumSize().width() == 100
    assert flow.sizeHint().width() == 3 * 100 + 2 * 10
    assert flow.heightForWidth(320) == 30
    assert flow.heightForWidth(210) == 30 + 10 + 30
    assert flow.heightForWidth(100) == 3 * 30 + 2 * 10


def test_items_wrap_to_the_next_row(qtbot) -> None:  # noqa: ANN001
    host, flow, buttons = _host(qtbot)
    host.resize(215, flow.heightForWidth(215))
    host.show()
    qtbot.waitExposed(host)
    assert [(b.x(), b.y()) for b in buttons] == [(0, 0), (110, 0), (0, 40)]
    host.resize(400, flow.heightForWidth(400))
    qtbot.waitUntil(lambda: buttons[2].y() == 0)
    assert [b.x() for b in buttons] == [0, 110, 220]
