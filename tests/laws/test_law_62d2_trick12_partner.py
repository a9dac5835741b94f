"""Law 62D with the offender's partner playing to trick 12 after the revoke, through the
director to the final result and score, in every edition.

South declares 1NT. North wins tricks 1-11 and leads C5 to trick 12; East discards DJ
holding C7 (the revoke, before his partner's turn), South C2, West C4 (he holds C4 and
C3). Trick 13: N CK, E C7, S CA, W C3. Attention is drawn after the last trick, before
the hands are returned: the revoke is corrected (62D1). East plays C7 to trick 12 and
wins it, then leads DJ to trick 13 and wins that too: North-South take 11 tricks.

* 62D2, the partner's card: 2017 Law 16C applies (the revoke card is unauthorized to
  West); 1997-2007 West may not choose a play the revoke card could have suggested;
  1987 declarer chooses which of West's two cards is played to trick 12.
* 62C2 at trick 12: no non-offender took back a card, so Law 62C2 read strictly does not
  let West change his card; a national authority's published ruling does (trick 12 put
  right as though there had been no revoke). The director answers a JUDGMENT question
  (1997-2017; in 1987 declarer's 62D2 choice settles West's card). Before the fix West
  was never offered the change and the doubt was decided silently.
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Card
from bridgelaw.director import Ruling
from bridgelaw.table import Table
from bridgelaw.table.end_events import RevokeAttention
from bridgelaw.table.events import RulingApplied
from tests.laws.end_helpers import ALL_EDITIONS, E, S, W, facts, keys, play_all, rule, scenario

ROWS = [
    "S2 SA S3 S4", "SK S5 S6 S7", "SQ S8 S9 ST", "HA H2 H3 H4", "HK H5 H6 H7",
    "HQ H8 H9 HT", "DA D2 D3 D4", "DK D5 D6 D7", "DQ D8 D9 DT", "SJ C8 C9 CT",
    "HJ C6 CJ CQ", "C5 DJ C2 C4", "CK C7 CA C3",
]  # fmt: skip
NEWER = (2017, 2007, 1997)
QUESTION = "62C2-trick12"


def _corrected(
    edition: int, rows: list[str] | None = None, cards: int = 52, south: str = "CA"
) -> Table:
    """The board (``rows``, default ROWS) played to card ``cards``, the revoke found,
    East's C7 substituted and South keeping his card (62C1, where he could change it to
    ``south``): the next ruling, if any, is about West's card."""
    table, order = scenario(rows or ROWS, "1NT", edition=edition)
    play_all(table, order[:cards])
    table.apply(RevokeAttention(S, E, 12))
    ruling = rule(table)
    assert str(ruling.law) == "62D1" and keys(ruling) == ["substitute-C7"]
    ruling.apply(table, "substitute-C7")
    ruling = rule(table)
    assert str(ruling.law) == "62C1" and keys(ruling) == ["keep", f"change-{south}"]
    ruling.apply(table, "keep")
    return table


def _finish(table: Table, trick12_west: str) -> None:
    """The 64C ruling after play, and the result: East won tricks 12 and 13."""
    after = rule(table, **{"64C": "yes"})
    after.apply(table, answers={"64C": "yes"})
    trick12, trick13 = table.tricks[11], table.tricks[12]
    assert trick12.card_of(E) == Card.parse("C7") and trick12.winner == E
    assert trick12.card_of(W) == Card.parse(trick12_west)
    assert trick13.leader == E and trick13.winner == E
    assert table.penalty_cards == ()
    assert table.declarer_tricks == 11 and table.score_ns() == 210


def _question(ruling: Ruling) -> str:
    (question,) = ruling.questions
    assert question.key == QUESTION and str(question.law) == "62C2"
    return question.text


@pytest.mark.law("62D1", "62C2", editions=ALL_EDITIONS)
@pytest.mark.law("62D2", editions=NEWER)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_62d2_partner_after_the_revoke_strict_62c2(edition: int) -> None:
    table = _corrected(edition)
    ruling = rule(table)
    assert "no non-offender withdrew a card" in _question(ruling)
    assert "national authority's published ruling" in facts(ruling)
    ruling = rule(table, **{QUESTION: "no"})
    assert str(ruling.law) == "62C2" and keys(ruling) == ["keep"] and ruling.chooser is None
    assert "Law 62C2 applied strictly: west's C4 stands" in facts(ruling)
    ruling.apply(table, "keep", answers={QUESTION: "no"})
    if edition == 2017:  # Law 16C: the revoke card is unauthorized to West
        assert "east's trick-12 revoke card" in [u.source for u in table.ledger]
    if edition != 1987:  # 1987: West's two clubs are not of two suits (no 62D2 option)
        assert any(str(f.law) == "62D2" for f in table.review_flags)
    _finish(table, "C4")


