"""A real server for tests: ``bridgelaw serve`` (uvicorn) in a subprocess on a free
port, stopped with SIGKILL at the end (which is also how the restart test kills it)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def server(data_dir: Path, port: int | None = None, **env: str) -> Iterator[str]:
    """``bridgelaw serve`` with its data in ``data_dir`` and ``BRIDGELAW_*`` variables
    ``env``, on ``port`` (default: a free one); its address (``127.0.0.1:PORT``). No rate
    limit (tests play at full speed)."""
    port = port or free_port()
    command = [sys.executable, "-m", "bridgelaw.cli", "serve", "--port", str(port)]
    variables = {
        **os.environ,
        "BRIDGELAW_DATA_DIR": str(data_dir),
        "BRIDGELAW_ACTIONS_PER_SECOND": "10000",
        "BRIDGELAW_ACTION_BURST": "10000",
        **{f"BRIDGELAW_{name.upper()}": value for name, value in env.items()},
    }
    process = subprocess.Popen(
        command, env=variables, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    address = f"127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"http://{address}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert process.poll() is None, process.stderr.read() if process.stderr else ""
            assert time.monotonic() < deadline, "the server did not start in 30 s"
            time.sleep(0.1)
        yield address
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        if process.stderr is not None:
            process.stderr.close()
