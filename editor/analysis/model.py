"""The analysis request and a read-only view of the engine's report for the dialog (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from engine.analysis.players import PlayOptions
from engine.analysis.report import Report as EngineReport

PLAYERS = ("random", "greedy", "solver")


@dataclass(frozen=True, slots=True)
class AnalysisJob:
    """What to analyse: player, deals (seeds first_seed, first_seed+1, ...), variant and level."""

    player: str = "random"
    deals: int = 100
    first_seed: int = 1
    variant: str | None = None
    level: int = 0
    play: PlayOptions = field(default_factory=lambda: PlayOptions(max_seconds=5.0))


class Report:
    """The engine's report plus what only the editor knows (deals asked for, first seed)."""

    def __init__(self, engine: EngineReport, planned: int, first_seed: int) -> None:
        self.engine = engine
        self.planned = planned
        self.first_seed = first_seed

    @cached_property
    def data(self) -> dict[str, Any]:
        """The engine's JSON report (computed once)."""
        return self.engine.to_json()

    # ----- run ---------------------------------------------------------------------------
    @property
    def game(self) -> str:
        """The game's name."""
        return self.engine.game

    @property
    def player(self) -> str:
        """random, greedy or solver."""
        return self.engine.info.player

    @property
    def variant(self) -> str | None:
        """The rule variant played."""
        return self.engine.variant

    @property
    def level(self) -> int:
        """The level played."""
        return self.engine.level

    @property
    def deals(self) -> int:
        """Deals actually played."""
        return self.engine.deals

    @property
    def cancelled(self) -> bool:
        """True when fewer deals were played than asked for."""
        return self.deals < self.planned

    @property
    def total_seconds(self) -> float:
        """Wall-clock time of the run."""
        return self.engine.info.seconds

    # ----- outcome -----------------------------------------------------------------------
    @property
    def wins(self) -> int:
        """Deals won."""
        return int(self.data["wins"])

    @property
    def win_rate(self) -> float:
        """Wins per deal played."""
        return float(self.data["win_rate"])

    @property
    def win_ci(self) -> tuple[float, float]:
        """95% Wilson interval of the win rate."""
        low, high = self.data["win_rate_ci95"]
        return (low, high)

    @property
    def solver(self) -> dict[str, Any]:
        """The solver block of the report (empty for other players)."""
        return dict(self.data.get("solver") or {})

    @property
    def solvable_rate(self) -> float:
        """Deals the solver solved, per deal played."""
        return float(self.solver.get("solvable_rate", 0.0))

    @property
    def solvable_ci(self) -> tuple[float, float]:
        """95% Wilson interval of the solvable rate."""
        low, high = self.solver.get("solvable_rate_ci95", (0.0, 1.0))
        return (low, high)

    # ----- distributions -----------------------------------------------------------------
    @property
    def moves(self) -> list[int]:
        """Moves per game: every deal, or the solved ones for the solver."""
        solver = self.player == "solver"
        return [r.moves for r in self.engine.results if r.won or not solver]

    @property
    def seconds(self) -> list[float]:
        """Seconds per deal."""
        return [r.seconds for r in self.engine.results]

    def moves_summary(self) -> dict[str, float]:
        """The engine's summary of the moves the chart shows."""
        key = "moves_per_won_deal" if self.player == "solver" else "moves_per_deal"
        return dict(self.data[key])

    def seconds_summary(self) -> dict[str, float]:
        """The engine's summary of seconds per deal."""
        return dict(self.data["seconds_per_deal"])

    # ----- coverage and dead ends --------------------------------------------------------
    @property
    def coverage(self) -> bool:
        """True when some play was observed (the coverage lists mean something)."""
        return self.deals > 0 and (self.player != "solver" or self.wins > 0)

    @property
    def actions_total(self) -> int:
        """Number of actions in the game."""
        return len(self.data["actions"])

    def actions_never_fired(self) -> list[dict[str, Any]]:
        """Actions that never succeeded: label, line, deals in which they were checked."""
        return [a for a in self.data["actions"] if not a["fired"]]

    @property
    def fields_never_received(self) -> list[str]:
        """Fields no card ever moved onto."""
        return list(self.data["fields_never_received"])

    @property
    def fields_never_gave(self) -> list[str]:
        """Fields no card ever left."""
        return list(self.data["fields_never_gave"])

    @property
    def dead_ends(self) -> list[tuple[str, int]]:
        """The most common end positions of lost deals."""
        return [(d["what"], int(d["count"])) for d in self.data["dead_ends"]]

    @property
    def buried(self) -> list[tuple[str, int]]:
        """Fields that most often buried a card a foundation needed."""
        return [(d["what"], int(d["count"])) for d in self.data["needed_card_buried_in"]]

    def to_json(self) -> dict[str, Any]:
        """The engine's JSON report plus the editor's `planned` deal count."""
        return {**self.data, "planned": self.planned}
