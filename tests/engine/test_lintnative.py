"""The compiled lint core (mypyc, built by setup.py) gives the same problems as its sources.

Run as a script, this module prints every problem of a fixed set of files as JSON: the
tests run it in a subprocess with PATSTUDIO_PURE=1 (the Python sources) and compare.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))

from engine.lintnative import COMPILED, PURE_ENV, compiled, source, why_pure  # noqa: E402


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


def _run_script(pure: bool) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop(PURE_ENV, None)
    if pure:
        env[PURE_ENV] = "1"
    return subprocess.run(
        [sys.executable, "-W", "error::RuntimeWarning", __file__],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=True,
    )


def test_pure_setting_uses_the_sources() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), **{PURE_ENV: "1"})
    code = (
        "import sys, engine.lintnative as n, schema.rules_refs, engine.compile;"
        " print(n.compiled(), sys.modules['schema.rules_refs'].__file__)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    ).stdout.split()
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
    pure = json.loads(_run_script(pure=True).stdout)
    assert results() == pure
    assert any(problems for _, problems in pure)


if __name__ == "__main__":
    print(json.dumps(results()))
