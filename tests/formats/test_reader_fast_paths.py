"""The readers' fast paths give what the general paths give, on real and bad files.

The tolerant PBN lexer reads a plain game (tag pairs alone on their lines, rows of plain
tokens) at once (``pbn_lexer.PLAIN_GAMES``), and the tolerant reader makes such a game's
record in one pass (``pbn_plain.PLAIN_RECORDS``); the LIN tokenizer gives a pair met again
on the same line the token made before (``lin_tokens.SHARE_TOKENS``). Each test reads the
same texts with the fast path on and off and compares everything the reader gives: every
field of every record with its lines, the notes, the sections (calls, auction, tricks),
the text as read, and the errors with their file, line and board.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from tests.conftest import SHARED_DATA

from bridgelaw.errors import BridgeError, FormatError
from bridgelaw.formats import lin, lin_tokens, pbn, pbn_lexer, pbn_plain, pbncore

RUTER = SHARED_DATA / "pbn_events" / "ruter71_klubbkveld_2012-01-24_butler_imp_pairs.pbn"
RPBRIDGE = SHARED_DATA / "pbn_events" / "rpbridge_2012_vugraph_archive.pbn"
LIN_FILE = SHARED_DATA / "lin" / "endplay_example1_bbo_myhands.lin"

GAME = (
    '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
    '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
    '[Declarer "S"]\n[Contract "4H"]\n[Result "10"]\n'
    '[Auction "N"]\nPass Pass 1H Pass\n4H AP\n[Play "W"]\nS2 SA S5 S4\nH2 HA H5 H4\n*\n'
)
SECOND_ROOM = '[Declarer "E"]\n[Contract "3NT"]\n[Result "8"]\n[Auction "N"]\nPass 1NT AP\n'


def _edge_texts() -> dict[str, str]:
    """Texts at the edges of a plain game, and bad ones."""
    deal = GAME.index('[Deal "') + 7
    deal_end = GAME.index('"]', deal)
    return {
        "plain": GAME + "\n" + SECOND_ROOM,
        "no final line break": GAME.rstrip("\n"),
        "crlf": (GAME + "\n" + SECOND_ROOM).replace("\n", "\r\n"),
        "lone cr": GAME.replace("\n", "\r"),
        "bom": "\ufeff" + GAME + "\n" + GAME,
        "two boms": "\ufeff\ufeff" + GAME + "\n" + GAME,
        "header": "% PBN 2.1\n% EXPORT\n" + GAME + "\n" + GAME,
        "prelude after a blank line": GAME + "\n% a comment\n\n" + GAME,
        "comment in a game": GAME.replace("4H AP", "4H AP {good}"),
        "brace over lines": GAME.replace("4H AP", "4H AP {one\n\ntwo}") + "\n" + GAME,
        "semicolon": GAME.replace("[Play", "; note\n[Play"),
        "comments after tag pairs": GAME.replace('"None"]', '"None"] { a\n\nb }  ; c')
        .replace('"N"]', '"N"]   ')
        .replace('"S"]', '"S"];x'),
        "comment lines among tags and rows": GAME.replace("[Deal", "{ one }  {two}\n[Deal")
        .replace("4H AP", "{x}\n4H AP\n ; y")
        .replace("H2 HA", '{z\n\n[Board "3"]\n}\nH2 HA'),
        "comment line with a tab": GAME.replace("[Deal", "\t{ one }\n[Deal"),
        "comment lines and tabs in rows": GAME.replace("[Auction", "{ a }\n[Auction")
        .replace("4H AP", "4H\tAP")
        .replace("S2 SA", "{b}\nS2\tSA"),
        "comment then a token": GAME.replace("[Deal", "{ one } S2\n[Deal"),
        "escape line in a game": GAME.replace('[Deal "', '% a note\n[Deal "'),
        "escape lines before games": "% one\n%\n% PBN 2.0\n% the PBN file\n% export \n"
        + GAME
        + "\n%x\n% IMPORT\n"
        + GAME,
        "escape lines among rows": GAME.replace("4H AP", "4H\n%\n% two\nAP").replace(
            "H2 HA", "% {x\nH2 HA"
        ),
        "escape header in a game": GAME.replace("[Play", "% EXPORT\n[Play") + "\n" + GAME,
        "escape word of six in a game": GAME.replace("[Play", "% export!\n%abcdef\n[Play"),
        "escape word not ascii in a game": GAME.replace("[Play", "% \u0131mport\n[Play")
        + "\n"
        + GAME,
        "tokens around comments": GAME.replace("4H AP", "4H {c} AP ;x").replace(
            "S2 SA", "{d} S2 {e}SA"
        ),
        "comment over lines then tokens": GAME.replace("4H AP", "4H {a\n\nb}\tAP"),
        "comment over lines then a tab": GAME.replace("4H AP", "4H AP {a\nb}\t"),
        "tab after a tag pair": GAME.replace('"None"]', '"None"]\t{c}'),
        "tab before a semicolon": GAME.replace("[Play", "\t; note\n[Play"),
        "strings after a comment": GAME + '[ScoreTable "Names;Score"]\n{c} "A B" 100\n',
        "word with a percent": GAME.replace("4H AP", "4H {c} %x AP"),
        "comment not closed in a game": GAME.replace("[Play", "{ one\n[Play"),
        "glued end": GAME.replace("\n*\n", "*\n"),
        "two ends": GAME.replace("\n*\n", "\n* *\n"),
        "plus": GAME.replace("\n*\n", "\nH3 +\n"),
        "note tag": GAME.replace("1H Pass", "1H =1= Pass") + '[Note "1:five"]\n',
        "annotation": GAME.replace("SA S5", "SA! S5"),
        "table with strings": GAME
        + '[ScoreTable "Names\\20L;Score\\4R;Note\\8L"]\n"A ; B" 100 "x{y}"\n'
        + '  "C \\"D\\""  -50 x"z"w\n"E" 0 "%"\n',
        "string with a tab in a table": GAME + '[ScoreTable "Names;Score"]\n"A\tB" 100\n',
        "string not closed in a table": GAME + '[ScoreTable "Names;Score"]\n"A B 100\n',
        "string in an auction": GAME.replace("4H AP", '4H "x!" AP'),
        "note twice": GAME.replace("1H Pass", "1H =1= Pass") + '[Note "1:a"]\n[Note "1:b"]\n',
        "bad note": GAME.replace("1H Pass", "1H =1= Pass") + '[Note "one:a"]\n',
        "note out of range": GAME.replace("1H Pass", "1H =1= Pass") + '[Note "40:a"]\n',
        "note outside a section": GAME.replace("[Declarer", '[Note "1:a"]\n[Declarer'),
        "note in the play": GAME.replace("SA S5", "SA =1= S5") + '[Note "1:a"]\n',
        "notes of both": GAME.replace("1H Pass", "1H =1= Pass").replace(
            '[Play "W"]', '[Note "1:a"]\n[Play "W"]'
        )
        + '[Note "1:b"]\n',
        "lowercase call with a note": GAME.replace("1H Pass", "1h =1= Pass"),
        "note written loosely": GAME.replace("1H Pass", "1H =1= Pass").replace(
            "[Play", '[Note "1 : five"]\n[Play'
        ),
        "note 33 of the auction": GAME.replace("1H Pass", "1H =33= Pass").replace(
            "[Play", '[Note "33:x"]\n[Play'
        ),
        "note 33 of the play": GAME.replace("SA S5", "SA =33= S5") + '[Note "33:x"]\n',
        "note before a call": GAME.replace("Pass Pass 1H", "=1= Pass Pass 1H"),
        "suffix and nag": GAME.replace("1H Pass", "1H! $2 Pass ?! $300"),
        "bad nag": GAME.replace("1H Pass", "1H $x Pass"),
        "bad note reference": GAME.replace("1H Pass", "1H =x= Pass"),
        "insufficient bid mark": GAME.replace("1H Pass", "^I 1H Pass"),
        "call after the end": GAME.replace("4H AP", "4H =1= AP * Pass"),
        "note and a tag again": GAME.replace("1H Pass", "1H =1= Pass").replace(
            '[Result "10"]', '[Result "10"]\n[Result "9"]'
        )
        + '[Note "1:a"]\n',
        "tab between tokens": GAME.replace("Pass Pass", "Pass\tPass"),
        "tab in a value": GAME.replace('"None"', '"No\tne"'),
        "spaces around": GAME.replace("4H AP", "  4H   AP  "),
        "form feed line": GAME.replace("[Play", "\x0c\n[Play"),
        "form feed between": GAME.replace("4H AP", "4H\x0cAP"),
        "trailing space after a tag": GAME.replace('[Result "10"]', '[Result "10"] '),
        "leading space before a tag": GAME.replace('[Result "10"]', ' [Result "10"]'),
        "two tags on a line": GAME.replace('"]\n[Contract', '"] [Contract'),
        "escaped quote": GAME.replace('"None"', '"No\\"ne"'),
        "repeated tag": GAME.replace('[Result "10"]', '[Result "10"]\n[Result "9"]'),
        "inherited": GAME + "\n" + GAME.replace('[Dealer "N"]', '[Dealer "#"]'),
        "defaults": GAME.replace('[Dealer "N"]', '[Dealer "##N"]') + "\n" + GAME,
        "second room": GAME + "\n" + SECOND_ROOM + "\n" + SECOND_ROOM,
        "lowercase contract": GAME.replace('"4H"', '"4h"'),
        "short calls": GAME.replace("Pass Pass 1H Pass", "P P 1H P"),
        "unknown call": GAME.replace("4H AP", "4H QQ"),
        "bad deal": GAME[:deal] + "N:AKQJ.T98.765.432 AKQJ.765.432.T98 - -" + GAME[deal_end:],
        "bad board": GAME.replace('"1"', '"x"'),
        "bad vulnerable": GAME.replace('"None"', '"Sometimes"'),
        "bad side": GAME.replace('[Play "W"]', '[Play "Q"]'),
        "bad result": GAME.replace('"10"', '"ten"'),
        "broken tag": GAME.replace('[Result "10"]', "[Result 10]"),
        "unclosed value": GAME.replace('[Result "10"]', '[Result "10]'),
        "stray bracket": GAME.replace("4H AP", "4H ] AP"),
        "text before a tag": "junk\n" + GAME,
        "tabs before a tag": "junk\tmore\n" + GAME.replace("Pass Pass", "Pass\tPass"),
        "comments before a tag": "{a\n\nb} ; c\n%d\n\n" + GAME + "\n% EXPORT\n" + GAME,
        "truncated": GAME[: deal + 10],
        "star in a value": GAME.replace('"None"', '"No*ne"') + "\n" + GAME,
        "plus in a value": GAME.replace('"None"', '"None+"') + "\n" + GAME,
        "end after a card": GAME.replace("\n*\n", " *\n") + "\n" + GAME,
        "two end lines": GAME.replace("\n*\n", "\n*\n*\n") + "\n" + GAME,
        "line of spaces after a game": GAME + "   \n" + SECOND_ROOM,
        "no line break after a second room": GAME + "\n" + SECOND_ROOM.rstrip("\n"),
        "contract not as PBN writes it": GAME.replace('"4H"', '"4HR"')
        + "\n"
        + SECOND_ROOM.replace('"3NT"', '"3N"'),
        "second room without dealer": GAME.replace('[Dealer "N"]\n', "") + "\n" + SECOND_ROOM,
        "second room with a board tag": GAME
        + "\n"
        + SECOND_ROOM.replace("[Declarer", '[Vulnerable "NS"]\n[Declarer'),
        "passed out with a declarer": GAME.replace('"4H"', '"Pass"'),
        "passed out without contract": GAME.replace('[Contract "4H"]\n', "").replace(
            "Pass Pass 1H Pass\n4H AP", "Pass Pass Pass Pass"
        ),
        "bad declarer": GAME.replace('[Declarer "S"]', '[Declarer "Q"]'),
        "swapped declarer": GAME.replace('[Declarer "S"]', '[Declarer "^S"]'),
        "unknown values": GAME.replace('"N"]', '"?"]').replace('"10"', '"?"'),
        "side results and scores": GAME.replace('"10"]', '"NS 10"]\n[Score "EW -620"]')
        + "\n"
        + SECOND_ROOM.replace('"8"]', '"EW 5"]\n[Score "NS 600"]'),
        "bad score": GAME.replace('"10"]', '"10"]\n[Score "many"]'),
        "short play": GAME.replace("H2 HA H5 H4\n*", "H2 HA\n*"),
        "odd card tokens": GAME.replace("H2 HA H5 H4", "H2 HA H5 H10"),
        "board zero": GAME.replace('[Board "1"]', '[Board "0"]'),
        "partial deal": GAME[:deal] + "N:AKQJ.T98.765.432 - - -" + GAME[deal_end:],
        "empty": "",
        "blank": "\n  \n\t\n",
    }


def _junk(size: int) -> str:
    """``size`` characters of junk with PBN's special characters and line breaks."""
    alphabet = 'abcdefXYZ0123456789 []{}";%=$!?^*+#-:.\\\t\n'
    rng = random.Random(10)
    return "".join(rng.choice(alphabet) for _ in range(size))


