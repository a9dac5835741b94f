"""Fixtures of the server's tests: an application on SQLite in a temporary folder, and
the same on PostgreSQL (a new database on the server ``make test`` starts; see
tests/server/services.py). Every test that takes ``settings``, ``app`` or ``client`` runs
once on each."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.app import create_app
from bridgelaw.server.settings import Settings
from tests.server.services import postgres_database

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest) -> Iterator[str | None]:
    """The database of a test: ``None`` (SQLite in the data folder) or a new PostgreSQL
    database's URL."""
    if request.param == "sqlite":
        yield None
        return
    with postgres_database() as url:
        yield url


@pytest.fixture
def settings(tmp_path: Path, database_url: str | None) -> Settings:
    """Settings with the data in a temporary folder (or PostgreSQL), and no rate limit a
    test at full speed would meet (tests/server/test_bad_input.py tests the limit)."""
    return Settings(
        data_dir=tmp_path / "data",
        database_url=database_url,
        actions_per_second=10_000,
        action_burst=10_000,
        demo_robots=False,  # the practice table: tests/server/test_robot_seats.py
    )


@pytest.fixture
def app(settings: Settings) -> Iterator[FastAPI]:
    """The application, with its demo table (table 1)."""
    application = create_app(settings)
    yield application
    application.state.store.engine.dispose()  # its connections, before the database goes


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    """A test client of the application."""
    with TestClient(app) as test_client:
        yield test_client
