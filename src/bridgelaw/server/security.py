"""The platform's defences: signed cookies, the session cookie, CSRF tokens, rate limits,
and the reading of forms.

* Every browser gets a session cookie, ``bridgelaw_session``: a random id and its
  HMAC-SHA256 signature under the server's key (:class:`Signer`), HttpOnly,
  SameSite=Lax, Secure when the page came over https (or always, with
  ``BRIDGELAW_SECURE_COOKIES=true``). A visitor's id is anonymous until they log in; a
  login gives a new id (so a planted id cannot be logged in), stored in the ``sessions``
  table as its SHA-256. A cookie whose signature is wrong is ignored, as if absent.
* A form carries the session's CSRF token in a hidden ``csrf`` field: the HMAC of the
  session's id under the server's key (:meth:`Signer.csrf`), so it needs no storage and
  changes at each login. :func:`read_form` refuses a form without it, with a wrong one, or
  posted from another site (its ``Origin``). The JSON API takes only
  ``application/json``, which another site's page cannot send without the server's
  consent (CORS), and the SameSite cookie is not sent with another site's requests.
* Rate limits are token buckets (:class:`Bucket`): each websocket connection's actions,
  and logins per account and per address (:class:`Limiter`); they live in the memory
  of each server process.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlsplit

from starlette.datastructures import MutableHeaders
from starlette.requests import HTTPConnection, Request, cookie_parser
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = [
    "CSRF_FIELD",
    "SESSION_COOKIE",
    "Bucket",
    "Limiter",
    "Refused",
    "SessionCookie",
    "Signer",
    "id_hash",
    "read_form",
    "require_json",
    "same_origin",
    "session_id",
    "set_session_cookie",
]

SESSION_COOKIE = "bridgelaw_session"
CSRF_FIELD = "csrf"
FORM_LIMIT = 4000
"""The largest form body accepted, in bytes."""


class Refused(Exception):
    """A request refused, with its HTTP status and the message shown to the user."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass(slots=True)
class Bucket:
    """A token bucket: ``rate`` actions a second, ``burst`` at once."""

    rate: float
    burst: int
    level: float = -1.0
    stamp: float = field(default_factory=time.monotonic)

    def _fill(self) -> None:
        now = time.monotonic()
        if self.level < 0:
            self.level = float(self.burst)
        self.level = min(float(self.burst), self.level + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self) -> bool:
        """Whether one more action is allowed now (and if so, count it)."""
        self._fill()
        if self.level >= 1.0:
            self.level -= 1.0
            return True
        return False

    def wait(self) -> float:
        """Seconds until one more action is allowed (0: now); counts nothing."""
        self._fill()
        return 0.0 if self.level >= 1.0 else (1.0 - self.level) / self.rate


class Limiter:
    """One :class:`Bucket` per key (an account's name, an address), ``burst`` at once and
    ``per_minute`` after that. At most ``max_keys`` keys are kept: beyond, the buckets
    that have filled up again (they limit nothing) are forgotten."""

    def __init__(self, per_minute: float, burst: int, *, max_keys: int = 100_000) -> None:
        self.rate = per_minute / 60.0
        self.burst = burst
        self.max_keys = max_keys
        self._buckets: dict[str, Bucket] = {}

    def _bucket(self, key: str) -> Bucket:
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self.max_keys:
                self._forget()
            bucket = self._buckets[key] = Bucket(self.rate, self.burst)
        return bucket

    def _forget(self) -> None:
        full = [key for key, bucket in self._buckets.items() if bucket.wait() == 0.0]
        for key in full:
            bucket = self._buckets[key]
            if bucket.level >= bucket.burst:
                del self._buckets[key]
        if len(self._buckets) >= self.max_keys:
            self._buckets.clear()

    def wait(self, key: str) -> float:
        """Seconds before ``key`` may try again (0: now)."""
        return self._bucket(key).wait()

    def take(self, key: str) -> float:
        """Count one attempt of ``key``; 0 if it was allowed, else the seconds to wait."""
        bucket = self._bucket(key)
        return 0.0 if bucket.take() else max(bucket.wait(), 0.001)


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


class Signer:
    """Signs cookie values and makes CSRF tokens with the server's secret key."""

    def __init__(self, key: str) -> None:
        self._key = key.encode()

    def _mac(self, purpose: str, value: str) -> str:
        return _b64(hmac.new(self._key, f"{purpose}:{value}".encode(), hashlib.sha256).digest())

    def sign(self, value: str) -> str:
        """``value`` with its signature (``value.signature``)."""
        return f"{value}.{self._mac('cookie', value)}"

    def unsign(self, text: str | None) -> str | None:
        """The value of a signed text, or ``None`` when it is missing or its signature is
        wrong."""
        if not text or "." not in text or len(text) > 200:
            return None
        value, _, signature = text.rpartition(".")
        expected = self._mac("cookie", value)
        return value if value and hmac.compare_digest(signature, expected) else None

    def csrf(self, session: str) -> str:
        """The CSRF token of a session."""
        return self._mac("csrf", session)

    def csrf_ok(self, session: str | None, token: str | None) -> bool:
        """Whether ``token`` is the session's CSRF token."""
        if not session or not token:
            return False
        return hmac.compare_digest(token.encode(), self.csrf(session).encode())


