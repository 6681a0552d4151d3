"""Count the import graph of engine/, schema/ and editor/: cycles, private names crossing, sizes."""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

PACKAGES = ("engine", "schema", "editor")
ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True, slots=True)
class Edge:
    """One import of a project module by another, with where it stands."""

    source: str
    target: str
    line: int
    kind: str  # "top", "lazy" (in a function), "typing" (TYPE_CHECKING) or "dynamic"


@dataclass(frozen=True, slots=True)
class PrivateImport:
    """A name starting with one underscore taken from another module.

    target is the module imported from, or for an attribute use (`game._regular(...)` on
    anything but self/cls) the module(s) defining that name, comma-separated.
    """

    source: str
    target: str
    name: str
    line: int


@dataclass(slots=True)
class Graph:
    """Modules, their sizes, the imports between them and private names crossing."""

    files: dict[str, Path] = field(default_factory=dict)
    sizes: dict[str, int] = field(default_factory=dict)
    edges: list[Edge] = field(default_factory=list)
    private: list[PrivateImport] = field(default_factory=list)

    def successors(self) -> dict[str, set[str]]:
        """Map each module to the modules it imports (self-imports dropped)."""
        out: dict[str, set[str]] = {m: set() for m in self.files}
        for e in self.edges:
            if e.source != e.target:
                out[e.source].add(e.target)
        return out

    def cycles(self) -> list[list[str]]:
        """Strongly connected components with more than one module, largest first."""
        comps = [sorted(c) for c in strongly_connected(self.successors()) if len(c) > 1]
        return sorted(comps, key=lambda c: (-len(c), c))

    def cycles_in(self, package: str) -> list[list[str]]:
        """The cycles that hold a module of the given top-level package."""
        return [c for c in self.cycles() if any(top(m) == package for m in c)]


def top(module: str) -> str:
    """The top-level package of a dotted module name."""
    return module.split(".", 1)[0]


def module_name(path: Path, root: Path) -> str:
    """Dotted name of a source file below root (package __init__ named after the package)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def strongly_connected(succ: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's algorithm, iterative so deep graphs do not hit the recursion limit."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    result: list[set[str]] = []
    counter = 0
    for start in sorted(succ):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(succ[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(succ[nxt]))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                comp: set[str] = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    comp.add(member)
                    if member == node:
                        break
                result.append(comp)
    return result


def _is_type_checking(test: ast.expr) -> bool:
    """True for `if TYPE_CHECKING:` and `if typing.TYPE_CHECKING:`."""
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _walk(node: ast.AST, kind: str) -> Iterator[tuple[ast.Import | ast.ImportFrom, str]]:
    """Yield every import below node with its kind (top, lazy or typing)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child, kind
            continue
        inner = kind
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) and kind == "top":
            inner = "lazy"
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            for stmt in child.body:
                yield from _walk_stmt(stmt, "typing")
            for stmt in child.orelse:
                yield from _walk_stmt(stmt, kind)
            continue
        yield from _walk(child, inner)


def _walk_stmt(stmt: ast.stmt, kind: str) -> Iterator[tuple[ast.Import | ast.ImportFrom, str]]:
    """Like _walk, for one statement that may itself be an import."""
    if isinstance(stmt, ast.Import | ast.ImportFrom):
        yield stmt, kind
    else:
        yield from _walk(stmt, kind)


class _Resolver:
    """Turns import statements of one module into project module names."""

    def __init__(self, known: set[str]) -> None:
        self.known = known

    def existing(self, dotted: str) -> str | None:
        """The longest prefix of dotted that is a project module."""
        parts = dotted.split(".")
        while parts:
            name = ".".join(parts)
            if name in self.known:
                return name
            parts.pop()
        return None

    def base(self, module: str, is_package: bool, node: ast.ImportFrom) -> str:
        """Absolute name of the module a `from ... import` reads from."""
        if not node.level:
            return node.module or ""
        package = module if is_package else module.rpartition(".")[0]
        parts = package.split(".")
        if node.level > 1:
            parts = parts[: len(parts) - (node.level - 1)]
        if node.module:
            parts.append(node.module)
        return ".".join(parts)


