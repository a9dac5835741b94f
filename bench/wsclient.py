"""A lean websocket client for the load benchmark: RFC 6455 over TCP, on the event loop's
protocol callbacks, without a library's per-message machinery.

The load benchmark runs its 4,000 clients on the machine the server runs on, so what a
client costs is CPU the server does not get. A ``websockets`` connection reads each
message through an asyncio stream, a frame parser in Python and a task per connection
(~0.35 ms of CPU per action on the client side for a table of four). This client is a
:class:`asyncio.Protocol`: the HTTP upgrade (``Sec-WebSocket-Accept`` checked), the
server's frames parsed straight from the bytes received (text, binary, ping answered
with a pong, close answered), each message handed to a callback; what it sends are
masked text frames, the frame of each distinct payload made once (its mask key drawn
at random once: the server cannot tell, and the benchmark sends few distinct actions).
Nothing is left unchecked: a frame the server masks, a reserved opcode or a failed
handshake closes the connection with an error.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import os
from collections.abc import Callable
from typing import cast

__all__ = ["Socket", "connect"]

GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

TEXT, BINARY, CLOSE, PING, PONG = 1, 2, 8, 9, 10


def _masked(opcode: int, payload: bytes) -> bytes:
    """A client frame (FIN, masked with a random key) holding ``payload``."""
    size = len(payload)
    if size < 126:
        header = bytes((0x80 | opcode, 0x80 | size))
    elif size < 1 << 16:
        header = bytes((0x80 | opcode, 0x80 | 126)) + size.to_bytes(2, "big")
    else:
        header = bytes((0x80 | opcode, 0x80 | 127)) + size.to_bytes(8, "big")
    key = os.urandom(4)
    stream = (key * (size // 4 + 1))[:size]
    body = (int.from_bytes(payload, "big") ^ int.from_bytes(stream, "big")).to_bytes(size, "big")
    return header + key + body


class Socket(asyncio.Protocol):
    """One client connection: :meth:`send` a text message; each message received goes to
    ``on_message`` (its bytes) in the event loop's callback."""

    def __init__(self, on_message: Callable[[bytes], None], request: bytes, key: bytes) -> None:
        self.on_message = on_message
        self._request = request
        self._accept = base64.b64encode(hashlib.sha1(key + GUID).digest())
        self._buffer = bytearray()
        self._open = False
        self._partial: list[bytes] = []
        self.opened: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.closed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.transport: asyncio.Transport | None = None
        self._frames: dict[bytes, bytes] = {}

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is not a subclass
        self.transport.write(self._request)

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.opened.done():
            self.opened.set_exception(ConnectionError("closed before the handshake"))
        if not self.closed.done():
            self.closed.set_result(None)

    def send(self, payload: bytes) -> None:
        """Send ``payload`` (UTF-8 JSON) as one text frame."""
        frame = self._frames.get(payload)
        if frame is None:
            frame = _masked(TEXT, payload)
            if len(self._frames) < 256:
                self._frames[payload] = frame
        assert self.transport is not None
        self.transport.write(frame)

    def close(self) -> None:
        """Send a close frame and drop the connection."""
        if self.transport is not None and not self.transport.is_closing():
            self.transport.write(_masked(CLOSE, (1000).to_bytes(2, "big")))
            self.transport.close()

    def _fail(self, why: str) -> None:
        if not self.opened.done():
            self.opened.set_exception(ConnectionError(why))
        if self.transport is not None:
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        buffer = self._buffer
        buffer += data
        if not self._open:
            end = buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(buffer[:end]).split(b"\r\n")
            del buffer[: end + 4]
            accept = [line for line in head if line.lower().startswith(b"sec-websocket-accept:")]
            if not head[0].startswith(b"HTTP/1.1 101") or not accept:
                return self._fail(f"handshake refused: {head[0]!r}")
            if accept[0].split(b":", 1)[1].strip() != self._accept:
                return self._fail("wrong Sec-WebSocket-Accept")
            self._open = True
            self.opened.set_result(None)
        self._frames_in(buffer)

    def _frames_in(self, buffer: bytearray) -> None:
        while len(buffer) >= 2:
            first, second = buffer[0], buffer[1]
            if second & 0x80:
                return self._fail("the server masked a frame")
            size, start = second & 0x7F, 2
            if size == 126:
                if len(buffer) < 4:
                    return
                size, start = int.from_bytes(buffer[2:4], "big"), 4
            elif size == 127:
                if len(buffer) < 10:
                    return
                size, start = int.from_bytes(buffer[2:10], "big"), 10
            end = start + size
            if len(buffer) < end:
                return
            payload = bytes(buffer[start:end])
            del buffer[:end]
            self._frame(first, payload)

    def _frame(self, first: int, payload: bytes) -> None:
        opcode = first & 0x0F
        if opcode in (TEXT, BINARY, 0):
            if not first & 0x80:  # a fragment: kept until the last one
                self._partial.append(payload)
                return
            if self._partial:
                payload = b"".join([*self._partial, payload])
                self._partial = []
            self.on_message(payload)
        elif opcode == PING:
            assert self.transport is not None
            self.transport.write(_masked(PONG, payload))
        elif opcode == CLOSE:
            self.close()
        elif opcode != PONG:
            self._fail(f"reserved opcode {opcode}")


async def connect(
    address: str, path: str, on_message: Callable[[bytes], None], headers: dict[str, str]
) -> Socket:
    """Open ``ws://{address}{path}`` (``headers`` added to the upgrade request)."""
    host, port = address.rsplit(":", 1)
    key = base64.b64encode(os.urandom(16))
    lines = [
        f"GET {path} HTTP/1.1",
        f"Host: {address}",
        "Upgrade: websocket",
        "Connection: Upgrade",
        f"Sec-WebSocket-Key: {key.decode()}",
        "Sec-WebSocket-Version: 13",
        *(f"{name}: {value}" for name, value in headers.items()),
    ]
    request = ("\r\n".join(lines) + "\r\n\r\n").encode()
    loop = asyncio.get_running_loop()
    _, socket = await loop.create_connection(
        lambda: Socket(on_message, request, key), host, int(port)
    )
    await socket.opened
    return socket
