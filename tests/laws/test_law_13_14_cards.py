"""Laws 13 and 14: a wrong number of cards and a missing card, in all four editions."""

from __future__ import annotations

import pytest

from bridgelaw.core import Card, Seat
from bridgelaw.director.laws_13_14 import EXTRA_CARD
from bridgelaw.errors import RulingError
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import IrregularityReported, Phase, Table
from tests.laws.laws_helpers import ALL_EDITIONS, OLDER, apply, laws_table, rule

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def report(table: Table, kind: Kind, seat: Seat, *cards: str, note: str | None = None) -> None:
    table.apply(
        IrregularityReported(
            kind,
            seat,
            table.law("13" if kind == Kind.WRONG_CARD_COUNT else "14"),
            f"{seat.name.lower()}'s hand has a wrong number of cards",
            cards=tuple(Card.parse(c) for c in cards),
            note=note,
        )
    )


def flags(table: Table) -> list[str]:
    return [str(f.law) for f in table.review_flags]


# ------------------------------------------------------------------ Law 13
@pytest.mark.law("13A1", "13D1", "13A", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "13A1"), (2007, "13D1"), (1997, "13A"), (1987, "13A")]
)
def test_13a1_no_call_no_card_seen_play_normally(edition: int, law: str) -> None:
    table = laws_table(1, edition=edition)
    report(table, Kind.WRONG_CARD_COUNT, N)
    assert table.irregularity is not None  # the table waits for the director
    ruling = apply(table, **{"13-seen": "no"})
    assert str(ruling.law) == law
    assert table.phase == Phase.AUCTION and table.turn == N and flags(table) == []


@pytest.mark.law("13A2")
def test_13a2_2017_card_seen_board_still_played_and_flagged() -> None:
    table = laws_table(1)
    report(table, Kind.WRONG_CARD_COUNT, N)
    ruling = apply(table, **{"13-seen": "yes"})
    assert str(ruling.law) == "13A2" and ruling.questions == ()
    assert flags(table) == ["13A2"] and table.closed_by is None


@pytest.mark.law("13D2(a)", "13D2(b)", "13E", editions=(2007,))
@pytest.mark.parametrize("interferes", ["no", "yes"])
def test_13d2_2007_card_seen_judgment(interferes: str) -> None:
    table = laws_table(1, edition=2007)
    report(table, Kind.WRONG_CARD_COUNT, N)
    ruling = apply(table, **{"13-seen": "yes", "13-interferes": interferes})
    if interferes == "no":
        assert str(ruling.law) == "13D2(a)" and table.closed_by is None
        assert [str(u.law) for u in table.ledger] == ["13E"]
        assert table.ledger[0].unauthorized_to == N.side
    else:
        assert str(ruling.law) == "13D2(b)"
        assert table.closed_by is not None and "artificial" in table.closed_by.reason


@pytest.mark.law("13B1", "13B2", editions=(1997, 1987))
@pytest.mark.parametrize("edition", (1997, 1987))
@pytest.mark.parametrize("consent", ["yes", "no"])
def test_13b_older_card_seen_needs_consent_of_all_four(edition: int, consent: str) -> None:
    table = laws_table(1, edition=edition)
    report(table, Kind.WRONG_CARD_COUNT, N)
    ruling = apply(table, **{"13-seen": "yes", "13-consent": consent})
    if consent == "yes":
        assert str(ruling.law) == "13B1" and table.closed_by is None
    else:
        assert str(ruling.law) == "13B2" and table.closed_by is not None


@pytest.mark.law("13B1", "13B2", "13A", "13B", editions=(2017, 2007))
@pytest.mark.parametrize(
    ("edition", "played", "adjusted"), [(2017, "13B1", "13B2"), (2007, "13A", "13B")]
)
def test_13b_called_with_a_wrong_hand(edition: int, played: str, adjusted: str) -> None:
    table = laws_table(1, "N 1H", "E P", edition=edition)
    report(table, Kind.WRONG_CARD_COUNT, N)
    assert [q.key for q in rule(table).questions] == ["13-correct"]
    copy = table.copy()
    ruling = apply(table, **{"13-correct": "yes"})
    assert str(ruling.law) == played and played in flags(table)
    assert table.phase == Phase.AUCTION and table.turn == S  # no change of call
    ruling = apply(copy, **{"13-correct": "no"})
    assert str(ruling.law) == adjusted and copy.closed_by is not None
    assert copy.phase == Phase.ENDED and "90" in flags(copy)


@pytest.mark.law("13", editions=(1997,))
def test_13_1997_called_needs_the_concurrence_of_all_four() -> None:
    table = laws_table(1, "N 1H", edition=1997)
    report(table, Kind.WRONG_CARD_COUNT, N)
    question = rule(table).questions[0]
    assert "all four" in question.text and str(question.law) == "13"
    apply(table, **{"13-correct": "no"})
    assert table.closed_by is not None and "artificial" in table.closed_by.reason


@pytest.mark.law("13", editions=(1987,))
def test_13_1987_a_call_with_a_wrong_hand_brings_an_artificial_score() -> None:
    table = laws_table(1, "N 1H", edition=1987)
    report(table, Kind.WRONG_CARD_COUNT, N)
    ruling = rule(table)
    assert ruling.questions == () and str(ruling.law) == "13"
    ruling.apply(table)
    assert table.closed_by is not None and table.score_ns() is None


