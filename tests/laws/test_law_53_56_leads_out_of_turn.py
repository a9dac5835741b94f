"""Laws 53-56: leads out of turn, in all four editions (scenarios T01-T04, T08-T10).

DEAL_A (see play_helpers): 4S by South, West on lead; North is dummy.
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Card
from bridgelaw.errors import IllegalPlayError, PhaseError
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play_records import PlayStatus, RestrictionKind
from bridgelaw.table import FaceDownLead, HandSpread, Phase, Table
from tests.laws.play_helpers import (
    NO_54C,
    E,
    N,
    S,
    W,
    apply,
    called,
    cards,
    contract_table,
    finish,
    keys,
    legal,
    opening_out_of_turn,
    penalties,
    phase,
    plays,
    rule,
)

ALL_EDITIONS = (2017, 2007, 1997, 1987)


def trick_won_by_south(edition: int = 2017) -> Table:
    """Trick 1: W S5, N S3, E S2, S SQ: South is on lead."""
    table = contract_table(edition=edition)
    plays(table, "S5", "S3", "S2", "SQ")
    assert table.turn == S
    return table


def trick_won_by_north(edition: int = 2017) -> Table:
    """Trick 1: W H3, N HQ, E H6, S H5: North (dummy) is on lead."""
    table = contract_table(edition=edition)
    plays(table, "H3", "HQ", "H6", "H5")
    assert table.turn == N
    return table


def trick_won_by_east(edition: int = 2017) -> Table:
    """Trick 1: W H3, N HQ, E HK, S H5: East is on lead."""
    table = contract_table(edition=edition)
    plays(table, "H3", "HQ", "HK", "H5")
    assert table.turn == E
    return table


# ------------------------------------------------------------------ Law 54
@pytest.mark.law("54", "41A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t01_opening_lead_out_of_turn_waits_for_the_director(edition: int) -> None:
    table = opening_out_of_turn(edition)
    assert phase(table) == Phase.DIRECTOR
    irregularity = table.irregularity
    assert irregularity is not None
    assert irregularity.kind == Kind.OPENING_LEAD_OUT_OF_TURN and irregularity.offender == E
    assert (str(irregularity.law), irregularity.law.edition) == ("54", edition)
    assert table.play_records[0].status == PlayStatus.PENDING
    with pytest.raises(PhaseError) as info:
        table.play("SA")  # West may not lead over it: 9B2
    assert str(info.value.law) == "9B2"
    lead = table.play_records[0].card
    before = table.events
    with pytest.raises(PhaseError):  # the card led is on the table, not in his hand
        table.expose(E, str(lead), how="shown")
    assert table.events == before
    ruling = called(table)
    assert [q.key for q in ruling.questions] == ["54C"]
    ruling = rule(table, **NO_54C)
    assert keys(ruling) == ["accept", "spread", "refuse"] and ruling.chooser == S


@pytest.mark.law("54B", "54B1", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t01a_54b_accept_declarer_plays_second_from_his_hand(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.call_director()
    apply(table, "accept", **NO_54C)
    assert phase(table) == Phase.PLAY and table.opening_lead_made
    assert table.turn == S and table.current_trick == ((E, Card.parse("HK")),)
    plays(table, "H5", "H3", "H2")  # S, W, N
    assert table.tricks[0].leader == E and table.tricks[0].winner == E


@pytest.mark.law("54A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t01b_54a_declarer_spreads_and_becomes_dummy(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.call_director()
    apply(table, "spread", **NO_54C)
    assert table.declarer == N and table.dummy == S
    contract = table.contract
    assert contract is not None and contract.declarer == N
    assert table.turn == S and table.acting_player == N
    table.play("H5")  # the new dummy's card, played by the new declarer
    assert table.play_records[-1].by == N


@pytest.mark.law("54A")
def test_54a_spreading_the_hand_goes_to_the_director() -> None:
    table = opening_out_of_turn()
    table.apply(HandSpread(S))  # 54A, unless 54C: the director rules (test_law_54_hand_spread)
    assert phase(table) == Phase.DIRECTOR and table.declarer == S
    table.call_director()
    apply(table, "spread", **NO_54C)
    assert phase(table) == Phase.PLAY and table.declarer == N
    assert table.procedures[0].outcome.endswith("(54A)")


@pytest.mark.law("54D", "50D2", editions=ALL_EDITIONS)
@pytest.mark.law("50E2", editions=(2017, 2007))
@pytest.mark.parametrize(
    ("edition", "law", "ui"),
    [(2017, "54D", ["50E2"]), (2007, "54D", ["50E2"]), (1997, "56", ["50D1"]), (1987, "56", [])],
)
def test_t01c_54d_refused_major_penalty_card_then_50d2(
    edition: int, law: str, ui: list[str]
) -> None:
    table = opening_out_of_turn(edition)
    table.call_director()
    apply(table, "refuse", **NO_54C)
    [penalty] = table.penalty_cards
    assert (penalty.seat, str(penalty.card), penalty.major, str(penalty.law)) == (
        E,
        "HK",
        True,
        law,
    )
    assert phase(table) == Phase.DIRECTOR  # declarer chooses before West leads (50D2)
    ruling = rule(table)
    assert ruling.chooser == S and str(ruling.law) == "50D2"
    assert keys(ruling) == ["require-H", "forbid-H", "none"]
    ruling.apply(table, "forbid-H")
    assert table.penalty_cards == ()
    [restriction] = table.play_restrictions
    assert (restriction.seat, restriction.kind, str(restriction.suit)) == (
        W,
        RestrictionKind.FORBID_LEAD,
        "H",
    )
    assert [str(u.law) for u in table.ledger] == ui
    assert all(u.unauthorized_to == W.side for u in table.ledger)
    assert table.turn == W and not any(c.startswith("H") for c in legal(table))
    with pytest.raises(IllegalPlayError):
        table.play("H9")


@pytest.mark.law("54C", "54B2")
def test_t02_54c_declarer_saw_dummy_must_accept() -> None:
    table = opening_out_of_turn()
    table.apply(HandSpread(N))  # North had started to spread
    ruling = called(table)
    assert ruling.questions == () and keys(ruling) == ["accept"] and str(ruling.law) == "54C"
    ruling.apply(table, "accept")
    table.play("H2")  # South plays the second card from dummy: it cannot be taken back
    assert table.turn == S and table.play_records[-1].status == PlayStatus.DEFERRED
    plays(table, "H5", "H3")  # S, then W; dummy's H2 then enters at North's turn
    assert table.tricks[0].cards == cards("HK", "H5", "H3", "H2")


@pytest.mark.law("54C")
def test_54c_judgment_yes_forces_acceptance() -> None:
    table = opening_out_of_turn()
    table.call_director()
    assert keys(rule(table, **{"54C": "yes"})) == ["accept"]


@pytest.mark.law("54", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "54"), (2007, "54"), (1997, "54"), (1987, "41A")]
)
def test_t03_partners_face_down_lead_goes_back(edition: int, law: str) -> None:
    table = contract_table(edition=edition)
    table.apply(FaceDownLead(W, Card.parse("DT")))
    table.play("S2")  # East faces the opening lead out of turn
    ruling = called(table)
    assert any("face-down lead DT" in fact and law in fact for fact in ruling.facts)
    apply(table, "refuse", **NO_54C)
    record = table.play_records[0]
    assert (str(record.card), record.status) == ("DT", PlayStatus.WITHDRAWN)
    assert "west's withdrawn DT" in [u.source for u in table.ledger]
    assert [str(p.card) for p in table.penalty_cards] == ["S2"]


@pytest.mark.law("54E", editions=(2017, 2007))
@pytest.mark.law("24D", editions=(2017,))
@pytest.mark.law("24", editions=(2007, 1997, 1987))
@pytest.mark.parametrize(
    ("edition", "law", "returned"),
    [(2017, "54E", "24D"), (2007, "54E", "24"), (1997, "24", "24"), (1987, "24", "24")],
)
def test_54e_opening_lead_by_declarer_goes_back(edition: int, law: str, returned: str) -> None:
    """2017 and 2007 54E send an opening lead by declarer's side to Law 24 (2017 24D; the
    2007 Law 24 has no D: its intro returns the cards); 1987 and 1997 have no 54E, Law 24
    applies alone (before the fix every edition cited 54E and 24D). Played to the score:
    the card goes back with no rectification, so the board ends as it would have."""
    table = contract_table(edition=edition)
    table.play("HA")  # South, declarer, leads
    ruling = called(table)
    assert table.irregularity is not None
    assert table.irregularity.kind == Kind.WRONG_OPENING_LEAD
    assert str(ruling.law) == law and str(ruling.options[0].law) == returned
    ruling.apply(table)
    assert table.turn == W and table.penalty_cards == () and not table.opening_lead_made
    finish(table)
    same = contract_table(edition=edition)
    finish(same)
    assert table.declarer_tricks == same.declarer_tricks
    assert table.score_ns() == same.score_ns() is not None


@pytest.mark.law("24E", "41A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_face_down_lead_by_the_wrong_defender(edition: int) -> None:
    table = contract_table(edition=edition)
    table.apply(FaceDownLead(E, Card.parse("CA")))
    ruling = called(table)
    if edition == 2017:
        assert keys(ruling) == ["rule"] and str(ruling.law) == "24E"
        ruling.apply(table)
    else:
        assert keys(ruling) == ["penalty", "return"] and ruling.chooser == S
        ruling.apply(table, "penalty")
    assert [(p.seat, str(p.card), p.major) for p in table.penalty_cards] == [(E, "CA", True)]
    assert phase(table) == Phase.DIRECTOR  # 50D2 before West leads


# ------------------------------------------------------------------ Law 56
@pytest.mark.law("56", "56B", "50D2", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "56B"), (2007, "54D"), (1997, "56"), (1987, "56")]
)
def test_t04_defender_leads_when_partner_should_declarer_forbids(edition: int, law: str) -> None:
    table = trick_won_by_east(edition)
    table.play("D2")  # West leads out of turn
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.DEFENDER_LEAD_OUT_OF_TURN
    ruling = called(table)
    assert keys(ruling) == ["accept", "refuse"] and ruling.chooser == S
    ruling.apply(table, "refuse")
    assert [(str(p.card), p.major, str(p.law)) for p in table.penalty_cards] == [("D2", True, law)]
    ruling = rule(table)
    assert keys(ruling) == ["require-D", "forbid-D", "none"]
    ruling.apply(table, "forbid-D")
    assert table.turn == E and not any(c.startswith("D") for c in legal(table))
    with pytest.raises(IllegalPlayError):
        table.play("DK")
    table.play("S2")


@pytest.mark.law("56A")
@pytest.mark.law("53A", indirect=True)
def test_t04_accepted_by_playing_from_the_next_hand() -> None:
    table = trick_won_by_east()
    table.play("D2")
    table.play("D4")  # declarer plays from dummy, next in rotation: accepted (53A)
    assert phase(table) == Phase.PLAY
    assert table.current_trick == ((W, Card.parse("D2")), (N, Card.parse("D4")))
    assert table.procedures[-1].outcome.endswith("(Law 53A)")


@pytest.mark.law("56A", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "56A"), (2007, "53A"), (1997, "53A"), (1987, "53A")]
)
def test_56a_declarer_accepts_by_statement(edition: int, law: str) -> None:
    table = trick_won_by_east(edition)
    table.play("D2")
    ruling = called(table)
    assert str(ruling.option("accept").law) == law
    ruling.apply(table, "accept")
    assert table.turn == N and table.penalty_cards == ()


@pytest.mark.law("56B")
@pytest.mark.law("50D1", indirect=True)
def test_56b_declarers_side_on_lead_penalty_card_played_at_first_opportunity() -> None:
    table = trick_won_by_south()
    table.play("D2")  # West leads out of turn: South was on lead
    called(table).apply(table, "refuse")
    assert phase(table) == Phase.PLAY and table.turn == S  # no 50D2: declarer leads
    table.play("DQ")
    assert legal(table) == {"D2"}  # the major penalty card, following suit


# ------------------------------------------------------------------ Law 53B
@pytest.mark.law("16C", editions=(2017, 1997, 1987))
@pytest.mark.law("53B", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.law("16C", editions=(2007,), indirect=True)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "53B"), (2007, "53C"), (1997, "53C"), (1987, "53C")]
)
def test_t09_proper_lead_over_a_lead_out_of_turn(edition: int, law: str) -> None:
    table = trick_won_by_south(edition)
    table.play("SA")  # West leads out of turn
    table.play("DQ")  # South leads properly from his hand before North plays
    assert phase(table) == Phase.PLAY
    assert table.current_trick == ((S, Card.parse("DQ")),)
    assert table.penalty_cards == ()  # no penalty card (53B)
    assert [u.source for u in table.ledger] == ["west's withdrawn SA"]
    assert table.ledger[0].unauthorized_to == W.side
    assert table.procedures[-1].outcome.endswith(f"(Law {law})")


@pytest.mark.law("53A", indirect=True)
def test_t09_playing_from_the_next_hand_accepts() -> None:
    table = trick_won_by_south()
    table.play("SA")  # West leads out of turn
    table.play("S7")  # declarer plays from dummy, the next hand: accepted (53A)
    assert table.current_trick == ((W, Card.parse("SA")), (N, Card.parse("S7")))
    assert table.penalty_cards == () and table.turn == E


@pytest.mark.law("53B", "53A")
@pytest.mark.parametrize(("answer", "lead"), [("yes", "C2"), ("no", "SJ")])
def test_j11_proper_lead_or_play_to_the_irregular_lead(answer: str, lead: str) -> None:
    table = trick_won_by_north()
    table.play("SJ")  # West leads out of turn; North (dummy) was on lead
    table.play("C2" if answer == "yes" else "S3")  # North is both next and the proper leader
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["53B"]
    apply(table, None, **{"53B": answer})
    assert table.current_trick[0][1] == Card.parse(lead)
    assert phase(table) == Phase.PLAY


# ------------------------------------------------------------------ Law 55
@pytest.mark.law("55A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t08_55a_declarers_lead_from_the_wrong_hand(edition: int) -> None:
    table = trick_won_by_south(edition)
    table.play("C9")  # from dummy: South's hand was on lead
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.DECLARER_LEAD_OUT_OF_TURN
    ruling = called(table)
    assert keys(ruling) == ["accept", "refuse"]
    if edition in (2017, 2007):
        assert ruling.chooser == E  # the player next in turn after the lead prevails
        assert any("prevails" in fact for fact in ruling.facts)
    else:
        assert ruling.chooser is None  # no tie-break in 1997/1987
        assert any("no rule" in fact for fact in ruling.facts)
    ruling.apply(table, "accept")
    assert table.turn == E and table.current_trick == ((N, Card.parse("C9")),)


@pytest.mark.law("55B2", "55C", "60B")
def test_t08_55b2_refused_declarer_leads_from_the_correct_hand() -> None:
    table = trick_won_by_south()
    table.play("C9")
    called(table).apply(table, "refuse")
    assert table.turn == S and table.penalty_cards == ()  # 48A: never a penalty card
    assert "55C" in [str(f.law) for f in table.review_flags]
    table.play("SJ")  # West plays before declarer has led from the correct hand: 60B
    ruling = called(table)
    assert str(ruling.law) == "60B"
    ruling.apply(table)
    assert penalties(table) == [("SJ", "major")]
    table.play("H5")  # declarer leads from his hand, any card (55B2)
    assert table.current_trick == ((S, Card.parse("H5")),)


@pytest.mark.law("55B1")
def test_55b1_declarer_leads_when_a_defender_should() -> None:
    table = trick_won_by_east()
    table.play("DJ")  # South leads: East was on lead
    called(table).apply(table, "refuse")
    assert table.turn == E and table.penalty_cards == ()
    assert table.ledger[-1].source == "south's withdrawn DJ"


@pytest.mark.law("53A", indirect=True)
def test_55_accepted_by_the_next_defender_playing() -> None:
    table = trick_won_by_south()
    table.play("C9")
    table.play("C6")  # East plays to it: accepted
    assert table.turn == S and len(table.current_trick) == 2


@pytest.mark.law("57A", editions=ALL_EDITIONS)
@pytest.mark.law("53C", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "53C"), (2007, "53B"), (1997, "53B"), (1987, "53B")]
)
def test_t10_wrong_defender_plays_to_declarers_wrong_hand_lead(edition: int, law: str) -> None:
    table = trick_won_by_north(edition)
    table.play("HA")  # South leads from his hand: dummy was on lead
    table.play("HK")  # East, on South's right, plays next as though North had led
    assert table.procedures[0].outcome.endswith(f"(Law {law})")
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.PREMATURE_PLAY
    assert str(irregularity.law) == "57A"
    ruling = called(table)
    options = keys(ruling)
    assert options[:2] == ["highest", "lowest"] and ruling.chooser == S
    assert ("suit-S" in options) == (edition == 2017)
    ruling.apply(table, "lowest")
    assert [(str(p.card), p.major) for p in table.penalty_cards] == [("HK", True)]
    assert table.turn == W and legal(table) == {"H4"}


# ------------------------------------------------------------------ trick 13
def _to_trick_13(edition: int) -> Table:
    table = contract_table(edition=edition)
    while len(table.tricks) < 12:
        table.play(table.legal_cards()[0])
    return table


@pytest.mark.law("53A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_53a_lead_out_of_turn_at_trick_13(edition: int) -> None:
    table = _to_trick_13(edition)
    leader = table.turn
    assert leader is not None
    wrong = leader.partner if leader.side != S.side else leader.lho
    table.play(table.remaining(wrong)[0])
    ruling = called(table)
    if edition == 2017:
        assert keys(ruling) == ["withdraw"]  # footnote 16: must be withdrawn
    else:
        assert "accept" in keys(ruling)


@pytest.mark.law("50", "56B", editions=ALL_EDITIONS)
@pytest.mark.law("72C", editions=(2017,))
@pytest.mark.law("72C", editions=(2007, 1997, 1987), indirect=True)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "72C"), (2007, "23"), (1997, "72B1"), (1987, "50A")]
)
def test_50_intro_the_damage_clause_by_edition(edition: int, law: str) -> None:
    table = trick_won_by_east(edition)
    table.play("D2")
    called(table).apply(table, "refuse")
    assert [str(f.law) for f in table.review_flags] == [law]


@pytest.mark.law("55C", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "words"),
    [(2017, "Law 16"), (2007, "Law 16"), (1997, "may adjust"), (1987, "may adjust")],
)
def test_55c_declarers_line_after_his_withdrawn_lead_by_edition(edition: int, words: str) -> None:
    table = trick_won_by_south(edition)
    table.play("C9")  # from dummy: South's hand was on lead
    called(table).apply(table, "refuse")
    flags = [f for f in table.review_flags if str(f.law) == "55C"]
    assert len(flags) == 1 and words in flags[0].reason
    assert flags[0].side == S.side  # declarer's side may be adjusted
    assert table.turn == S and table.penalty_cards == ()
