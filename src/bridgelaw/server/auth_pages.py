"""The pages and API of accounts: register, log in, play as a guest, log out.

Pages (forms with the session's CSRF token; an error is shown next to its field):

* ``GET /login``: the login form and the guest form; ``POST /login`` (``name``,
  ``password``), ``POST /guest`` (``name``);
* ``GET /register``, ``POST /register`` (``name``, ``password``, ``confirm``);
* ``POST /logout``: ends the session and gives up its seats.

JSON API (``application/json`` only; robots, tests, the benchmark): ``POST /api/register``,
``POST /api/login`` (``{"name", "password"}``), ``POST /api/guest`` (``{"name"}``),
``POST /api/logout``, ``GET /api/me``. A login's answer sets the session cookie and
carries the user and the session's CSRF token.

Logins are limited per account (``login_burst`` at once, then ``logins_per_minute``) and
logins, registrations and guest logins per address (``address_login_burst``, then
``address_logins_per_minute``); a refusal says when to try again (HTTP 429,
``Retry-After``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import APIRouter, Depends, FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError
from sqlalchemy.engine import Engine
from starlette.concurrency import run_in_threadpool

from bridgelaw.server.auth import (
    AccountError,
    Accounts,
    User,
    check_password,
    clean_name,
    csrf_token,
    current_user,
    page_context,
)
from bridgelaw.server.pages import refused_page, templates
from bridgelaw.server.security import (
    SESSION_COOKIE,
    Limiter,
    Refused,
    SessionCookie,
    Signer,
    client_address,
    describe_wait,
    read_form,
    require_json,
    session_id,
    set_session_cookie,
)
from bridgelaw.server.settings import Settings

__all__ = ["install", "router"]

router = APIRouter()


# ---------------------------------------------------------------------- the forms
def _name(value: str) -> str:
    try:
        return clean_name(value)
    except AccountError as error:
        raise PydanticCustomError("name", error.message) from error


class GuestForm(BaseModel):
    """A guest's name."""

    model_config = ConfigDict(extra="ignore")

    name: str = Field(max_length=200)

    @field_validator("name")
    @classmethod
    def _valid_name(cls, value: str) -> str:
        return _name(value)


class LoginForm(BaseModel):
    """An account's name and password (checked against the account, not here)."""

    model_config = ConfigDict(extra="ignore")

    name: str = Field(min_length=1, max_length=200)
    password: str = Field(min_length=1, max_length=1000)


class RegisterForm(BaseModel):
    """A new account's name and password (twice, on the page)."""

    model_config = ConfigDict(extra="ignore")

    name: str = Field(max_length=200)
    password: str = Field(max_length=1000)
    confirm: str | None = Field(default=None, max_length=1000)

    @field_validator("name")
    @classmethod
    def _valid_name(cls, value: str) -> str:
        return _name(value)

    @field_validator("password")
    @classmethod
    def _valid_password(cls, value: str) -> str:
        try:
            check_password(value)
        except AccountError as error:
            raise PydanticCustomError("password", error.message) from error
        return value


_MESSAGES = {
    "missing": "this field is required",
    "string_too_short": "this field is required",
    "string_too_long": "this is too long",
}


def _errors(error: ValidationError) -> dict[str, str]:
    """The first message of each field, as the user reads it."""
    found: dict[str, str] = {}
    for item in error.errors():
        field = str(item["loc"][0]) if item["loc"] else "form"
        found.setdefault(field, _MESSAGES.get(item["type"], item["msg"]))
    return found


# ---------------------------------------------------------------------- limits
@dataclass(frozen=True, slots=True)
class LoginLimits:
    """The login rate limits of one server process."""

    account: Limiter
    address: Limiter

    @classmethod
    def of(cls, settings: Settings) -> LoginLimits:
        """The limits the settings ask for."""
        return cls(
            Limiter(settings.logins_per_minute, settings.login_burst),
            Limiter(settings.address_logins_per_minute, settings.address_login_burst),
        )

    def check(self, request: Request, field: str, account: str | None = None) -> None:
        """Count one attempt from the request's address (and on ``account``).

        :raises AccountError: too many; shown next to ``field``.
        """
        wait = self.address.take(client_address(request))
        if wait:
            raise AccountError(
                field,
                f"too many attempts from your address: try again {describe_wait(wait)}",
                retry_after=wait,
            )
        if account is not None:
            wait = self.account.take(" ".join(account.split()).casefold()[:200])
            if wait:
                raise AccountError(
                    field,
                    f"too many login attempts for this account: try again {describe_wait(wait)}",
                    retry_after=wait,
                )


def _limits(request: Request) -> LoginLimits:
    limits: LoginLimits = request.app.state.login_limits
    return limits


def _accounts(request: Request) -> Accounts:
    accounts: Accounts = request.app.state.accounts
    return accounts


# ---------------------------------------------------------------------- the work
async def _attempt(request: Request, kind: str, data: dict[str, Any]) -> User:
    """Register, log in or let in a guest from ``data``.

    :raises AccountError: refused (invalid, wrong, taken or too many).
    """
    accounts, limits = _accounts(request), _limits(request)
    try:
        if kind == "guest":
            guest = GuestForm.model_validate(data)
            limits.check(request, "name")
            return await run_in_threadpool(accounts.guest, guest.name)
        if kind == "login":
            login = LoginForm.model_validate(data)
            limits.check(request, "password", login.name)
            return await run_in_threadpool(accounts.login, login.name, login.password)
        new = RegisterForm.model_validate(data)
        if new.confirm is not None and new.confirm != new.password:
            raise AccountError("confirm", "the two passwords differ")
        limits.check(request, "name")
        return await run_in_threadpool(accounts.register, new.name, new.password)
    except ValidationError as error:
        field, message = next(iter(_errors(error).items()))
        raise AccountError(field, message) from error


