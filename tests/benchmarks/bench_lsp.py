"""Benchmark for `patstudio lsp` (prints figures; not a timed test).

Run: python tests/benchmarks/bench_lsp.py [--repeat N]
Starts the server over stdio, opens the generated large game of bench_lint (150 fields,
200 actions), then sends changes and measures the wall time from each `didChange` until the
diagnostics for that version arrive (debounce included). Also times hover and completion on
the same file, which reuse the cached scan instead of checking again.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))

from bench_lint import large_game  # noqa: E402
from lsprotocol import types  # noqa: E402
from pygls.lsp.client import LanguageClient  # noqa: E402

from schema.lsp.server import DEBOUNCE  # noqa: E402

URI = "file:///bench/large.xml"


def _cpu_seconds(pid: int) -> float | None:
    """CPU seconds (user + system) used so far by a process, from /proc (None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _run(repeat: int) -> None:
    client = LanguageClient("bench", "1")
    published: dict[int | None, float] = {}
    arrived = asyncio.Event()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def _on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        published[params.version] = time.perf_counter()
        arrived.set()

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    await client.start_io(sys.executable, "-m", "engine.cli", "lsp", env=env, cwd=str(ROOT))
    await client.initialize_async(
        types.InitializeParams(capabilities=types.ClientCapabilities(), locale="en")
    )
    client.initialized(types.InitializedParams())
    text = large_game()
    lines = text.count("\n")
    start = time.perf_counter()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=URI, language_id="xml", version=1, text=text)
        )
    )
    while 1 not in published:
        await asyncio.wait_for(arrived.wait(), 30)
        arrived.clear()
    print(
        f"large game ({lines} lines, {len(text) // 1024} KiB): first diagnostics "
        f"{(published[1] - start) * 1000:.0f} ms after didOpen (imports warm up here)"
    )
    delays = []
    pid = client._server.pid if client._server else 0  # the server's process, for its CPU time
    cpu_before = _cpu_seconds(pid)
    target = text.index("<max>13</max>")
    for version in range(2, repeat + 2):
        edit = "<max>13</max>" if version % 2 else "<max>12</max>"
        at = types.Position(
            line=text[:target].count("\n"), character=target - text.rfind("\n", 0, target) - 1
        )
        end = types.Position(line=at.line, character=at.character + len(edit))
        sent = time.perf_counter()
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
                content_changes=[
                    types.TextDocumentContentChangePartial(
                        range=types.Range(start=at, end=end), text=edit
                    )
                ],
            )
        )
        while version not in published:
            await asyncio.wait_for(arrived.wait(), 30)
            arrived.clear()
        delays.append(published[version] - sent)
    ms = sorted(d * 1000 for d in delays)
    cpu_after = _cpu_seconds(pid)
    if cpu_before is not None and cpu_after is not None:
        per_change = (cpu_after - cpu_before) * 1000 / len(delays)
        print(f"server CPU time per change: {per_change:.0f} ms (independent of other load)")
    print(
        f"didChange -> diagnostics: median {statistics.median(ms):.0f} ms, "
        f"best {ms[0]:.0f} ms, worst {ms[-1]:.0f} ms over {len(ms)} changes "
        f"(debounce {DEBOUNCE * 1000:.0f} ms included)"
    )
    doc = types.TextDocumentIdentifier(uri=URI)
    probe = text.index('<feld id="r70"') + 2
    pos = types.Position(
        line=text[:probe].count("\n"), character=probe - text.rfind("\n", 0, probe) - 1
    )
    hover_times, completion_times = [], []
    for _ in range(repeat):
        t = time.perf_counter()
        await client.text_document_hover_async(types.HoverParams(text_document=doc, position=pos))
        hover_times.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        await client.text_document_completion_async(
            types.CompletionParams(text_document=doc, position=pos)
        )
        completion_times.append((time.perf_counter() - t) * 1000)
    print(
        f"hover: median {statistics.median(hover_times):.1f} ms; "
        f"completion: median {statistics.median(completion_times):.1f} ms (round trip)"
    )
    verdict = "met" if statistics.median(ms) < 150 else "MISSED"
    print(f"target: diagnostics within 150 ms of a change -> {verdict}")
    print(f"load average: {os.getloadavg()[0]:.2f}")
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()


def main() -> int:
    """Print the figures."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=20)
    asyncio.run(_run(parser.parse_args().repeat))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
