"""What a laws-mode table says to its players and its director: a refused card cites its
Law once; after an irregularity the Laws have settled (a call out of rotation accepted by
the next call, Law 29A, or cancelled by the correct player's call, 28B; a lead out of turn
accepted by a card played to it, 53A) the director is offered no withdrawal of the last
action, which the Laws do not give, and the server refuses one; the cards a ruling binds
(a lead restriction, 50D2; a major penalty card, 50D1) are marked in the hand of the
player to act."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from tests.server.laws_room import advice, answer_all, calls, deal, laws_table, rule
from tests.server.online_table import bid_to_3nt, last, ok, refused, send
from tests.server.players import Player


def _lead_refused_and_suit_required(everyone: dict[str, Player]) -> tuple[str, list[str]]:
    """West leads out of turn a card of a suit East holds (East is on lead after 3NT by
    North); North refuses the lead (54D: a major penalty card) and requires its suit
    (50D2(a)). The suit required and East's hand."""
    hands = deal(everyone)
    suits = {card[0] for card in hands["E"]}
    card = next(c for c in hands["W"] if c[0] in suits)
    _refuse_the_lead(everyone, card, f"require-{card[0]}")
    return card[0], hands["E"]


def _refuse_the_lead(everyone: dict[str, Player], card: str, choice: str) -> None:
    """West leads ``card`` out of turn; North refuses it (54D), then makes his 50D2
    ``choice``: each put to him by the director, after the director's answers."""
    ok(everyone, "W", {"t": "play", "card": card})
    ok(everyone, "E", {"t": "director"})
    for option in ("refuse", choice):
        answer_all(everyone, "no")
        rule(everyone, decision="ask")
        ok(everyone, "N", {"t": "choose", "option": option})


def test_a_card_the_restriction_bars_is_refused_citing_its_law_once(
    client: TestClient, app: FastAPI
) -> None:
    with laws_table(client, app) as everyone:
        bid_to_3nt(everyone)
        suit, held = _lead_refused_and_suit_required(everyone)
        other = next(card for card in held if card[0] != suit)
        answer = send(everyone, "E", {"t": "play", "card": other})
        assert answer["code"] == "law" and answer["law"] == "50D2(a)"
        message = answer["message"]
        assert message.count("50D2(a)") == 1, message  # was "(Law 50D2(a)) [Law 50D2(a) (2017)]"
        assert message.endswith("(Law 50D2(a))") and "2017" not in message, message


def test_an_irregularity_on_the_table_names_its_law_once(client: TestClient, app: FastAPI) -> None:
    with laws_table(client, app) as everyone:
        calls(everyone, "N 1H", "W 1S")  # out of rotation: East's turn
        laws = last(everyone, "S")["laws"]
        assert laws["irregularity"] == "west calls 1S at east's turn (Law 31)"
        assert laws["about"]["reason"] == "west calls 1S at east's turn"  # after a heading
        assert advice(everyone)["text"] == "west calls 1S at east's turn (Law 31)"


