"""The laws-mode room through the websocket API, on SQLite and PostgreSQL: irregular
actions are recorded, the director is called, his console shows the engine's ruling with
its Laws, asks the player the Law names, and the table goes on under the rectification."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from tests.server.laws_room import LAWS, advice, answer_all, calls, laws_table, rule
from tests.server.online_table import bid_to_3nt, last, ok, play_cards, refused
from tests.server.players import Player


def test_insufficient_bid_lho_declines_and_partner_must_pass(
    client: TestClient, app: FastAPI
) -> None:
    with laws_table(client, app) as everyone:
        calls(everyone, "N 1H", "E 1D")  # insufficient: recorded, not refused
        for seat in "NESW":
            laws = last(everyone, seat)["laws"]
            assert "insufficient" in laws["irregularity"]
            assert last(everyone, seat)["phase"] == "auction"
        ok(everyone, "S", {"t": "director", "reason": "1D is insufficient"})
        refused(everyone, "W", {"t": "call", "call": "Pass"}, "frozen")
        seen = advice(everyone)
        assert seen["law"] == "27A1" and seen["chooser"] == "S"
        assert [o["option"] for o in seen["options"]] == ["accept", "decline"]
        # South has not been asked: he may not choose yet
        refused(everyone, "S", {"t": "choose", "option": "decline"}, "choose")
        rule(everyone, decision="ask")
        choice = last(everyone, "S")["laws"]["choice"]
        assert choice["law"] == "27A1" and {o["key"] for o in choice["options"]} == {
            "accept",
            "decline",
        }
        assert last(everyone, "W")["laws"]["choice"] is None  # only the chooser is asked
        refused(everyone, "N", {"t": "choose", "option": "accept"}, "choose")
        ok(everyone, "S", {"t": "choose", "option": "decline"})
        ok(everyone, "E", {"t": "call", "call": "Pass"})  # the replacement: not comparable
        assert advice(everyone)["questions"]
        refused(everyone, "D", {"t": "rule", "decision": "law", "option": "rule"}, "rule")
        assert answer_all(everyone, "no")  # not comparable (23A), nor the same meaning
        seen = advice(everyone)
        assert seen["law"].startswith("27B2") and seen["chooser"] is None
        rule(everyone, decision="law", option=seen["options"][0]["option"])
        west = last(everyone, "W")
        assert west["laws"]["obligations"][0] == {"seat": "W", "kind": "rest-pass", "law": "27B2"}
        calls(everyone, "S 2H")
        west = last(everyone, "W")
        assert west["turn"] == "W" and west["legal"] == ["Pass"]  # the forced pass
        calls(everyone, "W Pass", "N Pass", "E Pass")
        south = last(everyone, "S")
        assert south["contract"] == "2H" and south["phase"] == "play"
        rows = [row for row in south["log"] if row["kind"] == "law"]
        assert [row["name"] for row in rows] == ["DirectorCalled", "RulingApplied", "RulingApplied"]
        assert "event" not in rows[1]  # a seat sees what was ruled, not the effects


def test_the_laws_table_is_replayed_after_a_restart(client: TestClient, app: FastAPI) -> None:
    with laws_table(client, app) as everyone:
        calls(everyone, "N 1H", "E 1D")
        ok(everyone, "S", {"t": "director"})
        rule(everyone, decision="ask")
        ok(everyone, "S", {"t": "choose", "option": "accept"})
        before = last(everyone, "N")
    game = app.state.game
    game._live.clear()  # as after a restart: the table is replayed from its log
    live = game.live(LAWS + 1)  # the tests' own laws table
    assert [str(c.call) for c in live.table.auction] == ["1H", "1D"]
    assert str(live.table.turn) == "S" and before["turn"] == "S"


def test_a_strict_table_refuses_an_insufficient_bid(client: TestClient, app: FastAPI) -> None:
    from tests.server.online_table import seated_with_director, send

    with seated_with_director(client, app.state.settings.data_dir) as everyone:
        calls(everyone, "N 1H")
        answer = send(everyone, "E", {"t": "call", "call": "1D"})
        assert answer["code"] == "law" and answer["law"]  # refused with the Law it breaks
        refused(everyone, "E", {"t": "revoke", "offender": "N"}, "laws")


def _to_play(everyone: dict[str, Player]) -> tuple[str, dict[str, Any]]:
    state = last(everyone, "N")
    acting = state["to_act"]
    return acting, last(everyone, acting)


@pytest.mark.parametrize("choice", ["accept", "refuse"])
def test_lead_out_of_turn_declarer_chooses(client: TestClient, app: FastAPI, choice: str) -> None:
    with laws_table(client, app) as everyone:
        bid_to_3nt(everyone)  # North declares: East is on lead
        west = last(everyone, "W")
        card = west["hands"]["W"][0]
        ok(everyone, "W", {"t": "play", "card": card})  # West leads out of turn
        for seat in "NESW":
            state = last(everyone, seat)
            assert "out of turn" in state["laws"]["irregularity"]
            assert set(state["hands"]) == {seat}  # dummy is not faced: nobody sees it
            assert state["phase"] == "play"
        ok(everyone, "E", {"t": "director"})
        answer_all(everyone, "no")
        seen = advice(everyone)
        assert seen["chooser"] == "N" and seen["law"].startswith("54")
        assert {"accept", "refuse"} <= {o["option"] for o in seen["options"]}
        rule(everyone, decision="ask")
        assert {o["key"] for o in last(everyone, "N")["laws"]["choice"]["options"]} >= {
            "accept",
            "refuse",
        }
        ok(everyone, "N", {"t": "choose", "option": choice})
        if choice == "accept":
            north = last(everyone, "N")
            assert north["to_act"] == "N" and north["trick"][0] == {"seat": "W", "card": card}
            assert set(last(everyone, "W")["hands"]) == {"W", "S"}  # dummy spread
            play_cards(everyone, 3)
            assert last(everyone, "E")["last_trick"]["cards"][0] == {"seat": "W", "card": card}
            _private(everyone)
            return
        for seat in "NESW":  # a major penalty card lies face up: everyone sees it
            penalty = last(everyone, seat)["laws"]["penalty_cards"]
            assert penalty == [{"seat": "W", "card": card, "major": True, "law": "54D"}]
            assert set(last(everyone, seat)["hands"]) == {seat}
        # East is to lead: declarer's 50D2 choice comes first, and the director is called
        assert last(everyone, "D")["director"], "the server calls the director (Law 50D2)"
        answer_all(everyone, "no")
        seen = advice(everyone)
        assert seen["chooser"] == "N" and seen["law"].startswith("50")
        rule(everyone, decision="ask")
        options = [o["key"] for o in last(everyone, "N")["laws"]["choice"]["options"]]
        suit = card[0]
        require = next(key for key in options if key.startswith("require"))
        ok(everyone, "N", {"t": "choose", "option": require})
        east = last(everyone, "E")
        assert east["to_act"] == "E"
        for seat in "NESWD":  # the restriction binds East now: everyone is told, with its Law
            binding = last(everyone, seat)["laws"]["in_force"]
            assert binding == [
                {"seat": "E", "kind": "require-lead", "suit": suit, "card": None, "law": "50D2(a)"}
            ], seat
        held = [c for c in east["hands"]["E"] if c[0] == suit]
        assert sorted(east["legal"]) == sorted(held or east["hands"]["E"])  # 50D2(a)
        _private(everyone)


def test_revoke_established_and_the_tricks_transferred(client: TestClient, app: FastAPI) -> None:
    with laws_table(client, app) as everyone:
        bid_to_3nt(everyone)
        revoker = None
        while revoker is None:
            acting, state = _to_play(everyone)
            legal, hand = state["legal"], state["hands"].get(acting, [])
            if acting in "EW" and state["trick"] and set(legal) < set(hand):
                card = next(c for c in hand if c not in legal)
                ok(everyone, acting, {"t": "play", "card": card})  # a revoke
                revoker = acting
            else:
                ok(everyone, acting, {"t": "play", "card": legal[0]})
        for seat in "NESW":  # nobody is told of a revoke (Law 61)
            assert last(everyone, seat)["laws"]["irregularity"] is None
        assert not last(everyone, "D")["director"]
        done = sum(last(everyone, "N")["tricks"].values())
        while sum(last(everyone, "N")["tricks"].values()) < done + 2:
            acting, state = _to_play(everyone)
            ok(everyone, acting, {"t": "play", "card": state["legal"][0]})
        ok(everyone, "N", {"t": "revoke", "offender": revoker})  # established by now
        seen = advice(everyone)
        assert seen["law"].startswith("63A")
        rule(everyone, decision="law", option=seen["options"][0]["option"])
        while last(everyone, "N")["phase"] == "play" and last(everyone, "N")["to_act"]:
            acting, state = _to_play(everyone)
            ok(everyone, acting, {"t": "play", "card": state["legal"][0]})
        # after the play, Law 64: the server calls the director by itself
        assert last(everyone, "D")["director"]
        seen = advice(everyone)
        assert seen["law"].startswith("64"), seen
        answer_all(everyone, "yes")
        seen = advice(everyone)
        rule(everyone, decision="law", option=seen["options"][0]["option"])
        final = last(everyone, "N")
        assert final["phase"] == "ended", final["laws"]
        won = final["tricks"]["NS"]
        assert final["result"]["declarer_tricks"] in (won + 1, won + 2), final
    _private(everyone)


def _private(everyone: dict[str, Player]) -> None:
    """No seat was sent a hand it may not see: its own, dummy's once the lead is faced,
    all four once the board is over; and no laws-mode event's effects."""
    for seat in "NESW":
        for message in everyone[seat].received:
            if message.get("t") != "state":
                continue
            for row in message["log"]:
                assert "event" not in row
            if message["phase"] == "ended":
                continue
            assert set(message["hands"]) <= {seat, message["dummy"]}, message["hands"]


