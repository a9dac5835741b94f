"""The two errors that the values themselves raise (:mod:`bridgelaw.errors` re-exports
them with the rest). They live here so that the values (a Law reference that cannot be
read raises :class:`NotationError`) need not import :mod:`bridgelaw.errors`, which names
:class:`~bridgelaw.core.lawref.LawRef` in its own signatures."""

from __future__ import annotations

__all__ = ["BridgeError", "NotationError"]


class BridgeError(Exception):
    """Base of every bridgelaw error."""

    __module__ = "bridgelaw.errors"


class NotationError(BridgeError, ValueError):
    """A card, call, contract, seat or other value could not be read."""

    __module__ = "bridgelaw.errors"