def _ruter_variants() -> dict[str, str]:
    """A real file, and the same with one bad board (as the bad-input corpus makes them)."""
    text = RUTER.read_bytes().decode("utf-8")
    variants = {"ruter": text}
    for name, board, tag, value in (
        ("bad deal", 2, "Deal", "N:KK"),
        ("bad tag", 3, "Vulnerable", "Sometimes"),
    ):
        start = text.index(f'[{tag} "', text.index(f'[Board "{board}"]'))
        end = text.index('"]', start)
        variants[f"ruter {name}"] = text[:start] + f'[{tag} "{value}' + text[end:]
    cut = text.index('[Deal "', text.index('[Board "5"]')) + 15
    variants["ruter truncated"] = text[:cut]
    return variants


def _pbn_texts() -> dict[str, str]:
    texts = {str(p): pbn.read_text(p, detect=True) for p in sorted(SHARED_DATA.rglob("*.pbn"))}
    texts.update(_edge_texts())
    texts.update(_ruter_variants())
    texts["junk"] = _junk(200_000)
    return texts


def _game_fields(game: pbn.PbnGame) -> tuple[object, ...]:
    """Every field of a game and its parts, those not compared by ``==`` too."""
    return (
        game,  # tags, prelude, trailer, inherited
        game.source, game.line, game.notes, game.board, game.dealer, game.vulnerability,
        game.deal, game.players, game.contract, game.declarer, game.passed_out, game.result,
        game.score_ns, game.play_end, game.version, game.export, game.text_as_read,
        [(t.line, t.section_lines) for t in game.tags],
        game.calls, game.auction, game.play, [trick.line for trick in game.play or ()],
    )  # fmt: skip