def build(root: Path = ROOT, packages: Iterable[str] = PACKAGES) -> Graph:
    """Parse every module of the packages below root and collect the graph."""
    graph = Graph()
    for pkg in packages:
        for path in sorted((root / pkg).rglob("*.py")):
            name = module_name(path, root)
            graph.files[name] = path
            graph.sizes[name] = len(path.read_text(encoding="utf-8").splitlines())
    resolver = _Resolver(set(graph.files))
    trees: dict[str, ast.Module] = {}
    for name, path in graph.files.items():
        tree = trees[name] = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        is_package = path.name == "__init__.py"
        for node, kind in _walk(tree, "top"):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    target = resolver.existing(alias.name)
                    if target:
                        graph.edges.append(Edge(name, target, node.lineno, kind))
                continue
            base = resolver.base(name, is_package, node)
            base_mod = resolver.existing(base) if base else None
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in resolver.known:
                    graph.edges.append(Edge(name, sub, node.lineno, kind))
                    continue
                if base_mod is None:
                    continue
                graph.edges.append(Edge(name, base_mod, node.lineno, kind))
                private = alias.name.startswith("_") and not alias.name.startswith("__")
                if private and base_mod != name:
                    graph.private.append(PrivateImport(name, base_mod, alias.name, node.lineno))
        for call in ast.walk(tree):
            target_name = _import_module_literal(call)
            target = resolver.existing(target_name) if target_name else None
            if target and isinstance(call, ast.Call):
                graph.edges.append(Edge(name, target, call.lineno, "dynamic"))
    _private_attribute_uses(graph, trees)
    return graph


def _import_module_literal(node: ast.AST) -> str | None:
    """The module named by `importlib.import_module("literal")` (or `__import__`), if any."""
    if not isinstance(node, ast.Call) or not node.args:
        return None
    func = node.func
    called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if called not in ("import_module", "__import__"):
        return None
    first = node.args[0]
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value
    return None


def _defined_names(tree: ast.AST) -> set[str]:
    """Every name a module defines or binds: defs, classes, assignments, arguments, slots."""
    names: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(n.name)
        elif isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            names.add(n.id)
        elif isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store):
            names.add(n.attr)
        elif isinstance(n, ast.arg):
            names.add(n.arg)
        elif isinstance(n, ast.alias):
            names.add(n.asname or n.name.split(".")[0])
        elif isinstance(n, ast.Constant) and isinstance(n.value, str):
            names.add(n.value)  # __slots__ entries and getattr strings
    return names


def _private_attribute_uses(graph: Graph, trees: dict[str, ast.Module]) -> None:
    """Record `x._name` uses (x not self/cls) of a private name only other modules define."""
    defined = {name: _defined_names(tree) for name, tree in trees.items()}
    owners: dict[str, set[str]] = {}
    for module, names in defined.items():
        for n in names:
            if n.startswith("_") and not n.startswith("__"):
                owners.setdefault(n, set()).add(module)
    for module, tree in trees.items():
        for n in ast.walk(tree):
            if not isinstance(n, ast.Attribute) or n.attr not in owners:
                continue
            if isinstance(n.value, ast.Name) and n.value.id in ("self", "cls"):
                continue
            if n.attr in defined[module]:
                continue
            target = ",".join(sorted(owners[n.attr]))
            graph.private.append(PrivateImport(module, target, n.attr, n.lineno))


def report(graph: Graph, limit: int, out: list[str]) -> None:
    """Append a readable summary of cycles, private imports and large modules to out."""
    for pkg in PACKAGES:
        cycles = graph.cycles_in(pkg)
        out.append(f"{pkg}: {len(cycles)} cycle(s)")
        for comp in cycles:
            out.append(f"  [{len(comp)}] " + ", ".join(comp))
            members = set(comp)
            shown = sorted(
                {
                    (e.source, e.line, e.target, e.kind)
                    for e in graph.edges
                    if e.source in members and e.target in members and e.source != e.target
                }
            )
            for source, line, target, kind in shown:
                out.append(f"      {source}:{line} -> {target} ({kind})")
    out.append(f"private names imported across modules: {len(graph.private)}")
    for p in graph.private:
        out.append(f"  {p.source}:{p.line} uses {p.name} of {p.target}")
    big = sorted(((n, s) for n, s in graph.sizes.items() if s > limit), key=lambda x: -x[1])
    out.append(f"modules over {limit} lines: {len(big)}")
    for n, s in big:
        out.append(f"  {n}: {s}")


def main(argv: list[str] | None = None) -> int:
    """Print the report; exit status 1 when anything is found."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--limit", type=int, default=600, help="largest allowed module size")
    parser.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args(argv)
    graph = build(args.root)
    lines: list[str] = []
    report(graph, args.limit, lines)
    print("\n".join(lines))
    bad = graph.cycles() or graph.private or any(s > args.limit for s in graph.sizes.values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
