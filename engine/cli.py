"""The `patstudio` command: headless subcommands, or the editor when none is given."""

from __future__ import annotations

import atexit
import gc
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from engine.errors import EngineError, LoadError, refusal_of
from engine.messages import add_language_option, chosen_language

if TYPE_CHECKING:
    # Imported by the commands that parse options here: `patstudio lint` has its own
    # parser, which a command line of paths alone does not build (schema/cli.py).
    import argparse

SUBCOMMANDS = ("lint", "replay", "simulate", "import-pat", "test", "games", "lsp")
TOP_OPTIONS = ("--version", "--install-desktop-entry")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] not in SUBCOMMANDS and args[0] not in ("-h", "--help"):
        if args and args[0] in TOP_OPTIONS:
            if len(args) > 1:
                return _usage_error(f"{args[0]} takes no arguments (got {' '.join(args[1:])})")
            return _top_option(args[0])
        if args and args[0].startswith("-"):
            return _usage_error(f"unknown option {args[0]}")
        return _open_editor(args)
    if args[0] in ("-h", "--help"):
        _parser().print_help()
        return 0
    command, rest = args[0], args[1:]
    handlers: dict[str, Callable[[list[str]], int]] = {
        "lint": partial(_lint, own=argv is None),
        "replay": _replay,
        "simulate": _simulate,
        "import-pat": _import_pat,
        "test": _test,
        "games": _games,
        "lsp": lambda rest: int(importlib.import_module("schema.lsp.server").main(rest)),
    }
    try:
        code = handlers[command](rest)
        if argv is None:
            # The process's own command ran (not a caller's list): it ends now. Frozen
            # objects are left out of the collection at exit, which would otherwise walk
            # everything the command imported and made (some 10% of linting one file).
            gc.freeze()
            if command == "lint":
                _end_now(code)
        return code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


def _end_now(code: int) -> None:
    """End the process here with `code`: exit handlers run and output written, in the
    order the interpreter's own exit keeps.

    Skips the interpreter's teardown, which frees every module and object one by one: a
    process that ends has no use for it, and it cost `patstudio lint` some 5 ms of wall time
    a run (a tenth of linting one file). Returns, leaving the ordinary exit to report it,
    when the output cannot be written (a closed pipe)."""
    atexit._run_exitfuncs()  # run once: the ordinary exit would find none left
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):  # closed, or no stream at all
        return
    os._exit(code)


def _parser() -> argparse.ArgumentParser:
    import argparse

    parser = argparse.ArgumentParser(
        prog="patstudio",
        description="Patience Studio: edit, check and play PatFinder game files. "
        "Without a subcommand the editor opens (optionally on FILE).",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("lint", help="validate and lint game files or folders")
    sub.add_parser("replay", help="play a replay script and print steps and state as JSON")
    sub.add_parser("simulate", help="play many seeded deals and report win rate and speed")
    sub.add_parser("import-pat", help="convert a Kabaler .pat file to the XML format")
    sub.add_parser("test", help="re-run the test positions stored next to a game file")
    sub.add_parser("games", help="list the bundled game library (name, path, variants)")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="add the editor to your application menu (user scope) and exit",
    )
    sub.add_parser("lsp", help="run the language server (LSP) over stdio")
    return parser


def _top_option(option: str) -> int:
    """--version or --install-desktop-entry (no editor, no Qt)."""
    if option == "--install-desktop-entry":
        install: Callable[[], int] = importlib.import_module("engine.desktop").main
        return install()
    from importlib.metadata import PackageNotFoundError, version

    try:
        print(f"patstudio {version('patience-studio')}")
    except PackageNotFoundError:
        print("patstudio (version unknown: the package is not installed)")
    return 0


def _open_editor(args: list[str]) -> int:
    """Open the editor (Qt is imported only here), after checking that Qt can start."""
    from engine.qtcheck import gui_problem, import_problem

    problem = gui_problem()
    if problem is None:
        try:
            editor: Callable[[list[str]], int] = importlib.import_module("editor.app").main
        except ImportError as exc:
            if not (exc.name or "").startswith(("PySide6", "shiboken6")):
                raise
            problem = import_problem(exc)
        else:
            return editor(args)
    print(problem, file=sys.stderr)
    return 2


def _usage_error(message: str) -> int:
    print(f"patstudio: error: {message}", file=sys.stderr)
    return 2


def _lint(argv: list[str], *, own: bool = False) -> int:
    if not own:
        lint_main: Callable[[list[str]], int] = importlib.import_module("schema.cli").main
        return lint_main(argv)
    # The process's own lint: the linter loads with the collector off (loading makes
    # many objects and no garbage), and what it loaded is frozen, so the collections
    # while checking skip it (they walked all of it: some 7% of a start).
    gc.disable()
    try:
        lint_main = importlib.import_module("schema.cli").main
        gc.freeze()
    finally:
        gc.enable()
    return lint_main(argv)


def _import_pat(argv: list[str]) -> int:
    import_main: Callable[[list[str]], int] = importlib.import_module("engine.patimport").main
    return import_main(argv)


