"""The results PBN files we write are ISO 8859-1 (PBN 2.1 §2.2) where the names allow,
UTF-8 where they do not; our strict reader takes the first, and names each character
outside ISO 8859-1 of the second."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import ROOT
from tests.tournament.test_entries_file import CSV

from bridgelaw.errors import FormatError
from bridgelaw.formats import pbn
from bridgelaw.results.publish import results_pbn
from bridgelaw.tournament.entries_file import load_entries
from bridgelaw.tournament.results_event import scored_event

CLUB_NIGHT = ROOT / "examples" / "club-night" / "entries.csv"


def _results_pbn(entries: Path) -> str:
    event, rows = load_entries(entries)
    return results_pbn(scored_event(event, rows))


def test_latin_names_are_written_in_iso_8859_1(tmp_path: Path) -> None:
    entries = tmp_path / "tuesday.csv"
    entries.write_text(CSV.replace("Ann & Bob", "Åse & Bjørn"), encoding="utf-8")
    text = _results_pbn(entries)
    data = pbn.encode(text)
    assert "Åse & Bjørn".encode("latin-1") in data  # one byte a letter, as §2.2 has it
    path = tmp_path / "results.pbn"
    path.write_bytes(data)
    games = pbn.load(path, strict=True)  # export format, in the standard's character set
    total = games[0].table("TotalScoreTable")
    assert total is not None
    assert "Åse & Bjørn" in [row.get("Names") for row in total.rows]


def test_names_outside_iso_8859_1_stay_whole_in_utf8(tmp_path: Path) -> None:
    text = _results_pbn(CLUB_NIGHT)
    assert "ń" in text
    data = pbn.encode(text)
    assert data == text.encode("utf-8")
    path = tmp_path / "results.pbn"
    path.write_bytes(data)
    assert pbn.read_text(path) == text
    with pytest.raises(FormatError, match="U\\+0144"):  # ń: not ISO 8859-1
        pbn.load(path, strict=True)
    assert len(pbn.load(path)) == 28  # the tolerant reader takes it


def test_encode_plain_ascii_is_the_same_in_both() -> None:
    assert pbn.encode('[Event "Club"]\r\n') == b'[Event "Club"]\r\n'
