"""Pairs events online: a Mitchell or a Howell of the movement module played at the
server's tables, round by round, and scored by the one event model when it ends.

The director creates an event (name, movement, edition); pairs enter (two people, or one
with a robot partner; an open place and every pair missing are robots at the start);
the director starts it. Each (round, table) of the movement is an ordinary server table
(:mod:`bridgelaw.server.game`: the same engine path, the same online procedure), opened
when its round starts at the first board of its set, its deals from the event's one seed
(so every table that plays a board plays the same deal: the boards are dealt once). Its
seats are kept for the pair's players (by account) and robots; a player takes his seat
from the event page, which gives his browser the seat's token for that round.

A table plays its set and then waits: ``next`` beyond the set's last board is refused
(:meth:`PairEvents.check_action`, called by :meth:`Game.act`). When every table of the
round has finished its last board (and no director call waits), or when the director
ends the round (Law 8B1: his signal ends it; a table still playing finishes the board in
play and starts no other), the next round's tables are opened; after the last round
(Law 8C: when every table has played its boards) the event is over and scored
(:mod:`bridgelaw.server.pairs_score`). :meth:`PairEvents.step` does this for one event
and lets the robots play at the tables where only robots sit; the server runs it every
:attr:`PairEvents.interval` seconds (:meth:`PairEvents.run`).

What a player may see of the boards (:meth:`PairEvents.may_see`): a board's traveller
and deal only once his pair has played it (a pair never sees a board it has yet to play);
the results pages once the event is over; the director everything.

Persistence: the event's setup, pairs, round and tables are rows
(:mod:`bridgelaw.server.pairs_db`); what was played is in the tables' logs. After a
restart :meth:`PairEvents.load` takes them back and the event goes on where it was.
Opening a round's tables is one transaction; the seats are then kept for their players,
again after a restart for any that are not yet. Several server processes share the
events: each reads an event from the database when it is asked for it (its page, an
entry, a step, a next board), and of two processes that see a round end together one
opens the next round's tables (the unique ``(event_id, round, table)``) and the other
takes them from the database. Every write of an event's row is made over the version it
was read at (its ``version``, raised by each write): a change made from a stale read is
made again from the row as it is (:meth:`PairEvents._change`), so of two players taking
the last place at the same moment one has it and the other is told it is gone.
"""

from __future__ import annotations

import asyncio
import datetime
import logging
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, TypeVar

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from bridgelaw.core.seats import Seat
from bridgelaw.editions import find_edition
from bridgelaw.server.pairs_db import PairEventRow, PairTableRow
from bridgelaw.server.pairs_model import (
    EDITIONS,
    FAMILIES,
    ROBOT,
    Member,
    PairEvent,
    Place,
    check_spec,
)
from bridgelaw.server.pairs_penalties import PairPenalty, with_penalty, without_penalty
from bridgelaw.server.pairs_rulings import (
    PairAdjustment,
    adjustments,
    arrow_switched,
    late_place,
    with_adjustment,
    without_adjustment,
)
from bridgelaw.server.pairs_substitutes import Substitution, find_person, substitute
from bridgelaw.server.pairs_words import _, boards_said
from bridgelaw.server.robot_seats import is_robot
from bridgelaw.server.store import Denied
from bridgelaw.table import Phase

if TYPE_CHECKING:
    from bridgelaw.server.auth import User
    from bridgelaw.server.game import Game, Live
    from bridgelaw.server.store import Store
    from bridgelaw.server.ws import Hub

__all__ = ["EDITIONS", "FAMILIES", "Member", "PairEvent", "PairEvents", "Place", "check_spec"]

_LOG = logging.getLogger(__name__)

Row = dict[str, Any]
T = TypeVar("T")


