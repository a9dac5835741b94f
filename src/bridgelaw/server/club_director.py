"""The club night's director: setting up a night, running it, and its results.

Every route depends on :func:`bridgelaw.server.auth.require_director` (the results pages
and files too are the director's until published by them):

* ``GET /club``: the nights, and the form that sets up a new one;
* ``POST /api/club/nights`` (JSON): a new night: ``name``, ``family`` (``mitchell`` or
  ``howell``), ``tables``, ``boards_per_round``, ``conditions``, ``travellers``,
  ``names`` (typed, or the text of the club's members CSV), ``deals`` (``"deal"`` with a
  ``seed``, or ``"pbn"`` with the ``pbn`` file's text);
* ``GET /club/nights/{id}/director`` and ``GET /api/club/nights/{id}/director``: the
  console: the tables' codes, every result with its version, the log;
* ``POST /api/club/nights/{id}/director`` (JSON action): ``enter`` (a correction, with
  ``why``), ``adjust``, ``penalty``, ``foul`` (a fouled board, Law 87: ``board``,
  ``groups`` of the tables that played each changed form, ``why``), ``end_round``,
  ``publish``, ``answer`` (a table's call); made as the director, logged under their
  name;
* ``GET /club/nights/{id}/results`` (``.pbn``, ``.json``, ``/cards``): the results page
  of the event model, its PBN with ScoreTables, the entries file of ``bridgelaw event
  run``, and the printed table and guide cards.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response
from starlette.concurrency import run_in_threadpool

from bridgelaw.errors import BridgeError
from bridgelaw.render.records import HandRecord
from bridgelaw.scoring.conditions import NAMED
from bridgelaw.server.auth import User, page_context, require_director
from bridgelaw.server.club import LiveNight, NoSuchNight
from bridgelaw.server.club_phone import rooms
from bridgelaw.server.pages import templates
from bridgelaw.server.security import require_json
from bridgelaw.tournament.cards import TableJoin
from bridgelaw.tournament.club import ClubError, ClubSetup, StaleResult
from bridgelaw.tournament.club_setup import deal_boards, read_deals, read_names
from bridgelaw.tournament.specs import movement_from_spec

__all__ = ["router"]

router = APIRouter()

Director = Annotated[User, Depends(require_director)]

SETUP_LIMIT = 2_000_000
"""A night's setup (with a members CSV and a PBN file) is at most this many bytes."""


def _live(request: Request, night_id: int) -> LiveNight:
    try:
        return rooms(request).live(night_id)
    except NoSuchNight as missing:
        raise HTTPException(404, str(missing)) from missing


@router.get("/club", response_class=HTMLResponse)
def club_page(request: Request, director: Director) -> Response:
    """The club nights and the form for a new one."""
    context = {
        **page_context(request),
        "nights": rooms(request).nights(),
        "conditions": sorted(NAMED),
    }
    return templates.TemplateResponse(request, "club_setup.html.j2", context)


def _setup(data: dict[str, Any]) -> ClubSetup:
    """The night's setup from the form's JSON (module doc).

    :raises BridgeError: the movement, the names or the deals cannot be.
    """
    family = str(data.get("family") or "mitchell").lower()
    spec: dict[str, Any] = {
        "family": family,
        "tables": int(data.get("tables") or 0),
        "boards_per_round": int(data.get("boards_per_round") or 2),
    }
    movement = movement_from_spec(spec)
    names = read_names(str(data.get("names") or ""), movement.contestants)
    if data.get("deals") == "pbn":
        deals = read_deals(str(data.get("pbn") or ""))
        missing = [b for b in movement.boards if b not in deals]
        if missing:
            raise ClubError(f"the PBN file has no deal for board {missing[0]}")
    else:
        deals = deal_boards(movement.boards, str(data.get("seed") or secrets.token_hex(8)))
    conditions = str(data.get("conditions") or "bridgelaw").lower()
    if conditions not in NAMED:
        raise ClubError(f"unknown conditions of contest {conditions!r}")
    name = str(data.get("name") or "").strip()[:80] or "Club night"
    return ClubSetup(name, spec, names, conditions, bool(data.get("travellers", True)), deals)


