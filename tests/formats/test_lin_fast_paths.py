"""The LIN reader's quick ways give what its pair-by-pair reading gives.

A plain board (what BBO writes for one table: the setup tags, then calls and cards) is
read each value by its tag at once (``lin.PLAIN_BOARDS``); the tokenizer looks up the
pairs of a one-line text all at once and shares the tokens of short pairs
(``lin_tokens.SHARE_TOKENS``). Each test reads every shared LIN file and variants of a
real board that go off the plain path (a tag twice, a note, a bad value...) both ways,
tolerant and strict, and compares every field, note, token and error.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.core.seats import Vulnerability
from bridgelaw.errors import BridgeError, FormatError
from bridgelaw.formats import lin, lin_tokens

DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data"
SINGLE = sorted(p for p in DATA.rglob("*.lin") if "vugraph" not in str(p))
BOARD = (
    "pn|Anna,Bob,Cyd,Dan|st||md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,"
    "|rh||ah|Board 1|sv|o|mb|p|mb|p|mb|1H|an|Major suit opening|mb|2H!|an|Michaels|mb|p"
    "|mb|4S|mb|5H|mb|p|mb|p|mb|p|pg||pc|C9|pc|C3|pc|C2|pc|CK|pg||pc|HA|pc|H3|pc|H8|pc|H2"
    "|pg||mc|11|\n"
)


def _variant(old: str, new: str) -> str:
    assert old in BOARD
    return BOARD.replace(old, new, 1)


VARIANTS = {
    "board": BOARD,
    "no claim": _variant("mc|11|", ""),
    "no auction": _variant("|mb|p|mb|p|mb|1H|an|Major suit opening", "|mb|1H"),
    "no explanation": BOARD.replace("|an|Major suit opening", "").replace("|an|Michaels", ""),
    "commentary in the play": _variant("pc|C3|", "pc|C3|nt|well played|"),
    "commentary in the setup": _variant("rh||", "rh||nt|hello|"),
    "two explanations": _variant("an|Michaels|", "an|Michaels|an|both majors|"),
    "explanation after a card": _variant("pc|C3|", "pc|C3|an|why|"),
    "explanation before any call": _variant("sv|o|", "sv|o|an|early|"),
    "explanation after the claim": _variant("mc|11|", "mc|11|an|late|"),
    "call after a card": _variant("pc|C3|", "pc|C3|mb|p|"),
    "card in the auction": _variant("mb|4S|", "pc|SA|mb|4S|"),
    "two claims": _variant("mc|11|", "mc|11|mc|10|"),
    "bad claim": _variant("mc|11|", "mc|14|"),
    "vulnerability twice": _variant("sv|o|", "sv|o|sv|b|"),
    "bad vulnerability": _variant("sv|o|", "sv|q|"),
    "heading twice": _variant("ah|Board 1|", "ah|Board 1|ah|Board 2|"),
    "no heading": _variant("ah|Board 1|", ""),
    "players twice": _variant("st||", "st||pn|a,b,c,d|"),
    "players after a call": _variant("mb|4S|", "mb|4S|pn|a,b,c,d|"),
    "three players": _variant("Anna,Bob,Cyd,Dan", "Anna,Bob,Cyd"),
    "eight players": _variant("Anna,Bob,Cyd,Dan", "Anna,Bob,Cyd,Dan,e,f,g,h"),
    "empty player": _variant("Anna,Bob", "Anna, "),
    "no players": _variant("pn|Anna,Bob,Cyd,Dan|", ""),
    "unknown tag": _variant("rh||", "rh||zz|kept|"),
    "unknown tag in the play": _variant("pc|C3|", "pc|C3|zz|kept|"),
    "not a tag": _variant("rh||", "rh||a b|kept|"),
    "upper-case tags": BOARD.replace("pc|", "PC|").replace("mb|", "Mb|"),
    "spaces before tags": _variant("pc|C3|", " pc|C3|\t").replace("mb|p|", " mb|p|"),
    "bad card": _variant("pc|C3|", "pc|CX|"),
    "card spelt otherwise": _variant("pc|HA|", "pc|hA|").replace("pc|H8|", "pc|H 8|"),
    "bad call": _variant("mb|4S|", "mb|8S|"),
    "alerted calls": BOARD.replace("mb|p|", "mb|p!|"),
    "partial deal": _variant("3SKH4579QKAD69C58K,", "3SKH4579,"),
    "no dealer": _variant("md|3", "md|"),
    "bad dealer": _variant("md|3", "md|7"),
    "card twice": _variant("S569QAH3", "S569QKH3"),
    "no deal": _variant("md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,|", ""),
    "double-encoded text": _variant("Bob", "B\u00c3\u00b6b").replace(
        "Michaels", "Mich\u00c3\u00a9"
    ),
    "two lines": _variant("|pc|HA|", "|\npc|HA|"),
    "value over two lines": _variant("Michaels", "Mich\naels"),
    "value not closed": BOARD.rstrip("|\n"),
    "text after the last bar": BOARD + "junk",
    "a header": "vg|Match,1,I,1,2,A,0,B,0|\n" + BOARD,
    "two boards": BOARD + BOARD.replace("Board 1", "Board 2"),
    "board with qx": "qx|o1|" + BOARD,
}


def _texts() -> dict[str, str]:
    texts = {str(p): p.read_text("utf-8") for p in sorted(DATA.rglob("*.lin"))}
    texts.update(VARIANTS)
    return texts


def _error(err: BridgeError) -> tuple[object, ...]:
    if isinstance(err, FormatError):
        return type(err), str(err), err.source, err.line, err.board, err.rule
    return type(err), str(err)


def _fields(rec: lin.LinRecord) -> tuple[object, ...]:
    tokens = [(t.lead, t.tag, t.value, t.line, t.closed) for t in rec.header + rec.tokens]
    return rec, rec.source, rec.line, rec.text, rec.deal, rec.auction, rec.play, tokens


def _records(text: str, source: str, strict: bool) -> list[object]:
    errors: list[FormatError] = []
    try:
        records = lin.loads(text, source=source, strict=strict, errors=errors)
    except BridgeError as err:
        return [_error(err)]
    return [*map(_fields, records), *map(_error, errors), lin.dumps(records) == text]


def _read(text: str, source: str) -> list[object]:
    """Everything the reader gives for ``text``, tolerant and strict."""
    return _records(text, source, False) + _records(text, source, True)


@pytest.mark.parametrize("flag", [(lin, "PLAIN_BOARDS"), (lin_tokens, "SHARE_TOKENS")])
def test_quick_ways_read_as_pair_by_pair(
    monkeypatch: pytest.MonkeyPatch, flag: tuple[object, str]
) -> None:
    texts = _texts()
    quick = {source: _read(text, source) for source, text in texts.items()}
    monkeypatch.setattr(*flag, False)
    for source, text in texts.items():
        assert _read(text, source) == quick[source], source


def test_every_single_table_file_is_read_the_quick_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """The BBO files of one table each are plain boards: no pair-by-pair reading."""

    def refused(*_: object) -> None:
        raise AssertionError("read pair by pair")

    assert len(SINGLE) > 700
    monkeypatch.setattr(lin._Context, "read_record", refused)
    for path in SINGLE:
        assert lin.load(path), path


def test_variants_go_where_they_should() -> None:
    """The variants meant to leave the quick way give the notes and errors they should."""
    board = lin.loads(VARIANTS["board"])[0]
    assert board.claim == 11 and len(board.play) == 8 and board.notes == ()
    assert [c.explanation for c in board.auction[2:4]] == ["Major suit opening", "Michaels"]
    assert lin.loads(VARIANTS["two explanations"])[0].auction[3].explanation == (
        "Michaels both majors"
    )
    assert lin.loads(VARIANTS["commentary in the play"])[0].commentary == ("well played",)
    assert "follows no call" in lin.loads(VARIANTS["explanation after a card"])[0].notes[0]
    assert "second claim" in lin.loads(VARIANTS["two claims"])[0].notes[0]
    assert lin.loads(VARIANTS["vulnerability twice"])[0].vulnerability == Vulnerability.BOTH
    assert lin.loads(VARIANTS["players after a call"])[0].players == board.players
    assert "3 names" in lin.loads(VARIANTS["three players"])[0].notes[0]
    assert "UTF-8 read as Latin-1" in lin.loads(VARIANTS["double-encoded text"])[0].notes[0]
    with pytest.raises(FormatError, match=r"x:1: board 1: pc\|CX\|"):
        lin.loads(VARIANTS["bad card"], source="x")
    with pytest.raises(FormatError, match=r"x:1: board 1: mb\|8S\|"):
        lin.loads(VARIANTS["bad call"], source="x")
