"""The laws room's Law 46 (a card called from dummy in words) and Law 33 (two calls made
at the same time), through the websocket API."""

from __future__ import annotations

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from tests.server.laws_room import LAWS, advice, answer_all, deal, laws_table, rule
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
