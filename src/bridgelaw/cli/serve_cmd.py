"""``bridgelaw serve``: the platform's server (FastAPI and uvicorn, imported only here)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

if TYPE_CHECKING:
    from fastapi import FastAPI

    from bridgelaw.server.settings import Settings

__all__ = ["register", "serve"]

SWITCH_SECONDS = 0.0005
"""How long a thread waiting for the GIL waits before it asks for it (CPython: 5 ms)."""


def serve(
    host: Annotated[
        str, typer.Option(envvar="BRIDGELAW_HOST", help="Address to listen on.")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(envvar="BRIDGELAW_PORT", help="Port to listen on.")] = 8000,
    data_dir: Annotated[
        Path,
        typer.Option(envvar="BRIDGELAW_DATA_DIR", help="Folder of the SQLite database."),
    ] = Path("data"),
    database_url: Annotated[
        str | None,
        typer.Option(
            envvar="BRIDGELAW_DATABASE_URL",
            help="SQLAlchemy URL of the database (default: SQLite in the data folder).",
        ),
    ] = None,
    redis_url: Annotated[
        str | None,
        typer.Option(
            envvar="BRIDGELAW_REDIS_URL",
            help="Redis URL: several server processes share one PostgreSQL through it.",
        ),
    ] = None,
    director: Annotated[
        str | None,
        typer.Option(
            envvar="BRIDGELAW_DIRECTOR",
            help="Name of the director's account (default: the first account registered).",
        ),
    ] = None,
) -> None:
    """Serve the lobby and the tables: people play in their browsers."""
    import gc
    import sys

    import uvicorn

    from bridgelaw.server.settings import Settings

    try:
        settings = Settings(
            host=host,
            port=port,
            data_dir=data_dir,
            database_url=database_url,
            redis_url=redis_url,
            director=director,
        )
    except ValueError as error:  # pydantic's ValidationError
        _fail(_validation_message(error))
    app = _start(settings)
    _check_port(host, port)
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0") else host
    typer.echo(f"bridgelaw: open http://{shown}:{port}/ to play", err=True)
    # the ~140,000 objects of the imported libraries and the app are never garbage: out
    # of the collector's sight, a full collection under load takes ms, not 50-300 ms
    gc.collect()
    gc.freeze()
    if app.state.settings.gc_full_seconds > 0:  # no full collection of everything under load
        from bridgelaw.server.collector import Collector

        Collector(app.state.settings.gc_full_seconds).install()
    # the group commit's thread takes the GIL back several times per commit (each row's
    # step, the fsync), each time waiting for the event loop's thread to yield it: at
    # CPython's 5 ms a busy loop made a commit of 1.5 ms of CPU take 26 ms on average
    # (1,000 tables, load ~7; 6.6 ms at 0.5 ms: BENCH_TIMINGS=1 python -m bench serve)
    sys.setswitchinterval(SWITCH_SECONDS)
    ws: Any = app.state.settings.ws_protocol
    if ws == "queued":
        from bridgelaw.server.uvicorn_ws import QueuedFramesProtocol

        ws = QueuedFramesProtocol
    # uvloop and httptools are dependencies: uvicorn runs the event loop and parses HTTP
    # with them (in C)
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="warning",
        ws=ws,
        ws_max_size=65536,
        ws_ping_interval=app.state.settings.ws_ping_interval,
        ws_per_message_deflate=app.state.settings.ws_compression,
    )


def _fail(message: str) -> NoReturn:
    typer.echo(f"bridgelaw serve: {message}", err=True)
    raise typer.Exit(2)


def _validation_message(error: ValueError) -> str:
    errors = getattr(error, "errors", None)
    if errors is None:
        return str(error)
    return "; ".join(
        f"{'.'.join(str(part) for part in item['loc'])}: {item['msg']}" for item in errors()
    )


def _hidden(url: str) -> str:
    """The URL with its password replaced by ``***``."""
    from sqlalchemy.engine import make_url

    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # not a URL at all: shown as given, without what follows an '@'
        return url.split("@")[-1]


def _start(settings: Settings) -> FastAPI:
    """The application, or a one-line error naming what was wrong (the director's name,
    the database, the data folder, Redis) and exit status 2: never a traceback."""
    from sqlalchemy.exc import NoSuchModuleError, SQLAlchemyError

    from bridgelaw.server.app import create_app
    from bridgelaw.server.auth import AccountError

    database = _hidden(settings.database_url) if settings.database_url else None
    try:
        app = create_app(settings)
    except AccountError as error:
        _fail(f"--director {settings.director!r} (BRIDGELAW_DIRECTOR): {error.message}")
    except NoSuchModuleError as error:
        _fail(f"--database-url {database!r}: not a database SQLAlchemy knows ({error})")
    except SQLAlchemyError as error:
        cause = str(getattr(error, "orig", None) or error).strip().splitlines()[0]
        _fail(f"cannot open the database {database or 'in ' + str(settings.data_dir)}: {cause}")
    except OSError as error:
        _fail(f"the data folder {settings.data_dir}: {error.strerror or error}")
    if settings.redis_url:
        _check_redis(settings.redis_url)
    return app


def _check_port(host: str, port: int) -> None:
    """Fail before saying "open ..." when the port is taken or not allowed; anything else
    (an address this machine cannot check) is left to uvicorn."""
    import errno
    import socket

    try:
        with socket.create_server((host, port)):
            pass
    except OSError as error:
        if error.errno in (errno.EADDRINUSE, errno.EACCES):
            _fail(f"cannot listen on {host}:{port} (--host/--port): {error.strerror}")


def _check_redis(url: str) -> None:
    from redis import Redis
    from redis.exceptions import RedisError

    try:
        client = Redis.from_url(url, socket_connect_timeout=3, socket_timeout=3)
        try:
            client.ping()
        finally:
            client.close()
    except (RedisError, ValueError, OSError) as error:
        _fail(f"cannot reach Redis at {_hidden(url)!r} (--redis-url): {error}")


def register(app: typer.Typer) -> None:
    """Add the ``serve`` command to the ``bridgelaw`` application."""
    app.command(name="serve")(serve)
