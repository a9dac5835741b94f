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

import time
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
    _received: bytes = b""
    """The start of a client's frame not yet received whole."""

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

    def data_received(self, data: bytes) -> None:
        """Read the client's frames: a whole, masked, unfragmented text frame of up to
        64 kB (every frame of the table's protocol) is unmasked here and handed to the
        application; any other frame (a ping, a close, a fragment, binary) goes whole to
        uvicorn's parser, which so always starts at a frame's first byte."""
        if not self.handshake_complete or self.conn.extensions:
            super().data_received(data)
            return
        buffer = self._received + data if self._received else data
        start, end = 0, len(buffer)
        while end - start >= 2:
            first, second = buffer[start], buffer[start + 1]
            size, head = second & 0x7F, start + 2
            if size >= 126:
                head += 2 if size == 126 else 8
                if head > end:
                    break
                size = int.from_bytes(buffer[start + 2 : head], "big")
            masked = second & 0x80
            body = head + 4 if masked else head
            stop = body + size
            if stop > end:
                break
            if first == 0x81 and masked and size <= self.config.ws_max_size and not self.frames:
                key = int.from_bytes((buffer[head:body] * (size // 4 + 1))[:size], "big")
                text = int.from_bytes(buffer[body:stop], "big") ^ key
                self.curr_msg_data_type = "text"
                self.frames = [text.to_bytes(size, "big")]
                self.send_receive_event_to_app()
            else:
                super().data_received(buffer[start:stop])
            start = stop
        self._received = buffer[start:]

    def send_receive_event_to_app(self) -> None:
        """Hand a whole text message to the application with the time it was read off
        the socket (``received``, :func:`time.perf_counter`: the server's timings tell the
        wait for the event loop from the work); anything else is uvicorn's."""
        if self.curr_msg_data_type != "text" or self.close_sent or len(self.frames) != 1:
            super().send_receive_event_to_app()
            return
        try:
            text = self.frames[0].decode()
        except UnicodeDecodeError:
            super().send_receive_event_to_app()  # uvicorn closes the connection (1007)
            return
        self.frames = []
        received = time.perf_counter()
        message: Any = {"type": "websocket.receive", "text": text, "received": received}
        self.queue.put_nowait(message)  # ``received``: a key of ours beside ASGI's
        if not self.read_paused:
            self.read_paused = True
            self.transport.pause_reading()

    def _write_queued(self) -> None:
        queued, self._queued = self._queued, None
        if queued and not self.transport.is_closing():
            self.transport.write(queued[0] if len(queued) == 1 else b"".join(queued))
