"""What a report about the play says happened, as typed values.

The table's events carry these as their written form (``CardRetracted.reason``,
``CardsExposed.how``, ``CardHandled.how``, ``DummyInfraction.kind``: a player's or the
director's words, checked when the event is applied); the fact the table records for
the director (:class:`~bridgelaw.laws.irregularity.Fact`) carries the typed value in
:attr:`~bridgelaw.laws.irregularity.Fact.detail`, so no Law module reads it back out of
a note.

>>> Retraction("slip") is Retraction.SLIP
True
>>> Exposure.DROPPED == "dropped"
True
"""

from __future__ import annotations

import enum
from typing import TypeAlias

__all__ = ["Detail", "DummyInfractionKind", "Exposure", "Handling", "Retraction"]


class Retraction(enum.StrEnum):
    """Why a player takes back a card he led or played (Laws 45C4(b), 47)."""

    SLIP = "slip"
    """An unintended designation (45C4(b), 47C)."""
    OPPONENT_CHANGED = "opponent-changed"
    """An opponent changed the card he played after it (47D, 58B3)."""
    MISINFORMED_TURN = "misinformed-turn"
    """An opponent told him it was his turn (47E1)."""
    MISINFORMATION = "misinformation"
    """Played after an opponent's mistaken explanation (47E2)."""
    OTHER = "other"


class Exposure(enum.StrEnum):
    """How a defender's card was exposed during the play (Laws 45C1, 48, 49, 50B)."""

    SHOWN = "shown"
    """Held or placed so that his partner could see its face (45C1, 49)."""
    DROPPED = "dropped"
    """An inadvertent exposure (50B)."""
    NAMED = "named"
    """He named it as being in his hand (49)."""


class Handling(enum.StrEnum):
    """How declarer handled a card without naming or playing it (Law 45C)."""

    HELD = "held"
    """A card of his own hand held in a position that may show it was played (45C2)."""
    TOUCHED = "touched"
    """A card of dummy's touched (45C3)."""


class DummyInfractionKind(enum.StrEnum):
    """Dummy's infractions (Laws 42, 43, 45F)."""

    EXCHANGE_HANDS = "exchange-hands"
    """43A2(a)."""
    WATCH_DECLARER = "watch-declarer"
    """43A2(b)."""
    LOOK_AT_DEFENDER = "look-at-defender"
    """43A2(c)."""
    WARN_WRONG_HAND = "warn-wrong-hand"
    """42B2."""
    WARN_DEFENDER = "warn-defender"
    """42B2."""
    SHOWN_TO_DUMMY = "shown-to-dummy"
    """2017 43A3: a defender shows his hand to dummy."""
    SUGGEST = "suggest"
    """45F: dummy suggests a play."""
    COMMENT = "comment"
    """43A1(c)."""


Detail: TypeAlias = Retraction | Exposure | Handling | DummyInfractionKind
"""What a reported fact of the play says happened."""
