"""The club night model: entry by tables, versions, the director's corrections and
adjustments, penalties, and a ranking that agrees with ``event run --conditions``."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from bridgelaw.cli.tournament_cmd import register
from bridgelaw.errors import BridgeError
from bridgelaw.scoring.board import score_fouled_board
from bridgelaw.tournament.club import ClubError, ClubNight, ClubSetup, StaleResult
from bridgelaw.tournament.club_score import score_club

SPEC = {"family": "mitchell", "tables": 7, "boards_per_round": 2}
START = datetime(2026, 11, 26, 19, 30, tzinfo=UTC)


def night(**changes: Any) -> ClubNight:
    return ClubNight(ClubSetup("Thursday pairs", changes.pop("spec", SPEC), **changes))


def entry(rnd: int, table: int, board: int, **fields: Any) -> dict[str, Any]:
    """A table's entry of 4S N making 10 tricks (or as ``fields`` say)."""
    return {
        "do": "enter",
        "round": rnd,
        "table": table,
        "board": board,
        "contract": "4S",
        "declarer": "N",
        "tricks": 10,
        "lead": "HK",
        "version": 0,
        "by": f"table {table}",
        **fields,
    }


def enter(n: ClubNight, rnd: int, table: int, board: int, **fields: Any) -> Any:
    return n.apply(entry(rnd, table, board, **fields))


def test_a_table_enters_a_board_and_law_77_scores_it() -> None:
    n = night()
    assert n.boards(1, 1) == (1, 2)
    first = enter(n, 1, 1, 1)
    assert (first.ns, first.ew, first.score, first.lead, first.version) == (
        "1NS",
        "1EW",
        420,
        "HK",
        1,
    )
    second = enter(n, 1, 1, 2, contract="3NTX", declarer="E", tricks=7, lead="s2")  # E not vul
    assert second.score == 300 and second.lead == "S2"
    passed = enter(n, 2, 1, 3, contract="Pass", declarer="", tricks=None, lead="")
    assert passed.score == 0 and passed.describe() == "Pass 0"


def test_wrong_board_table_or_contract_is_refused_with_a_message() -> None:
    n = night()
    with pytest.raises(ClubError, match="board 5 is not played at table 1 in round 1"):
        enter(n, 1, 1, 5)
    with pytest.raises(ClubError, match="no table 9 in round 1"):
        enter(n, 1, 9, 1)
    with pytest.raises(BridgeError, match="cannot take 14 tricks"):
        enter(n, 1, 1, 1, tricks=14)
    with pytest.raises(ClubError, match="not a card"):
        enter(n, 1, 1, 1, lead="Z9")
    assert n.results == {}


def test_a_stale_change_is_refused_and_nothing_is_lost() -> None:
    n = night()
    enter(n, 1, 3, 5, by="phone A")  # version 1
    with pytest.raises(StaleResult, match=r"version 1.*against version 0") as refused:
        enter(n, 1, 3, 5, tricks=9, by="phone B")  # made before it saw A's
    assert refused.value.current.tricks == 10
    enter(n, 1, 3, 5, tricks=11, version=1, by="phone B")  # B corrects, seen A's: version 2
    director = {"director": True, "by": "Ann (TD)", "why": "wrong declarer"}
    with pytest.raises(StaleResult, match="now 4S N \\+1 \\+650, version 2"):
        enter(n, 1, 3, 5, declarer="S", version=1, **director)
    assert n.results[(1, 3, 5)].tricks == 11 and n.results[(1, 3, 5)].by == "phone B"
    enter(n, 1, 3, 5, declarer="S", version=2, **director)
    assert n.results[(1, 3, 5)].version == 3 and n.log[-1].before == "4S N +1 +650"


def test_the_same_client_id_is_applied_once() -> None:
    n = night()
    enter(n, 1, 2, 3, client="phone-1-abc")
    again = enter(n, 1, 2, 3, client="phone-1-abc")  # the phone sends it again
    assert again.version == 1 and n.changes == 1


