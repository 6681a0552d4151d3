"""Test positions stored next to a game file, and `patstudio test FILE` to re-run them."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from engine.errors import LoadError
from engine.messages import Message, add_language_option, chosen_language, msg

SUFFIX = ".tests.json"


@dataclass(frozen=True)
class TestCase:
    """A named recording: seed, variant, level, the replay commands and the state they reached."""

    name: str
    seed: int
    commands: tuple[str, ...]
    variant: str | None = None
    level: int = 0
    expected: dict[str, Any] = field(default_factory=dict)
    """State JSON after the last command (as `patstudio replay` prints it)."""

    __test__ = False  # not a pytest class


@dataclass(frozen=True)
class CaseResult:
    """Outcome of re-running one test case."""

    name: str
    passed: bool
    reason: str | None = None
    """Why it failed, in English (`why` holds the same as a message)."""
    why: Message | None = None


def _failed(name: str, why: Message) -> CaseResult:
    return CaseResult(name, False, str(why), why)


def cases_path(game_path: str | Path) -> Path:
    """Where the test cases of a game file live: `canfield.xml` -> `canfield.tests.json`."""
    path = Path(game_path)
    return path.with_name(path.stem + SUFFIX)


def load_cases(game_path: str | Path) -> list[TestCase]:
    """Read the stored cases (an empty list when there are none)."""
    path = cases_path(game_path)
    if not path.exists():
        return []
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        why = msg("testcases", why=str(exc))
        raise LoadError(why, path=str(path), code="testcases") from None
    cases = []
    for item in raw.get("cases", []):
        cases.append(
            TestCase(
                name=str(item["name"]),
                seed=int(item["seed"]),
                commands=tuple(str(c) for c in item.get("commands", [])),
                variant=item.get("variant"),
                level=int(item.get("level", 0)),
                expected=dict(item.get("expected", {})),
            )
        )
    return cases


def save_cases(game_path: str | Path, cases: list[TestCase]) -> None:
    """Write the cases atomically (temp file + rename)."""
    path = cases_path(game_path)
    data = {
        "format": 1,
        "cases": [{**asdict(case), "commands": list(case.commands)} for case in cases],
    }
    fd, tmp = tempfile.mkstemp(dir=str(path.parent), prefix=path.name, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(data, handle, ensure_ascii=False, indent=1)
        handle.write("\n")
    os.replace(tmp, path)


def run_case(game_path: str | Path, case: TestCase) -> CaseResult:
    """Replay a case against the current file; fail on a refused move or a changed end state."""
    from engine.compile import load_game
    from engine.game import Game
    from engine.replay import parse_script, refusal_for

    try:
        definition = load_game(game_path, variant=case.variant, level=case.level)
    except LoadError as exc:
        return _failed(case.name, msg("case.no-load", problem=exc.text))
    game = Game.new(definition, seed=case.seed)
    for command in parse_script("\n".join(case.commands)):
        why = refusal_for(game, command)
        if why is not None:
            return _failed(case.name, msg("case.refused", command=f"'{command.text}'", reason=why))
    if case.expected and _comparable(game.to_json()) != _comparable(case.expected):
        return _failed(case.name, msg("case.state-changed"))
    return CaseResult(case.name, True)


def _comparable(state: dict[str, Any]) -> dict[str, Any]:
    """State without fields that legitimately differ between runs."""
    return {key: value for key, value in state.items() if key not in ("game",)}


def main(argv: list[str]) -> int:
    """`patstudio test FILE...`: exit 0 when every case passes, 1 on failures, 2 on usage."""
    parser = argparse.ArgumentParser(prog="patstudio test")
    parser.add_argument("files", nargs="+")
    add_language_option(parser)
    opts = parser.parse_args(argv)
    lang = chosen_language(opts)
    failed = total = 0
    for name in opts.files:
        if not Path(name).is_file():
            why = msg("case.cannot-read", name=name).render(lang)
            print(f"patstudio test: {why}", file=sys.stderr)
            return 2
        try:
            cases = load_cases(name)
        except LoadError as exc:
            print(exc.render(lang), file=sys.stderr)
            return 2
        for case in cases:
            total += 1
            outcome = run_case(name, case)
            mark = "PASS" if outcome.passed else "FAIL"
            detail = f": {outcome.why.render(lang)}" if outcome.why else ""
            print(f"{mark} {name} :: {case.name}{detail}")
            failed += not outcome.passed
    print(msg("case.summary", passed=total - failed, failed=failed).render(lang))
    return 1 if failed else 0
