"""`patstudio lint PATH... [--format json]`: check files and folders, print problems."""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from engine.errors import Problem, Severity
from engine.messages import add_language_option, chosen_language
from schema import check_bytes, check_file
from schema.forked import can_fork, forked_map

_SUFFIXES = (".xml",)
_WARM_UP = (
    b'<spiel name="w" fenster="40x30"><programm>1</programm><version>1</version>'
    b'<karten>52</karten><feld id="s" x="0" y="0" typ="stock"/>'
    b'<aktion typ="klick"><erfolg>ende</erfolg></aktion></spiel>'
)
"""A valid game: checking it loads what every check needs (schema, compiler, action
checks) and nothing only a problem needs (message catalogs), before the fork."""
_FILES_PER_WORKER = 4
"""Below this many files per extra process, starting it costs more than it saves."""

if TYPE_CHECKING:
    import argparse


def _parser() -> argparse.ArgumentParser:
    """The command's argument parser (argparse that reports usage errors with exit code 2
    and no traceback)."""
    import argparse  # only here: most runs name paths alone (see `_paths_only`)

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str) -> None:  # type: ignore[override]
            self.print_usage(sys.stderr)
            print(f"patstudio lint: error: {message}", file=sys.stderr)
            raise SystemExit(2)

    parser = _Parser(
        prog="patstudio lint",
        description="Validate (XSD) and lint PatFinder game files or folders.",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="game files or folders")
    parser.add_argument(
        "--format",
        choices=("text", "json"),
        default="text",
        help="one problem a line (file:line:col: severity: message [code]) or JSON",
    )
    parser.add_argument(
        "--cache-dir",
        metavar="DIR",
        help="keep results in DIR and reuse them for unchanged files (off by default)",
    )
    add_language_option(parser)
    return parser


class _Options:
    """What the parser gives for a command line of paths only (see `_paths_only`)."""

    def __init__(self, paths: list[str]) -> None:
        self.paths = paths
        self.format = "text"
        self.cache_dir: str | None = None
        self.lang: str | None = None


def _paths_only(argv: list[str]) -> _Options | None:
    """The options of a command line that names paths and nothing else, as the parser would
    give them (None for any other command line: the parser then decides).

    Importing argparse and building the parser cost some 15 M instructions (4-5 ms) of a
    start of about 100 ms, and with no argument starting with `-` the parser has nothing to
    do but collect the paths (tests/schema/test_cli_args.py compares both)."""
    if not argv or any(arg.startswith("-") for arg in argv):
        return None
    return _Options(list(argv))


def _files(paths: list[str]) -> tuple[list[Path], list[str]]:
    """Files to check in the given order (folders recursively, sorted), and missing paths."""
    files: list[Path] = []
    missing: list[str] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(
                sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in _SUFFIXES)
            )
        elif path.is_file():
            files.append(path)
        else:
            missing.append(raw)
    return files, missing


def workers_for(count: int, between: Callable[[], object] | None = None) -> int:
    """Processes to check `count` files with: one per free core, only when each gets enough
    (`between`: work to do while looking at the machine's load, see `_others_running`)."""
    most = count // _FILES_PER_WORKER
    if most < 2:
        return 1  # too few files to share: no need to look at the machine's load
    return max(1, min(free_cores(between), most))


def free_cores(between: Callable[[], object] | None = None) -> int:
    """Cores this run can have: those no other process is running on right now, plus the
    one it runs on.

    On a busy machine another process buys no time (the cores are taken) and costs CPU:
    each child copies the memory pages it touches. Then the files are checked one after
    another, as `make -l` starts no more jobs. The count of processes running right now
    (Linux `/proc/loadavg`) is used where there is one: the 1-minute load average also
    counts this linter's own earlier runs, so on an idle machine that lints again and
    again it would see a busy one. Elsewhere the load average decides.
    """
    cores = os.cpu_count() or 1
    others = _others_running(between)
    if others is None and between is not None:
        between()  # not done while looking: there was nothing to look at
    if others is not None:
        return max(1, min(cores, cores - others))
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):  # no load average on this platform
        return cores
    return max(1, min(cores, int(cores - load + 1)))