def new_session_id() -> str:
    """A new random session id (32 bytes, URL-safe)."""
    return secrets.token_urlsafe(32)


def id_hash(value: str) -> str:
    """The stored form of a session id or a token (SHA-256, hex)."""
    return hashlib.sha256(value.encode()).hexdigest()


def _secure(scope: Scope, setting: bool | None) -> bool:
    if setting is not None:
        return setting
    return scope.get("scheme") in ("https", "wss")


def _cookie_header(signer: Signer, sid: str, *, secure: bool, max_age: int | None = None) -> str:
    parts = [f"{SESSION_COOKIE}={signer.sign(sid)}", "Path=/", "HttpOnly", "SameSite=Lax"]
    if max_age is not None:
        parts.append(f"Max-Age={max_age}")
    if secure:
        parts.append("Secure")
    return "; ".join(parts)


class SessionCookie:
    """ASGI middleware: puts the session id of the signed cookie in ``scope["state"]``
    (``session_id``; a new anonymous one for an HTTP request without a valid cookie, set
    in the answer; ``None`` for such a websocket)."""

    def __init__(self, app: ASGIApp, signer: Signer, secure: bool | None = None) -> None:
        self.app = app
        self.signer = signer
        self.secure = secure

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        cookies: dict[str, str] = {}
        for name, value in scope.get("headers", ()):
            if name == b"cookie":
                cookies.update(cookie_parser(value.decode("latin-1")))
        sid = self.signer.unsign(cookies.get(SESSION_COOKIE))
        state = scope.setdefault("state", {})
        if sid is not None or scope["type"] == "websocket":
            state["session_id"] = sid
            await self.app(scope, receive, send)
            return
        sid = state["session_id"] = new_session_id()
        header = _cookie_header(self.signer, sid, secure=_secure(scope, self.secure))

        async def send_with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                setting = headers.getlist("set-cookie")
                if not any(line.startswith(f"{SESSION_COOKIE}=") for line in setting):
                    headers.append("set-cookie", header)
            await send(message)

        await self.app(scope, receive, send_with_cookie)


def session_id(connection: HTTPConnection) -> str | None:
    """The (signed, checked) session id of a request or a websocket."""
    value: str | None = getattr(connection.state, "session_id", None)
    return value


def set_session_cookie(
    request: Request, response: Response, sid: str, *, max_age: int | None
) -> None:
    """Give the browser the session ``sid`` (after a login: the id changes)."""
    signer: Signer = request.app.state.signer
    secure = _secure(request.scope, request.app.state.settings.secure_cookies)
    header = _cookie_header(signer, sid, secure=secure, max_age=max_age)
    response.headers.append("set-cookie", header)


def same_origin(connection: HTTPConnection) -> bool:
    """Whether the request (or websocket) came from a page of this site: its ``Origin``,
    when the browser sends one, names this server."""
    origin = connection.headers.get("origin")
    if origin is None:
        return True
    return urlsplit(origin).netloc == connection.url.netloc


async def read_form(request: Request) -> dict[str, str]:
    """The fields of a posted form (the first value of each), checked: from this site,
    at most ``FORM_LIMIT`` bytes, with the session's CSRF token.

    :raises Refused: it is none of these.
    """
    if not same_origin(request):
        raise Refused(403, "this form was posted from another site: it is refused")
    body = await request.body()
    if len(body) > FORM_LIMIT:
        raise Refused(413, f"form too large: at most {FORM_LIMIT} bytes")
    parsed = parse_qs(body.decode(errors="replace"), keep_blank_values=True)
    form = {name: values[0] for name, values in parsed.items()}
    signer: Signer = request.app.state.signer
    if not signer.csrf_ok(session_id(request), form.get(CSRF_FIELD)):
        raise Refused(
            403,
            "this form's security token is missing or out of date (the page is old, or the "
            "form came from another site): reload the page and send it again",
        )
    return form


def require_json(request: Request) -> None:
    """A FastAPI dependency of the JSON API: the body must be ``application/json``.

    :raises HTTPException: 415, it is not.
    """
    from fastapi import HTTPException

    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise HTTPException(415, "send JSON (Content-Type: application/json)")


def client_address(request: Request) -> str:
    """The address the request came from (as the server sees it)."""
    return request.client.host if request.client is not None else "unknown"


def describe_wait(seconds: float) -> str:
    """``'in 12 seconds'``, ``'in 1 minute'``..."""
    whole = max(1, int(seconds + 0.999))
    if whole < 120:
        return f"in {whole} second{'s' if whole != 1 else ''}"
    return f"in {(whole + 59) // 60} minutes"
