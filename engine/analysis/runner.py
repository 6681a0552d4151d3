"""Running many deals: work units, a process pool (`--jobs`) or a dask cluster, the report."""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.analysis.deals import deal_list
from engine.analysis.players import PLAYERS, DealResult, PlayOptions, play_deal
from engine.analysis.progress import Progress
from engine.analysis.report import Report, RunInfo
from engine.definition import GameDefinition

BACKENDS = ("local", "dask")


@dataclass(frozen=True, slots=True)
class RunOptions:
    """A run: which deals, which player, how many processes and where they run."""

    deals: int
    player: str = "random"
    seed: int = 0
    deal: str | None = None
    """`ms:N`: play Microsoft FreeCell deals N, N+1, ... instead of seeds."""
    jobs: int = 1
    backend: str = "local"
    scheduler: str | None = None
    """Address of a running dask scheduler (None: start a local cluster)."""
    progress: bool | None = None
    """True/False forces the bar on/off; None shows it when stderr is a terminal."""
    play: PlayOptions = field(default_factory=PlayOptions)


@dataclass(frozen=True, slots=True)
class WorkUnit:
    """Deals for one worker: how to get the game (file or pickled definition) and the specs."""

    path: str | None
    variant: str | None
    level: int
    definition: GameDefinition | None
    player: str
    specs: tuple[str, ...]
    play: PlayOptions


_LOADED: dict[tuple[str, str | None, int], GameDefinition] = {}


def _definition(unit: WorkUnit) -> GameDefinition:
    """The unit's game, compiled once per worker process."""
    if unit.definition is not None:
        return unit.definition
    assert unit.path is not None
    key = (unit.path, unit.variant, unit.level)
    found = _LOADED.get(key)
    if found is None:
        from engine.compile import load_game

        found = _LOADED[key] = load_game(unit.path, variant=unit.variant, level=unit.level)
    return found


def run_unit(unit: WorkUnit) -> list[DealResult]:
    """Play every deal of a unit (top-level, so process pools and dask can ship it)."""
    definition = _definition(unit)
    return [play_deal(definition, spec, unit.player, unit.play) for spec in unit.specs]


def make_units(
    definition: GameDefinition, opts: RunOptions, path: str | None, variant: str | None, level: int
) -> list[WorkUnit]:
    """Split the run's deals into units: small enough to spread, big enough to be cheap."""
    specs = deal_list(opts.deals, opts.seed, opts.deal)
    workers = max(1, opts.jobs)
    per = 1 if opts.player == "solver" else max(1, min(200, math.ceil(len(specs) / (workers * 8))))
    ship = None if path else definition
    return [
        WorkUnit(path, variant, level, ship, opts.player, tuple(specs[k : k + per]), opts.play)
        for k in range(0, len(specs), per)
    ]


def _run_local(units: list[WorkUnit], jobs: int) -> Iterator[list[DealResult]]:
    """Units in order, in this process or in a spawn-started process pool."""
    if jobs <= 1 or len(units) <= 1:
        for unit in units:
            yield run_unit(unit)
        return
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(min(jobs, len(units))) as pool:
        yield from pool.imap(run_unit, units)


def _run_dask(
    units: list[WorkUnit], jobs: int, scheduler: str | None, client: Any = None
) -> Iterator[list[DealResult]]:
    """Units on a dask.distributed cluster (a local one unless a scheduler address is given)."""
    try:
        import dask.distributed as distributed
    except ImportError as exc:  # pragma: no cover - depends on the optional extra
        raise RuntimeError(
            "--backend dask needs the optional extra: pip install 'patience-studio[analysis]'"
        ) from exc
    own = client is None
    cluster: Any = None
    Client: Any = distributed.Client
    LocalCluster: Any = distributed.LocalCluster
    if client is None:
        if scheduler:
            client = Client(scheduler)
        else:
            cluster = LocalCluster(
                n_workers=max(1, jobs), threads_per_worker=1, processes=True, dashboard_address=None
            )
            client = Client(cluster)
    try:
        futures = client.map(run_unit, units, pure=False)
        for fut in futures:
            yield fut.result()
    finally:
        if own:
            client.close()
            if cluster is not None:
                cluster.close()


def run_analysis(
    definition: GameDefinition,
    opts: RunOptions,
    *,
    path: str | Path | None = None,
    variant: str | None = None,
    level: int | None = None,
    dask_client: Any = None,
    on_deal: Callable[[DealResult], None] | None = None,
) -> Report:
    """Play the run's deals and build the report (deal results in deal order, whatever the jobs)."""
    if opts.player not in PLAYERS:
        raise ValueError(f"unknown player {opts.player!r}: use one of {', '.join(PLAYERS)}")
    if opts.backend not in BACKENDS:
        raise ValueError(f"unknown backend {opts.backend!r}: use one of {', '.join(BACKENDS)}")
    variant = definition.variant if variant is None else variant
    level = definition.level if level is None else level
    source = str(path) if path else definition.path
    if source is not None and not Path(source).is_file():
        source = None  # compiled from text: ship the definition itself
    units = make_units(definition, opts, source, variant, level)
    bar = Progress(opts.deals, enabled=opts.progress)
    started = time.perf_counter()
    results: list[DealResult] = []
    stream = (
        _run_dask(units, opts.jobs, opts.scheduler, dask_client)
        if opts.backend == "dask"
        else _run_local(units, opts.jobs)
    )
    try:
        for chunk in stream:
            results.extend(chunk)
            bar.advance(len(chunk))
            if on_deal is not None:
                for r in chunk:
                    on_deal(r)
    finally:
        bar.close()
    info = RunInfo(
        opts.player,
        opts.seed,
        results[0].deal if results else "",
        opts.jobs,
        opts.backend,
        opts.play.thoughtful,
        time.perf_counter() - started,
    )
    return Report.build(definition, results, info)


def simulate(
    definition: GameDefinition,
    deals: int,
    player: str = "random",
    seed: int = 0,
    *,
    jobs: int = 1,
    path: str | Path | None = None,
    variant: str | None = None,
    level: int | None = None,
    **options: Any,
) -> dict[str, Any]:
    """Drop-in for `engine.simulate.simulate`: the report as a dict (design.md's keys first).

    Extra keyword options: deal, backend, scheduler, progress, detail, and the
    PlayOptions fields (cap, stall, max_nodes, max_seconds, thoughtful, strategy).
    """
    detail = bool(options.pop("detail", False))
    play_keys = set(PlayOptions.__dataclass_fields__)
    play = PlayOptions(**{k: options.pop(k) for k in list(options) if k in play_keys})
    opts = RunOptions(deals, player, seed, jobs=jobs, play=play, **options)
    report = run_analysis(definition, opts, path=path, variant=variant, level=level)
    return report.to_json(detail=detail)