def _test(argv: list[str]) -> int:
    test_main: Callable[[list[str]], int] = importlib.import_module("engine.testcases").main
    return test_main(argv)


def _games(argv: list[str]) -> int:
    games_main: Callable[[list[str]], int] = importlib.import_module("engine.library").main
    return games_main(argv)


def _load(path: str, variant: str | None, level: int, language: str) -> object:
    """Load a game definition or print the load error; returns None on failure."""
    from engine.compile import load_game

    try:
        return load_game(path, variant=variant, level=level)
    except LoadError as exc:
        print(exc.render(language), file=sys.stderr)
        return None


def _engine_error(path: str, exc: EngineError, language: str) -> int:
    """Print an engine error that ended a command (in `language` where it is a refusal)."""
    text = exc.render(language) if isinstance(exc, LoadError) else refusal_of(exc).render(language)
    print(f"{path}: {text}", file=sys.stderr)
    return 1


def _add_game_arguments(parser: argparse.ArgumentParser) -> None:
    """The game file and which of its variants and levels to play (replay and simulate)."""
    parser.add_argument("file", help="the game file")
    parser.add_argument("--variant", help="variant id (default: the file's first)")
    parser.add_argument("--level", type=int, default=0, help="level (default 0)")


def _replay(argv: list[str]) -> int:
    import argparse

    from engine.analysis.cli import add_replay_arguments

    parser = argparse.ArgumentParser(prog="patstudio replay")
    _add_game_arguments(parser)
    parser.add_argument("--seed", type=int, help="deal number (required unless --deal is given)")
    parser.add_argument("--script", help="script file, or - for standard input")
    parser.add_argument("--trace", action="store_true", help="list the action instructions run")
    add_replay_arguments(parser)
    add_language_option(parser)
    opts = parser.parse_args(argv)
    lang = chosen_language(opts)
    if opts.seed is None and opts.deal is None:
        parser.error("the following arguments are required: --seed")
    script = ""
    if opts.script == "-":
        script = sys.stdin.read()
    elif opts.script:
        try:
            with open(opts.script, encoding="utf-8") as handle:
                script = handle.read()
        except OSError as exc:
            return _usage_error(f"cannot read script {opts.script}: {exc.strerror}")
    definition = _load(opts.file, opts.variant, opts.level, lang)
    if definition is None:
        return 1
    from engine.analysis.cli import replay_game
    from engine.replay import run_script

    try:
        game = replay_game(definition, opts.seed or 0, opts.deal)  # type: ignore[arg-type]
        steps = run_script(game, script, trace=opts.trace, language=lang)
        result = {"steps": steps, "state": game.to_json()}
    except EngineError as exc:
        return _engine_error(opts.file, exc, lang)
    import json  # loaded by the commands that print JSON, not by every start

    print(json.dumps(result, ensure_ascii=False))
    return 0


def _simulate(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="patstudio simulate")
    _add_game_arguments(parser)
    parser.add_argument("--deals", type=int, required=True, help="how many deals to play")
    parser.add_argument(
        "--player",
        choices=("random", "greedy", "solver"),
        default="random",
        help="who plays: random moves, a greedy player, or the solver (default random)",
    )
    parser.add_argument("--seed", type=int, default=0, help="first deal number (default 0)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to use (default 1)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    from engine.analysis.cli import add_arguments, simulate_from_args

    add_arguments(parser)
    add_language_option(parser)
    opts = parser.parse_args(argv)
    lang = chosen_language(opts)
    if opts.deals < 1:
        return _usage_error("--deals must be at least 1")
    if opts.jobs < 1:
        return _usage_error("--jobs must be at least 1")
    definition = _load(opts.file, opts.variant, opts.level, lang)
    if definition is None:
        return 1
    try:
        report = simulate_from_args(definition, opts)  # type: ignore[arg-type]
    except EngineError as exc:
        return _engine_error(opts.file, exc, lang)
    except (ValueError, RuntimeError) as exc:
        print(f"{opts.file}: {exc}", file=sys.stderr)
        return 1
    if opts.json:
        import json

        print(json.dumps(report, ensure_ascii=False))
    else:
        _print_text(report)
    return 0


def _print_text(report: dict[str, object]) -> None:
    """`key: value` lines of the report's plain figures, then the solver's verdicts."""
    for key, value in report.items():
        if not isinstance(value, (dict, list)):
            print(f"{key}: {value}")
    # "can it be won, how often": the solver's counts matter more than its win count
    solver = report.get("solver")
    if isinstance(solver, dict):
        for key in ("solved", "unsolvable", "unknown", "solvable_rate"):
            if key in solver:
                print(f"{key}: {solver[key]}")
        low_high = solver.get("solvable_rate_ci95")
        if isinstance(low_high, list) and len(low_high) == 2:
            print(f"solvable_rate_ci95: {low_high[0]:.4f} {low_high[1]:.4f}")


if __name__ == "__main__":
    raise SystemExit(main())
