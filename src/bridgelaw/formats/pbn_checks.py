"""The strict reader's checks of a whole game (PBN 2.1 §3-5).

These go beyond reading the values: tag names known to the file's PBN
version, tags given twice, ``#`` where inheritance is forbidden, the tags an
Auction or Play section needs before it, the auction replayed against the
``Contract`` and ``Declarer`` tags, the play against the deal and the
``Result``, notes defined and used, tables, rubber history, and the extra
rules of export format when the file declares ``% EXPORT``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from bridgelaw.core.calls import Contract, Strain
from bridgelaw.core.seats import Vulnerability
from bridgelaw.formats.pbn_auction import check_auction
from bridgelaw.formats.pbn_lexer import TABLE, GameRead, RawGame, RawTag
from bridgelaw.formats.pbn_play import follow
from bridgelaw.formats.pbn_report import Reporter
from bridgelaw.formats.pbn_tables import check_table
from bridgelaw.formats.pbn_units import PbnTag
from bridgelaw.formats.pbn_values import value_problem

if TYPE_CHECKING:  # the reader runs these checks on the facts it reads
    from bridgelaw.formats.pbn_facts import Facts

__all__ = ["MANDATORY", "check_game", "check_tags", "known_tags", "note_tags"]

MANDATORY: Final = ("Event", "Site", "Date", "Board", "West", "North", "East", "South",
                    "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract",
                    "Result")  # fmt: skip
"""The Mandatory Tag Set in export order (§3.4)."""

_SUPPLEMENTAL_10: Final = frozenset(
    {"Annotator", "AnnotatorNA", "BidSystemEW", "BidSystemNS", "Competition", "Description",
     "EastNA", "EastType", "EventDate", "EventSponsor", "FrenchMP", "Generator", "Hidden",
     "HomeTeam", "Mode", "NorthNA", "NorthType", "Room", "Round", "Score", "ScoreIMP",
     "ScorePercentage", "ScoreRubber", "Section", "SouthNA", "SouthType", "Stage", "Table",
     "Termination", "Time", "TimeCall", "TimeCard", "TimeControl", "UTCDate", "UTCTime",
     "VisitTeam", "WestNA", "WestType", "Auction", "Play", "Note"}
)  # fmt: skip
_NEW_20: Final = frozenset(
    {"Application", "DealId", "PairEW", "PairNS", "ScoreMP", "ScoreRubberHistory",
     "ActionTable", "AuctionTimeTable", "InstantScoreTable", "PlayTimeTable", "ScoreTable",
     "TotalScoreTable"}
)  # fmt: skip
_NEW_21: Final = frozenset({"OptimumScore", "OptimumResultTable", "OptimumPlayTable"})
_NO_INHERITANCE: Final = frozenset(
    {"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction", "Play", "Note"}
)
_SEAT_NAMES: Final = ("North", "East", "South", "West")


def known_tags(version: tuple[int, int] | None) -> frozenset[str]:
    """The tag names a file of PBN ``version`` may use (2.1 when not declared)."""
    names = frozenset(MANDATORY) | _SUPPLEMENTAL_10
    if version is None or version >= (2, 0):
        names |= _NEW_20
    if version is None or version >= (2, 1):
        names |= _NEW_21
    return names


def check_game(raw: RawGame, values: dict[str, str], facts: Facts, rep: Reporter) -> None:
    """The strict checks of one game's sections and values (after :func:`check_tags`)."""
    _check_notes(facts, rep, raw)
    end_position = _end_position(facts)
    auction = _find(raw, "Auction")
    if auction is not None:
        _check_auction(raw, auction, facts, rep)
    play = _find(raw, "Play")
    if play is not None:
        _check_play(raw, play, facts, end_position, rep)
    _check_result(values, facts, play, end_position, raw, rep)
    _check_rubber(values, facts, raw, rep)
    for tag in raw.tags:
        if tag.kind == TABLE:
            value = values.get(tag.name, tag.value) if tag.value.startswith("#") else tag.value
            check_table(_pbn_tag(tag), value, rep)
    if raw.export:
        _check_export(raw, values, facts, rep)


def _find(raw: RawGame, name: str) -> RawTag | None:
    return next((tag for tag in raw.tags if tag.name == name), None)


def _pbn_tag(raw: RawTag) -> PbnTag:
    return PbnTag(raw.name, raw.value, tuple(raw.section), (), raw.line, tuple(raw.section_lines))


