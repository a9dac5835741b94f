"""Law 27: the insufficient bid, in all four editions (scenarios T02-T05)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.errors import PhaseError, RulingError
from bridgelaw.laws.effects import ObligationKind
from bridgelaw.laws.irregularity import Kind, RecordStatus
from bridgelaw.table import Mode, Phase, Table
from tests.laws.laws_helpers import (
    ALL_EDITIONS,
    apply,
    calls_of,
    laws_table,
    make,
    obliged,
    phase,
    rule,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
REST = ObligationKind.REST_PASS


def insufficient(edition: int = 2017) -> Table:
    """T02: board 1, N 1H, E 1D (insufficient)."""
    return laws_table(1, "N 1H", "E 1D", edition=edition)


def declined(edition: int = 2017) -> Table:
    table = insufficient(edition)
    table.call_director()
    apply(table, "decline")
    return table


# ------------------------------------------------------------------ 27A
@pytest.mark.law("27A1", "18D", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_27a1_insufficient_bid_waits_for_the_director(edition: int) -> None:
    table = insufficient(edition)
    assert phase(table) == Phase.DIRECTOR
    irregularity = table.irregularity
    assert irregularity is not None
    assert irregularity.kind == Kind.INSUFFICIENT_BID
    assert (str(irregularity.law), str(irregularity.broken)) == ("27", "18D")
    assert irregularity.law.edition == edition
    assert irregularity.offender == E
    assert table.calls == (table.records[0].call,)


@pytest.mark.law("27A1", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_27a1_lho_accepts_by_calling(edition: int) -> None:
    table = insufficient(edition)
    make(table, "S 1H")  # any bid above 1D is sufficient once 1D is accepted
    assert calls_of(table) == ["N 1H", "E 1D", "S 1H"]
    assert table.records[1].status == RecordStatus.ACCEPTED
    assert phase(table) == Phase.AUCTION and table.turn == W
    assert table.procedures[0].outcome.startswith("accepted")


@pytest.mark.law("27A1", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_27a1_lho_accepts_when_the_director_offers(edition: int) -> None:
    table = insufficient(edition)
    table.call_director()
    ruling = rule(table)
    assert ruling.chooser == S
    assert [o.key for o in ruling.options] == ["accept", "decline"]
    assert str(ruling.law) == "27A1" and ruling.edition == edition
    ruling.apply(table, "accept")
    assert calls_of(table) == ["N 1H", "E 1D"] and table.turn == S


@pytest.mark.law("27A1", editions=(2017, 2007, 1997, 1987))
@pytest.mark.law("22A", editions=(2017, 2007, 1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t03_accepted_insufficient_bid_becomes_the_contract(edition: int) -> None:
    table = laws_table(2, "E 1NT", "S 1S", "W P", "N P", "E P", edition=edition)
    assert phase(table) == Phase.PLAY
    assert str(table.contract) == "1S" and table.declarer == S
    assert table.opening_leader == W


@pytest.mark.law("27A1", editions=(2017, 2007, 1997, 1987))
@pytest.mark.law("18C", editions=(2017, 2007, 1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t03_a_bid_over_the_accepted_insufficient_bid_is_sufficient(edition: int) -> None:
    table = laws_table(2, "E 1NT", "S 1S", "W P", "N P", "E 1NT", edition=edition)
    assert phase(table) == Phase.AUCTION and calls_of(table)[-1] == "E 1NT"


@pytest.mark.law("9B2")
def test_9b2_no_other_player_acts_before_the_ruling() -> None:
    table = insufficient()
    before = table.events
    with pytest.raises(PhaseError) as info:
        table.call("P", seat=W)
    assert str(info.value.law) == "9B2"
    assert table.events == before
    table.call_director()
    with pytest.raises(PhaseError):
        table.call("1S", seat=S)  # the window closed with the director's call


# ------------------------------------------------------------- 27B 2017
@pytest.mark.law("27B1(a)", "27D")
def test_27b1a_lowest_sufficient_bid_same_denomination() -> None:
    table = declined()
    assert table.turn == E and phase(table) == Phase.AUCTION
    table.call("2D", seat=E)
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["27B1(a)"]
    with pytest.raises(RulingError):
        ruling.apply(table)
    ruling = apply(table, B1a="yes")
    assert str(ruling.law) == "27B1(a)"
    assert calls_of(table) == ["N 1H", "E 2D"]
    assert table.obligations == () and table.pending_lead_restrictions == ()
    assert table.ledger == ()
    assert [str(f.law) for f in table.review_flags] == ["27D"]
    assert table.turn == S


@pytest.mark.law("27B2", "16C", "72C")
@pytest.mark.law("26B", indirect=True)
def test_27b2_other_sufficient_bid_silences_partner() -> None:
    table = declined()
    table.call("2NT", seat=E)
    ruling = apply(table, B1a="no", B1b="no")
    assert str(ruling.law) == "27B2"
    assert [a.key for a in ruling.answers] == ["27B1(a)", "27B1(b)"]
    assert obliged(table, W) == {REST}
    restriction = table.pending_lead_restrictions[0]
    assert restriction.offender == E and restriction.leader == W
    assert [(str(u.law), u.unauthorized_to) for u in table.ledger] == [("16C2", E.side)]
    assert {str(f.law) for f in table.review_flags} == {"72C"}
    make(table, "S P")
    assert [str(c) for c in table.legal_calls()] == ["Pass"]


@pytest.mark.law("27B1(b)", "23A", "27D")
def test_27b1b_comparable_call_no_rectification() -> None:
    table = declined()
    table.call("2NT", seat=E)
    ruling = apply(table, B1a="no", B1b="yes")
    assert str(ruling.law) == "27B1(b)"
    assert table.obligations == () and table.ledger == ()
    assert [str(f.law) for f in table.review_flags] == ["27D"]


@pytest.mark.law("27B3")
def test_27b3_double_not_comparable_is_cancelled_and_partner_silenced() -> None:
    table = declined()
    table.call("X", seat=E)
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["27B1(b)"]  # no 27B1(a) for a double
    ruling = apply(table, B1b="no")
    assert str(ruling.law) == "27B3"
    assert table.records[-1].status == RecordStatus.CANCELLED
    assert obliged(table, W) == {REST}
    assert table.turn == E  # E must now substitute
    table.call("2H", seat=E)
    apply(table)  # any sufficient bid now stands: the penalty is already in force
    assert calls_of(table) == ["N 1H", "E 2H"] and obliged(table, W) == {REST}


@pytest.mark.law("27B1(b)")
def test_27b1b_comparable_double_stands() -> None:
    table = declined()
    table.call("X", seat=E)
    apply(table, B1b="yes")
    assert calls_of(table) == ["N 1H", "E X"] and table.obligations == ()


@pytest.mark.law("27B3", "27B1(b)")
def test_t04_stayman_insufficient_double_comparable() -> None:
    table = laws_table(3, "S 1NT", "W 2D", "N 2C")
    table.call_director()
    apply(table, "decline")
    table.call("X", seat=N)
    apply(table, B1b="yes")
    assert calls_of(table)[-1] == "N X" and table.ledger == ()
    assert [str(f.law) for f in table.review_flags] == ["27D"]


@pytest.mark.law("27B2")
@pytest.mark.law("26B", indirect=True)
def test_t04_stayman_replaced_by_natural_bid() -> None:
    table = laws_table(3, "S 1NT", "W 2D", "N 2C")
    table.call_director()
    apply(table, "decline")
    table.call("2H", seat=N)
    apply(table, B1a="no", B1b="no")
    assert obliged(table, S) == {REST}
    assert table.pending_lead_restrictions[0].offender == N
    assert table.ledger[0].unauthorized_to == N.side


@pytest.mark.law("27B4", editions=(2017, 2007))
@pytest.mark.parametrize("edition", [2017, 2007])
def test_27b4_lho_may_accept_the_substituted_insufficient_bid(edition: int) -> None:
    table = laws_table(4, "W 1S", "N 1H", edition=edition)
    table.call_director()
    apply(table, "decline")
    table.call("1D", seat=N)
    ruling = rule(table)
    assert str(ruling.law) == "27B4" and ruling.chooser == E
    ruling.apply(table, "accept")
    assert calls_of(table) == ["W 1S", "N 1D"] and table.turn == E
    assert table.obligations == ()


@pytest.mark.law("27B4", editions=(2017, 2007))
@pytest.mark.parametrize("edition", [2017, 2007])
def test_t05_27b4_declined_partner_silenced_even_after_lowest_bid(edition: int) -> None:
    table = laws_table(4, "W 1S", "N 1H", edition=edition)
    table.call_director()
    apply(table, "decline")
    table.call("1D", seat=N)
    apply(table, "decline")
    assert obliged(table, S) == {REST}
    table.call("2H", seat=N)
    apply(table)
    assert calls_of(table) == ["W 1S", "N 2H"] and obliged(table, S) == {REST}
    assert table.pending_lead_restrictions[0].offender == N


@pytest.mark.law("27C", editions=(2017, 2007))
@pytest.mark.parametrize("edition", [2017, 2007])
def test_27c_premature_replacement_stands_and_is_ruled(edition: int) -> None:
    table = laws_table(4, "W 1S", "N 1H", edition=edition)
    table.call("2H", seat=N)  # before anyone calls the director
    assert phase(table) == Phase.DIRECTOR
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["27B1(a)"]
    apply(table, B1a="yes")
    assert calls_of(table) == ["W 1S", "N 2H"] and table.obligations == ()


# ----------------------------------------------------- older editions
@pytest.mark.law("27B1(a)", "27B2", editions=(2007,))
def test_27b1a_2007_needs_both_bids_natural() -> None:
    table = declined(2007)
    table.call("2D", seat=E)
    ruling = rule(table)
    assert "artificial" in ruling.questions[0].text
    apply(table, B1a="no", B1b="no")
    assert obliged(table, W) == {REST}


@pytest.mark.law("27B1(a)", "27B2", editions=(2007,))
def test_27b1a_2007_other_strain_is_never_b1a() -> None:
    table = declined(2007)
    table.call("2NT", seat=E)
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["27B1(b)"]
    assert "more precise" in ruling.questions[0].text
    apply(table, B1b="no")
    assert obliged(table, W) == {REST}
    assert str(table.pending_lead_restrictions[0].law) == "27B2"
    assert table.ledger[0].law.cite() == "Law 16D2 (2007)"
    assert {f.law.cite() for f in table.review_flags} == {"Law 23 (2007)"}


@pytest.mark.law("27B1(b)", editions=(2007,))
def test_27b1b_2007_double_with_same_meaning() -> None:
    table = laws_table(3, "S 1NT", "W 2D", "N 2C", edition=2007)
    table.call_director()
    apply(table, "decline")
    table.call("X", seat=N)
    apply(table, B1b="yes")
    assert calls_of(table)[-1] == "N X" and table.obligations == ()


@pytest.mark.law("27B1(a)", "27B2", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_27b1_1997_1987_lowest_natural_bid(edition: int) -> None:
    table = declined(edition)
    table.call("2D", seat=E)
    ruling = rule(table)
    text = ruling.questions[0].text
    assert "incontrovertibly not conventional" in text
    assert ("2D" in text) == (edition == 1997)  # PL97 tests both bids, RU87 the IB only
    apply(table, B1a="yes")
    assert table.obligations == ()
    assert [f.law.cite() for f in table.review_flags] == [f"Law 27B1(b) ({edition})"]


@pytest.mark.law("27B2", "27B3", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_t04_1997_1987_double_is_cancelled(edition: int) -> None:
    table = laws_table(3, "S 1NT", "W 2D", "N 2C", edition=edition)
    table.call_director()
    apply(table, "decline")
    table.call("X", seat=N)
    ruling = apply(table)  # no comparable-call test in these editions
    assert str(ruling.law) == "27B3"
    assert obliged(table, S) == {REST} and table.turn == N


@pytest.mark.law("27B2", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_27b2_1997_1987_pass_silences_partner(edition: int) -> None:
    table = declined(edition)
    table.call("P", seat=E)
    ruling = apply(table)
    assert str(ruling.law) == "27B2" and obliged(table, W) == {REST}


@pytest.mark.law("27B", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_t05_1997_1987_premature_replacement_is_cancelled(edition: int) -> None:
    table = laws_table(4, "W 1S", "N 1H", edition=edition)
    table.call("2H", seat=N)
    assert table.records[-1].status == RecordStatus.CANCELLED
    ruling = rule(table)
    assert ruling.chooser == E and any("premature" in f for f in ruling.facts)
    ruling.apply(table, "decline")
    table.call("2H", seat=N)
    apply(table, B1a="yes")
    assert calls_of(table) == ["W 1S", "N 2H"]
    assert table.obligations == () and table.pending_lead_restrictions == ()


@pytest.mark.law("27B", "26", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_t05_1997_1987_final_call_differs_from_premature_attempt(edition: int) -> None:
    table = laws_table(4, "W 1S", "N 1H", edition=edition)
    table.call("1D", seat=N)
    apply(table, "decline")
    table.call("2H", seat=N)
    apply(table, B1a="yes")
    assert [r.withdrawn for r in table.pending_lead_restrictions] == [(table.records[2].call,)]


# -------------------------------------------------------------- the log
@pytest.mark.law("27B2")
def test_27_rulings_replay_and_undo() -> None:
    table = declined()
    table.call("2NT", seat=E)
    apply(table, B1a="no", B1b="no")
    again = Table.replay(table.board, table.events, mode=Mode.LAWS)
    assert again.obligations == table.obligations
    assert again.ledger == table.ledger and calls_of(again) == calls_of(table)
    table.undo()
    assert phase(table) == Phase.DIRECTOR and table.obligations == ()


def test_a_strict_table_rejects_laws_mode_events() -> None:
    table = Table(insufficient().board)
    with pytest.raises(PhaseError):
        table.call_director()


def test_rulings_answers_outside_the_allowed_values_are_refused() -> None:
    table = declined()
    table.call("2D", seat=E)
    with pytest.raises(RulingError):
        rule(table, B1a="maybe")
