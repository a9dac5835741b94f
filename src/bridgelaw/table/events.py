"""The events of a table's log. Every event is frozen; the log is append-only and all
state is derived from it.

The laws mode adds the events of the irregularity laws: the director called
(:class:`DirectorCalled`), a ruling applied with its effects
(:class:`RulingApplied`), a change of call (:class:`CallChanged`, Law 25),
simultaneous calls (:class:`SimultaneousCalls`, Law 33), cards exposed during
the auction period (:class:`CardsExposed`, Law 24), cards from a wrong board
(:class:`WrongHandDiscovered`, Law 15A), misinformation (:class:`MisinformationReported`,
Law 21). A strict table accepts none of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.core.calls import Call
from bridgelaw.core.cards import Card
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.laws.effects import Effect
from bridgelaw.laws.irregularity import ExplanationCase, InformationSource, Kind
from bridgelaw.laws.steps import Step
from bridgelaw.table.end_events import EndEvent

__all__ = [
    "Answer",
    "CallChanged",
    "CallMade",
    "CardHandled",
    "CardPlayed",
    "CardRetracted",
    "CardsExposed",
    "CardsPlayedTogether",
    "ClaimAgreed",
    "DirectorCalled",
    "DummyCardCalled",
    "DummyInfraction",
    "Event",
    "FaceDownLead",
    "HandSpread",
    "IrregularityReported",
    "LeadFaced",
    "MisinformationReported",
    "RulingApplied",
    "SimultaneousCalls",
    "SimultaneousPlays",
    "WrongHandDiscovered",
]


@dataclass(frozen=True, slots=True)
class CallMade:
    """A call made at the table (Law 17, 18, 19). Alerts and explanations belong here,
    not to the call (Law 20, 40)."""

    seat: Seat
    call: Call
    alert: bool = False
    """The call was alerted (or announced) by the caller's partner (Law 40B)."""
    explanation: str | None = None
    """The explanation given of the call, if any (Law 20F)."""


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card played (Law 45). ``seat`` is the hand the card comes from; ``by`` is the
    player who played it: declarer plays dummy's cards (Law 45B)."""

    seat: Seat
    card: Card
    by: Seat


@dataclass(frozen=True, slots=True)
class ClaimAgreed:
    """A claim or concession agreed by all (Laws 68, 69): play ends.

    ``tricks`` is how many of the remaining tricks (the trick in progress
    included) the claimer's side takes: all of them for a full claim, none for
    a full concession.
    """

    seat: Seat
    tricks: int
    statement: str | None = None
    """The claimer's statement of his line of play (Law 68C), if given."""


@dataclass(frozen=True, slots=True)
class DirectorCalled:
    """Attention is drawn to an irregularity and the director is called (Law 9B1): the
    window in which the next player may act on it closes."""

    by: Seat | None = None


@dataclass(frozen=True, slots=True)
class Answer:
    """The answer to a judgment question of a ruling, and who gave it."""

    key: str
    """The question's key (``"23A"``, ``"27B1(a)"``...)."""
    value: str
    by: str = "director"


@dataclass(frozen=True, slots=True)
class RulingApplied:
    """The director's ruling on ``irregularity`` at ``step``, applied: the option chosen
    (by ``chooser``), the answers to its judgment questions, and its effects."""

    irregularity: int
    step: Step
    law: LawRef
    effects: tuple[Effect, ...]
    choice: str | None = None
    chooser: Seat | None = None
    answers: tuple[Answer, ...] = ()


@dataclass(frozen=True, slots=True)
class CallChanged:
    """``seat`` replaces his last call by ``call`` (Law 25)."""

    seat: Seat
    call: Call


@dataclass(frozen=True, slots=True)
class SimultaneousCalls:
    """Two calls made at the same time (Law 33): the call of the player whose turn it was
    counts first."""

    first: CallMade
    second: CallMade


@dataclass(frozen=True, slots=True)
class CardsExposed:
    """``seat``'s cards were exposed. During the auction period: where his partner could
    see their faces (Law 24); ``led``: a card was led prematurely. During the play (Laws
    48, 49, 50): ``how`` is ``"shown"`` (held or placed so that his partner could see its
    face, 45C1/49), ``"dropped"`` (an inadvertent exposure, 50B) or ``"named"`` (he named
    it as being in his hand, 49)."""

    seat: Seat
    cards: tuple[Card, ...]
    led: bool = False
    how: str = "shown"


@dataclass(frozen=True, slots=True)
class WrongHandDiscovered:
    """``seat`` has been calling with the cards of another board (Law 15A; 1987-2007:
    Law 17D); ``board`` is the number of the board his cards came from, if known."""

    seat: Seat
    board: int | None = None


