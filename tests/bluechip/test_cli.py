"""``bridgelaw bluechip host`` and ``bridgelaw bluechip client`` as a user runs them: five
processes over loopback TCP; the host's exit status and its one error line."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
from pathlib import Path

from tests.bluechip.test_loopback import check

BRIDGELAW = [sys.executable, "-m", "bridgelaw.cli"]


def start_host(*options: str) -> tuple[subprocess.Popen[str], int]:
    host = subprocess.Popen(
        [*BRIDGELAW, "bluechip", "host", "--port", "0", *options],
        stderr=subprocess.PIPE,
        text=True,
    )
    assert host.stderr is not None
    first = host.stderr.readline()
    match = re.search(r"all seats (\d+)", first)
    assert match is not None, first
    return host, int(match.group(1))


def test_host_and_four_clients_from_the_command_line(tmp_path: Path) -> None:
    output = tmp_path / "cli.pbn"
    host, port = start_host("--boards", "2", "-o", str(output), "--seed", "3", "--timeout", "20")
    clients = [
        subprocess.Popen(
            [*BRIDGELAW, "bluechip", "client", "--port", str(port), "--seat", seat],
            stderr=subprocess.PIPE,
            text=True,
        )
        for seat in ("north", "E", "South", "w")
    ]
    try:
        said = [client.communicate(timeout=60)[1] for client in clients]
        _, err = host.communicate(timeout=60)
    finally:
        for process in (*clients, host):
            process.kill()
    assert host.returncode == 0, err
    assert "2 boards played" in err and str(output) in err
    assert all(client.returncode == 0 for client in clients), said
    assert any("West: 2 boards played" in text for text in said)
    assert check(output).returncode == 0


def test_a_client_that_hangs_up_makes_the_host_exit_1_with_one_line(tmp_path: Path) -> None:
    output = tmp_path / "cli.pbn"
    host, port = start_host("--boards", "2", "-o", str(output), "--timeout", "20")
    clients = [
        subprocess.Popen(
            [*BRIDGELAW, "bluechip", "client", "--port", str(port), "--seat", seat],
            stderr=subprocess.PIPE,
            text=True,
        )
        for seat in ("N", "E", "S")
    ]
    try:
        with socket.create_connection(("127.0.0.1", port)) as west:
            west.sendall(b'Connecting "bridgelaw" as West using protocol version 18\r\n')
            reader = west.makefile("rb")
            assert reader.readline().strip() == b'West ("bridgelaw") seated'
            west.sendall(b"West ready for teams\r\n")
            reader.readline()
            reader.close()  # the socket closes with its last file
        _, err = host.communicate(timeout=60)
        for client in clients:
            client.communicate(timeout=60)
    finally:
        for process in (*clients, host):
            process.kill()
    assert host.returncode == 1
    errors = [line for line in err.splitlines() if line.startswith("error:")]
    assert errors == [
        'error: before the first board, West ("bridgelaw"): disconnected while the host waited '
        "for 'ready to start'; 0 finished board(s) in " + str(output)
    ]
    assert all(client.returncode == 1 for client in clients)


def test_bad_options_exit_2() -> None:
    run = subprocess.run(
        [*BRIDGELAW, "bluechip", "client", "--port", "1", "--seat", "middle"],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 2
    assert "not a seat: 'middle'" in run.stderr
