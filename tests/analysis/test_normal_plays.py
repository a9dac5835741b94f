"""The model of normal plays (Law 70): which cards the claiming side may play."""

from __future__ import annotations

from bridgelaw.analysis.endings import Position
from bridgelaw.analysis.normal import Cash, DrawTrumps, NormalPlay, PlayCard
from bridgelaw.core import Card, Hand, Seat, Side, Strain, Suit


def ending(hands: str, leader: Seat, strain: Strain, current: str = "") -> Position:
    return Position.create(
        [Hand.parse(h) for h in hands.split()],
        leader=leader,
        strain=strain,
        current=[Card.parse(t) for t in current.split()],
    )


def names(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


def test_split_suit_from_either_hand_unless_top_down() -> None:
    # South SA2 HK, North SK3 D2; opponents hold no spade above: either hand may start.
    pos = ending("K3.-.2.- Q.-.A.2 A2.K.-.- -.A.K.3", Seat.SOUTH, Strain.NOTRUMP)
    line = [Cash(Suit.SPADES)]
    assert names(NormalPlay(line, Side.NS)(pos)) == ["SA", "S2"]
    assert names(NormalPlay(line, Side.NS, top_down=True)(pos)) == ["SA"]


def test_free_leads_cash_winners_before_losers() -> None:
    # South SA HK H2 (the HA is out): the SA is a winner, the hearts are not.
    pos = ending("-.-.432.- -.A.KQ.- A.K2.-.- -.-.-.AKQ", Seat.SOUTH, Strain.NOTRUMP)
    assert names(NormalPlay((), Side.NS)(pos)) == ["SA"]
    after, _ = pos.play(Card.parse("SA").index)
    for card in ("CA", "D4", "DK"):
        after, _ = after.play(Card.parse(card).index)
    # North won nothing: South still on lead, only losers left: the lowest of each suit.
    assert after.to_play == Seat.SOUTH
    assert names(NormalPlay((), Side.NS)(after)) == ["H2"]


def test_draw_trumps_step_and_stated_card() -> None:
    pos = ending("-.-.-.5432 -.-.AKQJ.- Q.AKQ.-.- J.-.432.-", Seat.SOUTH, Strain.SPADES)
    assert names(NormalPlay([DrawTrumps()], Side.NS)(pos)) == ["SQ"]
    assert names(NormalPlay([PlayCard(Card.parse("HK"))], Side.NS)(pos)) == ["HK"]


def test_third_hand_finesse_or_not() -> None:
    # South led the D2, West played the D4: North (AQ) may finesse the queen or rise.
    pos = ending("-.-.AQ.- -.-.-.AK -.-.3.- -.-.K.-", Seat.SOUTH, Strain.NOTRUMP, "D2 D4")
    assert names(NormalPlay((), Side.NS)(pos)) == ["DA", "DQ"]


def test_discards_keep_a_guarding_master() -> None:
    # North leads the HA; West holds CA (guarding against South's club) and D5 (no
    # opponent holds diamonds): the D5 goes.
    pos = ending("2.A.-.- 3.K.-.- -.Q.-.2 -.-.5.A", Seat.NORTH, Strain.NOTRUMP)
    after, _ = pos.play(Card.parse("HA").index)
    after, _ = after.play(Card.parse("HK").index)
    after, _ = after.play(Card.parse("HQ").index)
    assert names(NormalPlay((), Side.EW)(after)) == ["D5"]


def test_ruff_in_second_seat_or_discard() -> None:
    # Hearts trumps; East has led the SA, South (void in spades, H2 and C3) plays second:
    # ruffing and discarding (partner still to play) are both normal.
    pos = ending("K.-.-.4 -.-.-.5 -.2.-.3 Q.-.-.6", Seat.EAST, Strain.HEARTS, "SA")
    assert names(NormalPlay((), Side.NS)(pos)) == ["H2", "C3"]
