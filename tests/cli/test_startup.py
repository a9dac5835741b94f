"""Start-up: ``import bridgelaw`` and the CLI's help import none of the heavy modules.

Each check runs in a fresh interpreter (a subprocess) and reads ``sys.modules``
afterwards: the modules a command imports decide how fast it answers.
"""

from __future__ import annotations

import json
import subprocess
import sys

HEAVY = ("numpy", "endplay", "jinja2", "matplotlib")
"""Third-party modules that cost tenths of a second to import."""


def imported_after(code: str) -> set[str]:
    """The top-level names in ``sys.modules`` after running ``code`` in a new interpreter."""
    probe = f"{code}\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))"
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    return set(json.loads(out.splitlines()[-1]))


def test_import_bridgelaw_imports_no_heavy_module() -> None:
    modules = imported_after("import bridgelaw")
    assert not {m for m in modules if m.split(".")[0] in HEAVY}
    assert not {m for m in modules if m.startswith("bridgelaw.") and m != "bridgelaw._lazy"}


def test_lazy_names_resolve() -> None:
    modules = imported_after(
        "import bridgelaw\nassert bridgelaw.Table.__name__ == 'Table'\n"
        "assert 'Table' in dir(bridgelaw) and bridgelaw.dealing.__name__ == 'bridgelaw.dealing'"
    )
    assert "bridgelaw.table" in modules
