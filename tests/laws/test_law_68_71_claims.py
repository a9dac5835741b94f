"""Laws 68-71 in laws mode: claims and concessions, agreed or disputed, play-on by
agreement (2017), acquiescence withdrawn (69B) and concessions cancelled (71).

Scenarios T22-T25 of the digest (shared/laws/laws-41-93.md §7). Each board is dealt so
that a legal play of its other cards reaches the scenario's ending (``deal_for_ending``).
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Contract, Seat, Vulnerability
from bridgelaw.errors import PhaseError
from bridgelaw.laws.end_state import ClaimStatus, Moment
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import Phase, Table
from bridgelaw.table.end_events import (
    AgreementWithdrawn,
    ClaimAnswered,
    ClaimMade,
    ConcessionDisputed,
    Milestone,
    RevokeAttention,
)
from tests.laws.end_helpers import (
    E,
    N,
    S,
    W,
    apply,
    bid_table,
    deal_for_ending,
    facts,
    phase,
    play_all,
    rule,
)

ALL = (2017, 2007, 1997, 1987)

# T22: 4S by South at trick 10: S holds SQ HAKQ, West still holds SJ and no heart.
T22 = {S: "SQ HA HK HQ", W: "SJ D2 D3 D4", N: "H2 H3 H4 H5", E: "HJ HT H9 H8"}
# T24: 3NT by South, 5 left: S holds HAKQJ and C2; West holds the CA.
T24 = {S: "HA HK HQ HJ C2", W: "CA H2 H3 H4 H5", N: "C3 C4 C5 C6 C7", E: "H6 H7 H8 H9 HT"}
# T25: 3NT by South, 3 left: S holds SAKQ (three winners); NS have 7 tricks.
T25 = {S: "SA SK SQ", W: "H2 H3 H4", N: "S2 S3 S4", E: "D2 D3 D4"}


def at_ending(
    ending: dict[Seat, str],
    contract: str,
    *,
    edition: int = 2017,
    ns_tricks: int | None = None,
    vulnerability: Vulnerability = Vulnerability.NONE,
) -> Table:
    """A table of the scenario's board, played to its ending with South on lead."""
    parsed = Contract.parse(contract, declarer=S)
    deal, order = deal_for_ending(ending, parsed, leader=S, ns_tricks=ns_tricks)
    table = bid_table(deal, contract, edition=edition, vulnerability=vulnerability)
    play_all(table, order)
    assert table.turn == S
    return table


def ruled(table: Table, won: int, tricks: int) -> None:
    """The first claim ruled by the director (70): play is over and South's side has the
    ``won`` tricks it had and the ``tricks`` credited."""
    assert phase(table) == Phase.ENDED
    claim = table.laws_state.play.end.claims[0]
    assert claim.status is ClaimStatus.RULED and claim.settled == tricks
    assert table.declarer_tricks == won + tricks


def _agree(table: Table, claimer: Seat = S) -> None:
    for seat in (W, E) if claimer in (N, S) else (N, S):
        table.apply(ClaimAnswered(seat, "agree"))


# -------------------------------------------------------------- T22: 70C
@pytest.mark.law("70C", "70A", "68D2(a)", editions=ALL)
@pytest.mark.parametrize("edition", ALL)
def test_t22_outstanding_trump_not_mentioned(edition: int) -> None:
    table = at_ending(T22, "4S", edition=edition)
    won = table.tricks_won(S.side)
    table.apply(ClaimMade(S, 4, statement="all high"))
    assert phase(table) == Phase.DIRECTOR  # play ceases (68D)
    with pytest.raises(PhaseError):
        table.play("HA")
    table.apply(ClaimAnswered(W, "dispute"))
    table.call_director(by=W)
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["70C"]
    text = facts(ruling)
    assert "worst normal outcome: 3" in text and "careful" in text
    assert "SJ" in text and "70C" in text
    ruling = rule(table, **{"70C": "yes"})
    assert [q.key for q in ruling.questions] == ["70"]
    assert "suggests 3" in ruling.questions[0].text
    apply(table, **{"70C": "yes", "70": "3"})
    ruled(table, won, 3)


@pytest.mark.law("70C", editions=(2017,))
def test_t22_claimer_clearly_aware_of_the_trump() -> None:
    table = at_ending(T22, "4S")
    table.apply(ClaimMade(S, 4, statement="all high"))
    table.call_director()
    ruling = rule(table, **{"70C": "no"})
    assert "suggests 4" in ruling.questions[0].text


@pytest.mark.law("68C", editions=(2017,))
@pytest.mark.law("70C1", editions=(2017,), indirect=True)
def test_claim_mentioning_trumps_holds() -> None:
    table = at_ending(T22, "4S")
    table.apply(ClaimMade(S, 4, statement="drawing the last trump", line="trumps hearts",
                          trumps=True))  # fmt: skip
    table.call_director()
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["70"]  # no 70C question
    assert "suggests 4" in ruling.questions[0].text


