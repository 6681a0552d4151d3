"""Mutation test: small mistakes in every game file are reported at least 95% of the time."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from engine.xmlread import parse_bytes
from schema import check_bytes
from schema.validate import lxml_verdict, walk, xmlschema_verdict
from tests.schema.conftest import DATA
from tests.schema.mutate import mutants

ROOT = Path(__file__).parents[2]


def _sources() -> list[Path]:
    return sorted((ROOT / "games").glob("*.xml")) + sorted((DATA / "valid").glob("*.xml"))


def _findings(data: bytes) -> set[tuple[str, int, str]]:
    return {(p.code, p.line, p.message) for p in check_bytes(data, "m.xml")}


@pytest.mark.slow
def test_mutations_are_reported() -> None:
    caught: Counter[str] = Counter()
    total: Counter[str] = Counter()
    missed: list[str] = []
    for path in _sources():
        data = path.read_bytes()
        before = _findings(data)
        for mutant in mutants(data, limit=60):
            total[mutant.kind] += 1
            if _findings(mutant.data) - before:
                caught[mutant.kind] += 1
            else:
                missed.append(f"{path.name}: {mutant.kind} {mutant.description}")
    rate = sum(caught.values()) / max(sum(total.values()), 1)
    print(f"\nmutations caught: {sum(caught.values())}/{sum(total.values())} = {rate:.1%}")
    for kind in sorted(total):
        print(f"  {kind}: {caught[kind]}/{total[kind]}")
    for line in missed[:40]:
        print("  missed:", line)
    assert sum(total.values()) >= 50
    assert rate >= 0.95


@pytest.mark.slow
def test_validators_agree_on_mutants() -> None:
    for path in _sources():
        for mutant in mutants(path.read_bytes(), limit=15, seed=7):
            parsed = parse_bytes(mutant.data, "m.xml")
            ours = not [p for p in walk(parsed) if p.severity.value == "error"]
            assert lxml_verdict(parsed) == xmlschema_verdict(parsed) == ours, mutant.description
