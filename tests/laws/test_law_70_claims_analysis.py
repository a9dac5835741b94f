"""Laws 68-71: the director's analysis of claims and concessions, on endings whose
outcomes are worked out by hand in each test's comment.

Hands are written North, East, South, West, spades first (as PBN).
"""

from __future__ import annotations

import pytest

from bridgelaw.analysis.claims import ClaimStatement, analyse_claim, parse_line
from bridgelaw.analysis.concessions import analyse_acquiescence, analyse_concession
from bridgelaw.analysis.endings import Position
from bridgelaw.core import Hand, Seat, Strain
from bridgelaw.errors import NotationError

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
ALL = (2017, 2007, 1997, 1987)


def ending(hands: str, leader: Seat, strain: Strain) -> Position:
    return Position.create([Hand.parse(h) for h in hands.split()], leader=leader, strain=strain)


# T22: 4S by South, trick 10. South holds SQ HAKQ and claims the last four, "all high";
# West still holds the SJ and no heart. Cashing a heart first lets West ruff.
T22 = ending("-.-.-.5432 -.-.AKQJ.- Q.AKQ.-.- J.-.432.-", S, Strain.SPADES)


@pytest.mark.law("70C", editions=ALL, indirect=True)
def test_t22_outstanding_trump_not_mentioned() -> None:
    result = analyse_claim(T22, ClaimStatement(S, 4, text="all high"))
    assert result.double_dummy == 4
    assert result.stated.careful == 4  # the claimer's best normal order: the SQ first
    assert result.worst_normal == 3  # a heart first: West ruffs
    assert result.worst_if_aware == 4
    assert result.trump_70c
    assert not result.holds and result.shortfall == 1
    assert [str(c) for c in result.outstanding_trumps] == ["SJ"]
    by_line = {line.description: line.careful for line in result.lines}
    assert by_line["cash the spades (trumps), then cash the hearts, then cash the clubs"] == 4
    assert by_line["cash the hearts, then cash the spades (trumps), then cash the clubs"] == 3
    assert "Law 70C" in result.report()


@pytest.mark.law("70C", editions=ALL, indirect=True)
def test_t22_trump_mentioned_every_line_draws_it() -> None:
    result = analyse_claim(T22, ClaimStatement(S, 4, mentions_trump=True))
    assert result.worst_normal == 4
    assert result.holds
    assert not result.trump_70c
    assert all(line.careless == 4 for line in result.lines)


@pytest.mark.law("70D1", indirect=True)
def test_stated_order_that_loses_a_trick() -> None:
    # "Hearts, then the queen of spades": West ruffs the first heart.
    statement = ClaimStatement(S, 4, parse_line("hearts, then spades"))
    result = analyse_claim(T22, statement)
    assert (result.stated.careful, result.stated.careless) == (3, 3)
    assert result.worst_normal == 3
    assert result.worst_if_aware == 3  # the stated order loses whatever he knew
    assert any("fewer than claimed" in note for note in result.notes)


# AK opposite a singleton Q, no other entry to North: NT, South on lead with SQ HAK,
# North SAK D2. Hearts first (North throwing D2 and a spade) gives 3 tricks; the SQ
# first is overtaken, North cashes the other spade and must lead a diamond: 2 tricks.
BLOCKED = ending("AK.-.2.- -.-.AKQ.- Q.AK.-.- -.-.-.AKQ", S, Strain.NOTRUMP)


@pytest.mark.law("70D1", indirect=True)
def test_blocked_suit_wrong_order_loses_a_trick() -> None:
    silent = analyse_claim(BLOCKED, ClaimStatement(S, 3))
    assert silent.double_dummy == 3
    assert silent.stated.careful == 3
    assert silent.worst_normal == 2
    lines = {line.description: line.careful for line in silent.lines}
    assert lines == {
        "cash the spades, then cash the hearts": 2,
        "cash the hearts, then cash the spades": 3,
    }
    worst = silent.worst_line
    assert worst.description == "cash the spades, then cash the hearts"
    assert (worst.careless, worst.careless_exact) == (2, True)


@pytest.mark.law("70D1", indirect=True)
def test_blocked_suit_stated_orders() -> None:
    wrong = analyse_claim(BLOCKED, ClaimStatement(S, 3, parse_line("spades hearts")))
    right = analyse_claim(BLOCKED, ClaimStatement(S, 3, parse_line("hearts spades")))
    assert (wrong.stated.careful, wrong.worst_normal) == (2, 2)
    assert (right.stated.careful, right.worst_normal, right.holds) == (3, 3, True)


