"""The websocket frames a client may send, validated with pydantic.

A frame is one JSON object of at most ``max_message_bytes`` bytes with a type ``t``:

* ``{"t": "hello", "token": "..."}``: take the seat the connection is for (first frame,
  unless the browser's cookie holds the seat);
* ``{"t": "call", "call": "2H", "alert": false, "explanation": null}``;
* ``{"t": "play", "card": "SA"}`` (declarer plays dummy's cards too);
* ``{"t": "next"}``: the next board, once this one is over;
* ``{"t": "ping"}``.

``call`` and ``play`` may name a ``seat``: it must be the connection's own. Anything
else is refused with a clear message, and the connection stays open.
"""

from __future__ import annotations

import json
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from bridgelaw.server.store import Denied

__all__ = ["Call", "Frame", "Hello", "Next", "Ping", "Play", "parse"]


class _Frame(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Hello(_Frame):
    """Take the seat with its token."""

    t: Literal["hello"]
    token: str = Field(min_length=1, max_length=200)


class Call(_Frame):
    """A call from the bidding box, with the caller's own alert and explanation."""

    t: Literal["call"]
    call: str = Field(min_length=1, max_length=8)
    alert: bool = False
    explanation: str | None = Field(default=None, max_length=500)
    seat: str | None = Field(default=None, max_length=5)


class Play(_Frame):
    """A card: from one's own hand, or declarer's from dummy."""

    t: Literal["play"]
    card: str = Field(min_length=2, max_length=3)
    seat: str | None = Field(default=None, max_length=5)


class Next(_Frame):
    """Go on to the next board."""

    t: Literal["next"]


class Ping(_Frame):
    """Are you there?"""

    t: Literal["ping"]


Frame = Annotated[Hello | Call | Play | Next | Ping, Field(discriminator="t")]
_FRAME: TypeAdapter[Hello | Call | Play | Next | Ping] = TypeAdapter(Frame)


def parse(text: str, *, limit: int) -> Hello | Call | Play | Next | Ping:
    """The frame in ``text``.

    :raises Denied: the text is too long, not JSON, or not a valid frame.
    """
    size = len(text.encode())
    if size > limit:
        raise Denied("too_large", f"message of {size} bytes refused: the limit is {limit}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise Denied("malformed", f"not JSON: {error.msg} at character {error.pos}") from error
    if not isinstance(data, dict):
        raise Denied("malformed", "a frame is a JSON object with a type 't'")
    try:
        return _FRAME.validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "frame"
        raise Denied("malformed", f"{where}: {first['msg']}") from error
