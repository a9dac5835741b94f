"""Saved result pages of real events (JFR Pary, KOPS, BBO), rescored board by board.

Each page's matchpoint percentages, Butler IMPs and cross-IMPs are recomputed from
the scores on the page, with the program's conditions of contest for adjusted
results (see :mod:`bridgelaw.results.page_scoring`), and compared row by row.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.errors import FormatError
from bridgelaw.results.import_pages import (
    PageTraveller,
    read_bbo_traveller,
    read_event_pages,
    read_jfr_traveller,
    read_kops_traveller,
)
from bridgelaw.results.page_scoring import rescore_traveller, traveller_agreement
from bridgelaw.scoring import imps

PAGES = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "pbntools_results"

# Folder, program, unit, boards, rows with a figure on the page.
EVENTS = [
    ("test_1_pary", "JFR", "%", 27, 243),
    ("test_3_pary_20130801", "JFR", "%", 27, 351),
    ("test_5_pary_www_20130808", "JFR", "%", 27, 324),
    ("test_9_pary_www_szczyrk_20131108", "JFR", "IMP", 30, 1260),
    ("test_2_kops", "KOPS", "%", 26, 572),
    ("test_4_kops_www_20130807", "KOPS", "IMP", 27, 108),
    ("test_6_bbo_skyclub_20130810", "BBO", "IMP", 11, 44),
    ("test_7_bbo_www_acbl_20130810", "BBO", "%", 12, 576),
    ("test_8_bbo_wronie_20130824", "BBO", "%", 18, 735),
    ("test_10_bbo_www_annamar_1538_php", "BBO", "%", 5, 57),
    ("test_11_aba_17901", "BBO", "%", 2, 56),
]


def _load(folder: str) -> list[PageTraveller]:
    return read_event_pages(PAGES / folder)


@pytest.mark.parametrize(("folder", "program", "unit", "boards", "rows"), EVENTS)
def test_pages_read(folder: str, program: str, unit: str, boards: int, rows: int) -> None:
    travellers = _load(folder)
    assert len(travellers) == boards
    assert {t.program for t in travellers} == {program}
    assert {t.unit for t in travellers} == {unit}
    assert sum(1 for t in travellers for r in t.rows if r.ns_value is not None) == rows


def _complete(travellers: list[PageTraveller]) -> list[PageTraveller]:
    """The travellers that list every table (BBO pages sometimes leave one out)."""
    most = max(len(t.rows) for t in travellers)
    program = travellers[0].program
    return [t for t in travellers if program != "BBO" or len(t.rows) == most]


@pytest.mark.law("78A", indirect=True)
@pytest.mark.parametrize(
    "folder",
    ["test_1_pary", "test_3_pary_20130801", "test_5_pary_www_20130808", "test_2_kops",
     "test_7_bbo_www_acbl_20130810", "test_8_bbo_wronie_20130824",
     "test_10_bbo_www_annamar_1538_php", "test_11_aba_17901"],
)  # fmt: skip
def test_78a_matchpoint_percentages_reproduced(folder: str) -> None:
    for traveller in _complete(_load(folder)):
        agreed, checked = traveller_agreement(traveller)
        assert agreed == checked > 0, (folder, traveller.board)


@pytest.mark.law("78A", indirect=True)
def test_78a_jfr_adjusted_boards_sit_outs_and_session_percentages() -> None:
    travellers = {t.board: t for t in _load("test_5_pary_www_20130808")}
    # Board 7: NS 61.80 % and EW 38.20 % (their session percentages, Law 12C2c), placed
    # in the field; board 8: 60 % to both sides (unbalanced), real results factored.
    for number in (7, 8):
        traveller = travellers[number]
        adjusted = [r.adjusted for r in traveller.rows if r.adjusted and 0.0 not in r.adjusted]
        assert adjusted in ([(61.8, 38.2)], [(60.0, 60.0)])
        agreed, checked = traveller_agreement(traveller)
        assert agreed == checked == len(traveller.rows) - 1  # less the sit-out row


@pytest.mark.law("78A", indirect=True)
def test_78a_kops_factored_matchpoints_rounded_before_percentages() -> None:
    travellers = {t.board: t for t in _load("test_2_kops")}
    board = travellers[7]
    assert any(r.adjusted == (60.0, 40.0) for r in board.rows)
    ours = rescore_traveller(board)
    row = next(k for k, r in enumerate(board.rows) if r.score_ns == -90)
    # Neuberg: (30 + 1) x 22/21 - 1 = 31.476 MP, kept as 31.48, is 74.95 % of 42 -> 75.0.
    assert ours[row] == (75.0, 25.0) == (board.rows[row].ns_value, board.rows[row].ew_value)


@pytest.mark.law("78A", indirect=True)
def test_78a_bbo_pages_missing_a_table() -> None:
    travellers = _load("test_8_bbo_wronie_20130824")
    short = [t for t in travellers if len(t.rows) < 41]
    assert [t.board for t in short] == [8, 11, 15]
    found = {}
    for traveller in short:
        agreed, checked = traveller_agreement(traveller)
        assert agreed < checked
        candidates = [
            s for s in range(-2000, 2010, 10)
            if traveller_agreement(traveller, extra=[s]) == (checked, checked)
        ]  # fmt: skip
        assert candidates, traveller.board
        found[traveller.board] = candidates
    # One more table with NS +50 on board 8, -420 on board 15, and below every other
    # score on board 11, makes every percentage on the page agree.
    assert found[8] == [50] and found[15] == [-420]
    assert max(found[11]) < min(short[1].scores())


@pytest.mark.law("78B", indirect=True)
def test_78b_butler_imps_against_the_printed_datum() -> None:
    travellers = _load("test_9_pary_www_szczyrk_20131108")
    assert all(t.datum is not None for t in travellers)
    for traveller in travellers:
        agreed, checked = traveller_agreement(traveller)
        assert agreed == checked, traveller.board
        scores = traveller.scores()
        assert traveller.datum is not None and min(scores) <= traveller.datum <= max(scores)


@pytest.mark.law("78B", indirect=True)
@pytest.mark.parametrize("folder", ["test_4_kops_www_20130807", "test_6_bbo_skyclub_20130810"])
def test_78b_cross_imps_averaged(folder: str) -> None:
    for traveller in _load(folder):
        agreed, checked = traveller_agreement(traveller)
        if folder.startswith("test_4") and traveller.board == 22:
            continue
        assert agreed == checked > 0, (folder, traveller.board)


@pytest.mark.law("78B", indirect=True)
def test_78b_kops_caps_a_2080_point_difference_at_17_imps() -> None:
    traveller = {t.board: t for t in _load("test_4_kops_www_20130807")}[22]
    assert sorted(traveller.scores()) == [-1660, -680, -300, 420]
    assert imps(420 - -1660) == 19
    ours = rescore_traveller(traveller)
    scores = traveller.scores()
    for row, (ns, _) in zip(traveller.rows, ours, strict=True):
        if row.score_ns in (420, -1660):
            # The page scores that one comparison 17 IMPs instead of 19.
            total = sum(imps(row.score_ns - s) for s in scores if s != row.score_ns)
            capped = total - 2 if row.score_ns == 420 else total + 2
            assert row.ns_value == round(capped / 3, 1) != ns
        elif row.ns_value is not None:
            assert ns == row.ns_value


def test_single_page_readers_and_errors(tmp_path: Path) -> None:
    jfr = read_jfr_traveller(PAGES / "test_1_pary" / "WB120802" / "wb120802001.html")
    assert jfr.board == 1 and jfr.rows[0].contract == "4H" and jfr.rows[0].lead == "SQ"
    assert jfr.rows[0].score_ns == -50 and jfr.rows[0].ns_value == 85.71
    kops = read_kops_traveller(PAGES / "test_2_kops" / "PCH1003" / "p8.html")
    assert kops.board == 8 and kops.rows[0].contract == "4Cx"
    page = tmp_path / "empty007.html"
    page.write_text("<html><body><table><tr><td>nothing</td></tr></table></body></html>")
    with pytest.raises(FormatError, match="no traveller rows"):
        read_jfr_traveller(page)
    with pytest.raises(FormatError, match="board number"):
        read_kops_traveller(tmp_path / "x.html")
    with pytest.raises(FormatError):
        read_bbo_traveller(page, board=1)
    with pytest.raises(FormatError, match="no travellers"):
        read_event_pages(tmp_path / "nothing")


@pytest.mark.law("78B", indirect=True)
def test_78b_jfr_butler_datum_reproduced() -> None:
    """JFR Pary's datum: drop 45 % of the board's field (all its tables, played or not,
    rounded) at each end, keep at least the middle score(s), average, truncate to 10."""
    from bridgelaw.scoring.teams import Rounding, butler_datum

    travellers = _load("test_9_pary_www_szczyrk_20131108")
    assert len(travellers) == 30
    for traveller in travellers:
        datum = butler_datum(
            traveller.scores(),
            drop_fraction=0.45,
            field=len(traveller.rows),
            rounding=Rounding.TOWARD_ZERO,
        )
        assert datum == traveller.datum, traveller.board
