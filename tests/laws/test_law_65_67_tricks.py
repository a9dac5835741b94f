"""Laws 65-67 in laws mode: quitted tricks re-pointed (65B3) and inspected (66), and
defective tricks (67), scenario T20 in every edition.

Scenarios are written trick by trick (see ``end_helpers``); South declares.
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Card
from bridgelaw.errors import PhaseError
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.table import Phase, Table
from bridgelaw.table.end_events import DefectiveTrickFound, TrickInspected, TrickRepointed
from tests.laws.end_helpers import (
    E,
    N,
    S,
    W,
    apply,
    bid_table,
    facts,
    keys,
    phase,
    play_all,
    rule,
    scenario,
)

ALL_EDITIONS = (2017, 2007, 1997, 1987)


# T20: 3NT by South. Trick 7: N C9, E C6, S CT, W CQ wins (a club led, won by West).
# NS take 9 tricks in play.
T20 = [
    "CA C2 C3 C4", "CK C5 C7 C8", "S2 SA S3 S4", "SK S5 S6 S7", "SQ S8 S9 ST",
    "SJ H2 H3 H4", "C9 C6 CT CQ", "H5 HA H6 H7", "DA D2 D3 D4", "DK D5 D6 D7",
    "DQ D8 D9 DT", "HK H8 H9 HT", "HJ HQ DJ CJ",
]  # fmt: skip
# T20 where East is void in clubs at trick 7 (he discards C6 at trick 6, H2 at trick 7).
T20_VOID = [*T20[:5], "SJ C6 H3 H4", "C9 H2 CT CQ", *T20[7:]]


def _card(text: str) -> Card:
    return Card.parse(text)


def _ruled_after_play(table: Table) -> None:
    assert table.irregularity is not None
    assert table.irregularity.kind == Kind.REVOKE_AFTER_PLAY
    apply(table, **{"64C": "yes"})


# ------------------------------------------------------------------ T20: 67B1
@pytest.mark.law("67B1(a)", editions=ALL_EDITIONS)
@pytest.mark.law("64A2", editions=(2017, 2007))
@pytest.mark.law("64A2", editions=(1997, 1987), indirect=True)
@pytest.mark.parametrize(("edition", "score"), [(2017, 430), (2007, 430), (1997, 400),
                                                (1987, 400)])  # fmt: skip
def test_t20_failure_to_play_found_after_trick_10(edition: int, score: int) -> None:
    table, order = scenario(T20, "3NT", edition=edition)
    play_all(table, order[:40])
    table.apply(DefectiveTrickFound(E, 7))
    ruling = rule(table)
    assert str(ruling.law) == "67B1(a)" and keys(ruling) == ["place-C6"]
    assert ruling.chooser == E
    ruling.apply(table, "place-C6")
    deemed = table.laws_state.play.end.deemed
    expected = [(E, 7, True)] if edition >= 2007 else []
    assert [(d.offender, d.trick, d.held_suit_led) for d in deemed] == expected
    assert table.tricks[6].winner == W  # the trick keeps its owner
    play_all(table, order[40:])
    assert table.tricks_won(S.side) == 9
    if edition >= 2007:
        ruling = rule(table)
        assert "64A2" in facts(ruling)
        _ruled_after_play(table)
    else:  # 67B1(a): no rectification, nothing for Law 64 to account for
        assert phase(table) == Phase.ENDED
    assert table.score_ns() == score


@pytest.mark.law("67B1(b)", "64A2", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t20_no_card_of_the_suit_led_one_trick_in_every_edition(edition: int) -> None:
    table, order = scenario(T20_VOID, "3NT", edition=edition)
    play_all(table, order[:40])
    table.apply(DefectiveTrickFound(E, 7))
    ruling = rule(table)
    assert str(ruling.law) == "67B1(b)"
    assert set(keys(ruling)) == {"place-H2", "place-HQ", "place-H8", "place-D8"}
    ruling.apply(table, "place-H2")
    play_all(table, order[40:])
    _ruled_after_play(table)
    assert table.declarer_tricks == 10 and table.score_ns() == 430


@pytest.mark.law("67B1", editions=(2017,))
def test_t20_placed_card_does_not_change_the_trick_owner() -> None:
    table, order = scenario(T20_VOID, "3NT")
    play_all(table, order[:40])
    table.apply(DefectiveTrickFound(E, 7))
    apply(table, "place-HQ")  # HQ replaces H2 in trick 7: West keeps the trick
    assert table.tricks[6].card_of(E) == _card("HQ")
    assert table.tricks[6].winner == W


@pytest.mark.law("67A1", editions=(2017,))
def test_67a_failure_noticed_before_both_sides_played_on() -> None:
    table, order = scenario(T20, "3NT")
    play_all(table, order[:29])  # trick 7, and West (EW) leads to trick 8
    table.apply(DefectiveTrickFound(E, 7))
    ruling = rule(table)
    assert str(ruling.law) == "67A1" and keys(ruling) == ["play-C6"]
    ruling.apply(table)
    assert table.laws_state.play.end.deemed == []
    assert table.irregularity is None and phase(table) == Phase.PLAY


@pytest.mark.law("67B2(a)", "67B2(b)", editions=(2017,))
@pytest.mark.parametrize(("answer", "kept"), [("C6", "C6"), ("HQ", "HQ"), ("unknown", "C6")])
def test_67b2_a_card_too_many(answer: str, kept: str) -> None:
    table, order = scenario(T20, "3NT")
    play_all(table, order[:40])
    table.apply(DefectiveTrickFound(E, 7, extra=_card("HQ")))
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["67B2"]
    ruling = rule(table, **{"67B2": answer})
    assert [q.key for q in ruling.questions] == ["67B2-exposed"]
    apply(table, **{"67B2": answer, "67B2-exposed": "yes"})
    assert table.tricks[6].card_of(E) == _card(kept)
    returned = "HQ" if kept == "C6" else "C6"
    assert [(p.seat, str(p.card)) for p in table.penalty_cards] == [(E, returned)]
    assert table.tricks[6].winner == W


@pytest.mark.law("67A2", "45E1", editions=(2017,))
def test_67a_a_card_too_many_noticed_at_once() -> None:
    table, order = scenario(T20, "3NT")
    play_all(table, order[:29])
    table.apply(DefectiveTrickFound(E, 7, extra=_card("HQ")))
    ruling = rule(table)
    assert str(ruling.law) == "67A2"
    ruling.apply(table)
    assert [(p.seat, str(p.card), p.major) for p in table.penalty_cards] == [(E, "HQ", True)]


def test_defective_trick_errors() -> None:
    table, order = scenario(T20, "3NT")
    play_all(table, order[:8])
    before = table.events
    for event in (DefectiveTrickFound(E, 5), DefectiveTrickFound(E, 1, extra=_card("C3"))):
        with pytest.raises(PhaseError):
            table.apply(event)
    assert table.events == before


# ------------------------------------------------------------------- Law 66
@pytest.mark.law("66A", "66C", editions=(2017,))
def test_66a_facing_the_last_trick() -> None:
    table, order = scenario(T20, "3NT")
    play_all(table, order[:8])  # two tricks; West won both and is on lead
    table.apply(TrickInspected(S))  # declarer: his side has not played to trick 3
    with pytest.raises(PhaseError) as info:
        table.apply(TrickInspected(N))  # dummy may not
    assert str(info.value.law) == "66A"
    with pytest.raises(PhaseError) as info:
        table.apply(TrickInspected(S, 1))  # an earlier trick: 66C
    assert str(info.value.law) == "66C"
    table.apply(TrickInspected(S, 1, director=True))
    table.play("S2")  # West leads to trick 3
    with pytest.raises(PhaseError) as info:
        table.apply(TrickInspected(E))  # his side has played to the next trick
    assert str(info.value.law) == "66A"
    whats = [i.what for i in table.laws_state.play.end.inspections]
    assert whats == ["all", "director"]


@pytest.mark.law("66B", editions=(2017, 2007, 1987))
@pytest.mark.law("66B", editions=(1997,), indirect=True)
@pytest.mark.parametrize(
    ("edition", "east", "south"),
    [(2017, False, True), (2007, False, False), (1997, True, True), (1987, False, False)],
)
def test_66b_own_last_card(edition: int, east: bool, south: bool) -> None:
    """After West leads to trick 3: 2017 until one's side plays on; 2007/1987 until a
    lead is made; 1997 until the player himself plays."""
    table, order = scenario(T20, "3NT", edition=edition)
    play_all(table, order[:9])
    for seat, allowed in ((E, east), (S, south)):
        if allowed:
            table.apply(TrickInspected(seat, own=True))
        else:
            with pytest.raises(PhaseError) as info:
                table.apply(TrickInspected(seat, own=True))
            assert str(info.value.law) == "66B"


@pytest.mark.law("66D", editions=(2017,), indirect=True)
def test_66d_after_play_any_trick() -> None:
    table, order = scenario(T20, "3NT")
    play_all(table, order)
    table.apply(TrickInspected(N, 3))
    assert table.laws_state.play.end.inspections[-1].law == "66D"


# ------------------------------------------------------------------ Law 65B3
@pytest.mark.law("65B3", editions=(2017, 2007))
@pytest.mark.law("65B3", editions=(1997, 1987), indirect=True)
@pytest.mark.parametrize(
    ("edition", "east", "south", "law"),
    [(2017, False, True, "65B3"), (2007, False, True, "65B3"), (1997, True, True, "65B"),
     (1987, True, True, "65B")],
)  # fmt: skip
def test_65b3_wrongly_pointed_card(edition: int, east: bool, south: bool, law: str) -> None:
    table, order = scenario(T20, "3NT", edition=edition)
    play_all(table, order[:9])  # West has led to trick 3
    for seat, allowed in ((E, east), (S, south)):
        if allowed:
            table.apply(TrickRepointed(seat, N))
            assert table.laws_state.play.end.repointings[-1].law == law
        else:
            with pytest.raises(PhaseError) as info:
                table.apply(TrickRepointed(seat, N))
            assert str(info.value.law) == "65B3"


# ------------------------------------------------------------------ 67B3
@pytest.mark.law("67B3", editions=ALL_EDITIONS)
@pytest.mark.parametrize(("edition", "law"), [(2017, "67B3"), (2007, "12A1"), (1997, "12A1"),
                                              (1987, "12A1")])  # fmt: skip
@pytest.mark.parametrize("again", ["yes", "no"])
def test_67b3_card_missing_from_the_quitted_cards(edition: int, law: str, again: str) -> None:
    table, order = scenario(T20, "3NT", edition=edition)
    play_all(table, order[:40])
    before = table.tricks
    table.apply(DefectiveTrickFound(E, 7, missing=True))
    ruling = rule(table)
    assert str(ruling.law) == law and [q.key for q in ruling.questions] == ["67B3"]
    assert "restores it" in facts(ruling)
    apply(table, **{"67B3": again})
    assert table.tricks == before  # restored: the trick is as the table recorded it
    flags = [str(f.law) for f in table.review_flags]
    assert (law in flags) is (again == "yes")


@pytest.mark.law("67B3")
def test_67b3_missing_and_extra_at_once_is_refused() -> None:
    table, order = scenario(T20, "3NT")
    play_all(table, order[:40])
    before = table.events
    with pytest.raises(PhaseError):
        table.apply(DefectiveTrickFound(E, 7, extra=_card("C6"), missing=True))
    assert table.events == before


@pytest.mark.law("67B2(a)")
@pytest.mark.law("61A", indirect=True)
def test_67b2_the_lead_kept_changes_the_suit_led_and_so_the_revokes() -> None:
    # West led SA and HK together (only the SA was recorded); the director finds the HK
    # was the card faced as the lead. South, who followed with SQ, held hearts: now a
    # revoke; East, with no heart, discarded DJ: not one.
    from bridgelaw.core import Deal

    deal = Deal.parse("N:...AKQJT98765432 ..AKQJT98765432. QJT97632.AT653.. AK854.KQJ98742..")
    table = bid_table(deal, "1NT")
    play_all(table, ["SA", "CA", "DJ", "SQ", "SK", "CK"])  # trick 1; N leads to trick 2
    assert not table.revokes  # East (diamonds only) and North (clubs only) cannot follow
    table.apply(DefectiveTrickFound(W, 1, extra=_card("HK")))
    apply(table, **{"67B2": "HK", "67B2-exposed": "yes"})
    assert table.tricks[0].card_of(W) == _card("HK")
    stood = [
        (r.offender, r.trick, r.suit.name)
        for r in table.revokes
        if table.play_records[r.play].status is PlayStatus.PLAYED
    ]
    assert stood == [(S, 1, "HEARTS")]
