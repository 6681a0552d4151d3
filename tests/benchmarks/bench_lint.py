"""Benchmark for `patstudio lint` (prints figures; not a timed test).

Run: python tests/benchmarks/bench_lint.py [--repeat N] [--folder N] [--rounds N]
Lints every file in games/ and a generated large game (150 fields, 200 actions), reports
milliseconds per file, and compares with `xmllint --noout --schema schema/patfinder.xsd`.
Then the batch figure: `python -m engine.cli lint DIR` over a folder of N (default 50) such
files against one `xmllint --noout --schema` run over the same files, wall and CPU time
(children included: the linter checks many files in parallel processes when cores are idle,
one after another on a busy machine; the load average is printed with the figure). The
batch commands take turns for N rounds (`--rounds`, default 10: ours, xmllint, ours, ...),
and the minimum and median of each are printed with the ratios of both, then the median
and spread of the ratio within each round (the two runs of a round share the machine's
state of the moment). The
batch runs as an installed package does, with byte code cached (see `batch`), and with no
result cache; a last line gives the same batch with `--cache-dir` and every file unchanged.
Another line gives the batch started without the `.pth` hooks of this machine's
site-packages (`python -S` with site-packages on the path): in this checkout those are the
editable install's import finder and, on some machines, an unrelated certificate hook.
They cost some 110 M instructions of a bare interpreter start, but only some 14 M of a
`patstudio lint` run, which imports most of the same modules (`pathlib`, `re`, ...) itself
(callgrind, one file: 361.6 M with the hooks, 348.0 M without; the finder alone made no
difference, 2026-11-27). The main figure keeps them: it is what this checkout costs.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import site
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from schema import XSD_PATH, check_bytes, forget_recent  # noqa: E402
from schema import check_file as _check_file  # noqa: E402


def check_file(path: Path) -> list:  # type: ignore[type-arg]
    """A cold check: the linter remembers contents it checked before in this process."""
    forget_recent()
    return _check_file(path)


def large_game(fields: int = 150, actions: int = 200) -> str:
    """A valid game with many fields (a grid of piles) and many actions."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<spiel name="Gross" fenster="120x60">',
        "  <programm>241010</programm>",
        "  <version>1</version>",
        "  <karten>52x4</karten>",
        '  <vorlage id="reihe" typ="stapel"><max>13</max><richtung>stapel</richtung>'
        "<folgestart>frei</folgestart><folgefarbe>wechsel</folgefarbe>"
        "<folgewert>ab</folgewert></vorlage>",
        '  <feld id="stock" x="-1" y="-1" typ="stock"><ziel>ablage</ziel>'
        "<quelle>ablage</quelle><wiederholung>frei</wiederholung></feld>",
        '  <feld id="ablage" x="-1" y="-1" typ="abwurf"/>',
    ]
    for i in range(fields - 2):
        col, row = i % 24, i // 24
        nxt = f"r{i + 1}" if i + 1 < fields - 2 else "r0"
        out.append(
            f'  <feld id="r{i}" x="{col * 5}" y="{2 + row * 8}" typ="reihe">'
            f'<lege typ="offen" quelle="stock">frei</lege>'
            f'<beziehung id="weiter">{nxt}</beziehung></feld>'
        )
    for i in range(actions):
        out.append(
            f'  <aktion typ="legen" id="a{i}">'
            f'<bedingung feld="ziel" tag="id">r{i % (fields - 2)}</bedingung>'
            f'<vergleich feld1="@legestapel" feld2="ziel#weiter" typ="wert" karte1="1">'
            f'kleiner</vergleich><lege feld="quelle" anz="legezahl">ziel</lege>'
            f"<erfolg>{'naechste' if i % 3 else 'ende'}</erfolg></aktion>"
        )
    out.append("</spiel>")
    return "\n".join(out) + "\n"


