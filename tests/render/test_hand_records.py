"""Hand records as text and HTML."""

from __future__ import annotations

from bridgelaw.core import Board, Deal, Seat, Strain
from bridgelaw.dd import DDTable, par
from bridgelaw.render import HandRecord, dd_table_text, hand_diagram, hand_record_text
from bridgelaw.render.html import hand_records_html
from tests.conftest import SAMPLE_DEAL

BOARD = Board(3, Deal.parse(SAMPLE_DEAL))
# A made-up table with a different count in every cell, to see where each one lands.
TABLE = DDTable.from_function(lambda seat, strain: (int(seat) * 5 + int(strain)) % 14)


def test_diagram_places_each_hand() -> None:
    lines = hand_diagram(BOARD).splitlines()
    assert lines[0].startswith("Board 3") and lines[0].endswith("S AKQJ")
    assert lines[1].startswith("Dealer S")
    assert lines[4].startswith("S 432") and lines[4].endswith("S T98")
    assert lines[8].strip() == "S 765"


def test_dd_table_text_rows_by_declarer_columns_by_strain() -> None:
    text = dd_table_text(TABLE).splitlines()
    assert text[0].split() == ["NT", "S", "H", "D", "C"]
    west = text[4].split()
    assert west[0] == "W"
    expected = [TABLE.tricks(Seat.WEST, s) for s in (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS,
                                                     Strain.DIAMONDS, Strain.CLUBS)]  # fmt: skip
    assert [int(v) for v in west[1:]] == expected


def test_hand_record_text_with_par() -> None:
    from bridgelaw.dd import dd_table

    table = dd_table(BOARD.deal)  # type: ignore[arg-type]
    result = par(table, vulnerability=BOARD.vulnerability, dealer=BOARD.dealer)
    text = hand_record_text(HandRecord(BOARD, table, result))
    assert f"Par NS {result.score_ns:+d}" in text


def test_html_page_shows_every_strain_and_hand() -> None:
    page = hand_records_html([HandRecord(BOARD, TABLE)], title="Test <session>")
    assert "Test &lt;session&gt;" in page  # escaped
    header = page.split("<caption>Double-dummy tricks</caption>")[1].split("</tr>")[0]
    assert '<th scope="col">NT</th>' in header
    for name, symbol in (("spades", "♠"), ("hearts", "♥"), ("diamonds", "♦"), ("clubs", "♣")):
        # each suit a symbol with its name for screen readers
        assert f'aria-label="{name}">{symbol}</span></th>' in header
    assert page.count('class="suit"') == 16
    assert page.count('<th scope="row">') == 4
    assert "10" in page  # tens shown as 10 in diagrams


def test_html_hand_records_four_or_one_to_a_printed_page() -> None:
    records = [HandRecord(Board(n, Deal.parse(SAMPLE_DEAL)), TABLE) for n in range(1, 10)]
    assert hand_records_html(records).count('<div class="sheet">') == 3
    assert hand_records_html(records, per_page=1).count('<div class="sheet">') == 9
    assert "break-after: page" in hand_records_html(records)


def test_par_written_as_players_write_it_partners_together() -> None:
    from bridgelaw.core import Contract, Doubling
    from bridgelaw.dd import Par, ParContract

    both = tuple(
        ParContract(Contract(4, Strain.SPADES, Doubling.DOUBLED, declarer=seat), -2)
        for seat in (Seat.NORTH, Seat.SOUTH)
    )
    page = hand_records_html([HandRecord(BOARD, TABLE, Par(-300, both))])
    assert (
        'Par: NS -300 &mdash; 4<span class="s" role="img" aria-label="spades">♠</span>x-2 by N/S'
        in page
    )
