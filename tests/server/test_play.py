"""Four websocket clients play whole boards; every message to each seat is checked for
hidden cards (the server never sends a card its seat may not see)."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat
from bridgelaw.server.game import Game
from tests.server.players import SEATS, Player, four_players, play_board

CARD = re.compile(r'"([SHDC][2-9TJQKA])"')


def _seen(message: Any) -> set[str]:
    """Every card named anywhere in a message."""
    return set(CARD.findall(json.dumps(message)))


def _allowed(deal: Deal, seat: str, message: dict[str, Any], played: list[str]) -> set[str]:
    """The cards ``seat`` may see when ``message`` was sent: its own hand, the cards
    played so far, dummy's hand once the opening lead is faced, all once the board is over."""
    if message.get("phase") == "ended":
        return _every(deal)
    allowed = {str(card) for card in deal[Seat.parse(seat)]}
    allowed |= set(played)
    if played and message.get("dummy"):
        allowed |= {str(card) for card in deal[Seat.parse(message["dummy"])]}
    return allowed


def _every(deal: Any) -> set[str]:
    return {str(card) for seat in Seat for card in deal[seat]}


def test_four_clients_play_whole_boards_and_no_seat_is_sent_a_hidden_card(
    app: FastAPI, client: TestClient
) -> None:
    game: Game = app.state.game
    rng = random.Random(12)
    contracts = 0
    with four_players(client) as players:
        for number in (1, 2, 3):
            for player in players.values():
                player.received[:] = [player.state()]
            end = play_board(players, rng)
            assert end["board"] == number and end["result"] is not None
            contracts += end["contract"] is not None
            _check_privacy(game, players)
            _next_board(players)
    assert contracts >= 2  # most boards were played, not passed out


def _check_privacy(game: Game, players: dict[str, Player]) -> None:
    deal = game.live(1).table.board.deal
    assert deal is not None
    check_privacy(deal, players)


def check_privacy(deal: Deal, players: dict[str, Player]) -> None:
    """No state sent to a seat over the board (``deal``) names a card it may not see."""
    for seat in SEATS:
        played: list[str] = []
        count = 0
        for message in players[seat].received:
            if message["t"] != "state":
                continue
            count += 1
            if message["last"] and message["last"]["kind"] == "play":
                played.append(message["last"]["card"])
            hidden = _seen(message) - _allowed(deal, seat, message, played)
            assert not hidden, (seat, message["seq"], hidden)
        assert count > 4


def _next_board(players: dict[str, Player]) -> None:
    players["N"].socket.send_json({"t": "next"})
    assert players["N"].receive()["t"] == "ack"
    for player in players.values():
        state = player.receive()
        assert state["t"] == "state" and state["phase"] == "auction"
        assert len(state["hands"]) == 1 and len(state["hands"][player.seat]) == 13
