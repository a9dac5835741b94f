"""The match harness (``bridgelaw match``): a duplicate match between robot
configurations, scored by Law 77 in IMPs, with each card measured against double dummy."""

from __future__ import annotations

import json
from typing import Any

from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.core.board import Board
from bridgelaw.core.cards import Card
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.dd import ending_card_tricks
from bridgelaw.dealing import deal_for_board
from bridgelaw.robots.base import RobotCall
from bridgelaw.robots.match import par_auction, play_match, play_table
from bridgelaw.scoring.law77 import ns_score
from bridgelaw.scoring.law78 import imps
from bridgelaw.table.views import SeatView

runner = CliRunner()


def _without_times(report: dict[str, Any]) -> dict[str, Any]:
    for figures in report["robots"].values():
        figures.pop("decision_seconds_p50")
        figures.pop("decision_seconds_p95")
        figures.pop("decision_cpu_seconds_p95")
    return report


def test_a_match_is_duplicate_scored_by_law_77_and_reproducible() -> None:
    first = play_match("dd", "highest", boards=2, seed=5, auction="par", samples=4, measure=False)
    again = play_match("dd", "highest", boards=2, seed=5, auction="par", samples=4, measure=False)
    assert _without_times(first.as_json()) == _without_times(again.as_json())
    for board in first.boards:
        one, two = board.tables
        assert (one.ns, one.ew, two.ns, two.ew) == ("dd", "highest", "highest", "dd")
        assert one.contract == two.contract  # the par contract, bid at both tables
        for table in (one, two):
            assert table.contract is not None
            assert table.tricks is not None
            assert table.score_ns == ns_score(
                table.contract, vulnerability=Board(board.number).vulnerability,
                tricks=table.tricks,
            )  # fmt: skip
        assert board.imps == imps(one.score_ns - two.score_ns)
    mean, low, high = first.imps()
    assert low <= mean <= high


def test_each_card_is_timed_and_measured_against_double_dummy() -> None:
    report = play_match("dd", "highest", boards=1, seed=5, auction="par", samples=4)
    for table in report.boards[0].tables:
        assert len(table.decisions) == 52
        assert all(d.lost is not None and d.lost >= 0 for d in table.decisions)
        assert all(d.seconds >= 0 for d in table.decisions)
    figures = report.as_json()["robots"]
    assert figures["dd"]["decisions"] == 52
    assert figures["highest"]["boards_declared"] + figures["highest"]["boards_defended"] == 2
    declarer = report.boards[0].tables[0].decisions
    assert report.as_json()["board_results"][0]["tables"][0]["dd_lost_declarer"] == sum(
        d.lost or 0 for d in declarer if d.role == "declarer"
    )


def test_the_same_robots_at_both_tables_score_nothing() -> None:
    report = play_match("random", "random", boards=3, seed=2, measure=False)
    assert [board.imps for board in report.boards] == [0, 0, 0]
    assert report.imps() == (0.0, 0.0, 0.0)


class _Peeker:
    """A test-only robot that is given the whole deal: it plays double dummy, so the
    harness must find it never loses a trick against double dummy."""

    def __init__(self, board: Board) -> None:
        assert board.deal is not None
        self.deal = board.deal

    @property
    def name(self) -> str:
        return "peeker"

    def call(self, view: SeatView) -> RobotCall:  # pragma: no cover - the auction is given
        raise AssertionError

    def play(self, view: SeatView) -> Card:
        assert view.contract is not None and view.turn is not None
        played = {c for t in view.tricks for c in t.cards} | {c for _, c in view.current_trick}
        masks = [(self.deal[s] - Hand.from_cards(played)).mask for s in Seat]
        leader = view.current_trick[0][0] if view.current_trick else view.turn
        suit = view.contract.strain.suit
        scores = ending_card_tricks(
            -1 if suit is None else int(suit), int(leader),
            [c.index for _, c in view.current_trick], masks,
        )  # fmt: skip
        return Card.from_index(max(scores, key=lambda item: item[1])[0])


def test_double_dummy_play_loses_no_trick_against_double_dummy() -> None:
    board = Board(3, deal_for_board(9, 3))
    peeker = _Peeker(board)
    record = play_table(
        board, dict.fromkeys(Seat, peeker), dict.fromkeys(Seat, "peeker"),
        calls=par_auction(board),
    )  # fmt: skip
    assert record.contract is not None
    assert [d.lost for d in record.decisions] == [0] * 52


def test_the_match_command_prints_json_and_text() -> None:
    args = ["match", "dd", "random", "-n", "1", "--seed", "4", "--auction", "par",
            "--samples", "4", "--no-progress"]  # fmt: skip
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["boards"] == 1 and report["a"] == "dd" and report["b"] == "random"
    assert set(report["robots"]["dd"]) >= {"dd_error_declarer", "dd_error_defence",
                                           "decision_seconds_p95"}  # fmt: skip
    assert len(report["ci95"]) == 2
    text = runner.invoke(app, args)
    assert text.exit_code == 0, text.output
    assert "IMPs per board for dd, 95% CI" in text.output
    assert "(auction: par, carding read, dd players only read, seed 4)" in text.output
    assert "double-dummy error" in text.output
    assert "dd tricks lost in declarer, by trick 1: " in text.output


