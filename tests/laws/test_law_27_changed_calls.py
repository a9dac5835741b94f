"""Changed calls played through the director to the end of the board, in every edition
where they apply: an insufficient bid replaced by another insufficient bid (27B4, 27C;
1987/1997 27B), a change of call accepted after partner called that leaves partner's bid
insufficient (25B1), an unintended call replaced (25A) that leaves LHO's bid insufficient,
and a cancelled inadmissible double (36A; 1987/1997 35A) in the
ledger."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.laws.effects import ObligationKind
from bridgelaw.laws.irregularity import Kind, RecordStatus
from bridgelaw.table import Phase, Table
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


def play_out(table: Table) -> tuple[int | None, int | None]:
    """Play the first legal card until the board ends: declarer's tricks and the score for
    North-South."""
    while phase(table) == Phase.PLAY:
        table.play(table.legal_cards()[0])
    assert phase(table) == Phase.ENDED
    return table.declarer_tricks, table.score_ns()


@pytest.mark.law("27C", "27A1", editions=(2017, 2007))
@pytest.mark.parametrize("edition", [2017, 2007])
def test_27c_premature_insufficient_replacement_lho_accepts_the_original(edition: int) -> None:
    """W 1S, N 1H (insufficient), N says 1D before the director rules: E may still accept
    1H (27C: a substitute stands only if legal, unless the insufficient bid is accepted)."""
    table = laws_table(4, "W 1S", "N 1H", edition=edition)
    table.call("1D", seat=N)
    ruling = rule(table)
    assert str(ruling.law) == "27C" and ruling.chooser == E
    assert [o.key for o in ruling.options] == ["original", "accept", "decline"]
    assert [str(o.law) for o in ruling.options] == ["27A1", "27B4", "27B4"]
    ruling.apply(table, "original")
    assert calls_of(table) == ["W 1S", "N 1H"] and table.turn == E
    assert table.records[1].status == RecordStatus.ACCEPTED
    assert table.records[2].status == RecordStatus.CANCELLED
    assert [(e.source, e.unauthorized_to) for e in table.ledger] == [
        ("north's cancelled 1D", N.side)
    ]
    assert table.obligations == ()
    assert [r.withdrawn for r in table.pending_lead_restrictions] == [(table.records[2].call,)]
    make(table, "E P", "S P", "W P")
    assert str(table.contract) == "1H" and table.declarer == N
    assert play_out(table) == (6, -100)  # one down, vulnerable


@pytest.mark.law("27B4", editions=(2017, 2007))
@pytest.mark.parametrize("edition", [2017, 2007])
def test_27b4_declined_cites_27b4_through_the_end(edition: int) -> None:
    """E declines 1H, N tries 1D, E declines 1D: ruled as in 27B3, but under 27B4 (the
    silence of S, the lead restriction and the final replacement all cite 27B4)."""
    table = laws_table(4, "W 1S", "N 1H", edition=edition)
    table.call_director()
    apply(table, "decline")
    table.call("1D", seat=N)
    ruling = apply(table, "decline")
    assert str(ruling.law) == "27B4"
    assert [str(o.law) for o in table.obligations] == ["27B4"] and obliged(table, S) == {REST}
    assert [str(r.law) for r in table.pending_lead_restrictions] == ["27B4"]
    table.call("2H", seat=N)
    ruling = apply(table)
    assert str(ruling.law) == "27B4"
    assert calls_of(table) == ["W 1S", "N 2H"]
    make(table, "E P", "S P", "W P")
    assert str(table.contract) == "2H" and table.declarer == N
    assert play_out(table) == (6, -200)  # two down, vulnerable


@pytest.mark.law("27A1", "26", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_27b_older_premature_insufficient_replacement_lho_accepts_the_original(
    edition: int,
) -> None:
    """1987/1997 (27B: a premature replacement is cancelled, Law 26 may apply): W 1S, N 1H,
    N says 1D at once; E accepts 1H: the cancelled 1D is unauthorized information for N-S
    and a lead restriction (Law 26), since N's final call differs from it."""
    table = laws_table(4, "W 1S", "N 1H", edition=edition)
    table.call("1D", seat=N)
    assert table.records[2].status == RecordStatus.CANCELLED
    ruling = rule(table)
    assert str(ruling.law) == "27A1" and [o.key for o in ruling.options] == ["accept", "decline"]
    ruling.apply(table, "accept")
    assert calls_of(table) == ["W 1S", "N 1H"] and table.turn == E
    assert [(e.source, e.unauthorized_to) for e in table.ledger] == [
        ("north's withdrawn 1D", N.side if edition == 1997 else None)
    ]
    restrictions = table.pending_lead_restrictions
    assert [(str(r.law), r.withdrawn) for r in restrictions] == [("26", (table.records[2].call,))]
    make(table, "E P", "S P", "W P")
    assert str(table.contract) == "1H" and table.declarer == N
    assert play_out(table) == (6, -100)  # one down, vulnerable


