"""The pages and API of the pairs events (:mod:`bridgelaw.server.pairs`).

* ``GET /pairs/{id}``: the event: its pairs, the round in play and its tables, where the
  player logged in plays now (a button takes his seat), the boards he has played with
  their travellers, and the results once it is over; the director's controls;
* ``POST /pairs`` (the director's form: ``name``, ``family``, ``tables``,
  ``boards_per_round``, ``rounds``, ``edition``): create an event;
* ``POST /pairs/{id}/enter`` (``partner``: ``robot`` or ``open``), ``/join`` (``pair``),
  ``/seat``: a player enters, joins a pair's open place, takes his seat of the round
  (the token goes into the table's cookie, the browser to the table);
* ``POST /pairs/{id}/start``, ``/end-round``: the director's;
* ``GET /pairs/{id}/boards/{n}``: a board's deal and traveller, for those who may see it
  (:meth:`~bridgelaw.server.pairs.PairEvents.may_see`);
* ``GET /pairs/{id}/results`` and ``/results.pbn``: the results page (ranking,
  travellers, score cards, hand records) and the PBN file, once the event is over (the
  director: at any time);
* the same as JSON: ``POST /api/pairs``, ``/api/pairs/{id}/entries`` (``{"partner":
  ...}`` or ``{"join": n}``), ``/api/pairs/{id}/start``, ``/api/pairs/{id}/end-round``,
  ``/api/pairs/{id}/seat`` (the seat's token for a websocket client), ``GET
  /api/pairs/{id}`` and ``/api/pairs/{id}/boards/{n}``.

Forms need the session's CSRF token and come from this site; the JSON API takes only
``application/json`` (:mod:`bridgelaw.server.security`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
)
from pydantic import BaseModel, Field

from bridgelaw.dealing import deal_for_board
from bridgelaw.errors import BridgeError
from bridgelaw.server.auth import (
    User,
    current_user,
    page_context,
    require_director,
    require_user,
)
from bridgelaw.server.i18n import request_language, translations
from bridgelaw.server.pages import refused_page, templates
from bridgelaw.server.pairs import EDITIONS, FAMILIES, PairEvent, PairEvents, check_spec
from bridgelaw.server.pairs_penalties import OFFENCES, PairPenalty, penalties
from bridgelaw.server.pairs_rulings import PairAdjustment, adjustments, late_place
from bridgelaw.server.pairs_score import score
from bridgelaw.server.pairs_substitutes import Substitution
from bridgelaw.server.pairs_words import _, movement_text, translated
from bridgelaw.server.refusals import status_of
from bridgelaw.server.security import Refused, read_form, require_json, session_id
from bridgelaw.server.store import Denied
from bridgelaw.server.ws import cookie_name

__all__ = ["router", "status"]

router = APIRouter()

Row = dict[str, Any]


def _events(request: Request) -> PairEvents:
    events: PairEvents = request.app.state.pairs
    return events


def _event(request: Request, event_id: int) -> PairEvent:
    """The event as the database has it now (another process may have moved it on)."""
    events = _events(request)
    return events.refresh(events.event(event_id))


Gettext = Callable[[str], str]


def _gettext(request: Request) -> Gettext:
    """The request's language's ``gettext``."""
    found: Gettext = translations(request_language(request)).gettext
    return found


# ----------------------------------------------------------------- what is shown
def status(events: PairEvents, event: PairEvent, user: User | None, gettext: Gettext = str) -> Row:
    """The event as its page and ``GET /api/pairs/{id}`` show it to ``user``: nothing of
    a board he may not see (no result, no deal); where he plays in the language of
    ``gettext``."""
    pairs = [
        {
            "number": i + 1,
            "label": event.label(i),
            "names": event.pair_name(i, gettext),
            "open": event.members(i)[1] is None,
            "members": [None if m is None else m.name for m in event.members(i)],
        }
        for i in range(len(event.pairs))
    ]
    tables: list[Row] = []
    names = event.names(gettext)
    if event.status == "running":
        for seating in event.movement.round(event.round).tables:
            table_id = event.tables.get((event.round, seating.table))
            if table_id is None:
                continue
            live = events.game.live(table_id)
            tables.append(
                {
                    "table": seating.table,
                    "table_id": table_id,
                    "ns": seating.ns,
                    "ew": seating.ew,
                    "ns_names": names.get(seating.ns or "", ""),
                    "ew_names": names.get(seating.ew or "", ""),
                    "boards": list(event.boards(event.round, seating.table)),
                    "board": live.board,
                    "finished": events.finished(event, event.round, seating.table),
                }
            )
    made: Row = {
        "id": event.id,
        "name": event.name,
        "status": event.status,
        "round": event.round,
        "rounds": event.rounds,
        "movement": movement_text(event.movement.name, gettext),
        "edition": event.edition,
        "capacity": len(event.movement.contestants),
        "pairs": pairs,
        "tables": tables,
        "me": _me(events, event, user, gettext),
        "results": f"/pairs/{event.id}/results" if event.status == "ended" else None,
        "adjustments": _adjustments(events, event, user),
        "penalties": [
            {
                "number": n,
                "pair": p.pair,
                "names": names.get(p.pair, ""),
                "text": p.text(),
                "law": str(p.penalty(event.edition).law),
                "board": p.board,
                "reason": p.reason,
            }
            for n, p in enumerate(penalties(event), 1)
        ],
        "offences": OFFENCES,
        "mitchell": event.spec.get("family") == "mitchell",
        **_late(event, gettext),
        "arrow_switch": [int(r) for r in event.spec.get("arrow_switch", [])],
    }
    if user is not None and user.director:
        made["boards_played"] = _boards_played(events, event, gettext)
        made["rounds_to_come"] = list(range(event.round + 1, event.rounds + 1))
        made["substitutions"] = [  # the record (Law 4): every one made, in order
            {"label": event.label(i), "made": event.substitutions(i, gettext)}
            for i in range(len(event.pairs))
            if event.pairs[i].get("substitutes")
        ]
    return made


def _late(event: PairEvent, gettext: Gettext) -> Row:
    """Whether a late pair may enter the running event (``late``: at the half table, or
    at a new table, :mod:`bridgelaw.server.pairs_late`), else why not (``late_closed``)."""
    if event.status != "running":
        return {"late": False, "late_table": None, "late_closed": None}
    try:
        late_place(event)
    except Denied as denied:
        return {"late": False, "late_table": None, "late_closed": _cited(denied, gettext)}
    table = "half" if "missing" in event.spec else "new"
    return {"late": True, "late_table": table, "late_closed": None}


def _adjustments(events: PairEvents, event: PairEvent, user: User | None) -> list[Row]:
    """The adjusted scores the user may see (those of the boards he may see)."""
    director = user is not None and user.director
    uid = None if user is None else user.id
    return [
        {
            "where": f"{a.round}-{a.table}-{a.board}",
            "round": a.round,
            "table": a.table,
            "board": a.board,
            "ns": event.seating(a.round, a.table).ns,
            "ew": event.seating(a.round, a.table).ew,
            "score": a.text(),
            "kind": a.kind_text,
            "law": str(a.law(event.edition)),
            "basis": a.basis,
            "shown": a.shown(event.edition),
            "reason": a.reason,
        }
        for a in sorted(adjustments(event).values(), key=lambda a: (a.board, a.key))
        if events.may_see(event, a.board, uid, director)
    ]


def _boards_played(events: PairEvents, event: PairEvent, gettext: Gettext) -> list[Row]:
    """For the director's adjusted score: every board of every table of the rounds played
    so far, with its result if any (``"round-table-board"``)."""
    out: list[Row] = []
    for (rnd, table), table_id in sorted(event.tables.items()):
        seating = event.seating(rnd, table)
        if seating.ns is None or seating.ew is None:
            continue
        for board in event.boards(rnd, table):
            result = events.game.result(table_id, board)
            if result is None:
                played = gettext("no result")
            elif result["contract"] is None:
                played = gettext("passed out")
            else:
                played = f"{result['contract']} {result['declarer']}, {result['score_ns']:+d}"
            where = {"board": board, "round": rnd, "table": table, "played": played}
            text = gettext("board %(board)s · round %(round)s, table %(table)s: %(played)s")
            pairs = f"{seating.ns} v {seating.ew}"
            out.append({"where": f"{rnd}-{table}-{board}", "text": f"{text % where} · {pairs}"})
    return out


def _me(events: PairEvents, event: PairEvent, user: User | None, gettext: Gettext) -> Row | None:
    index = None if user is None else event.pair_of(user.id)
    if user is None or index is None:
        return None
    place = event.place(event.round, user.id) if event.status == "running" else None
    where = None
    if place is not None:
        where = {
            "round": place.round,
            "table": place.table,
            "table_id": place.table_id,
            "seat": str(place.seat),
            "boards": list(place.boards),
            "text": place.describe(gettext),
            "url": f"/tables/{place.table_id}/{place.seat}",
        }
    played = sorted(events.played(event, index))
    return {"pair": index + 1, "label": event.label(index), "place": where, "played": played}


def _board(events: PairEvents, event: PairEvent, board: int, user: User | None) -> Row:
    """A board's deal and traveller, if the user may see them.

    :raises HTTPException: 404 not a board of the event, 403 he may not see it (yet).
    """
    if board not in event.movement.boards:
        raise HTTPException(
            404, _("board %(board)s is not in %(event)s", board=board, event=event.name)
        )
    director = user is not None and user.director
    if not events.may_see(event, board, None if user is None else user.id, director):
        raise HTTPException(
            403,
            _(
                "board %(board)s is shown to a pair once it has played it (and to everyone "
                "when the event is over)",
                board=board,
            ),
        )
    deal = deal_for_board(event.seed, board)
    hands = {str(seat): str(hand) for seat, hand in deal.items()}
    return {
        "board": board,
        "deal": deal.pbn(),
        "hands": hands,
        "traveller": events.traveller(event, board),
    }


# ----------------------------------------------------------------- pages
@router.get("/pairs/{event_id}", response_class=HTMLResponse)
async def event_page(request: Request, event_id: int) -> Response:
    """The event's page (module doc)."""
    events = _events(request)
    try:
        event = _event(request, event_id)
    except (HTTPException, Denied) as error:
        return _refused(request, error)
    user = current_user(request)
    context = {
        **page_context(request),
        "event": status(events, event, user, _gettext(request)),
        "families": FAMILIES,
    }
    return templates.TemplateResponse(request, "pairs.html.j2", context)