def test_the_match_command_refuses_an_unknown_robot() -> None:
    result = runner.invoke(app, ["match", "dd", "gib", "-n", "1"])
    assert result.exit_code == 2
    assert "no robot configuration 'gib'" in result.output


def test_the_double_dummy_error_has_a_confidence_interval_over_tables() -> None:
    report = play_match("dd", "dd", boards=2, seed=5, auction="par", samples=4, max_samples=8)
    for board in report.boards:  # the same robots at both tables: played once, the same
        one, two = board.tables
        assert (one.contract, one.tricks, one.decisions) == (
            two.contract,
            two.tricks,
            two.decisions,
        )
        assert board.imps == 0
    declared = [t for b in report.boards for t in b.tables[:1] if t.contract is not None]
    losses = [sum(d.lost or 0 for d in t.decisions if d.role == "declarer") for t in declared]
    assert report.dd_losses("dd", "declarer") == losses  # each board once
    mean, low, high, tables = report.dd_error_ci("dd", "declarer")
    assert tables == len(losses) and mean == sum(losses) / len(losses)
    assert low <= mean <= high
    figures = report.as_json()["robots"]["dd"]
    assert figures["boards_declared"] == tables
    assert figures["dd_error_declarer_ci95"] == [round(low, 3), round(high, 3)]
    assert len(figures["dd_error_defence_ci95"]) == 2


def test_the_losses_are_broken_down_by_trick_and_kind_of_card() -> None:
    report = play_match("dd", "random", boards=2, seed=5, auction="par", samples=4, max_samples=4)
    tables = [t for b in report.boards for t in b.tables]
    for table in tables:
        assert [d.trick for d in table.decisions] == [n // 4 + 1 for n in range(52)]
        assert [d.kind for d in table.decisions][::4] == ["lead"] * 13
        assert all(d.cpu >= 0 for d in table.decisions)
    for name in ("dd", "random"):
        for role in ("declarer", "defence"):
            by = report.dd_breakdown(name, role)
            total = sum(report.dd_losses(name, role))
            assert sum(by["trick"].values()) == total == sum(by["kind"].values())
            assert list(by["trick"]) == ["1", "2-3", "4-6", "7-9", "10-13"]
    figures = report.as_json()["robots"]["random"]
    assert figures["dd_lost_defence_by"] == report.dd_breakdown("random", "defence")
    assert figures["decision_cpu_seconds_p95"] >= 0
    kinds = {d.kind for t in tables for d in t.decisions}
    assert kinds <= {"lead", "follow", "ruff", "discard"} and {"lead", "follow"} <= kinds


def test_the_dd_robots_read_the_carding_of_the_dd_robots_only(monkeypatch: Any) -> None:
    import bridgelaw.robots.match as match

    made: list[tuple[str, frozenset[Seat]]] = []
    real = match.make_robot

    def spy(name: str, **options: Any) -> Any:
        made.append((name, frozenset(options.get("carding", ()))))
        return real(name, **options)

    monkeypatch.setattr(match, "make_robot", spy)
    report = play_match("dd", "highest", boards=1, seed=5, auction="par", samples=2,
                        max_samples=2, measure=False)  # fmt: skip
    assert report.carding and report.as_json()["carding"] is True
    ns, ew = frozenset({Seat.NORTH, Seat.SOUTH}), frozenset({Seat.EAST, Seat.WEST})
    # room 1: dd North-South, room 2: dd East-West; each reads the dd seats only
    assert made == [("dd", ns), ("highest", ns)] * 2 + [("highest", ew), ("dd", ew)] * 2
    made.clear()
    report = play_match("dd", "dd", boards=1, seed=5, auction="par", samples=2, max_samples=2,
                        measure=False, carding=False)  # fmt: skip
    assert not report.carding and {carding for _, carding in made} == {frozenset()}


def test_the_dd_robots_read_the_calls_and_cards_of_the_dd_players_only(monkeypatch: Any) -> None:
    import bridgelaw.robots.match as match

    made: list[tuple[str, frozenset[Seat] | None]] = []
    real = match.make_robot

    def spy(name: str, **options: Any) -> Any:
        trust = options.get("trust")
        made.append((name, None if trust is None else frozenset(trust)))
        return real(name, **options)

    monkeypatch.setattr(match, "make_robot", spy)
    report = play_match("dd", "random", boards=1, seed=5, auction="par", samples=2,
                        max_samples=2, measure=False)  # fmt: skip
    assert report.as_json()["trust_all"] is False
    ns, ew = frozenset({Seat.NORTH, Seat.SOUTH}), frozenset({Seat.EAST, Seat.WEST})
    assert made == [("dd", ns), ("random", ns)] * 2 + [("random", ew), ("dd", ew)] * 2
    made.clear()
    report = play_match("dd", "random", boards=1, seed=5, auction="par", samples=2,
                        max_samples=2, measure=False, trust_all=True)  # fmt: skip
    assert report.trust_all and {trust for _, trust in made} == {None}
