"""Typed values where the engine once passed structured data as text: procedure steps
(a revoke's Law 62C1 step names a play record), lead restriction statuses (Law 26),
what a report about explanations is about (Laws 20, 40), revoke kinds (Law 61A) and
penalty card kinds (Law 50B).
Each keeps its written form and survives a replay and an undo of the log."""

from __future__ import annotations

import dataclasses
import json

import pytest

from bridgelaw.cli.rule_script import table_state
from bridgelaw.core import Card
from bridgelaw.director.play_common import penalty_kind
from bridgelaw.editions import (
    Law15WrongBoard,
    Law15WrongHand,
    Law20F4Until,
    Law57AOption,
    Law62D2,
    Law65B3,
    Law66BUntil,
    find_edition,
)
from bridgelaw.laws.disclosure import Period, period
from bridgelaw.laws.effects import ExerciseLeadRestriction, ObligationKind, RestrictionStatus
from bridgelaw.laws.irregularity import ExplanationCase, InformationSource, Kind
from bridgelaw.laws.play_effects import PenaltyKind, ReturnCard
from bridgelaw.laws.reports import DummyInfractionKind, Exposure, Handling, Retraction
from bridgelaw.laws.revoke import RevokeKind as LawsRevokeKind
from bridgelaw.laws.revoke_kinds import RevokeKind
from bridgelaw.laws.steps import CardStep, StepName
from bridgelaw.table import IrregularityReported, Mode, RulingApplied, Table
from bridgelaw.table.end_events import RevokeAttention
from tests.laws.end_helpers import E, N, S, W, play_all, rule, scenario
from tests.laws.laws_helpers import apply, laws_table
from tests.laws.test_law_26_lead_restrictions import opening_lead_restricted
from tests.laws.test_law_61_64_revokes import T19


# ------------------------------------------------------------------ steps
def test_step_names_equal_their_written_form() -> None:
    made: str = "made"  # the old string protocol's value
    assert made == StepName.MADE and str(StepName.PROPER_OR_PLAY) == "proper-or-play"
    assert f"{StepName.CLAIM_69B}" == "69B"


def test_card_step_is_a_frozen_value_written_law_dash_index() -> None:
    step = CardStep(StepName.NOS_CARD_62C1, 17)
    assert str(step) == "62C1-17"
    assert step == CardStep(StepName.NOS_CARD_62C1, 17)
    assert step != CardStep(StepName.OS_CARD_62C2, 17)
    assert str(step) != step  # type: ignore[comparison-overlap]
    assert len({step, CardStep(StepName.NOS_CARD_62C1, 17)}) == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        step.index = 3  # type: ignore[misc]


def _at_62c1() -> Table:
    """T19: West's revoke corrected; the director then rules on North's HA (62C1)."""
    table, order = scenario(T19, "3NT")
    play_all(table, order[:16])
    table.apply(RevokeAttention(E, W))
    rule(table).apply(table, "substitute-H9")
    return table


def test_revoke_62c1_step_names_the_card_and_replays() -> None:
    table = _at_62c1()
    ruling = rule(table)
    assert isinstance(ruling.step, CardStep) and ruling.step.name is StepName.NOS_CARD_62C1
    assert table.play_records[ruling.step.index].card == Card.parse("HA")
    assert ruling.chooser == S
    ruling.apply(table, "change-HT")
    [event] = [e for e in table.events if isinstance(e, RulingApplied) and e.step == ruling.step]
    again = Table.replay(table.board, table.events, edition=table.edition, mode=Mode.LAWS)
    assert [(p.status, p.step, p.history) for p in again.procedures] == [
        (p.status, p.step, p.history) for p in table.procedures
    ]
    assert str(ruling.step) in table.procedures[0].history
    written = json.loads(json.dumps(table_state(table)))
    assert f"62C1-{ruling.step.index}" in [r["step"] for r in written["rulings"]]
    assert table.undo() == event
    assert rule(table).step == ruling.step


# ------------------------------------------------------ lead restrictions
def test_lead_restriction_status_is_typed_and_replays() -> None:
    table = opening_lead_restricted()
    assert table.lead_restrictions[0].status is RestrictionStatus.RULING
    rule(table, **{"26B": "none"}).apply(table, "forbid-H", answers={"26B": "none"})
    [state] = table.lead_restrictions
    forbid: str = "forbid"
    assert state.status is RestrictionStatus.FORBID and state.status == forbid
    [exercised] = [
        effect
        for event in table.events
        if isinstance(event, RulingApplied)
        for effect in event.effects
        if isinstance(effect, ExerciseLeadRestriction)
    ]
    assert exercised.mode is RestrictionStatus.FORBID
    again = Table.replay(table.board, table.events, edition=table.edition, mode=Mode.LAWS)
    assert again.lead_restrictions == table.lead_restrictions


