"""Law 16: the ledger of unauthorized information and the rulings on information from
partner and from other sources, in all four editions."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat, Side
from bridgelaw.director.law_16 import ledger, review_items
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import IrregularityReported, Phase, Table
from tests.laws.laws_helpers import ALL_EDITIONS, apply, laws_table, make, rule

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
PARTNER = {2017: "16B", 2007: "16B", 1997: "16A", 1987: "16A"}
WITHDRAWN = {2017: "16C", 2007: "16D", 1997: "16C", 1987: "16C"}
OUTSIDE = {2017: "16D", 2007: "16C", 1997: "16B", 1987: "16B"}


def report(table: Table, seat: Seat, reason: str, note: str | None) -> None:
    table.apply(
        IrregularityReported(
            Kind.UNAUTHORIZED_INFORMATION, seat, table.law("16"), reason, note=note
        )
    )


# -------------------------------------------------------------- 16B partner
@pytest.mark.law("16B1(a)", "16B1(b)", "16B3", "16B2", "16A", "16A2", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_16b_hesitation_is_unauthorized_to_partner(edition: int) -> None:
    table = laws_table(1, "N 1H", "E P", edition=edition)
    report(table, S, "hesitated before passing", "partner: a long hesitation")
    ruling = apply(table)
    law = "16B1(a)" if edition >= 2007 else "16A"
    assert str(ruling.law) == law and ruling.law.edition == edition
    assert any("significant proportion" in fact for fact in ruling.facts) is (edition >= 2007)
    assert [(str(u.law), u.unauthorized_to) for u in table.ledger] == [(law, Side.NS)]
    suspect = "16B3" if edition >= 2007 else "16A2"
    assert [str(f.law) for f in table.review_flags] == [suspect]
    entry = ledger(table)[0]
    assert entry.kind == "partner" and str(entry.governed_by) == PARTNER[edition]
    assert entry.unauthorized_to == (Side.NS,) and entry.authorized_to == (Side.EW,)
    assert table.phase == Phase.AUCTION and table.turn == S


@pytest.mark.law("16B1(a)", "16A", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "word"),
    [(2017, "demonstrably suggests"), (2007, "demonstrably"), (1997, "demonstrably"),
     (1987, "reasonably")],
)  # fmt: skip
def test_16b1a_the_wording_of_each_edition(edition: int, word: str) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    report(table, N, "an unexpected alert", "partner: an alert")
    apply(table)
    assert word in ledger(table)[0].rule


@pytest.mark.law("16", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_16_the_source_is_asked_when_not_reported(edition: int) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    report(table, N, "something happened", None)
    assert [q.key for q in rule(table).questions] == ["16-source"]
    apply(table, **{"16-source": "partner"})
    assert ledger(table)[0].kind == "partner"


# -------------------------------------------------- 16C withdrawn calls
@pytest.mark.law("16C1", "16C2", "16C3", editions=(2017, 1997, 1987))
@pytest.mark.law("16D", "16D1", "16D2", editions=(2007,))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_16c_withdrawn_call_is_authorized_to_the_non_offenders(edition: int) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    table.call_director()
    apply(table, "decline")
    make(table, "E 2NT")
    apply(table, B1a="no", **({"B1b": "no"} if edition >= 2007 else {}))
    entries = [e for e in ledger(table) if e.kind == "withdrawn"]
    assert entries and str(entries[0].governed_by) == WITHDRAWN[edition]
    first = entries[0]
    if edition == 1987:  # RU87 16C2: the offenders may use their own withdrawn call
        assert first.unauthorized_to == () and first.authorized_to == (Side.NS, Side.EW)
    else:
        assert first.unauthorized_to == (Side.EW,) and first.authorized_to == (Side.NS,)
    items = [i for i in review_items(table) if i.origin == "ledger"]
    if edition == 1987:
        assert items == []
    else:
        expected = {2017: "16C3", 2007: "16D", 1997: "16C"}[edition]
        assert [str(i.law) for i in items] == [expected] and items[0].side == Side.EW


# ----------------------------------------------------- 16D outside sources
@pytest.mark.law("16D2", "16D2(a)", "16D2(b)", "16D2(c)", "16D2(d)", "16D1")
def test_16d2_2017_before_any_call_four_remedies() -> None:
    table = laws_table(1)
    report(table, E, "saw a card of W's hand at another table", "outside: a card seen")
    ruling = rule(table)
    assert str(ruling.law) == "16D2" and ruling.chooser is None
    assert [o.key for o in ruling.options] == ["rotate", "redeal", "play-on", "adjust"]
    assert [str(o.law) for o in ruling.options] == ["16D2(a)", "16D2(b)", "16D2(c)", "16D2(d)"]
    redeal = table.copy()
    ruling.apply(redeal, "redeal")
    assert redeal.closed_by is not None and redeal.phase == Phase.ENDED
    ruling.apply(table, "play-on")
    assert [str(f.law) for f in table.review_flags] == ["16D2(c)"]
    assert ledger(table)[0].kind == "outside" and ledger(table)[0].unauthorized_to == (Side.EW,)


@pytest.mark.law("16D3")
def test_16d3_2017_after_the_first_call_only_c_or_d() -> None:
    table = laws_table(1, "N 1H")
    report(table, E, "overheard a result", "outside: overheard")
    ruling = rule(table)
    assert str(ruling.law) == "16D3" and [o.key for o in ruling.options] == ["play-on", "adjust"]
    ruling.apply(table, "adjust")
    assert table.closed_by is not None and "artificial" not in table.closed_by.reason


@pytest.mark.law("16C2", "16C3", "16C2(d)", editions=(2007,))
def test_16c_2007_outside_sources_artificial_score_and_only_play_on_later() -> None:
    table = laws_table(1, edition=2007)
    report(table, E, "saw a card", "outside")
    ruling = rule(table)
    assert str(ruling.law) == "16C2"
    assert [str(o.law) for o in ruling.options] == ["16C2(a)", "16C2(b)", "16C2(c)", "16C2(d)"]
    ruling.apply(table, "adjust")
    assert table.closed_by is not None and "artificial" in table.closed_by.reason
    later = laws_table(1, "N 1H", edition=2007)
    report(later, E, "overheard", "outside")
    ruling = rule(later)
    assert str(ruling.law) == "16C3" and [o.key for o in ruling.options] == ["play-on"]


@pytest.mark.law("16B", "16B1", "16B2", "16B3", editions=(1997, 1987))
@pytest.mark.parametrize("edition", (1997, 1987))
def test_16b_older_outside_sources_seats_substitute_or_artificial_score(edition: int) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    report(table, E, "saw a card", "outside")
    ruling = rule(table)
    assert str(ruling.law) == "16B"
    assert [o.key for o in ruling.options] == ["rotate", "substitute", "adjust", "play-on"]
    assert [str(o.law) for o in ruling.options] == ["16B1", "16B2", "16B3", "16B"]
    assert "consent of all four" in ruling.options[1].text
    ruling.apply(table, "adjust")
    assert table.closed_by is not None and "artificial" in table.closed_by.reason


# ----------------------------------------------------------------- others
@pytest.mark.law("24", editions=ALL_EDITIONS)
@pytest.mark.law("16C", editions=(2017,))
@pytest.mark.law("16C", editions=(2007, 1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_16_exposed_card_entries_are_read_as_exposed(edition: int) -> None:
    table = laws_table(1, "N 1H", "E P", "S P", edition=edition)
    table.expose(W, "HK")
    apply(table)
    kinds = [e.kind for e in ledger(table)]
    assert kinds == ([] if edition < 2007 else ["exposed"])
    assert any(i.origin == "flag" for i in review_items(table))
