"""Writing PBN: the round trip on every real file, the layout, export format."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bridgelaw.errors import FormatError
from bridgelaw.formats import pbn

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
VERIFIER = DATA / "pbn_verifier"


def pbn_files() -> list[Path]:
    """Every PBN file of the shared data except the verifier's error files."""
    return sorted(p for p in DATA.rglob("*.pbn") if not p.name.startswith("errors_"))


@pytest.mark.parametrize("path", pbn_files(), ids=lambda p: p.name)
def test_round_trip_of_every_real_file(path: Path) -> None:
    games = pbn.load(path)
    text = pbn.dumps(games)
    again = pbn.loads(text)
    assert again == games
    assert pbn.dumps(again) == text
    # The typed values survive too (they are not compared by ==).
    for before, after in zip(games, again, strict=True):
        assert (before.board, before.contract, before.result, before.score_ns) == (
            after.board,
            after.contract,
            after.result,
            after.score_ns,
        )
        assert before.auction == after.auction
        assert before.play == after.play


def error_chunks() -> list[tuple[str, int, str]]:
    chunks = []
    for path in sorted(VERIFIER.glob("errors_*.pbn")):
        parts = re.split(r"(?m)^(?=% =+ game \d+ =+)", pbn.read_text(path))
        for number, chunk in enumerate((p for p in parts if p.strip()), 1):
            chunks.append((path.stem, number, chunk))
    return chunks


def test_round_trip_of_the_verifier_games_the_tolerant_reader_accepts() -> None:
    accepted = 0
    for _name, _number, chunk in error_chunks():
        try:
            games = pbn.loads(chunk)
        except FormatError:
            continue
        accepted += 1
        text = pbn.dumps(games)
        assert pbn.loads(text) == games
        assert pbn.dumps(pbn.loads(text)) == text
    assert accepted > 60


def test_layout_one_tag_a_line_four_calls_and_a_trick_a_line() -> None:
    source = (
        '[Event "Demo"] [Board "1"]  ; two tags on a line\n'
        '[Dealer "N"][Vulnerable "None"]\n'
        '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
        '[Declarer "S"] [Contract "3NT"] [Result "9"]\n'
        '[Auction "N"]\n'
        "Pass\tPass 1NT\tPass 3NT Pass Pass Pass\n"
        '[Play "W"]\nH2 HT H5 HA S2 SA S5 ST\n*\n'
    )
    assert pbn.dumps(pbn.loads(source)) == source  # unchanged: written as read
    text = pbn.dumps(pbn.loads(source), as_read=False)
    assert text == (
        '[Event "Demo"]\n[Board "1"]\n; two tags on a line\n[Dealer "N"]\n'
        '[Vulnerable "None"]\n'
        '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
        '[Declarer "S"]\n[Contract "3NT"]\n[Result "9"]\n[Auction "N"]\n'
        "Pass Pass 1NT Pass\n3NT Pass Pass Pass\n"
        '[Play "W"]\nH2 HT H5 HA\nS2 SA S5 ST\n*\n'
    )


def test_games_are_separated_by_an_empty_line_and_comments_keep_their_place() -> None:
    source = (
        "% PBN 2.1\n{ about the file }\n"
        '[Board "1"]\n{ a note on board 1\n  over two lines }\n\n'
        "\n% before board 2\n"
        '[Board "2"]\n[Auction "N"]\n1C {strong} Pass\n'
    )
    games = pbn.loads(source)
    assert pbn.dumps(games) == source
    text = pbn.dumps(games, as_read=False)
    assert text == (
        "% PBN 2.1\n{ about the file }\n"
        '[Board "1"]\n{ a note on board 1\n  over two lines }\n\n'
        '% before board 2\n[Board "2"]\n[Auction "N"]\n1C {strong} Pass\n'
    )
    assert games[1].version == (2, 1)


