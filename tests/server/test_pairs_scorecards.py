"""An adjusted score on the pairs event's results as a player reads it: his score card
and the board's traveller name its kind (artificial, assigned, split) and its Laws, as
the notes above the ranking do, and each side's card shows that side's own score (its
mark, or the points it is scored with); the event's board page says the same (stop 22:
the score cards showed ``A-/A+`` alone, and an assigned ``+420`` as if it had been
played)."""

from __future__ import annotations

import re

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.pairs import PairEvents
from bridgelaw.server.settings import Settings
from tests.server.test_pairs import pairs_app
from tests.server.test_pairs_director import _adjust, ended_event
from tests.server.test_pairs_people import use


def _card_line(html: str, label: str, board: int) -> list[str]:
    """The cells (as text) of the line of ``board`` on pair ``label``'s score card."""
    found = re.search(rf'<article class="card" id="card-{label}".*?</article>', html, re.S)
    assert found is not None, label
    for row in re.findall(r"<tr>(.*?)</tr>", found.group(0), re.S):
        cells = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, re.S)
        texts = [" ".join(re.sub(r"<[^>]+>", " ", c).split()) for c in cells]
        if f'href="#board-{board}"' in row:
            return texts
    raise AssertionError(f"no board {board} on {label}'s card")


def _traveller(html: str, board: int) -> str:
    """The text of board ``board``'s traveller on the results page."""
    found = re.search(rf'<article[^>]*id="board-{board}".*?</article>', html, re.S)
    assert found is not None, board
    return " ".join(re.sub(r"<[^>]+>", " ", found.group(0)).split())


@pytest.mark.law("12C2(a)")
@pytest.mark.law("12C1(b)")
@pytest.mark.law("12C1(e)")
def test_score_cards_and_travellers_name_each_adjusted_score_and_its_law(
    settings: Settings,
) -> None:
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        tessa, ann, event_id = ended_event(client, "Cards")
        event = pairs.event(event_id)
        (one,), (two,), (three,) = (event.boards(1, t) for t in (1, 2, 3))
        seat = {t: event.seating(1, t) for t in (1, 2, 3)}
        rulings = [  # Ann's table never played; the others did
            {"where": f"1-1-{one}", "kind": "artificial", "ns": "A-", "ew": "A+"},
            {"where": f"1-2-{two}", "kind": "assigned", "ns": "420", "basis": "12A1"},
            {"where": f"1-3-{three}", "kind": "assigned", "ns": "-100", "ew": "420"},
        ]
        rulings[0]["basis"] = "12A2"
        rulings[2].update(basis="12A3", non_offenders="EW")
        for body in rulings:
            made = _adjust(client, event_id, reason="the director's ruling", **body)
            assert made.status_code == 200, made.text

        use(client, ann)
        html = client.get(f"/pairs/{event_id}/results").text
        artificial = "artificial A-/A+ (Law 12C2(a), under 12A2)"
        assigned = "assigned +420 (Law 12C1(b), under 12A1)"
        split = "assigned, split -100/+420 (Law 12C1(e), under 12A3)"
        expected = {  # pair, board: (the contract's column, the pair's own score)
            (seat[1].ns, one): (artificial, "A-"),
            (seat[1].ew, one): (artificial, "A+"),
            (seat[2].ns, two): (assigned, "+420"),
            (seat[2].ew, two): (assigned, "-420"),
            (seat[3].ns, three): (split, "-100"),
            (seat[3].ew, three): (split, "-420"),
        }
        for (label, board), (kind, own) in expected.items():
            assert label is not None
            line = _card_line(html, label, board)
            assert kind in line and own in line, (label, board, line)
        assert assigned in _traveller(html, two)  # not a bare +420 as if played
        assert split in _traveller(html, three) and artificial in _traveller(html, one)

        use(client, tessa)  # the event's own page of the board, and its list of rulings
        board_page = client.get(f"/pairs/{event_id}/boards/{two}").text
        assert "adjusted score: assigned +420</strong> (Law 12C1(b), under 12A1)" in board_page
        event_page = client.get(f"/pairs/{event_id}").text
        assert '<span class="kind">assigned, split</span>' in event_page