def _options(everyone: dict[str, Player]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = last(everyone, "D")["advice"]["options"]
    return found


@pytest.mark.parametrize(
    ("made", "law"),
    [
        (("N 1H", "W 1S", "N 2H"), "29A"),  # North's call accepts West's 1S
        (("N 1H", "S Pass", "W 1S"), "29A"),  # West's call accepts South's pass
    ],
)
def test_a_call_out_of_rotation_accepted_leaves_the_director_only_play_on(
    client: TestClient, app: FastAPI, made: tuple[str, ...], law: str
) -> None:
    with laws_table(client, app) as everyone:
        calls(everyone, *made)
        before = last(everyone, "N")["auction"]
        assert len(before) == len(made) and "irregularity" in last(everyone, "N")["laws"]
        assert last(everyone, "N")["laws"]["irregularity"] is None  # accepted (Law 29A)
        ok(everyone, "S", {"t": "director", "reason": "a call out of turn"})
        assert _options(everyone) == [{"decision": "resume", "label": "play on"}]
        refused(everyone, "D", {"t": "rule", "decision": "undo", "text": "", "law": None}, "rule")
        assert last(everyone, "N")["auction"] == before  # nobody's call taken back
        rule(everyone, decision="resume", text="the call out of rotation stands", law=law)
        assert last(everyone, "N")["auction"] == before


def test_the_correct_players_call_cancels_the_call_out_of_rotation_with_no_withdrawal(
    client: TestClient, app: FastAPI
) -> None:
    """Law 28B: East calls at his turn over West's bid out of rotation: West's bid is
    cancelled, and the engine's only option is Law 31B2's (East's call stands)."""
    with laws_table(client, app) as everyone:
        calls(everyone, "N 1H", "W 1S", "E 2C")
        ok(everyone, "S", {"t": "director"})
        seen = advice(everyone)
        assert [(o["decision"], o["option"], o["law"]) for o in seen["options"]] == [
            ("law", "rule", "31B2")
        ]
        refused(everyone, "D", {"t": "rule", "decision": "undo", "text": "", "law": None}, "rule")
        assert [c["call"] for c in last(everyone, "N")["auction"]] == ["1H", "2C"]


def test_a_lead_out_of_turn_accepted_by_a_card_leaves_the_director_only_play_on(
    client: TestClient, app: FastAPI
) -> None:
    with laws_table(client, app) as everyone:
        bid_to_3nt(everyone)  # East is on lead
        hands = deal(everyone)
        ok(everyone, "W", {"t": "play", "card": hands["W"][0]})  # out of turn
        suit = hands["W"][0][0]
        follow = next((c for c in hands["N"] if c[0] == suit), hands["N"][0])
        ok(everyone, "N", {"t": "play", "card": follow})  # declarer plays to it
        assert last(everyone, "E")["laws"]["irregularity"] is None  # accepted (Law 53A)
        ok(everyone, "E", {"t": "director"})
        assert _options(everyone) == [{"decision": "resume", "label": "play on"}]
        refused(everyone, "D", {"t": "rule", "decision": "undo", "text": "", "law": None}, "rule")
        assert len(last(everyone, "E")["trick"]) == 2


def test_the_cards_a_lead_restriction_bars_are_marked_in_the_leaders_hand(
    client: TestClient, app: FastAPI
) -> None:
    with laws_table(client, app) as everyone:
        bid_to_3nt(everyone)
        suit, held = _lead_refused_and_suit_required(everyone)
        marks = last(everyone, "E")["laws"]["marks"]
        assert marks == [
            {"card": card, "mark": "barred", "law": "50D2(a)"} for card in held if card[0] != suit
        ]
        for seat in "NSWD":  # only the player bound sees marks in his hand
            assert last(everyone, seat)["laws"].get("marks", []) == [], seat


def test_a_major_penalty_card_is_marked_as_the_card_its_owner_must_play(
    client: TestClient, app: FastAPI
) -> None:
    """North refuses West's lead out of turn and neither requires nor forbids its suit
    (50D2(b)); East leads that suit: West must play his penalty card (50D1(a)), and his
    other cards of the suit are barred."""
    with laws_table(client, app) as everyone:
        bid_to_3nt(everyone)
        hands = deal(everyone)
        suit = next(
            s
            for s in "SHDC"
            if any(c[0] == s for c in hands["E"]) and sum(c[0] == s for c in hands["W"]) >= 2
        )
        card = next(c for c in hands["W"] if c[0] == suit)
        _refuse_the_lead(everyone, card, "none")
        assert last(everyone, "W")["laws"]["marks"] == []  # not his turn
        ok(everyone, "E", {"t": "play", "card": next(c for c in hands["E"] if c[0] == suit)})
        ok(everyone, "N", {"t": "play", "card": last(everyone, "N")["legal"][0]})  # dummy's
        west = last(everyone, "W")
        assert west["to_act"] == "W" and west["legal"] == [card]
        others = [c for c in hands["W"] if c[0] == suit and c != card]
        assert west["laws"]["marks"] == [
            {"card": card, "mark": "must", "law": "50D1(a)"},
            *({"card": c, "mark": "barred", "law": "50D1(a)"} for c in others),
        ]


def test_a_player_may_not_undo_by_the_opponents_consent_at_a_laws_table(
    client: TestClient, app: FastAPI
) -> None:
    """West's bid out of rotation is not withdrawn by consent (the director alone
    rectifies, Law 10A): the Laws' ways are a change of call (25) or the director's
    ruling (29-32)."""
    with laws_table(client, app) as everyone:
        calls(everyone, "N 1H", "W 1S")
        answer = send(everyone, "W", {"t": "undo", "reason": "misclick"})
        assert answer["code"] == "laws" and answer["law"] == "10A"
        assert "Law 25" in answer["message"] and "Law 47" in answer["message"]
        assert [c["call"] for c in last(everyone, "N")["auction"]] == ["1H", "1S"]
        assert last(everyone, "N")["laws"]["about"]["kind"] == "BID_OUT_OF_ROTATION"  # it waits
