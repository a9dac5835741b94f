"""The websocket frames a client may send, validated with pydantic.

A frame is one JSON object of at most ``max_message_bytes`` bytes with a type ``t``:

* ``{"t": "hello", "token": "..."}``: take the seat the connection is for (first frame,
  unless the browser's cookie holds the seat);
* ``{"t": "call", "call": "2H", "alert": false, "explanation": null}``;
* ``{"t": "play", "card": "SA"}`` (declarer plays dummy's cards too);
* ``{"t": "next"}``: the next board, once this one is over;
* ``{"t": "ping"}``;

online play (:mod:`bridgelaw.server.online`, the regulations in
``../shared/platform/online-play-regulations.md``):

* ``{"t": "question", "about": 2, "text": "..."}``: an opponent of the caller asks about
  the call at that index of the auction; ``{"t": "answer", "question": 7, "text": "..."}``:
  the caller answers the question at that place of the log;
* ``{"t": "chat", "text": "..."}``: table chat;
* ``{"t": "correct", "about": 2, "text": "..."}``: the caller corrects his own explanation
  of the call at that index of the auction (Law 20F4); the director is called, and at a
  laws-mode table the opponent who called after it may change his call (Law 21B1);
* ``{"t": "claim", "tricks": 9, "statement": "draw trumps, then the clubs"}`` (``tricks``
  may be left out when the statement gives them); ``{"t": "claim_answer", "accept": true}``;
* ``{"t": "undo", "reason": "misclick"}``: withdraw one's own last action, with the
  opponents' consent; ``{"t": "undo_answer", "accept": false}``;
* ``{"t": "director", "reason": "..."}``: call the director;
* ``{"t": "withdraw", "board": 3}``: withdraw one's side's agreement to the opponents'
  claim on an earlier board, within the correction period (Law 69B,
  :mod:`bridgelaw.server.acquiescence`); the director rules with ``{"t": "rule",
  "decision": "acquiescence", "tricks": 1}`` (the tricks given back);
* laws mode (:mod:`bridgelaw.server.laws_room`): ``{"t": "revoke", "offender": "E",
  "trick": 5}``: draw attention to a revoke (``trick`` may be left out: his latest);
  ``{"t": "choose", "option": "decline"}``: the player the director asked chooses among
  the ruling's options; ``{"t": "change", "call": "1S"}``: replace one's own last call
  (Law 25: the director rules whether it was unintended, 25A, or what the opponent may
  do, 25B); ``{"t": "expose", "cards": ["SA"], "how": "dropped"}``: cards of one's own
  hand exposed (Law 24 in the auction period; in the play ``how`` is ``dropped``,
  ``shown`` or ``named``, Laws 45C1, 49, 50); ``{"t": "retract", "card": "SA", "reason":
  "other"}``: take back a card one has played (Law 47: the director rules whether he may);
  ``{"t": "designate", "text": "high"}``: declarer calls dummy's card in words (Law 46);
* ``{"t": "rule", "decision": "tricks", "tricks": 8, "text": "...", "law": "70"}``: the
  director's decision (the director's connection only); at a laws-mode table ``{"t":
  "rule", "decision": "simultaneous"}`` (the last two calls were made at once, Law 33) and
  ``{"t": "rule", "decision": "report", "kind": "ui", "seat": "N", "law": "16", "text":
  "..."}`` (an irregularity recorded for the engine's ruling); ``{"t": "rule", "decision":
  "substitute", "seat": "E", "robot": true}``: a robot (or, without ``robot``, whoever
  takes the freed seat from the lobby) replaces a disconnected player.

``call`` and ``play`` may name a ``seat``: it must be the connection's own. Anything
else is refused with a clear message, and the connection stays open.
"""

from __future__ import annotations

import json
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from bridgelaw.server.store import Denied