def _end_position(facts: Facts) -> bool:
    deal = facts.deal
    sizes = [len(h) for h in deal.hands if len(h)] if deal is not None else []
    return bool(sizes) and max(sizes) < 13


def note_tags(raw: GameRead, rep: Reporter) -> None:
    """The tolerant reader's notes on tag pairs: a tag given again (ignored, §3.4) and
    ``#`` where the standard forbids inheritance (followed anyway, §4.8)."""
    seen: set[str] = set()
    for tag in raw.tags:
        name = tag.name
        if name == "Note":
            continue
        if name in seen:
            rep.quirk(f"tag {name} given again: the first value is kept", tag.line, "3.4")
        seen.add(name)
        if tag.value.startswith("#") and name in _NO_INHERITANCE:
            rep.quirk(f"tag {name} takes its value from an earlier game ('#')", tag.line, "4.8")


def check_tags(raw: RawGame, values: dict[str, str], rep: Reporter) -> None:
    """The strict checks of tag pairs: names, repeats, inheritance, values (§3.3, §3.4, §4)."""
    known = known_tags(raw.version)
    seen: dict[str, int] = {}
    version = "2.1" if raw.version is None else f"{raw.version[0]}.{raw.version[1]}"
    for tag in raw.tags:
        name = tag.name
        if not name[0].isupper():
            rep.check(f"tag name {name!r} must begin with an upper case letter", tag.line, "3.3")
        elif name not in known:
            rep.check(f"new tag name {name!r}: not a tag of PBN {version}", tag.line, "4.9")
        if name != "Note":
            if name in seen:
                rep.check(
                    f"tag {name} exists already (line {seen[name]}): a tag is given once",
                    tag.line,
                    "3.4",
                )
                continue
            seen[name] = tag.line
        if tag.value.startswith("#") and name in _NO_INHERITANCE:
            rep.check(
                f"bad inheritance: tag {name} may not take its value from an earlier game"
                f" ({tag.value!r})",
                tag.line,
                "4.8",
            )
        if tag.section and tag.kind != TABLE and name not in ("Auction", "Play") and name in known:
            first = next((t for t in tag.section if t[0] not in "{;%"), None)
            if first is not None:
                index = tag.section.index(first)
                rep.check(
                    f"wrong character: {first!r} after tag {name}, which has no section data",
                    tag.section_lines[index] if index < len(tag.section_lines) else tag.line,
                    "3.1",
                )
        if name != "Note" and name in values:
            problem = value_problem(name, values[name])
            if problem is not None:
                rep.check(problem[0], tag.line, problem[1])


def _check_notes(facts: Facts, rep: Reporter, raw: RawGame) -> None:
    cards = [card.note for trick in facts.play or () for card in trick]
    calls = [call.note for call in facts.calls or ()]
    for section, refs, lines, notes in (
        ("Auction", calls, facts.call_lines, facts.auction_notes),
        ("Play", cards, facts.card_lines, facts.play_notes),
    ):
        used: set[int] = set()
        for index, note in enumerate(refs):
            if note is not None:
                used.add(note)
                if note not in notes:
                    line = lines[index] if index < len(lines) else raw.line
                    rep.check(f"no note for ={note}= in the {section} section", line, "3.5.5")
        for number in sorted(set(notes) - used):
            tag = next(
                (t for t in raw.tags if t.name == "Note" and t.value.split(":")[0] == str(number)),
                None,
            )
            rep.check(
                f"unused note {number}: no ={number}= in the {section} section",
                tag.line if tag is not None else raw.line,
                "3.5.5",
            )


def _before(raw: RawGame, section: RawTag, name: str) -> bool:
    """Whether tag ``name`` with a value comes before ``section`` in the game."""
    for tag in raw.tags:
        if tag is section:
            return False
        if tag.name == name and tag.value not in ("", "?"):
            return True
    return False


