"""uvicorn's websocket protocol with a quicker way out for messages: the server's frames
are made here and the frames of one connection written together, once per turn of the
event loop.

Each accepted action sends five frames: the ``ack`` to its sender and a ``state`` to
each of the four seats. uvicorn's ``websockets-sansio`` protocol frames each message
through the ``websockets`` library (a ``Frame`` object, its serialisation, the output
buffer) and writes it to the socket at once: five ``send`` system calls, and on loopback
each also runs the receiver's side of TCP on the server's CPU. This subclass frames a
text or binary message itself (a server's frame is the header and the payload: no mask,
RFC 6455 5.1) and queues it; the connection's queue is written with one
``transport.write`` when the event loop's current callbacks are done, so the sender's
``ack`` and ``state`` go out in one write, and under load the states of several actions
to one seat too. The order of a connection's messages is kept; a ``close`` first writes
what is queued. Everything else (the handshake, pings, reading, closing, a connection
that negotiated compression) is uvicorn's own. Chosen by ``BRIDGELAW_WS_PROTOCOL``
(:class:`~bridgelaw.server.settings.Settings`; ``bridgelaw serve`` imports this module
only then).
"""

from __future__ import annotations

from typing import Any

from uvicorn.protocols.utils import ClientDisconnected
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.protocol import State

__all__ = ["QueuedFramesProtocol", "frame"]


def frame(payload: bytes, opcode: int = 1) -> bytes:
    """A final, unmasked frame (a server's) holding ``payload``; opcode 1 text, 2 binary."""
    size = len(payload)
    if size < 126:
        return bytes((0x80 | opcode, size)) + payload
    if size < 1 << 16:
        return bytes((0x80 | opcode, 126)) + size.to_bytes(2, "big") + payload
    return bytes((0x80 | opcode, 127)) + size.to_bytes(8, "big") + payload


class QueuedFramesProtocol(WebSocketsSansIOProtocol):
    """``websockets-sansio`` with messages framed here and written once per loop turn."""

    _queued: list[bytes] | None = None
    """Frames waiting for the write (``None``: none, no write scheduled)."""

    async def send(self, message: Any) -> None:  # the ASGI send of the connection
        kind = message["type"]
        if (
            kind == "websocket.send"
            and self.handshake_complete
            and not self.close_sent
            and self.initial_response is None
            and not self.conn.extensions  # compression: uvicorn's own path
        ):
            if self.conn.state is not State.OPEN:
                raise ClientDisconnected
            data = message.get("bytes")
            framed = frame(message["text"].encode()) if data is None else frame(data, 2)
            queued = self._queued
            if queued is None:
                self._queued = [framed]
                self.loop.call_soon(self._write_queued)
            else:
                queued.append(framed)
            return
        self._write_queued()  # a close (or anything else) after what was sent before it
        await super().send(message)

    def _write_queued(self) -> None:
        queued, self._queued = self._queued, None
        if queued and not self.transport.is_closing():
            self.transport.write(queued[0] if len(queued) == 1 else b"".join(queued))
