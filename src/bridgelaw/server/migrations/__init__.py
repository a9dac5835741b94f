"""Alembic migrations of the server's database."""
