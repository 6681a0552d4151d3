"""The analysis report: figures aggregated from per-deal results, ready for JSON and HTML."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.analysis.coverage import top
from engine.analysis.players import DealResult
from engine.analysis.stats import histogram, summary, wilson
from engine.definition import GameDefinition


@dataclass(slots=True)
class RunInfo:
    """How the run was set up (echoed in the report)."""

    player: str = "random"
    seed: int = 0
    first_deal: str = ""
    jobs: int = 1
    backend: str = "local"
    thoughtful: bool = False
    seconds: float = 0.0
    """Wall-clock time of the whole run."""


@dataclass(slots=True)
class Report:
    """Everything the CLI prints and the editor's report dialog draws; pure data."""

    game: str
    variant: str | None
    level: int
    info: RunInfo
    results: list[DealResult]
    field_names: list[str] = field(default_factory=list)
    action_labels: list[tuple[int, str, int]] = field(default_factory=list)
    """(index, label, source line) of every action of the game."""

    @classmethod
    def build(cls, definition: GameDefinition, results: list[DealResult], info: RunInfo) -> Report:
        """Aggregate per-deal results (in deal order) for a game."""
        names = [definition.field_name(f.index) for f in definition.fields]
        actions = [(a.index, a.label, a.line) for a in definition.all_actions]
        return cls(
            definition.name, definition.variant, definition.level, info, results, names, actions
        )

    # ----- headline figures ---------------------------------------------------------
    @property
    def deals(self) -> int:
        """Number of deals played."""
        return len(self.results)

    @property
    def wins(self) -> int:
        """Deals won."""
        return sum(1 for r in self.results if r.won)

    @property
    def moves(self) -> int:
        """Moves made over all deals."""
        return sum(r.moves for r in self.results)

    def verdicts(self) -> Counter[str]:
        """Solver verdicts (solved / unsolvable / unknown) by count."""
        return Counter(r.status for r in self.results if self.info.player == "solver")

    def field_counts(self) -> list[dict[str, Any]]:
        """Per field: in how many deals it received and gave at least one card."""
        out = []
        for i, name in enumerate(self.field_names):
            bit = 1 << i
            out.append(
                {
                    "index": i,
                    "id": name,
                    "received": sum(1 for r in self.results if r.received & bit),
                    "gave": sum(1 for r in self.results if r.gave & bit),
                }
            )
        return out

    def action_counts(self) -> list[dict[str, Any]]:
        """Per action: in how many deals it was checked and in how many it fired."""
        entered: Counter[int] = Counter(i for r in self.results for i in r.entered)
        fired: Counter[int] = Counter(i for r in self.results for i in r.fired)
        return [
            {"index": i, "label": label, "line": line, "checked": entered[i], "fired": fired[i]}
            for i, label, line in self.action_labels
        ]

    # ----- export -------------------------------------------------------------------
    def to_json(self, *, detail: bool = False) -> dict[str, Any]:
        """The report as a JSON-ready dict (design.md's keys first); `detail` adds every deal."""
        n = self.deals
        wins = self.wins
        seconds = self.info.seconds
        moves_all = [r.moves for r in self.results]
        moves_won = [r.moves for r in self.results if r.won]
        fields = self.field_counts()
        actions = self.action_counts()
        lost = [r for r in self.results if not r.won]
        out: dict[str, Any] = {
            "game": self.game,
            "deals": n,
            "player": self.info.player,
            "wins": wins,
            "win_rate": wins / n if n else 0.0,
            "moves": self.moves,
            "seconds": round(seconds, 4),
            "moves_per_second": round(self.moves / seconds, 1) if seconds > 0 else 0.0,
            "variant": self.variant,
            "level": self.level,
            "seed": self.info.seed,
            "first_deal": self.info.first_deal,
            "jobs": self.info.jobs,
            "backend": self.info.backend,
            "win_rate_ci95": list(wilson(wins, n)),
            "moves_per_deal": summary(moves_all),
            "moves_per_won_deal": summary(moves_won),
            "moves_histogram": histogram(moves_all),
            "seconds_per_deal": summary([r.seconds for r in self.results]),
            "stop_reasons": dict(Counter(r.status for r in self.results)),
            "fields": fields,
            "fields_never_received": [f["id"] for f in fields if not f["received"]],
            "fields_never_gave": [f["id"] for f in fields if not f["gave"]],
            "fields_unused": [f["id"] for f in fields if not f["received"] and not f["gave"]],
            "actions": actions,
            "actions_never_fired": [a["label"] for a in actions if not a["fired"]],
            "dead_ends": top(Counter(r.dead_end for r in lost)),
            "needed_card_buried_in": top(Counter(b for r in lost for b in r.buried)),
        }
        if self.info.player == "solver":
            v = self.verdicts()
            solved, unsolvable = v.get("solved", 0), v.get("unsolvable", 0)
            decided = solved + unsolvable
            out["solver"] = {
                "thoughtful": self.info.thoughtful,
                "solved": solved,
                "unsolvable": unsolvable,
                "unknown": n - decided,
                "solvable_rate": solved / n if n else 0.0,
                "solvable_rate_ci95": list(wilson(solved, n)),
                "solvable_rate_bounds": [
                    solved / n if n else 0.0,
                    (n - unsolvable) / n if n else 1.0,
                ],
                "nodes_per_deal": summary([r.nodes for r in self.results]),
            }
        if detail:
            out["results"] = [r.to_json() for r in self.results]
        return out