def _cpu() -> float:
    """CPU seconds used so far by this process and its finished children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


WALL: dict[str, float] = {}


def _time(func, repeat: int, label: str = "") -> float:  # type: ignore[no-untyped-def]
    """Smallest CPU seconds of `repeat` calls (CPU time: other load on the machine cancels);
    the smallest wall-clock time goes to WALL[label]."""
    samples, walls = [], []
    for _ in range(repeat):
        start, wall = _cpu(), time.perf_counter()
        func()
        samples.append(_cpu() - start)
        walls.append(time.perf_counter() - wall)
    WALL[label] = min(walls)
    return min(samples)


def _xmllint(path: Path, repeat: int) -> float | None:
    exe = shutil.which("xmllint")
    if exe is None:
        return None
    cmd = [exe, "--noout", "--schema", str(XSD_PATH), str(path)]
    return _time(lambda: subprocess.run(cmd, capture_output=True, check=False), repeat, "xmllint")


def main() -> int:
    """Print the figures."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--folder", type=int, default=50, help="files in the batch folder")
    parser.add_argument("--rounds", type=int, default=10, help="rounds of the batch commands")
    opts = parser.parse_args()
    repeat = opts.repeat
    games = sorted((ROOT / "games").glob("*.xml"))
    check_bytes(b"<spiel/>")  # warm up: schema tables, lxml schema, engine imports
    if games:
        total = sum(_time(lambda g=g: check_file(g), repeat) for g in games)
        print(
            f"games/: {len(games)} files, {total * 1000 / len(games):.1f} ms per file "
            f"(best CPU time of {repeat}), {total * 1000:.0f} ms in all"
        )
        x_total = sum(_xmllint(g, repeat) or 0 for g in games)
        if x_total:
            print(f"games/ with xmllint --schema: {x_total * 1000 / len(games):.1f} ms per file")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "large.xml"
        path.write_text(large_game(), encoding="utf-8")
        problems = check_file(path)
        ours = _time(lambda: check_file(path), repeat, "ours")
        print(
            f"large game (150 fields, 200 actions, {path.stat().st_size // 1024} KiB): "
            f"{ours * 1000:.1f} ms CPU, {WALL['ours'] * 1000:.1f} ms wall, "
            f"{len(problems)} problem(s)"
        )
        theirs = _xmllint(path, repeat)
        if theirs is not None:
            print(
                f"xmllint --noout --schema on the same file: {theirs * 1000:.1f} ms CPU, "
                f"{WALL['xmllint'] * 1000:.1f} ms wall (process start included); "
                f"ratio {ours / theirs:.2f}x CPU, {WALL['ours'] / WALL['xmllint']:.2f}x wall"
            )
        print(
            f"target: < 150 ms and within 3x of xmllint -> "
            f"{'met' if ours < 0.150 and (theirs is None or ours <= 3 * theirs) else 'MISSED'}"
        )
        batch(Path(tmp), opts.folder, opts.rounds)
    return 0


