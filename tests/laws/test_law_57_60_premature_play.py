"""Laws 57-60: premature leads and plays, simultaneous plays, inability to comply, play
after an illegal play, in all four editions (scenarios T11-T13). DEAL_B (see
play_helpers): 4S by South, West leads."""

from __future__ import annotations

import pytest

from bridgelaw.core import Card
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.table import (
    CardPlayed,
    CardsPlayedTogether,
    DummyInfraction,
    Phase,
    SimultaneousPlays,
    Table,
)
from tests.laws.play_helpers import (
    DEAL_B,
    E,
    N,
    S,
    W,
    called,
    cards,
    contract_table,
    keys,
    legal,
    phase,
    plays,
    rule,
)

ALL_EDITIONS = (2017, 2007, 1997, 1987)
OLDER = (2007, 1997, 1987)


def deal_b(edition: int = 2017) -> Table:
    return contract_table(DEAL_B, edition=edition)


def south_on_lead(edition: int = 2017) -> Table:
    """Trick 1: W DT, N DJ, E D2, S DA: South leads to trick 2."""
    table = deal_b(edition)
    plays(table, "DT", "DJ", "D2", "DA")
    assert table.turn == S
    return table


def north_on_lead(edition: int = 2017) -> Table:
    """Trick 1: W H5, N HA, E H7, S H2: North (dummy) leads to trick 2."""
    table = deal_b(edition)
    plays(table, "H5", "HA", "H7", "H2")
    assert table.turn == N
    return table