@router.post("/api/club/nights", dependencies=[Depends(require_json)])
async def create_night(request: Request, director: Director) -> JSONResponse:
    """Set up a new night; the answer carries its number and its tables' codes."""
    body = await request.body()
    if len(body) > SETUP_LIMIT:
        return JSONResponse({"detail": f"too large: at most {SETUP_LIMIT} bytes"}, 413)
    try:
        data = json.loads(body)
        if not isinstance(data, dict):
            raise ValueError("send a JSON object")
        setup = _setup(data)
        night_id = await run_in_threadpool(rooms(request).create, setup)
    except (BridgeError, ValueError) as error:
        return JSONResponse({"detail": str(error)}, status_code=400)
    live = await run_in_threadpool(rooms(request).live, night_id)
    return JSONResponse({"night": night_id, "codes": live.codes})


def director_state(live: LiveNight) -> dict[str, Any]:
    """Everything the director's console shows."""
    night = live.night
    with live.lock:
        results = [r.to_json() for _, r in sorted(night.results.items())]
        log = [
            {
                "at": line.at,
                "who": line.who,
                "what": line.what,
                "why": line.why,
                "before": line.before,
                "after": line.after,
            }
            for line in night.log
        ]
        penalties = [
            {
                "pair": p.contestant,
                "amount": p.amount,
                "unit": p.unit.value,
                "reason": p.reason,
                "board": p.board,
            }
            for p in night.penalties
        ]
        state = {
            "night": live.id,
            "name": night.setup.name,
            "movement": night.movement.name,
            "codes": {str(t): c for t, c in sorted(live.codes.items())},
            "tables": {str(t): night.table_round(t) for t in sorted(live.codes)},
            "rounds_ended": night.rounds_ended,
            "rounds": len(night.movement.rounds),
            "published": None if night.published is None else night.published.isoformat(),
            "results": results,
            "expected": night.expected(),
            "log": log,
            "penalties": penalties,
            "calls": [
                {
                    "call": c.number,
                    "at": c.at,
                    "round": c.round,
                    "table": c.table,
                    "board": c.board,
                    "by": c.by,
                    "answered_by": c.answered_by,
                }
                for c in night.calls
            ],
            "fouled": {
                str(b): {str(t): form for t, form in sorted(forms.items())}
                for b, forms in sorted(night.fouled.items())
            },
            "pairs": list(night.movement.contestants),
            "names": dict(night.setup.names),
            "changes": night.changes,
        }
    return state


@router.get("/club/nights/{night_id}/director", response_class=HTMLResponse)
def director_page(request: Request, night_id: int, director: Director) -> Response:
    """The director's console of the night."""
    live = _live(request, night_id)
    context = {**page_context(request), "night_id": night_id, "night": live.night.setup.name}
    return templates.TemplateResponse(request, "club_director.html.j2", context)


@router.get("/api/club/nights/{night_id}/director")
def director_api(request: Request, night_id: int, director: Director) -> Response:
    """The console's state."""
    return JSONResponse(director_state(_live(request, night_id)))


@router.post("/api/club/nights/{night_id}/director", dependencies=[Depends(require_json)])
async def director_action(request: Request, night_id: int, director: Director) -> JSONResponse:
    """A director's action on the night (module doc)."""
    try:
        data = await request.json()
    except ValueError:
        return JSONResponse({"detail": "the body is not JSON"}, status_code=400)
    if not isinstance(data, dict):
        return JSONResponse({"detail": "send a JSON object"}, status_code=400)
    if data.get("do") not in (
        "enter",
        "adjust",
        "penalty",
        "end_round",
        "publish",
        "answer",
        "foul",
    ):
        return JSONResponse({"detail": f"unknown action {data.get('do')!r}"}, status_code=400)
    live = _live(request, night_id)
    action = {**data, "director": True, "by": director.name}
    action.pop("client", None)
    try:
        result = await run_in_threadpool(rooms(request).act, live, action)
    except StaleResult as stale:
        return JSONResponse({"detail": str(stale), "current": stale.current.to_json()}, 409)
    except (BridgeError, ValueError) as error:
        return JSONResponse({"detail": str(error)}, status_code=400)
    return JSONResponse({"result": None if result is None else result.to_json()})