@pytest.mark.law("70A", indirect=True)
def test_correct_claim_every_line_gives_the_tricks() -> None:
    # NT, South on lead: SAKQ HA opposite S32 HK2; East SJ HQJ DA, West ST9 HT DK.
    # Whatever the order, North follows low and the HK is never squandered: 4 tricks.
    pos = ending("32.K2.-.- J.QJ.A.- AKQ.A.-.- T9.T.K.-", S, Strain.NOTRUMP)
    result = analyse_claim(pos, ClaimStatement(S, 4))
    assert result.holds
    assert result.worst_normal == 4
    assert len(result.lines) == 2
    assert all((line.careful, line.careless) == (4, 4) for line in result.lines)


# A two-card ending in NT: North DAQ, South D32, West DK4 (the king onside), East CAK.
FINESSE = ending("-.-.AQ.- -.-.-.AK -.-.32.- -.-.K4.-", S, Strain.NOTRUMP)


@pytest.mark.law("70E1", indirect=True)
def test_stated_finesse_is_accepted() -> None:
    result = analyse_claim(FINESSE, ClaimStatement(S, 2, parse_line("D2 DQ")))
    assert (result.stated.careful, result.stated.careless) == (2, 2)
    assert result.holds


@pytest.mark.law("70E1", indirect=True)
def test_unstated_finesse_is_not_accepted() -> None:
    # Silent: playing the ace on the first round is normal, and the king then wins.
    result = analyse_claim(FINESSE, ClaimStatement(S, 2))
    assert result.stated.careful == 2
    assert result.worst_normal == 1
    assert not result.holds


@pytest.mark.law("70E1", indirect=True)
def test_stated_finesse_reads_as_win_cheaply_when_the_king_is_played() -> None:
    # West rises with the king: the stated "queen" would lose; North wins with the ace.
    pos = ending("-.-.AQ.- -.-.-.AK -.-.32.- -.-.K4.-", S, Strain.NOTRUMP)
    after_two, _ = pos.play(pos.legal()[-1])  # South leads the D2
    after_king, _ = after_two.play(after_two.legal()[0])  # West plays the DK
    result = analyse_claim(after_king, ClaimStatement(N, 2, parse_line("DQ")))
    assert result.worst_normal == 2


def test_claim_for_more_tricks_than_are_left_is_refused() -> None:
    with pytest.raises(NotationError, match="only 4 are left"):
        analyse_claim(T22, ClaimStatement(S, 5))


def test_parse_line_names_the_bad_word() -> None:
    assert len(parse_line("cash the spades, then hearts, then D2")) == 3
    with pytest.raises(NotationError, match="'finesse'"):
        parse_line("spades then finesse")


# T24: NS claim the last five; West still holds the CA, and South's C2 must be played
# sometime with no way to discard it: the ace wins on any normal play.
T24 = ending("-.765.76.- JT9.KQ.-.- AKQ.A.-.2 -.-.5432.A", S, Strain.NOTRUMP)


@pytest.mark.law("69B", editions=ALL)
@pytest.mark.parametrize("year", ALL)
def test_t24_acquiescence_withdrawn_for_a_sure_trick(year: int) -> None:
    result = analyse_acquiescence(T24, W, conceded=5, edition=year)
    assert result.normal_floor == 1
    assert result.restored == 1
    assert str(result.law) == ("69B2" if year >= 2007 else "69B")


# T25: 3NT by South, three cards left, all winners; South concedes one.
T25 = ending("-.-.32.2 -.-.-.543 -.AKQ.-.- -.-.54.6", S, Strain.NOTRUMP)


@pytest.mark.law("71", editions=ALL)
@pytest.mark.parametrize(
    ("year", "law"), [(2017, "71B"), (2007, "71"), (1997, "71A"), (1987, "71A1")]
)
def test_t25_concession_of_a_trick_that_cannot_be_lost(year: int, law: str) -> None:
    result = analyse_concession(T25, S, conceded=1, edition=year)
    assert (result.legal_floor, result.normal_floor) == (3, 3)
    assert result.restored == 1
    assert str(result.law) == law


