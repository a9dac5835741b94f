"""The natural bidding system on the standard sequences: each call, its alert and the
explanation the opponents are given, and what the calls show to the other players."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Call
from bridgelaw.core.cards import DECK, Suit
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.robots import RobotCall, play_board
from bridgelaw.robots.bidding import HandRange, NaturalBidder, explain
from bridgelaw.robots.bidding.engine import NO_AGREEMENT
from bridgelaw.table.table import Table
from bridgelaw.table.views import view

BIDDER = NaturalBidder()


def _deal(hands: dict[Seat, str]) -> Deal:
    """A deal with the given hands; the other seats share the remaining cards."""
    fixed = {seat: Hand.parse(text) for seat, text in hands.items()}
    used = 0
    for hand in fixed.values():
        used |= hand.mask
    rest = [card for card in DECK if not used >> card.index & 1]
    others = [seat for seat in Seat if seat not in fixed]
    for i, seat in enumerate(others):
        fixed[seat] = Hand.from_cards(rest[13 * i : 13 * i + 13])
    return Deal((fixed[Seat.NORTH], fixed[Seat.EAST], fixed[Seat.SOUTH], fixed[Seat.WEST]))


def _table(hands: dict[Seat, str], calls: str) -> Table:
    """Board 1 (North deals) with these hands, after ``calls`` (e.g. ``"1NT P"``)."""
    table = Table(Board(1, _deal(hands)))
    for text in calls.split():
        seat = table.acting_player
        assert seat is not None
        table.call(Call.parse(text), seat=seat)
    return table


def _next(hands: dict[Seat, str], calls: str) -> RobotCall:
    """The bidder's call for the seat due after ``calls``."""
    table = _table(hands, calls)
    seat = table.acting_player
    assert seat is not None
    made = BIDDER.call(view(table, seat))
    assert made.call in view(table, seat).legal_calls
    return made


def _calls(text: str) -> Sequence[Call]:
    return [Call.parse(c) for c in text.split()]


# ---------------------------------------------------------------- notrump, Stayman


def test_1nt_opening() -> None:
    made = _next({Seat.NORTH: "AK5.KQ4.J532.Q32"}, "")
    assert made == RobotCall(Call.parse("1NT"), False, "15-17 HCP, balanced")


def test_stayman_1nt_2c_2h() -> None:
    hands = {Seat.NORTH: "AK5.KQ43.J53.Q32", Seat.SOUTH: "Q762.AJ52.K4.654"}
    ask = _next(hands, "1NT P")
    assert ask.call == Call.parse("2C") and ask.alert
    assert ask.explanation == "Stayman: asks for a four-card major; 8+ HCP, a four-card major"
    answer = _next(hands, "1NT P 2C P")
    assert answer.call == Call.parse("2H") and answer.alert
    assert answer.explanation == "Answer to Stayman: four hearts (may hold four spades)"
    game = _next(hands, "1NT P 2C P 2H P")
    assert game == RobotCall(Call.parse("4H"), False, "To play: 10-15 HCP, four hearts")


def test_stayman_without_a_fit_ends_in_notrump() -> None:
    hands = {Seat.NORTH: "AK5.KQ4.J532.Q32", Seat.SOUTH: "Q762.AJ2.K84.654"}
    answer = _next(hands, "1NT P 2C P")
    assert answer.call == Call.parse("2D")
    assert answer.explanation == "Answer to Stayman: no four-card major"
    assert _next(hands, "1NT P 2C P 2D P").call == Call.parse("3NT")


# ---------------------------------------------------------------- transfers


def test_transfer_1nt_2d_2h_and_weak_pass() -> None:
    hands = {Seat.NORTH: "AK5.KQ4.J532.Q32", Seat.SOUTH: "762.J8652.K4.654"}
    transfer = _next(hands, "1NT P")
    assert transfer == RobotCall(Call.parse("2D"), True, "Transfer: 5+ hearts (any strength)")
    completion = _next(hands, "1NT P 2D P")
    assert completion == RobotCall(Call.parse("2H"), True, "Completes the transfer (forced)")
    rest = _next(hands, "1NT P 2D P 2H P")
    assert rest == RobotCall(Call.parse("P"), False, "Weak: 0-7 HCP, to play in hearts")