def _others_running(between: Callable[[], object] | None = None) -> int | None:
    """Processes other than this one running or ready to run now: the median of three
    looks some time apart, so one passing blip does not decide (None without
    /proc/loadavg).

    `between` runs between the first two looks: work the caller has to do anyway (the
    warm-up before the fork) spaces them instead of a sleep on the start's serial path.
    When those two agree they are the median; only then is a third look needed."""
    first = _running_now()
    if first is None:
        return None
    if between is not None:
        between()
    else:
        time.sleep(0.001)
    second = _running_now()
    if second is None or second == first:
        return first
    time.sleep(0.001)
    third = _running_now()
    return sorted([first, second, third if third is not None else first])[1]


def _running_now() -> int | None:
    """Processes other than this one running or ready to run (Linux `/proc/loadavg`)."""
    try:
        with open("/proc/loadavg", encoding="ascii") as handle:
            running = handle.read().split()[3].split("/")[0]
    except (OSError, IndexError):
        return None
    if not running.isdigit():
        return None
    return max(0, int(running) - 1)  # this process is one of them


def _check_all(files: list[Path], cache_dir: str | None = None) -> Iterator[list[Problem]]:
    """Problems of each file, in the files' order; many files are checked in parallel."""
    if cache_dir is None:
        return _check_many(check_file, files)
    from schema.lintcache import LintCache, check_file_cached

    # Answers the cache holds are read here first: only the other files are checked (no
    # processes are started when every file is unchanged).
    cache = LintCache(cache_dir)
    known = [cache.lookup(path) for path in files]
    missing = [path for path, found in zip(files, known, strict=True) if found is None]
    checked = _check_many(partial(check_file_cached, cache=cache), missing)
    return (found if found is not None else next(checked) for found in known)


def _check_many(
    check: Callable[[Path], list[Problem]], files: list[Path]
) -> Iterator[list[Problem]]:
    """`check` over the files, in their order; in parallel processes when there are many."""
    # Load what the first check loads once, before any fork (forked children share the
    # imported and loaded linter: nothing is loaded twice); done while looking at the load.
    workers = workers_for(len(files), partial(check_bytes, _WARM_UP))
    if workers > 1:
        if can_fork():
            return iter(forked_map(check, files, workers))
        try:
            return iter(_pool(check, files, workers))
        except OSError:
            pass  # no processes available here: check them one by one
    return (check(path) for path in files)


def _pool(
    check: Callable[[Path], list[Problem]], files: list[Path], workers: int
) -> list[list[Problem]]:
    """A process pool, where processes cannot be forked (each one imports the linter)."""
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    chunk = max(1, len(files) // (workers * 4))
    try:
        with ProcessPoolExecutor(workers) as pool:
            return list(pool.map(check, files, chunksize=chunk))
    except BrokenProcessPool as exc:
        raise OSError("process pool broke") from exc


def main(argv: list[str]) -> int:
    """Run the linter; exit 0 without errors, 1 with errors, 2 on usage or unreadable paths."""
    opts: _Options | argparse.Namespace | None = _paths_only(argv)
    if opts is None:
        try:
            opts = _parser().parse_args(argv)
        except SystemExit as exc:
            return int(exc.code or 0)
    lang = chosen_language(opts)
    files, missing = _files(opts.paths)
    for raw in missing:
        print(f"patstudio lint: error: cannot read {raw}: no such file or folder", file=sys.stderr)
    # Checking makes many short-lived objects and keeps few: collecting the young generation
    # less often saves some 2% (restored after: tests call main() in their own process).
    thresholds = gc.get_threshold()
    gc.set_threshold(5000, *thresholds[1:])
    try:
        checked = _check_all(files, opts.cache_dir)
        problems = [p.localized(lang) for found in checked for p in found]
    finally:
        gc.set_threshold(*thresholds)
    if opts.format == "json":
        import json  # only this output form needs it: kept out of start-up

        print(json.dumps([p.to_json() for p in problems], ensure_ascii=False, indent=1))
    else:
        for problem in problems:
            print(str(problem))
    if missing or any(p.code == "io" for p in problems):
        return 2
    return 1 if any(p.severity is Severity.ERROR for p in problems) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
