"""The server's settings: each an option of ``bridgelaw serve`` and a ``BRIDGELAW_*``
environment variable (``BRIDGELAW_HOST``, ``BRIDGELAW_PORT``, ``BRIDGELAW_DATA_DIR``,
``BRIDGELAW_DATABASE_URL``...)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["Settings"]


class Settings(BaseSettings):
    """Where the server listens, where it keeps its data, and its limits."""

    model_config = SettingsConfigDict(env_prefix="BRIDGELAW_", frozen=True)

    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=0, le=65535)
    data_dir: Path = Path("data")
    database_url: str | None = None
    """SQLAlchemy URL; default: SQLite in ``data_dir/bridgelaw.sqlite3``. PostgreSQL:
    ``postgresql+psycopg://user:password@host:5432/database``."""
    redis_url: str | None = None
    """Redis (``redis://host:6379/0``) through which several server processes sharing one
    PostgreSQL tell each other of each table's new actions; unset: one process."""
    redis_channel: str = Field(default="bridgelaw", min_length=1, max_length=100)
    """The Redis pub/sub channel; the processes of one database share it, and two
    databases on one Redis need two channels."""
    sqlite_synchronous: Literal["FULL", "NORMAL"] = "FULL"
    """SQLite's ``synchronous`` in WAL mode: ``FULL`` (an acknowledged action survives a
    power cut; one fsync per action) or ``NORMAL`` (it survives a crash or ``kill -9`` of
    the server but perhaps not a power cut; several times the actions per second)."""
    demo: bool = True
    """Create a demo room (one table, four seats for people) when there is no table."""
    demo_robots: bool = True
    """With the demo room, also a practice table where three robots play (North, East and
    West) and South is free for a person."""
    robots: bool = True
    """Robot seats are played by the server (a seat held by ``bridgelaw robot``)."""
    robot: Literal["sampling", "random"] = "sampling"
    """The robot of the server's robot seats: ``sampling`` (the natural bidding system and
    double-dummy sampling in the play) or ``random`` (random legal calls and cards: quick,
    for tests and the load benchmark's robot tables)."""
    demo_seed: str | None = Field(default=None, max_length=64)
    """The seed of the demo table's deals (default: random); set it to show the same
    boards every time."""
    token_ttl_seconds: int = Field(default=12 * 3600, gt=0)
    """How long a seat's token is valid after it is issued."""
    max_message_bytes: int = Field(default=4096, gt=0)
    """The largest websocket frame a client may send; larger ones are refused."""
    actions_per_second: float = Field(default=10.0, gt=0)
    """Sustained actions a connection may send (a token bucket)."""
    action_burst: int = Field(default=20, gt=0)
    """Actions a connection may send at once before the rate limit applies."""

    ws_compression: bool = False
    """Offer websocket compression (permessage-deflate) to browsers that ask for it: a
    state is ~1-2 kB of JSON, which deflate shrinks to a few hundred bytes but at a CPU
    cost per message per seat that caps the tables one process serves; off by default
    (1,000 tables at one action a second are ~6 MB/s uncompressed)."""

    ws_protocol: Literal["queued", "websockets-sansio", "websockets", "wsproto"] = "queued"
    """uvicorn's websocket implementation: ``queued`` (the default,
    :mod:`bridgelaw.server.uvicorn_ws`: uvicorn's ``websockets-sansio`` with the server's
    frames made and the clients' text frames read by us, and each connection's frames
    written together once per turn of the event loop: fewer system calls and less Python
    per message) or one of uvicorn's own (``wsproto`` needs the ``wsproto`` package)."""

    ws_ping_interval: float = Field(default=20.0, gt=0)
    """Seconds between the server's keepalive pings on each websocket (a browser gone
    without closing is noticed after this and 20 s more). Each ping is a frame out and
    a pong in: at a human pace (one action per table per second, 4 connections a table)
    the 20 s default costs ~3% of the server's CPU, 60 s ~1%."""

    gc_full_seconds: float = Field(default=600.0, ge=0)
    """Seconds between two full garbage collections (:mod:`bridgelaw.server.collector`:
    the survivors of each young collection are frozen, so the automatic full collections,
    which stopped the server for 0.3-0.6 s every few seconds at 1,000 tables, look at a
    few seconds' objects only); ``0``: CPython's own collector (``bridgelaw serve`` only)."""

    timings_file: Path | None = None
    """Record where each action's time goes (:mod:`bridgelaw.server.timings`: CPU and
    wall time of each frame's steps, garbage collections, the event loop's lateness, the
    group commits) in this file, as JSON lines: for the load benchmark; unset: nothing
    is recorded."""

    kibitz: str = Field(default="after", pattern=r"^(after|off|delay:[1-9][0-9]?)$")
    """The rule for kibitzers of the tables the server opens (``bridgelaw.server.kibitz``):
    ``after`` (a board once every table of the room has finished it), ``delay:N`` (the
    table N actions behind, hands shown: for boards not replayed), ``off``."""

    undo: str = Field(default="consent", pattern=r"^(consent|laws)$")
    """The undo rule of the tables the server opens and of those players open unless they
    ask otherwise (:mod:`bridgelaw.server.undo_rule`): ``consent`` (a misclick withdrawn
    when both opponents consent) or ``laws`` (only the director, Laws 25A and 47). A pairs
    event's tables are ``laws`` whatever this says."""

    play_undos: bool = False
    """Whether a player may withdraw his last card with the opponents' consent (default:
    only the director withdraws a card; EBU Blue Book)."""
    # accounts and security (bridgelaw.server.auth, bridgelaw.server.security)
    director: str | None = Field(default=None, max_length=40)
    """The name of the director's account (default: the first account registered)."""
    secret_key: str | None = Field(default=None, min_length=32)
    """The key that signs cookies (default: one made at first start, kept in the database
    and shared by the server's processes)."""
    secure_cookies: bool | None = None
    """Mark cookies ``Secure`` always (``true``), never (``false``), or when the page came
    over https (unset)."""
    session_ttl_seconds: int = Field(default=14 * 24 * 3600, gt=0)
    """How long a login lasts."""
    password_time_cost: int = Field(default=3, ge=1)
    """argon2id's passes over memory per password hash."""
    password_memory_kib: int = Field(default=65536, ge=8)
    """argon2id's memory per password hash, in KiB (default 64 MiB, RFC 9106)."""
    login_burst: int = Field(default=5, gt=0)
    """Login attempts one account may get at once..."""
    logins_per_minute: float = Field(default=2.0, gt=0)
    """...and then per minute."""
    address_login_burst: int = Field(default=20, gt=0)
    """Logins, registrations and guest logins one address may make at once..."""
    address_logins_per_minute: float = Field(default=10.0, gt=0)
    """...and then per minute."""

    def url(self) -> str:
        """The database URL in force."""
        if self.database_url:
            return self.database_url
        return f"sqlite:///{self.data_dir.resolve() / 'bridgelaw.sqlite3'}"
