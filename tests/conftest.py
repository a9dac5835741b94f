"""Shared fixtures: paths to ../shared/data and sample boards."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

from bridgelaw.core import Board, Deal

# Property tests: `make test` (and CI) draws the same examples on every run
# (derandomized), so a green suite stays green; `make fuzz` draws new ones, more of
# them (see tests/property/fuzz.py), to look for new failures.
settings.register_profile("ci", derandomize=True, database=None)
settings.register_profile("fuzz", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("BRIDGELAW_HYPOTHESIS", "ci"))

ROOT = Path(__file__).resolve().parents[1]
SHARED_DATA = ROOT.parent / "shared" / "data"
"""The third-party data beside the repository (``../shared/data``)."""

# A deal where every seat holds one top sequence: easy to reason about in tests.
# North: spades AKQJ, hearts T98, diamonds 765, clubs 432, and so on.
SAMPLE_DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


@pytest.fixture
def sample_board() -> Board:
    """Board 1 (dealer North, none vulnerable) with :data:`SAMPLE_DEAL`."""
    return Board(1, Deal.parse(SAMPLE_DEAL))


@pytest.fixture
def shared_data() -> Path:
    """The ``../shared/data`` folder."""
    return SHARED_DATA


# Headless Chromium (tests/browser.py): `browser` and `page` for every test that names them.
from tests.browser import browser, page, playwright_driver  # noqa: E402

__all__ = ["browser", "page", "playwright_driver", "sample_board", "shared_data"]