def _error_fields(err: BridgeError) -> tuple[object, ...]:
    if isinstance(err, FormatError):
        return type(err), str(err), err.source, err.line, err.board, err.rule
    return type(err), str(err)


def _pbn_digest(text: str, source: str) -> list[object]:
    """Everything the tolerant PBN reader gives for ``text``."""
    out: list[object] = []
    try:
        games = pbn.loads(text, source=source, sections=True)
    except BridgeError as err:
        out.append(_error_fields(err))
    else:
        out.extend(_game_fields(game) for game in games)
    if source.startswith(str(SHARED_DATA)) and "errors_" not in source:
        return out  # a good real file: read as loads reads it
    try:
        read = pbn.read(text, source=source)
    except BridgeError as err:
        out.append(_error_fields(err))
    else:
        out.extend(_game_fields(game) for game in read.items)
        out.extend(_error_fields(err) for err in read.errors)
    return out


def _compare(
    monkeypatch: pytest.MonkeyPatch,
    module: object,
    flag: str,
    texts: dict[str, str],
    digest: Callable[[str, str], list[object]],
) -> None:
    fast = {source: digest(text, source) for source, text in texts.items()}
    monkeypatch.setattr(module, flag, False)
    for source, text in texts.items():
        assert digest(text, source) == fast[source], source