@router.get("/pairs/{event_id}/boards/{board}", response_class=HTMLResponse)
async def board_page(request: Request, event_id: int, board: int) -> Response:
    """A board's deal and traveller (for those who may see it; to others a page that
    says why, in their language)."""
    try:
        event = _event(request, event_id)
        shown = _board(_events(request), event, board, current_user(request))
    except (HTTPException, Denied) as error:
        return _refused(request, error)
    context = {**page_context(request), "event": event, "shown": shown}
    return templates.TemplateResponse(request, "pairs_board.html.j2", context)


def _score_for(request: Request, event: PairEvent) -> Any:
    user = current_user(request)
    if event.status != "ended" and (user is None or not user.director):
        raise HTTPException(
            403, _("the results of %(event)s are published when it is over", event=event.name)
        )
    events = _events(request)
    try:
        if event.status != "ended":
            return score(event, events.game, {})  # the director's look: not kept
        return score(event, events.game, events.scores)
    except BridgeError as error:  # no board played to its end: nothing to rank
        raise HTTPException(409, f"{event.name} has no result to score: {error}") from error


@router.get("/pairs/{event_id}/results", response_class=HTMLResponse)
async def results_page(request: Request, event_id: int) -> Response:
    """The results page (ranking, travellers, score cards, hand records); before they
    are published, a page that says so."""
    try:
        scored = _score_for(request, _event(request, event_id))
        return HTMLResponse(scored.html(_gettext(request), request_language(request)))
    except (HTTPException, Denied) as error:
        return _refused(request, error)


