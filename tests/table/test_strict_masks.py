"""The strict table checks calls and cards by bit masks: the masks say what the sets say.

The edition's ``legal_call_mask`` / ``legal_card_mask`` are compared with the legal
calls and cards worked out from first principles (Laws 18-22, 44C) along random
boards in every edition; the mask helpers of ``core`` with the hands and calls they
stand for; and calls or cards equal to the shared values but not those very objects
(or written as text) go the full way through ``check_call``/``check_play`` and are
accepted or refused exactly as the shared ones.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.core import ALL_BIDS, DEAL_COUNT, DOUBLE, PASS, REDOUBLE, Board, Card, Deal, Hand
from bridgelaw.core.calls import CALLS, Bid, Call, calls_of_mask
from bridgelaw.core.hands import cards_of_mask
from bridgelaw.editions import EDITIONS, Edition
from bridgelaw.editions.laws_09_40 import Laws09To40
from bridgelaw.editions.laws_41_71 import Laws41To71
from bridgelaw.editions.views import PlayView
from bridgelaw.errors import IllegalActionError
from bridgelaw.laws.auction import AuctionState
from bridgelaw.table import Phase, Table
from bridgelaw.table.strict import law_44_inline
from tests.property.fuzz import examples

SETTINGS = settings(
    max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def _calls_by_rule(auction: AuctionState) -> tuple[Call, ...]:
    """Laws 18-22 from first principles: nothing once ended; else Pass, Double of an
    opponent's undoubled last bid, Redouble of an opponent's double, any higher bid."""
    if auction.is_complete:
        return ()
    seat = auction.next_seat
    out: list[Call] = [PASS]
    bid_by, double_by = auction.last_bid_by, auction.last_double_by
    if bid_by is not None and double_by is None and (seat ^ bid_by) & 1:
        out.append(DOUBLE)
    if double_by is not None and auction.doubling == 1 and (seat ^ double_by) & 1:
        out.append(REDOUBLE)
    last = auction.last_bid
    out.extend(b for b in ALL_BIDS if last is None or b.key > last.key)
    return tuple(out)


def _cards_by_rule(table: Table) -> tuple[Card, ...]:
    play = table.play_state
    assert play is not None
    hand = play.hands[play.next_seat].cards()
    follow = tuple(c for c in hand if c.suit == play.led_suit)
    return follow or hand


def _outcome(action: object, item: object) -> object:
    try:
        action(item)  # type: ignore[operator]
    except IllegalActionError as error:
        return (type(error), str(error), error.law)
    return None


@SETTINGS
@given(
    deal_number=st.integers(0, DEAL_COUNT - 1),
    year=st.sampled_from(sorted(EDITIONS)),
    data=st.data(),
)
def test_masks_agree_with_the_laws_and_equal_values_are_treated_alike(
    deal_number: int, year: int, data: st.DataObject
) -> None:
    table = Table(Board(1, Deal.from_number(deal_number)), edition=year)
    edition = table.edition
    while table.phase == Phase.AUCTION:
        auction = table._auction
        mask = edition.legal_call_mask(auction)
        assert calls_of_mask(mask) == _calls_by_rule(auction) == table.legal_calls()
        call = data.draw(st.sampled_from(CALLS), label="call")
        fresh = Bid(call.level, call.strain) if isinstance(call, Bid) else type(call)()
        tables = [table.copy() for _ in range(3)]
        outcomes = [
            _outcome(t.call, c) for t, c in zip(tables, (call, fresh, str(call)), strict=True)
        ]
        assert outcomes[0] == outcomes[1] == outcomes[2]
        assert (outcomes[0] is None) == (call in table.legal_calls())
        assert tables[0].events == tables[1].events == tables[2].events
        if data.draw(st.booleans(), label="pass"):
            table.call(PASS)
        else:
            calls = table.legal_calls()
            table.call(calls[data.draw(st.integers(0, len(calls) - 1), label="index")])
    while table.phase == Phase.PLAY:
        play = table.play_state
        assert play is not None
        legal = table.legal_cards()
        assert cards_of_mask(edition.legal_card_mask(play)) == legal == _cards_by_rule(table)
        card = legal[data.draw(st.integers(0, len(legal) - 1), label="card")]
        twin = Card(card.suit, card.rank)
        assert twin is not card
        other = table.copy()
        assert _outcome(other.play, twin) is None
        assert other.events == (*table.events, table.play(card))
    assert table.phase == Phase.ENDED


@SETTINGS
@given(mask=st.integers(0, (1 << 52) - 1), suit=st.integers(0, 3))
def test_cards_of_mask_is_the_hand_of_the_mask(mask: int, suit: int) -> None:
    assert cards_of_mask(mask) == tuple(sorted(Hand(mask), key=lambda c: -c.index))
    one_suit = mask & 0x1FFF << 13 * suit
    assert cards_of_mask(one_suit) == Hand(one_suit).cards()
    assert all(c.suit == suit for c in cards_of_mask(one_suit))


def test_parsed_bids_are_the_shared_values_and_masks_name_the_calls() -> None:
    for i, call in enumerate(CALLS):
        assert calls_of_mask(1 << i) == (call,)
        assert Call.parse(str(call)) is call
    assert Call.parse("8S") == Bid(8, Call.parse("1S").strain)  # type: ignore[attr-defined]
    assert calls_of_mask((1 << 38) - 1) == CALLS


_MASKED_HOOKS = (
    (
        Laws09To40,
        "legal_call_mask",
        (
            "law_17_next_to_call",
            "law_18_sufficient",
            "law_19a_may_double",
            "law_19b_may_redouble",
            "law_22_auction_ended",
        ),
    ),
    (Laws41To71, "legal_card_mask", ("law_44_must_follow",)),
)
"""The legal-call and legal-card masks read the auction and the hands directly (a strict
table asks for them on every action), saying what these hooks of Laws 17-22 and 44 say."""


def test_an_edition_that_rewrites_a_law_the_masks_read_rewrites_the_mask_too() -> None:
    for year, edition in EDITIONS.items():
        kind = type(edition)
        for base, mask, hooks in _MASKED_HOOKS:
            rewritten = [h for h in hooks if getattr(kind, h) is not getattr(base, h)]
            if rewritten:
                assert getattr(kind, mask) is not getattr(base, mask), (year, rewritten, mask)


class _LowestCardOnly(Edition):
    """A made-up edition whose legal cards are only the lowest of those Law 44 allows."""

    def legal_card_mask(self, play: PlayView) -> int:
        mask = super().legal_card_mask(play)
        return mask & -mask


def test_a_table_works_out_law_44_inline_only_for_the_editions_own_rule() -> None:
    assert all(law_44_inline(edition) for edition in EDITIONS.values())
    edition = _LowestCardOnly()
    assert not law_44_inline(edition)
    table = Table(Board(1, Deal.from_number(2026)), edition=edition)
    for call in ("1NT", "P", "P", "P"):
        table.call(call)
    while table.phase == Phase.PLAY:  # after every card the edition's rule is asked
        play = table.play_state
        assert play is not None
        legal = table.legal_cards()
        assert legal == cards_of_mask(edition.legal_card_mask(play)) and len(legal) == 1
        assert legal[0] == min(_cards_by_rule(table), key=lambda card: card.index)
        table.play(legal[0])
    assert len(table.tricks) == 13
