"""Command-line flags of the analysis for `patstudio simulate` and `replay`, and running them."""

from __future__ import annotations

import argparse
from typing import Any

from engine.analysis.deals import new_game
from engine.analysis.freecell import parse_deal
from engine.analysis.players import MOVE_CAP, STALL, PlayOptions
from engine.analysis.runner import BACKENDS, RunOptions, run_analysis
from engine.definition import GameDefinition
from engine.game import Game


def _deal_spec(text: str) -> str:
    """argparse type for `--deal ms:N`."""
    try:
        parse_deal(text)
    except Exception as exc:
        raise argparse.ArgumentTypeError(str(exc)) from exc
    return text.strip().lower()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the analysis flags to the `simulate` parser (it already has file, --deals, --player,
    --seed, --jobs, --variant, --level and --json)."""
    g = parser.add_argument_group("analysis")
    g.add_argument(
        "--deal",
        type=_deal_spec,
        metavar="ms:N",
        help="play Microsoft FreeCell deals N, N+1, ... instead of seeded deals",
    )
    g.add_argument(
        "--backend",
        choices=BACKENDS,
        default="local",
        help="run work units in local processes or on a dask.distributed cluster",
    )
    g.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="dask scheduler address (default: start a local cluster)",
    )
    g.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="progress bar on stderr (default: only when stderr is a terminal)",
    )
    g.add_argument(
        "--thoughtful",
        action="store_true",
        help="the solver sees face-down cards (all cards known)",
    )
    g.add_argument(
        "--strategy",
        choices=("best", "dfs", "prove"),
        default="best",
        help="solver search: several searches taking turns (best), depth-first alone (dfs), "
        "or depth-first over interchangeable cards, for proofs (prove)",
    )
    g.add_argument("--max-nodes", type=int, default=200_000, help="solver node limit per deal")
    g.add_argument(
        "--max-seconds",
        type=float,
        default=10.0,
        help="solver time limit per deal in seconds (0 = none)",
    )
    g.add_argument(
        "--cap",
        type=int,
        default=MOVE_CAP,
        help="moves after which a random or greedy playout stops",
    )
    g.add_argument(
        "--stall",
        type=int,
        default=STALL,
        help="moves without progress after which a playout stops (0 = never)",
    )
    g.add_argument(
        "--html",
        metavar="FILE",
        help="also write the report as an HTML page (in the language of --lang)",
    )
    g.add_argument("--detail", action="store_true", help="list every deal in the JSON report")


def add_replay_arguments(parser: argparse.ArgumentParser) -> None:
    """Add `--deal ms:N` to the `replay` parser."""
    parser.add_argument(
        "--deal",
        type=_deal_spec,
        metavar="ms:N",
        help="start from Microsoft FreeCell deal N instead of a seeded deal",
    )


def options_from_args(opts: argparse.Namespace) -> RunOptions:
    """The RunOptions for parsed `simulate` arguments."""
    play = PlayOptions(
        cap=opts.cap,
        stall=opts.stall,
        max_nodes=opts.max_nodes,
        max_seconds=opts.max_seconds or None,
        thoughtful=opts.thoughtful,
        strategy=opts.strategy,
    )
    return RunOptions(
        deals=opts.deals,
        player=opts.player,
        seed=opts.seed,
        deal=opts.deal,
        jobs=max(1, opts.jobs),
        backend=opts.backend,
        scheduler=opts.scheduler,
        progress=opts.progress,
        play=play,
    )


def simulate_from_args(definition: GameDefinition, opts: argparse.Namespace) -> dict[str, Any]:
    """Run `patstudio simulate` with parsed arguments; the report dict (HTML written if asked)."""
    report = run_analysis(
        definition, options_from_args(opts), path=opts.file, variant=opts.variant, level=opts.level
    )
    if opts.html:
        from engine.analysis.html import write_html
        from engine.messages import chosen_language

        write_html(report, opts.html, chosen_language(opts))
    return report.to_json(detail=opts.detail)


def replay_game(definition: GameDefinition, seed: int, deal: str | None) -> Game:
    """The starting game for `patstudio replay`: seeded, or MS deal N for `--deal ms:N`."""
    return new_game(definition, deal if deal else f"seed:{seed}")
