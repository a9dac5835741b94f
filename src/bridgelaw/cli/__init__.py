"""The ``bridgelaw`` command (typer, rich)."""

from bridgelaw.cli.app import app, main

__all__ = ["app", "main"]
