"""A laws-mode table's play in PBN (``^R``, ``^L``, ``*``, Result, ``Declarer "^N"``)
and LIN (``pc``, ``mc``): written, read back equal, and replayed (PBN 2.1 §3.6, §3.9)."""

from __future__ import annotations

import pytest
from tests.laws.end_helpers import E, N, S, W, apply, play_all, rule, scenario
from tests.laws.play_helpers import DEAL_A, contract_table
from tests.laws.test_law_61_64_revokes import T14

from bridgelaw.core import Card
from bridgelaw.director.replay import annotated_play_from_lin, table_from_play
from bridgelaw.formats import lin, pbn
from bridgelaw.formats.play_marks_export import (
    AnnotatedPlay,
    annotated_play,
    annotated_play_from_pbn,
    lin_record,
    pbn_game_with_play,
)
from bridgelaw.table import HandSpread, Phase, Table
from bridgelaw.table.end_events import ClaimAnswered, ClaimMade, RevokeAttention

EDITIONS = (2017, 1987)


def _pbn_round_trip(table: Table) -> tuple[str, AnnotatedPlay, pbn.PbnGame]:
    text = pbn.dumps([pbn_game_with_play(table)])
    games = pbn.loads(text, strict=True)
    assert len(games) == 1
    return text, annotated_play_from_pbn(games[0]), games[0]


def _lin_round_trip(table: Table) -> AnnotatedPlay:
    text = lin.dumps([lin_record(table)])
    records = lin.loads(text)
    assert len(records) == 1
    return annotated_play_from_lin(records[0], table.board, edition=table.edition)


def _replayed(table: Table, play: AnnotatedPlay, game: pbn.PbnGame) -> Table:
    assert game.auction is not None
    return table_from_play(
        table.board,
        game.auction,
        play.cards,
        claimed=play.claimed,
        swapped=play.swapped,
        edition=table.edition,
    )


def _t14(edition: int) -> Table:
    """T14 played out: East's revoke at trick 5 established, two tricks transferred."""
    table, order = scenario(T14, "4H", edition=edition)
    play_all(table, order[:21])
    table.apply(RevokeAttention(S, E))
    apply(table)
    play_all(table, order[21:])
    apply(table, **{"64C": "yes"})
    assert table.declarer_tricks == 10
    return table


@pytest.mark.law("64A1", editions=EDITIONS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_revoke_that_stood_is_written_with_caret_r(edition: int) -> None:
    table = _t14(edition)
    play = annotated_play(table)
    assert play.marks == ((19, "R"),)
    assert play.cards[19].card == Card.parse("H2") and play.cards[19].seat == E
    text, back, game = _pbn_round_trip(table)
    assert "^R H2" in text and '[Result "^10"]' in text  # transfers: not the tricks won
    assert back == play
    again = _replayed(table, back, game)
    assert annotated_play(again).cards == play.cards  # the marks are found again
    assert again.declarer_tricks == 8  # nobody draws attention in the replay
    assert _lin_round_trip(table).cards == play.cards


@pytest.mark.law("56A", editions=EDITIONS)
@pytest.mark.law("53A", editions=EDITIONS, indirect=True)
@pytest.mark.parametrize("edition", EDITIONS)
def test_lead_out_of_turn_that_stood_is_written_with_caret_l(edition: int) -> None:
    table = contract_table(DEAL_A, edition=edition)
    play_all(table, ["H3", "HQ", "HK", "H5"])  # East wins trick 1
    table.play("S5")  # West leads out of turn (56)...
    table.play("S3")  # ...and dummy plays to it: accepted (53A)
    play_all(table, ["S2", "SQ"])
    play = annotated_play(table)
    assert [(m, str(play.cards[i].card)) for i, m in play.marks] == [("L", "S5")]
    text, back, game = _pbn_round_trip(table)
    assert "^L S5" in text
    assert back.cards == play.cards and back.result is None
    again = _replayed(table, back, game)
    assert annotated_play(again).cards == play.cards
    assert _lin_round_trip(table).cards == play.cards


@pytest.mark.law("54A", editions=(2017,))
def test_declarer_and_dummy_swapped_caret_declarer() -> None:
    table = contract_table(DEAL_A)
    table.play("HK")  # East faces the opening lead out of turn
    table.apply(HandSpread(S))  # South spreads: North declares (54A)
    table.call_director()
    apply(table, "spread", **{"54C": "no"})  # South could not have seen dummy (54C)
    assert table.declarer == N
    table.play("H5", seat=S)
    play = annotated_play(table)
    assert play.swapped and play.declarer == N and play.marks == ()
    text, back, game = _pbn_round_trip(table)
    assert '[Declarer "^N"]' in text
    assert back == play
    again = _replayed(table, back, game)
    assert again.declarer == N and annotated_play(again).cards == play.cards


@pytest.mark.law("68A", "69A", editions=EDITIONS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_claim_ends_the_play_section(edition: int) -> None:
    table, order = scenario(T14, "4H", edition=edition)
    play_all(table, order[:22])  # trick 6 in progress: E and S have played
    table.apply(ClaimMade(S, 8, statement="the rest are mine"))
    table.apply(ClaimAnswered(W, "agree"))
    table.apply(ClaimAnswered(E, "agree"))
    assert table.phase == Phase.ENDED
    play = annotated_play(table)
    assert play.claimed == 2 + 8 and play.result == 10
    text, back, game = _pbn_round_trip(table)
    assert "\n*\n" in text and '[Result "10"]' in text
    assert back == play
    again = _replayed(table, back, game)
    assert again.declarer_tricks == 10 and again.score_ns() == table.score_ns()
    from_lin = _lin_round_trip(table)
    assert from_lin.cards == play.cards and from_lin.claimed == 10


@pytest.mark.law("70", editions=(2017,))
def test_disputed_claim_ruled_by_the_director() -> None:
    table, order = scenario(T14, "4H")
    play_all(table, order[:20])  # five tricks complete
    table.apply(ClaimMade(S, 8))
    table.apply(ClaimAnswered(W, "dispute"))
    table.call_director()
    ruling = rule(table, **{"70": "7"})
    ruling.apply(table, answers={"70": "7"})
    play = annotated_play(table)
    assert play.claimed == table.declarer_tricks
    _text, back, _game = _pbn_round_trip(table)
    assert back == play


def test_unplayed_board_has_no_play_section() -> None:
    table, _order = scenario(T14, "4H")
    game = pbn_game_with_play(table)
    assert game.tag("Play") is None and game.tag("Result") is None
    assert annotated_play(table).cards == ()
