"""Reading PBN: every real file tolerantly, the values of a game, quirks and errors."""

from __future__ import annotations

import io
import itertools
import re
from pathlib import Path

import pytest

from bridgelaw.core import DOUBLE, PASS, Bid, Card, Contract, Deal, Doubling, Seat, Strain
from bridgelaw.core.seats import Vulnerability
from bridgelaw.errors import FormatError
from bridgelaw.formats import pbn

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
EVENTS = DATA / "pbn_events"
RPBRIDGE = EVENTS / "rpbridge_2012_vugraph_archive.pbn"
REALBRIDGE = EVENTS / "realbridge_2021_online_qual_open_r2_teams_imp.pbn"


def pbn_files() -> list[Path]:
    """Every PBN file of the shared data except the verifier's error files."""
    return sorted(p for p in DATA.rglob("*.pbn") if not p.name.startswith("errors_"))


def board_tags(path: Path) -> int:
    """The number of ``[Board`` lines, counted without the reader."""
    return len(re.findall(r"^\[Board ", pbn.read_text(path), flags=re.M))


@pytest.mark.parametrize("path", pbn_files(), ids=lambda p: p.name)
def test_every_real_file_reads_tolerantly(path: Path) -> None:
    games = pbn.load(path)
    assert games
    assert all(game.source == str(path) for game in games)
    assert all(game.tags for game in games)


def test_the_shared_data_holds_the_files_the_readme_describes() -> None:
    names = {p.name for p in pbn_files()}
    assert len([n for n in names if n.endswith("_Daylong.pbn")]) == 36
    assert {"correct_10.pbn", "correct_20.pbn", "correct_21.pbn"} <= names
    assert {"test1.bcdd.pbn", "test2.bigdeal.pbn"} <= names


def test_realbridge_file_has_299_table_records() -> None:
    games = pbn.load(REALBRIDGE)
    assert len(games) == 299 == board_tags(REALBRIDGE)
    assert all(game.board is not None and 11 <= game.board.number <= 20 for game in games)
    auctions = len(re.findall(r"^\[Auction ", pbn.read_text(REALBRIDGE), flags=re.M))
    assert sum(game.auction is not None for game in games) == auctions > 250


def test_rpbridge_archive_has_3816_boards_at_7632_tables() -> None:
    games = pbn.load(RPBRIDGE)
    assert len(games) == 7632
    assert board_tags(RPBRIDGE) == 3816
    own_board = [game for game in games if game.tag("Board") is not None]
    assert len(own_board) == 3816
    # Every game without its own board tags is a second room: it takes the board of
    # the game before, and says so in a note.
    for before, game in itertools.pairwise(games):
        if game.tag("Board") is None:
            assert game.board == before.board
            assert any("taken from the game before" in note for note in game.notes)


def test_bbo_daylongs_have_294_boards_with_tab_separated_sections() -> None:
    files = sorted((EVENTS / "bbo_helper_daylongs").glob("*.pbn"))
    games = [game for path in files for game in pbn.load(path)]
    assert len(games) == 294 == sum(board_tags(p) for p in files)
    assert all(any("tabs" in note for note in game.notes) for game in games if game.play)


def test_a_game_and_its_values() -> None:
    game = pbn.load(EVENTS / "schiphol_1995-06-10.pbn")[0]
    assert game.board is not None
    assert (game.board.number, game.dealer, game.vulnerability) == (
        1,
        Seat.NORTH,
        Vulnerability.NONE,
    )
    assert game.deal == Deal.parse(
        "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"
    )
    assert game.players == ("Westra", "Kalish", "Leufkens", "Podgor")
    assert game.contract == Contract(5, Strain.HEARTS, Doubling.DOUBLED, Seat.SOUTH)
    assert game.result == 9
    assert game["Event"].startswith("International Amsterdam")
    assert "Scoring" in game and "Room" not in game
    assert game.tag("Result") is not None and game.tag("Result").line == 15  # type: ignore[union-attr]


def test_auction_with_notes_alerts_and_all_pass() -> None:
    game = pbn.load(EVENTS / "schiphol_1995-06-10.pbn")[0]
    auction = game.auction
    assert auction is not None
    written = "1D 1S 3H 4S 4NT X Pass Pass 5C X 5H X Pass Pass Pass"
    assert [str(c.call) for c in auction] == written.split(" ")
    assert auction[2].alert and auction[2].explanation == "non-forcing 6-9 points, 6-card"
    assert auction[4].explanation == "two colors: clubs and diamonds"
    assert not auction[0].alert and auction[0].explanation is None
    calls = game.calls
    assert calls is not None and calls[0].seat == Seat.NORTH and calls[2].note == 1


