"""LIN errors name the file, the line, the board and the rule; odd but readable input is noted."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.errors import FormatError
from bridgelaw.formats.lin import dumps, load, loads


def _data() -> Path:
    return Path(__file__).resolve().parents[2] / ".." / "shared" / "data"


@pytest.mark.parametrize(
    ("text", "line", "rule", "words"),
    [
        ("pn|a,b,c,d|st||md|3SAKX,,,|ah|Board 3|", 1, "LIN md", ["board 3", "'X' is not a rank"]),
        ("qx|o2|md|3SA,SA,,|", 1, "LIN md", ["board 2 (open)", "SA is in two hands"]),
        ("md|7SA,,,|", 1, "LIN md", ["dealer digit 7"]),
        ("md|3SA,SK,SQ,SJ,ST|", 1, "LIN md", ["5 hands"]),
        ("md|3AS,,,|", 1, "LIN md", ["rank A before any suit"]),
        ("qx|o4|md|3SA,,,|sv|o|mb|p|\npc|ZZ|", 2, "LIN pc", ["board 4 (open)", "'ZZ'"]),
        ("qx|c2|md|3SA,,,|\nsv|o|\nmb|1Z|", 3, "LIN mb", ["board 2 (closed)", "'1Z'"]),
        ("qx|c2|md|3SA,,,|mb|8S|", 1, "LIN mb", ["1 to 7 odd tricks"]),
        ("qx|c2|md|3SA,,,|mc|14|", 1, "LIN mc", ["claim '14'"]),
        ("qx|c2|md|3SA,,,|mc|ten|", 1, "LIN mc", ["claim 'ten'"]),
        ("qx|c2|md|3SA,,,|sv|q|", 1, "LIN sv", ["not a vulnerability"]),
    ],
)
def test_unreadable_values_raise_format_error(
    text: str, line: int, rule: str, words: list[str]
) -> None:
    with pytest.raises(FormatError) as info:
        loads(text, source="match.lin")
    err = info.value
    assert err.source == "match.lin" and err.line == line and err.rule == rule
    assert str(err).startswith(f"match.lin:{line}: ")
    for word in words:
        assert word in str(err)


def test_error_in_a_real_file_layout_names_its_line_and_board() -> None:
    real = (_data() / "lin" / "bbo_vugraph_archive" / "74800.lin").read_text("utf-8")
    broken = real.replace("pc|d9|pc|d2|pc|d8|pc|dA|", "pc|d9|pc|d2|pc|d8|pc|dX|", 1)
    assert broken != real
    with pytest.raises(FormatError) as info:
        loads(broken, source="74800.lin")
    assert info.value.line == 8
    assert "board 1 (open)" in str(info.value) and "'dX'" in str(info.value)


def test_text_without_pairs_is_not_lin() -> None:
    with pytest.raises(FormatError, match="not LIN"):
        loads('[Event "x"]\n', source="x.pbn")


def test_missing_file_is_a_format_error(tmp_path: Path) -> None:
    with pytest.raises(FormatError, match="cannot read"):
        load(tmp_path / "nothing.lin")


# Tolerated oddities: noted, or raised in strict mode -------------------------------------

ODD = [
    ("pn|a|md|3SA,,,|", "pn gives 1 names"),
    ("md|3SA,,,|", "not a complete deal"),
    ("md|SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|", "no dealer digit"),
    ("pn|a,b,c,d|st||mb|p|", "no board"),
    ("x y|1|md|3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|", "'x y' is not a LIN tag"),
    ("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|pc|SA|an|why|", "an| follows no call"),
    ("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|mc|3|mc|4|", "a second claim"),
    ("qx|o3|ah|Board 4|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|", "qx says board 3"),
    ("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|mc|9", "not closed by '|'"),
    ("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|junk", "text after the last"),
    ("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|nt|fÃ¼r|", "UTF-8 read as Latin-1"),
    (
        "vg|E,S,I,1,2,A,0,B,0|rs|4SN=|qx|c2|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|",
        "rs has 1 entries",
    ),
    (
        "rs|4SN=|qx|o1|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|",
        "rs list without a vg",
    ),
    (
        "vg|E,S,I,1,2,A,0,B,0|rs|4QN=|qx|o1|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|",
        "rs entry 1",
    ),
]


@pytest.mark.parametrize(("text", "words"), ODD)
def test_oddities_are_noted(text: str, words: str) -> None:
    records = loads(text)
    assert len(records) == 1
    assert any(words in note for note in records[0].notes), records[0].notes


@pytest.mark.parametrize(("text", "words"), ODD)
def test_oddities_raise_in_strict_mode(text: str, words: str) -> None:
    with pytest.raises(FormatError, match=re.escape(words)):
        loads(text, source="odd.lin", strict=True)


def test_real_files_only_note_double_encoded_commentary() -> None:
    noted: dict[str, int] = {}
    for path in sorted(_data().rglob("*.lin")):
        for record in load(path):
            for note in record.notes:
                assert "UTF-8 read as Latin-1" in note, note
                noted[path.name] = noted.get(path.name, 0) + 1
    # Two German vugraph files carry commentary written in UTF-8 and re-encoded.
    assert set(noted) == {"74806.lin", "74807.lin"}


def test_strict_reader_accepts_the_real_files_without_double_encoding() -> None:
    rejected = []
    files = sorted(_data().rglob("*.lin"))
    for path in files:
        try:
            load(path, strict=True)
        except FormatError as err:
            assert "UTF-8 read as Latin-1" in str(err) and err.rule == "LIN text"
            assert err.line > 0
            rejected.append(path.name)
    assert rejected == ["74806.lin", "74807.lin"]
    assert len(files) == 794


_PIECES = ["|", "md|", "mb|", "pc|", "qx|", "an|", "mc|", "sv|", "pn|", "vg|", "rs|", "bn|", "\n"]
_PIECES += ["3", "S", "A", "K", "1N", "p", ",", "o1", "!", "c2", "10", "x", "-1", "=", " "]


@given(st.lists(st.sampled_from(_PIECES), max_size=40))
@settings(max_examples=300, deadline=None)
def test_any_text_reads_or_gives_a_format_error(pieces: list[str]) -> None:
    text = "".join(pieces)
    try:
        records = loads(text, source="fuzz.lin")
    except FormatError as err:
        assert err.source == "fuzz.lin"
        return
    if not text.strip():
        assert records == []
        return
    assert dumps(records) == text
    assert loads(dumps(records), source="fuzz.lin") == records