# ---------------------------------------------------------- Laws 20 and 40
def test_explanation_case_named_in_a_note() -> None:
    assert ExplanationCase.named_in("withheld by north") is ExplanationCase.WITHHELD
    assert ExplanationCase.named_in("a hesitation") is None
    assert ExplanationCase.named_in(None) is None


def _report(note: str | None, case: ExplanationCase | None) -> Table:
    table = laws_table(1, "N 1NT", "E P", "S 2D", "W P")
    table.apply(
        IrregularityReported(
            Kind.EXPLANATION, N, table.law("20"), "reported", about=2, note=note, case=case
        )
    )
    return table


@pytest.mark.parametrize("case", list(ExplanationCase))
def test_a_typed_case_rules_as_the_note_did(case: ExplanationCase) -> None:
    by_note, typed = _report(case.value, None), _report("told at the table", case)
    assert typed.laws_state.facts[-1].case is case
    noted, ruled = rule(by_note), rule(typed)
    assert (noted.law, noted.facts, noted.options, noted.questions) == (
        ruled.law,
        ruled.facts,
        ruled.options,
        ruled.questions,
    )
    again = Table.replay(typed.board, typed.events, edition=typed.edition, mode=Mode.LAWS)
    assert again.laws_state.facts == typed.laws_state.facts


def test_a_typed_case_wins_over_the_note() -> None:
    table = _report("withheld", ExplanationCase.ILLEGAL)
    assert table.laws_state.facts[-1].case is ExplanationCase.ILLEGAL


def test_without_a_case_the_director_asks() -> None:
    table = _report("something odd", None)
    assert table.laws_state.facts[-1].case is None
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["20-40"]
    assert rule(table, **{"20-40": "illegal"}).law == apply(_report("illegal", None)).law


# ------------------------------------------------------------ revoke kinds
def test_revoke_kind_is_carried_typed_from_the_play_to_the_director() -> None:
    table, order = scenario(T19, "3NT")
    play_all(table, order[:16])
    [revoke] = table.revokes
    assert revoke.kind is RevokeKind.FAILURE_TO_FOLLOW
    written: str = "failure to follow suit"
    assert written == revoke.kind  # the written form is unchanged
    table.apply(RevokeAttention(E, W))
    [notice] = table.laws_state.play.end.notices
    assert notice.kind is RevokeKind.FAILURE_TO_FOLLOW
    again = Table.replay(table.board, table.events, edition=table.edition, mode=Mode.LAWS)
    assert again.revokes == table.revokes


def test_revoke_kind_of_a_card_not_following() -> None:
    assert RevokeKind.not_following(True) is RevokeKind.DUMMY_CARD
    assert RevokeKind.not_following(False) is RevokeKind.FAILURE_TO_FOLLOW
    assert LawsRevokeKind is RevokeKind


# ---------------------------------------------------------- penalty cards
def test_penalty_kind_is_typed_and_reads_as_before() -> None:
    assert penalty_kind((Card.parse("S2"),), deliberate=False) is PenaltyKind.MINOR
    assert penalty_kind((Card.parse("SQ"),), deliberate=False) is PenaltyKind.MAJOR
    assert penalty_kind((Card.parse("S2"),), deliberate=True) is PenaltyKind.MAJOR
    assert f"a {PenaltyKind.MINOR} penalty card" == "a minor penalty card"
    effect = ReturnCard(3, PenaltyKind.MAJOR)
    assert effect.penalty is PenaltyKind.MAJOR


# ------------------------------------------------------- periods of a board
def test_period_is_typed_and_equal_to_its_old_text() -> None:
    table = laws_table(1, "N 1NT")
    assert period(table) is Period.AUCTION
    written: str = "auction"
    assert written == period(table)


def test_obligation_kind_says_whether_it_is_a_pass() -> None:
    passes = {kind for kind in ObligationKind if kind.is_pass}
    assert passes == {ObligationKind.NEXT_PASS, ObligationKind.REST_PASS}


