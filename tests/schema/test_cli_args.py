"""`patstudio lint`'s start: a command line of paths alone skips argparse, with the same options."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from schema.cli import _parser, _paths_only

ROOT = Path(__file__).resolve().parents[2]

PATHS_ONLY = [
    ["games"],
    ["a.xml", "b.xml", "folder/"],
    ["name with spaces.xml"],
    [""],
    ["x-y.xml", "+plus", "@at", "=eq", "1"],
]
WITH_OPTIONS = [
    [],
    ["-h"],
    ["--help"],
    ["games", "--format", "json"],
    ["--format=json", "games"],
    ["--form", "json", "games"],
    ["--cache-dir", "/tmp/c", "games"],
    ["--lang", "de", "games"],
    ["games", "--"],
    ["--", "-file.xml"],
    ["-1"],
    ["games", "--bogus"],
]


@pytest.mark.parametrize("argv", PATHS_ONLY)
def test_paths_alone_give_the_parsers_options(argv: list[str]) -> None:
    quick = _paths_only(argv)
    assert quick is not None
    assert vars(quick) == vars(_parser().parse_args(argv))


@pytest.mark.parametrize("argv", WITH_OPTIONS)
def test_anything_else_goes_to_the_parser(argv: list[str]) -> None:
    assert _paths_only(argv) is None


def test_parser_keeps_its_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        _parser().parse_args(["games", "--format", "xml"])
    assert exc.value.code == 2
    assert "patstudio lint: error: argument --format: invalid choice" in capsys.readouterr().err


# Modules a lint run need not load: argparse (options are rare), gettext and locale (only
# problems are rendered), shutil with bz2 and lzma (argparse's help formatter loads them).
NOT_AT_START = ("argparse", "gettext", "locale", "shutil", "bz2", "lzma")


def _loaded_after(statements: str) -> str:
    """The modules of NOT_AT_START loaded after `statements`, run by a fresh `python -S`
    (this machine's site hooks load modules of their own, which would hide ours)."""
    code = f"import sys; {statements}; print(*(m for m in {NOT_AT_START!r} if m in sys.modules))"
    env = dict(os.environ)
    site_packages = [p for p in sys.path if p.endswith("site-packages")]
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *site_packages])
    done = subprocess.run(
        [sys.executable, "-S", "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env=env,
    )
    return done.stdout.strip()


def test_lint_start_leaves_heavy_modules_out() -> None:
    assert _loaded_after("import engine.cli, schema.cli") == ""


def test_lint_run_of_a_clean_folder_leaves_heavy_modules_out(tmp_path: Path) -> None:
    (tmp_path / "ok.xml").write_text(
        '<spiel name="w" fenster="40x30"><programm>1</programm><version>1</version>'
        '<karten>52</karten><feld id="s" x="0" y="0" typ="stock"/>'
        '<aktion typ="klick"><erfolg>ende</erfolg></aktion></spiel>',
        encoding="utf-8",
    )
    ran = f"from schema.cli import main; assert main([{str(tmp_path)!r}]) == 0"
    assert _loaded_after(ran) == ""


def test_options_still_load_the_parser() -> None:
    # the check above can fail: parsing an option does load argparse
    ran = "from schema.cli import main; main(['--lang', 'de', '/nonexistent'])"
    assert "argparse" in _loaded_after(ran).split()