def test_the_director_role_opens_the_console_without_a_token(
    client: TestClient, app: FastAPI
) -> None:
    director = TestClient(app)  # another browser (its own cookies), on the running app
    answer = director.post(
        "/api/register", json={"name": "Tessa", "password": "correct horse battery"}
    )
    assert answer.status_code == 200, answer.text  # the first account: the director
    lobby = director.get("/").text
    assert f'href="/tables/{LAWS}/director"' in lobby and "laws mode" in lobby
    page = director.get(f"/tables/{LAWS}/director")
    assert page.status_code == 200 and "Director (Tessa)" in page.text
    with director.websocket_connect(f"/ws/{LAWS}/director") as socket:
        state = socket.receive_json()
        assert state["t"] == "director_state" and len(state["deal"]["N"]) == 13
    player = TestClient(app)
    assert player.post("/api/register", json={"name": "Pim", "password": "x" * 12}).is_success
    assert player.get(f"/tables/{LAWS}/director").status_code == 403
    with player.websocket_connect(f"/ws/{LAWS}/director") as socket:
        socket.send_json({"t": "hello", "token": "guess"})
        assert socket.receive_json()["code"] == "token"
    answer = director.post("/api/tables", json={"name": "Laws two", "laws": True})
    assert answer.status_code == 200 and "director_token" in answer.json()
    live = app.state.game.live(answer.json()["table"])
    assert live.table.mode == "laws"