# ------------------------------------------------------ reports of the play
def test_a_retraction_reason_is_a_typed_detail_of_the_fact() -> None:
    table, order = scenario(T19, "3NT")
    play_all(table, order[:16])
    table.retract(W, "CQ", "misinformation")
    fact = table.laws_state.facts[-1]
    assert fact.kind is Kind.RETRACTION and fact.detail is Retraction.MISINFORMATION
    assert fact.note == "misinformation"  # the written form, as before
    again = Table.replay(table.board, table.events, edition=table.edition, mode=Mode.LAWS)
    assert again.laws_state.facts == table.laws_state.facts
    assert Retraction("slip") is Retraction.SLIP and Exposure("dropped") is Exposure.DROPPED
    assert {h.value for h in Handling} == {"held", "touched"}
    assert DummyInfractionKind("suggest") is DummyInfractionKind.SUGGEST


def test_dummy_loses_his_rights_after_each_43a2_infraction() -> None:
    from bridgelaw.table.play_actions import _DUMMY_INFRACTIONS, _RIGHTS_LOST

    assert set(_DUMMY_INFRACTIONS) == set(DummyInfractionKind)
    assert {k for k, law in _DUMMY_INFRACTIONS.items() if law.startswith("43A2")} == _RIGHTS_LOST


# ------------------------------------------------------ hook modes by edition
def test_edition_hook_modes_are_typed() -> None:
    modes = {year: find_edition(year) for year in (2017, 2007, 1997, 1987)}
    assert [modes[y].law_62d2() for y in modes] == [
        Law62D2.UI,
        Law62D2.RESTRICT,
        Law62D2.RESTRICT,
        Law62D2.DECLARER_CHOOSES,
    ]
    assert [modes[y].law_66b_own_card_until() for y in modes] == [
        Law66BUntil.SIDE,
        Law66BUntil.LEAD,
        Law66BUntil.OWN,
        Law66BUntil.LEAD,
    ]
    assert Law57AOption.SUIT in modes[2017].law_57a_options()
    assert Law57AOption.SUIT not in modes[2007].law_57a_options()
    assert modes[2007].law_57a_option_ref(Law57AOption.NOT_SUIT) == "57A3"
    assert modes[2017].law_57a_option_ref(Law57AOption.NOT_SUIT) == "57A4"
    written: str = "declarer-chooses"
    assert written == modes[1987].law_62d2()


def test_edition_hook_modes_of_laws_15_and_65_are_typed() -> None:
    years = (2017, 2007, 1997, 1987)
    assert [find_edition(y).law_15_wrong_hand() for y in years] == [
        Law15WrongHand.LAW_15A,
        Law15WrongHand.LAW_17D,
        Law15WrongHand.LAW_17D,
        Law15WrongHand.LAW_17D_1987,
    ]
    assert [find_edition(y).law_15_wrong_board() for y in years] == [
        Law15WrongBoard.LAW_15B,
        Law15WrongBoard.LAW_15ABC,
        Law15WrongBoard.LAW_15ABC,
        Law15WrongBoard.LAW_15ABC_DEMAND,
    ]
    assert [find_edition(y).law_65b3_repointing() for y in years] == [
        Law65B3.SIDE,
        Law65B3.LEAD,
        None,
        None,
    ]


# ---------------------------------------------------------------- Law 16
def _ui_report(note: str | None, source: InformationSource | None) -> Table:
    table = laws_table(1, "N 1NT", "E P", "S 2D", "W P")
    table.apply(
        IrregularityReported(
            Kind.UNAUTHORIZED_INFORMATION,
            S,
            table.law("16"),
            "reported",
            about=2,
            note=note,
            source=source,
        )
    )
    return table


@pytest.mark.parametrize("source", [InformationSource.PARTNER, InformationSource.OUTSIDE])
def test_a_typed_information_source_rules_as_the_note_did(source: InformationSource) -> None:
    by_note, typed = _ui_report(f"{source}: seen", None), _ui_report("seen", source)
    assert by_note.laws_state.facts[-1].source is source
    assert typed.laws_state.facts[-1].source is source
    noted, ruled = rule(by_note), rule(typed)
    assert (noted.law, noted.options, noted.questions) == (
        ruled.law,
        ruled.options,
        ruled.questions,
    )
    assert InformationSource.named_in("Partner: a hesitation") is InformationSource.PARTNER
    assert InformationSource.named_in("a hesitation") is None


def test_law_20f4_until_is_typed() -> None:
    corrections = [find_edition(y).law_20_own_correction() for y in (2017, 2007, 1997)]
    assert [c if c is None else c[1] for c in corrections] == [
        Law20F4Until.CLARIFICATION,
        Law20F4Until.IMMEDIATELY,
        None,
    ]
