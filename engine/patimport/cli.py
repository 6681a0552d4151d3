"""The `patstudio import-pat FILE.pat [-o OUT.xml]` command."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import NoReturn

from engine.errors import LoadError
from engine.messages import add_language_option, chosen_language, msg
from engine.patimport.convert import convert_pat
from engine.patimport.reader import decode_bytes

USAGE = "patstudio import-pat FILE.pat [-o OUT.xml]"


class _UsageError(Exception):
    """Bad command-line arguments."""


class _Parser(argparse.ArgumentParser):
    """An argument parser that raises instead of exiting."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def _parser() -> _Parser:
    """Arguments of the subcommand."""
    parser = _Parser(
        prog="patstudio import-pat",
        usage=USAGE,
        add_help=True,
        description="Convert a Kabaler .pat game into a PatFinder XML game file.",
    )
    parser.add_argument("file", metavar="FILE.pat", help="the .pat file to convert")
    parser.add_argument(
        "-o",
        "--output",
        metavar="OUT.xml",
        help="where to write the XML (default: standard output)",
    )
    add_language_option(parser)
    return parser


def main(argv: list[str]) -> int:
    """Run the command; 0 converted, 1 unreadable or malformed input, 2 usage error."""
    try:
        args = _parser().parse_args(argv)
    except _UsageError as exc:
        print(f"usage: {USAGE}\nerror: {exc}", file=sys.stderr)
        return 2
    except SystemExit as exc:  # --help
        return 0 if exc.code in (0, None) else 2
    path, lang = str(args.file), chosen_language(args)
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        why = msg("pat.cannot-read", why=str(exc.strerror or exc)).render(lang)
        print(f"{path}:0:0: error: {why} [pat-read]", file=sys.stderr)
        return 1
    try:
        result = convert_pat(decode_bytes(data), path=path)
    except LoadError as exc:
        print(exc.to_problem().localized(lang), file=sys.stderr)
        return 1
    for problem in result.warnings:
        print(problem.localized(lang), file=sys.stderr)
    if args.output is None:
        sys.stdout.write(result.xml)
        return 0
    try:
        Path(args.output).write_text(result.xml, encoding="utf-8")
    except OSError as exc:
        why = msg("pat.cannot-write", why=str(exc.strerror or exc)).render(lang)
        print(f"{args.output}:0:0: error: {why} [pat-write]", file=sys.stderr)
        return 1
    return 0