def test_a_corrected_explanation_lets_the_misinformed_opponent_change_his_call(
    client: TestClient, app: FastAPI
) -> None:
    with laws_table(client, app) as everyone:
        ok(everyone, "N", {"t": "call", "call": "1NT", "alert": True, "explanation": "15-17"})
        calls(everyone, "E Pass")
        ok(everyone, "S", {"t": "call", "call": "2D"})  # not alerted: "natural"
        calls(everyone, "W Pass", "N 2H")
        refused(everyone, "W", {"t": "correct", "about": 2, "text": "mine?"}, "correct")
        ok(everyone, "S", {"t": "correct", "about": 2, "text": "a transfer to hearts"})
        for seat in "SEW":  # the correction goes to the opponents, not to partner
            assert any(row["kind"] == "correction" for row in last(everyone, seat)["log"])
        assert not any(row["kind"] == "correction" for row in last(everyone, "N")["log"])
        assert last(everyone, "D")["director"]
        assert answer_all(everyone, "yes") == ["21B1(a)"]  # it could well have influenced
        seen = advice(everyone)
        assert seen["chooser"] == "W" and {"change", "keep"} <= {
            o["option"] for o in seen["options"]
        }
        rule(everyone, decision="ask")
        ok(everyone, "W", {"t": "choose", "option": "change"})
        west = last(everyone, "W")
        assert west["turn"] == "W" and west["log"][-1]["text"].startswith("west replaces")
        calls(everyone, "W X")  # his new call
        north = last(everyone, "N")
        assert [c["call"] for c in north["auction"]] == ["1NT", "Pass", "2D", "X"]
        assert [c["call"] for c in north["laws"]["cancelled"]] == ["Pass", "2H"]


