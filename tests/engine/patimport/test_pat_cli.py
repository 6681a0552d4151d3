"""`patstudio import-pat FILE.pat [-o OUT.xml]`: output, warnings on stderr, exit codes."""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree
from pat_helpers import DATA, pat

from engine.patimport import main


def test_writes_output_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "m.xml"
    assert main([str(DATA / "mysteriet.pat"), "-o", str(out)]) == 0
    assert etree.fromstring(out.read_bytes()).get("name") == "Mysteriet"
    assert capsys.readouterr().err == ""


def test_writes_stdout_and_warnings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "cut.pat"
    source.write_text(pat(stock="52 4 4 0 0 0 999 1 3 1 2"), encoding="utf-8")
    assert main([str(source)]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("<?xml")
    lines = captured.err.splitlines()
    assert f"{source}:3:22: warning: " in lines[1] and lines[1].endswith("[pat-cut]")


def test_danish_name_in_windows_1252(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "k.pat"
    source.write_bytes(pat(name="Kløver Æsker").encode("cp1252"))
    out = tmp_path / "k.xml"
    assert main([str(source), "--output", str(out)]) == 0
    assert etree.fromstring(out.read_bytes()).get("name") == "Kløver Æsker"


def test_malformed_file_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "bad.pat"
    source.write_text("T\n1 2\n52 4 4 0 0 0 999 1 1 0 2\n1 2 3\n", encoding="utf-8")
    assert main([str(source)]) == 1
    assert capsys.readouterr().err.startswith(f"{source}:4:6: error: ")


def test_unreadable_file_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(tmp_path / "missing.pat")]) == 1
    assert "[pat-read]" in capsys.readouterr().err


def test_unwritable_output_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(DATA / "mysteriet.pat"), "-o", str(tmp_path / "no" / "x.xml")]) == 1
    assert "[pat-write]" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [[], ["a.pat", "b.pat"], ["a.pat", "-o"], ["--bogus", "a.pat"]])
def test_usage_errors_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert "usage: patstudio import-pat" in capsys.readouterr().err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "OUT.xml" in capsys.readouterr().out


def test_warnings_in_german_keep_codes_and_places(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "cut.pat"
    source.write_text(pat(stock="52 4 4 0 0 0 999 1 3 1 2"), encoding="utf-8")
    out = tmp_path / "cut.xml"
    assert main([str(source), "-o", str(out)]) == 0
    english = capsys.readouterr().err.splitlines()
    xml = out.read_bytes()
    assert main([str(source), "-o", str(out), "--lang", "de"]) == 0
    german = capsys.readouterr().err.splitlines()
    assert out.read_bytes() == xml  # the written file (its comments too) does not change
    assert len(german) == len(english) >= 2
    for de, en in zip(german, english, strict=True):
        assert de.split(": warning: ")[0] == en.split(": warning: ")[0]
        assert de.rsplit(" [", 1)[1] == en.rsplit(" [", 1)[1]
        assert de != en
    assert any("Handstapel (10) = 1" in line for line in german)
