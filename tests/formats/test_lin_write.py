"""Writing LIN: every real file round-trips byte for byte; values are written as BBO does."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaw.core import DEAL_COUNT, Deal, Seat, Vulnerability
from bridgelaw.core.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call
from bridgelaw.formats.lin import dump, dumps, load, loads
from bridgelaw.formats.lin_tokens import LinToken, join_tokens, tokenize
from bridgelaw.formats.lin_values import (
    format_call,
    format_md,
    format_sv,
    parse_mb,
    parse_md,
    parse_sv,
)


def _data() -> Path:
    return Path(__file__).resolve().parents[2] / ".." / "shared" / "data"


LIN_FILES = sorted(_data().rglob("*.lin"))


def test_all_794_real_files_round_trip() -> None:
    assert len(LIN_FILES) == 794  # 8 vugraph + 1 myhands + 785 pbntools
    for path in LIN_FILES:
        text = path.read_bytes().decode("utf-8")
        first = loads(text, source=path.name)
        out = dumps(first)
        assert out == text, path  # the exact bytes of the file
        second = loads(out, source=path.name)
        assert second == first, path
        assert dumps(second) == out, path


def test_load_and_dump_paths_and_streams(tmp_path: Path) -> None:
    source = _data() / "lin" / "bbo_vugraph_archive" / "74803.lin"
    records = load(source)
    assert records[0].source == str(source)
    target = tmp_path / "copy.lin"
    dump(records, target)
    assert target.read_bytes() == source.read_bytes()
    stream = io.StringIO()
    dump(records, stream)
    assert load(io.StringIO(stream.getvalue())) == records
    assert load(io.BytesIO(source.read_bytes())) == records


def test_latin1_bytes_are_read_as_latin1(tmp_path: Path) -> None:
    path = tmp_path / "latin.lin"
    path.write_bytes("pn|Moszczyñski,b,c,d|md|3SA,,,|".encode("latin-1"))
    assert load(path)[0].player(Seat.SOUTH) == "Moszczyñski"


def test_concatenated_vugraph_files_keep_both_headers() -> None:
    folder = _data() / "lin" / "bbo_vugraph_archive"
    first, second = (
        (folder / "74806.lin").read_text("utf-8"),
        (folder / "74807.lin").read_text("utf-8"),
    )
    records = loads(first + second)
    assert len(records) == 64
    assert dumps(records) == first + second
    assert records[32].starts_section and records[32].vugraph is not None
    assert records[32].vugraph.first_board == 17
    assert records[0].vugraph is not None and records[0].vugraph.first_board == 1
    # The second section's rs list is used for its boards.
    assert records[32].recorded is not None and records[32].recorded.text == "2NN="


def test_records_written_alone_carry_their_header() -> None:
    records = load(_data() / "lin" / "bbo_vugraph_archive" / "74800.lin")
    again = loads(dumps(records[4:6]))
    assert [(r.room, r.board_number) for r in again] == [("o", 3), ("c", 3)]
    assert again[0].vugraph == records[4].vugraph
    assert again[1].recorded == records[5].recorded


def test_empty_text() -> None:
    assert loads("") == [] and loads("\r\n") == [] and dumps([]) == ""


def test_tokens_rebuild_text() -> None:
    text = "pn|a,b,c,d|st||\r\nmd|3SA,,,|pg||\n"
    tokens, trailer, _ = tokenize(text)
    assert join_tokens(tokens) + trailer == text
    assert LinToken("mb", "1N!", "\n").text == "\nmb|1N!|"


# Values written as BBO writes them -------------------------------------------------------


@given(st.integers(min_value=0, max_value=DEAL_COUNT - 1), st.sampled_from(list(Seat)))
def test_md_round_trip(number: int, dealer: Seat) -> None:
    deal = Deal.from_number(number)
    for omit in (False, True):
        text = format_md(deal, dealer, omit_last=omit)
        assert parse_md(text) == (dealer, deal, ())


def test_md_layout() -> None:
    deal = Deal.parse("S:KQT7.T92.A654.K6 4.AQ765.K9.AQJ32 653.KJ43.J32.987 AJ982.8.QT87.T54")
    assert format_md(deal, Seat.NORTH) == (
        "3SKQT7HT92DA654CK6,S4HAQ765DK9CAQJ32,S653HKJ43DJ32C987,SAJ982H8DQT87CT54"
    )


@pytest.mark.parametrize("call", [*ALL_BIDS, PASS, DOUBLE, REDOUBLE])
def test_calls_round_trip(call: Call) -> None:
    for alert in (False, True):
        text = format_call(call, alert)
        assert parse_mb(text) == (call, alert)


def test_call_spelling() -> None:
    assert [format_call(Call.parse(t)) for t in ("1NT", "P", "X", "XX", "7C")] == [
        "1N",
        "p",
        "d",
        "r",
        "7C",
    ]


@pytest.mark.parametrize("vul", list(Vulnerability))
def test_sv_round_trip(vul: Vulnerability) -> None:
    assert parse_sv(format_sv(vul)) == vul
