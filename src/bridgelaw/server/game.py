"""The tables in play: each one's engine table and online state, rebuilt from its stored
log, and the actions of the seats and of the director.

:meth:`Game.act` is the one way a seat's action reaches a table, :meth:`Game.rule` the
director's. The engine (strict mode) checks a call or card first: an irregular one is
refused with the Law it breaks, and the engine's table is unchanged. The online actions
(questions, chat, claims, undo requests, director calls: :mod:`bridgelaw.server.online`)
are checked here. The rows an action adds to the board's log are committed in one
transaction; if the commit fails the table is dropped from memory and reloaded from the
database on next use, so memory never runs ahead of the database. The server runs in
one event loop and :meth:`act` does not await, so the actions of one table are applied
one at a time.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bridgelaw.core.calls import Call
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.errors import BridgeError, IllegalActionError, NotationError
from bridgelaw.server import acquiescence, director_laws
from bridgelaw.server.codec import encode, seat_states
from bridgelaw.server.kibitz import check_rule
from bridgelaw.server.kibitz import state as kibitz_view
from bridgelaw.server.laws_room import (
    add_laws_state,
    engine_row,
    new_table,
    period,
    refusal,
    waits_for_director,
)
from bridgelaw.server.online import PARTNER, SIDES, Online, opponents
from bridgelaw.server.online_view import claim_analysis, online_state
from bridgelaw.server.replay import Live
from bridgelaw.server.replay import deal_board as _board
from bridgelaw.server.replay import replay as _replay
from bridgelaw.server.store import Denied, Store
from bridgelaw.server.undo_rule import refusal as undo_refusal
from bridgelaw.table import Mode, Phase, Table
from bridgelaw.table.events import CallMade, CardPlayed, ClaimAgreed, MisinformationReported

__all__ = ["Game", "Live", "OnlineRules"]

Row = dict[str, Any]


@dataclass(frozen=True, slots=True)
class OnlineRules:
    """The sponsoring organisation's choices for online play (Law 80; the regulations file
    calls them configurable)."""

    alert_needs_explanation: bool = True
    """An alert without an explanation is refused (online, alerting and explaining are
    one act: World Bridge Tour; ACBL App. O)."""
    play_undos: bool = False
    """Whether a card may be withdrawn with the opponents' consent (EBU Blue Book: play
    undos only when the director authorises them)."""
    correction_minutes: float = 30.0
    """The correction period after a board's claim was agreed, in minutes (Law 79C: 30
    minutes unless the regulations say otherwise): an agreement may be withdrawn within
    it (Law 69B)."""


class Game:
    """Every table the server has loaded, and the actions on them."""

    def __init__(self, store: Store, rules: OnlineRules | None = None) -> None:
        self.store = store
        self.rules = rules or OnlineRules()
        self._live: dict[int, Live] = {}
        self._results: dict[tuple[int, int], Row | None] = {}
        self.rounds: Callable[[int, str], None] | None = None
        """Asked before a seat's action with the table and the action's kind; raises
        :class:`Denied` to refuse it (a pairs event's table whose round is over, or a
        next board beyond its round's: :mod:`bridgelaw.server.pairs`)."""
        self.travellers: Callable[[int, int], list[Row] | None] | None = None
        """Gives a table's traveller of a board instead of the room's (``None``: not
        such a table): a pairs event's results so far, to a table that has played it."""
        self.board_rooms: Callable[[int, int], list[int] | None] | None = None
        """Gives the tables that play a board with this one instead of the room (``None``:
        not such a table): a pairs event's tables share one seed over every round, but
        only those whose sets hold the board play it."""

    def live(self, table_id: int) -> Live:
        """The table in memory, loaded and replayed from its log on first use.

        :raises Denied: there is no such table.
        """
        found = self._live.get(table_id)
        if found is not None:
            return found
        info, seed = self.store.table(table_id)
        rows = self.store.events(table_id, info.board)
        table, online = _replay(_board(seed, info.board), rows, info.edition)
        loaded = Live(info.id, info.name, seed, info.board, table, online, dict(info.players))
        loaded.edition, loaded.kibitz, loaded.undo = info.edition, info.kibitz, info.undo
        self._live[table_id] = loaded
        return loaded

    def seated(self, table_id: int, seat: Seat, player: str) -> None:
        """Note that ``player`` now holds ``seat`` (shown to the others)."""
        self.live(table_id).players[str(seat)] = player

    def state(
        self, table_id: int, seat: Seat | None, present: frozenset[str] = frozenset()
    ) -> dict[str, Any]:
        """What ``seat`` (``None``: the director) may see at the table now; ``present``:
        the seats whose players are connected."""
        return self.states(table_id, [seat], present)[0]

    def states(
        self, table_id: int, seats: list[Seat | None], present: frozenset[str] = frozenset()
    ) -> list[dict[str, Any]]:
        """:meth:`state` for each of ``seats`` (what they see alike is made once)."""
        live = self.live(table_id)
        made = seat_states(live.table, seats, table_id=table_id, players=dict(live.players))
        known: list[list[Row] | None] = []

        def traveller() -> list[Row] | None:  # asked of the database once, not per seat
            if not known:
                known.append(self.traveller(live.id, live.board))
            return known[0]

        for seat, state in zip(seats, made, strict=True):
            extras = online_state(
                live.table,
                live.online,
                seat,
                present,
                traveller=traveller,
                analysis=live.analysis,
            )
            state.update(extras)
            state["undo_rule"] = live.undo
            if seat is not None:
                state["withdraw"] = self._withdrawable(live, str(seat))
                refused = director_call_refused(live, str(seat))
                state["director_call"] = (
                    None if refused is None else {"message": refused.message, "law": refused.law}
                )
            if live.table.mode == Mode.LAWS:
                add_laws_state(live.table, live.online, seat, state)
        return made

    # ------------------------------------------------------------- Law 69B
    def _agreed(self, live: Live, board: int) -> Row | None:
        """The agreed claim ``board`` (an earlier board) ended with (the previous board's
        kept in memory)."""
        if board == live.board - 1 and live.previous is not None and live.previous[0] == board:
            return live.previous[1]
        found = acquiescence.agreed_claim(self.store.events(live.id, board)) if board else None
        if board == live.board - 1:
            live.previous = (board, found)
        return found

    def _withdrawable(self, live: Live, seat: str) -> Row | None:
        board = live.board - 1
        waiting = live.online.withdrawal
        if board < 1 or (waiting is not None and waiting["board"] == board):
            return None
        found = self._agreed(live, board)
        return acquiescence.offer(found, board, seat, self.rules.correction_minutes, time.time())

    def _withdraw_agreement(self, live: Live, seat: str, action: Row) -> None:
        board = action.get("board") or live.board - 1
        waiting = live.online.withdrawal
        if waiting is not None and waiting["status"] == "open":
            raise Denied("withdraw", "the director has been called for a withdrawal already")
        claim = self._agreed(live, board) if 1 <= board < live.board else None
        ed = live.table.edition
        row = acquiescence.request(
            claim,
            seat=seat,
            board=board,
            current=live.board,
            law=str(ed.ref(ed.law_69b_ref())),
            period=self.rules.correction_minutes,
            now=time.time(),
        )
        self._commit(live, [row])

    def _review(self, live: Live, director: str, action: Row) -> None:
        """The director's Law 69B ruling: the tricks given back (0: the claim stands),
        written into the reviewed board's log; the ruling in this board's."""
        waiting = live.online.withdrawal
        if waiting is None or waiting["status"] != "open":
            raise Denied("rule", "no agreement to a claim is being withdrawn at this table")
        law = action.get("law") or waiting["law"]
        tricks = action.get("tricks")
        rows = acquiescence.ruling_rows(waiting, tricks, director, law)
        board = waiting["board"]
        stored = self.store.events(live.id, board)
        now = time.time()
        self.store.append_many(live.id, board, len(stored), [{**r, "at": now} for r in rows])
        self._results.pop((live.id, board), None)
        live.previous = None
        ruling: Row = {"kind": "ruling", "director": director, "decision": "acquiescence"}
        ruling |= {"board": board, "tricks": tricks, "law": law, "text": action.get("text", "")}
        self._commit(live, [ruling])

    def kibitz_state(self, table_id: int, present: frozenset[str] = frozenset()) -> Row:
        """What a kibitzer may see at the table now (:func:`bridgelaw.server.kibitz.state`)."""
        live = self.live(table_id)
        over = live.table.phase == Phase.ENDED
        return kibitz_view(live, present, self.traveller(live.id, live.board) if over else None)

    def set_kibitz(self, table_id: int, rule: str) -> None:
        """Change the rule for kibitzers (``after``, ``delay:N``, ``off``) of the table's
        room: a room has one rule (:mod:`bridgelaw.server.rooms`), so every table of it
        takes it (the tables this process holds at once; another process's when it
        next reads them).

        :raises Denied: not a rule, or no such table.
        """
        stored = check_rule(rule)
        self.live(table_id)
        room = self.store.room(table_id)
        self.store.set_kibitz(room, stored)
        for other in room:
            live = self._live.get(other)
            if live is not None:
                live.kibitz = stored

    # ------------------------------------------------------------- commits
    def _commit(self, live: Live, rows: list[Row]) -> None:
        """Stamp, store (one transaction) and fold ``rows``; the engine has applied their
        engine actions already."""
        now = time.time()
        first = live.seq
        stamped = [{**row, "at": now} for row in rows]
        try:
            self.store.append_many(live.id, live.board, first, stamped)
        except BaseException:
            self._live.pop(live.id, None)  # reload from the database on next use
            raise
        for offset, row in enumerate(stamped):
            live.online.apply({**row, "seq": first + offset})
        if self._director_due(live):
            self._commit(live, [_AUTO_CALL])

    @staticmethod
    def _director_due(live: Live) -> bool:
        """Laws mode: the engine waits for the director (he was called, or the Law sends
        the table to him by itself: Law 64 after the play, 50D2...) and no call of his is
        open online: the server calls him (Law 9B1(a): at once)."""
        return not live.online.calls and waits_for_director(live.table)

    def _engine(self, live: Live, apply: Any) -> Row:
        """Run ``apply(table)`` on the engine; its event as a row."""
        try:
            event = apply(live.table)
        except IllegalActionError as error:
            raise refusal("law", error) from error
        except BridgeError as error:
            raise refusal("input", error) from error
        return engine_row(event, encode)

    # ------------------------------------------------------------- seats
    def act(self, table_id: int, seat: Seat, action: dict[str, Any]) -> None:
        """Apply one seat's action and commit it.

        :raises Denied: the action is refused (with the Law, when the Laws refuse it);
            the table is unchanged.
        """
        live = self.live(table_id)
        kind = action["t"]
        if self.rounds is not None:
            self.rounds(table_id, kind)
        if kind == "next":
            self._next_board(live)
            return
        handler = _SEAT_ACTIONS[kind]
        handler(self, live, str(seat), action)

    def _call_or_play(self, live: Live, seat: str, action: Row) -> None:
        frozen = live.online.frozen
        if frozen is not None and live.table.phase != Phase.ENDED:
            raise Denied("frozen", frozen)
        alerted = action["t"] == "call" and action.get("alert")
        explained = (action.get("explanation") or "").strip()
        if alerted and self.rules.alert_needs_explanation and not explained:
            raise Denied(
                "alert",
                "an alert needs its explanation (for the opponents only): the name of a "
                "convention is not enough",
                law=str(live.table.edition.ref("20F1")),
            )
        row = self._engine(live, lambda table: _apply(table, Seat.parse(seat), action))
        self._commit(live, [row])

    def _question(self, live: Live, seat: str, action: Row) -> None:
        auction = live.table.auction
        about = action["about"]
        if about >= len(auction):
            raise Denied("question", f"there is no call number {about + 1} in the auction")
        call = auction[about]
        caller = str(call.seat)
        if caller not in opponents(seat):
            raise Denied(
                "question",
                "ask about the opponents' calls: your partner's are explained to them, not to you",
                law=str(live.table.edition.ref("20F1")),
            )
        to = [seat, PARTNER[seat], caller]
        row = {"kind": "question", "seat": seat, "about": about, "call": str(call.call)}
        self._commit(live, [{**row, "caller": caller, "text": action["text"], "to": to}])

    def _answer(self, live: Live, seat: str, action: Row) -> None:
        rows = live.online.rows
        number = action["question"]
        asked = rows[number] if number < len(rows) else None
        if asked is None or asked["kind"] != "question":
            raise Denied("answer", f"there is no question number {number}")
        if asked["caller"] != seat:
            raise Denied("answer", "a question is answered by the player who made the call")
        row = {"kind": "answer", "seat": seat, "question": number, "about": asked["about"]}
        self._commit(live, [{**row, "text": action["text"], "to": asked["to"]}])

    def _correct(self, live: Live, seat: str, action: Row) -> None:
        """The caller corrects his explanation of his own call (online the caller explains
        his calls: Law 20F4, he calls the director at once). The correction goes to the
        opponents (and the director); at a laws-mode table the opponent who called after
        the call is reported as possibly misinformed, and the director rules under Law 21B
        whether he may change his call."""
        table = live.table
        auction = table.auction
        about = action["about"]
        law = str(table.edition.ref("20F4"))
        if about >= len(auction):
            raise Denied("correct", f"there is no call number {about + 1} in the auction")
        call = auction[about]
        if str(call.seat) != seat:
            raise Denied("correct", "you correct the explanation of your own calls", law=law)
        row = {"kind": "correction", "seat": seat, "about": about, "call": str(call.call)}
        rows: list[Row] = [
            {**row, "text": action["text"], "law": law, "to": [seat, *opponents(seat)]}
        ]
        reason = f"{seat} corrects the explanation of {call.call}"
        rows.append({"kind": "director_call", "seat": seat, "reason": reason})
        later = [c.seat for c in auction[about + 1 :] if str(c.seat) in opponents(seat)]
        if table.mode == Mode.LAWS and later and period(table) == "auction":
            record = table.laws_state.legal_records()[about].index
            report = MisinformationReported(later[-1], about=record, note=action["text"])
            rows.append(self._engine(live, lambda t: t.apply(report)))
        self._commit(live, rows)

    def _chat(self, live: Live, seat: str, action: Row) -> None:
        self._commit(live, [{"kind": "chat", "seat": seat, "text": action["text"]}])

    def _claim(self, live: Live, seat: str, action: Row) -> None:
        table = live.table
        if table.phase != Phase.PLAY:
            raise Denied(
                "claim", "a claim is made during the play", law=str(table.edition.ref("68"))
            )
        frozen = live.online.frozen
        if frozen is not None:
            raise Denied("frozen", frozen)
        if seat == str(table.dummy):
            raise Denied(
                "claim",
                "dummy does not take part in the play: declarer claims",
                law=str(table.edition.ref("43A1(c)")),
            )
        remaining = 13 - len(table.tricks)
        tricks = action.get("tricks")
        line = None
        try:
            from bridgelaw.analysis.statements import parse_statement

            parsed = parse_statement(action["statement"], Seat.parse(seat), remaining)
            line = True
            if tricks is None:
                tricks = parsed.tricks
        except NotationError as error:
            if tricks is None:
                raise Denied("claim", f"{error}; or give the number of tricks") from error
        if not 0 <= tricks <= remaining:
            raise Denied(
                "claim",
                f"{tricks} tricks claimed but {remaining} are left",
                law=str(table.edition.ref("68A")),
            )
        declarer = str(table.declarer)
        # a defender's claim: declarer answers for his side, partner for a Law 68B2 objection
        answerers = list(opponents(seat)) if seat == declarer else [declarer, PARTNER[seat]]
        hand = [str(card) for card in table.remaining(Seat.parse(seat))]
        row = {"kind": "claim_offer", "seat": seat, "tricks": tricks, "remaining": remaining}
        row |= {"statement": action["statement"], "parsed": line is not None}
        self._commit(live, [{**row, "answerers": answerers, "hand": hand}])

    def _claim_answer(self, live: Live, seat: str, action: Row) -> None:
        claim = live.online.claim
        if claim is None or claim.status != "open" or live.table.phase != Phase.PLAY:
            raise Denied("claim", "no claim is waiting for an answer")
        if seat not in claim.answerers:
            raise Denied("claim", "the claimer's opponents answer the claim")
        if seat in claim.answers:
            raise Denied("claim", "you have answered this claim")
        rows: list[Row] = [{"kind": "claim_answer", "seat": seat, "accept": action["accept"]}]
        if action["accept"] and len(claim.answers) + 1 == len(claim.answerers):
            claimer, tricks, said = Seat.parse(claim.seat), claim.tricks, claim.statement
            rows.append(self._engine(live, lambda t: t.claim(tricks, seat=claimer, statement=said)))
        self._commit(live, rows)

    def _undo(self, live: Live, seat: str, action: Row) -> None:
        table = live.table
        if table.mode == Mode.LAWS:  # the director rules on it, not the opponents' consent
            raise Denied(
                "laws",
                "at a laws table an action is taken back as the Laws say, not by the "
                "opponents' consent: change your last call (Law 25) or take back your card "
                "(Law 47), and the director rules",
                law=str(table.edition.ref("10A")),
            )
        last = table.events[-1] if table.events else None
        if live.undo != "consent":  # the room allows none: the Laws' way, the director's
            card = isinstance(last, CardPlayed)
            raise undo_refusal(card, str(table.edition.ref("47" if card else "25A")))
        frozen = live.online.frozen
        if frozen is not None:
            raise Denied("frozen", frozen)
        law = str(table.edition.ref("25A"))
        if isinstance(last, CallMade):
            if str(last.seat) != seat:
                raise Denied("undo", "only your own last call may be withdrawn", law=law)
            if table.opening_lead_made:
                raise Denied("undo", "the opening lead is faced", law=law)
            what = str(last.call)
        elif isinstance(last, CardPlayed):
            if str(last.by) != seat:
                raise Denied("undo", "only your own last card may be withdrawn", law=law)
            if not self.rules.play_undos:
                raise Denied(
                    "undo",
                    "a card is withdrawn only by the director here: call the director",
                    law=str(table.edition.ref("47")),
                )
            what = str(last.card)
        else:
            raise Denied("undo", "there is no action of yours to withdraw", law=law)
        answerers = list(opponents(seat))
        row = {"kind": "undo_request", "seat": seat, "action": what, "reason": action["reason"]}
        self._commit(live, [{**row, "answerers": answerers, "to": [seat, *answerers]}])

    def _undo_answer(self, live: Live, seat: str, action: Row) -> None:
        undo = live.online.undo
        if undo is None or undo.status != "open":
            raise Denied("undo", "no undo is waiting for an answer")
        if seat not in undo.answerers or seat in undo.answers:
            raise Denied("undo", "the requester's opponents answer an undo, once each")
        to = [undo.seat, *undo.answerers]
        rows: list[Row] = [{"kind": "undo_answer", "seat": seat, "accept": action["accept"]}]
        rows[0]["to"] = to
        if action["accept"] and len(undo.answers) + 1 == len(undo.answerers):
            rows.append(self._withdraw(live, undo.seat, "consent"))
        self._commit(live, rows)

    def _withdraw(self, live: Live, seat: str, by: str) -> Row:
        """Take the last action back in the engine; the ``undo`` row that records it (the
        withdrawn action is unauthorised information to its side, Law 16C)."""
        if not live.table.events:
            raise Denied("undo", "there is no action to withdraw")
        withdrawn = encode(live.table.undo())
        what = withdrawn.get("call") or withdrawn.get("card")
        return {"kind": "undo", "seat": seat, "action": what, "by": by, "ui_to": SIDES[seat]}

    def _director(self, live: Live, seat: str, action: Row) -> None:
        table = live.table
        laws = table.mode == Mode.LAWS
        refused = director_call_refused(live, seat)
        if refused is not None:
            raise refused
        rows: list[Row] = [
            {"kind": "director_call", "seat": seat, "reason": action.get("reason", "")}
        ]
        if laws and action.get("report"):
            rows[0]["report"] = action["report"]
        if laws:  # the window closes; a latent irregularity comes to him too (Law 9B1)
            # (nothing waits for a ruling: he comes for what the player tells him)
            with contextlib.suppress(BridgeError):
                rows.append(engine_row(table.call_director(by=Seat.parse(seat)), encode))
        self._commit(live, rows)

    # ------------------------------------------------------------- director
    def rule(self, table_id: int, director: str, action: dict[str, Any]) -> None:
        """The director's decision on the table's open call(s).

        :raises Denied: nothing waits for the director, or the decision does not fit.
        """
        live = self.live(table_id)
        online, table = live.online, live.table
        decision = action["decision"]
        waiting = online.withdrawal
        if decision == "resume" and waiting is not None and waiting["status"] == "open":
            decision, action = "acquiescence", {**action, "tricks": 0}  # the claim stands
        if decision in _LAW_DECISIONS:
            _LAW_DECISIONS[decision](self, live, director, action)
            return
        if not online.calls and online.frozen is None and decision != "substitute":
            raise Denied("rule", "nobody has called the director at this table")
        ruling: Row = {"kind": "ruling", "director": director, "decision": decision}
        ruling |= {"text": action.get("text", ""), "law": action.get("law")}
        rows = [ruling]
        if decision == "tricks":
            if table.phase != Phase.PLAY:
                raise Denied("rule", "tricks are ruled during the play")
            tricks = action.get("tricks")
            if tricks is None:
                raise Denied("rule", "give the number of tricks")
            claim = online.claim if online.claim and online.claim.status == "rejected" else None
            claimer = Seat.parse(claim.seat) if claim else table.declarer
            assert claimer is not None
            said = claim.statement if claim else f"director: {action.get('text', '')}"
            ruling["tricks"] = tricks
            ruling["law"] = ruling["law"] or str(table.edition.ref("70" if claim else "12"))
            rows.append(self._engine(live, lambda t: t.claim(tricks, seat=claimer, statement=said)))
        elif decision == "substitute":
            seat, player = action["seat"], action.get("player") or ""
            ruling |= {"seat": str(Seat.parse(seat)), "player": player}
            if player:
                live.players[str(Seat.parse(seat))] = player
            else:
                live.players.pop(str(Seat.parse(seat)), None)
        elif decision == "undo":
            if table.phase == Phase.ENDED or not table.events:
                raise Denied("rule", "there is no action to withdraw")
            asked = online.undo is not None and online.undo.status in ("open", "refused")
            if table.mode == Mode.LAWS and not asked:
                raise Denied(
                    "rule",
                    "at a laws table the last action is withdrawn only when its player asks "
                    "(Law 25A); an irregularity is rectified by the engine's ruling",
                    law=str(table.edition.ref("25A")),
                )
            last = table.events[-1]
            if isinstance(last, ClaimAgreed):
                raise Denied("rule", "the board has ended with a claim")
            actor = last.by if isinstance(last, CardPlayed) else getattr(last, "seat", None)
            ruling["law"] = ruling["law"] or str(table.edition.ref("25A"))
            rows.append(self._withdraw(live, str(actor), "director"))
        self._commit(live, rows)

    def analysis_job(self, table_id: int) -> Callable[[], None] | None:
        """The director's analysis of a rejected claim at the table, if one waits for it,
        as a function to run off the event loop (slow: double dummy) that keeps its
        result for the director's state."""
        live = self.live(table_id)
        waiting = live.online.withdrawal
        if waiting is not None and waiting["seq"] not in live.analysis:
            return self._review_job(live, waiting)
        claim = live.online.claim
        if claim is None or claim.status != "rejected" or claim.seq in live.analysis:
            return None
        live.analysis[claim.seq] = {"pending": True}
        compute = claim_analysis(live.table, claim)

        def job() -> None:
            live.analysis[claim.seq] = compute()

        return job

    def _review_job(self, live: Live, waiting: Row) -> Callable[[], None]:
        """The Law 69B analysis of a withdrawn agreement, from the reviewed board's table
        just before its claim."""
        seq = waiting["seq"]
        live.analysis[seq] = {"pending": True}
        rows = self.store.events(live.id, waiting["board"])
        claim = acquiescence.agreed_claim(rows)
        index = len(rows) if claim is None else claim["index"]
        board = _board(live.seed, waiting["board"])
        before, _ = _replay(board, rows[:index], live.edition)
        compute = acquiescence.analysis(before, waiting)

        def job() -> None:
            live.analysis[seq] = compute()

        return job

    # ------------------------------------------------------------- boards
    def _next_board(self, live: Live) -> None:
        if live.table.phase != Phase.ENDED:
            raise Denied("phase", f"board {live.board} is still in play")
        if live.online.calls:
            raise Denied("frozen", "the director has been called: wait for the ruling")
        self.store.next_board(live.id, live.board)
        # the board's log is in memory as stored: its agreed claim (Law 69B) is kept, not
        # read back from the database by the next board's first states
        live.previous = (live.board, acquiescence.agreed_claim(live.online.rows))
        live.board += 1
        if not self.store.only_process:  # another process may have changed the table
            info, _ = self.store.table(live.id)
            live.edition, live.kibitz = info.edition, info.kibitz
        live.table = new_table(_board(live.seed, live.board), live.edition)
        live.delayed = None
        live.online = Online(started=time.time())
        live.analysis.clear()

    def result(self, table_id: int, board: int) -> Row | None:
        """The result of ``board`` at a table (``None``: not played to its end yet)."""
        known = self._results.get((table_id, board))
        if known is not None:
            return known
        live = self.live(table_id)
        if live.board == board:
            table = live.table
        elif live.board > board:
            info, seed = self.store.table(table_id)
            rows = self.store.events(table_id, board)
            table, _ = _replay(_board(seed, board), rows, info.edition)
        else:
            return None
        if table.phase != Phase.ENDED:
            return None
        found = {
            "table": live.name,
            "contract": None if table.contract is None else str(table.contract),
            "declarer": None if table.declarer is None else str(table.declarer),
            "tricks": table.declarer_tricks,
            "score_ns": table.score_ns(),
        }
        self._results[(table_id, board)] = found
        return found

    def room(self, table_id: int) -> list[int]:
        """The tables that play the same boards as this one (this one included)."""
        return self.store.room(table_id)

    def traveller(self, table_id: int, board: int) -> list[Row] | None:
        """The results of ``board`` at every table of the room, once all have played it."""
        if self.travellers is not None:
            own = self.travellers(table_id, board)
            if own is not None:
                return own
        results = []
        for other in self.room(table_id):
            result = self.result(other, board)
            if result is None:  # the first table still to finish it answers
                return None
            results.append(result)
        return results

    def traveller_shown(self, table_id: int) -> list[int]:
        """The room's other tables whose states change now that this table has finished
        its board: none while a table of the room has still to finish it (so the end of
        a board costs the same in a room of 1,000 tables as in a room of one); once all
        have, those still on the board (their players and kibitzers see its traveller)."""
        live = self.live(table_id)
        if self.traveller(table_id, live.board) is None:
            return []
        sharing = None if self.board_rooms is None else self.board_rooms(table_id, live.board)
        room = [other for other in sharing or self.room(table_id) if other != table_id]
        return [other for other in room if self.live(other).board == live.board]


def director_call_refused(live: Live, seat: str) -> Denied | None:
    """Why ``seat`` may not call the director now (``None``: he may). Dummy may not
    initiate a call during the play, from the faced opening lead to the end of the play,
    unless another player has drawn attention to an irregularity (Law 43A1(a)): another
    seat's call is open, or, at a laws-mode table, an irregularity waits on the table;
    he may at the end of the play (Law 42B3). A player whose call is open waits for the
    director."""
    table, calls = live.table, live.online.calls
    if any(call.seat == seat for call in calls):
        return Denied("director", "you have called the director: he is on his way")
    if seat != str(table.dummy) or not table.opening_lead_made or period(table) != "play":
        return None
    laws = table.mode == Mode.LAWS and table.laws_state.blocking() is not None
    if laws or any(call.seat != seat for call in calls):
        return None
    return Denied(
        "director",
        "dummy may not call the director during the play unless another player has drawn "
        "attention to an irregularity; he may at the end of the play: ask declarer or the "
        "defenders",
        law=str(table.edition.ref("43A1(a)")),
    )


def _apply(table: Table, seat: Seat, action: Row) -> Any:
    if action["t"] == "call":
        return table.call(
            Call.parse(action["call"]),
            seat=seat,
            alert=bool(action.get("alert")),
            explanation=action.get("explanation") or None,
        )
    card = Card.parse(action["card"])
    holder = table.board.deal.holder(card) if table.board.deal is not None else None
    dummy_card = holder is not None and holder == table.dummy and seat == table.declarer
    # a card from another hand is refused as not in this seat's hand: the refusal must
    # not tell who holds it (Law 7B3)
    return table.play(card, seat=holder if dummy_card else seat, by=seat)


_LAW_DECISIONS: dict[str, Callable[[Game, Live, str, Row], None]] = {
    "acquiescence": Game._review,
    "answer": director_laws.law_answer,
    "ask": director_laws.law_ask,
    "law": director_laws.law_choose,
    "simultaneous": director_laws.law_33,
    "report": director_laws.record_report,
}

_AUTO_CALL: Row = {
    "kind": "director_call",
    "seat": None,
    "reason": "the Laws send the table to the director",
}

_SEAT_ACTIONS: dict[str, Callable[[Game, Live, str, Row], None]] = {
    "call": Game._call_or_play,
    "play": Game._call_or_play,
    "question": Game._question,
    "answer": Game._answer,
    "chat": Game._chat,
    "correct": Game._correct,
    "claim": Game._claim,
    "claim_answer": Game._claim_answer,
    "undo": Game._undo,
    "undo_answer": Game._undo_answer,
    "director": Game._director,
    "revoke": director_laws.revoke,
    "choose": director_laws.choose,
    "change": director_laws.seat_laws_action,
    "expose": director_laws.seat_laws_action,
    "retract": director_laws.seat_laws_action,
    "designate": director_laws.designate,
    "withdraw": Game._withdraw_agreement,
}