# ------------------------------------------------------------ agreed: 69A
@pytest.mark.law("69A", "68B1", editions=(2017,))
def test_agreed_claim_ends_play() -> None:
    table = at_ending(T22, "4S")
    won = table.tricks_won(S.side)
    table.apply(ClaimMade(S, 3, statement="I lose a trump"))
    table.apply(ClaimAnswered(W, "agree"))
    assert phase(table) == Phase.DIRECTOR  # East has not answered
    table.apply(ClaimAnswered(E, "agree"))
    assert phase(table) == Phase.ENDED and table.declarer_tricks == won + 3
    claim = table.claim_made
    assert claim is not None and claim.tricks == 3


@pytest.mark.law("68A", "68D", editions=(2017,))
def test_claim_errors_leave_the_table_unchanged() -> None:
    table = at_ending(T22, "4S")
    before = table.events
    for event in (ClaimMade(S, 5), ClaimMade(N, 4), ClaimAnswered(W, "agree")):
        with pytest.raises(PhaseError):
            table.apply(event)
        assert table.events == before
    table.apply(ClaimMade(S, 4))
    with pytest.raises(PhaseError):
        table.apply(ClaimAnswered(S, "agree"))  # the claimer does not answer
    with pytest.raises(PhaseError):
        table.apply(ClaimAnswered(W, "maybe"))


# --------------------------------------------------------- T23: play-on
@pytest.mark.law("68D2(b)", editions=(2017,))
def test_t23_play_on_by_agreement_2017() -> None:
    table = at_ending(T22, "4S")
    table.apply(ClaimMade(S, 3, statement="three of the four"))
    table.apply(ClaimAnswered(E, "dispute"))
    with pytest.raises(PhaseError):
        table.apply(ClaimAnswered(S, "play-on"))  # only at the non-claiming side's request
    for seat in (E, W, N, S):
        table.apply(ClaimAnswered(seat, "play-on"))
    assert phase(table) == Phase.PLAY and table.irregularity is None
    claim = table.laws_state.play.end.claims[0]
    assert claim.status is ClaimStatus.VOID
    assert table.penalty_cards == () and table.ledger == ()
    for card in ("SQ", "D2", "H2", "H8"):
        table.play(card)
    assert table.tricks[-1].winner == S