@dataclass(frozen=True, slots=True)
class MisinformationReported:
    """The director is called about misinformation (Law 21): ``seat`` may have called on
    a mistaken explanation (or a missing alert) of the call at record ``about``."""

    seat: Seat
    about: int
    note: str | None = None


@dataclass(frozen=True, slots=True)
class IrregularityReported:
    """Any other irregularity brought to the director (Laws 13, 14, 16, 20, 40...): it
    opens a procedure of ``kind`` that the director's module for that kind rules."""

    kind: Kind
    seat: Seat | None
    """The offender, if there is one."""
    law: LawRef
    reason: str
    cards: tuple[Card, ...] = ()
    about: int | None = None
    """A call record it concerns, if any."""
    board: int | None = None
    note: str | None = None
    case: ExplanationCase | None = None
    """``Kind.EXPLANATION``: what the report is about (Laws 20, 40). ``None``: the case
    the note starts with, if any (:meth:`ExplanationCase.named_in`), else the director
    asks."""
    source: InformationSource | None = None
    """``Kind.UNAUTHORIZED_INFORMATION``: where the information came from (Law 16: partner
    or outside). ``None``: the source the note starts with, if any, else the director
    asks."""


@dataclass(frozen=True, slots=True)
class FaceDownLead:
    """``seat`` places ``card`` face down as the opening lead (Law 41A)."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class LeadFaced:
    """The face-down opening lead is faced: the play period begins (Law 41C)."""


@dataclass(frozen=True, slots=True)
class HandSpread:
    """``seat`` faces his cards on the table: presumed declarer after an opening lead out
    of turn (Law 54A), presumed dummy too early (54C), declarer or a defender at another
    time (a claim or concession, Laws 48B2, 68A)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class DummyCardCalled:
    """Declarer names the card dummy is to play, in words: ``"SK"``, ``"high"``,
    ``"low"``, ``"win it"``, ``"spade"``, ``"queen"``, ``"anything"`` (Laws 45B, 46)."""

    text: str


@dataclass(frozen=True, slots=True)
class CardRetracted:
    """``seat`` takes back ``card``, which he led or played, for ``reason`` (Laws 45C4(b),
    47): ``"slip"`` (an unintended designation), ``"opponent-changed"`` (47D, 58B3),
    ``"misinformed-turn"`` (an opponent told him it was his turn, 47E1),
    ``"misinformation"`` (played after a mistaken explanation, 47E2) or ``"other"``."""

    seat: Seat
    card: Card
    reason: str = "other"


@dataclass(frozen=True, slots=True)
class SimultaneousPlays:
    """Two cards led or played at the same time by two players (Law 58A): the card of
    the player whose turn it was counts first."""

    first: CardPlayed
    second: CardPlayed


@dataclass(frozen=True, slots=True)
class CardsPlayedTogether:
    """``seat`` leads or plays ``cards`` at once (Law 58B); ``faced``: those whose face
    could be seen."""

    seat: Seat
    cards: tuple[Card, ...]
    faced: tuple[Card, ...]
    by: Seat | None = None
    """Declarer, for cards of dummy's."""


@dataclass(frozen=True, slots=True)
class DummyInfraction:
    """Dummy breaches Law 43A: ``kind`` is ``"exchange-hands"``, ``"watch-declarer"`` or
    ``"look-at-defender"`` (43A2: dummy loses rights, 43B2), ``"warn-wrong-hand"`` (he
    warns declarer not to lead from the wrong hand, 42B2/43B2(a)), ``"warn-defender"`` (he
    tries to prevent a defender's irregularity: 2017 42B2 allows it), ``"shown-to-dummy"``
    (a defender shows his hand to dummy: 2017 43A3), ``"suggest"`` (he
    indicates a card, 45F) or ``"comment"`` (43A1(c))."""

    kind: str


@dataclass(frozen=True, slots=True)
class CardHandled:
    """Declarer handles a card without naming or playing it: ``how`` is ``"held"`` (a card
    of his own hand held face up, touching or nearly touching the table, or in a position
    that may show it was played: Law 45C2) or ``"touched"`` (a card of dummy's: 45C3).
    The director decides whether it was played."""

    card: Card
    how: str


Event = (
    CallMade
    | CardPlayed
    | ClaimAgreed
    | DirectorCalled
    | RulingApplied
    | CallChanged
    | SimultaneousCalls
    | CardsExposed
    | WrongHandDiscovered
    | MisinformationReported
    | IrregularityReported
    | FaceDownLead
    | LeadFaced
    | HandSpread
    | DummyCardCalled
    | CardRetracted
    | SimultaneousPlays
    | CardsPlayedTogether
    | DummyInfraction
    | CardHandled
    | EndEvent
)
"""Any event of the log."""
