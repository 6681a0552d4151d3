"""What a playout touched: fields that received or gave cards, actions that fired, dead ends."""

from __future__ import annotations

from collections import Counter

from engine import rules
from engine.actions.trace import StepEvent
from engine.definition import GameDefinition
from engine.game import Game
from engine.state import State


class FieldWatch:
    """Notes, move by move, which fields received a card and which gave one."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.received = 0
        self.gave = 0
        self._versions = [f.version for f in state.fields]
        self._lens = [len(f.cards) for f in state.fields]
        self._open = list(range(len(state.fields)))
        """Fields not yet known to have both received and given (the others are done)."""

    def update(self) -> None:
        """Compare with the last look; a pile that grew received, one that shrank gave."""
        fields = self.state.fields
        versions = self._versions
        done = False
        for i in self._open:
            f = fields[i]
            if f.version == versions[i]:
                continue
            versions[i] = f.version
            n = len(f.cards)
            if n > self._lens[i]:
                self.received |= 1 << i
                done = done or bool(self.gave >> i & 1)
            elif n < self._lens[i]:
                self.gave |= 1 << i
                done = done or bool(self.received >> i & 1)
            self._lens[i] = n
        if done:
            both = self.received & self.gave
            self._open = [i for i in self._open if not both >> i & 1]


class ActionWatch:
    """A tracer for the action interpreter: which actions were checked and which succeeded.

    Trial runs (the game trying an aktion only to list the moves it allows) do not count.
    """

    coarse = True
    """Only enter and flow events matter: settled drags need not run (engine.actions.trace)."""

    def __init__(self, game: Game | None) -> None:
        self.game = game
        """The game watched; None while it is being dealt (its `beginn` actions run then)."""
        self.entered: set[int] = set()
        self.fired: set[int] = set()

    def on_step(self, event: StepEvent) -> None:
        """Record enter and successful flow events of real (not trial) runs."""
        if self.game is not None and self.game.trial:
            return
        if event.kind == "enter":
            self.entered.add(event.action.index)
        elif event.kind == "flow" and event.result:
            self.fired.add(event.action.index)


def watched_new_game(definition: GameDefinition, deal: str) -> tuple[Game, ActionWatch | None]:
    """Deal a game with an ActionWatch already attached, so `beginn` actions count too."""
    from engine.actions import make_hooks
    from engine.analysis.deals import new_game

    if not definition.all_actions:
        return new_game(definition, deal), None
    hooks = make_hooks(definition)
    watch = ActionWatch(None)
    hooks.tracer = watch
    game = new_game(definition, deal, hooks)
    watch.game = game
    return game, watch


def attach_action_watch(game: Game) -> ActionWatch | None:
    """Hook an ActionWatch into the game's action runner (None when the game has no actions)."""
    hooks = game.hooks
    if hooks is None or not game.definition.all_actions or not hasattr(hooks, "tracer"):
        return None
    watch = ActionWatch(game)
    hooks.tracer = watch
    return watch


def dead_end(game: Game, why: str) -> tuple[str, list[str]]:
    """A short signature of a lost end position, and the fields burying a needed card.

    The signature buckets what is left: stock empty or not, face-down cards left or
    not, and cards on foundations in steps of ten. A "needed" card is one an `auto`
    field (a foundation) would take now; it is buried when other cards lie on it.
    """
    s = game.state
    home = 0
    down = 0
    stock_left = 0
    needed = 0
    for f in s.fields:
        if f.props.auto and not f.hidden and f.props.max is not None:
            home += len(f.cards)
            needed |= rules.accept_mask(s, f.index)
        elif f.defn.ziel:
            stock_left += len(f.cards)
        elif not f.hidden:
            down += sum(1 for v in f.cards if v < 0)
    buried = []
    if needed:
        for f in s.fields:
            if f.props.auto or f.hidden or f.defn.ziel:
                continue
            cs = s.cstate
            if any(needed >> cs[v if v >= 0 else ~v] & 1 for v in f.cards[:-1]):
                buried.append(s.definition.field_name(f.index))
    low = home // 10 * 10
    parts = [
        why,
        "stock empty" if not stock_left else "stock left",
        "face-down left" if down else "all face up",
        f"{low}-{low + 9} home",
    ]
    return ", ".join(parts), buried


def top(counter: Counter[str], n: int = 5) -> list[dict[str, object]]:
    """The n most common entries as [{what, count}]."""
    return [{"what": k, "count": v} for k, v in counter.most_common(n)]
