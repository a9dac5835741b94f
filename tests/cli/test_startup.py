"""Start-up: ``import bridgelaw`` and the CLI's help import none of the heavy modules.

Each check runs in a fresh interpreter (a subprocess) and reads ``sys.modules``
afterwards: the modules a command imports decide how fast it answers.
"""

from __future__ import annotations

import json
import subprocess
import sys

HEAVY = (
    "numpy",
    "endplay",
    "jinja2",
    "matplotlib",
    "weasyprint",
    "playwright",
    "fastapi",
    "starlette",
    "uvicorn",
    "sqlalchemy",
    "alembic",
    "psycopg",
    "redis",
)
"""Third-party modules that cost tenths of a second to import."""

ENGINE = (
    "bridgelaw.director",
    "bridgelaw.analysis",
    "bridgelaw.table",
    "bridgelaw.laws",
    "bridgelaw.dd",
    "bridgelaw.dealing",
    "bridgelaw.scoring",
    "bridgelaw.formats",
    "bridgelaw.render",
    "bridgelaw.results",
    "bridgelaw.tournament",
    "bridgelaw.check",
    "bridgelaw.editions",
    "bridgelaw.server",
    "bridgelaw.bluechip",
)
"""bridgelaw's own packages below the CLI: the help needs none of them."""

SUBCOMMANDS = (
    "deal",
    "show",
    "check",
    "rule",
    "score",
    "movement",
    "event",
    "event run",
    "serve",
    "match",
    "bluechip",
    "bluechip host",
    "bluechip client",
)

HELP = """
import contextlib, io, sys
from bridgelaw.cli import main
for args in ARGS:
    sys.argv = ["bridgelaw", *args]
    with contextlib.redirect_stdout(io.StringIO()):
        try:
            main()
        except SystemExit as exit:
            assert exit.code == 0, (args, exit.code)
"""


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


def test_help_of_the_cli_and_every_subcommand_imports_no_heavy_module() -> None:
    args = [["--help"], *([*command.split(), "--help"] for command in SUBCOMMANDS)]
    modules = imported_after(HELP.replace("ARGS", repr(args)))
    assert not {m for m in modules if m.split(".")[0] in HEAVY}
    assert not {m for m in modules if m.startswith(ENGINE)}


def test_the_subcommands_checked_are_all_of_them() -> None:
    from typer.main import get_command

    from bridgelaw.cli import app

    group = get_command(app)
    names = set(group.commands)  # type: ignore[attr-defined]
    assert names == {command.split()[0] for command in SUBCOMMANDS}