# ------------------------------------------------------------------ 57A
@pytest.mark.law("57A", "57A1", "57A2", "57A3", "57A4", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t11_premature_lead_to_the_next_trick(edition: int) -> None:
    table = deal_b(edition)
    plays(table, "C2", "C3")  # West leads, dummy plays
    table.play("DT")  # West leads to the next trick before East has played
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.PREMATURE_PLAY
    assert str(irregularity.law) == "57A"
    ruling = called(table)
    assert ruling.chooser == S
    if edition == 2017:
        assert keys(ruling) == [
            "highest", "lowest", "suit-S", "suit-H", "suit-D", "not-S", "not-H", "not-D"
        ]  # fmt: skip
        assert str(ruling.option("not-S").law) == "57A4"
    else:
        assert keys(ruling) == ["highest", "lowest", "not-S", "not-H", "not-D"]
        assert str(ruling.option("not-S").law) == "57A3"
    ruling.apply(table, "highest")
    assert [(str(p.card), p.major) for p in table.penalty_cards] == [("DT", True)]
    assert table.turn == E and legal(table) == {"CT"}


@pytest.mark.law("57A2")
@pytest.mark.law("59", indirect=True)
def test_57b_59_partner_who_cannot_comply_plays_any_legal_card() -> None:
    table = deal_b()
    plays(table, "C2", "C3")
    table.play("DT")
    called(table).apply(table, "suit-H")  # a heart, but East must follow clubs (44C, 59)
    assert legal(table) == {"CT", "C8", "C6"}


@pytest.mark.law("57A")
def test_57a_plays_out_of_turn_before_his_partner() -> None:
    table = south_on_lead()
    table.play("H2")  # South leads
    table.play("H8")  # East plays before West
    ruling = called(table)
    assert str(ruling.law) == "57A"
    ruling.apply(table, "lowest")
    assert legal(table) == {"H5"} and [str(p.card) for p in table.penalty_cards] == ["H8"]


# ------------------------------------------------------------------ 57C, 57D
@pytest.mark.law("57D", "16")
def test_t12_57d_legal_card_played_at_his_proper_turn() -> None:
    table = south_on_lead()
    plays(table, "H2", "H5")  # South leads, West plays
    table.play("HT")  # East plays before North (his RHO) has played
    ruling = called(table)
    assert str(ruling.law) == "57D"
    ruling.apply(table)
    assert table.penalty_cards == () and table.turn == N
    assert [str(u.law) for u in table.ledger] == ["16"]
    table.play("HQ")  # declarer calls dummy's card knowing HT will fall
    assert len(table.tricks) == 2 and table.tricks[1].cards == cards("H2", "H5", "HQ", "HT")


@pytest.mark.law("57D")
def test_t12_57d_a_card_that_is_not_legal_becomes_a_major_penalty_card() -> None:
    table = south_on_lead()
    plays(table, "H2", "H5")
    table.play("C6")  # East holds hearts
    called(table).apply(table)
    assert [(str(p.card), p.major) for p in table.penalty_cards] == [("C6", True)]
    table.play("HQ")
    assert table.turn == E and legal(table) == {"HT", "H9", "H8", "H7"}


@pytest.mark.law("57", "49", editions=OLDER)
@pytest.mark.parametrize("edition", OLDER)
def test_t12_older_editions_have_no_57d(edition: int) -> None:
    table = south_on_lead(edition)
    plays(table, "H2", "H5")
    table.play("HT")
    ruling = called(table)
    assert str(ruling.law) == "49" and any("no Law 57D" in f for f in ruling.facts)
    ruling.apply(table)
    assert [(str(p.card), p.major) for p in table.penalty_cards] == [("HT", True)]


@pytest.mark.law("57C1", editions=ALL_EDITIONS)
@pytest.mark.law("57C3", editions=(2017, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t13_declarer_played_from_both_hands_no_rectification(edition: int) -> None:
    table = north_on_lead(edition)
    table.play("S2")  # North leads
    table.play("S6")  # South plays at once, before East: a played card (57C3)
    assert phase(table) == Phase.PLAY
    table.play("S5")  # West plays before his partner: declarer has played from both hands
    assert phase(table) == Phase.PLAY and table.procedures == ()
    statuses = [r.status for r in table.play_records[-2:]]
    assert statuses == [PlayStatus.DEFERRED, PlayStatus.DEFERRED]
    table.play("S3")  # East; South's and West's cards then enter in turn
    assert table.tricks[-1].cards == cards("S2", "S3", "S6", "S5")


@pytest.mark.law("57C3")
def test_57c3_declarers_premature_card_that_is_not_legal_goes_back() -> None:
    table = north_on_lead()
    table.play("S2")
    table.play("DA")  # South holds spades
    ruling = called(table)
    assert str(ruling.law) == "57C3"
    ruling.apply(table)
    assert table.penalty_cards == () and table.turn == E


# ------------------------------------------------------------------ 58
@pytest.mark.law("58A", indirect=True)
def test_58a_simultaneous_plays_the_player_in_turn_first() -> None:
    table = south_on_lead()
    table.play("H2")
    table.apply(
        SimultaneousPlays(CardPlayed(N, Card.parse("HQ"), S), CardPlayed(W, Card.parse("H5"), W))
    )
    assert table.current_trick == (
        (S, Card.parse("H2")),
        (W, Card.parse("H5")),
        (N, Card.parse("HQ")),
    )


@pytest.mark.law("58B1", indirect=True)
def test_58b1_only_one_card_faced_is_played() -> None:
    table = deal_b()
    table.apply(CardsPlayedTogether(W, cards("DT", "D9"), cards("DT")))
    assert table.current_trick == ((W, Card.parse("DT")),) and table.penalty_cards == ()
    assert Card.parse("D9") in table.remaining(W)


@pytest.mark.law("58B2", editions=ALL_EDITIONS)
@pytest.mark.law("50B", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_58b2_several_faced_the_player_chooses_the_rest_are_penalty_cards(edition: int) -> None:
    table = deal_b(edition)
    table.apply(CardsPlayedTogether(W, cards("DT", "D9"), cards("DT", "D9")))
    ruling = called(table)
    assert ruling.chooser == W and keys(ruling) == ["play-DT", "play-D9"]
    ruling.apply(table, "play-DT")
    assert table.current_trick == ((W, Card.parse("DT")),)
    assert [(str(p.card), p.kind) for p in table.penalty_cards] == [("D9", "minor")]


@pytest.mark.law("58B2", editions=ALL_EDITIONS)
@pytest.mark.law("50B", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_58b2_the_lower_card_chosen_is_led_the_honour_a_major_penalty_card(
    edition: int,
) -> None:
    table = deal_b(edition)
    table.apply(CardsPlayedTogether(W, cards("DT", "D9"), cards("DT", "D9")))
    called(table).apply(table, "play-D9")
    # the penalty card made by the same ruling does not bar the chosen lead (no Law 52)
    assert table.irregularity is None
    assert table.current_trick == ((W, Card.parse("D9")),)
    assert [(str(p.card), p.kind) for p in table.penalty_cards] == [("DT", "major")]


@pytest.mark.law("58B2")
def test_58b2_declarers_other_cards_go_back() -> None:
    table = south_on_lead()
    table.apply(CardsPlayedTogether(S, cards("S9", "S8"), cards("S9", "S8")))
    called(table).apply(table, "play-S8")
    assert table.penalty_cards == () and table.current_trick == ((S, Card.parse("S8")),)


# ------------------------------------------------------------------ 60
@pytest.mark.law("60A1", "60A2", indirect=True)
def test_60a_non_offender_plays_after_the_irregular_lead() -> None:
    table = south_on_lead()
    table.play("H6")  # West leads out of turn (South was on lead)
    table.play("HQ")  # declarer plays from dummy, after it: no rectification
    assert phase(table) == Phase.PLAY and table.penalty_cards == ()
    assert table.current_trick[0] == (W, Card.parse("H6"))


@pytest.mark.law("60A3", indirect=True)
def test_60a3_earlier_obligations_stay() -> None:
    table = south_on_lead()
    table.expose(W, "HK", how="named")
    called(table).apply(table, "penalty")
    table.play("CA")  # South leads a club: West must follow (the penalty card waits)
    assert legal(table) == {"C9", "C7", "C4", "C2"}
    table.play("C9")
    table.play("CK")
    table.play("C8")
    assert [str(p.card) for p in table.penalty_cards] == ["HK"]


@pytest.mark.law("57C3", editions=(2017,))
@pytest.mark.law("57C3", editions=(2007, 1997, 1987), indirect=True)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "57C3"), (2007, "57C2"), (1997, "45C2"), (1987, "45C2")]
)
def test_57c3_declarers_premature_play_by_edition(edition: int, law: str) -> None:
    table = north_on_lead(edition)
    table.play("S2")
    table.play("DA")  # South holds spades: not a legal play
    assert str(called(table).law) == law


@pytest.mark.law("57C2", editions=(2017, 1997, 1987))
@pytest.mark.law("57C2", editions=(2007,), indirect=True)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "57C2"), (2007, "57C1"), (1997, "57C"), (1987, "57C")]
)
def test_57c2_dummy_suggested_a_card_no_rectification(edition: int, law: str) -> None:
    table = south_on_lead(edition)
    table.play("S6")  # South leads
    table.apply(DummyInfraction("suggest"))  # dummy indicates a card before West plays
    table.play("S3")  # East plays before his partner West
    ruling = called(table)
    assert [q.key for q in ruling.questions] == ["57C2"]
    ruling = rule(table, **{"57C2": "yes"})
    assert str(ruling.law) == law
    ruling.apply(table, answers={"57C2": "yes"})
    assert table.penalty_cards == () and table.irregularity is None
    plays(table, "S5", "SK")  # West, then dummy: East's S3 is played at his turn
    assert table.tricks[-1].card_of(E) == Card.parse("S3")


@pytest.mark.law("57C2", "57A")
def test_57c2_the_director_finds_dummy_did_not_prompt_it() -> None:
    table = south_on_lead()
    table.play("S6")
    table.apply(DummyInfraction("suggest"))
    table.play("S3")
    called(table)
    ruling = rule(table, **{"57C2": "no"})
    assert str(ruling.law) == "57A" and "highest" in keys(ruling)


@pytest.mark.law("57A")
def test_57a_no_57c2_question_without_dummy_prompting() -> None:
    table = south_on_lead()
    table.play("S6")
    table.play("S3")  # East before West, dummy did nothing
    ruling = called(table)
    assert "57C2" not in [q.key for q in ruling.questions]
    assert str(ruling.law) == "57A"