def _check_auction(raw: RawGame, tag: RawTag, facts: Facts, rep: Reporter) -> None:
    if not _before(raw, tag, "Dealer"):
        rep.check("no dealer: the Dealer tag must come before the Auction section", tag.line, "3.1")
    if facts.calls is None:
        return
    result = check_auction(
        facts.calls, facts.call_lines, facts.dealer, facts.calls_end, tag.line, rep
    )
    if not result.complete:
        return
    declarer_line = _line(raw, "Declarer")
    contract_line = _line(raw, "Contract")
    actual = result.contract
    if facts.contract_value is not None:
        if actual is None and (facts.contract is not None):
            rep.check(
                f"bad contract {facts.contract}: the auction is passed out", contract_line, "3.4.14"
            )
        elif actual is not None and facts.passed_out:
            rep.check(
                f"bad contract Pass: the auction ends with {actual.bid} (bad denomination)",
                contract_line,
                "3.4.14",
            )
        elif actual is not None and facts.contract is not None:
            _compare_contract(facts.contract, actual, contract_line, rep)
    if actual is not None and actual.declarer is not None:
        if facts.declarer is not None:
            expected = actual.declarer.partner if facts.declarer_swapped else actual.declarer
            if facts.declarer != expected:
                written = ("^" if facts.declarer_swapped else "") + facts.declarer.letter
                rep.check(
                    f"bad declarer {written!r}: the auction makes {_SEAT_NAMES[actual.declarer]}"
                    " declarer",
                    declarer_line,
                    "3.4.13",
                )
    elif actual is None and facts.declarer is not None:
        rep.check(
            f"bad declarer {facts.declarer.letter!r}: the auction is passed out",
            declarer_line,
            "3.4.13",
        )


def _compare_contract(written: Contract, actual: Contract, line: int, rep: Reporter) -> None:
    if (written.level, written.strain) != (actual.level, actual.strain):
        rep.check(
            f"bad contract {written}: the auction ends with {actual.bid} (bad denomination"
            " or level)",
            line,
            "3.4.14",
        )
    elif written.doubling != actual.doubling:
        rep.check(
            f"bad risk in contract {written}: the auction's contract is {actual}", line, "3.4.14"
        )


def _line(raw: RawGame, name: str) -> int:
    tag = _find(raw, name)
    return tag.line if tag is not None else raw.line


def _check_play(raw: RawGame, tag: RawTag, facts: Facts, end_position: bool, rep: Reporter) -> None:
    for name, what in (("Deal", "deal"), ("Declarer", "declarer"), ("Contract", "contract")):
        if name == "Declarer" and end_position:
            continue
        if not _before(raw, tag, name):
            rep.check(
                f"no {what}: the {name} tag must come before the Play section", tag.line, "3.1"
            )
    if facts.passed_out:
        rep.check("a Play section for a passed-out board", tag.line, "3.6")
    if facts.play is None or facts.play_seat is None:
        return
    strain = facts.strain
    line = follow(
        facts.play, facts.play_seat, strain, deal=facts.deal, rep=rep, lines=facts.card_lines
    )
    del line
    declarer = facts.declarer
    first_row = facts.play[0] if facts.play else None
    if declarer is not None and first_row is not None:
        marked = any("L" in card.marks for card in first_row)
        if not marked and facts.play_seat != declarer.lho:
            rep.check(
                f"bad lead: the Play section starts with {_SEAT_NAMES[facts.play_seat]}, but"
                f" {_SEAT_NAMES[declarer.lho]} (declarer's left-hand opponent) is on lead"
                " (mark a lead out of turn with ^L)",
                tag.line,
                "3.6",
            )


def _check_result(
    values: dict[str, str],
    facts: Facts,
    play: RawTag | None,
    end_position: bool,
    raw: RawGame,
    rep: Reporter,
) -> None:
    result_text = values.get("Result", "")
    line = _line(raw, "Result")
    if result_text in ("", "?"):
        return
    no_declarer = values.get("Declarer") == "" or facts.passed_out
    if no_declarer and facts.contract is None:
        rep.check(
            f"Result {result_text!r} but there is no declarer: a passed-out board has"
            " an empty Result",
            line,
            "3.4.15",
        )
        return
    if (
        play is None
        or facts.play is None
        or facts.play_seat is None
        or facts.declarer is None
        or facts.result is None
        or end_position
    ):
        return
    played = follow(facts.play, facts.play_seat, facts.strain, deal=facts.deal)
    total = 13
    mine = played.won_by(facts.declarer)
    theirs = played.tricks - mine
    result = facts.result
    if played.tricks == total:
        if facts.result_caret and result == mine:
            rep.check(
                f"bad result {result_text!r}: '^' says it differs from the play, but declarer"
                f" took {mine} tricks",
                line,
                "3.4.15",
            )
        elif not facts.result_caret and result != mine:
            rep.check(
                f"bad result {result_text!r}: declarer took {mine} tricks in the play",
                line,
                "3.4.15",
            )
    elif not facts.result_caret:
        low, high = mine, total - theirs
        sure = _sure_tricks(played.remaining, facts.strain, facts.deal is not None)
        if sure is not None:
            side, count = sure
            if side == facts.declarer & 1:
                low += count
            else:
                high -= count
        if not low <= result <= high:
            rep.check(
                f"bad result {result_text!r}: after {played.tricks} tricks declarer has won"
                f" {mine} and the defenders {theirs}, so declarer ends with {low} to {high}",
                line,
                "3.4.15",
            )


