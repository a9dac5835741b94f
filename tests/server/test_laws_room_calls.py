"""The laws room's Law 46 (a card called from dummy in words) and Law 33 (two calls made
at the same time), through the websocket API."""

from __future__ import annotations

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from tests.server.laws_room import LAWS, advice, answer_all, calls, deal, laws_table, rule
from tests.server.online_table import bid_to_3nt, last, ok, refused
from tests.server.players import Player

RANKS = "AKQJT98765432"


def _lead(everyone: dict[str, Player]) -> str:
    """East leads his first legal card; the card led."""
    lead: str = last(everyone, "E")["legal"][0]
    ok(everyone, "E", {"t": "play", "card": lead})
    return lead


@pytest.mark.law("46B1(a)", editions=(2017,))
def test_declarer_calls_high_from_dummy_and_the_highest_card_is_played(
    client: TestClient, app: FastAPI
) -> None:
    """North (declarer) says "high" when dummy (South) is to play: the table plays
    dummy's highest card of the suit led (46B1(a)); everyone sees what he said."""
    with laws_table(client, app) as everyone:
        bid_to_3nt(everyone)
        refused(everyone, "N", {"t": "designate", "text": "high"}, "designate")  # E leads
        lead = _lead(everyone)
        south = [c for c in deal(everyone)["S"] if c[0] == lead[0]]
        assert south, "the test's deal: dummy follows suit"
        refused(everyone, "E", {"t": "designate", "text": "high"}, "designate")  # not declarer
        refused(everyone, "S", {"t": "designate", "text": "high"}, "designate")  # dummy
        refused(everyone, "N", {"t": "designate", "text": "purple elephant"}, "input")
        assert len(last(everyone, "W")["trick"]) == 1  # nothing played
        ok(everyone, "N", {"t": "designate", "text": "high"})
        highest = min(south, key=lambda c: RANKS.index(c[1]))
        assert last(everyone, "W")["trick"][1] == {"seat": "S", "card": highest}
        row = [r for r in last(everyone, "W")["log"] if r["kind"] == "law"][-1]
        assert row["name"] == "DummyCardCalled" and row["said"] == "high"
        assert last(everyone, "W")["laws"]["irregularity"] is None  # play goes on
        assert last(everyone, "W")["to_act"] == "W"
    game = app.state.game
    game._live.clear()  # the designation is replayed from its law row after a restart
    trick = game.live(LAWS + 1).table.current_trick
    assert [str(card) for _, card in trick] == [lead, highest]


@pytest.mark.law("46B1(c)", editions=(2017,))
@pytest.mark.parametrize("low", ["pieni", "malú", "malu", "zagraj małą", "маленькую"])
def test_declarer_calls_low_from_dummy_in_the_pages_language(
    client: TestClient, app: FastAPI, low: str
) -> None:
    """North says "low" in Finnish, Slovak, Croatian, Polish or Russian: the table plays
    dummy's lowest card of the suit led (46B1(c)), and records what he said."""
    with laws_table(client, app) as everyone:
        bid_to_3nt(everyone)
        lead = _lead(everyone)
        south = [c for c in deal(everyone)["S"] if c[0] == lead[0]]
        ok(everyone, "N", {"t": "designate", "text": low})  # was refused: English words only
        lowest = max(south, key=lambda c: RANKS.index(c[1]))
        assert last(everyone, "W")["trick"][1] == {"seat": "S", "card": lowest}
        row = [r for r in last(everyone, "W")["log"] if r["kind"] == "law"][-1]
        assert row["name"] == "DummyCardCalled" and row["said"] == low