@pytest.mark.law("36A", editions=(2017, 2007))
@pytest.mark.law("35A", editions=(1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_36a_the_cancelled_inadmissible_double_is_in_the_ledger(edition: int) -> None:
    """N 1H, E P, S doubles his partner (inadmissible, 19A1), W calls over it: the double
    and every later call are cancelled (36A; 1987/1997 35A); the cancelled double is
    information like the cancelled later calls (16C; 1987: authorized once cancelled)."""
    table = laws_table(1, "N 1H", "E P", "S X", "W 2C", edition=edition)
    table.call_director()
    apply(table)
    assert calls_of(table) == ["N 1H", "E Pass"] and table.turn == S
    offenders = None if edition == 1987 else S.side
    assert [(e.source, e.unauthorized_to) for e in table.ledger] == [
        ("south's cancelled X", offenders),
        ("west's cancelled 2C", S.side),
    ]
    make(table, "S 2H", "W P", "N P", "E P")
    assert str(table.contract) == "2H" and table.declarer == N  # N bid hearts first
    assert play_out(table) == (6, -100)  # two down, not vulnerable


@pytest.mark.law("25B1", "27A1", "27B1(a)", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_25b1_change_accepted_after_partner_called_rules_the_bid_now_insufficient(
    edition: int,
) -> None:
    """W 1S, N 1H (insufficient, accepted by E's pass), S 2H; N then changes 1H to 2H (too
    late for 25A: partner has called). E accepts 2H (25B1): S's 2H is now insufficient over
    it and is ruled under Law 27, not left in the auction as a legal call."""
    table = laws_table(4, "W 1S", "N 1H", "E P", "S 2H", edition=edition)
    table.change_call("2H", seat=N)
    table.call_director()
    ruling = rule(table, **{"25A": "no"})
    assert str(ruling.law) == "25B" and ruling.chooser == E
    ruling.apply(table, "accept", answers={"25A": "no"})
    assert calls_of(table) == ["W 1S", "N 2H", "E Pass"]
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.INSUFFICIENT_BID
    assert irregularity.offender == S
    table.call_director()
    apply(table, "decline")
    table.call("3H", seat=S)
    apply(table, B1a="yes")
    assert calls_of(table) == ["W 1S", "N 2H", "E Pass", "S 3H"]
    make(table, "W P", "N P", "E P")
    assert str(table.contract) == "3H" and table.declarer == N
    assert play_out(table) == (6, -300)  # three down, vulnerable


@pytest.mark.law("25A1", "25A6", "27B1(a)", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_25a_unintended_call_replaced_lho_keeps_a_bid_now_insufficient(edition: int) -> None:
    """N 1C (unintended: he meant 2C), E 1D; N replaces 1C by 2C in time (25A). East keeps
    his 1D (25A6), but over 2C it is insufficient: it is ruled under Law 27, not left in
    the auction as a legal call (before the fix: N 2C, E 1D stood as the auction)."""
    table = laws_table(1, "N 1C", "E 1D", edition=edition)
    table.change_call("2C", seat=N)
    table.call_director()
    apply(table, **{"25A": "yes"})
    ruling = rule(table)
    assert ruling.chooser == E and [o.key for o in ruling.options] == ["keep", "withdraw"]
    assert "over 2C, east's 1D is not legal" in "\n".join(ruling.facts)
    ruling.apply(table, "keep")
    assert calls_of(table) == ["N 2C"]
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.INSUFFICIENT_BID
    assert irregularity.offender == E
    table.call_director()
    apply(table, "decline")  # South does not accept 1D
    table.call("2D", seat=E)  # the lowest sufficient bid in the same denomination
    apply(table, B1a="yes")
    assert calls_of(table) == ["N 2C", "E 2D"] and table.obligations == ()
    make(table, "S P", "W P", "N P")
    assert str(table.contract) == "2D" and table.declarer == E
    tricks, score = play_out(table)
    assert (tricks, score) == (5, 150)  # 2D three down, East-West not vulnerable
