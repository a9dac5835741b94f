"""The architecture as a contract: layers, no import circles, no oversized modules.

The layers are the import-linter contract in ``pyproject.toml`` (``make layers`` runs it
too); ``tools/architecture_metrics.py`` prints the same figures for a reader.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from tools.architecture_metrics import LAYERS, MODULE_LIMIT, build_graph, circles, long_modules

ROOT = Path(__file__).resolve().parent.parent


def test_no_import_circles_counting_type_checking_imports() -> None:
    """No circles anywhere: not among runtime imports, nor through ``if TYPE_CHECKING:``
    imports (a module that must name the state of a module importing it defines a
    Protocol of what it reads, e.g. ``laws.classify.CallState``)."""
    found = [
        [name.removeprefix("bridgelaw.") for name in group]
        for group in circles(build_graph(type_checking=True))
    ]
    assert found == []


def test_no_import_circles_among_runtime_imports() -> None:
    found = circles(build_graph(type_checking=False))
    assert found == []


def test_layers_contract_is_kept() -> None:
    lint = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run(
        [str(lint), "--config", str(ROOT / "pyproject.toml"), "--no-cache"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_metrics_tool_uses_the_contracts_layers() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    (contract,) = config["tool"]["importlinter"]["contracts"]
    written = [
        tuple(sorted("bridgelaw." + name.strip().strip("()") for name in layer.split(":")))
        for layer in reversed(contract["layers"])
    ]
    assert written == [tuple(sorted(names)) for names in LAYERS]


def test_no_module_over_the_limit() -> None:
    assert long_modules() == [], f"modules over {MODULE_LIMIT} lines"
