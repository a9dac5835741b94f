"""The application factory: ``create_app(settings)``.

At start-up the database is migrated to the newest schema and, when it has no table and
``demo`` is set, a demo room is made: one table with four seats for people; its director
token is written to ``DATA_DIR/director-token.txt`` (the director opens
``/tables/1/director?token=...``); with ``demo_robots``, also a practice table where
robots sit North, East and West (:mod:`bridgelaw.server.robot_seats`); and a laws-mode
table, where irregularities are possible and the director rectifies them
(:mod:`bridgelaw.server.laws_room`). Tables are loaded
(their logs replayed) when first asked for.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from fastapi import FastAPI, WebSocket
from fastapi.staticfiles import StaticFiles

from bridgelaw.core.seats import Seat
from bridgelaw.server.auth_pages import install as install_accounts
from bridgelaw.server.club import ClubRooms
from bridgelaw.server.club_director import router as club_director
from bridgelaw.server.club_phone import router as club_phone
from bridgelaw.server.db import connect, migrate
from bridgelaw.server.game import Game, OnlineRules
from bridgelaw.server.i18n import RememberLanguage
from bridgelaw.server.laws_room import edition_field
from bridgelaw.server.pages import router
from bridgelaw.server.pairs import PairEvents
from bridgelaw.server.pairs_pages import router as pairs_router
from bridgelaw.server.refusals import install as install_refusals
from bridgelaw.server.robot_seats import RobotSeats, robot_factory
from bridgelaw.server.settings import Settings
from bridgelaw.server.store import Store
from bridgelaw.server.timings import Timings
from bridgelaw.server.ws import Hub, serve_director, serve_kibitz, serve_seat

if TYPE_CHECKING:
    from bridgelaw.server.pubsub import RelayHub

__all__ = ["DEMO_TABLE", "LAWS_TABLE", "PRACTICE_TABLE", "create_app"]

DEMO_TABLE = "Demo table"
PRACTICE_TABLE = "Practice with robots"
LAWS_TABLE = "Laws table: irregularities and the director"

STATIC = Path(__file__).parent / "static"


def create_app(settings: Settings | None = None) -> FastAPI:
    """A server for ``settings`` (default: from the ``BRIDGELAW_*`` environment)."""
    config = settings or Settings()
    engine = connect(config.url(), synchronous=config.sqlite_synchronous)
    migrate(engine)
    store = Store(engine)
    robots = RobotSeats(robot_factory(config.robot)) if config.robots else None
    if config.demo and not store.tables():
        demo = store.create_table(
            DEMO_TABLE, seed=config.demo_seed, kibitz=config.kibitz, undo=config.undo
        )
        _keep_director_token(config, store.director_token(demo))
        if config.demo_robots and robots is not None:
            # a room of its own (its seat is kept for a player of the demo room too)
            seed = None if config.demo_seed is None else f"{config.demo_seed}-practice"
            practice = store.create_table(
                PRACTICE_TABLE, seed=seed, kibitz=config.kibitz, undo=config.undo
            )
            for seat in (Seat.NORTH, Seat.EAST, Seat.WEST):
                robots.seat(store, practice, seat)
        # its own deals (a room of its own: its boards are no one else's traveller)
        seed = None if config.demo_seed is None else f"{config.demo_seed}-laws"
        laws = edition_field(laws=True)
        store.create_table(LAWS_TABLE, seed=seed, edition=laws, kibitz=config.kibitz)

    game = Game(store, OnlineRules(play_undos=config.play_undos))
    relay = _relay(config)
    if relay is None:  # one process: every table is created by this store
        store.keep_rooms()
    hub = relay or Hub()
    hub.robots = robots
    ttl = datetime.timedelta(seconds=config.token_ttl_seconds)
    pairs = PairEvents(store, game, hub, ttl)  # pairs events: rounds of tables

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        commits = store.group_commits(lambda table_id: _drop(game, table_id))
        if config.timings_file is not None:
            hub.timings = commits.timings = Timings(config.timings_file)
            hub.timings.start()
        if relay is not None:
            await relay.start(game)
        rounds = asyncio.create_task(pairs.run())
        yield
        if hub.timings is not None:
            hub.timings.stop()
        rounds.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await rounds
        if relay is not None:
            await relay.stop()
        await commits.close()
        store.commits = None
        engine.dispose()

    app = FastAPI(title="bridgelaw", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.settings = config
    app.state.store = store
    app.state.game = game
    app.state.hub = hub
    app.state.pairs = pairs
    app.add_middleware(RememberLanguage)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    install_refusals(app)  # every refusal (Denied) answered one way
    install_accounts(app, config, engine)  # sessions, login pages, director's routes
    app.include_router(router)
    app.state.club = ClubRooms(engine)  # club nights: tournament.club on the server
    app.include_router(club_phone)
    app.include_router(club_director)
    app.include_router(pairs_router)

    @app.websocket("/ws/{table_id}/director")
    async def director_socket(socket: WebSocket, table_id: int) -> None:
        await serve_director(socket, app.state.game, app.state.hub, config, table_id)

    @app.websocket("/ws/{table_id}/kibitz")
    async def kibitz_socket(socket: WebSocket, table_id: int) -> None:
        await serve_kibitz(socket, app.state.game, app.state.hub, config, table_id)

    @app.websocket("/ws/{table_id}/{seat}")
    async def seat_socket(socket: WebSocket, table_id: int, seat: str) -> None:
        await serve_seat(socket, app.state.game, app.state.hub, config, table_id, seat)

    return app


def _drop(game: Game, table_id: int) -> None:
    """Drop a table whose queued write failed: it is reloaded from the database on next
    use."""
    game._live.pop(table_id, None)


def _relay(config: Settings) -> RelayHub | None:
    """With ``redis_url``, a hub that also tells the other server processes of each
    table's change (:mod:`bridgelaw.server.pubsub`)."""
    if config.redis_url is None:
        return None
    from bridgelaw.server.pubsub import Relay, RelayHub

    return RelayHub(Relay(config.redis_url, config.redis_channel))


def _keep_director_token(config: Settings, token: str) -> None:
    """Write the demo table's director token where the person who runs the server finds
    it (readable by its owner only)."""
    path = config.data_dir / "director-token.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(token + "\n")
    path.chmod(0o600)