def test_pbn_plain_games_read_as_line_by_line(monkeypatch: pytest.MonkeyPatch) -> None:
    _compare(monkeypatch, pbn_lexer, "PLAIN_GAMES", _pbn_texts(), _pbn_digest)


def test_pbn_plain_records_made_as_by_the_general_path(monkeypatch: pytest.MonkeyPatch) -> None:
    _compare(monkeypatch, pbn_plain, "PLAIN_RECORDS", _pbn_texts(), _pbn_digest)


def test_pbn_plain_games_take_the_fast_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """The real export files are plain (the comparisons above are not between two general
    paths): every game (the first after a '%' line, too) is read at once and its record
    made in one pass; a game with a comment is not plain to the Python code."""
    text = RPBRIDGE.read_text("latin-1")
    plain = [g for g in pbn_lexer.lex(text, pbn_lexer.Reporter("x", strict=False))
             if isinstance(g, pbn_lexer.PlainGame)]  # fmt: skip
    assert len(plain) == len(pbn.loads(text))  # the first after a '%' line, too
    assert plain[0].prelude == ["% PBN (c) 2021 rpbridge.net"]
    made: list[bool] = []
    read = pbn_plain.PlainReader.read

    def counted(self: pbn_plain.PlainReader, raw: pbn_lexer.PlainGame) -> pbn.PbnGame | None:
        game = read(self, raw)
        made.append(game is not None)
        return game

    monkeypatch.setattr(pbn_plain.PlainReader, "read", counted)
    pbn.loads(text, sections=True)
    assert made == [True] * len(plain)
    comment = _edge_texts()["comment in a game"]
    monkeypatch.setattr(pbncore, "core", lambda: None)  # the compiled core cuts it at once
    assert not any(
        isinstance(g, pbn_lexer.PlainGame)
        for g in pbn_lexer.lex(comment, pbn_lexer.Reporter("x", strict=False))
    )


