"""The privacy test of online play: four seats and the director play whole boards with
alerts, questions and answers, undo requests, director calls, chat and claims, every
message to each seat is kept, and each is checked: no card the seat may not see (a
claimer's cards only to his opponents), no explanation of a call to the caller's partner,
no question or answer outside the asking side and the caller, no undo request to the
requester's partner, no director call's reason to anyone but its caller (until the board
is over, when the four see everything but those reasons). A kibitzer watches too, under
each of the two rules a room may choose: ``after`` (not a card, a call or a row until the
board is over at every table) and ``delay:3`` (never a card or call sooner than three
actions after it was made; never a question, answer, chat or director call)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.core.seats import Seat
from bridgelaw.server.game import Game
from bridgelaw.server.settings import Settings
from tests.server.online_table import last, ok, seated_with_director, send, watching
from tests.server.players import Player
from tests.server.test_play import _allowed, _seen

CARDS = [s + r for s in "SHDC" for r in "AKQJT98765432"]
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}
SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


class Secrets:
    """Marked texts and who may read each before the board ends."""

    def __init__(self) -> None:
        self.readers: dict[str, set[str]] = {}
        self.count = 0

    def text(self, tag: str, readers: set[str]) -> str:
        self.count += 1
        marked = f"{tag}{self.count:03d}Z"
        self.readers[marked] = readers
        return marked


def _opponents(seat: str) -> set[str]:
    return {s for s in "NESW" if SIDE[s] != SIDE[seat]}


def _auction_step(everyone: dict[str, Player], secrets: Secrets, rng: random.Random) -> None:
    state = everyone["N"].state()
    seat = state["turn"]
    legal = everyone[seat].state()["legal"]
    bids = [c for c in legal if c[0].isdigit()]
    call = bids[0] if bids and rng.random() < 0.35 else "Pass"
    frame: dict[str, Any] = {"t": "call", "call": call}
    if not state["auction"] or rng.random() < 0.4:
        frame |= {"alert": True, "explanation": secrets.text("EXPL", _opponents(seat) | {seat})}
    ok(everyone, seat, frame)
    index = len(everyone["N"].state()["auction"]) - 1
    if index == 0 or rng.random() < 0.5:
        asker = rng.choice(sorted(_opponents(seat)))
        readers = {asker, PARTNER[asker], seat}
        ok(everyone, asker, {"t": "question", "about": index, "text": secrets.text("ASK", readers)})
        number = last(everyone, asker)["log"][-1]["seq"]
        ok(
            everyone,
            seat,
            {"t": "answer", "question": number, "text": secrets.text("ANS", readers)},
        )
    if rng.random() < 0.25 and everyone["N"].state()["phase"] == "auction":
        ok(everyone, seat, {"t": "undo"})
        consent = rng.random() < 0.5
        for answerer in sorted(_opponents(seat)):
            ok(everyone, answerer, {"t": "undo_answer", "accept": consent})
            if not consent:
                break


def _play_step(everyone: dict[str, Player], secrets: Secrets, rng: random.Random) -> bool:
    """A card, or a claim agreed (then True: the board is over)."""
    state = everyone["N"].state()
    acting = state["to_act"]
    if rng.random() < 0.08:
        claimer = state["declarer"]
        left = 13 - state["tricks"]["NS"] - state["tricks"]["EW"]
        ok(everyone, claimer, {"t": "claim", "tricks": rng.randint(0, left), "statement": "all"})
        for answerer in sorted(_opponents(claimer)):
            ok(everyone, answerer, {"t": "claim_answer", "accept": True})
        return True
    card = rng.choice(everyone[acting].state()["legal"])
    ok(everyone, acting, {"t": "play", "card": card})
    return bool(everyone["N"].state()["phase"] == "ended")


def _extras(everyone: dict[str, Player], secrets: Secrets, rng: random.Random) -> None:
    if rng.random() < 0.1:
        seat = rng.choice("NESW")
        ok(everyone, seat, {"t": "chat", "text": secrets.text("CHAT", set("NESW"))})
    if rng.random() < 0.05:
        state = everyone["N"].state()
        seats = [s for s in "NESW" if not (state["phase"] == "play" and s == state["dummy"])]
        seat = rng.choice(seats)
        reason = secrets.text("WHY", {seat})
        ok(everyone, seat, {"t": "director", "reason": reason})
        ok(everyone, "D", {"t": "rule", "decision": "resume"})


def _check(game: Game, everyone: dict[str, Player], secrets: Secrets) -> None:
    for seat in "NESW":
        played: list[str] = []
        for message in everyone[seat].received:
            if message["t"] != "state":
                continue
            text = json.dumps(message)
            over = message["phase"] == "ended"
            if message["last"] and message["last"]["kind"] == "play":
                played.append(message["last"]["card"])
            deal = game.live(1).table.board.deal
            assert deal is not None
            allowed = _allowed(deal, seat, message, played)
            claim = message["claim"]
            if claim is not None and seat in _opponents(claim["seat"]):
                allowed |= {str(card) for card in deal[Seat.parse(claim["seat"])]}
            hidden = _seen(message) - allowed
            assert not hidden, (seat, message["seq"], hidden)
            for marked, readers in secrets.readers.items():
                if marked in text:
                    assert seat in readers or (over and not marked.startswith("WHY")), (
                        seat,
                        marked,
                        message["seq"],
                    )


def _before(rows: list[dict[str, Any]], delay: int) -> list[dict[str, Any]]:
    """The rows made before the last ``delay`` calls and cards of ``rows``."""
    actions = [i for i, row in enumerate(rows) if row["kind"] in ("call", "play")]
    return rows[: actions[-delay]] if len(actions) >= delay else []


def _check_kibitzer(everyone: dict[str, Player], rule: str) -> None:
    """Every state the kibitzer was sent over the board, against the director's rows of
    the board and the phase the director saw after each action."""
    director = [m for m in everyone["D"].received if m["t"] == "director_state"]
    phase = {m["seq"]: m["phase"] for m in director}
    rows = director[-1]["rows"]
    states = [m for m in everyone["K"].received if m["t"] == "state"]
    assert len(states) > 4
    watched = 0  # states during the board that showed him cards played
    for message in states:
        text = json.dumps(message)
        for tag in ("ASK", "ANS", "CHAT", "WHY"):  # the players' rows: never to him
            assert f"{tag}0" not in text and not message["log"], (tag, message["seq"])
        if phase[message["seq"]] == "ended":
            assert message["phase"] == "ended", message["seq"]
            continue
        if rule == "after":
            assert message["phase"] == "hidden", message["seq"]
            assert not _seen(message) and not message["auction"] and "EXPL" not in text
            continue
        before = _before(rows[: message["seq"]], 3)
        made = {row["card"] for row in before if row["kind"] == "play"}
        calls = sum(row["kind"] == "call" for row in before)
        held = {card for cards in message["hands"].values() for card in cards}
        shown = {p["card"] for p in message["trick"]}
        if message["last_trick"]:
            shown |= {p["card"] for p in message["last_trick"]["cards"]}
        if message["last"] and message["last"]["kind"] == "play":
            shown.add(message["last"]["card"])
        gone = {c for c in CARDS if c not in held}
        assert shown | gone <= made, (message["seq"], (shown | gone) - made)
        assert len(message["auction"]) <= calls, message["seq"]
        assert not message["legal"]
        watched += bool(shown)
    plays = sum(row["kind"] == "play" for row in rows)
    assert watched > 0 or rule == "after" or plays <= 3  # he saw the play, three cards late


@pytest.mark.parametrize("rule", ["after", "delay:3"])
def test_online_play_sends_each_seat_only_what_it_may_see(
    app: FastAPI, client: TestClient, settings: Settings, rule: str
) -> None:
    game: Game = app.state.game
    game.set_kibitz(1, rule)
    rng = random.Random(2026)
    with (
        seated_with_director(client, settings.data_dir) as everyone,
        watching(client, everyone),
    ):
        for _ in range(3):
            secrets = Secrets()
            for player in everyone.values():
                player.received[:] = [last(everyone, player.seat)]
            while everyone["N"].state()["phase"] == "auction":
                _auction_step(everyone, secrets, rng)
                _extras(everyone, secrets, rng)
            over = everyone["N"].state()["phase"] == "ended"
            while not over:
                over = _play_step(everyone, secrets, rng)
                if not over:
                    _extras(everyone, secrets, rng)
            _check(game, everyone, secrets)
            _check_kibitzer(everyone, rule)
            kinds = {m.split("0")[0] for m in secrets.readers}
            assert {"EXPL", "ASK", "ANS"} <= kinds, kinds
            assert send(everyone, "N", {"t": "next"})["t"] == "ack"
