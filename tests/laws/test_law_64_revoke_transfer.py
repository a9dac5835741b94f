"""Law 64: tricks transferred after an established revoke, in the four editions.

Scenarios T14-T17 and T20 of the digest (shared/laws/laws-41-93.md §7), plus edge
cases. Trick histories are built trick by trick: only the winners, the suit led and
the revoker's cards matter to Law 64.
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Card, Contract, LawRef, Seat, Side, Vulnerability
from bridgelaw.errors import DealError
from bridgelaw.laws.play import Trick
from bridgelaw.laws.revoke import (
    Attention,
    Revoke,
    RevokeFacts,
    RevokeKind,
    board_transfers,
    facts_from_tricks,
    revoke_transfer,
)
from bridgelaw.scoring.law77 import ns_score

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
ALL = (2017, 2007, 1997, 1987)


def c(text: str) -> Card:
    return Card.parse(text)


def filler(number: int, leader: Seat, winner: Seat) -> Trick:
    """A trick whose cards do not matter here: four clubs led by ``leader``."""
    cards = (c("C2"), c("C3"), c("C4"), c("C5"))
    return Trick(number, leader, cards, winner)


def history(winners: str, special: dict[int, Trick]) -> list[Trick]:
    """13 tricks; ``winners`` gives each trick's winning seat ("NESW" letters); the
    tricks in ``special`` replace the filler ones."""
    out: list[Trick] = []
    leader = W
    for number, letter in enumerate(winners, start=1):
        winner = Seat.parse(letter)
        trick = special.get(number, filler(number, leader, winner))
        assert trick.winner == winner
        out.append(trick)
        leader = winner
    return out


def four_hearts_t14(later_ew: bool) -> tuple[list[Trick], Trick]:
    # Trick 5: S leads CK, W C3, N C5, E ruffs with H2 (holding C8): E wins.
    revoke_trick = Trick(5, S, (c("CK"), c("C3"), c("C5"), c("H2")), E)
    # EW win 1, 2, 5, 9 and 12, or only 1-5: NS take 8 tricks in play either way.
    winners = "EENSENNNWSSES" if later_ew else "EWEWESNSNSNSN"
    return history(winners, {5: revoke_trick}), revoke_trick


@pytest.mark.law("64A1", editions=ALL)
@pytest.mark.parametrize("year", ALL)
def test_t14_offender_won_the_revoke_trick(year: int) -> None:
    tricks, _ = four_hearts_t14(later_ew=True)
    ns_in_play = sum(1 for t in tricks if t.winner.side == Side.NS)
    assert ns_in_play == 8
    result = board_transfers([Revoke(E, 5)], tricks, declarer=S, edition=year)
    (_, transfer) = result.transfers[0]
    assert transfer.tricks == 2
    assert transfer.law == LawRef.parse("64A1", edition=year)
    final = ns_in_play + result.net_to(Side.NS)
    assert final == 10
    contract = Contract.parse("4H", declarer=S)
    assert ns_score(contract, vulnerability=Vulnerability.NONE, tricks=final) == 420


@pytest.mark.law("64A1")
def test_t14_variant_no_later_trick_transfers_only_the_revoke_trick() -> None:
    tricks, _ = four_hearts_t14(later_ew=False)
    assert sum(1 for t in tricks if t.winner.side == Side.NS) == 8
    facts = facts_from_tricks(Revoke(E, 5), tricks, declarer=S)
    assert facts.os_tricks_after == 0
    transfer = revoke_transfer(facts)
    assert (transfer.tricks, str(transfer.law)) == (1, "64A1")
    contract = Contract.parse("4H", declarer=S)
    assert ns_score(contract, vulnerability=Vulnerability.NONE, tricks=8 + 1) == -50


def four_spades_t15() -> list[Trick]:
    # Trick 7: S leads D3, W discards C2 holding D8, N DK, E DA wins.
    # Trick 11: W wins with D8 (diamond led by E, W's card highest).
    t7 = Trick(7, S, (c("D3"), c("C2"), c("DK"), c("DA")), E)
    t11 = Trick(11, E, (c("D2"), c("D4"), c("D5"), c("D8")), W)
    winners = "SSSNNSENNSWEE"  # EW: 7, 11, 12, 13 -> NS 9 in play
    return history(winners, {7: t7, 11: t11})


@pytest.mark.law("64A2", editions=ALL)
@pytest.mark.parametrize(("year", "score"), [(2017, 620), (2007, 620), (1997, 650), (1987, 650)])
def test_t15_offender_did_not_win_the_revoke_trick(year: int, score: int) -> None:
    tricks = four_spades_t15()
    ns = sum(1 for t in tricks if t.winner.side == Side.NS)
    assert ns == 9
    result = board_transfers([Revoke(W, 7)], tricks, declarer=S, edition=year)
    (_, transfer) = result.transfers[0]
    assert transfer.law == LawRef.parse("64A2", edition=year)
    contract = Contract.parse("4S", declarer=S)
    final = ns + result.net_to(Side.NS)
    assert ns_score(contract, vulnerability=Vulnerability.NS, tricks=final) == score


@pytest.mark.law("64A2", editions=(1997, 1987))
@pytest.mark.parametrize("year", [1997, 1987])
def test_t15_older_editions_add_a_trick_won_with_the_revoke_suit(year: int) -> None:
    tricks = four_spades_t15()
    facts = facts_from_tricks(Revoke(W, 7), tricks, declarer=S)
    assert facts.offender_wins_with_revoke_suit == 1
    transfer = revoke_transfer(facts, year)
    assert (transfer.tricks, str(transfer.law)) == (2, "64A2")
    # The same facts in 2017 and 2007: one trick.
    assert revoke_transfer(facts, 2017).tricks == 1
    assert revoke_transfer(facts, 2007).tricks == 1


@pytest.mark.law("64A2", editions=ALL)
def test_t15_scores_as_the_digest_gives_them() -> None:
    facts = RevokeFacts(
        offender=W,
        declarer=S,
        trick=7,
        revoke_trick_winner=E,
        os_tricks_after=2,
        offender_wins_with_revoke_suit=1,
    )
    contract = Contract.parse("4S", declarer=S)
    for year, expected in [(2017, 620), (2007, 620), (1997, 650), (1987, 650)]:
        moved = revoke_transfer(facts, year).tricks
        assert ns_score(contract, vulnerability=Vulnerability.NS, tricks=9 + moved) == expected


def t16_tricks() -> list[Trick]:
    # Trick 6: W leads DJ, N wins with DA, E D3, S discards C2 holding D4.
    t6 = Trick(6, W, (c("DJ"), c("DA"), c("D3"), c("C2")), N)
    return history("WSSNSNSNSNNEW", {6: t6})


@pytest.mark.law("64A2", editions=ALL)
@pytest.mark.parametrize("year", ALL)
def test_t16_dummy_winning_is_not_declarer_winning(year: int) -> None:
    tricks = t16_tricks()
    ns = sum(1 for t in tricks if t.winner.side == Side.NS)
    assert ns == 10
    result = board_transfers([Revoke(S, 6)], tricks, declarer=S, edition=year)
    (_, transfer) = result.transfers[0]
    assert (transfer.tricks, str(transfer.law)) == (1, "64A2")
    contract = Contract.parse("4S", declarer=S)
    final = ns + result.net_to(Side.NS)
    assert ns_score(contract, vulnerability=Vulnerability.NONE, tricks=final) == -50


@pytest.mark.law("64A1", editions=(1997, 1987))
def test_t16_flagged_reading_counts_dummys_trick_in_older_editions_only() -> None:
    facts = facts_from_tricks(Revoke(S, 6), t16_tricks(), declarer=S, dummy_win_is_declarers=True)
    contract = Contract.parse("4S", declarer=S)
    for year in (1997, 1987):
        transfer = revoke_transfer(facts, year)
        assert (transfer.tricks, str(transfer.law)) == (2, "64A1")
        assert ns_score(contract, vulnerability=Vulnerability.NONE, tricks=10 - 2) == -100
    for year in (2017, 2007):  # the footnote settles it
        assert revoke_transfer(facts, year).tricks == 1


def spade_revokes_by_west() -> list[Trick]:
    t3 = Trick(3, N, (c("S2"), c("S3"), c("SA"), c("C6")), S)
    t5 = Trick(5, S, (c("S4"), c("C7"), c("S5"), c("S6")), E)
    t6 = Trick(6, E, (c("D2"), c("C9"), c("DK"), c("D4")), W)  # South discards a club
    return history("EWSSEWNSNSNSN", {3: t3, 5: t5, 6: t6})


@pytest.mark.law("64B2", editions=ALL)
@pytest.mark.parametrize("year", ALL)
def test_t17a_second_revoke_in_the_same_suit_is_exempt(year: int) -> None:
    result = board_transfers(
        [Revoke(W, 3), Revoke(W, 5)], spade_revokes_by_west(), declarer=S, edition=year
    )
    first, second = (t for _, t in result.transfers)
    assert first.tricks == 1 and str(first.law) == "64A2"
    assert second.tricks == 0 and str(second.law) == "64B2"
    assert str(second.equity) == ("64C2(a)" if year == 2017 else "64C")


@pytest.mark.law("64B7", editions=(2017, 2007))
@pytest.mark.parametrize("year", [2017, 2007])
def test_t17b_both_sides_revoked_no_transfer(year: int) -> None:
    tricks = spade_revokes_by_west()
    result = board_transfers([Revoke(W, 3), Revoke(S, 6)], tricks, declarer=S, edition=year)
    assert [t.tricks for _, t in result.transfers] == [0, 0]
    assert {str(t.law) for _, t in result.transfers} == {"64B7"}
    assert all(t.equity_as_if_no_revoke == (year == 2017) for _, t in result.transfers)


@pytest.mark.law("64A2", editions=(1997, 1987))
@pytest.mark.parametrize("year", [1997, 1987])
def test_t17b_both_sides_revoked_both_transfer_in_older_editions(year: int) -> None:
    tricks = spade_revokes_by_west()
    result = board_transfers([Revoke(W, 3), Revoke(S, 6)], tricks, declarer=S, edition=year)
    assert [t.tricks for _, t in result.transfers] == [1, 1]
    assert result.total == {Side.NS: 1, Side.EW: 1}


@pytest.mark.law("64B4", editions=ALL)
@pytest.mark.parametrize("year", ALL)
def test_t17c_attention_after_a_call_on_the_next_board(year: int) -> None:
    late = Revoke(E, 5, attention=Attention.AFTER_NEXT_BOARD_CALL)
    tricks, _ = four_hearts_t14(later_ew=True)
    (_, transfer) = board_transfers([late], tricks, declarer=S, edition=year).transfers[0]
    assert (transfer.tricks, str(transfer.law)) == (0, "64B4")
    after_round = Revoke(E, 5, attention=Attention.AFTER_ROUND)
    (_, transfer) = board_transfers([after_round], tricks, declarer=S, edition=year).transfers[0]
    assert (transfer.tricks, str(transfer.law)) == (0, "64B5")


@pytest.mark.law("64B6", editions=ALL)
@pytest.mark.parametrize("year", ALL)
def test_t17d_revoke_on_the_twelfth_trick(year: int) -> None:
    facts = RevokeFacts(offender=E, declarer=S, trick=12, revoke_trick_winner=E, os_tricks_after=1)
    transfer = revoke_transfer(facts, year)
    assert (transfer.tricks, str(transfer.law)) == (0, "64B6")
    assert "64C" in str(transfer.equity)


@pytest.mark.law("64B1", editions=ALL)
@pytest.mark.parametrize("year", ALL)
def test_b1_offending_side_won_nothing_from_the_revoke_on(year: int) -> None:
    facts = RevokeFacts(offender=E, declarer=S, trick=4, revoke_trick_winner=S, os_tricks_after=0)
    transfer = revoke_transfer(facts, year)
    assert (transfer.tricks, str(transfer.law)) == (0, "64B1")


@pytest.mark.law("64B3", editions=ALL)
@pytest.mark.parametrize("year", ALL)
def test_b3_penalty_card_and_dummy(year: int) -> None:
    penalty = RevokeFacts(
        offender=E,
        declarer=S,
        trick=4,
        revoke_trick_winner=E,
        os_tricks_after=3,
        kind=RevokeKind.PENALTY_CARD,
    )
    assert (revoke_transfer(penalty, year).tricks, str(revoke_transfer(penalty, year).law)) == (
        0,
        "64B3",
    )
    dummy = RevokeFacts(offender=N, revoke_trick_winner=N, declarer=S, trick=4, os_tricks_after=3)
    assert revoke_transfer(dummy, year).tricks == 0
    assert str(revoke_transfer(dummy, year).law) == "64B3"


@pytest.mark.law("64B3", editions=(2007, 1997, 1987))
@pytest.mark.law("64B3", editions=(2017,), indirect=True)
def test_b3_other_faced_card_exempt_only_before_2017() -> None:
    facts = RevokeFacts(
        offender=S,
        declarer=S,
        trick=9,
        revoke_trick_winner=S,
        os_tricks_after=2,
        kind=RevokeKind.FACED_CARD,
    )
    assert revoke_transfer(facts, 2017).tricks == 2
    for year in (2007, 1997, 1987):
        assert (revoke_transfer(facts, year).tricks, str(revoke_transfer(facts, year).law)) == (
            0,
            "64B3",
        )


@pytest.mark.law("64B8", editions=(2017,))
def test_b8_revokes_corrected_under_62c3() -> None:
    facts = RevokeFacts(
        offender=E,
        declarer=S,
        trick=4,
        revoke_trick_winner=E,
        os_tricks_after=3,
        corrected_under_62c3=True,
    )
    transfer = revoke_transfer(facts, 2017)
    assert (transfer.tricks, str(transfer.law)) == (0, "64B8")


@pytest.mark.law("62A", editions=ALL)
def test_a_corrected_revoke_transfers_nothing() -> None:
    facts = RevokeFacts(
        offender=E, declarer=S, trick=4, revoke_trick_winner=E, os_tricks_after=3, established=False
    )
    for year in ALL:
        assert (revoke_transfer(facts, year).tricks, str(revoke_transfer(facts, year).law)) == (
            0,
            "62A",
        )


@pytest.mark.law("64A2")
def test_several_revokes_never_transfer_the_same_trick_twice() -> None:
    # West revokes in spades at trick 10 and in hearts at trick 11; EW won only trick 12
    # after trick 10 (and neither revoke trick): each revoke asks for one trick, only
    # one is there.
    t10 = Trick(10, N, (c("S7"), c("S8"), c("S9"), c("D6")), S)
    t11 = Trick(11, S, (c("H7"), c("C8"), c("HA"), c("H9")), N)
    tricks = history("NSNSNSNSNSNEN", {10: t10, 11: t11})
    result = board_transfers([Revoke(W, 10), Revoke(W, 11)], tricks, declarer=S)
    assert [t.tricks for _, t in result.transfers] == [1, 0]
    assert "remain after earlier transfers" in result.transfers[1][1].explanation


@pytest.mark.law("64A1")
def test_tricks_credited_by_a_claim_count_as_won_later() -> None:
    revoke_trick = Trick(5, S, (c("CK"), c("C3"), c("C5"), c("H2")), E)
    tricks = history("NNNNESSSS", {5: revoke_trick})  # play stops after trick 9
    plain = board_transfers([Revoke(E, 5)], tricks, declarer=S)
    assert plain.transfers[0][1].tricks == 1
    claimed = board_transfers([Revoke(E, 5)], tricks, declarer=S, claimed={Side.EW: 1, Side.NS: 3})
    assert claimed.transfers[0][1].tricks == 2


@pytest.mark.law("67B1", editions=(1997, 1987))
@pytest.mark.law("67B1", editions=(2017, 2007), indirect=True)
@pytest.mark.parametrize(
    ("year", "held_club", "score"),
    [
        (2017, True, 430),
        (2007, True, 430),
        (1997, True, 400),
        (1987, True, 400),
        (1997, False, 430),
        (1987, False, 430),
    ],
)
def test_t20_defective_trick(year: int, held_club: bool, score: int) -> None:
    # 3NT by S, not vulnerable: E did not play to trick 7 (a club, won by W); NS 9 tricks.
    facts = RevokeFacts(
        offender=E,
        declarer=S,
        trick=7,
        revoke_trick_winner=W,
        os_tricks_after=1,
        kind=RevokeKind.DEFECTIVE_TRICK,
        held_suit_led=held_club,
    )
    transfer = revoke_transfer(facts, year)
    contract = Contract.parse("3NT", declarer=S)
    assert ns_score(contract, vulnerability=Vulnerability.NONE, tricks=9 + transfer.tricks) == score
    if transfer.tricks:
        assert str(transfer.law) == "64A2"
    else:
        assert str(transfer.law) == "67B1(a)"


def test_bad_facts_are_refused_with_a_clear_message() -> None:
    with pytest.raises(DealError, match="numbered 1 to 13"):
        RevokeFacts(offender=E, declarer=S, trick=14, revoke_trick_winner=E, os_tricks_after=0)
    with pytest.raises(DealError, match="after trick 11"):
        RevokeFacts(offender=E, declarer=S, trick=11, revoke_trick_winner=E, os_tricks_after=3)
    with pytest.raises(DealError, match="not among the 9 tricks"):
        board_transfers([Revoke(E, 10)], history("NNNNESSSS", {}), declarer=S)