@pytest.mark.law("71", editions=(2017, 1997, 1987))
@pytest.mark.law("71", editions=(2007,), indirect=True)
def test_concession_normal_versus_legal_ground_by_edition() -> None:
    # EW concede all five of T24: West could (illegally careless: legally) discard the CA,
    # so no *legal* ground; on any *normal* play it wins.
    result_2017 = analyse_concession(T24, W, conceded=5, edition=2017)
    assert (result_2017.legal_floor, result_2017.normal_floor, result_2017.restored) == (0, 1, 1)
    late_1987 = analyse_concession(T24, W, conceded=5, edition=1987)
    assert late_1987.restored == 0
    early_1987 = analyse_concession(T24, W, conceded=5, edition=1987, before_next_board=True)
    assert (early_1987.restored, str(early_1987.law)) == (1, "71B")
    early_1997 = analyse_concession(T24, W, conceded=5, edition=1997, before_next_board=True)
    assert (early_1997.restored, str(early_1997.law)) == (1, "71C")


@pytest.mark.law("70E2", indirect=True)
def test_top_down_default_order_removes_the_crossing_that_strands_winners() -> None:
    # NT, South on lead: South SA S2 HA, North SK D3 D2; East DAKQ, West CAKQ. Starting
    # the spades with the S2 to the king leaves North on lead with diamonds: 1 trick.
    # Played from the top (the Regulating Authority's order), every line takes 3.
    pos = ending("K.-.32.- -.-.AKQ.- A2.A.-.- -.-.-.AKQ", S, Strain.NOTRUMP)
    free = analyse_claim(pos, ClaimStatement(S, 3))
    top = analyse_claim(pos, ClaimStatement(S, 3), top_down=True)
    assert (free.stated.careful, free.worst_normal) == (3, 1)
    assert (top.stated.careful, top.worst_normal) == (3, 3)


@pytest.mark.law("70D2", indirect=True)
def test_defenders_claim_of_a_sure_trick() -> None:
    # In T24 West claims one trick (the CA): it holds on every normal line.
    result = analyse_claim(T24, ClaimStatement(W, 1, text="the club ace"))
    assert result.double_dummy == 1
    assert result.worst_normal == 1
    assert result.holds
    assert 'west claims 1 of the 5 tricks left: "the club ace"' in result.report()


# A trump above all of the claimer's (70C, 70D1). 4S by South, four tricks left: South
# S2 HAKQ, North four clubs (all winners: no one else holds one), West SA H43 D2, East H5
# DAKQ. Hearts first take all three hearts (West follows twice, ruffs the third with the
# SA and leads the D2, which South ruffs with the S2): 3. Leading the S2 first gives West
# the SA, the D2 puts East in with the diamonds, and South discards his hearts: 0. A
# claimer aware of the SA does not lead into it with the opponents' winners waiting (that
# is irrational, not careless); one unaware of it may take his S2 for a winner and lead it.
# Before the fix the trump-first lines counted as the aware claimer's: "worst if aware 0".
MASTER_OUT = ending("-.-.-.5432 -.5.AKQ.- 2.AKQ.-.- A.43.2.-", S, Strain.SPADES)


@pytest.mark.law("70C", editions=ALL, indirect=True)
@pytest.mark.parametrize("year", ALL)
def test_outstanding_trump_above_the_claimers_aware_claimer_leaves_it(year: int) -> None:
    result = analyse_claim(MASTER_OUT, ClaimStatement(S, 3, text="all high"), edition=year)
    assert result.double_dummy == 3
    assert [str(c) for c in result.outstanding_trumps] == ["SA"]
    assert result.worst_if_aware == 3
    assert result.worst_normal == 0  # unaware, the S2 led first as a winner
    assert result.trump_70c  # so the 70C question decides between 0 and 3
    aware = [line for line in result.lines if line.aware]
    assert aware and all(line.careful == 3 for line in aware)
    assert all("draw" not in line.description for line in aware)
    assert "Law 70C" in result.report()
    assert str(result.law) == "70C" and result.law.edition == year


@pytest.mark.law("70C", editions=ALL, indirect=True)
def test_trump_above_the_claimers_mentioned_is_not_led_into() -> None:
    # "All but the ace of trumps": he knows of it, so no line leads the S2 first.
    statement = ClaimStatement(S, 3, mentions_trump=True, text="all but the ace of trumps")
    result = analyse_claim(MASTER_OUT, statement)
    assert result.worst_normal == 3 and result.worst_if_aware == 3
    assert not result.trump_70c
    assert result.stated.careful == 3


def test_normal_play_follows_the_edition_footnote() -> None:
    old = analyse_claim(T22, ClaimStatement(S, 4), edition=1997)
    new = analyse_claim(T22, ClaimStatement(S, 4), edition=2017)
    assert "not irrational" in old.report() and "not irrational" not in new.report()
    assert (old.worst_normal, old.worst_if_aware) == (new.worst_normal, new.worst_if_aware)
