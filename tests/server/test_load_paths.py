"""The server's quick paths for load (issue 12): the frames the websocket protocol makes
itself, the rooms kept in memory, and the views made without the engine's card tuples
(the privacy test over whole boards, tests/server/test_play.py, runs on them too)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from websockets.frames import Frame, Opcode

from bridgelaw.core.board import Board
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.dealing import deal_for_board
from bridgelaw.server.db import connect, migrate
from bridgelaw.server.store import Store
from bridgelaw.server.uvicorn_ws import frame
from bridgelaw.table import Phase, Table


@pytest.mark.parametrize("size", [0, 1, 125, 126, 1000, 65535, 65536, 70000])
def test_a_frame_is_what_the_websockets_library_makes_of_the_message(size: int) -> None:
    payload = bytes(random.Random(size).randrange(256) for _ in range(size))
    assert frame(payload) == Frame(Opcode.TEXT, payload).serialize(mask=False)
    assert frame(payload, 2) == Frame(Opcode.BINARY, payload).serialize(mask=False)


def test_rooms_kept_in_memory_grow_when_a_table_joins(tmp_path: Path) -> None:
    engine = connect(f"sqlite:///{tmp_path / 'rooms.sqlite3'}")
    migrate(engine)
    store = Store(engine)
    store.keep_rooms()
    first = store.create_table("one", seed="s")
    other = store.create_table("elsewhere", seed="t")
    assert store.room(first) == [first]
    assert store.room(first) == [first]  # from memory
    second = store.create_table("two", seed="s")
    assert store.room(first) == [first, second]
    assert store.room(second) == [first, second]
    assert store.room(other) == [other]
    engine.dispose()


def test_held_is_the_remaining_cards_as_a_hand() -> None:
    rng = random.Random(7)
    table = Table(Board(3, deal_for_board("held", 3)))
    while table.phase != Phase.ENDED:
        for seat in Seat:
            assert table.held(seat) == Hand.from_cards(table.remaining(seat))
        if table.phase == Phase.AUCTION:
            calls = table.legal_calls()
            bids = [call for call in calls if str(call)[0].isdigit()]
            table.call(bids[0] if bids and rng.random() < 0.3 else "Pass")
        else:
            table.play(rng.choice(table.legal_cards()))