def batch(tmp: Path, count: int, rounds: int) -> None:
    """The CLI over a folder of `count` large games against one xmllint run on them.

    The commands take turns, round after round (ours, xmllint, ours, xmllint, ...), so a
    passing load on this shared machine falls on both alike; the minimum and the median of
    the rounds are printed for each, and the ratios of both."""
    folder = tmp / "batch"
    folder.mkdir()
    text = large_game()
    for i in range(count):
        # Distinct files (a name each), as in a real library: no cache can share results.
        named = text.replace('name="Gross"', f'name="Gross {i}"')
        (folder / f"game{i:03d}.xml").write_text(named, encoding="utf-8")
    files = sorted(str(p) for p in folder.glob("*.xml"))
    ours_cmd = [sys.executable, "-m", "engine.cli", "lint", str(folder)]
    # An installed package has its modules compiled to byte code (pip writes the .pyc files);
    # with PYTHONDONTWRITEBYTECODE set, every run would compile them from source again. The
    # figure runs as installed: byte code written once, by an untimed first run (here into
    # the checkout's __pycache__ folders, which git ignores).
    installed = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(ours_cmd, capture_output=True, check=False, cwd=ROOT, env=installed)
    # The opt-in result cache, filled by an untimed run: every file a hit. Reported apart;
    # the figure without it is the one compared with xmllint's target.
    cached_cmd = [*ours_cmd, "--cache-dir", str(tmp / "lint-cache")]
    subprocess.run(cached_cmd, capture_output=True, check=False, cwd=ROOT, env=installed)
    # The same command started as an installed package starts, without this machine's
    # .pth hooks (see the module docstring); reported apart.
    plain_cmd = [sys.executable, "-S", *ours_cmd[1:]]
    plain_env = {
        **installed,
        "PYTHONPATH": os.pathsep.join([str(ROOT), *site.getsitepackages()]),
    }
    runs: dict[str, tuple[list[str], dict[str, str] | None]] = {
        "ours": (ours_cmd, installed),
        "plain": (plain_cmd, plain_env),
        "warm": (cached_cmd, installed),
    }
    exe = shutil.which("xmllint")
    if exe is not None:
        runs["xmllint"] = ([exe, "--noout", "--schema", str(XSD_PATH), *files], None)
    walls: dict[str, list[float]] = {name: [] for name in runs}
    cpus: dict[str, list[float]] = {name: [] for name in runs}
    loads = []
    for _ in range(rounds):
        loads.append(os.getloadavg()[0])
        for name, (cmd, env) in runs.items():
            start, wall = _cpu(), time.perf_counter()
            subprocess.run(cmd, capture_output=True, check=False, cwd=ROOT, env=env)
            walls[name].append(time.perf_counter() - wall)
            cpus[name].append(_cpu() - start)
    from engine.lintnative import compiled, why_pure

    why = "in use" if compiled() else f"not in use ({why_pure() or 'not built'})"
    print(f"compiled lint core (mypyc): {why}")
    print(
        f"batch: {rounds} rounds, each command once a round in turn; {os.cpu_count()} CPUs, "
        f"load average {min(loads):.1f}-{max(loads):.1f} over the rounds; wall and CPU time "
        f"(children included) of the whole run, minimum / median of the rounds"
    )

    def line(label: str, name: str) -> str:
        wall, cpu = walls[name], cpus[name]
        text = (
            f"{label}: {min(wall) * 1000:.0f} / {median(wall) * 1000:.0f} ms wall, "
            f"{min(cpu) * 1000:.0f} / {median(cpu) * 1000:.0f} ms CPU"
        )
        if "xmllint" in walls and name != "xmllint":
            x_wall, x_cpu = walls["xmllint"], cpus["xmllint"]
            text += (
                f"; ratio {min(wall) / min(x_wall):.1f}x / {median(wall) / median(x_wall):.1f}x "
                f"wall, {min(cpu) / min(x_cpu):.1f}x / {median(cpu) / median(x_cpu):.1f}x CPU"
            )
        return text

    print(
        line(f"batch: patstudio lint over {count} files", "ours") + " (target: within 3x, aim 2x)"
    )
    if "xmllint" in walls:
        print(line("batch: xmllint --noout --schema over the same files", "xmllint"))
        # Each round's two runs follow each other, so a slow spell of this shared machine
        # tends to fall on both: the ratio within a round is steadier than ratios of minima.
        paired = sorted(o / x for o, x in zip(walls["ours"], walls["xmllint"], strict=True))
        quarter = len(paired) // 4
        print(
            f"batch: ratio within each round (wall), median {median(paired):.1f}x, "
            f"middle half {paired[quarter]:.1f}x-{paired[-1 - quarter]:.1f}x, "
            f"range {paired[0]:.1f}x-{paired[-1]:.1f}x"
        )
    else:
        print("batch: xmllint not found, no ratio")
    print(line("batch started without this machine's site-packages .pth hooks", "plain"))
    print(line("batch with --cache-dir, every file unchanged since the last run", "warm"))


if __name__ == "__main__":
    raise SystemExit(main())
