"""The Blue Chip Bridge table manager protocol (version 18): a host and a client.

:class:`~bridgelaw.bluechip.host.Host` runs a table (or a match of two tables) for four
programs connected over TCP, checks every call and card with the strict table, scores
the boards (Law 77) and writes the PBN record; :class:`~bridgelaw.bluechip.client.Client`
seats a bridgelaw robot at any host of the protocol. :mod:`bridgelaw.bluechip.messages`
reads and writes the protocol's lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaw._lazy import lazy_exports

if TYPE_CHECKING:
    from bridgelaw.bluechip.client import Client, ClientError, ClientResult, run_client
    from bridgelaw.bluechip.host import Host, HostError, HostSettings, SessionResult, run_host
    from bridgelaw.bluechip.host_table import TableSettings

__all__ = [
    "Client",
    "ClientError",
    "ClientResult",
    "Host",
    "HostError",
    "HostSettings",
    "SessionResult",
    "TableSettings",
    "run_client",
    "run_host",
]

_EXPORTS = {
    "Client": "bridgelaw.bluechip.client",
    "ClientError": "bridgelaw.bluechip.client",
    "ClientResult": "bridgelaw.bluechip.client",
    "run_client": "bridgelaw.bluechip.client",
    "Host": "bridgelaw.bluechip.host",
    "HostError": "bridgelaw.bluechip.host",
    "HostSettings": "bridgelaw.bluechip.host",
    "SessionResult": "bridgelaw.bluechip.host",
    "run_host": "bridgelaw.bluechip.host",
    "TableSettings": "bridgelaw.bluechip.host_table",
}

if not TYPE_CHECKING:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, __all__)
