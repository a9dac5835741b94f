"""The protocol's lines: written in the canonical form of the protocol page, read
leniently (case, spaces, CR LF or LF, the variants the page lists)."""

from __future__ import annotations

import pytest

from bridgelaw.bluechip.messages import (
    BoardInfo,
    CallLine,
    CardLine,
    Connecting,
    DummyCards,
    EndOfSession,
    ErrorLine,
    HandCards,
    Illegal,
    Message,
    ProtocolError,
    ReadyForCall,
    ReadyForCard,
    ReadyForCards,
    ReadyForDeal,
    ReadyForDummy,
    ReadyForTeams,
    ReadyToStart,
    Seated,
    StartOfBoard,
    Teams,
    Timing,
    ToLead,
    parse,
)
from bridgelaw.core.calls import Call
from bridgelaw.core.cards import Card
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Vulnerability

HAND = Hand.parse("AK73..QJ8.942")

CANONICAL: list[tuple[Message, str]] = [
    (Connecting("ben", Seat.WEST), 'Connecting "ben" as West using protocol version 18'),
    (Connecting("WBridge5", None), 'Connecting "WBridge5" as ANYPL using protocol version 18'),
    (Seated(Seat.WEST, "ben"), 'West ("ben") seated'),
    (ReadyForTeams(Seat.WEST), "West ready for teams"),
    (Teams("ns", "ew"), 'Teams : N/S : "ns" E/W : "ew"'),
    (ReadyToStart(Seat.WEST), "West ready to start"),
    (StartOfBoard(), "Start of board"),
    (ReadyForDeal(Seat.WEST), "West ready for deal"),
    (
        BoardInfo(8, Seat.WEST, Vulnerability.NONE),
        "Board number 8. Dealer West. Neither vulnerable.",
    ),
    (BoardInfo(3, Seat.SOUTH, Vulnerability.EW), "Board number 3. Dealer South. E/W vulnerable."),
    (ReadyForCards(Seat.WEST), "West ready for cards"),
    (HandCards(Seat.WEST, HAND), "West's cards : S A K 7 3. H -. D Q J 8. C 9 4 2."),
    (CallLine(Seat.WEST, Call.parse("P")), "West passes"),
    (CallLine(Seat.NORTH, Call.parse("X")), "North doubles"),
    (CallLine(Seat.EAST, Call.parse("XX")), "East redoubles"),
    (CallLine(Seat.EAST, Call.parse("3NT")), "East bids 3NT"),
    (CallLine(Seat.SOUTH, Call.parse("2C"), True, "Stayman"), "South bids 2C Alert. Stayman"),
    (ReadyForCall(Seat.WEST, Seat.NORTH), "West ready for North's bid"),
    (ToLead(Seat.WEST), "West to lead"),
    (ToLead(None), "Dummy to lead"),
    (CardLine(Seat.WEST, Card.parse("C7")), "West plays 7C"),
    (CardLine(Seat.SOUTH, Card.parse("CT")), "South plays TC"),
    (ReadyForCard(Seat.WEST, Seat.NORTH, 1), "West ready for North's card to trick 1"),
    (ReadyForCard(Seat.EAST, None, 13), "East ready for dummy's card to trick 13"),
    (ReadyForDummy(Seat.WEST), "West ready for dummy"),
    (DummyCards(HAND), "Dummy's cards : S A K 7 3. H -. D Q J 8. C 9 4 2."),
    (
        Timing(75, 683, 78, 623),
        "Timing - N/S : this board  01:15,  total  0:11:23.  "
        "E/W : this board  01:18,  total  0:10:23.",
    ),
    (EndOfSession(), "End of session"),
    (Illegal("card"), "Illegal card"),
    (ErrorLine("Team name mismatch"), "Error Team name mismatch"),
]


@pytest.mark.parametrize(("message", "text"), CANONICAL)
def test_canonical_text_and_back(message: Message, text: str) -> None:
    assert message.text() == text
    assert parse(text + "\r\n") == message
    if '"' not in text and "Alert" not in text and not isinstance(message, ErrorLine):
        assert parse(text.upper() + "\n") == message  # WBridge5 writes WEST and PASSES


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("WEST ready for NORTH's bid", ReadyForCall(Seat.WEST, Seat.NORTH)),
        ("WEST   PASSES", CallLine(Seat.WEST, Call.parse("P"))),
        ("West passes.", CallLine(Seat.WEST, Call.parse("P"))),
        ("South bids 1NT.", CallLine(Seat.SOUTH, Call.parse("1NT"))),
        ("South bids 2C Alert.", CallLine(Seat.SOUTH, Call.parse("2C"), True, None)),
        ("South bids 2D Infos. 5-11", CallLine(Seat.SOUTH, Call.parse("2D"), False, "5-11")),
        ('WEST ("WBridge5") seated', Seated(Seat.WEST, "WBridge5")),
        ('West "x" seated', Seated(Seat.WEST, "x")),
        ('Teams: N/S: "x". E/W: "y"', Teams("x", "y")),
        ('Teams: N/S "x" E/W "y" Playing IMP', Teams("x", "y")),
        ("East's cards : S A K 7 3. H - D Q J 8. C 9 4 2.", HandCards(Seat.EAST, HAND)),
        (
            "Dummy's cards : S A K 7 3. H -. D Q J 8. C 10 9 4 2.",
            DummyCards(Hand.parse("AK73..QJ8.T942")),
        ),
        (
            "Board number 8. Dealer WEST. Both vulnerable.",
            BoardInfo(8, Seat.WEST, Vulnerability.BOTH),
        ),
        ("West plays 7C. singleton", CardLine(Seat.WEST, Card.parse("C7"))),
        ("north ready for south's card to trick 2", ReadyForCard(Seat.NORTH, Seat.SOUTH, 2)),
        (
            "Timing - N/S : this board 01:15, total 0:11:23. E/W : this board 01:18, total 0:10:23",
            Timing(75, 683, 78, 623),
        ),
    ],
)
def test_variants_are_read(line: str, message: Message) -> None:
    assert parse(line) == message


@pytest.mark.parametrize(
    "line",
    ["", "hello", "West bids 8C", "West plays 1X", 'Teams : only "one"', "Q ready for deal"],
)
def test_not_a_message(line: str) -> None:
    with pytest.raises(ProtocolError):
        parse(line)
