"""Laws 48-52: exposed cards and penalty cards, in all four editions (scenarios T04-T07,
T18). DEAL_A and DEAL_B: see play_helpers (4S by South, West leads)."""

from __future__ import annotations

import pytest

from bridgelaw.errors import IllegalPlayError
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play_records import PlayStatus, RestrictionKind
from bridgelaw.table import Phase, Table
from tests.laws.play_helpers import (
    DEAL_B,
    E,
    S,
    W,
    apply,
    called,
    contract_table,
    keys,
    legal,
    phase,
    plays,
    rule,
)

ALL_EDITIONS = (2017, 2007, 1997, 1987)
OLDER = (2007, 1997, 1987)


def deal_b(edition: int = 2017) -> Table:
    return contract_table(DEAL_B, edition=edition)


def west_void_in_spades(edition: int = 2017) -> Table:
    """DEAL_B: W SA (wins), W S5 to N's SJ: North on lead; West and East have no spades."""
    table = deal_b(edition)
    plays(table, "SA", "S2", "S3", "S6", "S5", "SJ", "S4", "S7")
    assert table.turn.name == "NORTH"  # type: ignore[union-attr]
    return table


def east_on_lead(edition: int = 2017) -> Table:
    """DEAL_B: W C2, N C3, E CT, S C5: East wins and is on lead."""
    table = deal_b(edition)
    plays(table, "C2", "C3", "CT", "C5")
    assert table.turn == E
    return table


def penalty(table: Table, *cards: str, how: str = "dropped", choice: str = "penalty") -> None:
    """West exposes ``cards`` during the play and the director rules."""
    table.expose(W, *cards, how=how)
    assert phase(table) == Phase.DIRECTOR
    called(table).apply(table, choice)


# ------------------------------------------------------------------ 48, 49
@pytest.mark.law("48A", indirect=True)
def test_48a_declarers_exposed_card_is_never_a_penalty_card() -> None:
    table = deal_b()
    table.play("SA")
    table.expose(S, "DA", how="dropped")
    assert phase(table) == Phase.PLAY and table.penalty_cards == ()


@pytest.mark.law("49", "50B", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_49_named_card_is_a_major_penalty_card(edition: int) -> None:
    table = east_on_lead(edition)
    table.expose(W, "D8", how="named")
    ruling = called(table)
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.EXPOSED_CARD_PLAY
    assert keys(ruling) == ["penalty", "otherwise"] and ruling.chooser is None
    ruling.apply(table, "penalty")
    assert [(str(p.card), p.kind) for p in table.penalty_cards] == [("D8", "major")]


@pytest.mark.law("50")
def test_50_the_director_may_designate_otherwise() -> None:
    table = east_on_lead()
    penalty(table, "HK", choice="otherwise")
    assert table.penalty_cards == ()
    assert table.ledger[-1].unauthorized_to == W.side


@pytest.mark.law("45C1", indirect=True)
def test_45c1_a_card_held_so_partner_could_see_it_is_played() -> None:
    table = deal_b()
    table.play("SA")
    table.play("S2")
    table.expose(E, "S3", how="shown")  # East's turn: the card is played
    assert table.current_trick[-1][1].rank.letter == "3" and table.turn == S


# ----------------------------------------------------------------- 50B, 50C
@pytest.mark.law("50B", "50C", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "ui"), [(2017, "50C"), (2007, "50C"), (1997, "50C"), (1987, "50D")]
)
def test_t06_minor_penalty_card(edition: int, ui: str) -> None:
    table = west_void_in_spades(edition)
    penalty(table, "C4")
    [card] = table.penalty_cards
    assert card.kind == "minor"
    table.play("CK")  # North leads a club
    plays(table, "C6", "CA")  # East, South
    assert legal(table) == {"C4"}  # not C9 C7 C2 before C4 (no club honour to play)
    assert [(str(u.law), u.unauthorized_to) for u in table.ledger] == [(ui, W.side)]


