"""The play in ``bridgelaw rule`` (Laws 41-71): the steps that enter cards and the
irregularities of the play, and the ``expect`` lines that check the play.

The steps (one per line, as in :mod:`bridgelaw.cli.rule_script`)::

    play SJ S3 S2 SQ         # cards in order, each from the hand that holds it
    play W SJ                # W's card (the hand is checked); dummy's cards by declarer
    W plays SJ               # the same, in short
    play N S7 by N           # dummy plays a card on his own (Law 45D)
    revoke E H2              # a card that does not follow suit although E could (61A)
    designate high           # declarer names dummy's card in words (Laws 45B, 46)
    expose W HK [led] [shown|dropped|named]      # exposed (Law 24; in the play 48, 49)
    retract W DT [slip|opponent-changed|misinformed-turn|misinformation|other]  # 45C4, 47
    together N HQ W H5       # two players' cards at once (58A); two calls in the auction (33)
    several W DT D9 [faced=DT,D9]                # one player's cards at once (58B)
    face-down W H9 | face-lead                   # the face-down opening lead (41A, 41C)
    spread S                 # S faces his hand (54A; declarer in mid-play: 48B2, a claim?)
    dummy look-at-defender   # dummy breaches Law 43 (see DummyInfraction)
    held HA | touched DA     # declarer held his card near the table (45C2) / touched dummy's (45C3)
    inquiry E W              # E asks W "no hearts?" (61B)
    attention S E [5]        # S draws attention to E's revoke (of trick 5) (62-64)
    inspect S [7] [own] [director]               # a quitted trick is looked at (66)
    repoint S W [7]          # a quitted card pointed the wrong way (65B3)
    defective E 7 [HQ]       # E did not play to trick 7 (or also played HQ) (67)
    claim S 4 [line=trumps,hearts] [trumps=yes] [spread=no] [statement...]   # 68: play ceases
    claim S the rest; draw trumps, then hearts   # the statement as said: tricks and line read
    concede W [2]            # W's side concedes 2 tricks (default: all that remain) (68B)
    agree W E | dispute W | play-on E W N S | object E     # answers to the claim (68, 69)
    moment hands-returned|next-board|round-ended           # the board moves on after play
    withdraw W [MINUTES] [period=30]             # acquiescence withdrawn (69)
    cancel-concession S [MINUTES] [period=30]    # a concession cancelled (71)
    show                     # print the table as it is now

The expectations::

    expect declarer S | expect trick 5 E (the winner) | expect card 4 W H9
    expect tricks NS 8 | expect declarer-tricks 10 | expect score 420 | expect score none
    expect current S:H2 W:H5 | expect current -
    expect legal C4 C9 | expect holds W H9 | expect penalty-card W HK [major|minor]
    expect no-penalty-card [SEAT] | expect play-restriction W [lead|forbid|...] [SUIT]
    expect revoke E 5 [corrected|established] | expect claim ruled 3 | expect claim agreed
    expect option play-SK | expect chooser S | expect fact worst normal outcome
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Protocol

from bridgelaw.cli.rule_report import describe_table
from bridgelaw.core import Call, Card, Seat, Side
from bridgelaw.errors import BridgeError
from bridgelaw.laws.end_state import Moment
from bridgelaw.table import (
    CardHandled,
    CardPlayed,
    CardsPlayedTogether,
    DummyInfraction,
    FaceDownLead,
    HandSpread,
    LeadFaced,
    SimultaneousPlays,
    Table,
)
from bridgelaw.table.end_events import (
    AgreementWithdrawn,
    ClaimAnswered,
    ClaimMade,
    ConcessionDisputed,
    DefectiveTrickFound,
    Milestone,
    RevokeAttention,
    RevokeInquiry,
    TrickInspected,
    TrickRepointed,
)

if TYPE_CHECKING:
    from bridgelaw.director import Ruling

__all__ = ["PLAY_EXPECT", "PLAY_STEPS", "is_play_shorthand"]


class Session(Protocol):
    """What the play's steps use of a script session (:class:`bridgelaw.cli.rule_script.Session`,
    which imports this module): its output lines, its table and the ruling it waits on."""

    output: list[str]

    def start(self) -> Table:
        """The table, created at the first step."""
        ...

    def ruling(self) -> Ruling:
        """The director's ruling on what the table waits for."""
        ...