def test_after_the_round_only_the_director_corrects_with_a_reason_and_it_is_logged() -> None:
    n = night()
    enter(n, 1, 1, 1)
    enter(n, 1, 1, 1, tricks=11, version=1)  # before the round ends: the table corrects
    enter(n, 2, 1, 3)  # the table moved on
    assert n.round_over(1, 1) and not n.round_over(1, 2)
    with pytest.raises(ClubError, match="round 1 is over at table 1: call the director"):
        enter(n, 1, 1, 1, tricks=10, version=2)
    with pytest.raises(ClubError, match="say why"):
        enter(n, 1, 1, 1, tricks=10, version=2, director=True, by="Ann (TD)")
    enter(
        n,
        1,
        1,
        1,
        tricks=10,
        version=2,
        director=True,
        by="Ann (TD)",
        why="tricks miscounted",
        at=START.isoformat(),
    )
    line = n.log[-1]
    assert (line.who, line.why, line.before, line.after) == (
        "Ann (TD)",
        "tricks miscounted",
        "4S N +1 +450",
        "4S N = +420",
    )
    assert line.at == "2026-11-26T19:30:00+00:00"


def test_corrections_end_with_the_law_79c_period() -> None:
    n = night()
    enter(n, 1, 1, 1)
    n.apply({"do": "publish", "by": "Ann", "at": START.isoformat()})
    late = (START + timedelta(minutes=31)).isoformat()
    with pytest.raises(ClubError, match="79C"):
        enter(n, 1, 1, 1, tricks=9, version=1, director=True, by="Ann", why="x", at=late)
    soon = (START + timedelta(minutes=29)).isoformat()
    enter(n, 1, 1, 1, tricks=9, version=1, director=True, by="Ann", why="x", at=soon)


def test_publishing_again_does_not_restart_the_law_79c_period() -> None:
    n = night()
    enter(n, 1, 1, 1)
    n.apply({"do": "publish", "by": "Ann", "at": START.isoformat()})
    corrected = (START + timedelta(minutes=20)).isoformat()
    enter(n, 1, 1, 1, tricks=9, version=1, director=True, by="Ann", why="x", at=corrected)
    n.apply({"do": "publish", "by": "Ann", "at": corrected})  # the corrected results
    assert n.published == START
    assert n.log[-1].what == "results published again"
    assert "still runs from the first, 2026-11-26T19:30:00" in n.log[-1].why
    late = (START + timedelta(minutes=31)).isoformat()  # 31 minutes after the first
    with pytest.raises(ClubError, match="79C"):
        enter(n, 1, 1, 1, tricks=8, version=2, director=True, by="Ann", why="y", at=late)


def test_adjusted_scores_and_a_penalty() -> None:
    n = night()
    for kind, extra in (
        ("artificial", {"ns": 0.6, "ew": 0.4}),
        ("assigned", {"ns": 420, "ew": -100}),
        ("weighted", {"components": [[420, 0.6], [-50, 0.4]]}),
    ):
        table = {"artificial": 1, "assigned": 2, "weighted": 3}[kind]
        board = n.boards(1, table)[0]
        result = n.apply(
            {
                "do": "adjust",
                "round": 1,
                "table": table,
                "board": board,
                "version": 0,
                "kind": kind,
                "director": True,
                "by": "Ann",
                "why": "Law 16 unauthorised information",
                **extra,
            }
        )
        assert result is not None and result.adjusted is not None
    assert [str(r.adjusted) for _, r in sorted(n.results.items())] == [
        "A+/A- (Law 12C2(a))",
        "+420 / -100 (split) (Law 12C1(e))",
        "W 60% of +420 + 40% of -50 (Law 12C1(c))",
    ]
    with pytest.raises(ClubError, match="only the director"):
        n.apply(
            {
                "do": "adjust",
                "round": 1,
                "table": 4,
                "board": 7,
                "kind": "artificial",
                "ns": 0.5,
                "ew": 0.5,
                "by": "table 4",
            }
        )
    with pytest.raises(ClubError, match="sum to 1"):
        n.apply(
            {
                "do": "adjust",
                "round": 1,
                "table": 4,
                "board": 7,
                "kind": "weighted",
                "components": [[420, 0.5]],
                "director": True,
                "by": "Ann",
                "why": "x",
            }
        )
    n.apply(
        {
            "do": "penalty",
            "contestant": "2EW",
            "amount": 25,
            "unit": "% of a top",
            "reason": "slow play (90B2)",
            "director": True,
            "by": "Ann",
        }
    )
    assert n.penalties[0].deduction(top=12) == 3.0