def _sure_tricks(
    remaining: Sequence[int], strain: Strain | None, known: bool
) -> tuple[int, int] | None:
    """The side that holds the highest trump left, and how many tricks its holder
    surely wins with the top trumps he holds in sequence (each wins its trick)."""
    if not known or strain is None or strain.suit is None or not all(remaining):
        return None
    base = 13 * strain.suit
    holder = None
    count = 0
    for bit in range(base + 12, base - 1, -1):
        seat = next((s for s in range(4) if remaining[s] >> bit & 1), None)
        if seat is None:
            continue
        if holder is None:
            holder = seat
        if seat != holder:
            break
        count += 1
    return None if holder is None else (holder & 1, count)


_HISTORY_SIDE: Final = r"(\d+)\s+(\d+)\s*/\s*(\d+(?:\s+\d+){0,2})"
_HISTORY: Final = re.compile(rf"(NS|EW)\s+{_HISTORY_SIDE}\s+(NS|EW)\s+{_HISTORY_SIDE}\s*\Z")


def _check_rubber(values: dict[str, str], facts: Facts, raw: RawGame, rep: Reporter) -> None:
    text = values.get("ScoreRubberHistory")
    if text is None:
        return
    line = _line(raw, "ScoreRubberHistory")
    match = _HISTORY.match(text.strip())
    if match is None or match.group(1) == match.group(5):
        rep.check(
            f"bad value {text!r} for tag ScoreRubberHistory: expected"
            " 'NS <above> <above>/<below>... EW <above> <above>/<below>...'",
            line,
            "4.2.6",
        )
        return
    below = {
        match.group(1): [int(x) for x in match.group(4).split()],
        match.group(5): [int(x) for x in match.group(8).split()],
    }
    if len(below["NS"]) != len(below["EW"]):
        rep.check(
            f"bad value {text!r} for tag ScoreRubberHistory: NS and EW have different"
            " numbers of games",
            line,
            "4.2.6",
        )
        return
    won = {"NS": False, "EW": False}
    for game in range(len(below["NS"]) - 1):
        for side in won:
            if below[side][game] >= 100:
                won[side] = True
    expected = Vulnerability(int(won["NS"]) | (int(won["EW"]) << 1))
    if facts.vulnerability is not None and facts.vulnerability != expected:
        rep.check(
            f"tag Vulnerable ({facts.vulnerability.pbn}) and tag ScoreRubberHistory"
            f" ({text.strip()!r}, which makes {expected.pbn} vulnerable) are inconsistent",
            line,
            "4.2.6",
        )


def _check_export(raw: RawGame, values: dict[str, str], facts: Facts, rep: Reporter) -> None:
    for name in ("Auction", "Play"):
        tag = _find(raw, name)
        if tag is None:
            continue
        counts: dict[int, int] = {}
        for line in facts.call_lines if name == "Auction" else facts.card_lines:
            counts[line] = counts.get(line, 0) + 1
        for line, count in sorted(counts.items()):
            if count > 4:
                what = "calls" if name == "Auction" else "cards"
                rep.check(f"export format: {count} {what} on one line (at most 4)", line, "3.5")
                break
    vul = values.get("Vulnerable")
    if vul is not None and vul not in ("None", "NS", "EW", "All", "", "?"):
        rep.check(f"export format: Vulnerable is written None or All, not {vul!r}",
                  _line(raw, "Vulnerable"), "3.4.10")  # fmt: skip
    names = _order(raw.tags)
    missing = [name for name in MANDATORY if name not in values]
    if missing:
        rep.check(f"export format: mandatory tag {missing[0]} missing", raw.line, "3.4")
    mts = [name for name in names if name in MANDATORY]
    if mts != [name for name in MANDATORY if name in mts] or names[: len(mts)] != mts:
        rep.check("export format: the mandatory tags come first, in the order of §3.4",
                  raw.line, "3.4")  # fmt: skip


def _order(tags: Sequence[RawTag]) -> list[str]:
    out: list[str] = []
    for tag in tags:
        if tag.name != "Note" and tag.name not in out:
            out.append(tag.name)
    return out
