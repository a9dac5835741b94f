"""``bridgelaw.check``: replaying recorded table results through the Laws."""

from __future__ import annotations

from bridgelaw.check import check_result
from bridgelaw.core import Board, Call, Card, Contract, Deal, Seat
from bridgelaw.formats.records import AnnotatedCall, TableResult
from tests.conftest import SAMPLE_DEAL

BOARD = Board(1, Deal.parse(SAMPLE_DEAL))  # dealer N, none vulnerable


def auction(*calls: str) -> tuple[AnnotatedCall, ...]:
    return tuple(AnnotatedCall(Call.parse(c)) for c in calls)


def full_play() -> tuple[Card, ...]:
    """1NT by North: East leads clubs from the top; everyone follows low."""
    from bridgelaw.table import Phase, Table

    table = Table(BOARD)
    for call in ("1NT", "P", "P", "P"):
        table.call(call)
    cards = []
    while table.phase == Phase.PLAY:
        card = table.legal_cards()[-1]
        table.play(card)
        cards.append(card)
    return tuple(cards)


def record(**fields: object) -> TableResult:
    return TableResult(source="test", line=1, board=BOARD, **fields)  # type: ignore[arg-type]


def test_a_consistent_record_has_no_problem() -> None:
    play = full_play()
    from bridgelaw.table import Table

    table = Table(BOARD)
    for call in ("1NT", "P", "P", "P"):
        table.call(call)
    for card in play:
        table.play(card)
    tricks = table.declarer_tricks
    score = table.score_ns()
    report = check_result(
        record(
            auction=auction("1NT", "P", "P", "P"),
            contract=Contract.parse("1NT", declarer=Seat.NORTH),
            play=play,
            result=tricks,
            score_ns=score,
        )
    )
    assert report.ok, report.problems
    assert report.replayed_calls == 4 and report.replayed_cards == 52
    assert (report.contract, report.declarer, report.tricks) == ("1NT", "N", tricks)
    assert report.score == score


def test_an_insufficient_bid_is_reported_with_its_law() -> None:
    report = check_result(record(auction=auction("1NT", "1S", "P", "P", "P")))
    assert [p.kind for p in report.problems] == ["illegal-call"]
    assert report.problems[0].law == "18D"


def test_a_revoke_is_reported_with_law_44c() -> None:
    play = (Card.parse("CA"), Card.parse("DA"))  # South holds clubs but plays a diamond
    report = check_result(record(auction=auction("1NT", "P", "P", "P"), play=play))
    assert report.problems[0].kind == "illegal-card"
    assert report.problems[0].law == "44C"


def test_a_wrong_recorded_score_is_reported() -> None:
    report = check_result(
        record(contract=Contract.parse("4S", declarer=Seat.NORTH), result=10, score_ns=400)
    )
    assert report.score == 420
    assert [p.kind for p in report.problems] == ["score"]
    assert "+420" in report.problems[0].message and "+400" in report.problems[0].message


def test_recorded_tricks_that_disagree_with_the_play() -> None:
    play = full_play()
    report = check_result(record(auction=auction("1NT", "P", "P", "P"), play=play, result=0))
    assert [p.kind for p in report.problems] == ["tricks"]


def test_a_contract_that_disagrees_with_the_auction() -> None:
    report = check_result(
        record(
            auction=auction("1NT", "P", "P", "P"),
            contract=Contract.parse("2S", declarer=Seat.SOUTH),
        )
    )
    assert [p.kind for p in report.problems] == ["contract"]


def test_truncated_play_with_claim_uses_the_recorded_result() -> None:
    play = full_play()[:20]
    report = check_result(
        record(auction=auction("1NT", "P", "P", "P"), play=play, result=7, score_ns=90)
    )
    assert report.ok
    assert report.tricks == 7 and report.score == 90


def test_east_west_declarer_scores_are_negative_for_ns() -> None:
    report = check_result(
        record(contract=Contract.parse("3NTX", declarer=Seat.EAST), result=5, score_ns=800)
    )
    assert report.score == 800  # NV down 4 doubled: 800 to NS
    assert report.ok


def test_passed_out_board() -> None:
    report = check_result(record(auction=auction("P", "P", "P", "P"), passed_out=True, score_ns=0))
    assert report.ok and report.contract == "Pass" and report.score == 0


def test_a_claim_that_disagrees_with_the_recorded_result() -> None:
    play = full_play()[:20]
    report = check_result(
        record(auction=auction("1NT", "P", "P", "P"), play=play, claimed_tricks=8, result=7)
    )
    assert [p.kind for p in report.problems] == ["claim"]
    assert report.tricks == 7
