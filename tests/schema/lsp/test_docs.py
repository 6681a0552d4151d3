"""The editor snippets in docs/lsp.md parse and start `patstudio lsp`, and that command line
answers an LSP handshake."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.schema.lsp.conftest import ROOT

DOC = (ROOT / "docs" / "lsp.md").read_text(encoding="utf-8")
COMMAND = ["patstudio", "lsp"]


def _snippet(section: str, language: str) -> str:
    """The first fenced block of a language under a `###` heading."""
    body = DOC.split(f"### {section}\n", 1)[1].split("\n### ", 1)[0]
    match = re.search(rf"```{language}\n(.*?)```", body, re.DOTALL)
    assert match, (section, language)
    return match.group(1)


def test_vs_code_settings_start_the_server() -> None:
    settings = json.loads(_snippet("VS Code", "json"))
    assert [settings["glspc.server.command"], *settings["glspc.server.commandArguments"]] == COMMAND
    assert "xml" in settings["glspc.server.languageId"]


def test_kate_settings_start_the_server() -> None:
    servers = json.loads(_snippet("Kate", "json"))["servers"]
    assert [server["command"] for server in servers.values()] == [COMMAND]
    assert all(re.fullmatch(s["highlightingModeRegex"], "XML") for s in servers.values())


def test_neovim_snippet_starts_the_server(tmp_path: Path) -> None:
    code = _snippet("Neovim", "lua")
    assert "vim.lsp.start(" in code
    cmd = re.search(r"cmd\s*=\s*\{([^}]*)\}", code)
    assert cmd and re.findall(r'"([^"]*)"', cmd.group(1)) == COMMAND
    luac = shutil.which("luac") or shutil.which("luac5.4") or shutil.which("luac5.3")
    if luac is None:
        pytest.skip("luac is not installed: Lua syntax not checked")
    source = tmp_path / "init.lua"
    source.write_text(code, encoding="utf-8")
    subprocess.run([luac, "-p", str(source)], check=True, capture_output=True)


def _sexp_balanced(code: str) -> bool:
    """Are the parentheses of Emacs Lisp code balanced (strings and comments skipped)?"""
    depth, index = 0, 0
    while index < len(code):
        char = code[index]
        if char == '"':
            index = code.index('"', index + 1)
        elif char == ";":
            index = code.find("\n", index) % (len(code) + 1)
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth < 0:
                return False
        index += 1
    return depth == 0


def test_emacs_snippet_starts_the_server() -> None:
    code = _snippet("Emacs (eglot)", "elisp")
    assert _sexp_balanced(code)
    program = re.search(r"'\(nxml-mode \. \(([^)]*)\)\)", code)
    assert program and re.findall(r'"([^"]*)"', program.group(1)) == COMMAND
    assert "eglot-server-programs" in code and "eglot-ensure" in code


def _message(payload: dict[str, object]) -> bytes:
    body = json.dumps(payload).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def test_the_documented_command_answers_a_handshake() -> None:
    """`patstudio lsp` (run here as `python -m engine.cli lsp`) initializes and exits cleanly."""
    init = {"processId": None, "rootUri": None, "capabilities": {}, "locale": "en"}
    messages = b"".join(
        _message(m)
        for m in (
            {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init},
            {"jsonrpc": "2.0", "method": "initialized", "params": {}},
            {"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
            {"jsonrpc": "2.0", "method": "exit"},
        )
    )
    done = subprocess.run(
        [sys.executable, "-m", "engine.cli", *COMMAND[1:]],
        input=messages,
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()
    bodies = re.split(rb"Content-Length: \d+\r\n(?:[^\r\n]+\r\n)*\r\n", done.stdout)[1:]
    answers = [json.loads(body) for body in bodies]
    capabilities = answers[0]["result"]["capabilities"]
    for provider in ("hoverProvider", "completionProvider", "definitionProvider"):
        assert capabilities.get(provider), provider
    assert capabilities["codeActionProvider"] and capabilities["renameProvider"]
    assert answers[-1] == {"jsonrpc": "2.0", "id": 2, "result": None}
