"""`patstudio lint`: text and JSON output, exit codes, folders, file order."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from schema.cli import main
from tests.schema.conftest import BASE, DATA, edit
from tests.schema.mutate import mutants

LINE_RE = re.compile(
    r"^(?P<path>.+):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|info): "
    r"(?P<msg>.+) \[(?P<code>[a-z0-9-]+)\]$"
)


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_clean_file_exits_0(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = _write(tmp_path, "ok.xml", BASE)
    assert main([str(path)]) == 0
    assert capsys.readouterr().out == ""


def test_errors_exit_1_with_text_lines(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = _write(tmp_path, "bad.xml", edit("<folgefarbe>wechsel", "<folgefarbe>wechsle"))
    assert main([str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines and all(LINE_RE.match(line) for line in lines)
    first = LINE_RE.match(lines[0])
    assert first and first["path"] == str(path) and first["code"] == "xsd-bad-value"


def test_warnings_only_exit_0(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = _write(tmp_path, "warn.xml", edit("<folgeschieb>offen", "<folgeschieb>farbig"))
    assert main([str(path)]) == 0
    assert "warning" in capsys.readouterr().out


def test_json_format(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = _write(tmp_path, "bad.xml", edit("<quelle>abwurf", "<quelle>abwruf"))
    assert main([str(path), "--format", "json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data and set(data[0]) == {"path", "line", "column", "severity", "code", "message"}
    assert data[0]["code"] == "unknown-field" and data[0]["path"] == str(path)


def test_json_empty_list_when_clean(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = _write(tmp_path, "ok.xml", BASE)
    assert main(["--format", "json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_folders_recursive_in_file_order(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    bad = edit("<quelle>abwurf", "<quelle>abwruf")
    _write(tmp_path, "b/z.xml", bad)
    _write(tmp_path, "a.xml", bad)
    _write(tmp_path, "b/sub/m.xml", bad)
    _write(tmp_path, "notes.txt", "not a game")
    single = _write(tmp_path.parent / (tmp_path.name + "_x"), "first.xml", bad)
    assert main([str(single), str(tmp_path)]) == 1
    paths = [LINE_RE.match(line)["path"] for line in capsys.readouterr().out.splitlines()]  # type: ignore[index]
    order = list(dict.fromkeys(paths))
    assert order == [
        str(single),
        str(tmp_path / "a.xml"),
        str(tmp_path / "b/sub/m.xml"),
        str(tmp_path / "b/z.xml"),
    ]
    shutil.rmtree(single.parent)


def test_problems_sorted_by_line_within_a_file(capsys) -> None:  # type: ignore[no-untyped-def]
    main([str(DATA / "mistakes")])
    rows = [LINE_RE.match(line) for line in capsys.readouterr().out.splitlines()]
    keys = [(r["path"], int(r["line"]), int(r["col"])) for r in rows if r]
    assert keys == sorted(keys)


def test_usage_errors_exit_2(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main([]) == 2
    assert main(["--format", "yaml", str(tmp_path)]) == 2
    assert main([str(tmp_path / "missing.xml")]) == 2
    assert "missing.xml" in capsys.readouterr().err


def test_patstudio_entry_point_runs_lint(tmp_path: Path) -> None:
    path = _write(tmp_path, "bad.xml", "<spiel")
    result = subprocess.run(
        [sys.executable, "-m", "engine.cli", "lint", str(path)],
        capture_output=True,
        text=True,
        cwd=Path(__file__).parents[2],
    )
    assert result.returncode == 1
    assert LINE_RE.match(result.stdout.strip()) and "Traceback" not in result.stderr


@pytest.mark.parametrize("form", ["text", "json"])
def test_lint_process_writes_its_whole_output_before_it_ends(tmp_path: Path, form: str) -> None:
    # The process ends without the interpreter's teardown: output still held in a pipe's
    # buffer (no PYTHONUNBUFFERED) must be written first.
    text = edit("<folgefarbe>wechsel", "<folgefarbe>wechsle")
    folder = tmp_path / "many"
    for i in range(40):
        _write(folder, f"bad{i:02d}.xml", text)
    skip = ("PYTHONUNBUFFERED", "LANGUAGE", "LC_ALL", "LC_MESSAGES")
    env = {k: v for k, v in os.environ.items() if k not in skip}
    env["LANG"] = "C.UTF-8"
    result = subprocess.run(
        [sys.executable, "-m", "engine.cli", "lint", "--format", form, str(folder)],
        capture_output=True,
        text=True,
        cwd=Path(__file__).parents[2],
        env=env,
    )
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["--format", form, "--lang", "en", str(folder)]) == 1
    assert result.returncode == 1
    assert result.stdout == out.getvalue() and out.getvalue().count("bad39.xml") >= 1


def test_lint_process_runs_exit_handlers(tmp_path: Path) -> None:
    path = _write(tmp_path, "ok.xml", BASE)
    code = (
        "import atexit, sys\n"
        "atexit.register(lambda: print('handler ran', file=sys.stderr))\n"
        "from engine.cli import main\n"
        f"sys.argv = ['patstudio', 'lint', {str(path)!r}]\n"
        "raise SystemExit(main())\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=Path(__file__).parents[2]
    )
    assert result.returncode == 0
    assert result.stderr == "handler ran\n"


def _lint_run(path: Path, *extra: str, lang_env: str = "C.UTF-8") -> subprocess.CompletedProcess:  # type: ignore[type-arg]
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = lang_env
    return subprocess.run(
        [sys.executable, "-m", "engine.cli", "lint", *extra, str(path)],
        capture_output=True,
        text=True,
        cwd=Path(__file__).parents[2],
        env=env,
    )


def test_lint_speaks_german_under_a_german_locale(tmp_path: Path) -> None:
    text = edit("<folgefarbe>wechsel", "<folgefarbe>wechsle").replace("</spiel>", "<oops/></spiel>")
    path = _write(tmp_path, "bad.xml", text)
    english = _lint_run(path)
    german = _lint_run(path, lang_env="de_DE.UTF-8")
    assert english.returncode == german.returncode == 1
    en_lines = [LINE_RE.match(line) for line in english.stdout.splitlines()]
    de_lines = [LINE_RE.match(line) for line in german.stdout.splitlines()]
    assert all(en_lines) and all(de_lines) and len(en_lines) == len(de_lines) >= 2
    assert [m["code"] for m in de_lines if m] == [m["code"] for m in en_lines if m]
    bad_value = next(m for m in de_lines if m and m["code"] == "xsd-bad-value")
    assert bad_value["msg"] == (
        "<folgefarbe> 'wechsle' ist ungültig; erwartet: einer der Werte gleich, ungleich, "
        "wechsel, frei; meinten Sie 'wechsel'?"
    )
    assert all(m["msg"] != n["msg"] for m, n in zip(de_lines, en_lines, strict=True) if m and n)


def test_lang_option_beats_the_environment_and_keeps_json_keys(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = _write(tmp_path, "bad.xml", edit("<folgefarbe>wechsel", "<folgefarbe>wechsle"))
    assert main(["--format", "json", str(path)]) == 1
    english = json.loads(capsys.readouterr().out)
    assert main(["--format", "json", "--lang", "de", str(path)]) == 1
    german = json.loads(capsys.readouterr().out)
    assert [set(p) for p in german] == [set(p) for p in english]
    strip = [{k: v for k, v in p.items() if k != "message"} for p in german]
    assert strip == [{k: v for k, v in p.items() if k != "message"} for p in english]
    assert "ungültig" in german[0]["message"] and "not valid" in english[0]["message"]
    german_env = _lint_run(path, "--lang", "en", lang_env="de_DE.UTF-8")
    assert "is not valid" in german_env.stdout


def test_unreadable_xml_is_reported_in_german(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = _write(tmp_path, "broken.xml", "<spiel><feld></spiel>")
    assert main(["--lang", "de", str(path)]) == 1
    line = LINE_RE.match(capsys.readouterr().out.strip())
    assert line and line["code"] == "xml-syntax"
    assert line["msg"].startswith("Start- und End-Tag passen nicht zusammen: feld in Zeile 1")


def test_many_files_in_parallel_give_the_serial_output(  # type: ignore[no-untyped-def]
    tmp_path: Path, capsys, monkeypatch
) -> None:
    import schema.cli as cli

    bad = edit("<folgefarbe>wechsel", "<folgefarbe>wechsle")
    for i in range(12):
        _write(tmp_path, f"g{i:02d}.xml", bad if i % 3 == 0 else BASE)
    monkeypatch.setattr(cli, "free_cores", lambda *_: 2)
    assert cli.workers_for(12) == 2
    assert main([str(tmp_path), "--format", "json"]) == 1
    parallel = capsys.readouterr().out
    monkeypatch.setattr(cli, "workers_for", lambda *_: 1)
    assert main([str(tmp_path), "--format", "json"]) == 1
    assert parallel == capsys.readouterr().out
    paths = [p["path"] for p in json.loads(parallel)]
    assert paths == sorted(paths) and len(set(paths)) == 4


def test_few_files_need_no_extra_process(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import schema.cli as cli

    monkeypatch.setattr(cli, "free_cores", lambda *_: 8)
    assert cli.workers_for(3) == 1 and cli.workers_for(9) == 2 and cli.workers_for(100) == 8


def test_a_busy_machine_gets_no_extra_process(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import schema.cli as cli

    monkeypatch.setattr(cli.os, "cpu_count", lambda: 2)
    for others, cores in ((0, 2), (1, 1), (3, 1)):
        monkeypatch.setattr(cli, "_others_running", lambda *_, others=others: others)
        assert cli.free_cores() == cores
    assert cli.workers_for(50) == 1  # three others running on 2 cores: one after another
    monkeypatch.setattr(cli, "_others_running", lambda *_: 0)
    assert cli.workers_for(50) == 2


def test_without_a_count_of_running_processes_the_load_average_decides(  # type: ignore[no-untyped-def]
    monkeypatch,
) -> None:
    import schema.cli as cli

    monkeypatch.setattr(cli.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(cli, "_others_running", lambda *_: None)
    for load, cores in ((0.0, 2), (0.9, 2), (1.5, 1), (4.0, 1)):
        monkeypatch.setattr(cli.os, "getloadavg", lambda load=load: (load, load, load))
        assert cli.free_cores() == cores


@pytest.mark.parametrize(
    ("looks", "others", "taken"),
    [((1, 1, 5), 1, 2), ((0, 3, 3), 3, 3), ((2, 0, 1), 1, 3), ((None, 0, 0), None, 1)],
)
def test_the_load_is_the_median_of_three_looks_around_the_given_work(  # type: ignore[no-untyped-def]
    monkeypatch, looks: tuple[int | None, ...], others: int | None, taken: int
) -> None:
    import schema.cli as cli

    seen: list[str] = []
    queue = list(looks)

    def look() -> int | None:
        seen.append("look")
        return queue.pop(0)

    monkeypatch.setattr(cli, "_running_now", look)
    assert cli._others_running(lambda: seen.append("work")) == others
    # The work spaces the first two looks; a third is taken only when they disagree.
    assert seen.count("look") == taken
    assert seen.count("work") == (others is not None)
    if others is not None:
        assert seen[:3] == ["look", "work", "look"]


def test_the_given_work_is_done_once_with_or_without_a_count(  # type: ignore[no-untyped-def]
    monkeypatch,
) -> None:
    import schema.cli as cli

    done: list[int] = []
    assert cli.workers_for(50, lambda: done.append(1)) >= 1
    monkeypatch.setattr(cli, "_running_now", lambda: None)
    monkeypatch.setattr(cli.os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    assert cli.workers_for(50, lambda: done.append(2)) >= 1
    assert done == [1, 2]


def test_running_processes_are_counted_without_this_one() -> None:
    import schema.cli as cli

    others = cli._others_running()
    if others is None:
        pytest.skip("no /proc/loadavg here")
    assert 0 <= others < 10_000


def test_the_same_contents_checked_again_give_the_same_answer() -> None:
    import schema

    data = edit("<folgefarbe>wechsel", "<folgefarbe>wechsle").encode()
    first = schema.check_bytes(data, "a.xml")
    first.clear()  # callers own the list they get
    again = schema.check_bytes(data, "a.xml")
    assert again and again == schema.check_bytes(data, "a.xml")
    assert [p.path for p in schema.check_bytes(data, "b.xml")] == ["b.xml"] * len(again)


def test_without_fork_a_process_pool_gives_the_same_output(  # type: ignore[no-untyped-def]
    tmp_path: Path, capsys, monkeypatch
) -> None:
    import schema.cli as cli

    bad = edit("<folgefarbe>wechsel", "<folgefarbe>wechsle")
    for i in range(8):
        _write(tmp_path, f"g{i:02d}.xml", bad if i % 2 else BASE)
    monkeypatch.setattr(cli.os, "cpu_count", lambda: 2)
    assert main([str(tmp_path), "--format", "json"]) == 1
    forked = capsys.readouterr().out
    monkeypatch.setattr(cli, "can_fork", lambda: False)
    assert main([str(tmp_path), "--format", "json"]) == 1
    assert forked == capsys.readouterr().out


@pytest.mark.parametrize("options", [["--format", "json"], ["--lang", "de"]])
def test_every_kind_of_problem_is_the_same_from_a_forked_child(  # type: ignore[no-untyped-def]
    tmp_path: Path, capsys, monkeypatch, options: list[str]
) -> None:
    """The mistake corpus, shipped games and broken files, checked in two processes (the
    child's problems come back pickled) and in one: the same text, byte for byte."""
    import schema.cli as cli

    sources = sorted((DATA / "mistakes").rglob("*.xml")) + sorted(
        (DATA.parents[2] / "games").glob("*.xml")
    )
    for i, source in enumerate(sources):
        shutil.copy(source, tmp_path / f"{i:03d}-{source.name}")
    klondike = (DATA.parents[2] / "games" / "klondike.xml").read_bytes()
    for i, mutant in enumerate(mutants(klondike, limit=40, seed=16)):
        (tmp_path / f"m{i:03d}.xml").write_bytes(mutant.data)
    _write(tmp_path, "zz-broken.xml", "<spiel><feld></spiel>")
    _write(tmp_path, "zz-empty.xml", "")
    monkeypatch.setattr(cli, "free_cores", lambda *_: 2)
    assert cli.workers_for(len(sources) + 42) == 2
    code = main([str(tmp_path), *options])
    parallel = capsys.readouterr().out
    monkeypatch.setattr(cli, "workers_for", lambda *_: 1)
    assert main([str(tmp_path), *options]) == code
    serial = capsys.readouterr().out
    assert parallel == serial
    assert serial.count("zz-broken.xml") >= 1 and len(serial.splitlines()) > len(sources)