def test_escapes_in_values() -> None:
    games = pbn.loads('[Event "say \\"hi\\" \\\\o/"]\n[ScoreTable "Score_NS\\\\6R"]\n')
    assert games[0]["Event"] == 'say "hi" \\o/'
    assert games[0]["ScoreTable"] == "Score_NS\\6R"
    text = pbn.dumps(games, as_read=False)
    # A backslash is doubled only where it could be misread (before \ or ", or last).
    assert '[Event "say \\"hi\\" \\o/"]' in text
    assert '[ScoreTable "Score_NS\\6R"]' in text
    assert pbn.loads(text) == games


def test_table_rows_are_padded_to_their_widths() -> None:
    source = (
        '[Board "1"]\n[ScoreTable "PairId_NS\\2R;Contract\\4L;Score_NS\\5R"]\n'
        '1 3NT 400 12 2S "-110"\n'
    )
    text = pbn.dumps(pbn.loads(source), as_read=False)
    # "2S" is padded to 4 characters, then one space separates it from the next element;
    # the quoted "-110" is already wider than 5.
    assert text.endswith(' 1 3NT    400\n12 2S   "-110"\n')


def test_a_game_inheriting_with_hash_is_written_out_when_written_alone() -> None:
    games = pbn.loads('[Board "1"]\n[West "Ann"]\n\n[Board "2"]\n[West "#"]\n')
    alone = pbn.dumps(games[1:])
    assert '[West "Ann"]' in alone
    assert pbn.loads(alone)[0].get("West") == "Ann"
    assert '[West "#"]' in pbn.dumps(games)


def test_second_room_games_stay_short_in_the_round_trip() -> None:
    path = DATA / "pbn_events" / "rpbridge_2012_vugraph_archive.pbn"
    games = pbn.load(path)
    text = pbn.dumps(games)
    assert text.count("[Board ") == 3816
    assert text.count("[Contract ") == 7632


def test_newline_option_and_dump_to_file(tmp_path: Path) -> None:
    games = pbn.load(DATA / "pbn_events" / "eyc1998_vienna_teams_2tables.pbn")
    crlf = pbn.dumps(games, newline="\r\n")
    assert "\r\n" in crlf and "\n" not in crlf.replace("\r\n", "")
    assert pbn.loads(crlf) == games
    target = tmp_path / "out.pbn"
    pbn.dump(games, target)
    assert pbn.load(target) == games
    stream = io.StringIO()
    pbn.dump(games, stream)
    assert stream.getvalue() == pbn.dumps(games)


@pytest.mark.parametrize("name", ["correct_20.pbn", "correct_21.pbn", "schiphol_1995-06-10.pbn"])
def test_export_format_passes_the_strict_reader(name: str) -> None:
    path = next(DATA.rglob(name))
    games = pbn.load(path)
    exported = pbn.export(games)
    text = pbn.dumps(exported, newline="\r\n")
    assert text.startswith("% PBN 2.1\r\n% EXPORT\r\n")
    assert pbn.validate(text) == []
    assert pbn.loads(text) == exported
    for before, after in zip(games, exported, strict=True):
        assert before.board == after.board and before.contract == after.contract
        assert before.auction == after.auction


def test_export_puts_tags_in_order_and_spells_values_the_export_way() -> None:
    source = (
        '[Contract "4sx"]\n[Declarer "s"]\n[Vulnerable "Both"]\n[Board "5"]\n'
        '[Dealer "N"]\n[Room "Open"]\n[Event "Demo"]\n'
        '[Deal "E:T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765 AKQJ.T98.765.432"]\n'
        '[Auction "W"]\n- 1S !! =1= Pass 4S\nX AP\n[Note "1:five"]\n'
    )
    exported = pbn.export(pbn.loads(source))
    names = [tag.name for tag in exported[0].tags]
    assert names[:15] == [
        "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
        "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
    ]  # fmt: skip
    assert names[15:] == ["Room", "Auction", "Note"]
    game = exported[0]
    assert (game["Site"], game["Vulnerable"], game["Contract"], game["Declarer"]) == (
        "?",
        "All",
        "4SX",
        "S",
    )
    assert game["Deal"].startswith("N:AKQJ.T98.765.432")
    auction = game.tag("Auction")
    assert auction is not None and auction.value == "N"
    assert auction.section[:4] == ("1S", "=1=", "$3", "Pass")
