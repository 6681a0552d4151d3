"""Play modules the action steps call, imported when a step first reads them.

Loading and checking actions (the linter's action check, before it forks) builds the step
closures but never runs one, so it need not import the game's run-time modules
(`engine.rules`, `state`, `moves`, `placement`, `stock`, `control`): some 9 M instructions
of every `patstudio lint` start. A placeholder stands in the importing module's globals
until a step reads an attribute of it; then the real module takes its place there, so
later steps read the module itself, as with an ordinary import.
"""

from __future__ import annotations

import importlib
from typing import Any


class PlayModule:
    """Stands for module `name` in `home` (a module's globals) under `alias`, until used."""

    __slots__ = ("_name", "_home", "_alias")

    def __init__(self, name: str, home: dict[str, Any], alias: str) -> None:
        self._name = name
        self._home = home
        self._alias = alias

    def __getattr__(self, attr: str) -> Any:
        module = importlib.import_module(self._name)
        # Put the module in the placeholder's place: no step goes through here again.
        if self._home.get(self._alias) is self:
            self._home[self._alias] = module
        return getattr(module, attr)

    def __repr__(self) -> str:
        return f"<{self._name}, imported when a step first uses it>"


def play_module(name: str, home: dict[str, Any], alias: str) -> Any:
    """A placeholder for module `name`, bound in `home` under `alias` (see `PlayModule`)."""
    return PlayModule(name, home, alias)