def test_transfer_to_spades_then_game() -> None:
    hands = {Seat.NORTH: "K5.KQ42.AJ53.Q32", Seat.SOUTH: "AJ8762.A8.K4.654"}
    assert _next(hands, "1NT P").call == Call.parse("2H")
    assert _next(hands, "1NT P 2H P").call == Call.parse("2S")
    game = _next(hands, "1NT P 2H P 2S P")
    assert game == RobotCall(Call.parse("4S"), False, "To play: 10-15 HCP, 6+ spades")


# ---------------------------------------------------------------- majors, raises, rebids


def test_1s_2s_simple_raise_and_opener_passes() -> None:
    hands = {Seat.NORTH: "AKJ52.K43.Q53.J2", Seat.SOUTH: "Q76.J852.K42.654"}
    assert _next(hands, "").call == Call.parse("1S")
    raise_ = _next(hands, "1S P")
    assert raise_ == RobotCall(Call.parse("2S"), False, "Simple raise: 6-9 HCP, 3+ trumps")
    assert _next(hands, "1S P 2S P") == RobotCall(Call.parse("P"), False, "Minimum: to play")


def test_game_try_accepted_with_a_maximum() -> None:
    hands = {Seat.NORTH: "AKJ52.AK3.Q53.J2", Seat.SOUTH: "Q76.J852.K42.K54"}
    try_ = _next(hands, "1S P 2S P")
    assert try_.call == Call.parse("3S")
    assert try_.explanation == ("Game try: 16-18 HCP, asks partner to bid game with a maximum")
    assert _next(hands, "1S P 2S P 3S P").call == Call.parse("4S")


@pytest.mark.parametrize(
    ("north", "rebid", "explanation"),
    [
        ("AK5.K4.QJ532.J32", "1NT", "12-14 HCP, balanced"),
        ("AK54.K4.QJ532.32", "1S", "Natural: 4+ spades, 12-21 HCP"),
        ("A5.K854.QJ532.K2", "2H", "Simple raise: 12-15 HCP, 4+ hearts"),
        ("A5.K4.QJ9532.K32", "2D", "Rebid: 5+ diamonds (no other descriptive bid)"),
        ("A5.4.KQJ532.AK32", "3D", "Invitational: 16-18 HCP, 6+ diamonds"),
    ],
)
def test_openers_rebid_after_1d_1h(north: str, rebid: str, explanation: str) -> None:
    assert _next({Seat.NORTH: north}, "").call == Call.parse("1D")
    made = _next({Seat.NORTH: north}, "1D P 1H P")
    assert made == RobotCall(Call.parse(rebid), False, explanation)


# ---------------------------------------------------------------- competition


def test_takeout_double_of_1h() -> None:
    made = _next({Seat.EAST: "AQ54.4.KJ32.K932"}, "1H")
    assert made.call == Call.parse("X")
    assert made.explanation == (
        "Takeout: 12+ HCP, short hearts, support for the unbid suits (or any 17+ hand)"
    )
    advance = _next({Seat.EAST: "AQ54.4.KJ32.K932", Seat.WEST: "K8762.9532.74.54"}, "1H X P")
    assert advance == RobotCall(
        Call.parse("1S"), False, "Forced answer: 0-8 HCP, 3+ spades (a four-card major first)"
    )


def test_overcall_of_1d() -> None:
    made = _next({Seat.EAST: "AQJ54.K4.532.932"}, "1D")
    assert made == RobotCall(Call.parse("1S"), False, "Overcall: 8-16 HCP, 5+ spades")


# ---------------------------------------------------------------- 2C, Blackwood, pass-out


