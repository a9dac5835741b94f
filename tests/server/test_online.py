"""Online play at the protocol level (websockets of a test application): alerts and their
explanations, questions, claims, undo with consent, director calls and rulings, chat,
the tempo clock, who is connected, and the traveller. Each feature goes through the
table engine and the board's stored log (tests/server/test_online_resume.py replays it)."""

from __future__ import annotations

import json

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.settings import Settings
from tests.server.online_table import (
    bid_to_3nt,
    last,
    ok,
    play_cards,
    refused,
    seated_with_director,
    send,
)
from tests.server.players import log_in_as_guest, sit


def _log(state: dict[str, object], kind: str) -> list[dict[str, object]]:
    rows = state["log"]
    assert isinstance(rows, list)
    return [row for row in rows if row["kind"] == kind]


def test_an_alert_and_its_explanation_reach_the_opponents_and_the_director_only(
    client: TestClient, settings: Settings
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        message = refused(everyone, "N", {"t": "call", "call": "1NT", "alert": True}, "alert")
        assert "explanation" in message
        frame = {"t": "call", "call": "1NT", "alert": True, "explanation": "15-17 balanced"}
        ok(everyone, "N", frame)
        for seat in ("E", "W", "D"):
            call = last(everyone, seat)["auction"][0]
            assert call["alert"] is True and call["explanation"] == "15-17 balanced", seat
        partner = last(everyone, "S")["auction"][0]
        assert partner["alert"] is False and partner["explanation"] is None
        assert not any("15-17" in json.dumps(m) for m in everyone["S"].received)


def test_a_question_goes_to_the_caller_and_is_seen_by_the_asking_side_only(
    client: TestClient, settings: Settings
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        ok(everyone, "N", {"t": "call", "call": "2C", "alert": True, "explanation": "strong"})
        message = refused(everyone, "S", {"t": "question", "about": 0}, "question")
        assert "opponents" in message
        refused(everyone, "E", {"t": "question", "about": 5}, "question")
        ok(everyone, "E", {"t": "question", "about": 0, "text": "How strong?"})
        question = _log(last(everyone, "E"), "question")[0]
        assert question["caller"] == "N" and question["call"] == "2C"
        number = question["seq"]
        refused(everyone, "S", {"t": "answer", "question": number, "text": "22+"}, "answer")
        ok(everyone, "N", {"t": "answer", "question": number, "text": "22+ or 9 tricks"})
        for seat in ("N", "E", "W", "D"):
            state = last(everyone, seat)
            assert [r["text"] for r in _log(state, "answer")] == ["22+ or 9 tricks"], seat
            assert _log(state, "question"), seat
        assert not _log(last(everyone, "S"), "question")
        assert not any("How strong" in json.dumps(m) for m in everyone["S"].received)
        assert not any("22+" in json.dumps(m) for m in everyone["S"].received)


def test_a_claim_accepted_by_both_opponents_ends_the_board_with_its_score(
    client: TestClient, settings: Settings, app: FastAPI
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        bid_to_3nt(everyone)
        play_cards(everyone, 8)
        refused(everyone, "S", {"t": "claim", "statement": "the rest"}, "claim")  # dummy
        message = refused(everyone, "N", {"t": "claim", "statement": "I win"}, "claim")
        assert "number of tricks" in message
        ok(everyone, "N", {"t": "claim", "statement": "the rest"})
        claim = last(everyone, "E")["claim"]
        assert claim["tricks"] == 11 and claim["answerers"] == ["E", "W"]
        hand = app.state.game.live(1).table.remaining(app.state.game.live(1).table.declarer)
        assert claim["hand"] == [str(card) for card in hand]  # shown to the opponents
        assert last(everyone, "S")["claim"]["hand"] is None
        assert last(everyone, "N")["frozen"]
        refused(everyone, "E", {"t": "play", "card": "SA"}, "frozen")
        refused(everyone, "S", {"t": "claim_answer", "accept": True}, "claim")
        ok(everyone, "E", {"t": "claim_answer", "accept": True})
        refused(everyone, "E", {"t": "claim_answer", "accept": True}, "claim")
        ok(everyone, "W", {"t": "claim_answer", "accept": True})
        state = last(everyone, "S")
        assert state["phase"] == "ended" and state["claim"]["status"] == "agreed"
        table = app.state.game.live(1).table
        assert state["result"] == {
            "score_ns": table.score_ns(),
            "declarer_tricks": table.declarer_tricks,
        }
        assert state["traveller"] == [
            {"table": "Demo table", "contract": "3NT", "declarer": "N"}
            | {"tricks": table.declarer_tricks, "score_ns": table.score_ns()}
        ]


def test_a_rejected_claim_goes_to_the_director_with_the_engine_analysis(
    client: TestClient, settings: Settings, app: FastAPI
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        bid_to_3nt(everyone)
        play_cards(everyone, 36)
        ok(everyone, "N", {"t": "claim", "tricks": 4, "statement": "draw trumps, then clubs"})
        refused(everyone, "D", {"t": "rule", "decision": "tricks"}, "rule")  # no tricks given
        ok(everyone, "E", {"t": "claim_answer", "accept": False}, states=2)
        for seat in ("N", "E", "S", "W"):
            state = last(everyone, seat)
            assert state["claim"]["status"] == "rejected" and state["frozen"], seat
            assert state["director"] == [{"seq": 43, "seat": None, "about": "claim"}]
            assert "analysis" not in json.dumps(state["log"])
        console = last(everyone, "D")
        assert console["t"] == "director_state" and len(console["deal"]["N"]) == 13
        advice = console["advice"]
        assert advice["law"] == "70" and "doubtful point" in advice["text"]
        analysis = advice["analysis"]
        assert "double dummy" in analysis["report"] and "Law 70" in analysis["report"]
        assert {o["decision"] for o in advice["options"]} == {"tricks", "resume"}
        refused(everyone, "N", {"t": "rule", "decision": "tricks", "tricks": 4}, "director")
        frame = {"t": "rule", "decision": "tricks", "tricks": 3, "text": "a club may be lost"}
        ok(everyone, "D", frame)
        state = last(everyone, "W")
        ruling = next(r for r in state["log"] if r["kind"] == "ruling")
        assert ruling["decision"] == "tricks" and ruling["tricks"] == 3 and ruling["law"] == "70"
        assert ruling["director"] == "Director" and state["phase"] == "ended"
        table = app.state.game.live(1).table
        won = sum(1 for trick in table.tricks if trick.winner.side == table.declarer.side)
        assert state["result"]["declarer_tricks"] == won + 3


def test_an_undo_of_a_misclick_is_granted_with_the_opponents_consent(
    client: TestClient, settings: Settings, app: FastAPI
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        ok(everyone, "N", {"t": "call", "call": "1C"})
        ok(everyone, "E", {"t": "call", "call": "Pass"})
        refused(everyone, "N", {"t": "undo"}, "undo")  # not his last action
        ok(everyone, "S", {"t": "call", "call": "7NT"})
        ok(everyone, "S", {"t": "undo", "reason": "misclick"})
        assert last(everyone, "N")["undo"] is None  # partner is not told
        assert not any("undo_request" in json.dumps(m) for m in everyone["N"].received)
        for seat in ("E", "W", "S", "D"):
            assert last(everyone, seat)["undo"]["action"] == "7NT", seat
        refused(everyone, "W", {"t": "call", "call": "Pass"}, "frozen")
        refused(everyone, "N", {"t": "undo_answer", "accept": True}, "undo")
        ok(everyone, "E", {"t": "undo_answer", "accept": True})
        ok(everyone, "W", {"t": "undo_answer", "accept": True})
        state = last(everyone, "N")
        assert [c["call"] for c in state["auction"]] == ["1C", "Pass"]
        assert state["turn"] == "S" and not state["frozen"]
        undone = next(r for r in state["log"] if r["kind"] == "undo")
        assert undone["action"] == "7NT" and undone["by"] == "consent" and undone["ui_to"] == "NS"
        assert len(app.state.game.live(1).table.events) == 2
        ok(everyone, "S", {"t": "call", "call": "1NT"})
        assert [c["call"] for c in last(everyone, "W")["auction"]] == ["1C", "Pass", "1NT"]


def test_a_refused_undo_leaves_the_call_and_the_director_may_grant_it(
    client: TestClient, settings: Settings
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        ok(everyone, "N", {"t": "call", "call": "1H"})
        ok(everyone, "N", {"t": "undo"})
        ok(everyone, "E", {"t": "undo_answer", "accept": False})
        assert last(everyone, "E")["undo"]["status"] == "refused"
        assert not last(everyone, "E")["frozen"]
        ok(everyone, "N", {"t": "director", "reason": "my undo was refused"})
        console = last(everyone, "D")
        assert console["advice"]["law"] == "25A"
        assert console["director"][0]["about"] == "undo"
        ok(everyone, "D", {"t": "rule", "decision": "undo", "text": "a misclick"})
        state = last(everyone, "S")
        assert state["auction"] == [] and state["turn"] == "N" and not state["frozen"]
        ruling = next(r for r in state["log"] if r["kind"] == "ruling")
        assert ruling["law"] == "25A" and ruling["decision"] == "undo"


def test_undo_is_refused_for_a_card_and_after_the_opening_lead(
    client: TestClient, settings: Settings
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        bid_to_3nt(everyone)
        play_cards(everyone, 1)
        answer = send(everyone, "E", {"t": "undo"})
        assert answer["t"] == "error" and answer["law"] == "47" and "director" in answer["message"]
        refused(everyone, "E", {"t": "undo"}, "undo")


def test_the_director_is_called_from_any_seat_and_his_ruling_is_shown_to_the_table(
    client: TestClient, settings: Settings
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        refused(everyone, "D", {"t": "rule", "decision": "resume"}, "rule")  # not called
        refused(everyone, "D", {"t": "call", "call": "1C"}, "director")
        ok(everyone, "W", {"t": "director", "reason": "North hesitated"})
        refused(everyone, "W", {"t": "director"}, "director")  # called already
        for seat in ("N", "E", "S"):
            call = next(r for r in last(everyone, seat)["log"] if r["kind"] == "director_call")
            assert call["seat"] == "W" and "reason" not in call, seat
        assert not any("hesitated" in json.dumps(m) for s in "NES" for m in everyone[s].received)
        console = last(everyone, "D")
        assert console["rows"][0]["reason"] == "North hesitated"
        assert console["advice"]["law"] == "9B"
        refused(everyone, "N", {"t": "call", "call": "1C"}, "frozen")
        ok(everyone, "D", {"t": "rule", "decision": "resume", "text": "Play on", "law": "16B"})
        state = last(everyone, "N")
        ruling = next(r for r in state["log"] if r["kind"] == "ruling")
        assert ruling["text"] == "Play on" and ruling["law"] == "16B"
        assert not state["frozen"] and state["director"] == []
        ok(everyone, "N", {"t": "call", "call": "1C"})


@pytest.mark.law("43A1(a)", editions=(2017,))
def test_dummy_calls_the_director_during_the_play_only_after_another_player_has(
    client: TestClient, settings: Settings
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        bid_to_3nt(everyone)  # North declares, South is dummy
        assert last(everyone, "S")["director_call"] is None  # before the opening lead
        play_cards(everyone, 1)
        shown = last(everyone, "S")["director_call"]  # what his button says
        assert shown["law"] == "43A1(a)" and "another player" in shown["message"]
        assert all(last(everyone, seat)["director_call"] is None for seat in "NEW")
        answer = send(everyone, "S", {"t": "director"})
        assert answer["t"] == "error" and answer["law"] == "43A1(a)"
        ok(everyone, "E", {"t": "director", "reason": "revoke?"})
        assert last(everyone, "S")["director_call"] is None  # attention has been drawn
        ok(everyone, "S", {"t": "director", "reason": "the facts of trick 1"})
        mine = last(everyone, "S")["director_call"]
        assert mine["law"] is None and "on his way" in mine["message"]
        ok(everyone, "D", {"t": "rule", "decision": "resume"})
        play_cards(everyone, 51)
        assert last(everyone, "S")["phase"] == "ended"
        assert last(everyone, "S")["director_call"] is None  # the play is over (42B3)
        ok(everyone, "S", {"t": "director", "reason": "trick 3 was a revoke"})


def test_table_chat_is_seen_by_the_four_players_and_the_director(
    client: TestClient, settings: Settings
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        ok(everyone, "E", {"t": "chat", "text": "good luck"})
        for seat in ("N", "E", "S", "W", "D"):
            rows = last(everyone, seat).get("log") or last(everyone, seat)["rows"]
            assert [(r["seat"], r["text"]) for r in rows if r["kind"] == "chat"] == [
                ("E", "good luck")
            ], seat
        refused(everyone, "E", {"t": "chat", "text": ""}, "malformed")
        refused(everyone, "E", {"t": "chat", "text": "x" * 501}, "malformed")


class _Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def time(self) -> float:
        return self.now


def test_the_tempo_clock_counts_each_sides_thinking_and_flags_hesitations(
    client: TestClient, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = _Clock()
    monkeypatch.setattr("bridgelaw.server.game.time", clock)
    monkeypatch.setattr("bridgelaw.server.replay.time", clock)  # a table loaded: its clock
    monkeypatch.setattr("bridgelaw.server.online_view.time", clock)
    with seated_with_director(client, settings.data_dir) as everyone:
        clock.now += 3
        ok(everyone, "N", {"t": "call", "call": "1C"})
        clock.now += 12
        ok(everyone, "E", {"t": "call", "call": "1H"})
        clock.now += 5
        ok(everyone, "S", {"t": "chat", "text": "thinking"})
        state = last(everyone, "N")
        assert state["clock"] == {"NS": 8.0, "EW": 12.0, "running": "NS"}
        ok(everyone, "S", {"t": "director"})
        clock.now += 100  # waiting for the director is nobody's thinking time
        ok(everyone, "D", {"t": "rule", "decision": "resume"})
        clock.now += 1
        ok(everyone, "S", {"t": "call", "call": "Pass"})
        assert last(everyone, "W")["clock"] == {"NS": 9.0, "EW": 12.0, "running": "EW"}
        rows = last(everyone, "D")["rows"]
        flags = [(r["seat"], r["think"], r["hesitation"]) for r in rows if r["kind"] == "call"]
        assert flags == [("N", 3.0, False), ("E", 12.0, True), ("S", 6.0, False)]
        assert "E thought 12 s" in str(last(everyone, "D")["advice"]["analysis"])


def test_the_others_see_a_player_disconnect_and_come_back(
    app: FastAPI, client: TestClient, settings: Settings
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        assert last(everyone, "N")["online"] == {"N": True, "E": True, "S": True, "W": True}
        with TestClient(app) as someone_else:
            log_in_as_guest(someone_else, "Eero")
            token = someone_else.post("/api/tables/1/seats/E", json={})
        assert token.status_code == 409  # the seat stays reserved for its player
        everyone["E"].socket.close()  # type: ignore[attr-defined]
        for seat in ("N", "S", "W", "D"):
            assert everyone[seat].receive()["online"]["E"] is False, seat


def test_the_traveller_is_shown_once_the_board_is_played_at_every_table_of_the_room(
    app: FastAPI,
) -> None:
    with TestClient(app) as client:
        log_in_as_guest(client, "Ann")
        answer = client.post("/api/tables", json={"name": "Table two", "same_boards_as": 1})
    assert answer.status_code == 200
    other = answer.json()["table"]
    # the server has stopped: Game's actions below commit at once (no group commit)
    game = app.state.game
    assert game.live(other).table.board.deal == game.live(1).table.board.deal
    for table in (1, other):
        table_game = game.live(table).table
        for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
            game.act(table, table_game.turn, {"t": "call", "call": call})
    game.act(1, game.live(1).table.declarer, {"t": "claim", "statement": "the rest"})
    for seat in "EW":
        game.act(1, game.live(1).table.declarer.parse(seat), {"t": "claim_answer", "accept": True})
    first = game.state(1, game.live(1).table.declarer)
    assert first["phase"] == "ended" and first["traveller"] is None  # table two plays on
    declarer = game.live(other).table.declarer
    game.act(other, declarer, {"t": "claim", "tricks": 0, "statement": "concede all"})
    for seat in "EW":
        game.act(other, declarer.parse(seat), {"t": "claim_answer", "accept": True})
    traveller = game.state(1, declarer)["traveller"]
    assert [(row["table"], row["tricks"]) for row in traveller] == [
        ("Demo table", 13),
        ("Table two", 0),
    ]
    assert game.state(other, declarer)["traveller"] == traveller


def test_the_director_console_opens_with_the_tables_director_token_only(
    client: TestClient, settings: Settings
) -> None:
    token = (settings.data_dir / "director-token.txt").read_text().strip()
    assert client.get("/tables/1/director?token=wrong").status_code == 403
    assert client.get("/tables/1/director", follow_redirects=False).status_code == 403
    page = client.get(f"/tables/1/director?token={token}")
    assert page.status_code == 200 and "director" in page.text and token not in str(page.url)
    with client.websocket_connect("/ws/1/director") as socket:  # the cookie holds the token
        assert socket.receive_json()["t"] == "director_state"
    client.cookies.clear()
    with client.websocket_connect("/ws/1/director") as socket:
        socket.send_json({"t": "hello", "token": "stolen"})
        assert socket.receive_json() == {
            "t": "error",
            "code": "token",
            "message": "not this table's director token",
            "law": None,
        }


def test_a_player_who_reconnects_gets_his_seat_back_and_the_others_see_it(
    client: TestClient,
) -> None:
    tokens = {seat: sit(client, 1, seat) for seat in ("N", "E")}
    with client.websocket_connect("/ws/1/N") as north:
        north.send_json({"t": "hello", "token": tokens["N"]})
        assert north.receive_json()["online"]["E"] is False
        for attempt in range(2):
            with client.websocket_connect("/ws/1/E") as east:
                east.send_json({"t": "hello", "token": tokens["E"]})
                mine = east.receive_json()
                assert mine["online"] == {"N": True, "E": True, "S": False, "W": False}
                assert len(mine["hands"]["E"]) == 13, attempt
                assert north.receive_json()["online"]["E"] is True
            assert north.receive_json()["online"]["E"] is False  # gone, seat still his
            assert client.get("/").text.count("Sit east") == 1  # the laws table's only


def test_the_director_replaces_a_disconnected_player_with_a_robot(
    client: TestClient, settings: Settings
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        ok(everyone, "N", {"t": "call", "call": "1C"})
        substitute = {"t": "rule", "decision": "substitute", "seat": "E", "robot": True}
        refused(everyone, "D", substitute, "rule")  # East is here
        everyone["E"].socket.close()  # type: ignore[attr-defined]
        present = {seat: everyone[seat] for seat in ("N", "S", "W", "D")}
        for player in present.values():
            assert player.receive()["online"]["E"] is False
        everyone["D"].socket.send_json(substitute)
        assert everyone["D"].receive()["t"] == "ack"
        state = everyone["N"].receive()
        ruling = next(r for r in state["log"] if r["kind"] == "ruling")
        assert ruling["decision"] == "substitute" and ruling["player"] == "bridgelaw robot"
        while len(state["auction"]) < 2:  # the robot calls for East
            state = everyone["N"].receive()
        assert state["players"]["E"] == "bridgelaw robot" and state["turn"] == "S"
        assert not state["frozen"]