@pytest.mark.parametrize(
    "name",
    ["tab between tokens", "note tag", "annotation", "escaped quote", "glued end", "plus",
     "end after a card", "two ends", "form feed between", "table with strings"],
)  # fmt: skip
def test_pbn_games_with_tabs_notes_and_escapes_are_read_at_once(name: str) -> None:
    """Tokens separated by tabs (BBO's files), notes and annotations (``=1=``, ``!``, a
    glued ``*``), a value with an escape (``\\2R`` of an OptimumResultTable): the game is
    still read at once (what it gives is compared with the line-by-line reading above)."""
    text = _edge_texts()[name]
    reporter = pbn_lexer.Reporter("x", strict=False)
    games = [g for g in pbn_lexer.lex(text, reporter) if g.tags]
    assert games and all(isinstance(g, pbn_lexer.PlainGame) for g in games)
    tabs = ["line 9: tokens separated by tabs"] if name == "tab between tokens" else []
    assert reporter.notes == tabs


def test_pbn_errors_name_file_line_and_board() -> None:
    """A bad board in a plain file: its error names the file, line and board."""
    text = _ruter_variants()["ruter bad deal"]
    read = pbn.read(text, source="ruter.pbn")
    assert [(e.source, e.board) for e in read.errors] == [("ruter.pbn", 2)]
    line = text.count("\n", 0, text.index('[Deal "N:KK')) + 1
    assert read.errors[0].line == line
    with pytest.raises(BridgeError, match=f"ruter.pbn:{line}"):
        pbn.loads(text, source="ruter.pbn")