def play_night(seed: int = 7) -> ClubNight:
    """A whole 7-table Mitchell night with random results, a director's correction, a
    weighted adjusted score and a procedural penalty."""
    rng = random.Random(seed)
    n = night()
    for rnd in n.movement.rounds:
        for seating in rnd.tables:
            for board in n.boards(rnd.number, seating.table):
                level = rng.randint(1, 6)
                enter(
                    n,
                    rnd.number,
                    seating.table,
                    board,
                    contract=f"{level}{rng.choice('CDHSN')}",
                    declarer=rng.choice("NESW"),
                    tricks=min(13, 6 + level + rng.randint(-2, 1)),
                )
    director = {"director": True, "by": "Ann (TD)"}
    enter(n, 1, 2, 3, version=1, why="wrong declarer entered", **director)
    n.apply(
        {
            "do": "adjust",
            "round": 3,
            "table": 4,
            "board": n.boards(3, 4)[1],
            "version": 1,
            "kind": "weighted",
            "components": [[620, 0.7], [-100, 0.3]],
            "why": "misinformation (Law 21B3)",
            **director,
        }
    )
    n.apply(
        {
            "do": "penalty",
            "contestant": "5NS",
            "amount": 25,
            "unit": "% of a top",
            "reason": "unduly slow play",
            "board": 9,
            **director,
        }
    )
    return n


def event_run(entries: dict[str, Any], folder: Path) -> Any:
    """``bridgelaw event run ENTRIES --conditions bridgelaw --json``: its output read."""
    path = folder / "night.json"
    path.write_text(json.dumps(entries))
    app = typer.Typer(add_completion=False)
    app.callback()(lambda: None)
    register(app)
    args = ["event", "run", str(path), "--conditions", "bridgelaw", "--json"]
    run = CliRunner().invoke(app, args)
    assert run.exit_code == 0, run.output
    return json.loads(run.output)


def test_the_ranking_agrees_with_event_run_under_the_same_conditions(tmp_path: Path) -> None:
    """The night's entries file carries its procedural penalty (Law 90) and fouled board
    (Law 87): ``event run`` of it ranks the night as the night ranks itself."""
    n = play_night()
    assert len(n.results) == n.expected() == 98
    played = sorted(t for (_, t, b) in n.results if b == 1)
    foul = {"do": "foul", "board": 1, "groups": [played[:2]], "why": "two cards swapped"}
    n.apply({**foul, "director": True, "by": "Ann (TD)"})
    club = score_club(n)
    data = n.entries_file()
    assert data["penalties"] == [
        {"contestant": "5NS", "amount": 25.0, "unit": "%", "reason": "unduly slow play",
         "law": "90A", "board": 9},
    ]  # fmt: skip
    assert data["fouled"] == {"1": {str(played[0]): 1, str(played[1]): 1}}
    scored = event_run(data, tmp_path)
    for group, mine in zip(scored["rankings"], club.ranking_json(), strict=True):
        assert group["title"] == mine["title"]
        theirs = [(s["contestant"], s["points"], s["percent"]) for s in group["standings"]]
        ours = [(line["pair"], line["points"], line["percent"]) for line in mine["lines"]]
        assert [who for who, _, _ in ours] == [who for who, _, _ in theirs]
        assert [x for _, *xs in ours for x in xs] == pytest.approx(
            [x for _, *xs in theirs for x in xs], abs=0.005
        )
    top = max(b.top or 0.0 for b in club.scored.boards)
    assert club.deductions == {"5NS": pytest.approx(top / 4)}
    assert sum(len(rows) for rows in club.travellers_json().values()) == 98