def _refused(request: Request, error: HTTPException | Denied) -> Response:
    """A page (not JSON) that says why, in the request's language (a refusal's status
    from :func:`~bridgelaw.server.refusals.status_of`)."""
    if isinstance(error, Denied):
        return _failed(request, status_of(error), _cited(error, _gettext(request)))
    return _failed(request, error.status_code, translated(error.detail, _gettext(request)))


@router.get("/pairs/{event_id}/results.pbn")
async def results_pbn(request: Request, event_id: int) -> Response:
    """The results as a PBN file."""
    event = _event(request, event_id)
    text = _score_for(request, event).pbn()
    headers = {"Content-Disposition": f'attachment; filename="pairs-{event_id}.pbn"'}
    return PlainTextResponse(text, headers=headers, media_type="application/x-pbn")


async def _form(request: Request) -> dict[str, str] | Response:
    try:
        return await read_form(request)
    except Refused as refused:
        return refused_page(request, refused.status, refused.message)


def _back(event_id: int) -> Response:
    return RedirectResponse(f"/pairs/{event_id}", status_code=303)


def _failed(request: Request, status_code: int, message: str) -> Response:
    return refused_page(request, status_code, message)


@router.post("/pairs")
async def create_form(request: Request) -> Response:
    """The director creates an event from the lobby's form."""
    form = await _form(request)
    if isinstance(form, Response):
        return form
    user = current_user(request)
    gettext = _gettext(request)
    if user is None or not user.director:
        return _failed(request, 403, gettext("only the director creates a pairs event"))
    try:
        rounds = int(form["rounds"]) if form.get("rounds", "").strip() else None
        spec = check_spec(
            form.get("family", ""),
            int(form.get("tables", "0")),
            int(form.get("boards_per_round", "0")),
            rounds,
            half_table=form.get("half_table") == "on",
        )
        name = form.get("name", "").strip()[:80] or "Pairs"
        event = _events(request).create(name, spec, form.get("edition", "2017"))
    except ValueError:
        return _failed(
            request, 422, gettext("tables, boards per round and rounds are whole numbers")
        )
    except Denied as denied:
        return _failed(request, status_of(denied), _cited(denied, gettext))
    return _back(event.id)


