"""Law 64C: the result without the revoke beside the result with it.

After an established revoke the director applies the automatic transfer (64A)
and then asks whether it restores equity (64C; 2017: 64C1, and 64C2(b) for
revokes by both sides, where the score is assigned as though no revoke had
occurred). :func:`revoke_equity` gives him the figures: the double-dummy
result from the moment of the revoke with the offender following suit (best
play by both sides thereafter), the result as played, and the result after
the transfer. It does not rule: the double-dummy result is a reference for
his judgment, not the result the play would have had.

>>> from bridgelaw.core import Card, Contract, Deal, Seat
>>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> contract = Contract.parse("3NT", declarer=Seat.SOUTH)
>>> play = [Card.parse(c) for c in ["HA", "H8", "CA", "H2"]]  # East discards, holding hearts
>>> [(str(r.offender), r.trick) for r in find_revokes(deal, contract, play)]
[('E', 1)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bridgelaw.analysis.endings import Position, dd_card_tricks, dd_tricks, replay
from bridgelaw.core.calls import Contract
from bridgelaw.core.cards import Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat, Side, Vulnerability
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import DealError
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.revoke import BoardTransfers, Revoke, RevokeKind, board_transfers
from bridgelaw.scoring.law77 import ns_score

__all__ = ["EquityComparison", "find_revokes", "revoke_equity"]


def find_revokes(deal: Deal, contract: Contract, play: Sequence[Card]) -> list[Revoke]:
    """Every failure to follow suit in ``play`` by a player who held the suit led
    (Law 61A), in order, as :class:`~bridgelaw.laws.revoke.Revoke` records (established,
    attention in time: the caller corrects what the table knows otherwise).

    :raises DealError: as :func:`~bridgelaw.analysis.endings.replay`.
    """
    found: list[Revoke] = []
    state = _start(deal, contract)
    for number, card in enumerate(play, start=1):
        seat = _check_card(state, card, number)
        led = state.led_suit
        if led is not None and card.suit != led and state.hands[seat].has_suit(led):
            found.append(Revoke(offender=seat, trick=len(state.tricks) + 1))
        state.apply(seat, card)
    return found


def _start(deal: Deal, contract: Contract) -> PlayState:
    if contract.declarer is None:
        raise DealError(f"the contract {contract} names no declarer")
    return PlayState.start(deal, contract, contract.declarer)


def _check_card(state: PlayState, card: Card, number: int) -> Seat:
    if state.is_complete:
        raise DealError(f"card {number} ({card}) is played after the thirteenth trick")
    seat = state.next_seat
    if card not in state.hands[seat]:
        raise DealError(
            f"card {number} ({card}) of the play is not in {seat.name.lower()}'s hand "
            f"(trick {len(state.tricks) + 1})"
        )
    return seat


@dataclass(frozen=True, slots=True)
class EquityComparison:
    """What the director sees for Law 64C: tricks are the declaring side's."""

    revoke: Revoke
    declarer: Seat
    tricks_before: int
    """Tricks the declaring side won before the revoke trick."""
    without_revoke: int
    """Double dummy from the moment of the revoke, the offender following suit."""
    best_legal_cards: tuple[Card, ...]
    """The offender's cards of the suit led that reach :attr:`without_revoke`."""
    with_revoke: int
    """Double dummy from just after the revoke card (the revoke standing, best play
    thereafter): what the revoke itself changed, double dummy."""
    as_played: int
    """Tricks as played (and claimed, when the play ended with an agreed claim)."""
    transfers: BoardTransfers
    after_transfer: int
    """Tricks after the automatic transfers (64A)."""
    equity: LawRef
    """The equity clause the director applies."""
    scores: tuple[int, int] | None = None
    """North-South's score without the revoke (double dummy) and after the transfer,
    when the vulnerability was given."""

    @property
    def offending_side(self) -> Side:
        """The revoker's side."""
        return self.revoke.offender.side

    @property
    def damaged(self) -> bool:
        """Whether the non-offending side ends with fewer tricks than double dummy without
        the revoke gives it (a prompt for 64C, not a ruling)."""
        if self.offending_side == self.declarer.side:
            return self.after_transfer > self.without_revoke
        return self.after_transfer < self.without_revoke

    def report(self) -> str:
        """The comparison as text for the director's screen."""
        who = self.revoke.offender.name.lower()
        how = (
            "following suit with"
            if self.revoke.kind in (RevokeKind.FAILURE_TO_FOLLOW, RevokeKind.DUMMY_CARD)
            else "playing"
        )
        lines = [
            f"revoke by {who} at trick {self.revoke.trick}"
            + ("" if how == "following suit with" else f" ({self.revoke.kind})"),
            f"without the revoke (double dummy, {how} "
            f"{' '.join(map(str, self.best_legal_cards))}): {self.without_revoke} tricks",
            f"with the revoke (double dummy from the revoke on): {self.with_revoke} tricks",
            f"as played: {self.as_played} tricks; after the transfer: {self.after_transfer}",
        ]
        for revoke, transfer in self.transfers.transfers:
            lines.append(f"  trick {revoke.trick}: {transfer.explanation}")
        if self.scores is not None:
            lines.append(
                f"North-South score without the revoke {self.scores[0]:+d}, "
                f"after the transfer {self.scores[1]:+d}"
            )
        verdict = "may be damaged" if self.damaged else "is not damaged double dummy"
        lines.append(f"the non-offending side {verdict}: the director decides (Law {self.equity})")
        return "\n".join(lines)


