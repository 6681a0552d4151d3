"""Reference outputs of the linter over a fixed corpus, to prove a change keeps them identical.

Run: python tools/lintcorpus.py build DIR        (write the corpus files into DIR/files)
     python tools/lintcorpus.py record DIR OUT   (lint every file there, write the outputs)
Record once with the unchanged code and again after a change, then `cmp` the two outputs.
The corpus: games/, every XML file under tests/, ../shared/repro, a few bench_lint games, and
seeded mutants (the fuzz mutator and the lint mutation test's mutator) of all of them.
Each file is checked on the main thread (libxml2 verdict) and on a worker thread (our own
walker), in English and German, with every field of every problem; then the CLI runs over
the folder in text and JSON form (forked workers when cores are idle).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import threading
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _sources() -> list[tuple[str, bytes]]:
    """(name, bytes) of the plain corpus files."""
    found: list[tuple[str, bytes]] = []
    for path in sorted((ROOT / "games").glob("*.xml")):
        found.append((f"games_{path.stem}", path.read_bytes()))
    for path in sorted((ROOT / "tests").rglob("*.xml")):
        rel = "_".join(path.relative_to(ROOT / "tests").with_suffix("").parts)
        found.append((f"tests_{rel}", path.read_bytes()))
    for path in sorted((ROOT.parent.parent / "shared" / "repro").glob("*.xml")):
        found.append((f"repro_{path.stem}", path.read_bytes()))
    sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))
    from bench_lint import large_game

    found.append(("bench_large", large_game().encode()))
    found.append(("bench_small", large_game(20, 30).encode()))
    return found


def build(folder: Path) -> int:
    """Write the corpus: plain files and their seeded mutants."""
    from tests.fuzz.mutator import mutate
    from tests.schema.mutate import mutants

    out = folder / "files"
    out.mkdir(parents=True, exist_ok=True)
    count = 0

    def put(name: str, data: bytes) -> None:
        nonlocal count
        (out / f"{count:05d}_{name}.xml").write_bytes(data)
        count += 1

    sources = _sources()
    for name, data in sources:
        put(name, data)
    games = [(n, d) for n, d in sources if n.startswith(("games_", "bench_", "repro_"))]
    for seed in range(40):
        for name, data in games:
            try:
                put(f"{name}_fz{seed}", mutate(name, data, seed).data)
            except Exception:  # noqa: BLE001 - the mutator may fail on a file: skip it
                continue
    for name, data in games:
        for k, mutant in enumerate(mutants(data, limit=25, seed=7)):
            put(f"{name}_mt{k}", mutant.data)
    # Broken forms the mutators never make: truncated and not well-formed files.
    for name, data in games[:6]:
        put(f"{name}_cut", data[: len(data) // 2])
        put(f"{name}_amp", data.replace(b"</spiel>", b"&bad;</spiel>"))
    print(f"{count} files in {out}")
    return 0


def _problems(data: bytes, path: str) -> list[dict[str, object]]:
    """Every field of every problem, in English and German."""
    from schema import check_bytes, forget_recent

    forget_recent()
    rows: list[dict[str, object]] = []
    for p in check_bytes(data, path):
        row = dict(p.to_json())
        row["fix"] = p.fix
        de = p.localized("de")
        row["de"] = [de.message, de.fix]
        rows.append(row)
    return rows


def record(folder: Path, output: Path) -> int:
    """Lint every corpus file (main thread, worker thread, CLI) and write the outputs."""
    from schema.cli import main as cli_main

    files = sorted((folder / "files").glob("*.xml"))
    lines: list[str] = []
    for path in files:
        data = path.read_bytes()
        name = path.name
        lines.append(f"== {name} main")
        lines.extend(json.dumps(r, ensure_ascii=False) for r in _problems(data, name))
        box: list[list[dict[str, object]]] = []
        worker = threading.Thread(target=lambda d=data, n=name, b=box: b.append(_problems(d, n)))
        worker.start()
        worker.join()
        lines.append(f"== {name} thread")
        lines.extend(json.dumps(r, ensure_ascii=False) for r in box[0])
    for args in (["--format", "text"], ["--format", "json", "--lang", "de"]):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = cli_main([str(folder / "files"), *args])
        lines.append(f"== cli {args} exit {code}")
        lines.append(out.getvalue().replace(str(folder), "DIR"))
        lines.append(err.getvalue().replace(str(folder), "DIR"))
    output.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(files)} files recorded into {output}")
    return 0


def main() -> int:
    """Build the corpus or record its outputs."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("build", "record"))
    parser.add_argument("folder", type=Path)
    parser.add_argument("output", type=Path, nargs="?")
    opts = parser.parse_args()
    if opts.command == "build":
        return build(opts.folder)
    if opts.output is None:
        parser.error("record needs OUT")
    return record(opts.folder, opts.output)


if __name__ == "__main__":
    raise SystemExit(main())
