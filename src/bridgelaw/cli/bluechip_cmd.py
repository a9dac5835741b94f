"""``bridgelaw bluechip host`` and ``bridgelaw bluechip client``: the Blue Chip Bridge
table manager protocol (the engine is imported only when a command runs)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from bridgelaw.cli.console import error_line, fail

__all__ = ["bluechip_app", "register"]

bluechip_app = typer.Typer(
    help="Play over the Blue Chip table manager protocol: host a table, or seat a robot.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _say(line: str) -> None:
    typer.echo(f"bluechip: {line}", err=True)


@bluechip_app.command(
    "host", short_help="Host a table (or a match) for four programs; write the PBN record."
)
def host_command(
    port: Annotated[int, typer.Option(help="The port all seats connect to (0: any free one).")],
    boards: Annotated[int, typer.Option(min=1, max=1000, help="How many boards.")],
    output: Annotated[
        Path, typer.Option("--output", "-o", help="The PBN record, written after every board.")
    ],
    seed: Annotated[
        int | None, typer.Option(min=0, help="Deal the boards from this seed (default: random).")
    ] = None,
    teams: Annotated[
        bool,
        typer.Option(
            "--teams", help="A match: two tables, the second with the teams' seats switched."
        ),
    ] = False,
    port_per_seat: Annotated[
        bool,
        typer.Option(
            "--port-per-seat",
            help="One port per seat: North PORT, East PORT+1, South PORT+2, West PORT+3.",
        ),
    ] = False,
    address: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    timeout: Annotated[
        float,
        typer.Option(min=0.01, help="Seconds a program may keep the table waiting."),
    ] = 60.0,
    connect_timeout: Annotated[
        float, typer.Option(min=0.01, help="Seconds to wait for the programs to connect.")
    ] = 300.0,
    max_errors: Annotated[
        int,
        typer.Option(
            min=1, help="Bad lines or refused calls/cards from a program before it stops."
        ),
    ] = 3,
    reconnect: Annotated[
        float,
        typer.Option(
            min=0,
            help="Seconds a program that disconnects has to connect again as its seat "
            "(it replays the board from Start of board); 0: the session stops.",
        ),
    ] = 0.0,
    event: Annotated[str, typer.Option(help="The PBN Event tag.")] = "bridgelaw Blue Chip session",
) -> None:
    """Run a table (or, with --teams, a match of two tables) for four programs that speak
    the Blue Chip protocol, score each board by Law 77 and write the PBN record. Exit
    status: 0 all boards played, 1 the session stopped (the message names the seat, the
    board and what was wrong; the finished boards are in the record), 2 bad options."""
    from bridgelaw.bluechip.host import HostSettings, run_host
    from bridgelaw.bluechip.host_table import TableSettings
    from bridgelaw.core.seats import Seat

    settings = HostSettings(
        boards=boards,
        output=output,
        seed=seed,
        teams=teams,
        event=event,
        table=TableSettings(timeout=timeout, max_errors=max_errors, reconnect=reconnect),
        connect_timeout=connect_timeout,
    )
    seat_ports = None
    if port_per_seat:
        if port == 0:
            raise fail("--port-per-seat needs a port number (the seats take PORT to PORT+3)")
        seat_ports = {seat: port + seat for seat in Seat}

    def listening(ports: object) -> None:
        assert isinstance(ports, dict)
        shown = ", ".join(
            f"{'all seats' if s is None else s.name.capitalize()} {p}" for s, p in ports.items()
        )
        _say(f"listening on {address}: {shown}")

    try:
        result = run_host(
            settings,
            address=address,
            port=port,
            seat_ports=seat_ports,
            log=_say,
            on_listening=listening,
        )
    except OSError as error:
        raise fail(f"cannot listen on {address}:{port}: {error}") from None
    if result.error is not None:
        error_line(str(result.error))
        raise typer.Exit(code=1)
    summary = f"{len(result.finished)} boards played in {result.seconds:.1f} s; record in {output}"
    match = result.imps()
    if match is not None:
        summary += f"; IMPs: open-room N/S team {match[0]}, E/W team {match[1]}"
    _say(summary)


@bluechip_app.command("client", short_help="Seat a bridgelaw robot at a Blue Chip host.")
def client_command(
    port: Annotated[int, typer.Option(help="The host's port.")],
    seat: Annotated[str, typer.Option(help="North, East, South, West or ANYPL.")],
    host: Annotated[str, typer.Option(help="The host's address.")] = "127.0.0.1",
    robot: Annotated[
        str,
        typer.Option(
            help="The robot: dd (samples layouts, solves them double dummy; bids the natural "
            "system), natural (the system's calls, highest card), random or highest-card."
        ),
    ] = "random",
    team: Annotated[str, typer.Option(help="The team name sent to the host.")] = "bridgelaw",
    seed: Annotated[int | None, typer.Option(help="The robot's random seed.")] = None,
    timeout: Annotated[
        float | None, typer.Option(help="Seconds to wait for the host (default: for ever).")
    ] = None,
    reconnect: Annotated[
        float,
        typer.Option(
            min=0,
            help="Seconds to go on trying when the host cannot be reached or the connection "
            "is lost (waiting 0.5 s, then 1, 2, 4, up to 8 s between tries); seated again, "
            "the board is replayed (the host needs its --reconnect). 0: stop at once.",
        ),
    ] = 0.0,
) -> None:
    """Seat a bridgelaw robot at a host that speaks the Blue Chip protocol. Exit status: 0
    the session ended, 1 it stopped (one line says why), 2 bad options."""
    from bridgelaw.bluechip.client import ClientError, make_robot, run_client
    from bridgelaw.core.seats import Seat
    from bridgelaw.errors import BridgeError

    try:
        wanted = None if seat.upper() == "ANYPL" else Seat.parse(seat)
        player = make_robot(robot, seed)
    except BridgeError as error:
        raise fail(str(error)) from None
    try:
        result = run_client(
            player, wanted, host, port, team=team, timeout=timeout, reconnect=reconnect, log=_say
        )
    except ClientError as error:
        error_line(str(error))
        raise typer.Exit(code=1) from None
    where = result.seat.name.capitalize() if result.seat is not None else "?"
    _say(f"{where}: {len(result.boards)} boards played")


def register(app: typer.Typer) -> None:
    """Add ``bluechip host`` and ``bluechip client`` to the ``bridgelaw`` command."""
    app.add_typer(bluechip_app, name="bluechip")