def revoke_equity(
    deal: Deal,
    contract: Contract,
    play: Sequence[Card],
    revoke: Revoke | None = None,
    *,
    edition: Edition | int | str | None = None,
    vulnerability: Vulnerability | None = None,
    claimed: int | None = None,
    others: Sequence[Revoke] = (),
    alternatives: Sequence[Card] | None = None,
) -> EquityComparison:
    """The Law 64C comparison for ``revoke`` (default: the first revoke in ``play``).

    :param play: the cards in playing order from the opening lead, the revoke card
        included.
    :param alternatives: the cards the offender was obliged to choose from, when his
        revoke was not a failure to follow suit (Law 64B3: a penalty card he failed to
        play; a restriction he failed to obey): the comparison is made with the best of
        them instead of his cards of the suit led.
    :param claimed: when the play stopped with an agreed claim or concession, the
        tricks the declaring side was credited of those not played.
    :param others: further revokes on the board (for the transfers: 64B2, 64B7).
    :raises DealError: the play does not fit the deal, the revoke is not in it, or the
        play is incomplete and ``claimed`` is not given.
    """
    ed = find_edition(edition)
    if revoke is None:
        found = find_revokes(deal, contract, play)
        if not found:
            raise DealError("the play contains no revoke (no failure to follow suit)")
        revoke = found[0]
    declarer = contract.declarer
    if declarer is None:
        raise DealError(f"the contract {contract} names no declarer")
    side = declarer.side
    dd = _at_revoke(deal, contract, play, revoke, side, alternatives)
    state = replay(deal, contract, play)
    as_played, claims = _as_played(state, side, claimed)
    revokes = sorted({revoke, *others}, key=lambda r: r.trick)
    transfers = board_transfers(
        revokes, state.tricks, declarer=declarer, edition=ed, claimed=claims
    )
    after = as_played + transfers.net_to(side)
    equity = next((t.equity for r, t in transfers.transfers if r == revoke), ed.ref("64C"))
    without = dd.tricks_before + dd.best
    scores = None
    if vulnerability is not None:
        scores = (
            ns_score(contract, vulnerability=vulnerability, tricks=without),
            ns_score(contract, vulnerability=vulnerability, tricks=after),
        )
    return EquityComparison(
        revoke=revoke,
        declarer=declarer,
        tricks_before=dd.tricks_before,
        without_revoke=without,
        best_legal_cards=dd.best_cards,
        with_revoke=dd.with_revoke,
        as_played=as_played,
        transfers=transfers,
        after_transfer=after,
        equity=equity,
        scores=scores,
    )


