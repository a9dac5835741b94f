"""Figures of the code's structure, for the one-house issue's before/after note.

Run: ``.venv/bin/python -m tools.architecture_metrics``. Prints the number of modules,
the import circles (strongly connected groups of modules, counting imports inside
functions too), once counting ``if TYPE_CHECKING:`` imports and once among runtime
imports only (the circles ``tests/test_architecture.py`` forbids), the imports that go up
the layers of ``pyproject.toml``'s import-linter contract (TYPE_CHECKING imports count,
as in the contract), the edition-year comparisons outside ``bridgelaw.editions``, the
modules over 800 lines (Python and C files) and the functions over 60 lines.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import grimp


def say(text: str) -> None:
    """Write one line of the report."""
    sys.stdout.write(text + "\n")


ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src" / "bridgelaw"

# The layers, lowest first: the import-linter contract in pyproject.toml lists the same
# layers highest first (tests/test_architecture.py checks that the two agree).
LAYERS: tuple[tuple[str, ...], ...] = (
    ("bridgelaw.core", "bridgelaw.errors", "bridgelaw._lazy"),
    ("bridgelaw.editions",),
    ("bridgelaw.scoring",),
    ("bridgelaw.laws", "bridgelaw.dd", "bridgelaw.dealing"),
    ("bridgelaw.analysis",),
    ("bridgelaw.table",),
    ("bridgelaw.formats", "bridgelaw.render"),
    (
        "bridgelaw.director",
        "bridgelaw.results",
        "bridgelaw.tournament",
        "bridgelaw.check",
        "bridgelaw.check_dd",
        "bridgelaw.robots",
    ),
    ("bridgelaw.bluechip",),
    ("bridgelaw.server",),
    ("bridgelaw.cli",),
)

MODULE_LIMIT = 800

YEAR = re.compile(r"year\s*(<|>|==|!=|<=|>=|in\b)|(<|>|==|!=|<=|>=)\s*(19|20)\d\d\b")


def layer_of(module: str) -> int | None:
    """The index in :data:`LAYERS` of the layer that holds ``module``."""
    for index, names in enumerate(LAYERS):
        for name in names:
            if module == name or module.startswith(name + "."):
                return index
    return None


def circles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    modules = sorted(graph.modules)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    sys.setrecursionlimit(10000)

    def visit(node: str) -> None:
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on.add(node)
        for nxt in sorted(graph.find_modules_directly_imported_by(node)):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in modules:
        if module not in index:
            visit(module)
    return found


def upward(graph: grimp.ImportGraph) -> list[tuple[str, str]]:
    """Every direct import from a module to one in a higher layer."""
    result = []
    for module in sorted(graph.modules):
        low = layer_of(module)
        if low is None:
            continue
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            high = layer_of(imported)
            if high is not None and high > low:
                result.append((module, imported))
    return result


def year_comparisons() -> list[str]:
    """Lines outside ``bridgelaw.editions`` that compare an edition year."""
    hits = []
    for path in sorted(SRC.rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if relative.startswith("src/bridgelaw/editions"):
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if YEAR.search(line):
                hits.append(f"{relative}:{number}: {line.strip()}")
    return hits


def long_functions(limit: int = 60) -> list[tuple[int, str]]:
    """The functions over ``limit`` lines, longest first, with where they start."""
    result = []
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > limit:
                    where = path.relative_to(ROOT).as_posix()
                    result.append((length, f"{where}:{node.lineno} {node.name}"))
    return sorted(result, reverse=True)


MODULE_SUFFIXES = (".py", ".c", ".h")
"""The files whose lines count as a module's: Python, and the C of the compiled cores."""


def long_modules(limit: int = MODULE_LIMIT) -> list[tuple[int, str]]:
    """The modules (Python or C files) over ``limit`` lines, longest first."""
    result = []
    for path in sorted(p for p in SRC.rglob("*") if p.suffix in MODULE_SUFFIXES):
        length = len(path.read_text().splitlines())
        if length > limit:
            result.append((length, path.relative_to(ROOT).as_posix()))
    return sorted(result, reverse=True)


def build_graph(*, type_checking: bool) -> grimp.ImportGraph:
    """bridgelaw's import graph, with or without the ``if TYPE_CHECKING:`` imports."""
    return grimp.build_graph(
        "bridgelaw",
        include_external_packages=False,
        exclude_type_checking_imports=not type_checking,
        cache_dir=None,  # grimp's cache was seen to give a stale graph after a rebase
    )


def say_circles(title: str, groups: list[list[str]]) -> None:
    """Report the circles of one graph."""
    say(f"{title}: {len(groups)}")
    for group in groups:
        say(f"  ({len(group)}) " + " ".join(name.removeprefix("bridgelaw.") for name in group))


def main() -> None:
    """Print the report (``-v``: every year comparison and long function)."""
    graph = build_graph(type_checking=True)
    runtime = build_graph(type_checking=False)
    ups = upward(graph)
    years = year_comparisons()
    longs = long_functions()
    verbose = "-v" in sys.argv
    say(f"modules: {len(graph.modules)}")
    say_circles("import circles (TYPE_CHECKING imports counted)", circles(graph))
    say_circles("import circles among runtime imports", circles(runtime))
    say(f"upward imports: {len(ups)}")
    for low, high in ups:
        say(f"  {low} -> {high}")
    say(f"edition-year comparisons outside bridgelaw.editions: {len(years)}")
    if verbose:
        for hit in years:
            say(f"  {hit}")
    modules = long_modules()
    say(f"modules over {MODULE_LIMIT} lines: {len(modules)}")
    for length, name in modules:
        say(f"  {length:4d} {name}")
    say(f"functions over 60 lines: {len(longs)}")
    for length, name in longs if verbose else longs[:10]:
        say(f"  {length:4d} {name}")


if __name__ == "__main__":
    main()
