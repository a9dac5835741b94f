"""Make the club-night example: 28 boards and a 7-table Mitchell's results.

Writes ``boards.pbn`` (the deals with double-dummy tables and par) and
``entries.csv`` (one line per table result, with the movement and the pairs'
names as directives) beside this script. The same seed gives the same files::

    .venv/bin/python examples/club-night/make_example.py [--seed 2026]

Each table's contract is what a club pair might well reach on the deal: the
side with the better double-dummy result declares its best-scoring strain,
mostly at the natural level (partscore, game or slam), sometimes a level too
high or too low or in its second-best strain; the tricks taken are the
double-dummy number, now and then one more or one fewer.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from bridgelaw.cli.commands import hand_record_games
from bridgelaw.core.board import Board
from bridgelaw.core.calls import Strain
from bridgelaw.core.seats import Seat
from bridgelaw.dd import DDTable, dd_tables, par
from bridgelaw.dealing import deal_for_board
from bridgelaw.formats import pbn
from bridgelaw.render.records import HandRecord
from bridgelaw.tournament.movements.mitchell import mitchell

HERE = Path(__file__).resolve().parent
EVENT = "Tuesday club night"
DATE = "2026.11.24"
TABLES, BOARDS_PER_ROUND = 7, 4
NAMES = {
    "1NS": "Anna Berg & Olav Lund",
    "2NS": "Maria Kowalska & Jan Nowak",
    "3NS": "Claire Dubois & Luc Martin",
    "4NS": "Helen Carter & David Hughes",
    "5NS": "Ingrid Holm & Nils Dahl",
    "6NS": "Sofia Rossi & Marco Bianchi",
    "7NS": "Ruth Evans & Peter Shaw",
    "1EW": "Eva Lindqvist & Karl Strand",
    "2EW": "Zofia Wójcik & Piotr Zieliński",
    "3EW": "Margaret Byrne & Sean Walsh",
    "4EW": "Judith Green & Alan Price",
    "5EW": "Astrid Solberg & Lars Moen",
    "6EW": "Carmen Ruiz & Pablo Ortega",
    "7EW": "Jean Fraser & Tom Reid",
}
TRICK_VALUE = {Strain.CLUBS: 20, Strain.DIAMONDS: 20, Strain.HEARTS: 30, Strain.SPADES: 30}
GAME_LEVEL = {Strain.CLUBS: 5, Strain.DIAMONDS: 5, Strain.HEARTS: 4, Strain.SPADES: 4}


def natural_level(strain: Strain, tricks: int) -> int:
    """The level a pair that can take ``tricks`` in ``strain`` is likely to bid."""
    if tricks >= 12:
        return tricks - 6
    game = GAME_LEVEL.get(strain, 3)
    return game if tricks >= game + 6 else max(1, min(tricks - 6, 3))


def value(strain: Strain, tricks: int) -> int:
    """A rough score of the natural contract, to choose the side's best strain."""
    level = natural_level(strain, tricks)
    points = TRICK_VALUE.get(strain, 30) * level + (10 if strain is Strain.NOTRUMP else 0)
    bonus = 50 + 250 * (points >= 100) + 500 * (level >= 6) + 500 * (level == 7)
    return points + bonus if tricks >= level + 6 else -50 * (level + 6 - tricks)


def best_strains(dd: DDTable) -> tuple[tuple[Seat, Seat], list[Strain]]:
    """The declaring side (the one with the better contract) and its strains, best first."""

    def side_tricks(side: tuple[Seat, Seat], strain: Strain) -> int:
        return max(dd.tricks(seat, strain) for seat in side)

    sides = [(Seat.NORTH, Seat.SOUTH), (Seat.EAST, Seat.WEST)]
    best = max(sides, key=lambda side: max(value(s, side_tricks(side, s)) for s in Strain))
    order = sorted(Strain, key=lambda s: value(s, side_tricks(best, s)), reverse=True)
    return best, order


def table_result(dd: DDTable, rng: random.Random) -> tuple[str, str, int]:
    """One table's contract, declarer and tricks, near what double dummy gives."""
    side, strains = best_strains(dd)
    strain = strains[1] if rng.random() < 0.1 else strains[0]
    declarer = max(side, key=lambda seat: dd.tricks(seat, strain))
    if rng.random() < 0.15:
        declarer = side[1] if declarer is side[0] else side[0]
    tricks = dd.tricks(declarer, strain)
    level = natural_level(strain, tricks)
    if level == 7 and rng.random() < 0.7:
        level = 6  # few club pairs bid a grand slam
    if level >= 6 and rng.random() < 0.35:
        level = GAME_LEVEL.get(strain, 3)  # nor every slam
    roll = rng.random()
    if roll < 0.12 and level < 7:
        level += 1
    elif roll < 0.2 and level > 1:
        level -= 1
    noise = rng.random()
    tricks = min(13, tricks + 1) if noise < 0.2 else max(0, tricks - 1) if noise < 0.35 else tricks
    doubled = "X" if tricks <= level + 4 and rng.random() < 0.5 else ""
    return f"{level}{strain.letter}{doubled}", declarer.name[0], tricks


def write_boards(seed: int) -> list[DDTable]:
    """Deal the 28 boards, solve them and write ``boards.pbn``; return their DD tables."""
    count = TABLES * BOARDS_PER_ROUND
    boards = [Board(n, deal_for_board(seed, n)) for n in range(1, count + 1)]
    tables = dd_tables([b.deal for b in boards if b.deal is not None])
    records = [
        HandRecord(b, t, par(t, vulnerability=b.vulnerability, dealer=b.dealer))
        for b, t in zip(boards, tables, strict=True)
    ]
    pbn.dump(hand_record_games(records, event=EVENT, date=DATE), HERE / "boards.pbn")
    return tables


def write_entries(tables: list[DDTable], seed: int) -> int:
    """Write ``entries.csv``: directives, then one line per table result; return how many."""
    movement = mitchell(TABLES, boards_per_round=BOARDS_PER_ROUND)
    sets = {s.number: s.boards for s in movement.board_sets}
    lines = [
        f"# event: {EVENT}",
        f"# date: {DATE.replace('.', '-')}",
        "# kind: pairs",
        f"# movement A: mitchell tables={TABLES} boards_per_round={BOARDS_PER_ROUND}",
        *(f"# name {pair}: {name}" for pair, name in NAMES.items()),
        "round,table,board,ns,ew,contract,declarer,tricks",
    ]
    for rnd in movement.rounds:
        for seating in rnd.tables:
            for board in sets[seating.board_set]:
                rng = random.Random(f"{seed}:{board}:{seating.table}")
                contract, declarer, tricks = table_result(tables[board - 1], rng)
                lines.append(
                    f"{rnd.number},{seating.table},{board},{seating.ns},{seating.ew},"
                    f"{contract},{declarer},{tricks}"
                )
    (HERE / "entries.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines) - len(NAMES) - 4


def main() -> None:
    """Write both files from the seed given (default 2026)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    seed = parser.parse_args().seed
    results = write_entries(write_boards(seed), seed)
    sys.stdout.write(f"wrote boards.pbn and entries.csv ({results} table results)\n")


if __name__ == "__main__":
    main()
