"""One answer for every refusal: a :class:`~bridgelaw.server.store.Denied` that a page, a
form or an API route lets through is answered here, by the application's one exception
handler (:func:`install`), so no route translates a refusal itself:

* under ``/api/``: JSON ``{"detail": ..., "code": ..., "message": ..., "law": ...}``, the
  fields of a websocket's ``error`` frame (:meth:`Denied.public`) with ``detail``, the
  reason with its Law when it is the Laws' (``"... (Law 90A)"``, :attr:`Denied.cited`);
* a page or a form: the refused page (``refused.html.j2``, with a way back) with the same
  words and status.

The status is the kind of refusal, read from its ``code`` (:func:`status_of`): nothing
by that name (404), not the user's to see or do (403), not a valid request (422), too
large (413), too many (429), else refused in the state the table or event is in (409).
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response

from bridgelaw.server.pages import refused_page
from bridgelaw.server.store import Denied

__all__ = ["STATUS", "answer", "install", "status_of"]

STATUS: dict[str, int] = {
    # nothing by that name
    "table": 404,
    "event": 404,
    "missing": 404,
    # not the user's to see or do
    "token": 403,
    "session": 403,
    "origin": 403,
    "kibitz": 403,
    "private": 403,
    # not a valid request
    "input": 422,
    "spec": 422,
    "malformed": 422,
    "too_large": 413,
    "rate": 429,
}
"""The HTTP status of a refusal by its ``code``; any other code: 409."""


def status_of(denied: Denied) -> int:
    """The HTTP status of the refusal.

    >>> status_of(Denied("table", "there is no table 9")), status_of(Denied("seat", "taken"))
    (404, 409)
    """
    return STATUS.get(denied.code, 409)


def answer(request: Request, denied: Denied) -> Response:
    """The refusal as JSON (an API route) or as the refused page (a page or a form)."""
    status = status_of(denied)
    if request.url.path.startswith("/api/"):
        return JSONResponse({"detail": denied.cited, **denied.public()}, status_code=status)
    return refused_page(request, status, denied.cited)


async def _handler(request: Request, error: Exception) -> Response:
    if not isinstance(error, Denied):  # registered for Denied only
        raise error
    return answer(request, error)


def install(app: FastAPI) -> None:
    """Answer every refusal of ``app``'s routes here."""
    app.add_exception_handler(Denied, _handler)