def test_play_rows_keep_the_columns_of_the_file() -> None:
    game = pbn.load(EVENTS / "schiphol_1995-06-10.pbn")[0]
    play = game.play
    assert play is not None and len(play) == 7
    first = play[0]
    assert first.first == Seat.WEST
    assert first[Seat.WEST] is not None and first[Seat.WEST].card == Card.parse("SK")  # type: ignore[union-attr]
    assert first[Seat.NORTH].card == Card.parse("H3")  # type: ignore[union-attr]
    assert first[Seat.WEST].note_text == "highest of series"  # type: ignore[union-attr]
    last = play[6]
    assert [c.token for c in last] == ["-", "-", "-", "H2"]
    assert game.play_end == "*"


def test_passed_out_board() -> None:
    game = pbn.load(REALBRIDGE)[0]
    assert game.passed_out and game.contract is None and game.declarer is None
    assert game.auction is not None and [c.call for c in game.auction] == [PASS] * 4
    assert game.score_ns == 0


def test_lowercase_doubled_contract_is_read_and_noted() -> None:
    games = pbn.load(REALBRIDGE)
    doubled = [g for g in games if (g.get("Contract") or "").endswith("x")]
    assert doubled
    for game in doubled:
        assert game.contract is not None and game.contract.doubling == Doubling.DOUBLED
        assert any("lowercase" in note for note in game.notes)


def test_vulnerable_with_spaces_is_read_and_noted() -> None:
    games = pbn.load(EVENTS / "hand_trophy_pairs_2016-08-16_dd.pbn") + pbn.load(
        EVENTS / "hazlemere_trophy_2015-10-06_dd.pbn"
    )
    odd = [g for g in games if g.get("Vulnerable") != (g.get("Vulnerable") or "").strip()]
    assert odd
    for game in odd:
        assert game.vulnerability is not None
        assert any("Vulnerable" in note for note in game.notes)
    errors = pbn.validate(pbn.read_text(EVENTS / "hazlemere_trophy_2015-10-06_dd.pbn"))
    assert any("Vulnerable" in err.reason for err in errors)


def test_nt_written_n_and_redouble_written_r_are_tolerated() -> None:
    text = '[Board "3"]\n[Declarer "E"]\n[Contract "3NR"]\n[Result "9"]\n'
    game = pbn.loads(text)[0]
    assert game.contract == Contract(3, Strain.NOTRUMP, Doubling.REDOUBLED, Seat.EAST)
    assert game.notes and "3NR" in game.notes[0]
    with pytest.raises(FormatError, match=r"<string>:3: bad contract '3NR'.*§3\.4\.14"):
        pbn.loads(text, strict=True)


def test_result_and_score_for_a_side() -> None:
    text = (
        '[Board "2"]\n[Declarer "W"]\n[Contract "2S"]\n[Result "NS 4"]\n'
        '[Score "EW 140"]\n\n[Board "2"]\n[Declarer "N"]\n[Contract "4H"]\n'
        '[Result "9"]\n[Score "-50"]\n'
    )
    first, second = pbn.loads(text)
    assert (first.result, first.score_ns) == (9, -140)
    assert (second.result, second.score_ns) == (9, -50)


def test_tag_value_inheritance() -> None:
    text = (
        '[Event "##Club night"]\n[Board "1"]\n[West "Ann"]\n\n'
        '[Board "2"]\n[West "#"]\n\n[Board "3"]\n[Event "Other"]\n'
    )
    one, two, three = pbn.loads(text)
    assert one.get("Event") == two.get("Event") == "Club night"
    assert two.get("West") == "Ann" and two.tag("West").value == "#"  # type: ignore[union-attr]
    assert three.get("Event") == "Other"
    assert dict(two.inherited) == {"West": "Ann", "Event": "Club night"}


def test_irregularity_marks_and_skipped_calls() -> None:
    game = pbn.load(DATA / "pbn_verifier" / "correct_10.pbn")[2]
    auction = game.auction
    assert auction is not None
    # West's column is '-', North's call is skipped (^S): East's 1D came out of turn.
    assert str(auction[0].call) == "1D" and auction[0].mark == "S"
    assert auction[1].call == Bid(1, Strain.CLUBS) and auction[1].mark == "I"
    assert game.declarer == Seat.SOUTH
    play = game.play
    assert play is not None
    assert play[1][Seat.EAST].marks == "R" and play[1][Seat.SOUTH].marks == "L"  # type: ignore[union-attr]


def test_comments_are_kept_in_place() -> None:
    games = pbn.load(DATA / "pbn_verifier" / "correct_10.pbn")
    game = games[24]
    assert game.prelude[-3:] == (
        "{ Initial game comment }",
        "; rest of game comment",
        "{ 2nd game comment }",
    )
    west = game.tag("West")
    assert west is not None
    assert west.comments == ("{ West comment }", "; rest of West comment", "{ 2nd West comment }")
    auction = game.tag("Auction")
    assert auction is not None and "{A1}" in auction.section
    assert game.calls is not None and game.calls[3].suffix == "?!"