def test_a_corrected_explanation_at_a_strict_table_calls_the_director(
    client: TestClient, app: FastAPI
) -> None:
    from tests.server.online_table import seated_with_director

    with seated_with_director(client, app.state.settings.data_dir) as everyone:
        calls(everyone, "N 1NT", "E Pass")
        ok(everyone, "N", {"t": "correct", "about": 0, "text": "14-16, not 15-17"})
        assert last(everyone, "D")["director"][0]["seat"] == "N"
        rows = [r for r in last(everyone, "E")["log"] if r["kind"] == "correction"]
        assert rows[0]["text"] == "14-16, not 15-17" and rows[0]["law"] == "20F4"
        assert not any(r["kind"] == "correction" for r in last(everyone, "S")["log"])
        refused(everyone, "S", {"t": "call", "call": "2C"}, "frozen")


@pytest.mark.law("25A", "25B", editions=(2017,))
def test_a_change_of_call_ruled_under_law_25(client: TestClient, app: FastAPI) -> None:
    """North replaces his 1C by 1D: everyone sees the change; East calls the director, who
    answers 25A's question (not unintended) and puts 25B's choice to East, who declines:
    1D is cancelled and 1C stands. The change survives a restart (its law row)."""
    with laws_table(client, app) as everyone:
        calls(everyone, "N 1C")
        refused(everyone, "E", {"t": "change", "call": "1S"}, "law")  # East has no call
        refused(everyone, "N", {"t": "change", "call": "1Q"}, "malformed")
        ok(everyone, "N", {"t": "change", "call": "1D"})
        row = [r for r in last(everyone, "W")["log"] if r["kind"] == "law"][-1]
        assert row["name"] == "CallChanged" and (row["seat"], row["call"]) == ("N", "1D")
        assert "replaces his 1C by 1D" in last(everyone, "S")["laws"]["irregularity"]
        ok(everyone, "E", {"t": "director", "reason": "North changed his call"})
        seen = advice(everyone)
        assert seen["law"] == "25A" and seen["questions"][0]["key"] == "25A"
        rule(everyone, decision="answer", key="25A", value="no")  # a change of mind
        seen = advice(everyone)
        assert seen["law"] == "25B" and seen["chooser"] == "E"
        rule(everyone, decision="ask")
        assert {o["key"] for o in last(everyone, "E")["laws"]["choice"]["options"]} == {
            "accept",
            "decline",
        }
        ok(everyone, "E", {"t": "choose", "option": "decline"})
        auction = last(everyone, "E")["auction"]
        assert [(c["seat"], c["call"]) for c in auction] == [("N", "1C")]
        assert last(everyone, "E")["turn"] == "E"
    game = app.state.game
    game._live.clear()
    table = game.live(LAWS + 1).table
    assert [str(r.call) for r in table.laws_state.legal_records()] == ["1C"]