@pytest.mark.law("62D1", "62C2", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_62c2_partner_may_change_when_the_director_so_rules(edition: int) -> None:
    table = _corrected(edition)
    ruling = rule(table, **{QUESTION: "yes"})
    assert str(ruling.law) == "62D1" and keys(ruling) == ["keep", "change-C3"]
    assert ruling.chooser == W
    assert "put right as though there had been no revoke" in facts(ruling)
    ruling.apply(table, "change-C3", answers={QUESTION: "yes"})
    applied = [e for e in table.events if isinstance(e, RulingApplied)][-1]
    assert [(a.key, a.value) for a in applied.answers] == [(QUESTION, "yes")]
    assert table.tricks[12].card_of(W) == Card.parse("C4")  # his other card, to trick 13
    _finish(table, "C3")


# West holds DT and HT (two suits, void in clubs) at trick 12: N C5, E H2 (revoke, holding
# C7), S D2, W DT; trick 13 N CK, E C7, S D3, W HT. Corrected: East wins trick 12 with C7
# and leads H2; West's HT (or, if West played HT to trick 12, East's H2) wins trick 13.
TWO_SUITS = [
    "S2 SA S3 S4", "SK S5 S6 S7", "SQ S8 S9 ST", "HA H3 H9 H6", "HK H4 HJ H7",
    "HQ H5 CJ H8", "DA DJ D7 D4", "DK C4 D8 D5", "DQ C2 D9 D6", "CA C8 C9 C3",
    "CQ C6 CT SJ", "C5 H2 D2 DT", "CK C7 D3 HT",
]  # fmt: skip


def _two_suits(edition: int, cards: int = 52) -> Table:
    """The TWO_SUITS board played to card ``cards``, the revoke found and corrected."""
    return _corrected(edition, TWO_SUITS, cards, south="D3")


def _result(table: Table, west12: str) -> None:
    if table.irregularity is not None:  # trick 13 was played before the correction
        after = rule(table, **{"64C": "yes"})
        after.apply(table, answers={"64C": "yes"})
    trick12 = table.tricks[11]
    assert trick12.winner == E and trick12.card_of(W) == Card.parse(west12)
    assert table.tricks[12].leader == E and table.tricks[12].winner.side == E.side
    assert table.penalty_cards == ()
    assert table.declarer_tricks == 11 and table.score_ns() == 210


@pytest.mark.law("62D2", editions=(1987,))
@pytest.mark.parametrize("choice", ["keep", "require-HT"])
def test_62d2_1987_declarer_chooses_the_partners_card(choice: str) -> None:
    table = _two_suits(1987)
    ruling = rule(table)
    assert ruling.questions == ()  # no 62C2 doubt: declarer's option settles West's card
    assert str(ruling.law) == "62D2" and keys(ruling) == ["keep", "require-HT"]
    assert ruling.chooser == S and "declarer chooses which he plays" in facts(ruling)
    ruling.apply(table, choice)
    _result(table, "DT" if choice == "keep" else "HT")


@pytest.mark.law("62D2", "62D1", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_62d2_partner_has_not_played_yet(edition: int) -> None:
    table = _two_suits(edition, cards=47)  # attention drawn before West plays to trick 12
    if edition == 1987:  # declarer names West's card
        ruling = rule(table)
        assert str(ruling.law) == "62D2" and keys(ruling) == ["play-HT", "play-DT"]
        assert ruling.chooser == S
        ruling.apply(table, "play-HT")
        assert {str(c) for c in table.legal_cards()} == {"HT"}
        west12 = "HT"
    else:  # 2017: Law 16C; 1997-2007: no play the revoke card could have suggested
        assert table.irregularity is None and table.turn == W
        if edition == 2017:
            assert "east's trick-12 revoke card" in [u.source for u in table.ledger]
        assert any(str(f.law) == "62D2" for f in table.review_flags)
        assert {str(c) for c in table.legal_cards()} == {"DT", "HT"}
        west12 = "DT"
    table.play(west12)
    play_all(table, [str(c) for c in _trick13(west12)])
    assert table.irregularity is None
    _result(table, west12)


def _trick13(west12: str) -> list[Card]:
    """Trick 13 from East's lead: H2, S D3, W his other card, N CK."""
    other = "HT" if west12 == "DT" else "DT"
    return [Card.parse(c) for c in ("H2", "D3", other, "CK")]


@pytest.mark.law("62D1", "62C2", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize("cards", [49, 50])
def test_62d1_attention_during_trick_13(edition: int, cards: int) -> None:
    """Attention is drawn during trick 13: North has led CK (49 cards), or East has also
    played C7 to it, establishing the revoke (50). Corrected, East wins trick 12: North's
    lead to trick 13 was out of turn and the cards played to it go back; East leads.
    Before the fix the second case failed: 'LeadLastTrick: trick 13 has not been played'."""
    table = _corrected(edition, cards=cards)
    ruling = rule(table, **{QUESTION: "no"})
    assert keys(ruling) == ["keep"]
    ruling.apply(table, "keep", answers={QUESTION: "no"})
    assert table.irregularity is None and table.current_trick == () and table.turn == E
    assert table.tricks[11].winner == E and table.tricks[11].card_of(E) == Card.parse("C7")
    play_all(table, ["DJ", "CA", "C3", "CK"])
    assert table.tricks[12].winner == E
    if table.irregularity is not None:  # established (50): Law 64 after play, 64C
        rule(table, **{"64C": "yes"}).apply(table, answers={"64C": "yes"})
    assert table.declarer_tricks == 11 and table.score_ns() == 210
