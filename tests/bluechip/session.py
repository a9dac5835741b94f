"""Helpers for the Blue Chip tests: a host and its programs in one event loop, over
loopback TCP; every connection and server is closed when the session ends."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bridgelaw.bluechip.client import Client
from bridgelaw.bluechip.host import Host, HostSettings, SessionResult
from bridgelaw.bluechip.host_table import TableSettings
from bridgelaw.core.seats import Seat
from bridgelaw.robots import RandomRobot
from tests.apart import run_async

Program = Callable[[int], Awaitable[object]]
"""A program: given the host's port, plays (or misbehaves) and returns what it saw."""


@dataclass
class Outcome:
    result: SessionResult
    programs: list[object]
    log: list[str] = field(default_factory=list)


def settings(
    boards: int,
    output: Path | None = None,
    *,
    seed: int = 7,
    teams: bool = False,
    timeout: float = 5.0,
    max_errors: int = 3,
    reconnect: float = 0.0,
) -> HostSettings:
    return HostSettings(
        boards=boards,
        output=output,
        seed=seed,
        teams=teams,
        table=TableSettings(timeout=timeout, max_errors=max_errors, reconnect=reconnect),
        connect_timeout=10.0,
    )


def robot_client(seat: Seat | None, *, team: str = "bridgelaw", seed: int = 0) -> Program:
    """One of our clients with a random robot."""

    async def run(port: int) -> object:
        client = Client(RandomRobot(seed), seat, team=team, timeout=10.0)
        return await client.run("127.0.0.1", port)

    return run


def play(
    host_settings: HostSettings,
    programs: Sequence[Program],
    *,
    seat_ports: bool = False,
    port_of: Callable[[dict[Seat | None, int], int], int] | None = None,
    within: float = 60.0,
) -> Outcome:
    """Run a host and ``programs`` (each given the port it connects to) to the end."""
    log: list[str] = []

    async def main() -> Outcome:
        host = Host(
            host_settings,
            seat_ports=dict.fromkeys(Seat, 0) if seat_ports else None,
            log=log.append,
        )
        await host.start()
        running = []
        for index, program in enumerate(programs):
            port = host.ports[None] if port_of is None else port_of(host.ports, index)
            running.append(asyncio.ensure_future(program(port)))
        result = await asyncio.wait_for(host.run(), within)
        seen = await asyncio.wait_for(asyncio.gather(*running, return_exceptions=True), 15)
        return Outcome(result, list(seen), log)

    return run_async(main())
