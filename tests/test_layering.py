"""The engine and schema packages must never load Qt."""

import subprocess
import sys


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
