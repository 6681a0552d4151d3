"""The analysis request and the report the dialog shows, built from per-deal records (no Qt)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from editor.analysis.deals import DealRecord, SolverLimits
from engine.analysis.stats import histogram, summary, wilson
from engine.definition import GameDefinition

PLAYERS = ("random", "greedy", "solver")


@dataclass(frozen=True, slots=True)
class AnalysisJob:
    """What to analyse: player, deals (seeds first_seed, first_seed+1, ...), variant and level."""

    player: str = "random"
    deals: int = 100
    first_seed: int = 1
    variant: str | None = None
    level: int = 0
    limits: SolverLimits = field(default_factory=SolverLimits)

    @property
    def seeds(self) -> range:
        """The seeds in play order."""
        return range(self.first_seed, self.first_seed + max(self.deals, 0))


@dataclass(slots=True)
class Report:
    """Every figure the dialog and the exports show."""

    game: str
    player: str
    deals: int
    first_seed: int
    variant: str | None
    level: int
    planned: int
    wins: int
    win_ci: tuple[float, float]
    solved: int = 0
    unsolvable: int = 0
    unknown: int = 0
    solvable_ci: tuple[float, float] = (0.0, 1.0)
    moves: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    actions_never_fired: list[str] = field(default_factory=list)
    fields_never_received: list[str] = field(default_factory=list)
    fields_never_gave: list[str] = field(default_factory=list)
    dead_ends: list[tuple[str, int]] = field(default_factory=list)
    total_seconds: float = 0.0
    coverage: bool = False
    actions_total: int = 0
    fields_total: int = 0
    """True when some play was observed (the coverage lists mean something)."""

    @property
    def cancelled(self) -> bool:
        """True when fewer deals were played than asked for."""
        return self.deals < self.planned

    @property
    def win_rate(self) -> float:
        """Wins per deal played."""
        return self.wins / self.deals if self.deals else 0.0

    @property
    def decided(self) -> int:
        """Solver deals with a verdict (solved or proven unsolvable)."""
        return self.solved + self.unsolvable

    @property
    def solvable_rate(self) -> float:
        """Solved deals among the deals the solver decided."""
        return self.solved / self.decided if self.decided else 0.0

    def moves_summary(self) -> dict[str, float]:
        """Distribution summary of moves per game (won games for the solver)."""
        return summary(self.moves)

    def seconds_summary(self) -> dict[str, float]:
        """Distribution summary of seconds per deal."""
        return summary(self.seconds)

    def moves_histogram(self) -> list[dict[str, float]]:
        """Histogram bins of moves per game."""
        return histogram(self.moves, bins=12)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dictionary of the whole report."""
        data: dict[str, Any] = {
            "game": self.game,
            "player": self.player,
            "deals": self.deals,
            "planned": self.planned,
            "seed": self.first_seed,
            "variant": self.variant,
            "level": self.level,
            "wins": self.wins,
            "win_rate": self.win_rate,
            "win_rate_ci95": list(self.win_ci),
            "moves": self.moves_summary(),
            "moves_histogram": self.moves_histogram(),
            "seconds_per_deal": self.seconds_summary(),
            "seconds": round(self.total_seconds, 4),
            "actions_never_fired": self.actions_never_fired,
            "fields_never_received": self.fields_never_received,
            "fields_never_gave": self.fields_never_gave,
            "dead_ends": [{"reason": r, "count": c} for r, c in self.dead_ends],
            "coverage_observed": self.coverage,
        }
        if self.player == "solver":
            data.update(
                solved=self.solved,
                unsolvable=self.unsolvable,
                unknown=self.unknown,
                solvable_rate=self.solvable_rate,
                solvable_rate_ci95=list(self.solvable_ci),
            )
        return data


def field_name(definition: GameDefinition, index: int) -> str:
    """A field as authors know it: `#K id (type)` with the 1-based index of replay scripts."""
    f = definition.fields[index]
    return f"#{index + 1} {f.id} ({f.typ})"


def build_report(
    definition: GameDefinition,
    job: AnalysisJob,
    records: Sequence[DealRecord],
    total_seconds: float = 0.0,
) -> Report:
    """Aggregate the per-deal records into a report (records may stop early when cancelled)."""
    n = len(records)
    wins = sum(1 for r in records if r.won)
    verdicts = Counter(r.verdict for r in records)
    solver = job.player == "solver"
    moves = [r.moves for r in records if r.won or not solver]
    fired: set[int] = set()
    received: set[int] = set()
    gave: set[int] = set()
    for r in records:
        fired |= r.fired
        received |= r.received
        gave |= r.gave
    visible = [f.index for f in definition.fields if not getattr(f, "hidden", False)]
    report = Report(
        game=definition.name,
        player=job.player,
        deals=n,
        first_seed=job.first_seed,
        variant=definition.variant,
        level=definition.level,
        planned=job.deals,
        wins=wins,
        win_ci=wilson(wins, n),
        moves=moves,
        seconds=[r.seconds for r in records],
        total_seconds=total_seconds,
        actions_total=len(definition.all_actions),
        fields_total=len(visible),
    )
    if solver:
        report.solved = verdicts["solved"]
        report.unsolvable = verdicts["unsolvable"]
        report.unknown = verdicts["unknown"]
        report.solvable_ci = wilson(report.solved, report.decided)
    report.coverage = n > 0 and (not solver or wins > 0)
    if report.coverage:
        report.actions_never_fired = [
            a.label for a in definition.all_actions if a.index not in fired
        ]
        report.fields_never_received = [
            field_name(definition, i) for i in visible if i not in received
        ]
        report.fields_never_gave = [field_name(definition, i) for i in visible if i not in gave]
    dead = Counter(r.dead_end for r in records if r.dead_end)
    report.dead_ends = dead.most_common(8)
    return report
