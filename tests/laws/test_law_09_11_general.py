"""Laws 9-11: drawing attention to an irregularity, the director's assessment, forfeiture
of the right to rectification — in all four editions."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.director import Director
from bridgelaw.director.laws_09_11 import forfeiture
from bridgelaw.errors import PhaseError, RulingError
from bridgelaw.laws.disclosure import may_call_director, may_draw_attention, may_prevent
from bridgelaw.laws.effects import ObligationKind
from bridgelaw.laws.irregularity import Kind, ProcedureStatus, RecordStatus
from bridgelaw.table import IrregularityReported, Phase, Table
from tests.laws.laws_helpers import ALL_EDITIONS, OLDER, apply, calls_of, laws_table, make, rule

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def in_play(edition: int = 2017) -> Table:
    """Board 1: N 1NT, all pass; E leads the SA... (declarer N, dummy S)."""
    table = laws_table(1, "N 1NT", "E P", "S P", "W P", edition=edition)
    table.play(table.legal_cards()[0])
    return table


# --------------------------------------------------------------------- 9A
@pytest.mark.law("9A1", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_9a1_any_player_may_draw_attention_during_the_auction(edition: int) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    for seat in Seat:
        right = may_draw_attention(table, seat)
        assert right.allowed and str(right.law) == "9A1" and right.law.edition == edition


@pytest.mark.law("9A2", editions=ALL_EDITIONS)
@pytest.mark.law("9A4", editions=(2017,))
@pytest.mark.law("9A3", editions=(2007,))
@pytest.mark.parametrize(
    ("edition", "dummy_law"), [(2017, "9A4"), (2007, "9A3"), (1997, "9A2(b)"), (1987, "9A2(b)")]
)
def test_9a2_dummy_may_not_draw_attention_during_play(edition: int, dummy_law: str) -> None:
    table = in_play(edition)
    assert table.dummy == S
    for seat in (N, E, W):
        right = may_draw_attention(table, seat)
        assert right.allowed and str(right.law) == "9A2"
    right = may_draw_attention(table, S)
    assert not right.allowed and str(right.law) == dummy_law


@pytest.mark.law("20F5")
@pytest.mark.law("9A4", indirect=True)
def test_9a4_dummy_may_correct_declarers_mistaken_explanation_2017() -> None:
    right = may_draw_attention(in_play(2017), S, explanation=True)
    assert right.allowed and str(right.law) == "20F5"


@pytest.mark.law("9A3", editions=(2007,))
def test_9a3_2007_has_no_exception_for_dummy() -> None:
    right = may_draw_attention(in_play(2007), S, explanation=True)
    assert not right.allowed and str(right.law) == "9A3"


@pytest.mark.law("9A4", editions=(2017,))
@pytest.mark.law("9A4", editions=(2007, 1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_9a4_dummy_may_draw_attention_after_play(edition: int) -> None:
    table = in_play(edition)
    table.claim(0, seat=N)
    assert table.phase == Phase.ENDED
    assert may_draw_attention(table, S).allowed


@pytest.mark.law("9A3", editions=(2017, 2007))
@pytest.mark.law("42B2", editions=(2017, 2007))
@pytest.mark.law("9A3", editions=(1997, 1987), indirect=True)
@pytest.mark.parametrize(
    ("edition", "any_player", "law"),
    [(2017, True, "42B2"), (2007, False, "42B2"), (1997, False, "9A2(b)"), (1987, False, "9A2(b)")],
)
def test_9a3_who_dummy_may_try_to_prevent(edition: int, any_player: bool, law: str) -> None:
    """2007 9A3 gives the right to any player but limits dummy's by Laws 42 and 43, and its
    42B2 lets dummy prevent only declarer's irregularities (before the fix: allowed)."""
    table = in_play(edition)
    assert may_prevent(table, S, N).allowed  # declarer's irregularity: every edition
    right = may_prevent(table, S, E)
    assert (right.allowed, str(right.law)) == (any_player, law)
    assert may_prevent(table, N, E).allowed


