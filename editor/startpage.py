"""Start page shown when no file is open: recent files and new games from the library."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor import icons
from editor.settings import recent_files
from engine import bundled
from engine.library import bundled_games

PATH_ROLE = Qt.ItemDataRole.UserRole + 1


def tr(text: str) -> str:
    """Translate in the StartPage context."""
    return QCoreApplication.translate("", text)


def games_dir() -> Path:
    """The shipped game library (inside the installed package)."""
    return bundled.games_dir()


def library() -> list[tuple[str, Path]]:
    """(game name, path) of every game in the library, sorted by name (as `patstudio games`)."""
    return [(game.name, game.path) for game in bundled_games()]


def _list(parent: QWidget, name: str) -> QListWidget:
    widget = QListWidget(parent)
    widget.setObjectName(name)
    widget.setFrameShape(QFrame.Shape.NoFrame)
    widget.setAlternatingRowColors(False)
    return widget


class StartPage(QWidget):
    """Welcome page: actions, recent files and the game library."""

    open_requested = Signal(str)
    new_from_game_requested = Signal(str)
    new_requested = Signal()
    open_dialog_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self.setStyleSheet(
            "#startPage { background: #f7f8fa; }"
            "#startPage QListWidget { background: white; border: 1px solid #dde1e6; border-radius: 6px;"
            " padding: 4px; font-size: 13px; }"
            "#startPage QListWidget::item { padding: 6px; }"
            "#startPage QListWidget::item:hover { background: #eef3fb; }"
            "QLabel#startTitle { font-size: 26px; font-weight: 600; color: #1f2328; }"
            "QLabel#startSubtitle { color: #57606a; font-size: 13px; }"
            "QLabel.heading { font-size: 15px; font-weight: 600; color: #1f2328; }"
        )
        page = QHBoxLayout(self)
        body = QWidget(self)
        body.setMaximumWidth(1040)
        page.addStretch(1)
        page.addWidget(body, 100)
        page.addStretch(1)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(48, 36, 48, 36)
        top = QHBoxLayout()
        logo = QLabel(body)
        logo.setPixmap(
            icons.pixmap("app").scaled(
                64,
                64,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )
        top.addWidget(logo)
        titles = QVBoxLayout()
        title = QLabel(tr("Patience Studio"), self)
        title.setObjectName("startTitle")
        subtitle = QLabel(tr("Design, check and play PatFinder patience games."), self)
        subtitle.setObjectName("startSubtitle")
        titles.addWidget(title)
        titles.addWidget(subtitle)
        top.addLayout(titles, 1)
        outer.addLayout(top)
        buttons = QHBoxLayout()
        for text, signal in (
            (tr("New Game"), self.new_requested),
            (tr("Open..."), self.open_dialog_requested),
        ):
            button = QPushButton(text, self)
            button.setMinimumHeight(30)
            button.clicked.connect(signal.emit)
            buttons.addWidget(button)
        buttons.addStretch(1)
        outer.addSpacing(12)
        outer.addLayout(buttons)
        outer.addSpacing(12)
        columns = QHBoxLayout()
        self.recent = _list(self, "recentFiles")
        self.recent.itemActivated.connect(
            lambda item: self.open_requested.emit(item.data(PATH_ROLE))
        )
        self.games = _list(self, "gameLibrary")
        self.games.itemActivated.connect(
            lambda item: self.new_from_game_requested.emit(item.data(PATH_ROLE))
        )
        for heading, widget in (
            (tr("Recent Files"), self.recent),
            (tr("New from Game"), self.games),
        ):
            column = QVBoxLayout()
            label = QLabel(heading, self)
            label.setProperty("class", "heading")
            column.addWidget(label)
            column.addWidget(widget)
            columns.addLayout(column, 1)
        outer.addLayout(columns, 1)
        self.refresh()

    def refresh(self) -> None:
        """Reload the recent files and the library."""
        self.recent.clear()
        for path in recent_files():
            item = QListWidgetItem(
                icons.icon("field"), f"{Path(path).name}    \u2014  {Path(path).parent}"
            )
            item.setData(PATH_ROLE, path)
            self.recent.addItem(item)
        if not self.recent.count():
            placeholder = QListWidgetItem(tr("No recent files"))
            placeholder.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(placeholder)
        self.games.clear()
        for name, path in library():
            item = QListWidgetItem(icons.icon("game"), name)
            item.setData(PATH_ROLE, str(path))
            item.setToolTip(str(path))
            self.games.addItem(item)


class GamePicker(QDialog):
    """Dialog for File > New from Game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New from Game"))
        self.setObjectName("gamePicker")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Start a new file from a copy of a library game:"), self))
        self.games = QListWidget(self)
        for name, path in library():
            item = QListWidgetItem(icons.icon("game"), name)
            item.setData(PATH_ROLE, str(path))
            self.games.addItem(item)
        self.games.setCurrentRow(0)
        self.games.itemActivated.connect(lambda _item: self.accept())
        layout.addWidget(self.games)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.resize(380, 420)

    def chosen(self) -> str | None:
        """Path of the chosen game."""
        item = self.games.currentItem()
        return item.data(PATH_ROLE) if item is not None else None
