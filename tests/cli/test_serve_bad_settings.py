"""``bridgelaw serve`` with a bad setting stops at once with one line naming the setting
and what is wrong (exit status 2), never a traceback and never "open ... to play" first:
a director's name that is not a name, a database URL SQLAlchemy does not know or cannot
reach (its password hidden), a data folder that cannot be made, Redis unreachable, a port
in use."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.server.live import free_port


def _serve(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    variables = {k: v for k, v in os.environ.items() if not k.startswith("BRIDGELAW_")}
    variables |= {"BRIDGELAW_DATA_DIR": str(tmp_path / "data"), **env}
    command = [sys.executable, "-m", "bridgelaw.cli", "serve", *args]
    return subprocess.run(
        command, env=variables, capture_output=True, text=True, timeout=120, check=False
    )


@pytest.mark.parametrize(
    ("env", "words"),
    [
        ({"BRIDGELAW_DIRECTOR": "bad!!"}, ["--director 'bad!!'", "a name is letters"]),
        ({"BRIDGELAW_DATABASE_URL": "foo://x"}, ["--database-url 'foo://x'", "SQLAlchemy"]),
        (
            {"BRIDGELAW_DATABASE_URL": "postgresql+psycopg://u:secret@127.0.0.1:1/db"},
            ["cannot open the database postgresql+psycopg://u:***@127.0.0.1:1/db", "refused"],
        ),
        ({"BRIDGELAW_DATA_DIR": "/proc/no-such-folder"}, ["the data folder /proc/no-such"]),
        ({"BRIDGELAW_REDIS_URL": "redis://127.0.0.1:1/0"}, ["cannot reach Redis", "refused"]),
    ],
)
def test_a_bad_setting_is_one_line_and_exit_2(
    tmp_path: Path, env: dict[str, str], words: list[str]
) -> None:
    done = _serve(tmp_path, "--port", str(free_port()), **env)
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bridgelaw serve: "), done.stderr
    for word in words:
        assert word in lines[0], lines[0]
    assert "secret" not in done.stderr and "Traceback" not in done.stderr


def test_a_port_in_use_is_said_before_anything_else(tmp_path: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        done = _serve(tmp_path, "--port", str(port))
    assert done.returncode == 2
    assert f"cannot listen on 127.0.0.1:{port}" in done.stderr
    assert "to play" not in done.stderr and "Traceback" not in done.stderr
