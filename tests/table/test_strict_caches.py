"""The strict table's derived-state caches agree with the state they are derived from.

A strict table keeps its phase up to date event by event, a deal keeps an index from
each card to its holder, a card keeps its index and a hand serves its cards from a
table of holdings: each is checked here against a plain recomputation, along random
boards (hypothesis) and at the edges (undo, replay, claims, passed-out boards).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.core import DEAL_COUNT, DECK, PASS, Board, Card, Deal, Hand, Rank, Seat, Suit
from bridgelaw.errors import IllegalPlayError, PhaseError
from bridgelaw.table import Phase, Table
from tests.property.fuzz import examples

SETTINGS = settings(
    max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def _scanned_holder(deal: Deal, card: Card) -> Seat | None:
    for seat in Seat:
        if card in deal[seat]:
            return seat
    return None


def _legal_by_rule(table: Table) -> tuple[Card, ...]:
    """Law 44C from first principles: follow the suit led if able, else any card."""
    play = table.play_state
    if table.phase != Phase.PLAY or play is None:
        return ()
    hand = [c for c in DECK[::-1] if c in play.hands[play.next_seat]]
    led = play.led_suit
    follow = [c for c in hand if c.suit == led]
    return tuple(follow or hand)


def _check(table: Table) -> None:
    assert table.phase == table._derive_phase()
    assert table.legal_cards() == _legal_by_rule(table)


@SETTINGS
@given(deal_number=st.integers(0, DEAL_COUNT - 1), data=st.data())
def test_cached_phase_and_legal_cards_match_the_state_along_a_random_board(
    deal_number: int, data: st.DataObject
) -> None:
    deal = Deal.from_number(deal_number)
    table = Table(Board(data.draw(st.integers(1, 16), label="board"), deal))
    _check(table)
    while table.phase == Phase.AUCTION:
        if data.draw(st.booleans(), label="pass"):
            table.call(PASS)
        else:
            calls = table.legal_calls()
            table.call(calls[data.draw(st.integers(0, len(calls) - 1), label="call")])
        _check(table)
    claim_at = data.draw(st.integers(0, 60), label="claim at")
    while table.phase == Phase.PLAY:
        if len(table.events) == claim_at:
            table.claim(data.draw(st.integers(0, 13 - len(table.tricks)), label="tricks"))
        else:
            legal = table.legal_cards()
            table.play(legal[data.draw(st.integers(0, len(legal) - 1), label="card")])
        _check(table)
    assert table.phase == Phase.ENDED
    rebuilt = Table.replay(table.board, table.events)
    assert rebuilt.phase == table.phase and rebuilt.events == table.events
    while table.events:
        table.undo()
        _check(table)
    assert table.legal_calls()  # back to the start of the auction


@SETTINGS
@given(deal_number=st.integers(0, DEAL_COUNT - 1))
def test_the_holder_index_agrees_with_the_hands(deal_number: int) -> None:
    deal = Deal.from_number(deal_number)
    for card in DECK:
        assert deal.holder(card) == _scanned_holder(deal, card)


def test_a_partial_deal_has_no_holder_for_a_missing_card_and_nothing_holds_a_non_card() -> None:
    deal = Deal.parse("N:AK.-.-.- - - -", partial=True)
    assert deal.holder(Card.parse("SA")) == Seat.NORTH
    assert deal.holder(Card.parse("C2")) is None
    assert deal.holder("SA") is None  # type: ignore[arg-type]
    assert deal == Deal.parse("N:AK.-.-.- - - -", partial=True)  # the index is not compared


@SETTINGS
@given(mask=st.integers(0, (1 << 52) - 1))
def test_hand_cards_and_suit_cards_list_the_mask_highest_first(mask: int) -> None:
    hand = Hand(mask)
    expected = tuple(DECK[i] for i in range(51, -1, -1) if mask >> i & 1)
    assert hand.cards() == expected
    assert tuple(hand) == expected
    for suit in Suit:
        assert hand.suit_cards(suit) == tuple(c for c in expected if c.suit == suit)


def test_card_index_is_kept_and_not_compared() -> None:
    for i, card in enumerate(DECK):
        assert card.index == i == 13 * card.suit + card.rank - 2
        made = Card(card.suit, card.rank)
        assert made == card and hash(made) == hash(card) and made.index == i
    assert Card.__match_args__ == ("suit", "rank")
    assert repr(Card(Suit.HEARTS, Rank.TEN)) == "Card.parse('HT')"


def test_card_events_are_shared_values_equal_to_fresh_ones() -> None:
    deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    first, second = Table(Board(1, deal)), Table(Board(1, deal))
    for table in (first, second):
        for call in ("1NT", "P", "P", "P"):
            table.call(call)
    one = first.play("ST")
    other = second.play(Card(Suit.SPADES, Rank.TEN))
    assert one == other and one.card is DECK[Card.parse("ST").index]
    assert (one.seat, one.by) == (Seat.EAST, Seat.EAST)
    dummy_card = first.play("S5")  # dummy's card, played by declarer
    assert (dummy_card.seat, dummy_card.by) == (Seat.SOUTH, Seat.NORTH)


def test_errors_are_unchanged_around_the_fast_path() -> None:
    deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    table = Table(Board(1, deal))
    with pytest.raises(PhaseError, match="SA is played during the auction") as error:
        table.play("SA")
    assert str(error.value.law) == "41A"
    for call in ("1NT", "P", "P", "P"):
        table.call(call)
    with pytest.raises(IllegalPlayError, match="opening lead out of turn") as illegal:
        table.play("SA")
    assert str(illegal.value.law) == "41A"
    assert table.phase == Phase.PLAY and not table.events[4:]
    with pytest.raises(IllegalPlayError, match="not in north's hand"):
        table.play("ST", seat=Seat.NORTH)
    table.claim(7)
    with pytest.raises(PhaseError, match="but play has ended"):
        table.play("ST")
    passed = Table(Board(1, deal))
    for _ in range(4):
        passed.call(PASS)
    assert passed.phase == Phase.ENDED
    with pytest.raises(PhaseError, match="passed out"):
        passed.play("ST")


def test_play_state_hands_and_masks_stay_one_state() -> None:
    """A PlayState keeps its hands as masks: a hand set in ``hands`` (a Blue Chip client
    learning dummy's cards) sets the mask; a card played changes both."""
    from bridgelaw.core import Contract
    from bridgelaw.laws.play import PlayState

    deal = Deal.from_number(7)
    play = PlayState(Contract.parse("3NTS"), Seat.SOUTH, [Hand(0)] * 4, Seat.WEST)
    play.hands[Seat.NORTH] = deal[Seat.NORTH]
    assert play.masks[Seat.NORTH] == deal[Seat.NORTH].mask
    copy = play.copy()
    card = deal[Seat.NORTH].cards()[0]
    copy.apply(Seat.NORTH, card)
    assert card not in copy.hands[Seat.NORTH] and card in play.hands[Seat.NORTH]
    assert [h.mask for h in copy.hands] == copy.masks
