"""Laws 41-47 in laws mode, all four editions: the face-down opening lead, dummy's rights
and limitations, dummy's unnamed card, a card played twice to a trick, the designation
of dummy's cards (scenario T21), and the retraction of a played card.

DEAL_A and DEAL_B: see play_helpers (4S by South, West leads, North is dummy).
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Card, Hand
from bridgelaw.errors import PhaseError
from bridgelaw.laws.designation import designate
from bridgelaw.laws.irregularity import Kind, ProcedureStatus
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.table import CardHandled, DummyInfraction, FaceDownLead, LeadFaced, Phase, Table
from tests.laws.play_helpers import (
    DEAL_B,
    E,
    N,
    S,
    W,
    apply,
    called,
    contract_table,
    keys,
    legal,
    phase,
    plays,
    rule,
)

ALL_EDITIONS = (2017, 2007, 1997, 1987)
OLDER = (2007, 1997, 1987)


def spade_jack_led(edition: int = 2017) -> Table:
    """T21: DEAL_A, West leads SJ; dummy holds K73 Q2 A654 9832."""
    table = contract_table(edition=edition)
    table.play("SJ")
    assert table.turn == N
    return table


def north_won_with_heart_ace(edition: int = 2017) -> Table:
    """DEAL_B: W H5, N HA, E H7, S H2: dummy (KQJ2 Q KQJ KQJ3) is on lead."""
    table = contract_table(DEAL_B, edition=edition)
    plays(table, "H5", "HA", "H7", "H2")
    return table


def south_won_trick_one(edition: int = 2017) -> Table:
    """DEAL_A: W S5, N S3, E S2, S SQ: South is on lead."""
    table = contract_table(edition=edition)
    plays(table, "S5", "S3", "S2", "SQ")
    return table


# ------------------------------------------------------------------ Law 41
@pytest.mark.law("41A", "41C")
def test_41a_face_down_lead_then_faced() -> None:
    table = contract_table()
    table.apply(FaceDownLead(W, Card.parse("H9")))
    assert not table.opening_lead_made and table.play_records[0].status == PlayStatus.FACE_DOWN
    with pytest.raises(PhaseError) as info:
        table.play("SA")  # West has led: his lead must be faced first
    assert str(info.value.law) == "41C"
    table.apply(LeadFaced())
    assert table.opening_lead_made and table.current_trick == ((W, Card.parse("H9")),)
    with pytest.raises(PhaseError):
        table.apply(LeadFaced())


@pytest.mark.law("47E2(a)", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_47e2a_face_down_lead_withdrawn_after_misinformation(edition: int) -> None:
    table = contract_table(edition=edition)
    table.apply(FaceDownLead(W, Card.parse("H9")))
    table.retract(W, "H9", "misinformation")
    apply(table, "withdraw", **{"47E2(a)": "yes"})
    assert table.play_records[0].status == PlayStatus.WITHDRAWN and table.turn == W
    table.play("SA")
    assert table.opening_lead_made


@pytest.mark.law("47E2(a)", "47E2(b)", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "allowed"), [(2017, False), (2007, False), (1997, True), (1987, True)]
)
def test_47e2a_opening_lead_once_dummy_is_faced(edition: int, allowed: bool) -> None:
    table = contract_table(edition=edition)
    table.play("H9")  # faced: dummy is spread
    table.retract(W, "H9", "misinformation")
    ruling = rule(table, **{"47E2(a)": "yes"})
    assert keys(ruling) == (["withdraw"] if allowed else ["stands"])
    if not allowed:
        ruling.apply(table, "stands")
        flag = "47E2(b)" if edition in (2017, 2007) else "40C"
        assert [str(f.law) for f in table.review_flags] == [flag]


# ------------------------------------------------------------------ Laws 42, 43
@pytest.mark.law("43A2(c)", "43B1", "43B2(a)")
def test_43b2a_dummy_who_lost_his_rights_warns_declarer() -> None:
    table = south_won_trick_one()
    table.apply(DummyInfraction("look-at-defender"))
    assert [str(f.law) for f in table.review_flags] == ["43B1"]
    table.apply(DummyInfraction("warn-wrong-hand"))
    ruling = rule(table)
    assert str(ruling.law) == "43B2(a)" and keys(ruling) == ["lead-from-S", "lead-from-N"]
    ruling.apply(table, "lead-from-N")
    assert table.turn == N
    table.play("D4")
    assert table.current_trick[0][0] == N


@pytest.mark.law("42B2", indirect=True)
def test_42b2_dummy_may_warn_declarer_with_his_rights() -> None:
    table = south_won_trick_one()
    table.apply(DummyInfraction("warn-wrong-hand"))
    assert phase(table) == Phase.PLAY and table.turn == S


@pytest.mark.law("43A1(a)")
def test_43a1a_dummy_calls_the_director_during_play() -> None:
    table = south_won_trick_one()
    table.play("DT")  # West leads out of turn
    table.call_director(by=N)
    assert "43A1(a)" in [str(f.law) for f in table.review_flags]


@pytest.mark.law("43B3", editions=(2017, 2007, 1997))
@pytest.mark.law("43B3", editions=(1987,), indirect=True)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "43B3"), (2007, "43B3"), (1997, "43B3"), (1987, "43B2(a)")]
)
def test_43b3_dummy_first_draws_attention_after_losing_his_rights(edition: int, law: str) -> None:
    table = south_won_trick_one(edition)
    table.apply(DummyInfraction("exchange-hands"))
    table.play("DT")  # West leads out of turn
    ruling = called(table, by=N)
    assert str(ruling.law) == law and keys(ruling) == ["rule"]
    ruling.apply(table)
    assert table.current_trick == ((W, Card.parse("DT")),) and table.penalty_cards == ()
    assert law in [str(f.law) for f in table.review_flags]


# ------------------------------------------------------------------ Law 45D
@pytest.mark.law("45D1")
def test_45d1_dummy_plays_a_card_declarer_did_not_name() -> None:
    table = spade_jack_led()
    table.play("S7", by=N)  # dummy plays on his own
    assert phase(table) == Phase.PLAY  # nobody has drawn attention yet
    table.play("S2")  # East plays
    ruling = called(table)
    assert str(ruling.law) == "45D1"
    ruling.apply(table)
    assert table.turn == N and Card.parse("S7") in table.remaining(N)


@pytest.mark.law("45D2", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "clause"), [(2017, "45D2"), (2007, "45D"), (1997, "45D"), (1987, "45D")]
)
def test_45d2_too_late_once_each_side_has_played_to_the_next_trick(
    edition: int, clause: str
) -> None:
    table = spade_jack_led(edition)
    table.play("S7", by=N)
    plays(table, "S2", "SQ")  # South wins trick 1
    plays(table, "D3", "D2")  # South leads, West plays: each side has played to trick 2
    procedure = table.procedures[0]
    assert procedure.status == ProcedureStatus.RESOLVED
    assert procedure.outcome is not None and procedure.outcome.endswith(f"(Law {clause})")


@pytest.mark.law("45D1", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_45d1_declarer_takes_back_his_card_after_rhos_change_not_in_1987(edition: int) -> None:
    table = spade_jack_led(edition)
    table.play("S7", by=N)  # dummy plays on his own
    plays(table, "S2", "S4")  # East, South
    called(table).apply(table)  # 45D1: S7 goes back; E's and S's cards wait for their turns
    table.retract(S, "S4", "opponent-changed")
    ruling = rule(table)
    if edition == 1987:  # 1987 Law 45D: only a defender may take his card back
        assert str(ruling.law) == "47F2" and ruling.questions == ()  # the card stands
        assert "only a defender" in " ".join(ruling.facts) and "(45D)" in " ".join(ruling.facts)
    else:
        assert str(ruling.law) == "47D" and [q.key for q in ruling.questions] == ["47D"]


# ------------------------------------------------------------------ Law 45E
@pytest.mark.law("45E1", "50B")
def test_45e1_defenders_card_after_partner_played_is_a_penalty_card() -> None:
    table = spade_jack_led()
    plays(table, "S3", "S2")  # North, East
    table.play("H3")  # West again: both defenders have played to the trick
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.FIFTH_CARD
    table.call_director()
    apply(table, None, **{"45E1": "no", "50B": "yes"})
    assert [(str(p.card), p.kind) for p in table.penalty_cards] == [("H3", "minor")]


@pytest.mark.law("45E1", "56")
def test_45e1_a_lead_to_the_next_trick() -> None:
    table = spade_jack_led()
    plays(table, "S3", "S2")
    table.play("H3")
    table.call_director()
    apply(table, None, **{"45E1": "yes"})
    table.play("SQ")  # South wins; West's H3 is now a lead out of turn (56)
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.DEFENDER_LEAD_OUT_OF_TURN


@pytest.mark.law("45E2")
def test_45e2_declarers_fifth_card_goes_back() -> None:
    table = spade_jack_led()
    plays(table, "S3", "S2")  # North, East
    table.play("S7")  # declarer plays from dummy again
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.FIFTH_CARD
    table.call_director()
    apply(table, None, **{"45E2": "no"})
    assert table.penalty_cards == () and Card.parse("S7") in table.remaining(N)
    assert table.turn == S


# ------------------------------------------------------------------ Law 46
@pytest.mark.law("46B2", "46B1(a)", "46B1(b)", "46B1(c)", "46A", "46B4", "46B5")
@pytest.mark.parametrize(
    ("words", "card", "law"),
    [
        ("spade", "S3", "46B2"),
        ("high", "SK", "46B1(a)"),
        ("win it", "SK", "46B1(b)"),
        ("low", "S3", "46B1(c)"),
        ("SK", "SK", "46A"),
    ],
)
def test_t21_46b_designations(words: str, card: str, law: str) -> None:
    table = spade_jack_led()
    table.designate(words)
    assert table.current_trick[-1] == (N, Card.parse(card))
    record = table.play_records[-1]
    assert record.by == S and record.note == words
    kinds = [p.irregularity.kind for p in table.procedures]
    assert kinds == ([] if law == "46A" else [Kind.DESIGNATION])
    if kinds:
        assert str(table.procedures[0].irregularity.law) == law


@pytest.mark.law("46B4")
def test_t21_46b4_a_card_dummy_does_not_hold() -> None:
    table = spade_jack_led()
    table.designate("play the jack")
    ruling = rule(table)
    assert str(ruling.law) == "46B4" and ruling.chooser == S
    assert keys(ruling) == ["play-SK", "play-S7", "play-S3"]
    ruling.apply(table, "play-S7")
    assert table.current_trick[-1] == (N, Card.parse("S7"))


@pytest.mark.law("46B5")
def test_t21_46b5_anything_either_defender_designates() -> None:
    table = spade_jack_led()
    table.designate("anything")
    ruling = rule(table)
    assert str(ruling.law) == "46B5" and ruling.chooser == E
    ruling.apply(table, "play-SK")
    assert table.current_trick[-1] == (N, Card.parse("SK"))


@pytest.mark.law("46B3(a)", "46B3(b)")
def test_t21_46b3_rank_only_when_dummy_leads() -> None:
    table = north_won_with_heart_ace()
    table.designate("queen")
    assert table.current_trick == ((N, Card.parse("HQ")),)  # the suit dummy won with (46B3(a))
    other = north_won_with_heart_ace()
    other.designate("king")  # no heart king: three legal kings, declarer says which
    ruling = rule(other)
    assert str(ruling.law) == "46B3(b)" and keys(ruling) == ["play-SK", "play-DK", "play-CK"]


@pytest.mark.law("46B1(b)", editions=(1987,))
def test_t21_1987_has_no_win_rule() -> None:
    table = spade_jack_led(1987)
    table.designate("win it")
    ruling = rule(table)
    assert ruling.chooser is None and any("no rule for 'win'" in f for f in ruling.facts)


@pytest.mark.law("46B")
def test_46b_declarers_different_intention_incontrovertible() -> None:
    table = spade_jack_led()
    table.designate("spade")
    ruling = called(table)
    assert [q.key for q in ruling.questions] == ["46B"]
    apply(table, None, **{"46B": "SK"})
    assert table.current_trick[-1] == (N, Card.parse("SK"))


@pytest.mark.law("46B")
def test_46b_deemed_card_stands_once_play_goes_on() -> None:
    table = spade_jack_led()
    table.designate("spade")
    table.play("S2")
    assert table.procedures[0].status == ProcedureStatus.RESOLVED


def test_designation_reads_words() -> None:
    dummy = Hand.parse("K73.AQ2.-.-")
    assert designate("small heart", dummy, trump=None).card == Card.parse("H2")
    assert designate("top", dummy, led=(Card.parse("H9"),), trump=None).card == Card.parse("HA")
    ruff = designate("ruff", Hand.parse("K73.-.-.-"), led=(Card.parse("H9"),), trump=None)
    assert ruff.card is None and ruff.chooser == "director"  # no card wins at notrump


# ------------------------------------------------------------------ Law 47
@pytest.mark.law("45C4(b)", "47C", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_45c4b_declarer_changes_an_unintended_designation(edition: int) -> None:
    table = spade_jack_led(edition)
    table.play("S3")  # declarer names dummy's 3: a slip
    table.retract(N, "S3", "slip")
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["45C4(b)"]
    apply(table, "withdraw", **{"45C4(b)": "yes"})
    assert table.turn == N
    table.play("SK")


@pytest.mark.law("45C4(b)", editions=(2007, 1997, 1987))
@pytest.mark.law("45C4(b)", editions=(2017,), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_45c4b_a_defenders_designation(edition: int) -> None:
    table = contract_table(edition=edition)
    table.play("H9")
    table.play("H2")
    table.play("H8")  # East
    table.retract(E, "H8", "slip")
    ruling = rule(table)
    if edition == 2017:
        assert keys(ruling) == ["stands"]  # only declarer's designation of dummy's card
    else:
        assert [q.key for q in ruling.questions] == ["45C4(b)"]
        assert keys(rule(table, **{"45C4(b)": "yes"})) == ["withdraw"]


@pytest.mark.law("47E1", "16C")
def test_47e1_lead_out_of_turn_induced_by_an_opponent() -> None:
    table = south_won_trick_one()
    table.play("DT")  # West leads: an opponent told him it was his turn
    table.retract(W, "DT", "misinformed-turn")
    apply(table, "withdraw", **{"47E1": "yes"})
    assert phase(table) == Phase.PLAY and table.turn == S and table.penalty_cards == ()
    assert table.procedures[0].status == ProcedureStatus.VOID
    assert table.ledger[-1].unauthorized_to == W.side


@pytest.mark.law("47F2")
def test_47f2_a_played_card_stays_otherwise() -> None:
    table = south_won_trick_one()
    table.play("DT")
    table.retract(W, "DT", "other")
    rule(table).apply(table, "stands")
    irregularity = table.irregularity  # the lead out of turn waits for its ruling again
    assert irregularity is not None and irregularity.kind == Kind.DEFENDER_LEAD_OUT_OF_TURN


@pytest.mark.law("47", editions=OLDER)
@pytest.mark.parametrize("edition", OLDER)
def test_47_retraction_reasons_are_checked(edition: int) -> None:
    table = south_won_trick_one(edition)
    with pytest.raises(PhaseError):
        table.retract(S, "SQ", "because")


@pytest.mark.law("47E1", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_47e1_only_1987_lets_the_lho_accept(edition: int) -> None:
    table = south_won_trick_one(edition)
    table.play("DT")
    table.retract(W, "DT", "misinformed-turn")
    ruling = rule(table, **{"47E1": "yes"})
    if edition == 1987:
        assert keys(ruling) == ["withdraw", "accept"] and ruling.chooser == N
        ruling.apply(table, "accept", answers={"47E1": "yes"})
        assert table.current_trick == ((W, Card.parse("DT")),) and phase(table) == Phase.PLAY
        assert all(not p.is_open for p in table.procedures)
    else:
        assert keys(ruling) == ["withdraw"]


@pytest.mark.law("42B2", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_42b2_dummy_may_try_to_prevent_a_defenders_irregularity(edition: int) -> None:
    table = south_won_trick_one(edition)
    table.apply(DummyInfraction("warn-defender"))
    laws = [str(f.law) for f in table.review_flags]
    assert laws == ([] if edition == 2017 else ["43A1(c)"])


@pytest.mark.law("43A3", editions=(2017,))
@pytest.mark.law("43A3", editions=(2007, 1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_43a3_a_defender_shows_his_hand_to_dummy(edition: int) -> None:
    table = south_won_trick_one(edition)
    table.apply(DummyInfraction("shown-to-dummy"))
    flags = [(str(f.law), f.side) for f in table.review_flags]
    assert flags == ([("43A3", W.side)] if edition == 2017 else [])


# ------------------------------------------------- Laws 43A1(c), 43A2(a)/(b), 45F
@pytest.mark.law("43A2(a)", "43A2(b)", "43B1")
@pytest.mark.parametrize("kind", ["exchange-hands", "watch-declarer"])
def test_43a2_dummy_who_exchanges_hands_or_watches_declarer_loses_his_rights(kind: str) -> None:
    table = spade_jack_led()
    assert not table.laws_state.play.dummy_forfeited
    table.apply(DummyInfraction(kind))
    assert table.laws_state.play.dummy_forfeited  # 43B2 applies from now on
    assert [str(f.law) for f in table.review_flags] == ["43B1"]


@pytest.mark.law("45F")
@pytest.mark.law("43A1(c)", indirect=True)
@pytest.mark.parametrize(("kind", "law"), [("comment", "43B1"), ("suggest", "45F")])
def test_43a1c_45f_dummy_takes_part_in_the_play(kind: str, law: str) -> None:
    table = spade_jack_led()
    table.apply(DummyInfraction(kind))
    assert not table.laws_state.play.dummy_forfeited  # 43A1 does not cost dummy his rights
    assert [str(f.law) for f in table.review_flags] == [law]
    assert phase(table) == Phase.PLAY  # play continues (45F); adjusted after play
    table.play("SK")
    assert table.current_trick[-1] == (N, Card.parse("SK"))


# ------------------------------------------------------------------ Law 44A
@pytest.mark.law("44A", indirect=True)
def test_44a_the_leader_may_lead_any_card() -> None:
    table = south_won_trick_one()
    assert {str(c) for c in table.legal_cards()} == {str(c) for c in table.remaining(S)}
    table.play("H5")  # a suit nobody has led yet
    assert table.current_trick == ((S, Card.parse("H5")),)


# ------------------------------------------------------------------ Law 46A
@pytest.mark.law("46A", "45C4(a)", indirect=True)
def test_46a_suit_and_rank_name_the_card() -> None:
    dummy = Hand.parse("K73.AQ2.-.-")
    assert designate("SK", dummy, trump=None).card == Card.parse("SK")
    assert designate("heart queen", dummy, trump=None).card == Card.parse("HQ")
    table = spade_jack_led()
    table.designate("SK")  # the card named is played (45C4(a))
    assert table.current_trick[-1] == (N, Card.parse("SK"))


# --------------------------------------------------------- Laws 47D, 58B3
@pytest.mark.law("47D")
@pytest.mark.law("58B3", indirect=True)
def test_47d_opponent_changes_his_card_after_declarers_changed_designation() -> None:
    table = spade_jack_led()
    plays(table, "S3", "S2")  # declarer names dummy's 3 (a slip); East plays S2
    table.retract(N, "S3", "slip")
    apply(table, "withdraw", **{"45C4(b)": "yes"})
    table.retract(E, "S2", "opponent-changed")
    ruling = rule(table)
    assert str(ruling.law) == "47D" and [q.key for q in ruling.questions] == ["47D"]
    apply(table, "withdraw", **{"47D": "yes"})
    assert table.penalty_cards == ()  # no further rectification
    assert Card.parse("S2") in table.remaining(E)
    assert table.current_trick == ((W, Card.parse("SJ")),) and table.turn == N


# ------------------------------------------------------------ Laws 42B3, 43A1(b)
@pytest.mark.law("42B3", "43A1(b)", indirect=True)
def test_42b3_dummy_draws_attention_only_after_play() -> None:
    from bridgelaw.laws.disclosure import may_draw_attention

    table = south_won_trick_one()
    assert not may_draw_attention(table, N).allowed  # dummy, during play
    assert may_draw_attention(table, W).allowed  # a defender may
    table.claim(9, seat=S)
    assert phase(table) == Phase.ENDED
    assert may_draw_attention(table, N).allowed


# ------------------------------------------------------------- Law 45C2, 45C3
@pytest.mark.law("45C2", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize("answer", ["yes", "no"])
def test_45c2_declarers_card_held_in_a_played_position(edition: int, answer: str) -> None:
    table = south_won_trick_one(edition)
    table.apply(CardHandled(Card.parse("HA"), "held"))
    assert phase(table) == Phase.DIRECTOR
    ruling = rule(table)
    assert str(ruling.law) == "45C2" and [q.key for q in ruling.questions] == ["45C2"]
    apply(table, **{"45C2": answer})
    assert table.irregularity is None and phase(table) == Phase.PLAY
    if answer == "yes":  # it is played: South's lead to trick 2
        assert table.current_trick == ((S, Card.parse("HA")),)
    else:  # not played: South still leads, the ace still in his hand
        assert table.current_trick == () and table.turn == S
        assert "HA" in legal(table)


@pytest.mark.law("45C3", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize("answer", ["yes", "no"])
def test_45c3_dummys_card_deliberately_touched(edition: int, answer: str) -> None:
    table = south_won_trick_one(edition)
    plays(table, "D3", "D8")  # South leads, West follows: dummy's turn
    table.apply(CardHandled(Card.parse("DA"), "touched"))
    ruling = rule(table)
    assert str(ruling.law) == "45C3" and [q.key for q in ruling.questions] == ["45C3"]
    apply(table, **{"45C3": answer})
    trick = table.current_trick
    if answer == "yes":
        assert trick[-1] == (N, Card.parse("DA")) and table.turn == E
    else:
        assert len(trick) == 2 and table.turn == N and "DA" in legal(table)


@pytest.mark.law("45C2", "45C3")
def test_45c_handled_card_errors_leave_the_table_unchanged() -> None:
    table = south_won_trick_one()
    before = table.events
    for event in (
        CardHandled(Card.parse("HA"), "waved"),  # not a way of handling a card
        CardHandled(Card.parse("SA"), "held"),  # not in South's hand
        CardHandled(Card.parse("DA"), "touched"),  # not dummy's turn
    ):
        with pytest.raises(PhaseError):
            table.apply(event)
        assert table.events == before


@pytest.mark.law("45E1")
def test_45e1_two_cards_ruled_leads_to_the_next_trick_the_second_moves_on() -> None:
    # Found by make fuzz: North's CK and CQ are both ruled leads to the next trick
    # (45E1); CK is played to trick 2, and CQ must not stay committed to trick 2 once
    # that trick is complete without it.
    from bridgelaw.core import Board, Call, Deal, Seat, Vulnerability
    from bridgelaw.table import CardPlayed, CardsExposed, CardsPlayedTogether, DummyCardCalled, Mode

    deal = Deal.parse("N:...AKQJT98765432 ..AKQJT98765432. KQT865.AQJT863.. AJ97432.K97542..")
    table = Table(Board(6, deal, dealer=E, vulnerability=Vulnerability.EW), mode=Mode.LAWS)
    for seat, call in ((E, "3C"), (S, "P"), (W, "P"), (N, "P")):
        table.call(Call.parse(call), seat=seat)

    def card(seat: Seat, text: str, by: Seat | None = None) -> None:
        table.apply(CardPlayed(seat, Card.parse(text), by or seat))

    card(S, "SK")
    card(W, "SA", E)
    table.apply(DummyCardCalled("high"))
    apply(table, "play-SJ")
    card(W, "S7")  # dummy plays on his own
    apply(table, "rule")
    card(N, "CA")
    card(N, "CK")  # North again: a lead to the next trick (45E1)
    apply(table, "rule", **{"45E1": "yes"})
    card(N, "CQ")
    table.apply(DummyInfraction("exchange-hands"))
    table.apply(CardsExposed(E, (Card.parse("D2"),), how="named"))
    apply(table, "rule", **{"45E1": "yes"})
    card(S, "ST")
    table.apply(DummyInfraction("warn-defender"))
    apply(table, "rule", **{"45E1": "yes"})
    table.apply(CardsPlayedTogether(E, (Card.parse("D4"), Card.parse("D7")), (Card.parse("D4"),)))
    table.call_director()
    apply(table, "accept")
    card(E, "DA")
    assert len(table.tricks) == 2
    for record in table.play_records:
        if record.status == PlayStatus.DEFERRED:
            assert record.trick >= len(table.tricks) + 1, record
