"""`patstudio lint PATH... [--format json]`: check files and folders, print problems."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from engine.errors import Problem, Severity
from engine.messages import add_language_option, chosen_language
from schema import check_file

_SUFFIXES = (".xml",)


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors with exit code 2 and no traceback."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"patstudio lint: error: {message}", file=sys.stderr)
        raise SystemExit(2)


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


def main(argv: list[str]) -> int:
    """Run the linter; exit 0 without errors, 1 with errors, 2 on usage or unreadable paths."""
    parser = _Parser(
        prog="patstudio lint",
        description="Validate (XSD) and lint PatFinder game files or folders.",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="game files or folders")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    add_language_option(parser)
    try:
        opts = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    lang = chosen_language(opts)
    files, missing = _files(opts.paths)
    for raw in missing:
        print(f"patstudio lint: error: cannot read {raw}: no such file or folder", file=sys.stderr)
    problems: list[Problem] = []
    for path in files:
        problems.extend(problem.localized(lang) for problem in check_file(path))
    if opts.format == "json":
        print(json.dumps([p.to_json() for p in problems], ensure_ascii=False, indent=1))
    else:
        for problem in problems:
            print(str(problem))
    if missing or any(p.code == "io" for p in problems):
        return 2
    return 1 if any(p.severity is Severity.ERROR for p in problems) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