@pytest.mark.law("50C")
def test_50c_minor_penalty_card_on_lead_bars_only_small_cards_of_its_suit() -> None:
    table = east_on_lead()
    table.play("C6")  # East leads; South follows
    table.play("CA")
    penalty(table, "C4")
    table.play("C9")  # not before the minor penalty card C4
    assert phase(table) == Phase.DIRECTOR
    assert table.irregularity is not None
    assert table.irregularity.kind == Kind.PENALTY_CARD_NOT_PLAYED


@pytest.mark.law("50B")
def test_t06_a_second_penalty_card_makes_both_major() -> None:
    table = east_on_lead()
    penalty(table, "C4")
    penalty(table, "D8")
    assert [(str(p.card), p.kind) for p in table.penalty_cards] == [
        ("C4", "major"),
        ("D8", "major"),
    ]


# ------------------------------------------------------------ 50D1, 50D2
@pytest.mark.law("24E")
@pytest.mark.law("50D1(a)", indirect=True)
def test_50d1a_major_penalty_card_is_led_at_the_first_opportunity() -> None:
    table = deal_b()
    table.expose(W, "HK")  # before the opening lead: Law 24 (the auction period)
    called(table).apply(table)
    assert [(str(p.card), p.kind) for p in table.penalty_cards] == [("HK", "major")]
    assert legal(table) == {"HK"}  # West, on lead, must lead it


@pytest.mark.law("24E")
@pytest.mark.law("50B", indirect=True)
def test_24e_a_low_card_exposed_in_the_auction_period_is_a_minor_penalty_card() -> None:
    table = deal_b()
    table.expose(W, "H6")
    called(table).apply(table)
    assert [(str(p.card), p.kind) for p in table.penalty_cards] == [("H6", "minor")]
    assert "H5" not in legal(table) and "HK" in legal(table)


@pytest.mark.law("50D1(a)")
def test_t05_major_penalty_card_discarded_at_first_opportunity() -> None:
    table = west_void_in_spades()
    penalty(table, "HK", how="named")
    table.play("SK")  # North leads a spade; East and West are void
    table.play("H7")  # East discards
    table.play("S8")
    assert legal(table) == {"HK"}
    table.play("HK")
    assert table.penalty_cards == ()


