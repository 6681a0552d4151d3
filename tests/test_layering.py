"""Layering: engine and schema never load Qt; imports go one way; modules stay small."""

import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("importgraph", ROOT / "tools" / "importgraph.py")
assert _spec is not None and _spec.loader is not None
importgraph = importlib.util.module_from_spec(_spec)
sys.modules["importgraph"] = importgraph  # dataclasses look their module up while building
_spec.loader.exec_module(importgraph)


def test_engine_and_schema_import_without_qt() -> None:
    code = (
        "import sys, importlib, pkgutil\n"
        "import engine, engine.compile, engine.cli\n"
        "try:\n    import schema\nexcept ImportError:\n    pass\n"
        "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'editor'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_headless_cli_help_does_not_load_qt() -> None:
    code = (
        "import sys\nfrom engine.cli import main\n"
        "try:\n    main(['replay', '--help'])\nexcept SystemExit:\n    pass\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6')]\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)


def test_language_server_imports_without_qt() -> None:
    code = (
        "import sys, importlib, pkgutil\n"
        "import schema.lsp\n"
        "for m in pkgutil.walk_packages(schema.lsp.__path__, 'schema.lsp.'):\n"
        "    importlib.import_module(m.name)\n"
        "import schema.outline\n"
        "from engine.cli import main\n"
        "try:\n    main(['lsp', '--help'])\nexcept SystemExit:\n    pass\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'editor'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)


def _graph() -> importgraph.Graph:
    """The import graph of this checkout, as tools/importgraph.py counts it."""
    return importgraph.build(ROOT)


def test_engine_and_schema_have_no_import_cycle() -> None:
    graph = _graph()
    assert graph.cycles_in("engine") == []
    assert graph.cycles_in("schema") == []


def test_editor_has_at_most_one_import_cycle() -> None:
    assert len(_graph().cycles_in("editor")) <= 1


def test_no_private_name_crosses_a_module_boundary() -> None:
    found = [f"{p.source}:{p.line} {p.name} ({p.target})" for p in _graph().private]
    assert found == []


def test_no_module_is_over_600_lines() -> None:
    big = {name: size for name, size in _graph().sizes.items() if size > 600}
    assert big == {}


def test_import_graph_counts_lazy_and_type_checking_imports(tmp_path: Path) -> None:
    pkg = tmp_path / "engine"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from engine import b\n")
    (pkg / "b.py").write_text("def f():\n    from .c import g\n")
    (pkg / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from engine.a import _x\n"
    )
    (pkg / "d.py").write_text("import importlib\nimportlib.import_module('engine.a')\n")
    graph = importgraph.build(tmp_path, ["engine"])
    assert graph.cycles_in("engine") == [["engine.a", "engine.b", "engine.c"]]
    kinds = {(e.source, e.target): e.kind for e in graph.edges}
    assert kinds[("engine.b", "engine.c")] == "lazy"
    assert kinds[("engine.c", "engine.a")] == "typing"
    assert kinds[("engine.d", "engine.a")] == "dynamic"
    assert [(p.source, p.name) for p in graph.private] == [("engine.c", "_x")]