def _log_in(request: Request, response: Response, user: User) -> None:
    sid = _accounts(request).open_session(user)
    set_session_cookie(
        request, response, sid, max_age=request.app.state.settings.session_ttl_seconds
    )


def _user_json(user: User) -> dict[str, Any]:
    return {"id": user.id, "name": user.name, "role": user.role}


# ---------------------------------------------------------------------- pages
def _form_page(
    request: Request,
    template: str,
    *,
    errors: dict[str, str] | None = None,
    values: dict[str, str] | None = None,
    status: int = 200,
) -> Response:
    context = {**page_context(request), "errors": errors or {}, "values": values or {}}
    return templates.TemplateResponse(request, template, context, status_code=status)


@router.get("/login", response_class=HTMLResponse)
def login_page(request: Request) -> Response:
    """The login form and the guest form."""
    return _form_page(request, "login.html.j2")


@router.get("/register", response_class=HTMLResponse)
def register_page(request: Request) -> Response:
    """The registration form."""
    return _form_page(request, "register.html.j2")


async def _form_post(request: Request, kind: str, template: str) -> Response:
    try:
        form = await read_form(request)
    except Refused as refused:
        return refused_page(request, refused.status, refused.message)
    try:
        user = await _attempt(request, kind, form)
    except AccountError as error:
        prefix = "guest-" if kind == "guest" else ""
        values = {f"{prefix}name": form.get("name", "")[:200]}
        status = 429 if error.retry_after else 400
        page = _form_page(
            request,
            template,
            errors={f"{prefix}{error.field}": error.message},
            values=values,
            status=status,
        )
        if error.retry_after:
            page.headers["retry-after"] = str(int(error.retry_after + 1))
        return page
    response = RedirectResponse("/", status_code=303)
    _log_in(request, response, user)
    return response


@router.post("/login")
async def login_post(request: Request) -> Response:
    """Log in with a name and password."""
    return await _form_post(request, "login", "login.html.j2")


@router.post("/guest")
async def guest_post(request: Request) -> Response:
    """Play as a guest: a name, no password."""
    return await _form_post(request, "guest", "login.html.j2")


@router.post("/register")
async def register_post(request: Request) -> Response:
    """Open an account and log in."""
    return await _form_post(request, "register", "register.html.j2")


def _log_out(request: Request, response: Response) -> None:
    sid = session_id(request)
    if sid and current_user(request) is not None:
        _accounts(request).end_session(sid)
    response.delete_cookie(SESSION_COOKIE, path="/")
    for name in request.cookies:
        if name.startswith("bridgelaw_") and name != SESSION_COOKIE:
            response.delete_cookie(name, path="/")


@router.post("/logout")
async def logout_post(request: Request) -> Response:
    """Log out: the session ends and its seats are free."""
    try:
        await read_form(request)
    except Refused as refused:
        return refused_page(request, refused.status, refused.message)
    response = RedirectResponse("/", status_code=303)
    _log_out(request, response)
    return response


# ---------------------------------------------------------------------- the JSON API
async def _api(request: Request, kind: str) -> Response:
    try:
        data = await request.json()
    except ValueError:
        return JSONResponse({"detail": "the body is not JSON"}, status_code=400)
    if not isinstance(data, dict):
        return JSONResponse({"detail": "send a JSON object"}, status_code=400)
    try:
        user = await _attempt(request, kind, data)
    except AccountError as error:
        status = 429 if error.retry_after else 400
        answer = JSONResponse({"detail": error.message, "field": error.field}, status)
        if error.retry_after:
            answer.headers["retry-after"] = str(int(error.retry_after + 1))
        return answer
    response = JSONResponse({"user": _user_json(user)})
    _log_in(request, response, user)
    return response


Json = Annotated[None, Depends(require_json)]


@router.post("/api/register")
async def register_api(request: Request, _: Json) -> Response:
    """Open an account and log in (``{"name": ..., "password": ...}``)."""
    return await _api(request, "register")


@router.post("/api/login")
async def login_api(request: Request, _: Json) -> Response:
    """Log in (``{"name": ..., "password": ...}``)."""
    return await _api(request, "login")


@router.post("/api/guest")
async def guest_api(request: Request, _: Json) -> Response:
    """Log in as a guest (``{"name": ...}``)."""
    return await _api(request, "guest")


@router.post("/api/logout")
def logout_api(request: Request, _: Json) -> Response:
    """Log out: the session ends and its seats are free."""
    response = JSONResponse({"user": None})
    _log_out(request, response)
    return response


@router.get("/api/me")
def me_api(request: Request) -> dict[str, Any]:
    """Who is logged in, and the session's CSRF token."""
    user = current_user(request)
    return {"user": None if user is None else _user_json(user), "csrf": csrf_token(request)}


# ---------------------------------------------------------------------- installing
def install(app: FastAPI, settings: Settings, engine: Engine) -> Accounts:
    """Give ``app`` accounts: the signed session cookie, the login limits, these routes
    and the director's (``app.state.accounts``, ``signer``, ``login_limits``)."""
    from bridgelaw.server.auth_director import router as director_router

    accounts = Accounts(engine, settings)
    if settings.director:
        accounts.appoint_director(settings.director)
    signer = Signer(settings.secret_key or accounts.key())
    app.state.accounts = accounts
    app.state.signer = signer
    app.state.login_limits = LoginLimits.of(settings)
    app.add_middleware(SessionCookie, signer=signer, secure=settings.secure_cookies)
    app.include_router(router)
    app.include_router(director_router)
    return accounts