@dataclass(frozen=True, slots=True)
class _AtRevoke:
    """The double-dummy figures at the revoke card, for the declaring side."""

    tricks_before: int
    """Tricks won before the revoke trick."""
    best: int
    """Tricks from the revoke trick on with the offender's best legal card."""
    best_cards: tuple[Card, ...]
    """The legal cards that achieve :attr:`best`."""
    with_revoke: int
    """Tricks in all with the revoke card played (and double dummy after it)."""


def _at_revoke(
    deal: Deal,
    contract: Contract,
    play: Sequence[Card],
    revoke: Revoke,
    side: Side,
    alternatives: Sequence[Card] | None = None,
) -> _AtRevoke:
    """Law 64C's comparison at the revoke: the offender following suit (or playing one
    of ``alternatives``) at his best (for his side) against the revoke card, both double
    dummy from there on."""
    index = _revoke_index(deal, contract, play, revoke)
    before = replay(deal, contract, play[:index])
    pos = Position.create(
        before.hands, leader=before.leader, strain=contract.strain, current=before.current
    )
    tricks_before = sum(1 for t in before.tricks if t.winner.side == side)
    values = dd_card_tricks(pos, side)
    if alternatives is not None:
        following = {card: v for card, v in values.items() if card in alternatives}
        if not following:
            raise DealError(
                f"none of {' '.join(map(str, alternatives))} was a legal card for "
                f"{revoke.offender.name.lower()} at trick {revoke.trick}"
            )
    elif not pos.current_cards:
        raise DealError(f"a lead cannot fail to follow suit (trick {revoke.trick})")
    else:
        led = pos.current_cards[0].suit
        following = {card: v for card, v in values.items() if card.suit == led}
    if not following:
        raise DealError(
            f"{revoke.offender.name.lower()} held no card of the suit led at trick "
            f"{revoke.trick}: that is no revoke"
        )
    pick = min if revoke.offender.side == side else max
    best_for_declarer = pick(following.values())
    best_cards = tuple(
        sorted((c for c, v in following.items() if v == best_for_declarer), reverse=True)
    )
    after_card, winner = pos.play(play[index].index)
    with_revoke = tricks_before + (1 if winner >= 0 and (winner & 1) == side else 0)
    if any(after_card.masks):
        with_revoke += dd_tricks(after_card, side)
    return _AtRevoke(tricks_before, best_for_declarer, best_cards, with_revoke)


def _as_played(state: PlayState, side: Side, claimed: int | None) -> tuple[int, dict[Side, int]]:
    """The declaring side's tricks as played, with those a claim or concession credited
    (Law 64 transfers count them), and the unplayed tricks each side was credited."""
    if not state.is_complete and claimed is None:
        raise DealError(
            f"the play stops after {len(state.tricks)} tricks: give the tricks the "
            "declaring side was credited by the claim or concession (claimed=...)"
        )
    unplayed = 13 - len(state.tricks)
    credit = claimed if claimed is not None else 0
    if not 0 <= credit <= unplayed:
        raise DealError(f"claimed={credit}, but {unplayed} tricks were not played")
    as_played = sum(1 for t in state.tricks if t.winner.side == side) + credit
    return as_played, {side: credit, side.other: unplayed - credit}


def _revoke_index(deal: Deal, contract: Contract, play: Sequence[Card], revoke: Revoke) -> int:
    state = _start(deal, contract)
    for index, card in enumerate(play):
        seat = _check_card(state, card, index + 1)
        if len(state.tricks) + 1 == revoke.trick and seat == revoke.offender:
            return index
        state.apply(seat, card)
    raise DealError(
        f"{revoke.offender.name.lower()} has no card in trick {revoke.trick} of the play"
    )