def _records(request: Request, live: LiveNight) -> tuple[list[HandRecord], int]:
    """The night's hand records with DD and par as far as solved, and how many boards
    are still to be solved."""
    return rooms(request).records(live).records()


@router.get("/club/nights/{night_id}/results", response_class=HTMLResponse)
def results_page(request: Request, night_id: int, director: Director) -> Response:
    """The night's results page (the event model's), with its files to download."""
    from bridgelaw.results.html import page_html
    from bridgelaw.server.i18n import request_language, translations

    live = _live(request, night_id)
    _, scored = live.scored()
    downloads = [
        ("PBN", f"/club/nights/{night_id}/results.pbn"),
        ("CSV", f"/club/nights/{night_id}/results.csv"),
        ("JSON", f"/club/nights/{night_id}/results.json"),
    ]
    records, waiting = _records(request, live)
    conditions = []
    if waiting:
        conditions.append(
            f"double-dummy analysis and par: {waiting} of {len(records)} boards still being"
            " solved; reload the page in a minute"
        )
    page = scored.page(records=records, conditions=conditions, downloads=downloads)
    lang = request_language(request)
    return HTMLResponse(page_html(page, translations(lang).gettext, lang))


@router.get("/club/nights/{night_id}/results.pbn")
def results_pbn(request: Request, night_id: int, director: Director) -> Response:
    """The night as PBN in export format, a ScoreTable per board."""
    live = _live(request, night_id)
    text = live.scored()[1].pbn(records=_records(request, live)[0])
    headers = {"content-disposition": f'attachment; filename="club-night-{night_id}.pbn"'}
    return Response(text.encode("utf-8"), media_type="application/x-pbn", headers=headers)


@router.get("/club/nights/{night_id}/results.csv")
def results_csv(request: Request, night_id: int, director: Director) -> Response:
    """Every table of every board with its matchpoints, as ``score --csv`` writes them."""
    text = _live(request, night_id).scored()[1].csv()
    headers = {"content-disposition": f'attachment; filename="club-night-{night_id}.csv"'}
    return Response(text.encode("utf-8"), media_type="text/csv", headers=headers)


@router.get("/club/nights/{night_id}/results.json")
def results_json(request: Request, night_id: int, director: Director) -> dict[str, Any]:
    """The night as the entries file of ``bridgelaw event run``."""
    return _live(request, night_id).night.entries_file()


@router.get("/club/nights/{night_id}/cards", response_class=HTMLResponse)
def cards_page(request: Request, night_id: int, director: Director) -> Response:
    """The table cards and guide cards to print."""
    from bridgelaw.tournament.cards import movement_cards_html

    live = _live(request, night_id)
    night = live.night
    html = movement_cards_html(
        night.movement,
        title=night.setup.name,
        names=night.setup.names,
        joins=table_joins(_address_for_phones(request), live.codes),
    )
    return HTMLResponse(html)


def _address_for_phones(request: Request) -> str:
    """The server's address as the phones at the tables reach it: the one the director
    used, unless that is this laptop's own (``localhost``), which a phone cannot reach:
    then the laptop's address on the club's network."""
    url = request.base_url
    if url.hostname not in ("localhost", "127.0.0.1", "::1"):
        return str(url).rstrip("/")
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: it only picks a route
            here = probe.getsockname()[0]
        except OSError:
            return str(url).rstrip("/")
    return str(url.replace(hostname=here)).rstrip("/")


def table_joins(base: str, codes: Mapping[int, str]) -> dict[int, TableJoin]:
    """Each table's phone page (``base`` is the server's address) with its QR code, for
    the table cards."""
    import segno

    joins = {}
    for table, code in sorted(codes.items()):
        url = f"{base}/club/t/{code}"
        svg = segno.make(url, error="m").svg_inline(scale=4, border=2, omitsize=True)
        joins[table] = TableJoin(code, url, svg)
    return joins