@pytest.mark.law("24B", editions=(2017,))
def test_a_card_exposed_in_the_auction_brings_the_director_with_law_24(
    client: TestClient, app: FastAPI
) -> None:
    """East drops an honour face up during the auction: it lies face up for everyone, the
    server calls the director (the Law sends the table to him), who applies 24B: West
    must pass at his next turn."""
    with laws_table(client, app) as everyone:
        calls(everyone, "N 1C")
        card = next(c for c in last(everyone, "E")["hands"]["E"] if c[1] in "AKQJT")  # 24B
        refused(everyone, "E", {"t": "expose", "cards": ["SA", "XX"]}, "malformed")
        ok(everyone, "E", {"t": "expose", "cards": [card]})  # the server calls the director
        for seat in "NSW":
            row = [r for r in last(everyone, seat)["log"] if r["kind"] == "law"][-1]
            assert row["name"] == "CardsExposed" and row["cards"] == [card], seat
        assert last(everyone, "N")["director"]  # called by the server
        seen = advice(everyone)
        assert seen["law"].startswith("24")
        rule(everyone, decision="law", option=seen["options"][0]["option"])
        calls(everyone, "E Pass", "S 1H")
        west = last(everyone, "W")
        assert west["turn"] == "W" and west["legal"] == ["Pass"]  # 24B


def test_a_strict_table_refuses_a_change_of_call_and_an_exposed_card(
    client: TestClient, app: FastAPI
) -> None:
    from tests.server.online_table import seated_with_director, send

    with seated_with_director(client, app.state.settings.data_dir) as everyone:
        ok(everyone, "N", {"t": "call", "call": "1C"})
        answer = send(everyone, "N", {"t": "change", "call": "1D"})
        assert answer["code"] == "laws" and answer["law"] == "25A" and "Undo" in answer["message"]
        answer = send(everyone, "E", {"t": "expose", "cards": ["SA"]})
        assert answer["code"] == "laws" and answer["law"] == "24"
        answer = send(everyone, "E", {"t": "retract", "card": "SA"})
        assert answer["code"] == "laws" and answer["law"] == "47"


@pytest.mark.law("47F2", editions=(2017,))
def test_a_card_taken_back_brings_the_director_and_stands_under_law_47(
    client: TestClient, app: FastAPI
) -> None:
    """East leads, then takes his card back: everyone sees which, the server calls the
    director, whose ruling (47F2) leaves the card played."""
    with laws_table(client, app) as everyone:
        calls(everyone, "N 1NT", "E Pass", "S 3NT", "W Pass", "N Pass", "E Pass")
        lead = last(everyone, "E")["legal"][0]
        ok(everyone, "E", {"t": "play", "card": lead})
        refused(everyone, "E", {"t": "retract", "card": lead, "reason": "oops"}, "malformed")
        ok(everyone, "E", {"t": "retract", "card": lead})
        row = [r for r in last(everyone, "W")["log"] if r["kind"] == "law"][-1]
        assert row["name"] == "CardRetracted" and row["cards"] == [lead]
        assert last(everyone, "S")["director"]  # the server called him
        seen = advice(everyone)
        assert seen["law"] == "47F2" and [o["option"] for o in seen["options"]] == ["stands"]
        rule(everyone, decision="law", option="stands")
        assert [p["card"] for p in last(everyone, "N")["trick"]] == [lead]
