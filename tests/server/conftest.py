"""Fixtures of the server's tests: an application on SQLite in a temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.app import create_app
from bridgelaw.server.settings import Settings


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings with the data in a temporary folder, and no rate limit a test at full
    speed would meet (tests/server/test_bad_input.py tests the limit)."""
    return Settings(data_dir=tmp_path / "data", actions_per_second=10_000, action_burst=10_000)


@pytest.fixture
def app(settings: Settings) -> FastAPI:
    """The application, with its demo table (table 1)."""
    return create_app(settings)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    """A test client of the application."""
    with TestClient(app) as test_client:
        yield test_client
