"""``bridgelaw serve``'s options and their ``BRIDGELAW_*`` variables (the migrations:
tests/server/test_database.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.server.settings import Settings


def test_every_setting_is_also_an_environment_variable(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("BRIDGELAW_HOST", "0.0.0.0")
    monkeypatch.setenv("BRIDGELAW_PORT", "8123")
    monkeypatch.setenv("BRIDGELAW_DATA_DIR", str(tmp_path))
    settings = Settings()
    assert (settings.host, settings.port, settings.data_dir) == ("0.0.0.0", 8123, tmp_path)
    assert settings.url() == f"sqlite:///{tmp_path.resolve()}/bridgelaw.sqlite3"
    monkeypatch.setenv("BRIDGELAW_DATABASE_URL", "postgresql+psycopg://u@db/bridge")
    assert Settings().url() == "postgresql+psycopg://u@db/bridge"
    monkeypatch.setenv("BRIDGELAW_REDIS_URL", "redis://cache:6379/0")
    monkeypatch.setenv("BRIDGELAW_REDIS_CHANNEL", "club")
    assert (Settings().redis_url, Settings().redis_channel) == ("redis://cache:6379/0", "club")


def test_serve_takes_its_options_from_the_command_line_and_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import uvicorn

    ran: dict[str, Any] = {}

    def run(application: Any, **options: Any) -> None:
        ran.update(options, app=application)

    monkeypatch.setattr(uvicorn, "run", run)
    monkeypatch.setenv("BRIDGELAW_PORT", "8124")
    result = CliRunner().invoke(app, ["serve", "--data-dir", str(tmp_path / "d"), "--host", "::1"])
    assert result.exit_code == 0, result.output
    assert (ran["host"], ran["port"]) == ("::1", 8124)
    assert (tmp_path / "d" / "bridgelaw.sqlite3").is_file()
    assert "http://::1:8124/" in result.output