@pytest.mark.law("9B1(b)", "9B1", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_9b1b_any_player_including_dummy_may_call_the_director(edition: int) -> None:
    table = in_play(edition)
    for seat in Seat:
        right = may_call_director(table, seat)
        assert right.allowed and str(right.law) == "9B1(b)"


@pytest.mark.law("9B1", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_9b1_director_called_with_nothing_pending_is_refused(edition: int) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    with pytest.raises(PhaseError) as info:
        table.call_director(by=E)
    assert str(info.value.law) == "9B1"


# --------------------------------------------------------------------- 10
@pytest.mark.law("10C1", "10C2", "10A", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_10c_the_ruling_explains_every_option_and_one_player_chooses(edition: int) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    assert table.obligations == ()  # 10A: nothing happens until the director rules
    table.call_director()
    ruling = rule(table)
    assert ruling.chooser == S  # the offender's LHO alone, without consulting partner
    assert [o.key for o in ruling.options] == ["accept", "decline"]
    assert all(option.text and option.law.edition == edition for option in ruling.options)
    described = ruling.describe()
    assert "accept" in described and "decline" in described and "south chooses" in described


@pytest.mark.law("10B", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize("uphold", ["yes", "no"])
def test_10b_director_upholds_or_cancels_the_players_own_rectification(
    edition: int, uphold: str
) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    table.apply(
        IrregularityReported(
            Kind.OTHER, E, table.law("10B"), "E and S agreed a rectification by themselves"
        )
    )
    ruling = apply(table, **{"10B": uphold})
    assert str(ruling.law) == "10B"
    flags = [str(f.law) for f in table.review_flags]
    assert flags == ([] if uphold == "yes" else ["12A3"])
    assert table.phase == Phase.AUCTION and table.turn == E


# --------------------------------------------------------------------- 11
@pytest.mark.law("11A", "11B")
def test_11a_forfeiture_lets_the_insufficient_bid_stand() -> None:
    table = laws_table(1, "N 1H", "E 1D")
    ruling = forfeiture(table, N)
    assert [q.key for q in ruling.questions] == ["11A"] and not ruling.options
    with pytest.raises(RulingError):
        ruling.apply(table, "forfeit")
    ruling = forfeiture(table, N, answer="yes")
    assert str(ruling.law) == "11A" and ruling.answers[0].value == "yes"
    ruling.apply(table, "forfeit")
    assert calls_of(table) == ["N 1H", "E 1D"]
    assert table.records[1].status == RecordStatus.ACCEPTED
    assert table.turn == S and table.obligations == ()
    flags = {str(f.law): f for f in table.review_flags}
    assert set(flags) == {"11A", "11B"}
    assert "only that side's score" in flags["11A"].reason
    assert flags["11B"].side == E.side
    again = Table.replay(table.board, table.events, edition=2017, mode="laws")
    assert again.records == table.records


@pytest.mark.law("11A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_11a_right_kept_gives_the_usual_ruling(edition: int) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    ruling = forfeiture(table, N, answer="no")
    assert str(ruling.law) == "27A1" and [o.key for o in ruling.options] == ["accept", "decline"]
    assert any("kept" in fact for fact in ruling.facts)
    ruling.apply(table, "decline")
    assert table.turn == E and table.records[1].status == RecordStatus.CANCELLED


@pytest.mark.law("11A", editions=OLDER)
@pytest.mark.parametrize("edition", OLDER)
def test_11a_older_editions_flag_without_split_adjustment(edition: int) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    forfeiture(table, N, answer="yes").apply(table, "forfeit")
    flag = next(f for f in table.review_flags if str(f.law) == "11A")
    assert "only that side" not in flag.reason


@pytest.mark.law("11B", editions=(2017, 2007))
@pytest.mark.law("11C", editions=(1997,))
@pytest.mark.law("11D", editions=(1987,))
@pytest.mark.parametrize(
    ("edition", "penalty"), [(2017, "11B"), (2007, "11B"), (1997, "11C"), (1987, "11D")]
)
def test_11b_procedural_penalty_still_possible(edition: int, penalty: str) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    forfeiture(table, N, answer="yes").apply(table, "forfeit")
    assert penalty in {str(f.law) for f in table.review_flags}


@pytest.mark.law("11B", editions=(1987,))
def test_11b_1987_lho_action_forfeits_without_judgment() -> None:
    table = laws_table(1, "N 1H", "E P", edition=1987)
    table.expose(W, "HK")  # an irregularity that waits for the director at once
    ruling = forfeiture(table, N)  # N is W's LHO
    assert not ruling.questions and str(ruling.law) == "11B"
    ruling.apply(table, "forfeit")
    assert table.obligations == () and table.phase == Phase.AUCTION
    assert forfeiture_is_a_judgment_for_others(1987)


def forfeiture_is_a_judgment_for_others(edition: int) -> bool:
    table = laws_table(1, "N 1H", "E P", edition=edition)
    table.expose(W, "HK")
    return [q.key for q in forfeiture(table, S).questions] == ["11A"]


@pytest.mark.law("11A", editions=(2017, 2007, 1997))
@pytest.mark.parametrize("edition", (2017, 2007, 1997))
def test_11a_lho_action_is_a_judgment_after_1987(edition: int) -> None:
    table = laws_table(1, "N 1H", "E P", edition=edition)
    table.expose(W, "HK")
    assert [q.key for q in forfeiture(table, N).questions] == ["11A"]


@pytest.mark.law("11A", "24B")
def test_11a_forfeited_exposed_honour_brings_no_pass_obligation() -> None:
    table = laws_table(1, "N 1H", "E P", "S P")
    table.expose(W, "HK")
    forfeiture(table, S, answer="yes").apply(table, "forfeit")
    assert ObligationKind.NEXT_PASS not in {ob.kind for ob in table.obligations}
    assert table.procedures[-1].status == ProcedureStatus.RESOLVED
    assert table.turn == W


@pytest.mark.law("11A", "38")
def test_11a_a_bid_above_seven_cannot_stand_even_when_forfeited() -> None:
    table = laws_table(4, "W 7S", "N 7NT", "E 8S")
    forfeiture(table, S, answer="yes").apply(table, "forfeit")
    assert table.records[2].status == RecordStatus.CANCELLED
    assert table.turn == E and table.obligations == ()


@pytest.mark.law("11A")
def test_11a_refusals() -> None:
    table = laws_table(1, "N 1H", "E 1D")
    with pytest.raises(RulingError, match="offending side"):
        forfeiture(table, W)
    with pytest.raises(RulingError, match="allowed"):
        forfeiture(table, N, answer="maybe")
    quiet = laws_table(1, "N 1H")
    with pytest.raises(RulingError, match="nothing to forfeit"):
        forfeiture(quiet, E)
    skipped = laws_table(1, "N 1S", "E P", "S P", "E P")
    assert skipped.irregularity is not None
    assert skipped.irregularity.kind == Kind.SKIPPED_TURN
    with pytest.raises(RulingError, match="not a rectification"):
        forfeiture(skipped, S)
    table.call_director()
    apply(table, "decline")
    make(table, "E 2D")
    with pytest.raises(RulingError, match="already under way"):
        forfeiture(table, N)
    assert Director(2017).rule(table).step == "replacement"


@pytest.mark.law("11B1", editions=(1997,))
@pytest.mark.law("11C1", editions=(1997, 1987))
@pytest.mark.parametrize(("edition", "law"), [(1997, "11B1"), (1987, "11C1")])
def test_11_older_a_non_offenders_spectator_drew_attention(edition: int, law: str) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    ruling = forfeiture(table, N, spectator=True)
    assert [str(q.law) for q in ruling.questions] == [law]
    assert "spectator" in ruling.questions[0].text
    forfeiture(table, N, spectator=True, answer="yes").apply(table, "forfeit")
    assert table.records[1].status == RecordStatus.ACCEPTED
    assert law in {str(f.law) for f in table.review_flags}


@pytest.mark.law("11A", editions=(2017, 2007), indirect=True)
@pytest.mark.parametrize("edition", (2017, 2007))
def test_11_no_spectator_rule_in_2007_2017(edition: int) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    with pytest.raises(RulingError, match="spectator"):
        forfeiture(table, N, spectator=True)