Step = Callable[[Session, list[str]], None]
Check = Callable[[Session, list[str]], "str | None"]

MOMENTS: Final[dict[str, Moment]] = {
    "hands-returned": Moment.HANDS_RETURNED,
    "next-board": Moment.NEXT_BOARD_CALL,
    "next-board-call": Moment.NEXT_BOARD_CALL,
    "round-ended": Moment.ROUND_ENDED,
}
"""The moments a ``moment`` step may name."""

REASONS: Final = ("slip", "opponent-changed", "misinformed-turn", "misinformation", "other")
"""The reasons a ``retract`` step may give (see :class:`bridgelaw.table.CardRetracted`)."""


class _Bad(ValueError):
    """A malformed step."""


def _need(args: list[str], count: int, usage: str) -> None:
    if len(args) < count:
        raise _Bad(f"usage: {usage}")


def _seat(text: str) -> Seat:
    return Seat.parse(text)


def _is_seat(text: str) -> bool:
    try:
        Seat.parse(text)
    except (BridgeError, ValueError, KeyError):
        return False
    return True


def _card(text: str) -> Card:
    return Card.parse(text)


def _is_card(text: str) -> bool:
    try:
        Card.parse(text)
    except (BridgeError, ValueError):
        return False
    return True


def _number(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise _Bad(f"{what} must be a number, not {text!r}") from None


def _minutes(value: str) -> float:
    try:
        return float(value)
    except ValueError:
        raise _Bad(f"minutes must be a number, not {value!r}") from None


def _options(args: list[str]) -> tuple[dict[str, str], list[str]]:
    """Split ``key=value`` words from the others."""
    options: dict[str, str] = {}
    rest: list[str] = []
    for word in args:
        key, sep, value = word.partition("=")
        if sep and key:
            options[key.lower()] = value
        else:
            rest.append(word)
    return options, rest


def _yes(options: dict[str, str], key: str, default: bool) -> bool:
    value = options.get(key)
    if value is None:
        return default
    if value.lower() in ("yes", "true", "1"):
        return True
    if value.lower() in ("no", "false", "0"):
        return False
    raise _Bad(f"{key}= must be yes or no, not {value!r}")


def is_play_shorthand(words: list[str]) -> bool:
    """Whether ``words`` is ``SEAT plays CARD...`` (a play written in short)."""
    return len(words) >= 3 and words[1].lower() in ("plays", "leads") and _is_seat(words[0])


# ------------------------------------------------------------------- steps
def _play(session: Session, args: list[str]) -> None:
    _need(args, 1, "play CARD... | play SEAT CARD [by SEAT]")
    table = session.start()
    by: Seat | None = None
    if len(args) >= 2 and args[-2].lower() == "by":
        by, args = _seat(args[-1]), args[:-2]
    if args and _is_seat(args[0]) and not _is_card(args[0]):
        _need(args, 2, "play SEAT CARD [by SEAT]")
        if len(args) != 2:
            raise _Bad("play SEAT CARD names one card; to play several, leave out the seat")
        seat, card = _seat(args[0]), _card(args[1])
        _check_card(table, seat, card)
        table.play(card, seat=seat, by=by)
        return
    cards = [_card(a) for a in args]  # every card is read before any is played
    if not cards:
        raise _Bad("usage: play CARD...")
    if by is not None and len(cards) > 1:
        raise _Bad("'by SEAT' goes with one card")
    for card in cards:
        _check_turn(table, card)
        table.play(card, by=by)


def _check_card(table: Table, seat: Seat, card: Card) -> None:
    """An input error, not an irregularity: ``card`` is not in ``seat``'s hand, or it would
    be a revoke (entered on purpose with ``revoke SEAT CARD``)."""
    if table.play_state is None:
        return  # the table says why no card may be played
    if card not in table.remaining(seat):
        raise _Bad(f"{card} is not in {seat.name.lower()}'s hand: nothing is played")
    play = table.play_state
    led = play.led_suit if play.current and len(play.current) < 4 else None
    if (
        led is not None
        and card.suit != led
        and table.turn == seat
        and any(c.suit == led for c in table.remaining(seat))
    ):
        raise _Bad(
            f"{seat.name.lower()} holds {led.name.lower()}: {card} would be a revoke; "
            f"nothing is played (if he did revoke, enter 'revoke {seat.letter} {card}')"
        )


def _check_turn(table: Table, card: Card) -> None:
    """``play CARD`` names no seat: only the player in turn may be meant."""
    holder = table.board.deal.holder(card) if table.board.deal is not None else None
    turn = table.turn
    if holder is None or table.play_state is None:
        return
    if turn is None:
        raise _Bad(
            f"no player is to play now: to record that {holder.name.lower()} played {card}, "
            f"enter 'play {holder.letter} {card}'"
        )
    if holder != turn:
        raise _Bad(
            f"{card} is {holder.name.lower()}'s card but {turn.name.lower()} is to play: "
            f"nothing is played (a card out of turn: 'play {holder.letter} {card}')"
        )
    _check_card(table, holder, card)


def _plays(session: Session, args: list[str]) -> None:
    """``W plays SJ``: ``args`` is the whole line."""
    _play(session, [args[0], *args[2:]])


def _revoke(session: Session, args: list[str]) -> None:
    _need(args, 2, "revoke SEAT CARD")
    table = session.start()
    seat, card = _seat(args[0]), _card(args[1])
    play = table.play_state
    if play is None or not play.current or len(play.current) == 4:
        raise _Bad("a revoke is a card played to a trick in progress (none has been led)")
    led = play.led_suit
    if led is None or card.suit == led:
        raise _Bad(f"{card} follows suit: it is no revoke")
    if not any(c.suit == led for c in table.remaining(seat)):
        raise _Bad(f"{seat.name.lower()} holds no {led.name.lower()}: {card} is no revoke")
    table.play(card, seat=seat)


def _designate(session: Session, args: list[str]) -> None:
    _need(args, 1, "designate WORDS (SK, high, low, win, spade, queen, anything...)")
    session.start().designate(" ".join(args))


def _expose(session: Session, args: list[str]) -> None:
    _need(args, 2, "expose SEAT CARD... [led] [shown|dropped|named]")
    words = list(args[1:])
    led = False
    how = "shown"
    while words and words[-1].lower() in ("led", "shown", "dropped", "named"):
        word = words.pop().lower()
        if word == "led":
            led = True
        else:
            how = word
    if not words:
        raise _Bad("usage: expose SEAT CARD... [led] [shown|dropped|named]")
    cards = [_card(c) for c in words]
    session.start().expose(_seat(args[0]), *cards, led=led, how=how)


def _retract(session: Session, args: list[str]) -> None:
    _need(args, 2, f"retract SEAT CARD [{'|'.join(REASONS)}]")
    reason = args[2].lower() if len(args) > 2 else "other"
    if reason not in REASONS:
        raise _Bad(f"retract: reason {reason!r} is not one of {', '.join(REASONS)}")
    session.start().retract(_seat(args[0]), _card(args[1]), reason)


def _together(session: Session, args: list[str]) -> None:
    _need(args, 4, "together SEAT CALL SEAT CALL | together SEAT CARD SEAT CARD")
    table = session.start()
    if table.contract is None:  # the auction: two calls at once (Law 33)
        table.simultaneous(
            (_seat(args[0]), Call.parse(args[1])), (_seat(args[2]), Call.parse(args[3]))
        )
        return
    played = []
    for seat_text, card_text in ((args[0], args[1]), (args[2], args[3])):
        seat, card = _seat(seat_text), _card(card_text)
        play = table.play_state
        assert play is not None
        by = play.declarer if seat == play.dummy else seat
        if card not in table.remaining(seat):
            raise _Bad(f"{card} is not in {seat.name.lower()}'s hand")
        played.append(CardPlayed(seat, card, by))
    table.apply(SimultaneousPlays(played[0], played[1]))


def _several(session: Session, args: list[str]) -> None:
    _need(args, 3, "several SEAT CARD CARD... [faced=CARD,CARD]")
    options, rest = _options(args)
    seat = _seat(rest[0])
    cards = tuple(_card(c) for c in rest[1:])
    if len(cards) < 2:
        raise _Bad("several: name two cards or more")
    faced_text = options.get("faced")
    faced = cards if faced_text is None else tuple(_card(c) for c in faced_text.split(",") if c)
    table = session.start()
    play = table.play_state
    by = play.declarer if play is not None and seat == play.dummy else None
    table.apply(CardsPlayedTogether(seat, cards, faced, by))


def _face_down(session: Session, args: list[str]) -> None:
    _need(args, 2, "face-down SEAT CARD")
    session.start().apply(FaceDownLead(_seat(args[0]), _card(args[1])))


def _face_lead(session: Session, args: list[str]) -> None:
    session.start().apply(LeadFaced())


def _spread(session: Session, args: list[str]) -> None:
    _need(args, 1, "spread SEAT")
    session.start().apply(HandSpread(_seat(args[0])))


_DUMMY_KINDS: Final = (
    "exchange-hands",
    "watch-declarer",
    "look-at-defender",
    "warn-wrong-hand",
    "warn-defender",
    "shown-to-dummy",
    "suggest",
    "comment",
)


def _dummy(session: Session, args: list[str]) -> None:
    _need(args, 1, f"dummy {'|'.join(_DUMMY_KINDS)}")
    kind = args[0].lower()
    if kind not in _DUMMY_KINDS:
        raise _Bad(f"dummy: {kind!r} is not one of {', '.join(_DUMMY_KINDS)}")
    session.start().apply(DummyInfraction(kind))


def _handler(how: str) -> Callable[[Session, list[str]], None]:
    def step(session: Session, args: list[str]) -> None:
        _need(args, 1, f"{how} CARD")
        session.start().apply(CardHandled(_card(args[0]), how))

    return step


def _inquiry(session: Session, args: list[str]) -> None:
    _need(args, 2, "inquiry ASKER ASKED")
    session.start().apply(RevokeInquiry(_seat(args[0]), _seat(args[1])))


def _attention(session: Session, args: list[str]) -> None:
    _need(args, 2, "attention BY OFFENDER [TRICK]")
    trick = _number(args[2], "the trick") if len(args) > 2 else None
    session.start().apply(RevokeAttention(_seat(args[0]), _seat(args[1]), trick))


def _inspect(session: Session, args: list[str]) -> None:
    _need(args, 1, "inspect SEAT [TRICK] [own] [director]")
    trick: int | None = None
    own = director = False
    for word in args[1:]:
        if word.lower() == "own":
            own = True
        elif word.lower() == "director":
            director = True
        else:
            trick = _number(word, "the trick")
    session.start().apply(TrickInspected(_seat(args[0]), trick, own=own, director=director))


def _repoint(session: Session, args: list[str]) -> None:
    _need(args, 2, "repoint BY SEAT [TRICK]")
    trick = _number(args[2], "the trick") if len(args) > 2 else None
    session.start().apply(TrickRepointed(_seat(args[0]), _seat(args[1]), trick))


def _defective(session: Session, args: list[str]) -> None:
    _need(args, 2, "defective SEAT TRICK [EXTRA-CARD]")
    extra = _card(args[2]) if len(args) > 2 else None
    trick = _number(args[1], "the trick")
    session.start().apply(DefectiveTrickFound(_seat(args[0]), trick, extra))


_CLAIM_USAGE: Final = (
    "claim SEAT TRICKS [line=STEPS] [trumps=yes] [spread=no] [statement...] "
    "| claim SEAT STATEMENT [spread=no]"
)


def _claim(session: Session, args: list[str]) -> None:
    _need(args, 2, _CLAIM_USAGE)
    options, rest = _options(args)
    unknown = set(options) - {"line", "trumps", "spread"}
    if unknown:
        raise _Bad(f"claim: unknown option(s) {', '.join(sorted(unknown))}= (line, trumps, spread)")
    _need(rest, 2, _CLAIM_USAGE)
    seat = _seat(rest[0])
    if not rest[1].isdigit():
        session.start().apply(_stated_claim(session, seat, " ".join(rest[1:]), options))
        return
    tricks = _number(rest[1], "the tricks claimed")
    line = options.get("line", "").replace(",", " ")
    event = ClaimMade(
        seat,
        tricks,
        statement=" ".join(rest[2:]),
        line=line,
        trumps=_yes(options, "trumps", False),
        spread=_yes(options, "spread", True),
    )
    session.start().apply(event)


def _stated_claim(session: Session, seat: Seat, text: str, options: dict[str, str]) -> ClaimMade:
    """The claim as the claimer stated it, read by
    :func:`~bridgelaw.analysis.statements.parse_statement`: the tricks claimed (all, or all
    but those conceded), the line and whether it mentions a trump."""
    from bridgelaw.analysis.claims import format_line
    from bridgelaw.analysis.statements import parse_statement
    from bridgelaw.errors import NotationError

    if "line" in options or "trumps" in options:
        raise _Bad("claim SEAT STATEMENT: the line and the trumps are read from the statement")
    remaining = 13 - len(session.start().tricks)
    try:
        said = parse_statement(text, seat, remaining)
    except NotationError as error:
        raise _Bad(
            f"the tricks claimed must be a number, not {text.split()[0]!r}, or the claim "
            f"as said: {error}"
        ) from None
    return ClaimMade(
        seat,
        said.tricks,
        statement=text,
        line=format_line(said.line),
        trumps=said.mentions_trump,
        spread=_yes(options, "spread", True),
    )


def _concede(session: Session, args: list[str]) -> None:
    _need(args, 1, "concede SEAT [TRICKS] [statement...]")
    table = session.start()
    seat = _seat(args[0])
    remaining = 13 - len(table.tricks)
    conceded = remaining
    statement = args[1:]
    if statement and statement[0].isdigit():
        conceded = int(statement[0])
        statement = statement[1:]
    if not 0 < conceded <= remaining:
        raise _Bad(f"concede: {conceded} tricks, but {remaining} remain")
    table.apply(ClaimMade(seat, remaining - conceded, statement=" ".join(statement)))


def _answerer(answer: str) -> Step:
    def step(session: Session, args: list[str]) -> None:
        _need(args, 1, f"{answer} SEAT...")
        seats = [_seat(a) for a in args]
        table = session.start()
        for seat in seats:
            table.apply(ClaimAnswered(seat, answer))

    step.__doc__ = f"``{answer} SEAT...``: the claim is answered {answer!r}."
    return step


def _moment(session: Session, args: list[str]) -> None:
    _need(args, 1, f"moment {'|'.join(MOMENTS)}")
    moment = MOMENTS.get(args[0].lower())
    if moment is None:
        raise _Bad(f"moment: {args[0]!r} is not one of {', '.join(MOMENTS)}")
    session.start().apply(Milestone(moment))


def _late(args: list[str], usage: str) -> tuple[Seat, float | None, float]:
    options, rest = _options(args)
    _need(rest, 1, usage)
    minutes = _minutes(rest[1]) if len(rest) > 1 else None
    period = _minutes(options.get("period", "30"))
    return _seat(rest[0]), minutes, period


def _withdraw(session: Session, args: list[str]) -> None:
    seat, minutes, period = _late(args, "withdraw SEAT [MINUTES] [period=N]")
    session.start().apply(AgreementWithdrawn(seat, minutes, period))


def _cancel_concession(session: Session, args: list[str]) -> None:
    seat, minutes, period = _late(args, "cancel-concession SEAT [MINUTES] [period=N]")
    session.start().apply(ConcessionDisputed(seat, minutes, period))


def _show(session: Session, args: list[str]) -> None:
    session.output.extend(describe_table(session.start()))


PLAY_STEPS: Final[dict[str, Step]] = {
    "play": _play,
    "plays": _plays,
    "revoke": _revoke,
    "designate": _designate,
    "expose": _expose,
    "retract": _retract,
    "together": _together,
    "several": _several,
    "face-down": _face_down,
    "face-lead": _face_lead,
    "spread": _spread,
    "dummy": _dummy,
    "held": _handler("held"),
    "touched": _handler("touched"),
    "inquiry": _inquiry,
    "attention": _attention,
    "inspect": _inspect,
    "repoint": _repoint,
    "defective": _defective,
    "claim": _claim,
    "concede": _concede,
    "agree": _answerer("agree"),
    "dispute": _answerer("dispute"),
    "play-on": _answerer("play-on"),
    "object": _answerer("object"),
    "moment": _moment,
    "withdraw": _withdraw,
    "cancel-concession": _cancel_concession,
    "show": _show,
}
"""The steps of the play (and those shared with the auction: ``expose``, ``together``)."""


# ------------------------------------------------------------ expectations
def _table(session: Session) -> Table:
    return session.start()


def _declarer(session: Session, args: list[str]) -> str | None:
    _need(args, 1, "expect declarer SEAT")
    found = _table(session).declarer
    return None if found == _seat(args[0]) else f"declarer is {found or 'nobody'}"


def _trick(session: Session, args: list[str]) -> str | None:
    _need(args, 2, "expect trick NUMBER WINNER")
    tricks = _table(session).tricks
    number = _number(args[0], "the trick")
    if not 1 <= number <= len(tricks):
        return f"{len(tricks)} trick(s) completed"
    winner = tricks[number - 1].winner
    return None if winner == _seat(args[1]) else f"trick {number} was won by {winner}"


def _card_in_trick(session: Session, args: list[str]) -> str | None:
    _need(args, 3, "expect card TRICK SEAT CARD")
    tricks = _table(session).tricks
    number = _number(args[0], "the trick")
    if not 1 <= number <= len(tricks):
        return f"{len(tricks)} trick(s) completed"
    found = tricks[number - 1].card_of(_seat(args[1]))
    return (
        None if found == _card(args[2]) else f"{args[1].upper()} played {found} to trick {number}"
    )


def _tricks(session: Session, args: list[str]) -> str | None:
    _need(args, 2, "expect tricks NS|EW NUMBER")
    side = Side[args[0].upper()]
    found = _table(session).tricks_won(side)
    return None if found == _number(args[1], "the tricks") else f"{side} won {found} trick(s)"


def _declarer_tricks(session: Session, args: list[str]) -> str | None:
    _need(args, 1, "expect declarer-tricks NUMBER|none")
    found = _table(session).declarer_tricks
    want = None if args[0].lower() == "none" else _number(args[0], "the tricks")
    return None if found == want else f"declarer's side has {found} trick(s)"


def _score(session: Session, args: list[str]) -> str | None:
    _need(args, 1, "expect score NS-SCORE|none")
    found = _table(session).score_ns()
    want = None if args[0].lower() == "none" else _number(args[0], "the score")
    return None if found == want else f"the score is {found} for NS"


def _current(session: Session, args: list[str]) -> str | None:
    found = [f"{seat}:{card}" for seat, card in _table(session).current_trick]
    want: list[str] = []
    for word in args:
        if word == "-":
            continue
        seat, _, card = word.partition(":")
        want.append(f"{_seat(seat)}:{_card(card)}")
    return None if found == want else f"the trick in progress is {' '.join(found) or '-'}"


def _legal(session: Session, args: list[str]) -> str | None:
    found = sorted(str(c) for c in _table(session).legal_cards())
    want = sorted(str(_card(a)) for a in args if a != "-")
    return None if found == want else f"the legal cards are {' '.join(found) or 'none'}"


def _holds(session: Session, args: list[str]) -> str | None:
    _need(args, 2, "expect holds SEAT CARD...")
    seat = _seat(args[0])
    held = _table(session).remaining(seat)
    missing = [str(c) for c in map(_card, args[1:]) if c not in held]
    return None if not missing else f"{seat} does not hold {' '.join(missing)}"


def _penalty_card(session: Session, args: list[str]) -> str | None:
    _need(args, 2, "expect penalty-card SEAT CARD [major|minor]")
    table = _table(session)
    seat, card = _seat(args[0]), _card(args[1])
    kind = args[2].lower() if len(args) > 2 else None
    found = [(p.seat, c, getattr(p, "kind", None)) for p in table.penalty_cards for c in p.cards]
    for holder, held, held_kind in found:
        if holder == seat and held == card and (kind is None or kind == held_kind):
            return None
    text = ", ".join(f"{s} {c}" + (f" ({k})" if k else "") for s, c, k in found)
    return f"penalty cards: {text or 'none'}"


def _no_penalty_card(session: Session, args: list[str]) -> str | None:
    seats = [_seat(a) for a in args] or list(Seat)
    penalty = _table(session).penalty_cards
    found = [f"{p.seat} {c}" for p in penalty if p.seat in seats for c in p.cards]
    return None if not found else f"penalty cards: {', '.join(found)}"


def _play_restriction(session: Session, args: list[str]) -> str | None:
    _need(args, 1, "expect play-restriction SEAT [KIND] [SUIT]")
    seat = _seat(args[0])
    restrictions = [r for r in _table(session).play_restrictions if r.seat == seat]
    for r in restrictions:
        if len(args) > 1 and r.kind.value != args[1].lower():
            continue
        if len(args) > 2 and (r.suit is None or r.suit.letter != args[2].upper()[:1]):
            continue
        return None
    found = [r.describe() for r in _table(session).play_restrictions]
    return f"play restrictions: {'; '.join(found) or 'none'}"


def _revoke_check(session: Session, args: list[str]) -> str | None:
    _need(args, 2, "expect revoke SEAT TRICK [corrected|established|not established]")
    from bridgelaw.cli.rule_play_report import revoke_states

    seat, trick = str(_seat(args[0])), _number(args[1], "the trick")
    want = " ".join(args[2:]).lower()
    revokes = revoke_states(_table(session))
    for r in revokes:
        if r["offender"] == seat and r["trick"] == trick and r["state"].startswith(want):
            return None
    found = [f"{r['offender']} at trick {r['trick']}: {r['state']}" for r in revokes]
    return f"revokes: {', '.join(found) or 'none'}"


def _claim_check(session: Session, args: list[str]) -> str | None:
    _need(args, 1, "expect claim STATUS [SETTLED]")
    claims = _table(session).laws_state.play.end.claims
    if not claims:
        return "no claim has been made"
    claim = claims[-1]
    status = claim.status.value.replace(" ", "-")
    if status != args[0].lower():
        return f"the claim is {status}"
    if len(args) > 1 and claim.settled != _number(args[1], "the tricks"):
        return f"the claim settled {claim.settled} trick(s)"
    return None


def _ruling_now(session: Session) -> tuple[list[str], str, list[str]] | str:
    try:
        ruling = session.ruling()
    except BridgeError as error:
        return str(error)
    chooser = "director" if ruling.chooser is None else ruling.chooser.name.lower()
    return [o.key for o in ruling.options], chooser, list(ruling.facts)


def _option(session: Session, args: list[str]) -> str | None:
    _need(args, 1, "expect option KEY")
    now = _ruling_now(session)
    if isinstance(now, str):
        return now
    return None if args[0] in now[0] else f"options: {', '.join(now[0]) or 'none'}"


def _chooser(session: Session, args: list[str]) -> str | None:
    _need(args, 1, "expect chooser SEAT|director")
    now = _ruling_now(session)
    if isinstance(now, str):
        return now
    want = "director" if args[0].lower() == "director" else _seat(args[0]).name.lower()
    return None if now[1] == want else f"{now[1]} chooses"


def _fact(session: Session, args: list[str]) -> str | None:
    _need(args, 1, "expect fact TEXT...")
    now = _ruling_now(session)
    if isinstance(now, str):
        return now
    text = " ".join(args)
    return None if any(text in fact for fact in now[2]) else "facts: " + " | ".join(now[2])


PLAY_EXPECT: Final[dict[str, Check]] = {
    "declarer": _declarer,
    "trick": _trick,
    "card": _card_in_trick,
    "tricks": _tricks,
    "declarer-tricks": _declarer_tricks,
    "score": _score,
    "current": _current,
    "legal": _legal,
    "holds": _holds,
    "penalty-card": _penalty_card,
    "no-penalty-card": _no_penalty_card,
    "play-restriction": _play_restriction,
    "revoke": _revoke_check,
    "claim": _claim_check,
    "option": _option,
    "chooser": _chooser,
    "fact": _fact,
}
"""The expectations of the play."""