__all__ = [
    "Answer",
    "Call",
    "Change",
    "Chat",
    "Choose",
    "Claim",
    "ClaimAnswer",
    "Correct",
    "Designate",
    "DirectorCall",
    "Expose",
    "Frame",
    "Hello",
    "Next",
    "Ping",
    "Play",
    "Question",
    "Retract",
    "Revoke",
    "Rule",
    "Undo",
    "UndoAnswer",
    "Withdraw",
    "parse",
]


class _Frame(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Hello(_Frame):
    """Take the seat with its token."""

    t: Literal["hello"]
    token: str = Field(min_length=1, max_length=200)


class Call(_Frame):
    """A call from the bidding box, with the caller's own alert and explanation."""

    t: Literal["call"]
    call: str = Field(min_length=1, max_length=8)
    alert: bool = False
    explanation: str | None = Field(default=None, max_length=500)
    seat: str | None = Field(default=None, max_length=5)


class Play(_Frame):
    """A card: from one's own hand, or declarer's from dummy."""

    t: Literal["play"]
    card: str = Field(min_length=2, max_length=3)
    seat: str | None = Field(default=None, max_length=5)


class Next(_Frame):
    """Go on to the next board."""

    t: Literal["next"]


class Ping(_Frame):
    """Are you there?"""

    t: Literal["ping"]


Text = Annotated[str, Field(min_length=1, max_length=500)]


class Question(_Frame):
    """An opponent's question about a call (to the player who made it)."""

    t: Literal["question"]
    about: int = Field(ge=0, le=400)
    """The call's index in the auction, from 0."""
    text: Text = "Please explain"


class Answer(_Frame):
    """The caller's answer to a question."""

    t: Literal["answer"]
    question: int = Field(ge=0)
    """The question's place in the board's log (its ``seq``)."""
    text: Text


class Correct(_Frame):
    """The caller corrects his explanation of one of his calls (Law 20F4)."""

    t: Literal["correct"]
    about: int = Field(ge=0, le=400)
    """The call's index in the auction, from 0."""
    text: Text


class Chat(_Frame):
    """A line of table chat, seen by the four players and the director."""

    t: Literal["chat"]
    text: Text


class Claim(_Frame):
    """A claim (or a concession: a claim of 0) with its statement (Law 68C)."""

    t: Literal["claim"]
    tricks: int | None = Field(default=None, ge=0, le=13)
    """Tricks for the claimer's side of those left (default: what the statement says)."""
    statement: Text


class ClaimAnswer(_Frame):
    """An opponent accepts or rejects the claim."""

    t: Literal["claim_answer"]
    accept: bool


class Undo(_Frame):
    """Ask to withdraw one's own last action (a misclick, Law 25A)."""

    t: Literal["undo"]
    reason: Literal["misclick"] = "misclick"


class UndoAnswer(_Frame):
    """An opponent consents to the undo or refuses it."""

    t: Literal["undo_answer"]
    accept: bool


class DirectorCall(_Frame):
    """Call the director (Law 9B), with a reason the director alone reads."""

    t: Literal["director"]
    reason: str = Field(default="", max_length=500)
    report: Literal["ui", "explanation", "simultaneous", "count", "missing", "other"] | None = None
    """A laws-mode table: what the caller reports (unauthorised information, Law 16; an
    explanation or alert, 20/40; two calls made at once, 33; a wrong number of cards, 13;
    a missing card, 14; something else), for the director only."""


class Withdraw(_Frame):
    """Withdraw one's side's agreement to the opponents' claim on an earlier board
    (Law 69B; default: the previous board)."""

    t: Literal["withdraw"]
    board: int | None = Field(default=None, ge=1, le=10_000)


class Revoke(_Frame):
    """Laws mode: draw attention to a revoke by ``offender`` (Laws 61-64)."""

    t: Literal["revoke"]
    offender: str = Field(min_length=1, max_length=5)
    trick: int | None = Field(default=None, ge=1, le=13)


class Choose(_Frame):
    """Laws mode: the player the director asked chooses an option of the ruling."""

    t: Literal["choose"]
    option: str = Field(min_length=1, max_length=40)


class Change(_Frame):
    """Laws mode: replace one's own last call (Law 25)."""

    t: Literal["change"]
    call: str = Field(min_length=1, max_length=8)


class Expose(_Frame):
    """Laws mode: cards of one's own hand exposed (Law 24 in the auction period; Laws
    45C1, 49 and 50 in the play)."""

    t: Literal["expose"]
    cards: tuple[Annotated[str, Field(min_length=2, max_length=3)], ...] = Field(
        min_length=1, max_length=13
    )
    how: Literal["dropped", "shown", "named"] = "dropped"
    """In the play: dropped (inadvertently, 50B), held so that partner could see it
    (45C1/49) or named as being in his hand (49)."""
    led: bool = False
    """In the auction period: a card led prematurely (Law 24)."""


class Retract(_Frame):
    """Laws mode: take back a card one has led or played (Laws 45C4(b), 47)."""

    t: Literal["retract"]
    card: str = Field(min_length=2, max_length=3)
    reason: Literal["other", "slip", "opponent-changed", "misinformed-turn", "misinformation"] = (
        "other"
    )
    """Why: a slip of the tongue designating dummy's card (45C4(b)), an opponent changed
    his card (47D), an opponent said it was his turn (47E1), a mistaken explanation (47E2)."""


class Designate(_Frame):
    """Laws mode: declarer calls dummy's card in words (Law 46: "high", "low", "spade",
    "queen", "anything", or the card)."""

    t: Literal["designate"]
    text: str = Field(min_length=1, max_length=40)


class Rule(_Frame):
    """The director's decision on the open call(s) of the table."""

    t: Literal["rule"]
    decision: Literal[
        "tricks",
        "undo",
        "resume",
        "substitute",
        "law",
        "answer",
        "ask",
        "acquiescence",
        "simultaneous",
        "report",
    ]
    tricks: int | None = Field(default=None, ge=0, le=13)
    """``tricks``: the claimer's (or declarer's) side's tricks of those left;
    ``acquiescence``: the tricks given back to the side that withdrew its agreement."""
    text: str = Field(default="", max_length=1000)
    law: str | None = Field(default=None, max_length=20)
    seat: str | None = Field(default=None, max_length=5)
    """``substitute``: the seat whose absent player is replaced."""
    robot: bool = False
    """``substitute``: a robot takes the seat (else it is freed for a named substitute to
    take from the lobby)."""
    option: str | None = Field(default=None, max_length=40)
    """``law``: the option of the engine's ruling to apply."""
    key: str | None = Field(default=None, max_length=40)
    """``answer``: the judgment question answered."""
    value: str | None = Field(default=None, max_length=40)
    """``answer``: the answer."""
    kind: Literal["ui", "explanation", "count", "missing", "other"] | None = None
    """``report``: the irregularity the director records for the engine's ruling (with
    ``seat``, the offender, ``law`` and ``text``, what happened)."""


AnyFrame = (
    Hello
    | Call
    | Play
    | Next
    | Ping
    | Question
    | Answer
    | Chat
    | Correct
    | Claim
    | ClaimAnswer
    | Undo
    | UndoAnswer
    | DirectorCall
    | Withdraw
    | Revoke
    | Choose
    | Change
    | Expose
    | Retract
    | Designate
    | Rule
)
Frame = Annotated[AnyFrame, Field(discriminator="t")]
_FRAME: TypeAdapter[AnyFrame] = TypeAdapter(Frame)


def parse(text: str, *, limit: int) -> AnyFrame:
    """The frame in ``text``.

    :raises Denied: the text is too long, not JSON, or not a valid frame.
    """
    size = len(text.encode())
    if size > limit:
        raise Denied("too_large", f"message of {size} bytes refused: the limit is {limit}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise Denied("malformed", f"not JSON: {error.msg} at character {error.pos}") from error
    if not isinstance(data, dict):
        raise Denied("malformed", "a frame is a JSON object with a type 't'")
    try:
        return _FRAME.validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "frame"
        raise Denied("malformed", f"{where}: {first['msg']}") from error
