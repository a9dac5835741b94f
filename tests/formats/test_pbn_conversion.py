"""From PBN games to TableResult: boards, play in the order played, claims, scores."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.core import PASS, Card, Contract, Doubling, Seat, Strain
from bridgelaw.core.tricks import trick_winner
from bridgelaw.errors import FormatError
from bridgelaw.formats import pbn
from bridgelaw.formats.records import TableResult

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
EVENTS = DATA / "pbn_events"


def tricks_won(result: TableResult) -> int:
    """Declarer's tricks in a complete play, trick by trick with the core's rule."""
    assert result.play is not None and result.contract is not None
    declarer = result.contract.declarer
    assert declarer is not None
    leader = declarer.lho
    won = 0
    for start in range(0, 52, 4):
        leader = trick_winner(result.play[start : start + 4], leader, result.contract.strain)
        won += leader in (declarer, declarer.partner)
    return won


def test_realbridge_gives_299_table_results() -> None:
    games = pbn.load(EVENTS / "realbridge_2021_online_qual_open_r2_teams_imp.pbn")
    results = pbn.table_results(games)
    assert len(results) == 299
    first = results[0]
    assert first.board.number == 11 and first.table == "11"
    assert first.passed_out and first.contract is None and first.score_ns == 0
    assert first.players[Seat.NORTH] == "Markus Knob#39415"
    assert first.line == games[0].line == 3
    assert all(r.board.deal is not None and r.board.deal.is_complete for r in results)


@pytest.mark.parametrize(
    "pattern",
    [
        "pbn_events/realbridge_2021_online_qual_open_r2_teams_imp.pbn",
        "pbn_events/bbo_helper_daylongs/*.pbn",
        "pbntools_results/*/*_pairs*.pbn",
    ],
)
def test_complete_plays_make_the_recorded_result(pattern: str) -> None:
    complete = 0
    for path in sorted(DATA.glob(pattern)):
        for result in pbn.table_results(pbn.load(path)):
            if result.play is not None and len(result.play) == 52 and result.contract:
                assert tricks_won(result) == result.result, (path.name, result.line)
                assert result.claimed_tricks is None
                complete += 1
    assert complete >= 60


def test_a_play_cut_short_is_a_claim_of_the_result() -> None:
    games = pbn.load(EVENTS / "realbridge_2021_online_qual_open_r2_teams_imp.pbn")
    results = pbn.table_results(games)
    claims = [r for r in results if r.play is not None and len(r.play) < 52]
    assert claims
    for result in claims:
        assert result.claimed_tricks == result.result is not None
    second = results[1]  # 1NT by North: seven tricks and one card, then '*'
    assert second.contract == Contract(1, Strain.NOTRUMP, Doubling.UNDOUBLED, Seat.NORTH)
    assert second.play is not None and len(second.play) == 29
    assert second.play[:4] == tuple(Card.parse(c) for c in ("D4", "DJ", "D3", "D5"))
    assert second.claimed_tricks == 8 and second.score_ns == 120


def test_rpbridge_archive_gives_7632_results_on_3816_boards() -> None:
    results = pbn.table_results(pbn.load(EVENTS / "rpbridge_2012_vugraph_archive.pbn"))
    assert len(results) == 7632
    assert len({(r.board.number, r.board.deal) for r in results}) <= 3816
    boards = [r.board.number for r in results]
    assert boards[0] == boards[1] == 1
    assert sum(r.play is not None for r in results) > 7400
    assert sum(r.auction is not None for r in results) > 7400


def test_play_is_put_in_the_order_played() -> None:
    text = (
        '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
        '[Declarer "S"]\n[Contract "3NT"]\n[Result "9"]\n[Play "W"]\n'
        "HA H8 H5 H2\nS2 SA S8 S5\nS3 SK S9 S7\n-  SQ -  -\n*\n"
    )
    result = pbn.table_results(pbn.loads(text, source="demo.pbn"))[0]
    # Columns are West, North, East, South. West's ace wins trick 1 and West leads the
    # second; North's ace wins it, so North leads the third (SK, then East, South,
    # West) and the fourth, where East's card is not known: the play stops there.
    assert result.play == tuple(
        Card.parse(c)
        for c in ("HA", "H8", "H5", "H2", "S2", "SA", "S8", "S5", "SK", "S9", "S7", "S3", "SQ")
    )
    assert result.claimed_tricks == 9 and result.source == "demo.pbn"
    assert any("trick 4" in note for note in result.notes)


def test_irregularities_in_the_play_are_noted() -> None:
    games = pbn.load(DATA / "pbn_verifier" / "correct_10.pbn")
    game = games[2]
    assert game.board is None  # the game has no Board tag
    with pytest.raises(FormatError, match="no board number"):
        pbn.table_results([game])
    numbered = pbn.loads(pbn.dumps([game]).replace('[Dealer "N"]', '[Board "1"]\n[Dealer "N"]'))
    result = pbn.table_results(numbered)[0]
    assert any("lead out of turn by South" in note for note in result.notes)
    assert any("revoke by East" in note for note in result.notes)
    assert result.play is not None and result.play[4] == Card.parse("CK")


def test_score_table_rows_become_table_results() -> None:
    games = pbn.load(EVENTS / "ruter71_klubbkveld_2012-01-24_butler_imp_pairs.pbn")
    results = pbn.table_results(games)
    assert len(results) == 21 + 168
    board_one = results[:9]
    assert board_one[0].contract is None and not board_one[0].passed_out
    rows = board_one[1:]
    assert all(r.board == board_one[0].board for r in rows)
    assert rows[0].table == "2" and rows[0].players[Seat.NORTH] == "pair 3"
    assert rows[0].players[Seat.WEST] == "pair 4"
    assert rows[0].contract == Contract(1, Strain.NOTRUMP, Doubling.UNDOUBLED, Seat.NORTH)
    assert (rows[0].result, rows[0].score_ns) == (8, 120)
    assert rows[2].score_ns == -80  # Score_NS is '-', Score_EW "80"
    assert rows[0].line == 71 and rows[1].line == 72


def test_a_score_table_row_passed_out_and_names_of_players() -> None:
    text = (
        '[Board "4"]\n'
        '[ScoreTable "PairId_NS;PairId_EW;Names_NS;Names_EW;Contract;Declarer;Result;Score_NS"]\n'
        '1 2 "Ann;Bob" "Cy;Di" Pass - - 0\n3 4 "Ed;Flo" "Gus;Hal" 4Sx E 10 ^-590\n'
    )
    results = pbn.table_results(pbn.loads(text))
    passed, doubled = results[1], results[2]
    assert passed.passed_out and passed.contract is None and passed.score_ns == 0
    assert passed.table == "1-2" and passed.players[Seat.SOUTH] == "Bob"
    assert doubled.contract == Contract(4, Strain.SPADES, Doubling.DOUBLED, Seat.EAST)
    assert doubled.score_ns == -590 and any("artificial" in n for n in doubled.notes)


def test_auction_of_a_table_result_starts_with_the_dealer() -> None:
    games = pbn.load(DATA / "pbn_verifier" / "correct_10.pbn")
    result = pbn.table_results(pbn.loads(pbn.dumps(games[1:2])))[0]
    assert result.auction is not None
    assert str(result.auction[0].call) == "1D"
    assert result.auction[-3:] == tuple(result.auction[-1:] * 3)
    assert result.auction[-1].call == PASS
    assert result.auction[2].alert and result.auction[2].explanation == (
        "non-forcing 6-9 points, 6-card"
    )


def test_a_game_without_contract_tags_takes_the_contract_of_its_auction() -> None:
    path = next(DATA.glob("pbntools_results/test_6_bbo_skyclub_*/*.pbn"))
    games = pbn.load(path)
    game = next(g for g in games if g.get("Contract") is None and g.calls)
    result = pbn.table_results([game])[0]
    # North deals: Pass 1C Pass 1S / X 2C Pass 2S / Pass Pass X Pass / 3D Pass Pass 3NT /
    # Pass Pass X Pass / Pass Pass: West's 3NT (the 16th call) is doubled by South.
    assert result.contract == Contract(3, Strain.NOTRUMP, Doubling.DOUBLED, Seat.WEST)
    assert any("from the auction" in note for note in result.notes)
    assert result.play is not None and result.play[0] == Card.parse("D6")
