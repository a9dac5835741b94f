"""Write PBN games (PBN 2.1 §2.3, §3, §5.1): one tag pair per line, sections laid out.

:func:`dumps` writes a game read from a file and not changed since exactly as it was
read (a file read and written back is the same file). A game built or changed is
written laid out: its tag pairs in their order, ``[Name "value"]``
alone on a line, each followed by its comments (one a line) and its section
data: four calls or four cards to a line (a trick a line), one table row a line
padded to the column widths, ``*`` on a line of its own. Games are separated by
an empty line. What it writes reads back to equal games, and writing those
again gives the same text.

:func:`export` rewrites games in export format (§2.1, §3.4): the mandatory
tags first in their order (``"?"`` when unknown), then the others sorted, the
Auction and Play sections, then the tables; upper case, ``Vulnerable`` written
``None``/``All``, the deal from the dealer, suffixes as NAGs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Final

from bridgelaw.core.seats import Seat
from bridgelaw.formats.pbn_auction import SUFFIXES
from bridgelaw.formats.pbn_lexer import split_annotations
from bridgelaw.formats.pbn_model import PbnGame, PbnTag
from bridgelaw.formats.pbn_reader import Inheritance, read_games
from bridgelaw.formats.pbn_report import Reporter
from bridgelaw.formats.pbn_tables import format_rows

__all__ = ["dumps", "export"]

_WIDTH: Final = 78
"""Where the writer breaks lines of free section data."""


_NEEDS_ESCAPE: Final = re.compile(r'\\(?=[\\"]|\Z)|"')


def _escape(value: str) -> str:
    """A tag value as a string token (§3.2): ``"`` as ``\\"``, and a backslash doubled
    where it could be misread (before ``\\`` or ``"``, or last); other backslashes
    (as in a column width ``Score\\6R``) stay single, as PBN files write them."""
    if "\\" not in value and '"' not in value:
        return value
    return _NEEDS_ESCAPE.sub(lambda m: "\\" + m.group(), value)


def _is_comment(token: str) -> bool:
    return token[0] in "{;%"


def _moves_lines(tokens: Sequence[str]) -> list[str]:
    """Lay out an Auction or Play section: four units (a call or card with its marks
    and annotations) to a line, so that a line is a trick (or a round of calls);
    ``*`` alone at the end."""
    lines: list[str] = []
    line: list[str] = []
    count = 0
    pending_marks: list[str] = []
    after_unit = False

    def flush() -> None:
        if line:
            lines.append(" ".join(line))
            line.clear()

    for token in tokens:
        first = token[0]
        if first == "%":
            flush()
            lines.append(token)
            continue
        if first in "{;" or (after_unit and first in "=$!?"):
            line.append(token)
            if first == ";":
                flush()
            continue
        if token == "*":
            flush()
            lines.append("*")
            after_unit = False
            continue
        if first == "^" and token != "^S":
            pending_marks.append(token)
            continue
        if count and not count & 3:
            flush()
        line.extend(pending_marks)
        pending_marks.clear()
        line.append(token)
        count += 1
        after_unit = True
    line.extend(pending_marks)
    flush()
    return lines


def _free_lines(tokens: Sequence[str]) -> list[str]:
    """Lay out other section data: tokens separated by a space, lines broken near
    :data:`_WIDTH` characters, after a ``;`` comment and around ``%`` lines."""
    lines: list[str] = []
    line = ""
    for token in tokens:
        if token[0] == "%":
            if line:
                lines.append(line)
            lines.append(token)
            line = ""
            continue
        if line and len(line) + 1 + len(token) > _WIDTH:
            lines.append(line)
            line = ""
        line = f"{line} {token}" if line else token
        if token[0] == ";":
            lines.append(line)
            line = ""
    if line:
        lines.append(line)
    return lines


def _tag_lines(tag: PbnTag, value: str) -> list[str]:
    lines = [f'[{tag.name} "{_escape(tag.value)}"]']
    lines.extend(tag.comments)
    if not tag.section:
        return lines
    if tag.name in ("Auction", "Play"):
        lines.extend(_moves_lines(tag.section))
    elif tag.name.endswith("Table"):
        rows = format_rows(tag, value)
        lines.extend(rows if rows is not None else _free_lines(tag.section))
    else:
        lines.extend(_free_lines(tag.section))
    return lines


def _first_occurrences(tags: Sequence[PbnTag]) -> list[tuple[str, str]]:
    seen: dict[str, str] = {}
    for tag in tags:
        if tag.name != "Note" and tag.name not in seen:
            seen[tag.name] = tag.value
    return list(seen.items())


def _would_inherit(game: PbnGame, inheritance: Inheritance) -> dict[str, str]:
    """What ``game``'s tags would inherit, written after what is written so far."""
    trial = Inheritance(inheritance.implicit)
    trial.last = dict(inheritance.last)
    trial.defaults = dict(inheritance.defaults)
    _, got = trial.step(_first_occurrences(game.tags))
    return dict(got)


def _inherits_as_read(game: PbnGame, inheritance: Inheritance) -> bool:
    """Whether ``game``'s tags, written after what is written so far, inherit what the
    game inherits (its ``#`` values and the tags it leaves to the game before)."""
    return _would_inherit(game, inheritance) == dict(game.inherited)


def _as_written(game: PbnGame, inheritance: Inheritance) -> tuple[PbnTag, ...]:
    """The tags to write so that a reader inherits what ``game`` inherits: a ``#``
    that would now inherit something else is written with its value, a value
    inherited without a tag is written out."""
    wanted = dict(game.inherited)
    got = _would_inherit(game, inheritance)
    if got == wanted:
        inheritance.step(_first_occurrences(game.tags))
        return game.tags
    tags = list(game.tags)
    for name, value in wanted.items():
        if got.get(name) == value:
            continue
        index = next((i for i, t in enumerate(tags) if t.name == name), None)
        if index is not None:
            tags[index] = replace(tags[index], value=value)
        else:
            tags.append(PbnTag(name, value))
    inheritance.step(_first_occurrences(tags))
    return tuple(tags)


def _game_lines(game: PbnGame, inheritance: Inheritance) -> list[str]:
    lines = list(game.prelude)
    for tag in _as_written(game, inheritance):
        value = game.get(tag.name) if tag.value.startswith("#") else tag.value
        lines.extend(_tag_lines(tag, value or ""))
    return lines


def _newline_of(text: str) -> str:
    return "\r\n" if "\r\n" in text else "\n"


def dumps(games: Iterable[PbnGame], *, newline: str | None = None, as_read: bool = True) -> str:
    """The PBN text of ``games`` (see the module doc).

    A game read from a file and not changed since (:attr:`PbnGame.text_as_read`) is
    written exactly as it was read, comments, column alignment and empty lines
    included, so that a file read and written back is the same file; a game built or
    changed (with :func:`dataclasses.replace`) is written in the layout above. Only
    what the user changed, changes.

    :param newline: the end of line; export format uses ``"\\r\\n"`` (§2.3). By
        default, that of the games as read (``"\\n"`` for games built).
    :param as_read: ``False`` lays out every game anew, the unchanged ones too.
    """
    games = list(games)
    if newline is None:
        first = next((g.text_as_read for g in games if g.text_as_read is not None), "")
        newline = _newline_of(first)
    out: list[str] = []
    inheritance = Inheritance(implicit=True)
    last: PbnGame | None = None
    written_last = False
    for game in games:
        text = game.text_as_read
        verbatim = as_read and text is not None and _inherits_as_read(game, inheritance)
        # An empty line between games (a game written as read brings the lines after it).
        if out and not (verbatim and written_last) and not out[-1].endswith(newline * 2):
            out.append(newline if out[-1].endswith(newline) else newline * 2)
        if verbatim and text is not None:
            inheritance.step(_first_occurrences(game.tags))
            if _newline_of(text) != newline:
                text = text.replace("\r\n", "\n").replace("\n", newline)
            out.append(text)
            written_last = True
        else:
            out.append(newline.join(_game_lines(game, inheritance)) + newline)
            written_last = False
        last = game
    if last is not None and last.trailer and not written_last:
        out.append(newline + newline.join(last.trailer) + newline)
    return "".join(out)


# Export format -------------------------------------------------------------------------------

_MANDATORY: Final = ("Event", "Site", "Date", "Board", "West", "North", "East", "South",
                     "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract",
                     "Result")  # fmt: skip
_VULNERABLE: Final = {"none": "None", "love": "None", "-": "None", "ns": "NS", "ew": "EW",
                      "all": "All", "both": "All"}  # fmt: skip
_UPPER_TAGS: Final = frozenset({"Dealer", "Declarer", "Contract", "Auction", "Play"})


def _export_moves(tokens: Sequence[str], play: bool) -> tuple[str, ...]:
    """Upper case, suffixes as NAGs, the note first and the NAGs sorted (§3.5.2)."""
    out: list[str] = []
    unit: list[str] = []
    nags: list[int] = []
    note: str | None = None
    comments: list[str] = []

    def close() -> None:
        nonlocal note
        if unit:
            out.extend(unit)
            if note is not None:
                out.append(note)
            out.extend(f"${n}" for n in sorted(nags))
            out.extend(comments)
        unit.clear()
        nags.clear()
        comments.clear()
        note = None

    for raw in tokens:
        for token in split_annotations(raw) if raw[0] not in "{;%" else [raw]:
            first = token[0]
            if first in "{;%":
                (comments if unit else out).append(token)
            elif first == "=":
                note = token
            elif first == "$" and token[1:].isdigit():
                nags.append(int(token[1:]))
            elif token in SUFFIXES:
                nags.append(SUFFIXES[token] + (6 if play else 0))
            elif first == "^" and token != "^S":
                close()
                out.append(token.upper())
            else:
                close()
                upper = token.upper()
                unit.append("Pass" if upper == "PASS" else upper)
    close()
    return tuple(out)


def export(games: Iterable[PbnGame]) -> list[PbnGame]:
    """``games`` rewritten in export format (see the module doc); write them with
    ``dumps(export(games), newline="\\r\\n")`` for a file in export format.

    Inherited values (``#``) are written out; comments stay with their tag.
    """
    rewritten: list[PbnGame] = []
    for game in games:
        tags = [t for t in game.tags if t.name != "Note"]
        by_name: dict[str, PbnTag] = {}
        for tag in tags:
            value = game.get(tag.name) or ""
            by_name.setdefault(tag.name, replace(tag, value=value))
        for name, value in game.inherited:
            by_name.setdefault(name, PbnTag(name, value))
        for name in ("Dealer", "Declarer", "Contract"):
            if name in by_name:
                tag = by_name[name]
                by_name[name] = replace(tag, value=tag.value.upper().replace("PASS", "Pass"))
        vul = by_name.get("Vulnerable")
        if vul is not None:
            key = vul.value.strip().lower()
            by_name["Vulnerable"] = replace(vul, value=_VULNERABLE.get(key, vul.value))
        deal = by_name.get("Deal")
        if deal is not None and game.deal is not None and game.dealer is not None:
            by_name["Deal"] = replace(deal, value=game.deal.pbn(game.dealer))
        notes: dict[str, list[PbnTag]] = {"Auction": [], "Play": []}
        current = ""
        for tag in game.tags:
            if tag.name == "Note" and current in notes:
                notes[current].append(tag)
            elif tag.name != "Note":
                current = tag.name
        ordered: list[PbnTag] = []
        for name in _MANDATORY:
            ordered.append(by_name.pop(name, PbnTag(name, "?")))
        sections = {n: by_name.pop(n) for n in ("Auction", "Play") if n in by_name}
        tables = sorted(n for n in by_name if n.endswith("Table"))
        ordered.extend(by_name[n] for n in sorted(by_name) if n not in tables)
        for name in ("Auction", "Play"):
            if name in sections:
                tag = sections[name]
                tokens = _export_moves(tag.section, name == "Play")
                value = tag.value.upper()
                if name == "Auction":
                    value, tokens = _from_dealer(value, tokens, game.dealer)
                ordered.append(replace(tag, value=value, section=tokens))
                ordered.extend(notes[name])
        ordered.extend(by_name[n] for n in tables)
        rewritten.append(replace(game, tags=tuple(ordered), inherited=()))
    if rewritten:
        prelude = [line for line in rewritten[0].prelude if line.strip().upper() != "% EXPORT"]
        prelude = [line for line in prelude if not line.startswith("% PBN")]
        rewritten[0] = replace(rewritten[0], prelude=("% PBN 2.1", "% EXPORT", *prelude))
    return list(read_games(dumps(rewritten), Reporter("<string>", strict=False)))


def _from_dealer(
    value: str, tokens: tuple[str, ...], dealer: Seat | None
) -> tuple[str, tuple[str, ...]]:
    """An auction written from another seat with ``-`` before the dealer, rewritten
    to start with the dealer (§3.5)."""
    seats = "NESW"
    if dealer is None or value not in seats or value == dealer.letter:
        return value, tokens
    skip = (dealer - seats.index(value)) & 3
    if list(tokens[:skip]) != ["-"] * skip:
        return value, tokens
    return dealer.letter, tokens[skip:]