@pytest.mark.parametrize(
    ("said", "rank"),
    [
        ("pata kuningas", "K"),
        ("pik dáma", "Q"),
        ("daj kralja pik", "K"),
        ("król pik", "K"),
    ],
)
def test_a_suit_and_rank_named_in_another_language_designate_that_card(
    said: str, rank: str
) -> None:
    """Law 46A in the platform's other languages: the suit and the rank named."""
    from bridgelaw.core import Card
    from bridgelaw.core.hands import Hand
    from bridgelaw.laws.designation import designate

    found = designate(said, Hand.parse("KQ3.Q2.A5.J4"), led=(Card.parse("SJ"),), trump=None)
    assert (found.card, found.law) == (Card.parse("S" + rank), "46A")
    # "as" alone is the ace (Polish, Croatian), not the card notation's ace of spades
    ace = designate("as", Hand.parse("KQ3.A2.5.J4"), led=(Card.parse("HJ"),), trump=None)
    assert (ace.card, ace.law) == (Card.parse("HA"), "46B3(b)")


@pytest.mark.law("46B5", editions=(2017,))
def test_declarer_says_play_anything_and_a_defender_designates(
    client: TestClient, app: FastAPI
) -> None:
    """ "Play anything": no card is deemed designated; the server calls the director, the
    engine's ruling names the Law (46B5) and a defender as chooser, the director puts the
    choice to him, and the card he names is played from dummy."""
    with laws_table(client, app) as everyone:
        bid_to_3nt(everyone)
        _lead(everyone)
        ok(everyone, "N", {"t": "designate", "text": "anything"})
        assert last(everyone, "D")["director"], "the Law sends the table to the director"
        answer_all(everyone, "no")
        seen = advice(everyone)
        assert seen["law"] == "46B5" and seen["chooser"] in ("E", "W")
        chooser = seen["chooser"]
        rule(everyone, decision="ask")
        options = last(everyone, chooser)["laws"]["choice"]["options"]
        assert options and all(o["law"] == "46B5" for o in options)
        ok(everyone, chooser, {"t": "choose", "option": options[-1]["key"]})
        played = options[-1]["key"].removeprefix("play-")
        assert last(everyone, "N")["trick"][1] == {"seat": "S", "card": played}


def test_a_card_called_from_dummy_at_a_strict_table_is_refused(
    client: TestClient, app: FastAPI
) -> None:
    from tests.server.online_table import seated_with_director, send

    with seated_with_director(client, app.state.settings.data_dir) as everyone:
        bid_to_3nt(everyone)
        answer = send(everyone, "N", {"t": "designate", "text": "high"})
        assert answer["code"] == "laws" and answer["law"] == "46A"
        refused(everyone, "N", {"t": "designate", "text": ""}, "malformed")


@pytest.mark.law("33", editions=(2017,))
def test_two_calls_made_at_once_are_ordered_by_law_33_from_the_console(
    client: TestClient, app: FastAPI
) -> None:
    """East's turn: South's 1S reaches the server first, then East's 2C (which cancels it,
    28B). South says they were made at the same time; the director's console offers Law
    33, he applies it: East's 2C counts first and South's 1S after it, insufficient (27),
    and the engine's Law 27 ruling comes to the console. The order survives a restart."""
    with laws_table(client, app) as everyone:
        calls(everyone, "N 1H", "S 1S", "E 2C")
        assert last(everyone, "D")["laws"]["report"]["simultaneous"] is not None
        ok(
            everyone,
            "S",
            {"t": "director", "reason": "we called together", "report": "simultaneous"},
        )
        director = last(everyone, "D")
        assert director["director"][0]["report"] == "simultaneous"
        assert "report" not in last(everyone, "E")["director"][0]  # the director's only
        offer = director["laws"]["report"]["simultaneous"]
        assert offer["law"] == "33" and "east's 2C and south's 1S" in offer["text"]
        rule(everyone, decision="simultaneous")
        west = last(everyone, "W")
        assert [(c["seat"], c["call"]) for c in west["auction"]] == [
            ("N", "1H"),
            ("E", "2C"),
            ("S", "1S"),
        ]
        assert west["auction"][-1].get("pending") and "insufficient" in west["laws"]["irregularity"]
        row = next(r for r in west["log"] if r["kind"] == "law")
        assert row["name"] == "SimultaneousCalls"
        assert row["calls"] == [{"seat": "E", "call": "2C"}, {"seat": "S", "call": "1S"}]
        assert "event" not in row and "replaces" not in row
        seen = advice(everyone)
        assert seen["law"] == "27A1" and seen["chooser"] == "W"
        assert last(everyone, "D")["laws"]["report"]["simultaneous"] is None  # done
        refused(everyone, "D", {"t": "rule", "decision": "simultaneous"}, "rule")
    game = app.state.game
    game._live.clear()
    table = game.live(LAWS + 1).table
    assert [str(r.call) for r in table.laws_state.legal_records()] == ["1H", "2C"]
    assert table.irregularity is not None and "insufficient" in table.irregularity.reason


