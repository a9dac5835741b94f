"""The values of ``bridgelaw.core`` are made only through their public constructors (or
a documented fast path such as ``Deal.trusted``) outside ``core``: a private name of a
core value (``Deal._trusted``) may change with ``core`` alone, so no other module uses
one."""

from __future__ import annotations

import ast
from pathlib import Path

import bridgelaw

SOURCE = Path(bridgelaw.__file__).parent


def _core_names(tree: ast.Module) -> set[str]:
    """The names a module imports from ``bridgelaw.core`` (or a module of it)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("bridgelaw.core"):
            names |= {alias.asname or alias.name for alias in node.names}
    return names


def private_uses(text: str, where: str) -> list[str]:
    """``Name._attr`` in the module ``text`` where ``Name`` comes from ``bridgelaw.core``
    and ``_attr`` is private (not a dunder)."""
    tree = ast.parse(text, where)
    core = _core_names(tree)
    return [
        f"{where}:{node.lineno}: {node.value.id}.{node.attr}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id in core
        and node.attr.startswith("_")
        and not node.attr.startswith("__")
    ]


def test_no_module_outside_core_uses_a_private_name_of_a_core_value() -> None:
    outside = [p for p in SOURCE.rglob("*.py") if SOURCE / "core" not in p.parents]
    assert len(outside) > 100  # the whole package is read
    found = [
        use
        for path in outside
        for use in private_uses(path.read_text(), str(path.relative_to(SOURCE)))
    ]
    assert found == []


def test_the_check_finds_a_private_name_and_passes_a_public_one() -> None:
    text = "from bridgelaw.core import Deal\nx = Deal._trusted\ny = Deal.trusted\nz = Deal.__eq__\n"
    assert private_uses(text, "probe.py") == ["probe.py:2: Deal._trusted"]
