"""The typed values of a PBN game while it is read (:mod:`bridgelaw.formats.pbn_reader`
fills them; :mod:`bridgelaw.formats.pbn_checks` checks them)."""

from __future__ import annotations

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Contract, Strain
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.formats.pbn_units import PbnCall, PbnTrick
from bridgelaw.formats.pbn_values import ContractValue

__all__ = ["Facts"]


class Facts:
    """The typed values of a game while it is read (see :class:`PbnGame`)."""

    __slots__ = (
        "auction_notes",
        "board",
        "call_lines",
        "calls",
        "calls_end",
        "card_lines",
        "contract",
        "contract_value",
        "deal",
        "deal_first",
        "dealer",
        "declarer",
        "declarer_swapped",
        "passed_out",
        "play",
        "play_end",
        "play_notes",
        "play_seat",
        "result",
        "result_caret",
        "score_ns",
        "vulnerability",
    )

    def __init__(self) -> None:
        self.board: Board | None = None
        self.dealer: Seat | None = None
        self.vulnerability: Vulnerability | None = None
        self.deal: Deal | None = None
        self.deal_first: Seat | None = None
        self.contract_value: ContractValue | None = None
        self.contract: Contract | None = None
        self.declarer: Seat | None = None
        self.declarer_swapped = False
        self.passed_out = False
        self.result: int | None = None
        self.result_caret = False
        self.score_ns: int | None = None
        self.calls: tuple[PbnCall, ...] | None = None
        self.calls_end = ""
        self.call_lines: list[int] = []
        self.card_lines: list[int] = []
        self.play: tuple[PbnTrick, ...] | None = None
        self.play_end = ""
        self.play_seat: Seat | None = None
        self.auction_notes: dict[int, str] = {}
        self.play_notes: dict[int, str] = {}

    @property
    def strain(self) -> Strain | None:
        """The trump (also of an end position's ``Contract``)."""
        value = self.contract_value
        return value.strain if value is not None else None