@pytest.mark.law("16", editions=(2017,))
def test_an_irregularity_without_a_button_is_reported_and_ruled_by_the_engine(
    client: TestClient, app: FastAPI
) -> None:
    """South reports a hesitation (unauthorised information): the director gets the call
    with what it is about, records it for the engine (Law 16, East the offender), answers
    the engine's judgment questions himself and applies its ruling; the seats see that an
    irregularity was recorded and under which Law, not the note."""
    with laws_table(client, app) as everyone:
        calls(everyone, "N 1H", "E Pass")
        ok(everyone, "S", {"t": "director", "reason": "East thought for ages", "report": "ui"})
        director = last(everyone, "D")
        assert director["director"][0]["report"] == "ui"
        kinds = {k["key"]: k["law"] for k in director["laws"]["report"]["kinds"]}
        assert kinds["ui"] == "16" and kinds["other"] == "12A1"
        refused(
            everyone,
            "D",
            {"t": "rule", "decision": "report", "kind": "ui", "seat": "Q"},
            "malformed",
        )
        bad = {"t": "rule", "decision": "report", "kind": "other", "law": "99"}
        assert "no Law 99" in refused(everyone, "D", bad, "malformed")
        bad = {"t": "rule", "decision": "report", "kind": "ui", "seat": "E", "law": "16"}
        refused(everyone, "D", {**bad, "decision": "simultaneous"}, "rule")  # no two calls
        note = "a long hesitation before passing"
        rule(everyone, decision="report", kind="ui", seat="E", law="", text=note)
        seen = advice(everyone)
        assert seen["law"].startswith("16") and seen["questions"], seen
        assert last(everyone, "D")["laws"]["report"]["kinds"] == []  # a ruling waits
        answered = answer_all(everyone, seen["questions"][0]["answers"][0])
        assert answered and answered[0] == "16-source"
        seen = advice(everyone)
        assert seen["options"], seen
        rule(everyone, decision="law", option=seen["options"][0]["option"])
        south = last(everyone, "S")
        reported = [r for r in south["log"] if r.get("name") == "IrregularityReported"]
        assert reported[0]["law"].startswith("16")
        assert reported[0]["irregularity"] == "unauthorized information"
        assert note not in str(south["log"])
        assert any(r["kind"] == "ruling" for r in south["log"])
        assert south["turn"] == "S" and not south["director"]  # the auction goes on
        review = last(everyone, "D")["laws"]["review"]  # his reminder for after the board
        assert review and review[0]["law"].startswith("16"), review
        assert "review" not in south["laws"]  # the director's only


def test_a_report_at_a_strict_table_is_refused(client: TestClient, app: FastAPI) -> None:
    from tests.server.online_table import seated_with_director, send

    with seated_with_director(client, app.state.settings.data_dir) as everyone:
        ok(everyone, "N", {"t": "call", "call": "1C"})
        ok(everyone, "E", {"t": "director", "reason": "hesitation", "report": "ui"})
        answer = send(everyone, "D", {"t": "rule", "decision": "report", "kind": "ui"})
        assert answer["code"] == "laws"
        assert last(everyone, "D")["director"][0]["report"] is None  # a laws table's only
        answer = send(everyone, "D", {"t": "rule", "decision": "simultaneous"})
        assert answer["code"] == "laws" and answer["law"] == "33"