def test_strong_2c_and_the_waiting_2d() -> None:
    hands = {Seat.NORTH: "AKQ5.AK4.AQ32.32"}
    opening = _next(hands, "")
    assert opening == RobotCall(
        Call.parse("2C"), True, "Strong and artificial: 22+ HCP (says nothing about clubs)"
    )
    waiting = _next(hands, "2C P")
    assert waiting == RobotCall(Call.parse("2D"), True, "Waiting: artificial, any hand")
    assert _next(hands, "2C P 2D P").call == Call.parse("2NT")


@pytest.mark.parametrize(
    ("opener", "answer", "explanation"),
    [
        ("KQJ52.K43.Q53.J2", "5C", "Answer to Blackwood: 0 or 4 aces"),
        ("AQJ52.K43.Q53.J2", "5D", "Answer to Blackwood: 1 ace"),
        ("AQJ52.A43.Q53.J2", "5H", "Answer to Blackwood: 2 aces"),
        ("AQJ52.A43.A53.J2", "5S", "Answer to Blackwood: 3 aces"),
    ],
)
def test_blackwood_answers(opener: str, answer: str, explanation: str) -> None:
    made = _next({Seat.NORTH: opener}, "1S P 2NT P 3S P 4NT P")
    assert made == RobotCall(Call.parse(answer), True, explanation)


def test_blackwood_asker_signs_off_with_two_aces_missing() -> None:
    hands = {Seat.SOUTH: "K876.KQJ.KQJ.KQ4"}
    assert _next(hands, "1S P 2NT P 3S P 4NT P 5D P").call == Call.parse("5S")
    assert _next(hands, "1S P 2NT P 3S P 4NT P 5S P").call == Call.parse("6S")


def test_a_board_of_weak_hands_is_passed_out() -> None:
    deal = Deal.parse("N:AJ32.K32.Q32.J32 KT9.QJT.KT9.QT98 Q87.A87.J87.K654 654.9654.A654.A7")
    table = play_board(Board(1, deal), {seat: NaturalBidder() for seat in Seat})
    assert table.passed_out
    assert [e.explanation for e in table.auction] == ["No opening bid: 0-11 HCP"] * 4


# ---------------------------------------------------------------- explanations, inferences


def test_explain_gives_each_call_its_meaning_in_context() -> None:
    auction = _calls("1NT P 2D P 2H P 3NT P")
    assert explain(auction, 0) == "15-17 HCP, balanced"
    assert explain(auction, 2) == "Transfer: 5+ hearts (any strength)"
    assert explain(auction, 4) == "Completes the transfer (forced)"
    assert explain(auction, 6) == "Choice of games: 10-15 HCP, five hearts"
    assert BIDDER.explain(auction, 2) == explain(auction, 2)
    assert explain(_calls("P P 1S P 2S"), 4) == "Simple raise: 6-9 HCP, 3+ trumps"
    assert explain(_calls("1NT P 7C"), 2) == NO_AGREEMENT


def test_inferences_read_the_auction() -> None:
    hands = {Seat.NORTH: "AK5.KQ43.J53.Q32", Seat.SOUTH: "Q762.AJ52.K4.654"}
    table = _table(hands, "1NT P 2C P 2H P")
    seen = BIDDER.inferences(view(table, Seat.EAST))
    assert set(seen) == {Seat.NORTH, Seat.SOUTH, Seat.WEST}
    north = seen[Seat.NORTH]
    assert (north.hcp_min, north.hcp_max) == (15, 17)
    assert north.length(Suit.HEARTS) == (4, 5)
    assert north.length(Suit.CLUBS) == (2, 5)
    assert seen[Seat.SOUTH].hcp_min == 8
    assert seen[Seat.WEST] == HandRange.ANY  # passes over 1NT are not read
    for seat, shown in seen.items():
        assert shown.admits(table.board.deal[seat]) if table.board.deal else False
