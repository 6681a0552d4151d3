"""The compiled lint core (mypyc, built by setup.py) gives the same problems as its sources.

Run as a script, this module prints every problem of a fixed set of files as JSON: the
tests run it in a subprocess with PATSTUDIO_PURE=1 (the Python sources) and compare.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))

from engine.lintnative import COMPILED, compiled, source, why_pure  # noqa: E402
from tests.engine.nativerun import pure_output, run_script  # noqa: E402


def results() -> list[list[object]]:
    """Every field of every problem of the shipped games and of broken copies of them (each
    compiled module takes part: the rules, the game compiler, the XSD walker)."""
    from schema import check_bytes, forget_recent

    out: list[list[object]] = []
    for path in sorted((ROOT / "games").glob("*.xml")):
        data = path.read_bytes()
        broken = (
            data,
            data.replace(b"<ziel>", b"<ziel>nirgends ", 1),
            data.replace(b'typ="', b'typ="falsch', 1),
            data.replace(b"</aktion>", b"<bedingung>quatsch</bedingung></aktion>", 1),
            data[: len(data) * 2 // 3],
        )
        for i, variant in enumerate(broken):
            forget_recent()
            found = check_bytes(variant, f"{path.name}#{i}")
            out.append([f"{path.name}#{i}", [p.to_json() for p in found]])
    return out


def test_pure_setting_uses_the_sources() -> None:
    code = (
        "import sys, engine.lintnative as n, schema.rules_refs, engine.compile;"
        " print(n.compiled(), sys.modules['schema.rules_refs'].__file__)"
    )
    out = pure_output(code)
    assert out == ["False", str(ROOT / "schema" / "rules_refs.py")]


def test_compiled_modules_exist_as_sources() -> None:
    for module in COMPILED:
        assert source(module).is_file()


@pytest.mark.skipif(not compiled(), reason="no compiled lint core (pip install -e . builds it)")
def test_compiled_modules_are_used() -> None:
    assert why_pure() is None
    for module in COMPILED:
        __import__(module)
        assert not str(sys.modules[module].__file__).endswith(".py"), module


@pytest.mark.skipif(not compiled(), reason="no compiled lint core (pip install -e . builds it)")
def test_compiled_and_pure_give_the_same_problems() -> None:
    pure = json.loads(run_script(__file__, pure=True).stdout)
    assert results() == pure
    assert any(problems for _, problems in pure)


if __name__ == "__main__":
    print(json.dumps(results()))
