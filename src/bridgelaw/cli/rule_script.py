"""The steps of ``bridgelaw rule``: a small line language for what happens at a table,
the director's rulings, and ``expect`` lines that make a script a test.

One step per line; ``#`` starts a comment. Seats are ``N E S W``, calls ``1H P X XX
8S``, cards ``SA H10``.

Setting up (before the first action)::

    board 5                  # dealer and vulnerability from Law 2
    edition 2007             # 2017 (default), 2007, 1997, 1987
    deal N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765
    dealer S                 # a board marked otherwise than Law 2 (its markings govern)
    vulnerable NS

At the table::

    call E 1S                # any seat, any call (out of rotation, 8S...); or just: E 1S
    change N 1NT             # N replaces his last call (Law 25)
    together N 1H E 1S       # two calls at once (Law 33)
    expose W SK [led]        # cards exposed during the auction (Law 24)
    wrong-hand N [6]         # N called with the cards of board 6 (Law 15A)
    misinformation W 3 [note...]   # W called after a wrong explanation of call 3 (Law 21)
    report KIND SEAT LAW [about=N] [cards=SA,HK] [note...]   # Laws 13, 14, 16, 20, 40...
    director [SEAT]          # attention is drawn; the director is called (Law 9B1)
    forfeit SEAT             # SEAT (non-offending side) acted before the director (11A)
    show                     # print the table as it is now

The play (Laws 41-71: ``play SJ S3``, ``W plays SJ``, ``designate high``, ``retract``,
``revoke``, ``attention``, ``defective``, ``claim``, ``agree``, ``withdraw``...) and its
expectations (``expect trick 5 E``, ``expect score 420``...): see
:mod:`bridgelaw.cli.rule_play`.

The director's ruling on the irregularity the table waits on::

    answer 23A yes           # a judgment question (key as the ruling shows it)
    choose decline           # the option chosen (no option: the only one); applies it

Expectations (the script stops with an error at the first one that fails)::

    expect obligation W next-pass | expect no-obligation W | expect turn S
    expect phase auction | expect calls N 1H E 2NT | expect contract 4SX N
    expect law 27B2 | expect restriction E | expect no-restriction
    expect ledger 16C2 EW | expect flag 72C | expect no-flag 72C | expect closed
    expect status 1 cancelled | expect penalty-card W SK [major] | expect question 23A
    expect outcome 0 35B     # irregularity 0's status, outcome or history contains "35B"
    expect error PhaseError  # the previous step raised this error
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from bridgelaw.cli.rule_dialog import DIALOG_STEPS, DIALOG_UNMARKED, echo
from bridgelaw.cli.rule_play import PLAY_EXPECT, PLAY_STEPS, is_play_shorthand
from bridgelaw.cli.rule_report import describe_table, table_state
from bridgelaw.core import Board, Call, Card, Deal, Seat, Side, Vulnerability
from bridgelaw.director import Ruling
from bridgelaw.director.dialog import Dialog
from bridgelaw.director.position import parse_position, position_table
from bridgelaw.editions import find_edition
from bridgelaw.errors import BridgeError, FormatError, IllegalActionError, RulingError
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import (
    IrregularityReported,
    MisinformationReported,
    Mode,
    RulingApplied,
    Table,
    WrongHandDiscovered,
)

__all__ = ["DEFAULT_DEAL", "KINDS", "ScriptFailure", "Session", "describe_table", "table_state"]

DEFAULT_DEAL: Final = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
"""The deal used when a script names none (each hand has cards in every suit)."""

KINDS: Final[dict[str, Kind]] = {
    "count": Kind.WRONG_CARD_COUNT,
    "missing": Kind.MISSING_CARD,
    "ui": Kind.UNAUTHORIZED_INFORMATION,
    "explanation": Kind.EXPLANATION,
    "other": Kind.OTHER,
}
"""The kinds a ``report`` step may name."""


class ScriptFailure(Exception):
    """An ``expect`` line that does not hold, or a step that cannot be carried out."""


@dataclass
class Session:
    """A table being directed, step by step: the settings until the first action, then
    a :class:`~bridgelaw.director.dialog.Dialog` (answers, choices, undo, save)."""

    source: str = "<input>"
    board: int = 1
    edition: int = 2017
    deal: str = DEFAULT_DEAL
    dealer: Seat | None = None
    vulnerability: Vulnerability | None = None
    dialog: Dialog | None = None
    position: str | None = None
    """A position to start from (``position`` step or ``--position``)."""
    last_ruling: RulingApplied | None = None
    last_error: BridgeError | None = None
    output: list[str] = field(default_factory=list)
    strict: bool = True
    """A script: a refused step must be followed by ``expect error``."""
    error_at: str = ""

    # ------------------------------------------------------------ basics
    @property
    def table(self) -> Table | None:
        """The table, once the first action has created it."""
        return None if self.dialog is None else self.dialog.table

    def start(self) -> Table:
        """The table (created at the first action)."""
        return self.director().table

    def director(self) -> Dialog:
        """The dialog (created, with its table, at the first action)."""
        if self.dialog is None:
            board = Board(
                self.board,
                Deal.parse(self.deal),
                dealer=self.dealer,
                vulnerability=self.vulnerability,
            )
            floor = 0
            if self.position is not None:
                position = parse_position(self.position)
                table = position_table(position, board, self.edition)
                floor = len(table.events) - len(position.current)  # the trick in progress is real
            else:
                table = Table(board, edition=self.edition, mode=Mode.LAWS)
            self.dialog = Dialog(table, floor=floor)
        return self.dialog

    def ruling(self) -> Ruling:
        """The director's ruling now, with the answers given so far.

        :raises RulingError: nothing waits for the director.
        """
        return self.director().ruling()

    # ------------------------------------------------------------ steps
    def run(self, text: str, line: int = 0) -> None:
        """Carry out one line of a script.

        A step the table or the director refuses (an :class:`IllegalActionError` or a
        :class:`RulingError`) is recorded as :attr:`last_error`; in a strict session the
        next line must then be ``expect error``.

        :raises FormatError: the line is not a step, or a value in it cannot be read.
        :raises ScriptFailure: an expectation fails, an error was not expected, or the
            ruling cannot be applied.
        """
        words = text.split("#", 1)[0].split()
        if not words:
            return
        command, args = words[0].lower(), words[1:]
        if command in _SEAT_WORDS and len(args) == 1:  # "E 1S": a call
            command, args = "call", words
        elif is_play_shorthand(words):  # "W plays SJ"
            command, args = "plays", words
        where = f"{self.source}:{line}" if line else self.source
        expecting_error = command == "expect" and args[:1] == ["error"]
        if self.strict and self.last_error is not None and not expecting_error:
            raise ScriptFailure(f"{self.error_at}: unexpected error: {self.last_error}")
        if command == "expect":
            self._expect(args, line)
            return
        handler = _STEPS.get(command)
        if handler is None:
            raise self._error(f"unknown step {command!r}", line)
        self.last_error = None
        dialog = None if command in _UNMARKED else self.director()
        before = None if dialog is None else _before(dialog.table)
        if dialog is not None:
            dialog.begin(" ".join(words))
        try:
            handler(self, args)
        except (IllegalActionError, RulingError) as error:
            self.last_error = error
            self.error_at = where
            self.output.append(f"! {error}")
        except ScriptFailure as failure:
            raise ScriptFailure(f"{where}: {failure}") from None
        except (BridgeError, ValueError, LookupError) as error:
            raise self._error(f"{text.strip()!r}: {_reason(error)}", line) from None
        finally:
            if dialog is not None:
                dialog.end()
        if dialog is not None and before is not None and dialog.table is before[0]:
            self.output.extend(echo(dialog.table, before[1], before[2]))

    def _error(self, message: str, line: int) -> FormatError:
        return FormatError(message, source=self.source, line=line, rule="bridgelaw rule script")

    def _expect(self, args: list[str], line: int) -> None:
        if not args:
            raise self._error("expect what?", line)
        check = _EXPECT.get(args[0].lower())
        if check is None:
            raise self._error(f"unknown expectation {args[0]!r}", line)
        try:
            problem = check(self, args[1:])
        except (ValueError, LookupError) as error:
            raise self._error(f"expect {' '.join(args)}: {_reason(error)}", line) from None
        if problem is not None:
            where = f"{self.source}:{line}" if line else self.source
            raise ScriptFailure(f"{where}: expect {' '.join(args)}: {problem}")
        if args[0].lower() == "error":
            self.last_error = None

    def finish(self) -> None:
        """The end of a script.

        :raises ScriptFailure: the last step was refused and no ``expect error`` followed.
        """
        if self.strict and self.last_error is not None:
            raise ScriptFailure(f"{self.error_at}: unexpected error: {self.last_error}")


def _before(table: Table) -> tuple[Table, int, bool]:
    """The table, its count of events, and whether its auction goes on (for the echo)."""
    return table, len(table.events), table.contract is None and not table.passed_out


_UNMARKED: Final = frozenset(
    {"board", "edition", "deal", "dealer", "vulnerable", "position", *DIALOG_UNMARKED}
)
"""Steps that are settings (before the table exists) or change nothing to take back."""

_SEAT_WORDS: Final = frozenset({"n", "e", "s", "w", "north", "east", "south", "west"})


def _reason(error: Exception) -> str:
    """What was wrong, in words (a ``KeyError`` alone would print only the key)."""
    if isinstance(error, KeyError):
        return f"unknown name {error}"
    return str(error) or type(error).__name__


class _Bad(ValueError):
    """A malformed step."""


def _seat(text: str) -> Seat:
    return Seat.parse(text)


def _need(args: list[str], count: int, usage: str) -> None:
    if len(args) < count:
        raise _Bad(f"usage: {usage}")


def _setting(session: Session, what: str) -> None:
    if session.dialog is not None:
        raise _Bad(f"{what} must come before the first action at the table")


def _board(session: Session, args: list[str]) -> None:
    _need(args, 1, "board NUMBER")
    _setting(session, "board")
    number = int(args[0])
    if number < 1:
        raise _Bad("board numbers start at 1")
    session.board = number


def _edition(session: Session, args: list[str]) -> None:
    _need(args, 1, "edition YEAR")
    _setting(session, "edition")
    session.edition = find_edition(args[0]).year


def _deal(session: Session, args: list[str]) -> None:
    _need(args, 1, "deal N:hand hand hand hand")
    _setting(session, "deal")
    text = " ".join(args)
    Deal.parse(text)
    session.deal = text


def _dealer(session: Session, args: list[str]) -> None:
    _need(args, 1, "dealer SEAT")
    _setting(session, "dealer")
    session.dealer = _seat(args[0])


def _vulnerable(session: Session, args: list[str]) -> None:
    _need(args, 1, "vulnerable NONE|NS|EW|BOTH")
    _setting(session, "vulnerable")
    session.vulnerability = Vulnerability.parse(args[0])


def _call(session: Session, args: list[str]) -> None:
    _need(args, 2, "call SEAT CALL")
    seat, call = _seat(args[0]), Call.parse(args[1])
    session.start().call(call, seat=seat)


def _change(session: Session, args: list[str]) -> None:
    _need(args, 2, "change SEAT CALL")
    seat, call = _seat(args[0]), Call.parse(args[1])
    session.start().change_call(call, seat=seat)


def _wrong_hand(session: Session, args: list[str]) -> None:
    _need(args, 1, "wrong-hand SEAT [BOARD]")
    board = int(args[1]) if len(args) > 1 else None
    session.start().apply(WrongHandDiscovered(_seat(args[0]), board))


def _misinformation(session: Session, args: list[str]) -> None:
    _need(args, 2, "misinformation SEAT RECORD [note]")
    note = " ".join(args[2:]) or None
    session.start().apply(MisinformationReported(_seat(args[0]), int(args[1]), note))


def _report(session: Session, args: list[str]) -> None:
    _need(args, 3, "report KIND SEAT LAW [about=N] [cards=SA,HK] [note...]")
    kind = KINDS.get(args[0].lower())
    if kind is None:
        raise _Bad(f"report: kind {args[0]!r} is not one of {', '.join(KINDS)}")
    table = session.start()
    law = table.law(args[2])
    about: int | None = None
    cards: tuple[Card, ...] = ()
    note: list[str] = []
    for word in args[3:]:
        if word.startswith("about="):
            about = int(word[6:])
        elif word.startswith("cards="):
            cards = tuple(Card.parse(c) for c in word[6:].split(","))
        else:
            note.append(word)
    text = " ".join(note) or None
    reason = f"{kind} reported about {_seat(args[1]).name.lower()}" + (f": {text}" if text else "")
    table.apply(IrregularityReported(kind, _seat(args[1]), law, reason, cards, about, None, text))


def _director(session: Session, args: list[str]) -> None:
    by = _seat(args[0]) if args else None
    session.start().call_director(by=by)


def _forfeit(session: Session, args: list[str]) -> None:
    _need(args, 1, "forfeit SEAT")
    dialog = session.director()
    dialog.forfeit = _seat(args[0])
    try:
        dialog.ruling()  # checks that Law 11A can apply now
    except BridgeError:
        dialog.forfeit = None
        raise


def _position(session: Session, args: list[str]) -> None:
    _need(args, 1, "position contract=4HX declarer=S N=... E=... S=... W=... [ns=N ew=N]")
    _setting(session, "position")
    text = " ".join(args)
    parse_position(text)  # read now: a mistake names this line
    session.position = text


_STEPS: Final[dict[str, Callable[[Session, list[str]], None]]] = {
    "board": _board,
    "edition": _edition,
    "deal": _deal,
    "dealer": _dealer,
    "vulnerable": _vulnerable,
    "call": _call,
    "change": _change,
    "wrong-hand": _wrong_hand,
    "misinformation": _misinformation,
    "report": _report,
    "director": _director,
    "forfeit": _forfeit,
    "position": _position,
    **PLAY_STEPS,
    **DIALOG_STEPS,
}


# --------------------------------------------------------------- expectations
def _obligation(session: Session, args: list[str]) -> str | None:
    _need(args, 2, "expect obligation SEAT KIND")
    seat, kind = _seat(args[0]), args[1].lower()
    found = sorted(ob.kind.value for ob in session.start().obligations if ob.seat == seat)
    return None if kind in found else f"{seat} has {', '.join(found) or 'no obligation'}"


def _no_obligation(session: Session, args: list[str]) -> str | None:
    seats = [_seat(a) for a in args] or list(Seat)
    found = [f"{ob.seat} {ob.kind.value}" for ob in session.start().obligations if ob.seat in seats]
    return None if not found else "found " + ", ".join(found)


def _turn(session: Session, args: list[str]) -> str | None:
    turn = session.start().turn
    want = None if args[0].lower() in ("none", "-") else _seat(args[0])
    return None if turn == want else f"turn is {turn}"


def _phase(session: Session, args: list[str]) -> str | None:
    phase = session.start().phase.name.lower()
    return None if phase == args[0].lower() else f"phase is {phase}"


def _calls(session: Session, args: list[str]) -> str | None:
    records = session.start().laws_state.legal_records()
    found = [f"{r.seat} {r.call}" for r in records]
    want = [f"{_seat(s)} {Call.parse(c)}" for s, c in zip(args[::2], args[1::2], strict=True)]
    return None if found == want else f"the auction is {' '.join(found) or '(empty)'}"


def _contract(session: Session, args: list[str]) -> str | None:
    table = session.start()
    contract = table.contract
    found = "none" if contract is None else f"{contract} {table.declarer}"
    want = " ".join(a.upper() for a in args)
    if want == "NONE" and contract is None:
        return None
    if (
        contract is not None
        and len(args) == 2
        and str(contract).upper() == args[0].upper()
        and table.declarer == _seat(args[1])
    ):
        return None
    return f"the contract is {found}"


def _law(session: Session, args: list[str]) -> str | None:
    last = session.last_ruling
    found = None if last is None else str(last.law)
    return None if found == args[0] else f"the last ruling was under Law {found}"


def _restriction(session: Session, args: list[str]) -> str | None:
    table = session.start()
    offenders = [r.restriction.offender for r in table.lead_restrictions]
    states = [f"{r.restriction.offender}:{r.status}" for r in table.lead_restrictions]
    if _seat(args[0]) in offenders:
        return None
    return f"lead restrictions: {', '.join(states) or 'none'}"


def _no_restriction(session: Session, args: list[str]) -> str | None:
    table = session.start()
    states = [f"{r.restriction.offender}:{r.status}" for r in table.lead_restrictions]
    return None if not states else f"lead restrictions: {', '.join(states)}"


def _ledger(session: Session, args: list[str]) -> str | None:
    table = session.start()
    found = [(str(e.law), e.unauthorized_to) for e in table.ledger]
    side = None if len(args) < 2 or args[1] == "-" else Side[args[1].upper()]
    if (args[0], side) in found:
        return None
    return "ledger: " + (", ".join(f"{law} {s or 'both'}" for law, s in found) or "empty")


def _flag(session: Session, args: list[str]) -> str | None:
    found = [str(f.law) for f in session.start().review_flags]
    return None if args[0] in found else f"flags: {', '.join(found) or 'none'}"


def _no_flag(session: Session, args: list[str]) -> str | None:
    found = [str(f.law) for f in session.start().review_flags]
    return None if args[0] not in found else f"flags: {', '.join(found)}"


def _closed(session: Session, args: list[str]) -> str | None:
    return None if session.start().closed_by is not None else "the board is not closed"


def _status(session: Session, args: list[str]) -> str | None:
    records = session.start().records
    index = int(args[0])
    if not 0 <= index < len(records):
        return f"no call record {index}"
    status = records[index].status.value
    return None if status == args[1].lower() else f"record {index} is {status}"


def _question(session: Session, args: list[str]) -> str | None:
    try:
        ruling = session.ruling()
    except BridgeError as error:
        return str(error)
    keys = [q.key for q in ruling.questions]
    return None if args[0] in keys else f"questions: {', '.join(keys) or 'none'}"


def _outcome(session: Session, args: list[str]) -> str | None:
    _need(args, 2, "expect outcome IRREGULARITY TEXT...")
    procedures = session.start().procedures
    number = int(args[0])
    if not 0 <= number < len(procedures):
        return f"no irregularity {number}"
    procedure = procedures[number]
    found = " | ".join([procedure.status.value, procedure.outcome, *procedure.history])
    return None if " ".join(args[1:]) in found else f"irregularity {number}: {found}"


def _error_check(session: Session, args: list[str]) -> str | None:
    error = session.last_error
    name = None if error is None else type(error).__name__
    if args and name != args[0]:
        return f"the previous step raised {name}"
    if not args and error is None:
        return "the previous step raised no error"
    return None


_EXPECT: Final[dict[str, Callable[[Session, list[str]], str | None]]] = {
    "obligation": _obligation,
    "no-obligation": _no_obligation,
    "turn": _turn,
    "phase": _phase,
    "calls": _calls,
    "contract": _contract,
    "law": _law,
    "restriction": _restriction,
    "no-restriction": _no_restriction,
    "ledger": _ledger,
    "flag": _flag,
    "no-flag": _no_flag,
    "closed": _closed,
    "status": _status,
    "question": _question,
    "outcome": _outcome,
    "error": _error_check,
    **PLAY_EXPECT,
}


# ---------------------------------------------------------------- reports