@router.post("/pairs/{event_id}/{action}")
async def action_form(request: Request, event_id: int, action: str) -> Response:
    """A player's or the director's button on the event's page."""
    form = await _form(request)
    if isinstance(form, Response):
        return form
    user = current_user(request)
    if user is None:
        return RedirectResponse("/login", status_code=303)
    events = _events(request)
    try:
        if action == "seat":
            place, token = events.take_seat(event_id, user.id, user.name, session_id(request))
            response = RedirectResponse(f"/tables/{place.table_id}/{place.seat}", status_code=303)
            response.set_cookie(
                cookie_name(place.table_id, place.seat),
                token,
                max_age=request.app.state.settings.token_ttl_seconds,
                httponly=True,
                samesite="strict",
            )
            return response
        await _act(events, event_id, action, user, form)
    except HTTPException as error:
        return _refused(request, error)
    except Denied as denied:
        return _failed(request, status_of(denied), _cited(denied, _gettext(request)))
    return _back(event_id)


def _cited(denied: Denied, gettext: Gettext | None = None) -> str:
    """The refusal's reason, with its Law when it is the Laws'; in the language of
    ``gettext`` (``None``: English, as the API answers)."""
    if gettext is None:
        return denied.message if denied.law is None else f"{denied.message} (Law {denied.law})"
    message = translated(denied.message, gettext)
    if denied.law is None:
        return message
    return gettext("%(message)s (Law %(law)s)") % {"message": message, "law": denied.law}


_RULINGS = ("adjust", "withdraw", "arrow-switch", "penalise", "withdraw-penalty", "substitute")
_DIRECTORS = ("start", "end-round", *_RULINGS)