@pytest.mark.law("68D", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", (2007, 1997, 1987))
def test_t23_no_play_on_before_2017(edition: int) -> None:
    table = at_ending(T22, "4S", edition=edition)
    table.apply(ClaimMade(S, 3))
    table.apply(ClaimAnswered(E, "dispute"))
    with pytest.raises(PhaseError) as info:
        table.apply(ClaimAnswered(W, "play-on"))
    assert str(info.value.law) == "68D"
    table.call_director()
    apply(table, **{"70C": "yes", "70": "3"})
    assert phase(table) == Phase.ENDED


@pytest.mark.law("68B2", editions=ALL)
@pytest.mark.parametrize(("edition", "clause"), [(2017, "16C"), (2007, "16D"), (1997, "16"),
                                                 (1987, "16")])  # fmt: skip
def test_defender_concession_partner_objects(edition: int, clause: str) -> None:
    table = at_ending(T22, "4S", edition=edition)
    table.apply(ClaimMade(W, 0, statement="the rest are yours"))
    table.apply(ClaimAnswered(E, "object"))
    assert phase(table) == Phase.PLAY  # no concession: play continues
    assert table.laws_state.play.end.claims[0].status is ClaimStatus.NO_CONCESSION
    entry = table.ledger[-1]
    assert str(entry.law) == clause and entry.unauthorized_to == W.side
    assert W not in table.laws_state.play.spread


# ---------------------------------------------------------------- T24: 69B
@pytest.mark.law("69B", "69B2", "69A", editions=ALL)
@pytest.mark.parametrize("edition", ALL)
def test_t24_acquiescence_withdrawn(edition: int) -> None:
    table = at_ending(T24, "3NT", edition=edition)
    won = table.tricks_won(S.side)
    table.apply(ClaimMade(S, 5, statement="all mine"))
    _agree(table)
    assert table.declarer_tricks == won + 5
    table.apply(Milestone(Moment.NEXT_BOARD_CALL))  # acquiescence complete (69A)
    table.apply(AgreementWithdrawn(W, minutes=12))
    ruling = rule(table)
    law = "69B2" if edition >= 2007 else "69B"
    assert [q.key for q in ruling.questions] == [law]
    standard = "would likely have won" if edition >= 2007 else "could not have been lost"
    assert standard in facts(ruling)
    assert "suggests 1" in ruling.questions[0].text
    apply(table, **{law: "1"})
    assert table.declarer_tricks == won + 4
    assert table.score_ns() is not None


@pytest.mark.law("69A", "70", editions=(2017,))
def test_agreement_withdrawn_before_acquiescence_is_complete_is_a_dispute() -> None:
    table = at_ending(T24, "3NT")
    won = table.tricks_won(S.side)
    table.apply(ClaimMade(S, 5))
    _agree(table)
    table.apply(AgreementWithdrawn(E))
    assert table.irregularity is not None and table.irregularity.kind == Kind.CLAIM
    assert phase(table) == Phase.DIRECTOR
    apply(table, **{"70": "4"})
    assert table.declarer_tricks == won + 4


@pytest.mark.law("69B", editions=(2017,))
@pytest.mark.law("79C", editions=(2017,), indirect=True)
def test_acquiescence_withdrawn_too_late() -> None:
    table = at_ending(T24, "3NT")
    table.apply(ClaimMade(S, 5))
    _agree(table)
    table.apply(Milestone(Moment.ROUND_ENDED))
    before = table.events
    with pytest.raises(PhaseError):
        table.apply(AgreementWithdrawn(W, minutes=45))
    assert table.events == before
    table.apply(AgreementWithdrawn(W, minutes=45, correction_period=60))
    assert table.irregularity is not None


# ------------------------------------------------------------------ T25: 71
@pytest.mark.law("71", "71B", "71A", editions=ALL)
@pytest.mark.parametrize(("edition", "law"), [(2017, "71B"), (2007, "71"), (1997, "71A"),
                                              (1987, "71A1")])  # fmt: skip
def test_t25_concession_cancelled(edition: int, law: str) -> None:
    table = at_ending(T25, "3NT", edition=edition, ns_tricks=7)
    table.apply(ClaimMade(S, 2, statement="I lose one"))
    _agree(table)
    assert table.declarer_tricks == 9 and table.score_ns() == 400
    table.apply(Milestone(Moment.NEXT_BOARD_CALL))
    table.apply(ConcessionDisputed(S, minutes=5))
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == [law]
    assert "suggests 1" in ruling.questions[0].text
    apply(table, **{law: "1"})
    assert table.declarer_tricks == 10 and table.score_ns() == 430


@pytest.mark.law("71", editions=(2017,))
def test_concession_errors() -> None:
    table = at_ending(T25, "3NT", ns_tricks=7)
    with pytest.raises(PhaseError):
        table.apply(ConcessionDisputed(S))  # nothing conceded yet
    table.apply(ClaimMade(S, 3))
    _agree(table)
    with pytest.raises(PhaseError):
        table.apply(ConcessionDisputed(S))  # South conceded nothing
    with pytest.raises(PhaseError):
        table.apply(AgreementWithdrawn(S))  # South agreed to no claim of the opponents


# ------------------------------------------------------ claims and revokes
@pytest.mark.law("63A3", editions=(2017,))
def test_claim_by_the_offending_side_establishes_a_revoke() -> None:
    from tests.laws.end_helpers import scenario
    from tests.laws.test_law_61_64_revokes import T19

    table, order = scenario(T19, "3NT")
    play_all(table, order[:16])  # West revoked at trick 4; nobody has played on
    table.apply(ClaimMade(W, 0, statement="the rest are yours"))
    _agree(table, W)
    table.apply(RevokeAttention(E, W))
    ruling = rule(table)
    assert str(ruling.law) == "63A3"


# ---------------------------------------------------------------- 70B
@pytest.mark.law("70B", "70B1", "70B2", "70B3", editions=ALL, indirect=True)
@pytest.mark.parametrize(
    ("edition", "faced_before_objections"), [(2017, False), (2007, False), (1997, True),
                                             (1987, True)]
)  # fmt: skip
def test_70b_the_directors_procedure_by_edition(
    edition: int, faced_before_objections: bool
) -> None:
    table = at_ending(T22, "4S", edition=edition)
    table.apply(ClaimMade(S, 4, statement="all high"))
    table.apply(ClaimAnswered(W, "dispute"))
    table.call_director(by=W)
    steps = [f for f in rule(table).facts if "(70B)" in f]
    assert len(steps) == 1
    text = steps[0]
    repeat, objections = text.index("repeats his statement"), text.index("objections")
    faced = text.index("face")
    assert repeat < objections and repeat < faced  # 70B1 first
    assert (faced < objections) is faced_before_objections
    assert ("may have the remaining cards faced" in text) is not faced_before_objections


@pytest.mark.law("70D2", editions=ALL, indirect=True)
@pytest.mark.parametrize("edition", ALL)
def test_70d2_a_defenders_claim_by_edition(edition: int) -> None:
    table = at_ending(T24, "3NT", edition=edition)
    table.apply(ClaimMade(W, 1, statement="the club ace"))
    table.apply(ClaimAnswered(S, "dispute"))
    table.call_director(by=S)
    text = facts(rule(table))
    # 2007 and 2017 have Law 70D2; 1987 and 1997 judge a defender's claim under 70A alone
    assert ("(70D2)" in text) is (edition >= 2007)
    assert ("his partner's plays included" in text) is (edition < 2007)