@pytest.mark.law("50D1(b)", editions=(1997,))
@pytest.mark.law("50D2(b)", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t05_following_suit_first_and_the_options_repeat(edition: int) -> None:
    table = contract_table(edition=edition)  # DEAL_A
    plays(table, "H3", "HQ", "HK", "H5")  # East wins trick 1
    table.play("D2")  # West leads out of turn
    called(table).apply(table, "refuse")
    first = rule(table)
    assert keys(first) == ["require-D", "forbid-D", "none"]
    first.apply(table, "none")
    table.play("CA")  # East leads a club
    table.play("C5")
    assert legal(table) == {"CT", "C4"}  # West must follow: D2 stays on the table (50D1(b))
    plays(table, "C4", "C2")
    irregularity = table.irregularity  # East keeps the lead: 50D2 again (footnote 13)
    assert irregularity is not None and irregularity.kind == Kind.PENALTY_CARD_LEAD
    again = rule(table)
    assert keys(again) == ["require-D", "forbid-D", "none"]
    assert again.irregularity.subject == 3
    again.apply(table, "none")
    plays(table, "CQ", "CK", "CT", "C3")  # South wins trick 3
    table.play("D3")
    assert legal(table) == {"D2"}  # the penalty card, following suit


@pytest.mark.law("50D2(a)")
def test_50d2a_require_the_suit() -> None:
    table = contract_table()
    plays(table, "H3", "HQ", "HK", "H5")
    table.play("D2")
    called(table).apply(table, "refuse")
    apply(table, "require-D")
    assert table.penalty_cards == () and legal(table) == {"DK", "D9", "D7"}


# ------------------------------------------------------------------ 51
@pytest.mark.law("51B2", "51B2(a)", "51B2(c)", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t07_two_penalty_cards_partner_on_lead(edition: int) -> None:
    table = east_on_lead(edition)
    penalty(table, "SA", "H5")
    assert all(p.major for p in table.penalty_cards)
    ruling = rule(table)
    assert str(ruling.law) == "51B2" and ruling.chooser == S
    assert keys(ruling) == ["require-S", "require-H", "forbid-S", "forbid-H", "forbid-SH", "none"]
    assert str(ruling.option("none").law) == ("51B2(c)" if edition == 2017 else "50D2(b)")
    ruling.apply(table, "require-S")
    assert [str(p.card) for p in table.penalty_cards] == ["H5"]
    assert legal(table) == {"S4", "S3"}


@pytest.mark.law("51B2(b)", "51B", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_51b2b_forbid_several_suits(edition: int) -> None:
    table = east_on_lead(edition)
    penalty(table, "SA", "H5")
    apply(table, "forbid-SH")
    assert table.penalty_cards == ()
    restrictions = table.play_restrictions
    assert {str(r.suit) for r in restrictions} == {"S", "H"}
    assert all(r.kind == RestrictionKind.FORBID_LEAD for r in restrictions)
    assert all(r.lasting == (edition in (2017, 2007)) for r in restrictions)
    assert legal(table) == {"D7", "D6", "D3", "D2", "C8", "C6"}


@pytest.mark.law("51B1")
def test_51b1_several_penalty_cards_in_one_suit() -> None:
    table = east_on_lead()
    penalty(table, "D9", "D8")
    ruling = rule(table)
    assert str(ruling.law) == "51B1" and keys(ruling) == ["require-D", "forbid-D", "none"]


@pytest.mark.law("51A")
def test_51a_declarer_designates_which_penalty_card() -> None:
    table = west_void_in_spades()
    penalty(table, "HK", "DT")
    plays(table, "SK", "H7", "S8")  # West void: both penalty cards could be played
    ruling = rule(table)
    assert str(ruling.law) == "51A" and ruling.chooser == S
    assert keys(ruling) == ["play-HK", "play-DT"]
    ruling.apply(table, "play-DT")
    assert legal(table) == {"DT"}


# ------------------------------------------------------------------ 52
def major_spade_ace(edition: int = 2017) -> Table:
    """T18: South wins trick 1; West's SA is a major penalty card; South leads S6."""
    table = deal_b(edition)
    plays(table, "DT", "DJ", "D2", "DA")
    penalty(table, "SA", how="named")
    table.play("S6")
    assert legal(table) == {"SA"}
    return table


@pytest.mark.law("52B2", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t18_52b2_penalty_card_substituted(edition: int) -> None:
    table = major_spade_ace(edition)
    table.play("S5")
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.PENALTY_CARD_NOT_PLAYED
    ruling = called(table)
    assert keys(ruling) == ["accept", "refuse"] and ruling.chooser == S
    ruling.apply(table, "refuse")
    assert [(str(p.card), p.major) for p in table.penalty_cards] == [("SA", True), ("S5", True)]
    assert legal(table) == {"SA"}
    table.play("SA")
    assert [str(p.card) for p in table.penalty_cards] == ["S5"]


@pytest.mark.law("52B1(a)", "52B1(c)")
def test_t18_52b1_accepted_penalty_card_stays() -> None:
    table = major_spade_ace()
    table.play("S5")
    called(table).apply(table, "accept")
    assert [str(p.card) for p in table.penalty_cards] == ["SA"]
    assert table.current_trick[-1][1].rank.letter == "5" and table.turn.name == "NORTH"  # type: ignore[union-attr]


@pytest.mark.law("52B1(b)")
def test_52b1b_declarer_must_accept_once_he_has_played() -> None:
    table = major_spade_ace()
    table.play("S5")
    table.play("S2")  # declarer plays from dummy before anyone calls the director
    assert phase(table) == Phase.PLAY
    assert table.procedures[-1].outcome.endswith("(Law 52B1(b))")
    assert [str(p.card) for p in table.penalty_cards] == ["SA"]


@pytest.mark.law("52A", "47F2")
def test_52a_he_may_not_take_the_other_card_back() -> None:
    from bridgelaw.core import Card
    from bridgelaw.table import CardRetracted

    table = major_spade_ace()
    table.play("S5")
    table.apply(CardRetracted(W, Card.parse("S5")))
    ruling = rule(table)
    assert keys(ruling) == ["stands"]
    ruling.apply(table, "stands")
    record = table.play_records[-1]
    assert record.status == PlayStatus.PENDING and phase(table) == Phase.DIRECTOR


@pytest.mark.law("50D2", "49")
def test_50d2_partner_leads_before_declarer_chooses() -> None:
    table = east_on_lead()
    penalty(table, "SA", how="named")
    table.play("D7")  # East leads before South has chosen
    assert [str(p.card) for p in table.penalty_cards if p.seat == E] == ["D7"]
    assert phase(table) == Phase.DIRECTOR and str(rule(table).law) == "50D2"


@pytest.mark.law("51B", editions=OLDER)
@pytest.mark.parametrize("edition", OLDER)
def test_51b_forbid_one_suit_older_editions(edition: int) -> None:
    table = east_on_lead(edition)
    penalty(table, "SA", "H5")
    ruling = rule(table)
    text = ruling.option("forbid-S").text
    assert ("while he retains the lead" in text) == (edition == 2007)
    ruling.apply(table, "forbid-S")
    with pytest.raises(IllegalPlayError):
        table.play("S4")
    assert [str(p.card) for p in table.penalty_cards] == ["H5"]


@pytest.mark.law("50A")
def test_50a_a_penalty_card_is_face_up_for_everyone() -> None:
    from bridgelaw.core import Card
    from bridgelaw.table import view

    table = east_on_lead()
    penalty(table, "SA", how="named")
    for seat in (S, E, W):
        assert Card.parse("SA") in view(table, seat).visible_cards()
    assert view(table, E).faced == {W: (Card.parse("SA"),)}


@pytest.mark.law("51B1(a)", "51B1(b)")
@pytest.mark.parametrize("choice", ["require-D", "forbid-D"])
def test_51b1_require_or_forbid_the_suit_of_several_penalty_cards(choice: str) -> None:
    table = east_on_lead()
    penalty(table, "D9", "D8")
    apply(table, choice)
    assert table.penalty_cards == ()  # both go back to West's hand
    diamonds = {"D7", "D6", "D3", "D2"}
    if choice == "require-D":  # 51B1(a)
        assert legal(table) == diamonds
    else:  # 51B1(b): while East retains the lead
        assert legal(table) == {"S4", "S3", "HT", "H9", "H8", "H7", "C8", "C6"}
        assert [r.kind for r in table.play_restrictions] == [RestrictionKind.FORBID_LEAD]
        assert table.play_restrictions[0].lasting
    table.play("D2" if choice == "require-D" else "H7")  # East leads
    table.play("D4" if choice == "require-D" else "H2")  # South follows
    expected = {"DT", "D9", "D8"} if choice == "require-D" else {"HK", "HJ", "H6", "H5"}
    assert legal(table) == expected  # West plays any legal card: no penalty card left


@pytest.mark.law("50E3", "50E4", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "e3", "e4"),
    [(2017, "50E3", True), (2007, "50E3", False), (1997, "50D1", False), (1987, None, False)],
)
def test_50e3_50e4_a_played_penalty_cards_origin_by_edition(
    edition: int, e3: str | None, e4: bool
) -> None:
    table = west_void_in_spades(edition)
    penalty(table, "C4")
    table.play("CK")  # North leads a club
    plays(table, "C6", "CA", "C4")  # East, South, West plays his penalty card
    assert table.penalty_cards == ()
    played = [(str(u.law), u.unauthorized_to) for u in table.ledger if "became" in u.source]
    assert played == ([] if e3 is None else [(e3, W.side)])
    flags = [(str(f.law), f.side) for f in table.review_flags if str(f.law) == "50E4"]
    assert flags == ([("50E4", W.side)] if e4 else [])