def test_multi_line_comments_do_not_end_a_game() -> None:
    games = pbn.load(DATA / "pbn_verifier" / "endplay_example4_comments.pbn")
    assert len(games) == 1
    home = games[0].tag("HomeTeam")
    assert home is not None and home.comments == ("{ this is a\ncomment }",)


def test_tags_spread_over_lines_and_sharing_a_line() -> None:
    games = pbn.load(DATA / "pbn_verifier" / "correct_10.pbn")
    assert games[21].get("Event") == "use new lines"
    assert games[22].get("Event") == "my event" and games[22].get("Date") == "1998.03.21"
    assert games[3].get("East") == '\\"\\""\\  \\a'


def test_latin1_file_is_decoded_and_utf8_bom_skipped() -> None:
    games = pbn.load(DATA / "pbn_verifier" / "correct_10.pbn")
    assert (
        games[3].get(
            "West",
        )
        is not None
        and "É" in games[3]["West"]
    )
    bom = pbn.load(DATA / "dd" / "bcdd" / "test1.bcdd.pbn")
    assert bom[0].prelude == ("% PBN 1.0",) and bom[0].version == (1, 0)


def test_load_from_an_open_text_file() -> None:
    text = (EVENTS / "eyc1998_vienna_teams_2tables.pbn").read_text(encoding="latin-1")
    games = pbn.load(io.StringIO(text))
    assert len(games) == 2 and games[0].source == "<stream>"
    assert [g.get("Room") for g in games] == ["Open", "Closed"]


def test_missing_file_is_a_format_error() -> None:
    with pytest.raises(FormatError, match="cannot read"):
        pbn.load(DATA / "no_such_file.pbn")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[Event "x"]\n[Deal "N:AKQJ.T98.765.432 - - AKQJ..."]\n', r":2: bad deal"),
        ('[Board "1"]\n[Deal "N:A.KQ.J. - - A..."]\n', r"SA is given twice"),
        ('[Event "unclosed]\n', r":1: the value of tag Event is not closed"),
        ('[Dealer "Q"]\n', r"bad side 'Q' in tag Dealer"),
        ('[Dealer "N"]\n[Auction "N"]\n1C 1Q\n', r":3: bad call '1Q'"),
    ],
)
def test_what_cannot_be_read_raises_with_file_line_and_rule(text: str, message: str) -> None:
    with pytest.raises(FormatError, match=message) as caught:
        pbn.loads(text, source="demo.pbn")
    assert caught.value.source == "demo.pbn"
    assert caught.value.line > 0 and caught.value.rule.startswith("PBN 2.1 §")


def test_strict_mode_raises_on_the_first_problem() -> None:
    with pytest.raises(FormatError) as caught:
        pbn.load(RPBRIDGE, strict=True)
    assert caught.value.source.endswith("rpbridge_2012_vugraph_archive.pbn")
    assert caught.value.line > 0


def test_reading_the_same_double_dummy_deals_in_three_encodings() -> None:
    plain = pbn.load(DATA / "dd" / "bcdd" / "test1.pbn")
    bigdeal = pbn.load(DATA / "dd" / "bcdd" / "test1.bigdeal.pbn")
    bcdd = pbn.load(DATA / "dd" / "bcdd" / "test1.bcdd.pbn")
    assert [g.board for g in plain] == [g.board for g in bigdeal] == [g.board for g in bcdd]
    assert len(plain) == 396 and plain[1].board is not None
    assert plain[1].board.vulnerability == Vulnerability.NS and plain[1].dealer == Seat.EAST


def test_doubles_read_as_calls() -> None:
    game = pbn.loads('[Dealer "W"]\n[Auction "W"]\n1C X XX Pass\n')[0]
    assert game.auction is not None
    assert [c.call for c in game.auction][1] == DOUBLE


def test_a_declarer_on_a_passed_out_board_is_left_out_and_noted() -> None:
    path = EVENTS / "bbo_helper_daylongs" / "Ben_Friends_Daily_-_2024-06-04_Daylong.pbn"
    game = next(g for g in pbn.load(path) if g.get("Contract") == "Pass")
    assert game.get("Declarer") == "S"
    assert game.passed_out and game.declarer is None and game.contract is None
    assert any("passed-out board" in note for note in game.notes)


def test_lowercase_is_import_format_and_wrong_only_in_export_format() -> None:
    text = '[Board "1"]\n[Declarer "n"]\n[Contract "3nt"]\n[Result "9"]\n'
    game = pbn.loads(text, strict=True)[0]
    assert game.contract == Contract(3, Strain.NOTRUMP, Doubling.UNDOUBLED, Seat.NORTH)
    with pytest.raises(FormatError, match=r"lowercase.*§3\.11"):
        pbn.loads("% EXPORT\n" + text, strict=True)