def test_a_night_replays_from_its_actions() -> None:
    actions: list[dict[str, Any]] = []
    n = night()
    for action in (
        {
            "do": "enter",
            "round": 1,
            "table": 1,
            "board": 1,
            "contract": "4S",
            "declarer": "N",
            "tricks": 10,
            "version": 0,
            "by": "t1",
            "client": "c1",
            "at": START.isoformat(),  # as the server stores it (else: the clock's second)
        },
        {
            "do": "confirm",
            "round": 1,
            "table": 1,
            "board": 1,
            "version": 1,
            "by": "t1 EW",
            "at": START.isoformat(),
        },
    ):
        n.apply(action)
        actions.append(action)
    again = ClubNight(ClubSetup.from_json(json.loads(json.dumps(n.setup.to_json()))))
    for action in actions:
        again.apply(action)
    assert again.results == n.results and again.results[(1, 1, 1)].confirmed


def test_only_a_valid_pairs_movement_is_accepted() -> None:
    with pytest.raises(BridgeError, match="Mitchell or a Howell"):
        night(spec={"family": "teams", "segments": 2})
    assert night(spec={"family": "howell", "tables": 4}).movement.family == "howell"


def test_the_results_page_and_pbn_export_of_a_night() -> None:
    from bridgelaw.formats.pbn import loads
    from bridgelaw.results.html import page_html

    club = score_club(play_night())
    html = page_html(club.page())
    assert "W 70% of +620 + 30% of -100" in html and "5NS" in html
    deducted = club.deductions["5NS"]
    assert f"procedural penalty (Law 90A) on 5NS: -{deducted:g} MP (25% of a top)" in html
    assert f'<td class="penalty">-{deducted:g}</td>' in html
    (card,) = [c for c in club.page().cards if c.who.id == "5NS"]
    (line,) = [line for g in club.ranking_json() for line in g["lines"] if line["pair"] == "5NS"]
    assert card.penalty == f"-{deducted:g}" and float(card.total) == pytest.approx(line["points"])
    assert float(card.lines[-1].running) - deducted == pytest.approx(float(card.total))
    assert f"(procedural penalty -{deducted:g}, Law 90)" in html
    games = loads(club.pbn())
    assert len(games) == 14 and any(t.name == "ScoreTable" for t in games[0].tags)
    total = next(t for t in games[0].tags if t.name == "TotalScoreTable")
    columns = [c.split("\\")[0] for c in total.value.split(";")]
    rows = [total.section[k : k + len(columns)] for k in range(0, len(total.section), len(columns))]
    points = {row[columns.index("PairId")]: float(row[columns.index("TotalMP")]) for row in rows}
    lines = [line for group in club.ranking_json() for line in group["lines"]]
    assert points == {line["pair"]: pytest.approx(line["points"], abs=0.01) for line in lines}


def test_names_from_a_members_csv_and_deals_from_a_pbn_file() -> None:
    from bridgelaw.tournament.club_setup import deal_boards, read_deals, read_names

    pairs = night().movement.contestants
    names = read_names("pair,first,second\n1NS,Ann Smith,Bob Jones\n2EW: Cy & Di\n", pairs)
    assert names == {"1NS": "Ann Smith & Bob Jones", "2EW": "Cy & Di"}
    with pytest.raises(BridgeError, match="line 2: no pair '8NS'"):
        read_names("1NS: Ann\n8NS: Bob", pairs)
    dealt = deal_boards((1, 2), "club")
    assert dealt == deal_boards((1, 2), "club") and dealt[1] != dealt[2]
    pbn = "".join(f'[Board "{b}"]\n[Deal "{d}"]\n\n' for b, d in dealt.items())
    assert read_deals(pbn) == dealt
    with pytest.raises(BridgeError, match="no board with a deal"):
        read_deals('[Event "x"]\n')