async def _act(events: PairEvents, event_id: int, action: str, user: User, form: Row) -> None:
    """Enter, join, start, end the round, adjust a score, withdraw one, arrow-switch.

    :raises HTTPException: not such an action, or the director's and he is not.
    :raises Denied: the event refuses it.
    """
    if action in _DIRECTORS and not user.director:
        raise HTTPException(403, _("only the director starts an event, ends a round or rules"))
    if action in _RULINGS:
        _rule(events, event_id, action, user, form)
        return
    if action == "enter":
        events.enter(event_id, user.id, user.name, str(form.get("partner", "robot")))
    elif action == "join":
        try:
            pair = int(form.get("pair", "0"))
        except ValueError as error:
            raise HTTPException(422, _("name the pair by its number")) from error
        events.join(event_id, user.id, user.name, pair)
    elif action == "start":
        events.start(event_id)
    elif action == "end-round":
        await events.end_round(event_id)
    else:
        raise HTTPException(404, _("no action %(action)s on a pairs event", action=repr(action)))


def _rule(events: PairEvents, event_id: int, action: str, user: User, form: Row) -> None:
    """The director's rulings: an adjusted score (Law 12C), its withdrawal, an arrow
    switch (Law 8A1).

    :raises Denied: the event refuses it (its reason and Law).
    """
    if action == "adjust":
        events.adjust(event_id, PairAdjustment.read(form, user.name))
        return
    if action == "penalise":
        events.penalise(event_id, PairPenalty.read(form, user.name))
        return
    if action == "substitute":
        events.substitute(event_id, Substitution.read(form, user.name))
        return
    if action == "withdraw-penalty":
        try:
            events.withdraw_penalty(event_id, int(form.get("number", "0")))
        except (TypeError, ValueError):
            raise Denied("penalty", _("name the penalty by its number")) from None
        return
    if action == "withdraw":
        try:
            rnd, table, board = (int(p) for p in str(form.get("where", "")).split("-"))
        except ValueError:
            raise Denied("adjust", _("name the board: round-table-board, e.g. 2-1-3")) from None
        events.withdraw(event_id, (rnd, table, board))
        return
    try:
        rnd = int(form.get("round", "0"))
    except (TypeError, ValueError):
        raise Denied("arrow", _("name the round to arrow-switch by its number")) from None
    events.arrow_switch(event_id, rnd)


# ----------------------------------------------------------------- JSON
class EventRequest(BaseModel):
    """A new event: its name and movement."""

    name: str = Field(min_length=1, max_length=80)
    family: str = Field(max_length=16)
    tables: int
    boards_per_round: int = 2
    rounds: int | None = None
    edition: str = Field(default="2017", max_length=8)
    half_table: bool = False


class EntryRequest(BaseModel):
    """Enter (``partner``: ``robot`` or ``open``) or join pair ``join``'s open place."""

    partner: str = Field(default="robot", max_length=8)
    join: int | None = None


@router.post("/api/pairs", dependencies=[Depends(require_json)])
async def create_api(
    request: Request, body: EventRequest, user: Annotated[User, Depends(require_director)]
) -> JSONResponse:
    """Create an event (the director)."""
    spec = check_spec(body.family, body.tables, body.boards_per_round, body.rounds, body.half_table)
    if body.edition not in EDITIONS:
        raise Denied("spec", f"the edition is one of {', '.join(EDITIONS)}")
    event = _events(request).create(body.name, spec, body.edition)
    return JSONResponse({"event": event.id, "movement": event.movement.name})


@router.get("/api/pairs/{event_id}")
async def status_api(request: Request, event_id: int) -> JSONResponse:
    """The event as its page shows it to the user."""
    event = _event(request, event_id)
    shown = status(_events(request), event, current_user(request), _gettext(request))
    return JSONResponse(shown)


@router.get("/api/pairs/{event_id}/boards/{board}")
async def board_api(request: Request, event_id: int, board: int) -> JSONResponse:
    """A board's deal and traveller (for those who may see it)."""
    event = _event(request, event_id)
    return JSONResponse(_board(_events(request), event, board, current_user(request)))