@pytest.mark.law("13C", "13F", editions=(2017, 2007))
@pytest.mark.parametrize(("edition", "law"), [(2017, "13C"), (2007, "13F")])
def test_13c_extra_card_removed_without_rectification(edition: int, law: str) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    report(table, Kind.WRONG_CARD_COUNT, E, "SA", note=EXTRA_CARD)
    ruling = apply(table)
    assert str(ruling.law) == law and flags(table) == []
    played = laws_table(1, "N 1NT", "E P", "S P", "W P", edition=edition)
    played.play(played.legal_cards()[0])
    report(played, Kind.WRONG_CARD_COUNT, E, "SA", note=EXTRA_CARD)
    apply(played, **{"13-extra": "yes"})
    assert flags(played) == [law]


@pytest.mark.law("13C", editions=(1997, 1987))
@pytest.mark.parametrize("edition", (1997, 1987))
def test_13_extra_card_no_rule_before_2007(edition: int) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    report(table, Kind.WRONG_CARD_COUNT, E, "SA", note=EXTRA_CARD)
    assert str(apply(table).law) == "12A1" and flags(table) == ["12A1"]


@pytest.mark.law("13D", "13C", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "13D"), (2007, "13C"), (1997, "13C"), (1987, "13C")]
)
def test_13d_found_after_play_result_cancelled(edition: int, law: str) -> None:
    table = laws_table(1, "N 1NT", "E P", "S P", "W P", edition=edition)
    table.play(table.legal_cards()[0])
    table.claim(7, seat=N)
    score = table.score_ns()
    assert score is not None
    report(table, Kind.WRONG_CARD_COUNT, N)
    assert str(apply(table).law) == law
    assert table.closed_by is not None and table.score_ns() is None


# ------------------------------------------------------------------ Law 14
@pytest.mark.law("14A1", "14A2", "14A3", "14C", editions=(2017, 2007))
@pytest.mark.parametrize("edition", (2017, 2007))
@pytest.mark.parametrize(("found", "law"), [("yes", "14A1"), ("no", "14A2")])
def test_14a_found_or_rebuilt_before_the_lead(edition: int, found: str, law: str) -> None:
    table = laws_table(1, "N 1H", "E P", edition=edition)
    report(table, Kind.MISSING_CARD, S, "DA")
    ruling = apply(table, **{"14A": found})
    assert str(ruling.law) == law
    assert "without any change of call" in ruling.options[0].text
    assert [(str(u.law), u.unauthorized_to) for u in table.ledger] == [("14C", S.side)]
    assert table.turn == S and table.phase == Phase.AUCTION


@pytest.mark.law("14A", "14", editions=OLDER[1:])
@pytest.mark.parametrize("edition", (1997, 1987))
def test_14a_older_needs_three_correct_hands_else_law_13(edition: int) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    report(table, Kind.MISSING_CARD, S, "DA")
    assert [q.key for q in rule(table).questions] == ["14-trigger"]
    copy = table.copy()
    ruling = apply(table, **{"14-trigger": "yes", "14A": "yes"})
    assert str(ruling.law) == "14A1" and table.ledger == ()  # no 14C before 2007
    assert "change of call" not in ruling.options[0].text
    ruling = apply(copy, **{"14-trigger": "no", "13-seen": "no"})
    assert str(ruling.law) == "13A"  # S has not called: Law 13


@pytest.mark.law("14B1", "14B2", "14B3", "14B4", "67", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize("where", ["played", "elsewhere", "not-found"])
def test_14b_after_the_opening_lead(edition: int, where: str) -> None:
    table = laws_table(1, "N 1NT", "E P", "S P", "W P", edition=edition)
    table.play(table.legal_cards()[0])
    report(table, Kind.MISSING_CARD, W, "HA")
    answers = {"14B": where}
    if edition < 2007:
        answers["14-trigger"] = "yes"
    ruling = apply(table, **answers)
    older = edition < 2007
    expected = {
        "played": "14B1(a)" if older else "14B1",
        "elsewhere": "14B1(b)" if older else "14B2",
        "not-found": "14B2" if older else "14B3",
    }[where]
    assert str(ruling.law) == expected
    if where == "played":
        assert flags(table) == ["67"]
    else:
        assert flags(table) == ["14B3" if older else "14B4"]
    assert table.phase == Phase.PLAY


@pytest.mark.law("14B", editions=ALL_EDITIONS)
@pytest.mark.parametrize(("edition", "applies"), [(2017, True), (2007, False), (1997, False),
                                                  (1987, False)])  # fmt: skip
def test_14b_after_play_only_2017_reaches_the_correction_period(
    edition: int, applies: bool
) -> None:
    table = laws_table(1, "N 1NT", "E P", "S P", "W P", edition=edition)
    table.play(table.legal_cards()[0])
    table.claim(7, seat=N)
    report(table, Kind.MISSING_CARD, W, "HA")
    answers = {"14B": "elsewhere", "14-trigger": "yes"}
    ruling = rule(table, **answers)
    assert (str(ruling.law) != "12A1") is applies


def test_law_13_questions_refuse_other_answers() -> None:
    table = laws_table(1)
    report(table, Kind.WRONG_CARD_COUNT, N)
    with pytest.raises(RulingError):
        rule(table, **{"13-seen": "perhaps"})
