"""``bridgelaw serve``: the platform's server (FastAPI and uvicorn, imported only here)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

__all__ = ["register", "serve"]


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
    import uvicorn

    from bridgelaw.server.app import create_app
    from bridgelaw.server.settings import Settings

    settings = Settings(
        host=host,
        port=port,
        data_dir=data_dir,
        database_url=database_url,
        redis_url=redis_url,
        director=director,
    )
    app = create_app(settings)
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0") else host
    typer.echo(f"bridgelaw: open http://{shown}:{port}/ to play", err=True)
    # uvloop and httptools are dependencies: uvicorn runs the event loop and parses HTTP
    # with them (in C)
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="warning",
        ws_max_size=65536,
        ws_per_message_deflate=app.state.settings.ws_compression,
    )


def register(app: typer.Typer) -> None:
    """Add the ``serve`` command to the ``bridgelaw`` application."""
    app.command(name="serve")(serve)
