"""Setting the slots of a frozen value directly, for the few values made on a hot path.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``; a
value made several times per card played (a trick, a board per table) is made in half
the time by calling its slots' own setters. Only a constructor of the value's own
module uses them, on a value it has just made: the value is frozen once returned.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["slot_setters"]


def slot_setters(cls: type, *names: str) -> tuple[Callable[[Any, Any], None], ...]:
    """The ``__set__`` of each named slot of ``cls``, in the order named."""
    return tuple(vars(cls)[name].__set__ for name in names)
