"""PostgreSQL and Redis for the server's tests: the throwaway instances that ``make test``
starts (``scripts/services.sh run``) and names in ``BRIDGELAW_TEST_POSTGRES_URL`` and
``BRIDGELAW_TEST_REDIS_URL``.

A missing variable FAILS the test that needs it (never a skip): ``make test`` always
sets both, so a missing one is a broken set-up that must be seen. To run such a test by
hand: ``scripts/services.sh run .venv/bin/pytest tests/server``.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

POSTGRES = "BRIDGELAW_TEST_POSTGRES_URL"
REDIS = "BRIDGELAW_TEST_REDIS_URL"


def _required(variable: str, what: str) -> str:
    value = os.environ.get(variable)
    if not value:
        pytest.fail(
            f"{variable} is not set: this test needs {what}. `make test` starts one; by hand: "
            "scripts/services.sh run .venv/bin/pytest tests/server",
            pytrace=False,
        )
    return value


def redis_url() -> str:
    """The test Redis's URL (the test fails when there is none)."""
    return _required(REDIS, "Redis")


def channel() -> str:
    """A Redis channel of this test's own (tests share the one Redis)."""
    return f"test-{secrets.token_hex(6)}"


@contextmanager
def postgres_database() -> Iterator[str]:
    """A new, empty database on the test PostgreSQL, dropped afterwards; its URL (the test
    fails when there is no PostgreSQL)."""
    import psycopg

    base = _required(POSTGRES, "PostgreSQL")
    server, _, _ = base.rpartition("/")
    plain = base.replace("postgresql+psycopg://", "postgresql://", 1)
    name = f"test_{secrets.token_hex(6)}"
    with psycopg.connect(plain, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"{server}/{name}"
    finally:
        with psycopg.connect(plain, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