def test_a_call_to_the_director_waits_until_answered() -> None:
    n = night()
    n.apply({"do": "call", "round": 2, "table": 4, "board": None, "by": "table 4 NS"})
    assert n.calls[0].answered_by == "" and n.calls[0].table == 4
    with pytest.raises(ClubError, match="only the director"):
        n.apply({"do": "answer", "call": 1, "by": "table 4"})
    with pytest.raises(ClubError, match="no call 2"):
        n.apply({"do": "answer", "call": 2, "director": True, "by": "Ann"})
    n.apply({"do": "answer", "call": 1, "director": True, "by": "Ann"})
    assert n.calls[0].answered_by == "Ann"


def test_the_director_enters_a_late_result_of_a_round_that_is_over() -> None:
    n = night()
    n.apply({"do": "end_round", "round": 1, "director": True, "by": "Ann"})
    with pytest.raises(ClubError, match="round 1 is over at table 4"):
        enter(n, 1, 4, 7)
    late = enter(n, 1, 4, 7, director=True, by="Ann")  # from the paper traveller
    assert late.version == 1 and n.log[-1].why == "entered by the director"


def test_a_board_is_finished_for_the_room_once_no_table_is_still_to_play_it() -> None:
    n = night(spec={"family": "mitchell", "tables": 3, "boards_per_round": 2})
    plays = [
        (r.number, s.table) for r, s in n.movement.seatings() if 1 in n.boards(r.number, s.table)
    ]
    assert len(plays) == 3  # a 3-table Mitchell: each table plays board 1 once
    for done, (rnd, table) in enumerate(plays, start=1):
        assert 1 not in n.finished_boards()
        enter(n, rnd, table, 1)
        assert (1 in n.finished_boards()) == (done == len(plays))
    assert n.finished_boards() == {1}  # board 2: no table has entered it yet


def test_the_live_ranking_lists_the_pairs_with_no_result_yet_without_a_score() -> None:
    n = night()
    assert [[line["pair"] for line in g["lines"]] for g in score_club(n).ranking_json()] == [
        [f"{t}NS" for t in range(1, 8)],
        [f"{t}EW" for t in range(1, 8)],
    ]
    enter(n, 1, 1, 1)
    enter(n, 1, 2, 3, tricks=8)
    ns, ew = score_club(n).ranking_json()
    assert [line["pair"] for line in ns["lines"][:2]] == ["1NS", "2NS"]
    # one result on each board: no matchpoints yet, a real 0 (not None)
    assert [line["points"] for line in ns["lines"][:2]] == [0.0, 0.0]
    waiting = ns["lines"][2:]
    assert [line["pair"] for line in waiting] == ["3NS", "4NS", "5NS", "6NS", "7NS"]
    assert all(line["points"] is None and line["place"] == "" for line in waiting)
    assert {line["pair"] for line in ew["lines"] if line["points"] is None} == {
        f"{t}EW" for t in range(3, 8)
    }
    howell = night(spec={"family": "howell", "tables": 3, "boards_per_round": 3})
    (group,) = score_club(howell).ranking_json()
    assert len(group["lines"]) == len(howell.movement.contestants) == 6


def test_the_big_screen_writes_a_shared_place_as_the_results_page_does() -> None:
    """Two pairs level on 0 MP share 1st-2nd: the big screen writes ``1-2`` (not ``1=``),
    the place the results page shows for the same pairs."""
    n = night()
    enter(n, 1, 1, 1)
    enter(n, 1, 2, 3, tricks=8)
    club = score_club(n)
    ns, _ = club.ranking_json()
    screen = {line["pair"]: line["place"] for line in ns["lines"][:2]}
    assert screen == {"1NS": "1-2", "2NS": "1-2"}
    page = {row.who.id: row.place for r in club.page().rankings for row in r.rows}
    assert {pair: page[pair] for pair in screen} == screen


