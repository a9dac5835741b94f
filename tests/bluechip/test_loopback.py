"""Host and client over loopback TCP: four bridgelaw robots play a session; the PBN
record is accepted by ``bridgelaw check`` and its scores are Law 77's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bridgelaw.bluechip.client import ClientResult
from bridgelaw.core.calls import Contract
from bridgelaw.core.seats import Seat, Side
from bridgelaw.formats import pbn
from bridgelaw.scoring import contract_score
from tests.bluechip.session import Program, play, robot_client, settings


def check(path: Path) -> subprocess.CompletedProcess[str]:
    """``bridgelaw check FILE`` in a new interpreter, as a user runs it."""
    return subprocess.run(
        [sys.executable, "-m", "bridgelaw.cli", "check", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def law77_score_ns(game: pbn.PbnGame) -> int:
    """North-South's score from the game's contract, declarer, result and vulnerability."""
    tags = {tag.name: tag.value for tag in game.tags}
    if tags["Contract"] == "Pass":
        return 0
    declarer = Seat.parse(tags["Declarer"])
    contract = Contract.parse(tags["Contract"], declarer=declarer)
    vulnerable = tags["Vulnerable"] in ("All", "Both") or tags["Vulnerable"] == declarer.side.name
    score = contract_score(contract, vulnerable=vulnerable, tricks=int(tags["Result"]))
    return score if declarer.side == Side.NS else -score


def test_32_boards_of_four_robot_clients_make_a_record_check_accepts(tmp_path: Path) -> None:
    output = tmp_path / "session.pbn"
    outcome = play(settings(32, output), [robot_client(seat, seed=seat) for seat in Seat])
    result = outcome.result
    assert result.error is None, result.error
    assert len(result.finished) == 32
    for seen in outcome.programs:
        assert isinstance(seen, ClientResult), seen
        assert seen.boards == list(range(1, 33))
    games = pbn.load(output)
    assert [g.board.number for g in games if g.board is not None] == list(range(1, 33))
    names = {tag.name for tag in games[0].tags}
    assert {"Event", "Board", "Dealer", "Vulnerable", "Deal", "Declarer", "Contract"} <= names
    assert {"Result", "Score", "Auction"} <= names
    played = [g for g in games if any(t.name == "Play" for t in g.tags)]
    assert played, "some board had a contract and its play"
    for game, finished in zip(games, result.finished, strict=True):
        tags = {tag.name: tag.value for tag in game.tags}
        score = law77_score_ns(game)
        assert finished.table.score_ns() == score
        if tags["Contract"] != "Pass":
            side, points = tags["Score"].split()
            assert int(points) == (score if side == "NS" else -score)
    run = check(output)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "32 table results, 0 with problems" in run.stderr


def test_a_match_plays_each_board_at_two_tables_with_the_seats_switched(tmp_path: Path) -> None:
    output = tmp_path / "match.pbn"
    programs = [
        robot_client(seat, team=("lions", "tigers")[(seat + table) % 2], seed=4 * table + seat)
        for table in range(2)
        for seat in Seat
    ]
    outcome = play(settings(4, output, teams=True), programs)
    result = outcome.result
    assert result.error is None, result.error
    rooms = sorted((f.table.board.number, f.room) for f in result.finished)
    assert rooms == [(n, room) for n in range(1, 5) for room in ("Closed", "Open")]
    for finished in result.finished:
        ns = finished.players[Seat.NORTH]
        assert ns == ("lions" if finished.room == "Open" else "tigers")
        assert finished.players[Seat.EAST] != ns
    open_deals = {f.table.board.number: f.table.board.deal for f in result.finished}
    assert all(f.table.board.deal == open_deals[f.table.board.number] for f in result.finished)
    assert result.imps() is not None
    run = check(output)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "8 table results, 0 with problems" in run.stderr


def test_one_port_per_seat_and_any_player(tmp_path: Path) -> None:
    order = list(Seat)
    programs = [robot_client(None, seed=seat) for seat in order]
    outcome = play(
        settings(2, tmp_path / "s.pbn"),
        programs,
        seat_ports=True,
        port_of=lambda ports, index: ports[order[index]],
    )
    assert outcome.result.error is None, outcome.result.error
    seats = [seen.seat for seen in outcome.programs if isinstance(seen, ClientResult)]
    assert seats == order


def test_the_sampling_and_natural_robots_take_seats_by_name(tmp_path: Path) -> None:
    from bridgelaw.bluechip.client import Client, make_robot

    def seated(seat: Seat, name: str) -> Program:
        async def run(port: int) -> object:
            client = Client(make_robot(name, int(seat)), seat, timeout=120)
            return await client.run("127.0.0.1", port)

        return run

    output = tmp_path / "robots.pbn"
    names = {Seat.NORTH: "dd", Seat.EAST: "natural", Seat.SOUTH: "dd", Seat.WEST: "natural"}
    # a dd robot thinks in the one event loop the host shares: generous under load
    outcome = play(
        settings(1, output, timeout=120), [seated(s, n) for s, n in names.items()], within=600
    )
    assert outcome.result.error is None, outcome.result.error
    assert [p.boards for p in outcome.programs if isinstance(p, ClientResult)] == [[1]] * 4
    assert check(output).returncode == 0


def test_a_record_that_cannot_be_written_stops_the_session_with_one_line(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    output = blocked / "session.pbn"
    outcome = play(settings(2, output), [robot_client(seat, seed=seat) for seat in Seat])
    assert str(outcome.result.error).startswith(f"cannot write the record {output}: ")
