"""`patstudio lint --cache-dir`: cached results equal fresh ones and go stale when they should."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import schema
import schema.lintcache as lintcache
from engine.errors import Problem
from schema.cli import main
from schema.lintcache import LintCache, check_file_cached, tool_stamp
from tests.schema.conftest import BASE, edit

BAD = edit("<folgefarbe>wechsel", "<folgefarbe>wechsle")


def _folder(tmp_path: Path, count: int = 6) -> Path:
    games = tmp_path / "games"
    games.mkdir()
    for i in range(count):
        (games / f"g{i}.xml").write_text(BAD if i % 2 else BASE, encoding="utf-8")
    return games


def _run(capsys, *args: str) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    code = main(list(args))
    return code, capsys.readouterr().out


def _count_checks(monkeypatch) -> list[str | None]:  # type: ignore[no-untyped-def]
    """Record the name of every file the linter really checks from now on."""
    calls: list[str | None] = []
    real = lintcache.check_bytes

    def counting(data: bytes, name: str | None = None) -> list[Problem]:
        calls.append(name)
        return real(data, name)

    monkeypatch.setattr(lintcache, "check_bytes", counting)
    return calls


def test_cached_runs_print_what_a_fresh_run_prints(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    games, cache = _folder(tmp_path), str(tmp_path / "cache")
    for form in (["--format", "text"], ["--format", "json", "--lang", "de"]):
        fresh = _run(capsys, str(games), *form)
        filled = _run(capsys, str(games), "--cache-dir", cache, *form)
        reused = _run(capsys, str(games), "--cache-dir", cache, *form)
        assert fresh[0] == 1 and fresh == filled == reused
    assert len(list((tmp_path / "cache").rglob("*"))) > 6


def test_a_hit_skips_the_check_and_a_change_checks_again(  # type: ignore[no-untyped-def]
    tmp_path: Path, monkeypatch
) -> None:
    path = tmp_path / "g.xml"
    path.write_text(BAD, encoding="utf-8")
    cache = LintCache(tmp_path / "cache")
    first = check_file_cached(path, cache)
    assert first and all(p.path == str(path) for p in first)
    calls = _count_checks(monkeypatch)
    assert check_file_cached(path, cache) == first and calls == []
    path.write_text(BASE, encoding="utf-8")
    assert check_file_cached(path, cache) == [] and calls == [str(path)]
    # The same bytes under another name are another entry: the path is part of the output.
    other = tmp_path / "h.xml"
    other.write_text(BAD, encoding="utf-8")
    assert [p.path for p in check_file_cached(other, cache)] == [str(other)] * len(first)


def test_another_linter_does_not_see_the_entries(tmp_path: Path) -> None:
    path = tmp_path / "g.xml"
    path.write_text(BAD, encoding="utf-8")
    old = LintCache(tmp_path / "cache", stamp=b"old linter")
    new = LintCache(tmp_path / "cache", stamp=b"new linter")
    data = path.read_bytes()
    old.put(old.key(str(path), data), [])  # a wrong answer stored by the old linter
    assert old.get(old.key(str(path), data)) == []
    assert new.get(new.key(str(path), data)) is None
    assert check_file_cached(path, new) == schema.check_file(path)


def test_the_stamp_follows_the_linter_sources(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    (package / "__pycache__").mkdir(parents=True)
    source = package / "rules.py"
    source.write_text("A = 1\n", encoding="utf-8")
    first = tool_stamp([package])
    (package / "__pycache__" / "rules.pyc").write_bytes(b"ignored")
    (package / "notes.txt").write_text("ignored", encoding="utf-8")
    assert tool_stamp([package]) == first
    source.write_text("A = 22\n", encoding="utf-8")
    assert tool_stamp([package]) != first
    assert tool_stamp() == tool_stamp()  # the real packages: stable between calls


@pytest.mark.parametrize("damage", [b"", b"not a pickle", None])
def test_a_damaged_entry_is_checked_again(tmp_path: Path, damage: bytes | None) -> None:
    path = tmp_path / "g.xml"
    path.write_text(BAD, encoding="utf-8")
    cache = LintCache(tmp_path / "cache")
    expected = check_file_cached(path, cache)
    entry = next(p for p in (tmp_path / "cache").rglob("*") if p.is_file())
    if damage is None:
        import pickle

        entry.write_bytes(pickle.dumps(("not", "problems")))
    else:
        entry.write_bytes(damage)
    assert check_file_cached(path, cache) == expected


@pytest.mark.skipif(os.geteuid() == 0 if hasattr(os, "geteuid") else True, reason="root")
def test_an_unwritable_cache_is_skipped(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    games, cache = _folder(tmp_path, 2), tmp_path / "cache"
    cache.mkdir()
    cache.chmod(0o500)
    try:
        assert _run(capsys, str(games), "--cache-dir", str(cache)) == _run(capsys, str(games))
    finally:
        cache.chmod(0o700)


def test_a_cache_that_is_a_file_is_skipped(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    games, cache = _folder(tmp_path, 2), tmp_path / "cache"
    cache.write_text("in the way", encoding="utf-8")
    assert _run(capsys, str(games), "--cache-dir", str(cache)) == _run(capsys, str(games))


def test_unreadable_files_are_reported_not_cached(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "g.xml").mkdir()  # a folder named like a game file cannot be read
    cache = tmp_path / "cache"
    assert check_file_cached(folder / "g.xml", LintCache(cache)) == schema.check_file(
        folder / "g.xml"
    )
    assert not cache.exists()


def test_parallel_checks_fill_the_cache(tmp_path: Path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import schema.cli as cli

    games = _folder(tmp_path, 8)
    monkeypatch.setattr(cli.os, "cpu_count", lambda: 2)
    fresh = _run(capsys, str(games), "--format", "json")
    forked = str(tmp_path / "forked")
    assert _run(capsys, str(games), "--format", "json", "--cache-dir", forked) == fresh
    monkeypatch.setattr(cli, "can_fork", lambda: False)
    pooled = str(tmp_path / "pooled")
    assert _run(capsys, str(games), "--format", "json", "--cache-dir", pooled) == fresh
    for folder in (forked, pooled):
        assert len([p for p in Path(folder).rglob("*") if p.is_file()]) == 8


def test_only_changed_files_are_checked_and_none_in_new_processes(  # type: ignore[no-untyped-def]
    tmp_path: Path, capsys, monkeypatch
) -> None:
    import schema.cli as cli

    games, cache = _folder(tmp_path, 8), str(tmp_path / "cache")
    monkeypatch.setattr(cli.os, "cpu_count", lambda: 2)
    fresh = _run(capsys, str(games))
    assert _run(capsys, str(games), "--cache-dir", cache) == fresh

    def refuse(*args: object) -> None:
        raise AssertionError("no file needed checking")

    monkeypatch.setattr(cli, "forked_map", refuse)
    monkeypatch.setattr(cli, "_pool", refuse)
    warm = _run(capsys, str(games), "--cache-dir", cache)
    assert warm == fresh
    monkeypatch.undo()
    (games / "g3.xml").write_text(BASE, encoding="utf-8")  # was BAD
    calls = _count_checks(monkeypatch)
    after = _run(capsys, str(games), "--cache-dir", cache)
    assert calls == [str(games / "g3.xml")]
    assert after == _run(capsys, str(games)) and after != warm