def test_the_opponents_confirm_from_their_phone_or_with_their_pair_number() -> None:
    n = night()
    ns_phone = {"side": "NS", "phone": "p-ns"}
    enter(n, 1, 1, 1, **ns_phone)
    enter(n, 1, 1, 2, side="EW", phone="p-ew")  # East-West may enter too

    def confirm(board: int, **fields: Any) -> Any:
        action = {"do": "confirm", "round": 1, "table": 1, "board": board, "version": 1}
        return n.apply({**action, **fields})

    with pytest.raises(ClubError, match=r"the opponents, EW \(pair 1EW\), confirm it"):
        confirm(1, **ns_phone)
    with pytest.raises(ClubError, match=r"type their pair number \(1EW\) here"):
        confirm(1, side="EW", phone="p-ns")  # the entering phone, now saying EW
    with pytest.raises(ClubError, match="type their pair number"):
        confirm(1, side="EW", phone="p-ns", pair="2EW")
    assert confirm(1, side="EW", phone="p-ns", pair="1").confirmed  # their number typed
    with pytest.raises(ClubError, match=r"entered by EW: the opponents, NS \(pair 1NS\)"):
        confirm(2, side="EW", phone="p-other")
    with pytest.raises(ClubError, match="acts for EW"):  # it said EW this round
        confirm(2, side="NS", phone="p-ew")
    assert confirm(2, **ns_phone).confirmed  # North-South's own phone
    assert n.results[(1, 1, 2)].side == "EW" and n.results[(1, 1, 1)].side == "NS"


def test_a_fouled_board_is_scored_by_form_and_the_totals_follow() -> None:
    n = play_night()
    before = score_club(n)
    played = sorted(t for (_, t, b) in n.results if b == 1)
    assert len(played) == 7
    director = {"director": True, "by": "Ann (TD)"}
    foul = {"do": "foul", "board": 1, "groups": [played[:2]], "why": "two cards swapped (87A)"}
    with pytest.raises(ClubError, match="only the director"):
        n.apply(foul)
    with pytest.raises(ClubError, match="does not play board 1"):
        n.apply({**foul, "groups": [[99]], **director})
    with pytest.raises(ClubError, match="say why"):
        n.apply({**foul, "why": "", **director})
    n.apply({**foul, **director})
    assert n.fouled == {1: {played[0]: 1, played[1]: 1}}
    assert "board 1 fouled (Law 87B" in n.log[-1].what
    after = score_club(n)
    rows = after.travellers_json()[1]
    scores = [row["score"] for row in rows]
    forms = [1 if row["table"] in played[:2] else 0 for row in rows]
    by_form = score_fouled_board(scores, forms, size=7)  # each form apart, factored to 7
    assert [row["ns_mp"] for row in rows] == pytest.approx(by_form.ns, abs=0.01)
    assert [row["ew_mp"] for row in rows] == pytest.approx(by_form.ew, abs=0.01)
    old = {row["table"]: row for row in before.travellers_json()[1]}
    totals = {s.contestant.id: s.total for s in after.scored.standings}
    was = {s.contestant.id: s.total for s in before.scored.standings}
    for row in rows:  # each pair's total moved by its change on board 1, nothing else
        assert totals[row["ns"]] - was[row["ns"]] == pytest.approx(
            row["ns_mp"] - old[row["table"]]["ns_mp"], abs=0.02
        )
        assert totals[row["ew"]] - was[row["ew"]] == pytest.approx(
            row["ew_mp"] - old[row["table"]]["ew_mp"], abs=0.02
        )
    (board,) = [b for b in after.page().boards if b.number == 1]
    assert board.fouled == (
        f"fouled (Law 87B), each form scored apart: form 1 at tables {played[0]}, {played[1]}"
    )
    assert {f.score.split(":")[0] for f in board.frequencies} == {"form 0", "form 1"}
    assert sum(f.count for f in board.frequencies) == 7  # a result in each form apart
    n.apply({**foul, "groups": [], "why": "the cards were right after all", **director})
    assert n.fouled == {} and score_club(n).ranking_json() == before.ranking_json()
