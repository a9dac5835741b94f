"""What the director may see: every seat's hand at a table.

* ``GET /director/tables/{id}``: the table as the director sees it (the four hands as
  they are now, the auction with every alert and explanation, the trick, the tricks won);
* ``GET /api/director/tables/{id}``: the same as JSON.

Both depend on :func:`bridgelaw.server.auth.require_director`: anyone else is refused
(401 when not logged in, 403 for a player or a guest). The view is the engine's
director's view (:func:`bridgelaw.table.views.view` with no seat).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse, Response

from bridgelaw.core.seats import Seat, Side
from bridgelaw.server.auth import User, page_context, require_director
from bridgelaw.server.pages import templates
from bridgelaw.table.views import view

__all__ = ["director_state", "router"]

router = APIRouter()

Director = Annotated[User, Depends(require_director)]


def director_state(request: Request, table_id: int) -> dict[str, Any]:
    """Everything at the table now, for the director.

    :raises HTTPException: 404, there is no such table.
    """
    live = request.app.state.game.live(table_id)
    table = live.table
    seen = view(table, None)
    return {
        "table": table_id,
        "name": live.name,
        "players": dict(live.players),
        "board": seen.board_number,
        "dealer": str(seen.dealer),
        "vulnerability": seen.vulnerability.pbn,
        "phase": table.phase.name.lower(),
        "turn": None if table.acting_player is None else str(table.acting_player),
        "hands": {str(seat): [str(card) for card in seen.hands[seat]] for seat in Seat},
        "auction": [
            {
                "seat": str(c.seat),
                "call": str(c.call),
                "alert": c.alert,
                "explanation": c.explanation,
            }
            for c in seen.auction
        ],
        "contract": None if seen.contract is None else str(seen.contract),
        "declarer": None if table.declarer is None else str(table.declarer),
        "trick": [{"seat": str(s), "card": str(c)} for s, c in seen.current_trick],
        "tricks": {"NS": table.tricks_won(Side.NS), "EW": table.tricks_won(Side.EW)},
        "seq": len(table.events),
    }


@router.get("/api/director/tables/{table_id}")
def director_api(request: Request, table_id: int, director: Director) -> dict[str, Any]:
    """The table as the director sees it."""
    return director_state(request, table_id)


@router.get("/director/tables/{table_id}", response_class=HTMLResponse)
def director_page(request: Request, table_id: int, director: Director) -> Response:
    """The table as the director sees it, as a page."""
    state = director_state(request, table_id)
    seats = [(seat, state["hands"][str(seat)]) for seat in Seat]
    context = {**page_context(request), "state": state, "seats": seats}
    return templates.TemplateResponse(request, "director.html.j2", context)