@router.post("/api/pairs/{event_id}/entries", dependencies=[Depends(require_json)])
async def entries_api(
    request: Request,
    event_id: int,
    body: EntryRequest,
    user: Annotated[User, Depends(require_user)],
) -> JSONResponse:
    """Enter the event, or join a pair's open place."""
    events = _events(request)
    _event(request, event_id)
    if body.join is not None:
        index = events.join(event_id, user.id, user.name, body.join)
    else:
        index = events.enter(event_id, user.id, user.name, body.partner)
    return JSONResponse({"event": event_id, "pair": index + 1})


@router.post("/api/pairs/{event_id}/start", dependencies=[Depends(require_json)])
async def start_api(
    request: Request, event_id: int, user: Annotated[User, Depends(require_director)]
) -> JSONResponse:
    """Start the event (the director)."""
    _event(request, event_id)
    event = _events(request).start(event_id)
    return JSONResponse({"event": event.id, "round": event.round})


@router.post("/api/pairs/{event_id}/end-round", dependencies=[Depends(require_json)])
async def end_round_api(
    request: Request, event_id: int, user: Annotated[User, Depends(require_director)]
) -> JSONResponse:
    """End the round in play (the director)."""
    _event(request, event_id)
    event = await _events(request).end_round(event_id)
    return JSONResponse({"event": event.id, "round": event.round, "status": event.status})


@router.post("/api/pairs/{event_id}/seat", dependencies=[Depends(require_json)])
async def seat_api(
    request: Request, event_id: int, user: Annotated[User, Depends(require_user)]
) -> JSONResponse:
    """The user's seat of the round in play, with its token (for a websocket client)."""
    _event(request, event_id)
    place, token = _events(request).take_seat(event_id, user.id, user.name, session_id(request))
    return JSONResponse(
        {
            "round": place.round,
            "table": place.table,
            "table_id": place.table_id,
            "seat": str(place.seat),
            "boards": list(place.boards),
            "token": token,
        }
    )


class RulingRequest(BaseModel):
    """A director's ruling: an adjusted score (``where``, ``kind``, ``ns``, ``ew``,
    ``basis``, ``reason``, ``non_offenders``), its withdrawal (``where``), an arrow switch
    (``round``)."""

    where: str = Field(default="", max_length=20)
    kind: str = Field(default="", max_length=16)
    ns: str = Field(default="", max_length=8)
    ew: str = Field(default="", max_length=8)
    basis: str = Field(default="", max_length=12)
    reason: str = Field(default="", max_length=400)
    non_offenders: str = Field(default="", max_length=4)
    round: int = 0
    pair: str = Field(default="", max_length=8)
    law: str = Field(default="", max_length=8)
    amount: str = Field(default="", max_length=12)
    unit: str = Field(default="%", max_length=4)
    board: str = Field(default="", max_length=4)
    number: int = 0
    place: str = Field(default="", max_length=8)
    person: str = Field(default="", max_length=40)


@router.post("/api/pairs/{event_id}/{action}", dependencies=[Depends(require_json)])
async def ruling_api(
    request: Request,
    event_id: int,
    action: str,
    body: RulingRequest,
    user: Annotated[User, Depends(require_director)],
) -> JSONResponse:
    """``adjust``, ``withdraw``, ``arrow-switch``, ``penalise``, ``withdraw-penalty`` or
    ``substitute`` (the director): the event's adjustments, arrow-switched rounds,
    penalties, pairs and substitutions after it."""
    if action not in _RULINGS:
        raise HTTPException(404, f"no action {action!r} on a pairs event")
    events = _events(request)
    _event(request, event_id)
    _rule(events, event_id, action, user, body.model_dump())
    event = events.event(event_id)
    shown = status(events, event, user)
    return JSONResponse(
        {
            "event": event_id,
            "adjustments": shown["adjustments"],
            "arrow_switch": shown["arrow_switch"],
            "penalties": shown["penalties"],
            "pairs": shown["pairs"],
            "substitutions": shown["substitutions"],
        }
    )
