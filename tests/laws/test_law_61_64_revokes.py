"""Laws 61-64 in laws mode: revoke inquiries, attention drawn, correction before
establishment, establishment, and the transfer after play with the 64C comparison.

Scenarios T14-T19 of the digest (shared/laws/laws-41-93.md §7), in every edition they
name. Each scenario is written trick by trick (see ``end_helpers``); South declares.
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Card, Vulnerability
from bridgelaw.errors import PhaseError
from bridgelaw.laws.end_state import Moment
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.table import Phase, Table
from bridgelaw.table.end_events import Milestone, RevokeAttention, RevokeInquiry
from tests.laws.end_helpers import (
    E,
    N,
    S,
    W,
    apply,
    facts,
    keys,
    phase,
    play_all,
    rule,
    scenario,
)

EDITIONS = (2017, 2007, 1997, 1987)

# T14: 4H by South. Trick 5: S CK, W C3, N C5, E ruffs H2 holding C8 and wins; E leads
# to trick 6. EW also win tricks 1, 2, 9 and 12; NS take 8 tricks in play.
T14 = [
    "SA S2 S3 S4", "SK S5 S6 S7", "SQ S8 S9 H3", "HA H4 H5 H6", "CK C3 C5 H2",
    "D2 DA D3 D4", "DK D5 D6 D7", "DQ D8 D9 DT", "C2 CA C4 C8", "SJ ST C7 H7",
    "HK H8 H9 HT", "C6 CJ C9 HJ", "DJ HQ CT CQ",
]  # fmt: skip

# T15: 4S by South, NS vulnerable. Trick 7: S D3, W discards C2 holding D8, N DK, E DA
# wins; W plays to trick 8; W wins trick 11 with D8. NS take 9 tricks in play.
T15 = [
    "HA H2 H3 H4", "HK H5 H6 S2", "SA S3 S4 S5", "SK S6 S7 S8", "CA C3 C4 C5",
    "CK C6 C7 C8", "D3 C2 DK DA", "H7 SQ H8 H9", "CQ C9 CT CJ", "SJ S9 ST D6",
    "D2 D8 D4 D5", "HQ HJ HT D7", "DT DQ D9 DJ",
]  # fmt: skip

# T16: 4S by South. Trick 6: W DJ, N DA wins, E D3, S discards C2 holding D4.
# NS take 10 tricks in play.
T16 = [
    "HA H2 H3 H4", "HK H5 H6 H7", "C3 CA C4 C5", "S2 S3 SA S4", "H8 HQ H9 HT",
    "DJ DA D3 C2", "SK S5 S6 S7", "DK D2 D4 D5", "DQ D6 D7 D8", "CK C6 C7 C8",
    "CQ C9 CT CJ", "SQ S8 S9 ST", "SJ HJ DT D9",
]  # fmt: skip

# T17(a): T15 with a second diamond revoke by West at trick 11 (HQ on D2; E wins).
T17A = [
    "HA H2 H3 H4", "HK H5 H6 S2", "SA S3 S4 S5", "SK S6 S7 S8", "CA C3 C4 C5",
    "CK C6 C7 C8", "D3 C2 DK DA", "H7 SQ H8 H9", "CQ C9 CT CJ", "SJ S9 ST D6",
    "D2 HQ D4 D5", "HT D7 D8 HJ", "DQ D9 DJ DT",
]  # fmt: skip

# T17(b): T16 with a revoke by West too: trick 8, HJ on DK while holding diamonds.
T17B = [
    "HA H2 H3 H4", "HK H5 H6 H7", "C3 CA C4 C5", "S2 S3 SA S4", "H8 HQ H9 HT",
    "DJ DA D3 C2", "SK S5 S6 S7", "DK D2 D4 HJ", "DQ D6 D7 D8", "CK C6 C7 C8",
    "CQ C9 CT CJ", "SQ S8 S9 ST", "SJ D5 DT D9",
]  # fmt: skip

# T17(d): T14 where East also revokes at trick 12 (HJ on C6 while holding C7).
T17D = [*T14[:9], "SJ ST DJ H7", "HK H8 H9 HT", "C6 CJ C9 HJ", "C7 HQ CT CQ"]

# T19: 3NT by South. Trick 4: E H6, S H2, W discards CQ holding H9, N HA.
T19 = [
    "S2 SA S3 S4", "D2 DA D3 D4", "DK D5 D6 D7", "H6 H2 CQ HA", "SK SQ SJ ST",
    "S9 S8 S7 S6", "HK HQ HJ H9", "HT H8 H7 H5", "DQ DJ DT D9", "CA CK CJ CT",
    "C9 C8 C7 C6", "C5 C4 C3 C2", "S5 H4 H3 D8",
]  # fmt: skip

# T19 with South revoking too at trick 4 (C3 holding H2): both sides in one trick.
T19_BOTH = [*T19[:3], "H6 C3 CQ HA", *T19[4:11], "C5 C4 H2 C2", T19[12]]


def _card(text: str) -> Card:
    return Card.parse(text)


def _after_play(table: Table, answer: str = "yes", tricks: str | None = None) -> None:
    """Rule on Law 64 after play: the 64C question answered ``answer``."""
    assert table.irregularity is not None
    assert table.irregularity.kind == Kind.REVOKE_AFTER_PLAY
    answers = {"64C": answer}
    if tricks is not None:
        answers["64C-tricks"] = tricks
    apply(table, **answers)


def _established(table: Table, by: object, offender: object, trick: int | None = None) -> str:
    table.apply(RevokeAttention(by, offender, trick))  # type: ignore[arg-type]
    ruling = rule(table)
    assert keys(ruling) == ["rule"]
    ruling.apply(table)
    return str(ruling.law)


# ------------------------------------------------------------------ T14: 64A1
@pytest.mark.law("64A1", "63A1", editions=EDITIONS)
@pytest.mark.law("63B", editions=(2017, 2007, 1987))
@pytest.mark.parametrize("edition", EDITIONS)
def test_t14_offender_won_the_revoke_trick_two_tricks(edition: int) -> None:
    table, order = scenario(T14, "4H", edition=edition)
    play_all(table, order[:21])  # trick 5 and East's lead to trick 6
    assert [(r.offender, r.trick) for r in table.revokes] == [(E, 5)]
    assert _established(table, S, E) == "63A1"
    play_all(table, order[21:])
    assert phase(table) == Phase.DIRECTOR  # Law 64 after play
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["64C"]
    text = facts(ruling)
    assert "64A1" in text and "2 tricks" in text
    assert "without the revoke" in text and "with the revoke" in text
    _after_play(table)
    assert table.tricks_won(S.side) == 8
    assert table.declarer_tricks == 10 and table.score_ns() == 420


@pytest.mark.law("64A1", editions=(2017,))
@pytest.mark.law("68B1", editions=(2017,), indirect=True)
def test_t14_variant_no_later_trick_one_transfer() -> None:
    table, order = scenario(T14, "4H")
    play_all(table, order[:21])
    _established(table, S, E)
    table.claim(8, seat=S)  # NS take every trick from trick 6: EW win none after trick 5
    ruling = rule(table)
    assert "no later trick" in facts(ruling)
    _after_play(table)
    assert table.declarer_tricks == 2 + 8 + 1 and table.score_ns() == 450


# ------------------------------------------------------------------ T15: 64A2
@pytest.mark.law("64A2", editions=EDITIONS)
@pytest.mark.parametrize(("edition", "score"), [(2017, 620), (2007, 620), (1997, 650), (1987, 650)])
def test_t15_offender_did_not_win_the_trick(edition: int, score: int) -> None:
    table, order = scenario(T15, "4S", edition=edition, vulnerability=Vulnerability.NS)
    play_all(table, order[:29])  # West plays to trick 8
    assert _established(table, E.partner, W) == "63A1"  # East draws attention
    play_all(table, order[29:])
    _after_play(table)
    assert table.tricks_won(S.side) == 9
    assert table.score_ns() == score


# ------------------------------------------------------------- T16: footnote 18
@pytest.mark.law("64A2", "64A1", editions=EDITIONS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_t16_dummy_won_the_trick_declarer_revoked(edition: int) -> None:
    table, order = scenario(T16, "4S", edition=edition)
    play_all(table, order)
    assert table.tricks_won(S.side) == 10
    _established(table, W, S, trick=6)
    ruling = rule(table)
    assert "64A2" in facts(ruling)
    _after_play(table)
    assert table.declarer_tricks == 9 and table.score_ns() == -50


# --------------------------------------------------------------- T17: exemptions
@pytest.mark.law("64B2", "64C2(a)", editions=EDITIONS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_t17a_second_revoke_in_the_same_suit_is_exempt(edition: int) -> None:
    table, order = scenario(T17A, "4S", edition=edition)
    play_all(table, order)
    _established(table, S, W, trick=7)
    _established(table, S, W, trick=11)
    ruling = rule(table)
    text = facts(ruling)
    assert "64B2" in text
    if edition == 2017:
        assert "64C2(a)" in text
    _after_play(table)
    assert table.tricks_won(S.side) == 10
    assert table.declarer_tricks == 11 and table.score_ns() == 450


@pytest.mark.law("64B7", "64C2(b)", editions=EDITIONS)
@pytest.mark.parametrize(("edition", "score"), [(2017, 420), (2007, 420), (1997, -50), (1987, -50)])
def test_t17b_both_sides_revoked(edition: int, score: int) -> None:
    table, order = scenario(T17B, "4S", edition=edition)
    play_all(table, order)
    assert sorted((r.offender, r.trick) for r in table.revokes) == [(S, 6), (W, 8)]
    _established(table, W, S, trick=6)
    _established(table, S, W, trick=8)
    ruling = rule(table)
    if edition >= 2007:
        assert "64B7" in facts(ruling)
    _after_play(table)
    assert table.tricks_won(S.side) == 10
    assert table.score_ns() == score


@pytest.mark.law("64B4", "64B5", editions=EDITIONS)
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("moment", "law"), [(Moment.NEXT_BOARD_CALL, "64B4"), (Moment.ROUND_ENDED, "64B5")]
)
def test_t17c_attention_after_the_next_board_or_the_round(
    edition: int, moment: Moment, law: str
) -> None:

    table, order = scenario(T14, "4H", edition=edition)
    play_all(table, order)
    assert table.score_ns() == -100  # 8 tricks, nothing noticed
    table.apply(Milestone(moment))
    _established(table, S, E)
    ruling = rule(table)
    assert law in facts(ruling)
    _after_play(table)
    assert table.declarer_tricks == 8 and table.score_ns() == -100


@pytest.mark.law("62D1", "64B6", editions=EDITIONS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_t17d_trick_12_revoke_is_corrected_before_the_hands_are_returned(edition: int) -> None:
    table, order = scenario(T17D, "4H", edition=edition)
    play_all(table, order)
    table.apply(RevokeAttention(S, E, 12))
    ruling = rule(table)
    assert str(ruling.law) == "62D1" and keys(ruling) == ["substitute-C7"]
    ruling.apply(table, "substitute-C7")
    trick12, trick13 = table.tricks[11], table.tricks[12]
    assert trick12.card_of(E) == _card("C7") and trick12.winner == W
    assert trick13.card_of(E) == _card("HJ")
    ruling = rule(table)
    assert "64B6" in facts(ruling)
    _after_play(table)
    assert table.declarer_tricks == 8 and table.score_ns() == -100


@pytest.mark.law("62D1", editions=(2017,))
def test_trick_12_revoke_after_the_hands_are_returned_stands() -> None:
    table, order = scenario(T17D, "4H")
    play_all(table, order)
    table.apply(Milestone(Moment.HANDS_RETURNED))
    ruling_law = _established(table, S, E, 12)
    assert ruling_law == "63A1"
    assert table.tricks[11].card_of(E) == _card("HJ")


# ------------------------------------------------------------- T18: 52, 64B3
@pytest.mark.law("64B3", "52", editions=(2017, 1987))
@pytest.mark.parametrize("edition", (2017, 1987))
def test_t18_penalty_card_not_played_established_no_transfer(edition: int) -> None:
    table, order = scenario(T16, "4S", edition=edition)
    play_all(table, order[:4])  # trick 1: W HA wins
    table.expose(W, "HQ", how="dropped")  # an honour: a major penalty card (50B)
    table.call_director()
    apply(table, rule(table).options[0].key)
    assert [(p.card, p.major) for p in table.penalty_cards] == [(_card("HQ"), True)]
    table.play("HK")  # W leads HK although HQ is a penalty card he could play
    assert table.irregularity is not None
    assert table.irregularity.kind == Kind.PENALTY_CARD_NOT_PLAYED
    table.play("H5")  # dummy's card, played by declarer: accepted (52B1(b))
    play_all(table, ["H6", "H7"])
    table.play("HQ")  # West wins trick 2 and leads his penalty card to trick 3
    assert table.penalty_cards == ()
    table.apply(RevokeAttention(S, W, 2))
    ruling = rule(table)
    assert "64B3" in ruling.options[0].text
    ruling.apply(table)


# ------------------------------------------------------------ T19: 62B, 62C
@pytest.mark.law("62A", "62B1", "62C1", editions=EDITIONS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_t19_revoke_corrected_before_establishment(edition: int) -> None:
    table, order = scenario(T19, "3NT", edition=edition)
    play_all(table, order[:16])  # trick 4 complete, nobody has played to trick 5
    table.apply(RevokeAttention(E, W))
    ruling = rule(table)
    assert str(ruling.law) == "62B1" and ruling.chooser == W
    assert keys(ruling) == ["substitute-H9", "substitute-H5"]
    ruling.apply(table, "substitute-H9")
    assert [(p.seat, p.card, p.major) for p in table.penalty_cards] == [(W, _card("CQ"), True)]
    ruling = rule(table)  # 62C1: North may take back HA
    assert ruling.chooser == S and keys(ruling)[0] == "keep"
    assert "change-HK" in keys(ruling)
    ruling.apply(table, "change-HT")
    trick4 = table.tricks[3]
    assert trick4.card_of(W) == _card("H9") and trick4.card_of(N) == _card("HT")
    assert trick4.winner == N
    assert phase(table) == Phase.PLAY and table.irregularity is None
    ledger = [entry.source for entry in table.ledger]
    assert any("CQ" in source for source in ledger)
    withdrawn = [r for r in table.play_records if r.status is PlayStatus.WITHDRAWN]
    assert {r.card for r in withdrawn} == {_card("CQ"), _card("HA")}
    [revoke] = table.revokes
    assert (revoke.offender, revoke.trick, revoke.corrected) == (W, 4, True)
    assert (revoke.attention, revoke.attention_trick) == (E, 5)


@pytest.mark.law("62C1", editions=(2017,))
def test_t19_north_keeps_his_card() -> None:
    table, order = scenario(T19, "3NT")
    play_all(table, order[:16])
    table.apply(RevokeAttention(E, W))
    apply(table, "substitute-H5")
    apply(table, "keep")
    assert table.tricks[3].card_of(N) == _card("HA")
    assert table.irregularity is None


@pytest.mark.law("62C3", editions=(2017,))
@pytest.mark.law("64B8", editions=(2017,), indirect=True)
def test_both_sides_revoked_in_one_trick_2017_both_corrected() -> None:
    table, order = scenario(T19_BOTH, "3NT")
    play_all(table, order[:17])  # trick 4, and North leads to trick 5: S's revoke established
    table.apply(RevokeAttention(E, S))
    ruling = rule(table)
    assert "62C3" in facts(ruling)
    ruling.apply(table, "substitute-H2")
    ruling = rule(table)
    assert str(ruling.law) == "62C3" and ruling.chooser == W
    ruling.apply(table, "substitute-H9")
    trick4 = table.tricks[3]
    assert trick4.card_of(S) == _card("H2") and trick4.card_of(W) == _card("H9")
    assert (W, _card("CQ")) in [(p.seat, p.card) for p in table.penalty_cards]


@pytest.mark.law("63B", editions=(2007,))
def test_both_sides_revoked_in_one_trick_2007_established_one_stands() -> None:
    table, order = scenario(T19_BOTH, "3NT", edition=2007)
    play_all(table, order[:17])
    assert _established(table, E, S) == "63A1"
    assert table.tricks[3].card_of(S) == _card("C3")


# --------------------------------------------------------------- Law 61B
@pytest.mark.law("61B3", editions=EDITIONS)
@pytest.mark.parametrize(("edition", "permitted"), [(2017, True), (2007, True), (1997, False),
                                                   (1987, False)])  # fmt: skip
def test_defenders_asking_each_other(edition: int, permitted: bool) -> None:
    table, order = scenario(T19, "3NT", edition=edition)
    play_all(table, order[:16])
    table.apply(RevokeInquiry(E, W))
    inquiry = table.laws_state.play.end.inquiries[0]
    assert inquiry.permitted is permitted
    assert any("asks west" in e.source for e in table.ledger)
    flagged = any(f.law.law == 61 for f in table.review_flags)
    assert flagged is not permitted
    # the inquiry drew attention to West's revoke
    assert table.irregularity is not None and table.irregularity.kind == Kind.REVOKE
    notice = table.laws_state.play.end.notices[0]
    assert notice.by == E
    assert (notice.as_established == "63B") is (edition == 1997)


@pytest.mark.law("61B1", "61B2(b)", editions=(2017,))
def test_who_may_ask_whom() -> None:
    table, order = scenario(T19, "3NT")
    play_all(table, order[:15])  # West has discarded CQ; North still to play
    table.apply(RevokeInquiry(N, W))  # dummy may not ask a defender (16B)
    end = table.laws_state.play.end
    assert end.inquiries[-1].permitted is False and end.inquiries[-1].law == "61B2(b)"
    assert table.irregularity is not None  # attention is drawn all the same
    with pytest.raises(PhaseError):
        table.apply(RevokeInquiry(S, W))  # the director must rule first (9B2)


@pytest.mark.law("61B1", editions=(2017,), indirect=True)
def test_declarer_asks_a_defender_who_did_not_revoke() -> None:
    table, order = scenario(T14, "4H")
    play_all(table, order[:3])
    table.apply(RevokeInquiry(S, E))
    assert table.laws_state.play.end.inquiries[0].law == "61B1"
    assert table.irregularity is None and phase(table) == Phase.PLAY


@pytest.mark.law("43B2(b)", editions=(2017, 1987), indirect=True)
@pytest.mark.parametrize("edition", (2017, 1987))
def test_dummy_who_lost_his_rights_asks_declarer(edition: int) -> None:
    from bridgelaw.table import DummyInfraction

    table, order = scenario(T16, "4S", edition=edition)
    play_all(table, order[:24])  # trick 6: South revoked, nobody has played on
    table.apply(DummyInfraction("watch-declarer"))  # 43A2(b): dummy loses rights
    table.apply(RevokeInquiry(N, S))
    notice = table.laws_state.play.end.notices[0]
    assert notice.as_established == ("43B2(b)" if edition == 2017 else "43B2(c)")
    ruling = rule(table)
    assert "as though it were established" in facts(ruling)
    ruling.apply(table, "substitute-D4")
    play_all(table, order[24:28])
    assert table.tricks[5].card_of(S) == _card("D4")


# --------------------------------------------------------- attention, errors
@pytest.mark.law("61A", editions=(2017,))
def test_attention_to_a_revoke_that_was_not_made_is_refused() -> None:
    table, order = scenario(T14, "4H")
    play_all(table, order[:8])
    before = table.events
    with pytest.raises(PhaseError) as info:
        table.apply(RevokeAttention(S, W))
    assert str(info.value.law) == "61A" and table.events == before


@pytest.mark.law("64C", editions=(2017, 1997))
@pytest.mark.parametrize("edition", (2017, 1997))
def test_64c_director_restores_equity(edition: int) -> None:
    table, order = scenario(T14, "4H", edition=edition)
    play_all(table, order[:21])
    _established(table, S, E)
    play_all(table, order[21:])
    ruling = rule(table, **{"64C": "no"})
    assert [q.key for q in ruling.questions] == ["64C-tricks"]
    _after_play(table, "no", "11")
    assert table.declarer_tricks == 11 and table.score_ns() == 450


@pytest.mark.law("63A3", editions=(2017, 1997))
@pytest.mark.parametrize(("edition", "law"), [(2017, "62B1"), (1997, "63A3")])
def test_accepting_a_claim_establishes_in_1997(edition: int, law: str) -> None:
    table, order = scenario(T19, "3NT", edition=edition)
    play_all(table, order[:15])  # West has discarded CQ; North to play
    from bridgelaw.table.end_events import ClaimAnswered, ClaimMade

    table.apply(ClaimMade(S, 10, statement="all mine"))
    table.apply(ClaimAnswered(W, "dispute"))
    table.apply(ClaimAnswered(E, "agree"))
    table.call_director()
    apply(table, **{"70": "10"})
    assert phase(table) == Phase.ENDED
    table.apply(RevokeAttention(S, W))
    ruling = rule(table)
    if edition == 1997:
        assert str(ruling.law) == law
    else:  # not established by the claim of the other side: nothing to correct now
        assert str(ruling.law) == "63A"


@pytest.mark.law("62B2", editions=(2017, 1987))
@pytest.mark.parametrize("edition", (2017, 1987))
def test_declarers_revoke_corrected_without_rectification(edition: int) -> None:
    table, order = scenario(T16, "4S", edition=edition)
    play_all(table, order[:24])  # trick 6: South discarded C2 holding D4
    table.apply(RevokeAttention(W, S))
    ruling = rule(table)
    assert str(ruling.law) == "62B2" and ruling.chooser == S
    assert keys(ruling) == ["substitute-DT", "substitute-D7", "substitute-D4"]
    ruling.apply(table, "substitute-D4")
    assert table.penalty_cards == () and table.tricks[5].card_of(S) == _card("D4")
    assert table.tricks[5].winner == N and phase(table) == Phase.PLAY


@pytest.mark.law("62C1", "62C2", editions=(2017,))
def test_62c2_offending_side_takes_back_after_the_non_offender() -> None:
    table, order = scenario(T15, "4S", vulnerability=Vulnerability.NS)
    play_all(table, order[:28])  # trick 7: S D3, W C2 (revoke), N DK, E DA
    table.apply(RevokeAttention(S, W))
    apply(table, "substitute-D8")
    ruling = rule(table)
    assert str(ruling.law) == "62C1" and ruling.chooser == S  # North's DK, played by South
    ruling.apply(table, "change-D4")
    ruling = rule(table)
    assert str(ruling.law) == "62C2" and ruling.chooser == E
    ruling.apply(table, "change-D5")
    trick7 = table.tricks[6]
    assert [str(trick7.card_of(s)) for s in (S, W, N, E)] == ["D3", "D8", "D4", "D5"]
    assert trick7.winner == W
    penalties = {(p.seat, str(p.card)) for p in table.penalty_cards}
    assert penalties == {(W, "C2"), (E, "DA")}


@pytest.mark.law("63A2", editions=(2017,))
def test_63a2_designating_dummys_card_to_the_next_trick() -> None:
    table, order = scenario(T16, "4S")
    play_all(table, order[:24])  # South revoked at trick 6; North won it
    table.designate("SK")  # declarer names dummy's lead to trick 7
    table.apply(RevokeAttention(W, S))
    assert str(rule(table).law) == "63A2"


@pytest.mark.law("63A4", editions=(2017, 2007))
@pytest.mark.parametrize(("edition", "law"), [(2017, "63A4"), (2007, "63A")])
def test_63a4_acquiescence_in_the_opponents_claim(edition: int, law: str) -> None:
    from bridgelaw.table.end_events import ClaimAnswered, ClaimMade

    table, order = scenario(T19, "3NT", edition=edition)
    play_all(table, order[:16])  # West revoked at trick 4; nobody has played on
    table.apply(ClaimMade(N.partner, 9, statement="the rest are mine"))
    table.apply(ClaimAnswered(W, "agree"))
    table.apply(ClaimAnswered(E, "agree"))
    table.apply(Milestone(Moment.NEXT_BOARD_CALL))
    table.apply(RevokeAttention(S, W))
    assert str(rule(table).law) == law


@pytest.mark.law("42B1", "61B2(a)", editions=(2017,), indirect=True)
def test_42b1_dummy_asks_declarer_who_failed_to_follow() -> None:
    table, order = scenario(T16, "4S")
    play_all(table, order[:24])  # trick 6: South discarded C2 holding D4
    table.apply(RevokeInquiry(N, S))  # dummy, with his rights, asks declarer
    inquiry = table.laws_state.play.end.inquiries[-1]
    assert inquiry.law == "61B2(a)" and inquiry.permitted is True
    assert not table.laws_state.play.dummy_forfeited
    assert table.review_flags == ()  # no UI flag: he may ask
    assert table.irregularity is not None and table.irregularity.kind == Kind.REVOKE
    ruling = rule(table)
    assert "as though it were established" not in facts(ruling)  # not 43B2(b)


@pytest.mark.law("66C", editions=(2017,))
@pytest.mark.law("61C", editions=(2017,), indirect=True)
def test_61c_a_revoke_claim_does_not_open_the_quitted_tricks() -> None:
    from bridgelaw.table.end_events import TrickInspected

    table, order = scenario(T16, "4S")
    play_all(table, order[:24])
    table.apply(RevokeAttention(E, S))  # East claims a revoke by South
    with pytest.raises(PhaseError) as info:
        table.apply(TrickInspected(E, 2))  # an earlier trick: only on the director's word
    assert str(info.value.law) == "66C" and "61C" in str(info.value)
    table.apply(TrickInspected(E, 2, director=True))
    assert [i.law for i in table.laws_state.play.end.inspections] == ["66C"]
