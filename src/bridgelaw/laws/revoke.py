"""Law 64: the tricks transferred after an established revoke, in each edition.

A pure rules layer: the facts the Law looks at go in, the number of tricks to
transfer and the subsection applied come out. The director (or the table's
laws mode) gathers the facts; :func:`board_transfers` gathers them itself from
the completed tricks.

The four editions differ (digest §6, checked against the seeds):

* **64A1** (all editions): the offending *player* won the revoke trick -> that
  trick and one later trick won by the offending side.
* **64A2**: the offending player did not win it -> one trick if his side won
  the revoke trick or a later one. 1987 and 1997 add a second trick when the
  offender *himself* later won a trick with a card he could legally have
  played to the revoke trick (R 64A2 p.92, C 64A2).
* 2007 and 2017: a trick won by dummy is not won by declarer (S 64 fn,
  F 64 fn 18). 1987 and 1997 have no such footnote; this module reads "won by
  the offender" as "won by the offender's own card" in those editions too (the
  digest's INTERP, §8 item 3) unless ``dummy_win_is_declarers=True``.
* **64B** exemptions: B1-B6 in all editions, B7 (both sides revoked) from
  2007, B8 (revokes corrected under 62C3) in 2017. B3 is "a card faced on the
  table or belonging to a hand faced on the table, dummy's included" in 1987,
  1997 and 2007, and "a penalty card or any card of dummy's" in 2017 (F 64B3).
* **64C**: equity may always be restored by the director; 2017 splits it into
  C1, C2(a) (repeated revokes in a suit) and C2(b) (both sides revoked: score
  as if no revoke occurred).

>>> facts = RevokeFacts(
...     offender=Seat.EAST, declarer=Seat.SOUTH, trick=5,
...     revoke_trick_winner=Seat.EAST, os_tricks_after=2)
>>> result = revoke_transfer(facts)
>>> result.tricks, str(result.law)
(2, '64A1')
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bridgelaw.core.cards import Suit
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat, Side
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import DealError
from bridgelaw.laws.play import Trick
from bridgelaw.laws.revoke_kinds import RevokeKind

__all__ = [
    "Attention",
    "BoardTransfers",
    "Revoke",
    "RevokeFacts",
    "RevokeKind",
    "RevokeTransfer",
    "board_transfers",
    "facts_from_tricks",
    "revoke_transfer",
]


class Attention(enum.StrEnum):
    """When attention was first drawn to the revoke (64B4, 64B5)."""

    IN_TIME = "before the next board's first call and the end of the round"
    AFTER_NEXT_BOARD_CALL = "after a non-offending player called on the next board"
    """64B4."""
    AFTER_ROUND = "after the round ended"
    """64B5."""


@dataclass(frozen=True, slots=True)
class RevokeFacts:
    """The facts Law 64 looks at for one revoke.

    Trick counts are tricks won in play, or credited by an agreed claim (the
    digest's INTERP, from 69A "scored as though won in play").
    """

    offender: Seat
    declarer: Seat
    trick: int
    """The number (1-13) of the revoke trick."""
    revoke_trick_winner: Seat
    """The seat whose card won the revoke trick."""
    os_tricks_after: int
    """Tricks won by the offending side after the revoke trick (not counting it)."""
    offender_wins_with_revoke_suit: int = 0
    """Later tricks won by the offender's own card of the suit led to the revoke trick
    (a card he could legally have played to it): the 1987/1997 64A2 second trick."""
    kind: RevokeKind = RevokeKind.FAILURE_TO_FOLLOW
    repeated_in_suit: bool = False
    """The same player already had an established revoke in the same suit (64B2)."""
    attention: Attention = Attention.IN_TIME
    both_sides_revoked: bool = False
    """The other side also has an established revoke on this board (64B7, 2007+)."""
    corrected_under_62c3: bool = False
    """Both sides revoked in one trick and both revokes were corrected (62C3, 64B8)."""
    established: bool = True
    """False: the revoke was corrected before it was established (Law 62A, 63)."""
    held_suit_led: bool = False
    """For :attr:`RevokeKind.DEFECTIVE_TRICK`: the offender held a card of the suit led."""
    dummy_win_is_declarers: bool = False
    """1987/1997 only: count a trick won by dummy as won by declarer (the alternative
    reading flagged in digest §8 item 3). Ignored in 2007 and 2017, whose footnote
    settles it."""

    def __post_init__(self) -> None:
        if not 1 <= self.trick <= 13:
            raise DealError(f"a revoke trick is numbered 1 to 13, not {self.trick}")
        if not 0 <= self.os_tricks_after <= 13 - self.trick:
            raise DealError(
                f"the offending side cannot win {self.os_tricks_after} tricks after "
                f"trick {self.trick}"
            )
        if not 0 <= self.offender_wins_with_revoke_suit <= self.os_tricks_after:
            raise DealError(
                "tricks the offender won with the revoke suit must be among his side's "
                f"later tricks ({self.offender_wins_with_revoke_suit} > {self.os_tricks_after})"
            )

    @property
    def offending_side(self) -> Side:
        """The offender's side."""
        return self.offender.side


@dataclass(frozen=True, slots=True)
class RevokeTransfer:
    """The outcome of Law 64 for one revoke."""

    tricks: int
    """Tricks transferred to the non-offending side after play (0 when none)."""
    law: LawRef
    """The subsection applied: 64A1, 64A2, 64B1-B8, 62A for a revoke corrected before
    it was established, 67B1(a) for a defective trick without penalty (1987/1997)."""
    equity: LawRef
    """The equity clause the director considers (64C; 2017: 64C1, 64C2(a), 64C2(b))."""
    explanation: str
    """A sentence a director can read."""
    equity_as_if_no_revoke: bool = False
    """2017 64C2(b): when damaged, the score is assigned as though no revoke occurred."""

    @property
    def applies(self) -> bool:
        """Whether any trick is transferred."""
        return self.tricks > 0


def _no_transfer(edition: Edition, ref: str, why: str, equity: str = "64C") -> RevokeTransfer:
    return RevokeTransfer(
        0,
        edition.ref(ref),
        edition.ref(equity),
        f"no automatic transfer: {why} (Law {ref}); the director may still restore "
        f"equity (Law {equity})",
        equity_as_if_no_revoke=equity == "64C2(b)",
    )


def _equity(edition: Edition) -> str:
    return edition.law_64c_ref("64C1")


def revoke_transfer(
    facts: RevokeFacts, edition: Edition | int | str | None = None
) -> RevokeTransfer:
    """The tricks transferred for one revoke under ``edition``'s Law 64 (default 2017).

    Exemptions are tested in the order of 64B; the first that applies is cited.

    :raises NotationError: unknown edition.
    """
    ed = find_edition(edition)
    eq = _equity(ed)
    if facts.corrected_under_62c3 and ed.law_62c3_both_corrected():
        return _no_transfer(ed, "64B8", "both sides' revokes in one trick were corrected", eq)
    if not facts.established:
        return RevokeTransfer(
            0,
            ed.ref("62A"),
            ed.ref(eq),
            "the revoke was corrected before it was established: no transfer (Law 62A)",
        )
    if facts.kind is RevokeKind.DEFECTIVE_TRICK:
        return _defective_trick(facts, ed)
    exempt = _exemption(facts, ed, eq)
    return exempt if exempt is not None else _transfer(facts, ed, eq)


def _exemption(facts: RevokeFacts, ed: Edition, eq: str) -> RevokeTransfer | None:
    """The first exemption of Law 64B (B1-B7) that applies, if any. A revoke on the
    twelfth trick is exempt by 64B6 whatever the later tricks (it is corrected under
    62D1 even when established, so the tricks B1 reads are those after the correction):
    64B6 is cited before B1, with the equity clause a repeated revoke (64C2(a)) or both
    sides' revokes (64C2(b)) call for."""
    if facts.trick == 12:
        equity = eq
        if facts.repeated_in_suit:
            equity = ed.law_64c_ref("64C2(a)")
        elif facts.both_sides_revoked and ed.law_64b7_both_sides_revoked():
            equity = ed.law_64c_ref("64C2(b)")
        return _no_transfer(ed, "64B6", "the revoke was on the twelfth trick (see Law 62D)", equity)
    os_won_revoke_trick = facts.revoke_trick_winner.side == facts.offending_side
    if not os_won_revoke_trick and facts.os_tricks_after == 0:
        return _no_transfer(
            ed, "64B1", "the offending side won neither the revoke trick nor a later one", eq
        )
    if facts.repeated_in_suit:
        equity = ed.law_64c_ref("64C2(a)")
        return _no_transfer(ed, "64B2", "the same player revoked again in the same suit", equity)
    exempt_b3 = facts.kind in (RevokeKind.PENALTY_CARD, RevokeKind.DUMMY_CARD) or (
        facts.kind is RevokeKind.FACED_CARD and ed.law_64b3_faced_card_exempt()
    )
    if facts.offender == facts.declarer.partner:
        exempt_b3 = True
    if exempt_b3:
        what = {
            RevokeKind.PENALTY_CARD: "the revoke was a failure to play a penalty card",
            RevokeKind.FACED_CARD: "the revoke was a failure to play a card faced on the table",
        }.get(facts.kind, "the revoke was a failure to play a card of dummy's")
        return _no_transfer(ed, "64B3", what, eq)
    if facts.attention is Attention.AFTER_NEXT_BOARD_CALL:
        return _no_transfer(
            ed, "64B4", "attention was first drawn after a non-offending call on the next board", eq
        )
    if facts.attention is Attention.AFTER_ROUND:
        return _no_transfer(ed, "64B5", "attention was first drawn after the round ended", eq)
    if facts.both_sides_revoked and ed.law_64b7_both_sides_revoked():
        equity = ed.law_64c_ref("64C2(b)")
        return _no_transfer(ed, "64B7", "both sides revoked on this board", equity)
    return None


def _transfer(facts: RevokeFacts, ed: Edition, eq: str) -> RevokeTransfer:
    """Law 64A: the tricks transferred when no exemption applies."""
    offender_won = facts.revoke_trick_winner == facts.offender
    if (
        ed.law_64a1_dummy_trick_is_declarers()
        and facts.dummy_win_is_declarers
        and facts.offender == facts.declarer
        and facts.revoke_trick_winner == facts.declarer.partner
    ):
        offender_won = True
    os_won_revoke_trick = facts.revoke_trick_winner.side == facts.offending_side
    if offender_won:
        tricks = 1 + min(1, facts.os_tricks_after)
        later = "one later trick" if tricks == 2 else "no later trick (none was won)"
        return RevokeTransfer(
            tricks,
            ed.ref("64A1"),
            ed.ref(eq),
            f"the offender won the revoke trick: it is transferred, with {later} "
            f"won by his side (Law 64A1): {tricks} trick{'s' if tricks > 1 else ''}",
        )
    tricks = 1
    detail = "one trick (Law 64A2)"
    if ed.law_64a2_second_trick() and facts.offender_wins_with_revoke_suit > 0:
        available = facts.os_tricks_after + (1 if os_won_revoke_trick else 0)
        if available >= 2:
            tricks = 2
            detail = (
                "one trick, and one more because the offender later won a trick with a card "
                "he could legally have played to the revoke trick (Law 64A2): 2 tricks"
            )
    return RevokeTransfer(
        tricks,
        ed.ref("64A2"),
        ed.ref(eq),
        f"the offender did not win the revoke trick and his side won it or a later trick: {detail}",
    )


def _defective_trick(facts: RevokeFacts, ed: Edition) -> RevokeTransfer:
    eq = _equity(ed)
    deemed = ed.law_67b1a_deemed_revoke()
    if not deemed and facts.held_suit_led:
        return RevokeTransfer(
            0,
            ed.ref("67B1(a)"),
            ed.ref(eq),
            "the offender held a card of the suit led to the defective trick: he places it "
            "among his played cards with no further rectification (Law 67B1(a))",
        )
    ref = "67B1(b)" if not deemed or not facts.held_suit_led else "67B1(a)"
    if facts.revoke_trick_winner.side != facts.offending_side and facts.os_tricks_after == 0:
        return _no_transfer(
            ed,
            "64B1",
            "deemed revoke (Law " + ref + "), but the offending side won no trick from it on",
            eq,
        )
    return RevokeTransfer(
        1,
        ed.ref("64A2"),
        ed.ref(eq),
        f"failure to play to a defective trick is deemed a revoke (Law {ref}): one trick "
        "under Law 64A2",
    )


# ---------------------------------------------------------------- from the tricks


@dataclass(frozen=True, slots=True)
class Revoke:
    """One revoke on a board, as the director records it: who, in which trick, and the
    circumstances the tricks themselves cannot show."""

    offender: Seat
    trick: int
    kind: RevokeKind = RevokeKind.FAILURE_TO_FOLLOW
    attention: Attention = Attention.IN_TIME
    established: bool = True
    corrected_under_62c3: bool = False
    held_suit_led: bool = False
    """For a defective trick (67B1): the offender held a card of the suit led."""


def _check_tricks(tricks: Sequence[Trick]) -> None:
    for expected, trick in enumerate(tricks, start=1):
        if trick.number != expected:
            raise DealError(
                f"tricks must be given in order from trick 1: found trick {trick.number} "
                f"in position {expected}"
            )


def facts_from_tricks(
    revoke: Revoke,
    tricks: Sequence[Trick],
    *,
    declarer: Seat,
    claimed: Mapping[Side, int] | None = None,
    repeated_in_suit: bool = False,
    both_sides_revoked: bool = False,
    dummy_win_is_declarers: bool = False,
) -> RevokeFacts:
    """The :class:`RevokeFacts` of ``revoke`` read from the completed tricks (from trick 1).

    ``claimed`` gives the tricks an agreed claim or concession credited to each side
    for the tricks not played: they count as won after the revoke trick.

    :raises DealError: the revoke trick was not played, or the tricks are out of order.
    """
    _check_tricks(tricks)
    if not 1 <= revoke.trick <= len(tricks):
        raise DealError(
            f"the revoke trick {revoke.trick} is not among the {len(tricks)} tricks played"
        )
    revoke_trick = tricks[revoke.trick - 1]
    os = revoke.offender.side
    led: Suit = revoke_trick.led_suit
    later = tricks[revoke.trick :]
    os_after = sum(1 for t in later if t.winner.side == os)
    if claimed is not None:
        os_after += claimed.get(os, 0)
    with_suit = sum(
        1 for t in later if t.winner == revoke.offender and t.card_of(revoke.offender).suit == led
    )
    return RevokeFacts(
        offender=revoke.offender,
        declarer=declarer,
        trick=revoke.trick,
        revoke_trick_winner=revoke_trick.winner,
        os_tricks_after=min(os_after, 13 - revoke.trick),
        offender_wins_with_revoke_suit=with_suit,
        kind=revoke.kind,
        repeated_in_suit=repeated_in_suit,
        attention=revoke.attention,
        both_sides_revoked=both_sides_revoked,
        corrected_under_62c3=revoke.corrected_under_62c3,
        established=revoke.established,
        held_suit_led=revoke.held_suit_led,
        dummy_win_is_declarers=dummy_win_is_declarers,
    )


@dataclass(frozen=True, slots=True)
class BoardTransfers:
    """Law 64 for every revoke on a board."""

    transfers: tuple[tuple[Revoke, RevokeTransfer], ...]
    """Each revoke with its outcome, in the order of the tricks."""

    @property
    def total(self) -> Mapping[Side, int]:
        """Tricks transferred *to* each side."""
        out = {Side.NS: 0, Side.EW: 0}
        for revoke, transfer in self.transfers:
            out[revoke.offender.side.other] += transfer.tricks
        return out

    def net_to(self, side: Side) -> int:
        """Tricks ``side`` gains (negative: loses) through the transfers."""
        total = self.total
        return total[side] - total[side.other]


def board_transfers(
    revokes: Sequence[Revoke],
    tricks: Sequence[Trick],
    *,
    declarer: Seat,
    edition: Edition | int | str | None = None,
    claimed: Mapping[Side, int] | None = None,
    dummy_win_is_declarers: bool = False,
) -> BoardTransfers:
    """Law 64 for all the revokes on a board, read from its tricks.

    * A later revoke by the same player in the same suit as an earlier established one
      is exempt (64B2).
    * 2007/2017: when both sides have established revokes, neither transfers (64B7);
      1987/1997 apply each side's transfers independently.
    * Several transferring revokes are processed in trick order, and no trick is
      transferred twice: each draws on the tricks its side won from its revoke trick on
      that earlier transfers have not taken (the digest's INTERP, §3.4 and §8 item 4).

    :raises DealError: a revoke trick was not played, or the tricks are out of order.
    """
    ed = find_edition(edition)
    ordered = sorted(revokes, key=lambda r: r.trick)
    established = [r for r in ordered if r.established and not r.corrected_under_62c3]
    sides = {r.offender.side for r in established}
    both = len(sides) == 2
    seen: set[tuple[Seat, Suit]] = set()
    taken: set[tuple[Side, int]] = set()
    out: list[tuple[Revoke, RevokeTransfer]] = []
    for revoke in ordered:
        if not 1 <= revoke.trick <= len(tricks):
            raise DealError(
                f"the revoke trick {revoke.trick} is not among the {len(tricks)} tricks played"
            )
        suit = tricks[revoke.trick - 1].led_suit
        key = (revoke.offender, suit)
        facts = facts_from_tricks(
            revoke,
            tricks,
            declarer=declarer,
            claimed=claimed,
            repeated_in_suit=key in seen,
            both_sides_revoked=both,
            dummy_win_is_declarers=dummy_win_is_declarers,
        )
        if revoke.established and revoke.kind is not RevokeKind.DEFECTIVE_TRICK:
            seen.add(key)
        transfer = revoke_transfer(facts, ed)
        side = revoke.offender.side
        pool = [(side, n) for n in _won_from(tricks, revoke.trick, side, claimed)]
        free = [n for n in pool if n not in taken]
        if transfer.tricks > len(free):
            transfer = RevokeTransfer(
                len(free),
                transfer.law,
                transfer.equity,
                transfer.explanation
                + f"; only {len(free)} of the {len(pool)} tricks his side won from the revoke "
                "trick on remain after earlier transfers (no trick is transferred twice)",
                transfer.equity_as_if_no_revoke,
            )
        taken.update(free[: transfer.tricks])
        out.append((revoke, transfer))
    return BoardTransfers(tuple(out))


def _won_from(
    tricks: Sequence[Trick], first: int, side: Side, claimed: Mapping[Side, int] | None
) -> list[int]:
    """The tricks ``side`` won from trick ``first`` on, earliest first; tricks credited by
    a claim are numbered after the last trick played."""
    won = [t.number for t in tricks[first - 1 :] if t.winner.side == side]
    extra = claimed.get(side, 0) if claimed is not None else 0
    return won + [len(tricks) + 1 + i for i in range(extra)]