class PairEvents:
    """The server's pairs events (module doc).

    :param hub: the websocket hub (its robots play the robots' places).
    :param ttl: how long a seat is kept for a player.
    """

    def __init__(self, store: Store, game: Game, hub: Hub, ttl: datetime.timedelta) -> None:
        self.store, self.game, self.hub, self.ttl = store, game, hub, ttl
        self.interval = 0.5
        """Seconds between two passes of :meth:`run`."""
        self._events: dict[int, PairEvent] = {}
        self._tables: dict[int, tuple[PairEvent, int, int]] = {}
        """Server table -> (event, round, table)."""
        self._plain: set[int] = set()
        """Server tables known to be no event's."""
        self.scores: dict[int, Any] = {}
        """Scored events, by id (:mod:`bridgelaw.server.pairs_score` keeps them)."""
        game.rounds = self.check_action
        game.travellers = self.table_traveller
        game.board_rooms = self.board_tables
        self.load()

    # ------------------------------------------------------------- the database
    def load(self) -> None:
        """Take every event from the database (at start: after a restart, each goes on
        where it was), and keep the seats of the rounds in play."""
        self._read(None)
        for event in self._events.values():
            if event.status == "running":
                self._keep_seats(event)

    def _read(self, event_id: int | None) -> None:
        """Read one event (``None``: every event) from the database into memory: another
        server process may have changed it (its entries, its round)."""
        with self.store.session() as session:
            events = select(PairEventRow).order_by(PairEventRow.id)
            tables = select(PairTableRow)
            if event_id is not None:
                events = events.where(PairEventRow.id == event_id)
                tables = tables.where(PairTableRow.event_id == event_id)
            rows = session.scalars(events).all()
            placed = session.scalars(tables).all()
        for row in rows:
            known = self._events.get(row.id)
            if known is None:
                known = self._events[row.id] = PairEvent(
                    row.id, row.name, dict(row.spec), row.edition, row.seed, "", 0, []
                )
            known.read(row)
        for table in placed:
            event = self._events[table.event_id]
            event.tables[(table.round, table.table)] = table.table_id
            self._tables[table.table_id] = (event, table.round, table.table)

    def refresh(self, event: PairEvent) -> PairEvent:
        """The event as the database has it now (module doc: several processes)."""
        self._read(event.id)
        return event

    def _amend(self, event_id: int, change: Callable[[PairEvent], list[Row]]) -> PairEvent:
        """The event with its director's adjustments and penalties replaced by
        ``change(event)`` (which raises :class:`Denied` for a ruling it refuses), saved."""

        def amended(event: PairEvent) -> PairEvent:
            event.adjustments = change(event)
            return event

        return self._change(event_id, amended)

    def _change(self, event_id: int, change: Callable[[PairEvent], T]) -> T:
        """``change(event)`` made to the event as the database has it now, and saved;
        what it returns. The write is made over the version read only: if another
        process (or request) wrote the event in between (two players taking its last
        place at the same moment), the change is made again from the event as it is then,
        and may be refused (:class:`Denied`) where the first attempt was not.

        :raises Denied: ``change`` refuses it, or the event kept changing under it.
        """
        for _attempt in range(_ATTEMPTS):
            event = self.refresh(self.event(event_id))
            made = change(event)
            try:
                self._save(event)
            except _Stale:
                continue
            return made
        raise Denied(
            "busy", _("%(event)s is changing fast: try again", event=self.event(event_id).name)
        )

    def _save(self, event: PairEvent) -> None:
        """Write the event's row over the version it was read at.

        :raises _Stale: another process has written it since.
        """
        with self.store.session() as session, session.begin():
            self._write(session, event)
        event.version += 1

    @staticmethod
    def _write(session: Session, event: PairEvent) -> None:
        written = session.execute(
            update(PairEventRow)
            .where(PairEventRow.id == event.id, PairEventRow.version == event.version)
            .values(**event.values())
        )
        if getattr(written, "rowcount", 0) != 1:
            if session.get(PairEventRow, event.id) is None:
                raise Denied("event", f"there is no event {event.id}")
            raise _Stale(event.id)

    # ------------------------------------------------------------- asking
    def events(self) -> list[PairEvent]:
        """Every event, newest first."""
        return sorted(self._events.values(), key=lambda e: -e.id)

    def event(self, event_id: int) -> PairEvent:
        """An event (one another process created is read from the database).

        :raises Denied: there is none by that number.
        """
        found = self._events.get(event_id)
        if found is None:
            self._read(event_id)
            found = self._events.get(event_id)
        if found is None:
            raise Denied("event", _("there is no pairs event %(event)s", event=event_id))
        return found

    def of_table(self, table_id: int) -> tuple[PairEvent, int, int] | None:
        """The event, round and table a server table plays, if any (one another
        process opened is looked up in the database)."""
        found = self._tables.get(table_id)
        if found is None and table_id not in self._plain:
            with self.store.session() as session:
                row = session.scalars(
                    select(PairTableRow.event_id).where(PairTableRow.table_id == table_id)
                ).first()
            if row is None:  # an event's table is made with its row: never one later
                self._plain.add(table_id)
            else:
                self._read(row)
                found = self._tables.get(table_id)
        return found

    def tables(self) -> set[int]:
        """Every server table of an event, from the database (the lobby leaves them out)."""
        with self.store.session() as session:
            return set(session.scalars(select(PairTableRow.table_id)))

    # ------------------------------------------------------------- the director
    def create(self, name: str, spec: Row, edition: str = "2017") -> PairEvent:
        """A new event, open for entries.

        :raises Denied: an edition the server does not know.
        """
        if edition not in EDITIONS:
            raise Denied(
                "spec",
                _(
                    "the edition is one of %(editions)s, not %(edition)s",
                    editions=", ".join(EDITIONS),
                    edition=repr(edition),
                ),
            )
        seed = secrets.token_hex(16)
        with self.store.session() as session, session.begin():
            row = PairEventRow(
                name=name, spec=dict(spec), edition=edition, seed=seed, status="entry", round=0
            )
            row.pairs = []
            session.add(row)
            session.flush()
            event_id = row.id
        event = PairEvent(event_id, name, dict(spec), edition, seed, "entry", 0, [])
        self._events[event_id] = event
        return event

    def start(self, event_id: int) -> PairEvent:
        """Start the event: every open place and every pair missing is the server's
        robots; round 1's tables are opened.

        :raises Denied: it has started already, or robots are needed and none play here.
        """
        for _attempt in range(_ATTEMPTS):
            event = self.refresh(self.event(event_id))
            try:
                self._start(event)
            except _Stale:  # an entry came in the meantime: start with it
                continue
            return event
        raise Denied(
            "busy", _("%(event)s is changing fast: try again", event=self.event(event_id).name)
        )

    def _start(self, event: PairEvent) -> None:
        if event.status != "entry":
            raise Denied("pairs", _("%(event)s has started already", event=event.name))
        labels = event.movement.contestants
        open_places = sum(m is None for i in range(len(event.pairs)) for m in event.members(i))
        missing = len(labels) - len(event.pairs)
        if (open_places or missing) and self.hub.robots is None:
            raise Denied("robots", _("no robots play at this server: every place needs a player"))
        pairs: list[Row] = []
        for index in range(len(event.pairs)):
            members = [ROBOT if m is None else m for m in event.members(index)]
            pairs.append({"members": [m.to_json() for m in members]})
        pairs += [{"members": [ROBOT.to_json(), ROBOT.to_json()]} for _pair in range(missing)]
        for pair, label in zip(pairs, labels, strict=True):
            pair["label"] = label
        event.pairs, event.status = pairs, "running"
        self._open_round(event, 1)

    async def end_round(self, event_id: int) -> PairEvent:
        """The director ends the round in play (Law 8B1): the next one starts (after the
        last, the event is over); a table still playing finishes the board in play, and a
        board it does not play has no result (the results' notes list it).

        :raises Denied: the event is not running.
        """
        event = self.event(event_id)
        async with event.lock:
            if self.refresh(event).status != "running":
                raise Denied("pairs", _("%(event)s is not in play", event=event.name))
            self._advance(event)
        return event

    def adjust(self, event_id: int, adjustment: PairAdjustment) -> PairEvent:
        """The director's adjusted score of a board at a table (Law 12C), in place of any
        earlier one there (:func:`~bridgelaw.server.pairs_rulings.with_adjustment`).

        :raises Denied: not a board of a table played so far, or no such rule.
        """
        return self._amend(event_id, lambda event: with_adjustment(event, adjustment))

    def withdraw(self, event_id: int, key: tuple[int, int, int]) -> PairEvent:
        """Withdraw the adjusted score of (round, table, board): the table's result stands.

        :raises Denied: there is none.
        """
        return self._amend(event_id, lambda event: without_adjustment(event, key))

    def penalise(self, event_id: int, penalty: PairPenalty) -> PairEvent:
        """The director's procedural penalty on a pair (Law 90).

        :raises Denied: the event has not started, no such pair or board.
        """
        return self._amend(event_id, lambda event: with_penalty(event, penalty))

    def withdraw_penalty(self, event_id: int, number: int) -> PairEvent:
        """Withdraw the event's ``number``-th penalty (from 1).

        :raises Denied: there is none.
        """
        return self._amend(event_id, lambda event: without_penalty(event, number))

    def arrow_switch(self, event_id: int, rnd: int) -> PairEvent:
        """Arrow-switch round ``rnd`` of the event's Mitchell (or switch it back), before
        it starts (Law 8A1; :func:`~bridgelaw.server.pairs_rulings.arrow_switched`).

        :raises Denied: not a Mitchell, or the round has started.
        """

        def switch(event: PairEvent) -> PairEvent:
            switched = arrow_switched(event, rnd)
            spec = {k: v for k, v in event.spec.items() if k != "arrow_switch"}
            event.respec({**spec, "arrow_switch": switched} if switched else spec)
            return event

        return self._change(event_id, switch)

    def substitute(self, event_id: int, change: Substitution) -> PairEvent:
        """The director's substitute for a player of a pair (Law 4;
        :mod:`bridgelaw.server.pairs_substitutes`): the pair keeps its number and scores.

        :raises Denied: nobody of that name, no such pair, the pair is playing, ...
        """
        with self.store.session() as session:
            person = find_person(session, change.person)

        def made(event: PairEvent) -> PairEvent:
            substitute(event, change, person, self._playing(event, change.pair))
            return event

        return self._change(event_id, made)

    def _playing(self, event: PairEvent, label: str) -> str | None:
        """Where pair ``label`` is still playing the round in play (``None``: nowhere)."""
        if event.status != "running":
            return None
        for seating in event.movement.round(event.round).seatings_of(label):
            if seating.plays and not self.finished(event, event.round, seating.table):
                return _("round %(round)s, table %(table)s", round=event.round, table=seating.table)
        return None

    # ------------------------------------------------------------- pairs
    def enter(self, event_id: int, user: int, name: str, partner: str) -> int:
        """The user enters, with a robot partner (``partner="robot"``) or an open place
        for a partner to join (``"open"``); the pair's index.

        A late pair (the event running) takes the half table's missing place of a
        Mitchell, or a new table's, from the next round on, with a robot partner
        (:func:`~bridgelaw.server.pairs_rulings.late_place`).

        :raises Denied: entries are closed, the event is full, the user is in it already.
        """
        if partner not in ("robot", "open"):
            raise Denied("pairs", _("the partner is 'robot' or 'open'"))

        def entered(event: PairEvent) -> int:
            if event.status == "running" and event.pair_of(user) is None:
                return _enter_late(event, user, name, partner)
            self._check_open(event, user)
            if len(event.pairs) >= len(event.movement.contestants):
                raise Denied("pairs", _("%(event)s is full", event=event.name))
            second = ROBOT.to_json() if partner == "robot" else None
            event.pairs.append({"members": [Member(name, user).to_json(), second]})
            return len(event.pairs) - 1

        return self._change(event_id, entered)

    def join(self, event_id: int, user: int, name: str, pair: int) -> int:
        """The user takes the open place of pair number ``pair`` (from 1).

        :raises Denied: entries are closed, no such pair, its places are taken.
        """
        index = pair - 1

        def joined(event: PairEvent) -> int:
            self._check_open(event, user)
            if not 0 <= index < len(event.pairs) or event.members(index)[1] is not None:
                raise Denied("pairs", _("pair %(pair)s has no open place", pair=pair))
            event.pairs[index]["members"][1] = Member(name, user).to_json()
            return index

        return self._change(event_id, joined)

    @staticmethod
    def _check_open(event: PairEvent, user: int) -> None:
        if event.status != "entry":
            raise Denied("pairs", _("%(event)s has started: entries are closed", event=event.name))
        if event.pair_of(user) is not None:
            raise Denied("pairs", _("you are entered in %(event)s already", event=event.name))

    # ------------------------------------------------------------- rounds
    def _open_round(self, event: PairEvent, rnd: int) -> None:
        """Open the round's tables (one transaction with the event's row), then keep
        their seats for the players. If another process opened them first, this one
        takes its tables from the database."""
        opened: dict[tuple[int, int], int] = {}
        try:
            with self.store.session() as session, session.begin():
                for seating in event.movement.round(rnd).tables:
                    if not seating.plays:
                        continue
                    first = event.boards(rnd, seating.table)[0]
                    table = self.store.add_table(
                        session,
                        f"{event.name} · round {rnd} · table {seating.table}",
                        seed=event.seed,
                        edition=event.edition,
                        kibitz="off",  # a watcher could see boards he has yet to play
                        board=first,
                        undo="laws",  # played for results: no undo by consent
                    )
                    placed = PairTableRow(
                        event_id=event.id, round=rnd, table=seating.table, table_id=table.id
                    )
                    session.add(placed)
                    session.flush()
                    opened[(rnd, seating.table)] = table.id
                event.round = rnd
                self._write(session, event)  # over the version read (else _Stale)
        except IntegrityError:
            self.refresh(event)
            return
        except _Stale:
            self.refresh(event)
            raise
        event.version += 1
        for key, table_id in opened.items():
            event.tables[key] = table_id
            self._tables[table_id] = (event, *key)
        self._keep_seats(event)

    def _keep_seats(self, event: PairEvent) -> None:
        """Keep every seat of the round in play for its player (a robot takes his at
        once), unless it is held already."""
        robots = self.hub.robots
        for seating in event.movement.round(event.round).tables:
            table_id = event.tables.get((event.round, seating.table))
            if table_id is None:
                continue
            held = self.store.table(table_id)[0].players
            for seat, member in event.players(event.round, seating.table).items():
                if str(seat) in held:
                    continue
                if member.robot and robots is not None:
                    robots.seat(self.store, table_id, seat)
                elif not member.robot:
                    self.store.sit(table_id, seat, member.name, ttl=self.ttl, user_id=member.user)

    def _advance(self, event: PairEvent) -> None:
        """The next round (after the last, the end); if another process wrote the event
        in between (a ruling, a round it opened), as the database has it now: the next
        pass looks again."""
        try:
            if event.round >= event.rounds:
                event.status = "ended"
                self._save(event)
                return
            self._open_round(event, event.round + 1)
        except _Stale:
            self.refresh(event)

    def last_board(self, table_id: int) -> int | None:
        """The last board of the set the server table plays (``None``: not an event's)."""
        found = self._tables.get(table_id)
        if found is None:
            return None
        event, rnd, table = found
        return event.boards(rnd, table)[-1]

    def check_action(self, table_id: int, kind: str) -> None:
        """Refuse a next board beyond the round's set, and at a table whose round is over
        (the director ended it while the table still played) any next board: the table
        finishes the board it plays and its players progress (Law 8B1).
        :meth:`Game.act` asks before every seat's action.

        :raises Denied: so.
        """
        if kind != "next":
            return
        found = self.of_table(table_id)
        if found is None:
            return
        event, rnd, table = found
        self.refresh(event)  # another process may have moved the round on
        law = str(find_edition(event.edition).ref("8B1"))
        if event.status != "running" or event.round != rnd:
            raise Denied(
                "round",
                _(
                    "round %(round)s of %(event)s is over: play no other board here; the "
                    "event page (%(page)s) says where you play now",
                    round=rnd,
                    event=event.name,
                    page="/pairs/" + str(event.id),
                ),
                law=law,
            )
        boards = event.boards(rnd, table)
        if self.game.live(table_id).board >= boards[-1]:
            raise Denied(
                "round",
                _(
                    "this table has played its %(boards)s of round %(round)s: the next round "
                    "starts when every table has finished or the director ends the round (the "
                    "event page says where you play next)",
                    boards=boards_said(boards),
                    round=rnd,
                ),
                law=law,
            )

    def finished(self, event: PairEvent, rnd: int, table: int) -> bool:
        """Whether a table has played its last board of the round (and no director call
        waits there)."""
        table_id = event.tables.get((rnd, table))
        if table_id is None:
            return True
        live = self.game.live(table_id)
        last = event.boards(rnd, table)[-1]
        ended = live.board >= last and live.table.phase == Phase.ENDED
        return ended and not live.online.calls

    def round_done(self, event: PairEvent) -> bool:
        """Whether every table of the round in play has finished."""
        return all(
            self.finished(event, event.round, s.table)
            for s in event.movement.round(event.round).tables
            if s.plays
        )

    async def step(self, event_id: int) -> None:
        """One pass over a running event: the robots play where it is their turn (at a
        table of robots only they also go on to the next board of the set); when every
        table has finished, the next round starts (or the event ends)."""
        event = self.event(event_id)
        async with event.lock:
            if self.refresh(event).status != "running":
                return
            for (rnd, _), table_id in list(event.tables.items()):
                if rnd == event.round:
                    await self._drive(table_id, go_on=True)
                elif self.game.live(table_id).table.phase != Phase.ENDED:
                    await self._drive(table_id, go_on=False)  # a late table (Law 8B1)
            if self.round_done(event):
                self._advance(event)

    async def _drive(self, table_id: int, *, go_on: bool) -> None:
        """Let the robots act at the table; at a table of robots only, with ``go_on``,
        also go on to the next board of the set."""
        hub, game = self.hub, self.game
        last = self.last_board(table_id)
        for _board in range(64):  # boards of a set, at most
            await hub.robots_move(game, table_id)
            live = game.live(table_id)
            if not (go_on and _robots_only(live) and live.table.phase == Phase.ENDED):
                return
            if last is None or live.board >= last or live.online.calls:
                return
            game.act(table_id, Seat.NORTH, {"t": "next"})
            await self.store.durable(table_id)
            await hub.publish(game, table_id)

    async def run(self) -> None:
        """Step every running event every :attr:`interval` seconds, until cancelled."""
        while True:
            await asyncio.sleep(self.interval)
            for event in list(self._events.values()):
                if event.status != "running":
                    continue
                try:
                    await self.step(event.id)
                except Exception:  # logged; the next pass tries again
                    _LOG.exception("pairs event %s", event.id)

    # ------------------------------------------------------------- players
    def take_seat(
        self, event_id: int, user: int, name: str, session: str | None
    ) -> tuple[Place, str]:
        """Give the user his seat of the round in play: the place and the seat's token,
        which works with ``session`` only.

        :raises Denied: he does not play in this round (not entered, sitting out, not
            started, over).
        """
        event = self.refresh(self.event(event_id))
        place = event.place(event.round, user) if event.status == "running" else None
        if place is None:
            raise Denied("pairs", _("you have no seat in %(event)s now", event=event.name))
        token = self.store.sit(
            place.table_id, place.seat, name, ttl=self.ttl, session=session, user_id=user
        )
        self.game.seated(place.table_id, place.seat, name)
        return place, token

    def places(self, user: User | None) -> dict[int, Place | None]:
        """Where ``user`` plays now in each running event he is in, by event (``None``: he
        sits out this round): the lobby says it (:meth:`Place.describe`)."""
        if user is None:
            return {}
        found: dict[int, Place | None] = {}
        for event in self._events.values():
            if event.status == "running" and event.pair_of(user.id) is not None:
                found[event.id] = event.place(event.round, user.id)
        return found

    def check_sit(self, table_id: int, seat: Seat, user: int) -> None:
        """Refuse a seat of an event's table to anyone but the player it is kept for.

        :raises Denied: so.
        """
        found = self.of_table(table_id)
        if found is None:
            return
        event, rnd, table = found
        member = event.players(rnd, table).get(seat)
        if member is None or member.user != user:
            raise Denied("seat", _("this seat is kept for a pair of %(event)s", event=event.name))

    def played(self, event: PairEvent, index: int) -> dict[int, tuple[int, int]]:
        """The boards pair ``index`` has played to their end: board -> (round, server
        table)."""
        label = event.label(index)
        done: dict[int, tuple[int, int]] = {}
        if not label:
            return done
        for rnd in range(1, event.round + 1):
            for seating in event.movement.round(rnd).seatings_of(label):
                table_id = event.tables.get((rnd, seating.table))
                if table_id is None:
                    continue
                for board in event.boards(rnd, seating.table):
                    if self.game.result(table_id, board) is not None:
                        done[board] = (rnd, table_id)
        return done

    def may_see(self, event: PairEvent, board: int, user: int | None, director: bool) -> bool:
        """Whether the user may see a board's deal and traveller: the director always,
        anyone once the event is over, a player once his pair has played it (a pair never
        sees a board it has yet to play), nobody else."""
        if director or event.status == "ended":
            return True
        index = None if user is None else event.pair_of(user)
        return index is not None and board in self.played(event, index)

    def table_traveller(self, table_id: int, board: int) -> list[Row] | None:
        """What an event's table is shown of a board's traveller: once it has played the
        board, every result of it so far (``None``: not an event's table)."""
        found = self._tables.get(table_id)
        if found is None:
            return None
        if self.game.result(table_id, board) is None:
            return []
        rows = self.traveller(found[0], board)
        return [{**row, "table": f"{row['ns']} v {row['ew']}"} for row in rows]

    def board_tables(self, table_id: int, board: int) -> list[int] | None:
        """The event's tables, of any round, whose set holds ``board`` (``None``: not an
        event's table): the tables a board's end may concern, not every table dealt from
        the event's seed (:meth:`Game.traveller_shown`)."""
        found = self.of_table(table_id)
        if found is None:
            return None
        event = found[0]
        return [
            other
            for (rnd, table), other in sorted(event.tables.items())
            if board in event.boards(rnd, table)
        ]

    def traveller(self, event: PairEvent, board: int) -> list[Row]:
        """Every result of ``board`` so far, in round and table order; an adjusted score
        (Law 12C) also at a table that did not play the board: ``adjusted`` (its kind,
        score and Laws, :meth:`PairAdjustment.described`), the same in parts (``kind``,
        ``score``, ``law``, ``basis``) and ``reason``."""
        rows: list[Row] = []
        adjusted = adjustments(event)
        names = event.names()
        for (rnd, table), table_id in sorted(event.tables.items()):
            if board not in event.boards(rnd, table):
                continue
            result = self.game.result(table_id, board)
            adjustment = adjusted.get((rnd, table, board))
            if result is None and adjustment is None:
                continue
            seating = event.seating(rnd, table)
            row: Row = {
                **(result or _NOT_PLAYED),
                "round": rnd,
                "table": table,
                "ns": seating.ns,
                "ew": seating.ew,
                "ns_names": names.get(seating.ns or "", ""),
                "ew_names": names.get(seating.ew or "", ""),
            }
            if adjustment is not None:
                row["adjusted"] = adjustment.described(event.edition)
                row["kind"] = adjustment.kind_text
                row["score"] = adjustment.text().removesuffix(" (split)")
                row["law"] = str(adjustment.law(event.edition))
                row["basis"] = adjustment.basis
                row["reason"] = adjustment.reason
            rows.append(row)
        return rows


_NOT_PLAYED: Final[Row] = {"contract": None, "declarer": None, "tricks": None, "score_ns": None}
"""A table that did not play a board it has an adjusted score for."""

_ATTEMPTS: Final = 8
"""How often a change is made again when other writes of the event come in between."""


class _Stale(Exception):
    """Another process wrote the event's row since it was read."""


def _enter_late(event: PairEvent, user: int, name: str, partner: str) -> int:
    """A late pair enters a running event (:meth:`PairEvents.enter`); its index."""
    if partner != "robot":
        raise Denied("pairs", _("a late pair plays with a robot partner (no one can join it)"))
    label, spec = late_place(event)
    members = [Member(name, user).to_json(), ROBOT.to_json()]
    event.pairs.append({"members": members, "label": label, "from_round": event.round + 1})
    event.respec(spec)
    return len(event.pairs) - 1


def _robots_only(live: Live) -> bool:
    players = live.players
    return len(players) == 4 and all(is_robot(p) for p in players.values())
