"""How many examples a property test draws: its base count times the environment
variable ``BRIDGELAW_FUZZ_SCALE`` (1 by default; ``make fuzz`` raises it)."""

from __future__ import annotations

import os


def examples(base: int) -> int:
    """``base`` times ``BRIDGELAW_FUZZ_SCALE``."""
    return base * max(1, int(os.environ.get("BRIDGELAW_FUZZ_SCALE", "1")))