_LIN_EXTRA = {
    "hands": "md|3SAKQHAKQDAKQCAKQ,S2H2D2C2,,|",
    "short": "md|3SAKAHAKQDAKQCAKQ,,,|",
    "ten": "md|3S10H2,,,|",
    "space": "md|3S T9H2,,,|",
    "order": "md|3HAKSQJ,,,|",
    "lead": "\u00a0pn|a|md|3SA,,,|",
    "lines": "pn|a|\x1cmd|3S2|\n\n nt|x\ny|  z|q",
    "one bar": "a|b",
    "bar": "|",
    "bars": "||",
    "text": "x",
    "board": "qx|o1|md|3S2|mb|1S|mb|p|p|",
    "partial": "md|3SAKQ,,,|",
    "twice": "md|3SAA|",
    "suit": "md|3XAK|",
    "rank": "md|3S1|",
    "card": "md|3KS|pc|SX|",
    "claim": "qx|o1|md|3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|mb|1N!|an|x|mb|p|pc|S2|mc|5|",
    "open": "pn| a|b\n|st||",
    "repeats": "qx|o1|md|3S2|pc|S2|pc|S2|\npc|S2|pc|S2|\nmb|p|mb|p|",
}


def _lin_texts() -> dict[str, str]:
    texts = {str(p): p.read_text("utf-8") for p in sorted(SHARED_DATA.rglob("*.lin"))}
    texts.update(_LIN_EXTRA)
    lines = LIN_FILE.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[1] = lines[1].replace("|md|", "|md|9", 1)
    texts["bad board"] = "".join(lines)
    texts["junk"] = _junk(50_000).replace("[", "|")
    return texts


def _lin_digest(text: str, source: str) -> list[object]:
    """Everything the LIN reader gives for ``text`` (tolerant and strict)."""
    out: list[object] = []
    for strict in (False, True):
        errors: list[FormatError] = []
        try:
            records = lin.loads(text, source=source, strict=strict, errors=errors)
        except BridgeError as err:
            out.append(_error_fields(err))
            continue
        for record in records:
            out.append(repr((record, record.notes, record.line, record.source)))
            out.append([(t.line, t.name, t.closed) for t in record.tokens + record.header])
        out.extend(_error_fields(err) for err in errors)
        out.append(lin.dumps(records) == text)
    return out


def test_lin_shared_tokens_read_as_made_one_by_one(monkeypatch: pytest.MonkeyPatch) -> None:
    _compare(monkeypatch, lin_tokens, "SHARE_TOKENS", _lin_texts(), _lin_digest)


def test_lin_tokens_are_shared_only_on_the_same_line() -> None:
    tokens, _, _ = lin_tokens.tokenize("pc|S2|pc|S2|\npc|S2|pc|S2|md|3SAKQ|md|3SAKQ|")
    assert tokens[0] is tokens[1]
    assert tokens[3] is not tokens[1] and tokens[3] == tokens[1] and tokens[3].line == 2
    assert tokens[4] is not tokens[5]  # long values are made each time


def test_pbn_sections_read_now_as_when_asked() -> None:
    """``loads(sections=True)`` reads each game's sections as the game reads them when
    first asked for."""
    texts = {**_edge_texts(), **_ruter_variants(), "rpbridge": RPBRIDGE.read_text("latin-1")}
    for source, text in texts.items():
        try:
            lazy = [_game_fields(game) for game in pbn.loads(text, source=source)]
        except BridgeError:
            continue
        now = [_game_fields(game) for game in pbn.loads(text, source=source, sections=True)]
        assert now == lazy, source
