"""Accounts, sessions and the director role.

* An account has a name (unique, whatever its case) and a password, stored only as its
  argon2id hash (argon2-cffi); a wrong name and a wrong password get the same answer, in
  the same time. A guest has a name and no password: the name of an account cannot be
  taken by a guest.
* A login opens a session: a new random id in the browser's signed cookie
  (:mod:`bridgelaw.server.security`), its SHA-256 in the ``sessions`` table, valid for
  ``session_ttl_seconds``. A seat is taken by a session: its token works only with that
  session (a token copied to another browser is refused), and logging out gives up the
  session's seats.
* The director: a flag of an account. The account named by ``BRIDGELAW_DIRECTOR`` (or
  ``bridgelaw serve --director NAME``) is the director, from its registration or from
  the next start of the server; without that setting, the first account registered on
  the server is. A guest is never the director. The director may see every seat's hand
  at a table (``/director/tables/{id}``); routes of the director depend on
  :func:`require_director`, and every page's context has the ``user`` and their
  ``role`` (``director``, ``player``, ``guest``, or ``None``) through
  :func:`page_context` or the templates' ``session_user(request)``.
"""

from __future__ import annotations

import datetime
import re
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from sqlalchemy import delete, func, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker
from starlette.requests import HTTPConnection

from bridgelaw.server.auth_db import KeyRow, SessionRow, UserRow
from bridgelaw.server.db import SeatRow, utcnow
from bridgelaw.server.security import CSRF_FIELD, Signer, id_hash, new_session_id, session_id
from bridgelaw.server.settings import Settings

if TYPE_CHECKING:
    from argon2 import PasswordHasher

__all__ = [
    "AccountError",
    "Accounts",
    "User",
    "current_user",
    "page_context",
    "require_director",
    "require_user",
    "template_globals",
]

NAME = re.compile(r"^[^\W_](?:[\w .'-]{0,38}[^\W_.])?$")
"""A name: letters and digits, with spaces, dots, apostrophes, hyphens and underscores
inside; 1 to 40 characters."""
PASSWORD_MIN = 8
PASSWORD_MAX = 256

Role = Literal["director", "player", "guest"]


@dataclass(frozen=True, slots=True)
class User:
    """A person logged in: an account or a guest."""

    id: int
    name: str
    guest: bool
    director: bool

    @property
    def role(self) -> Role:
        """``director``, ``player`` (an account) or ``guest``."""
        if self.director:
            return "director"
        return "guest" if self.guest else "player"


class AccountError(Exception):
    """A registration or login refused: the form's ``field`` and the message shown next
    to it (``retry_after``: seconds, when a rate limit refused it)."""

    def __init__(self, field: str, message: str, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.field = field
        self.message = message
        self.retry_after = retry_after


def clean_name(text: str) -> str:
    """The name as typed, spaces trimmed and runs of spaces made one.

    :raises AccountError: it is not a valid name.
    """
    name = " ".join(text.split())
    if not name:
        raise AccountError("name", "type a name")
    if len(name) > 40:
        raise AccountError("name", "a name has at most 40 characters")
    if not NAME.match(name):
        raise AccountError(
            "name",
            "a name is letters and digits, with spaces, dots, apostrophes, hyphens "
            "or underscores between them",
        )
    return name


def check_password(password: str) -> None:
    """:raises AccountError: the password is too short or too long."""
    if len(password) < PASSWORD_MIN:
        raise AccountError("password", f"a password has at least {PASSWORD_MIN} characters")
    if len(password) > PASSWORD_MAX:
        raise AccountError("password", f"a password has at most {PASSWORD_MAX} characters")


def _user(row: UserRow) -> User:
    return User(row.id, row.name, row.guest, row.director)


class Accounts:
    """The users and sessions in the database."""

    def __init__(self, engine: Engine, settings: Settings) -> None:
        self.engine = engine
        self.settings = settings
        self._session = sessionmaker(engine, expire_on_commit=False)
        self._hasher: PasswordHasher | None = None
        self._dummy: str | None = None

    def session(self) -> Session:
        """A new database session (use it in a ``with`` block)."""
        return self._session()

    # ------------------------------------------------------------------ passwords
    @property
    def hasher(self) -> PasswordHasher:
        """The argon2id hasher of the settings' cost."""
        if self._hasher is None:
            from argon2 import PasswordHasher

            self._hasher = PasswordHasher(
                time_cost=self.settings.password_time_cost,
                memory_cost=self.settings.password_memory_kib,
                parallelism=1,
            )
        return self._hasher

    def _verify(self, stored: str | None, password: str) -> bool:
        from argon2.exceptions import InvalidHashError, VerificationError

        if stored is None:
            # an unknown name costs a hash all the same: the time tells nothing
            self._dummy = self._dummy or self.hasher.hash(secrets.token_hex(8))
            stored, password = self._dummy, password + "!"
        try:
            return self.hasher.verify(stored, password)
        except (VerificationError, InvalidHashError):
            return False

    # ------------------------------------------------------------------ keys
    def key(self, name: str = "cookies") -> str:
        """The server's secret ``name`` (made at first use, shared by its processes)."""
        with self.session() as session:
            row = session.get(KeyRow, name)
            if row is not None:
                return row.value
        try:
            with self.session() as session, session.begin():
                session.add(KeyRow(name=name, value=secrets.token_urlsafe(48)))
        except IntegrityError:
            pass  # another process made it first
        with self.session() as session:
            found = session.get(KeyRow, name)
            assert found is not None
            return found.value

    # ------------------------------------------------------------------ accounts
    def register(self, name: str, password: str) -> User:
        """A new account (the director, if it is the one the settings name, or the first).

        :raises AccountError: the name or password is not valid, or the name is taken.
        """
        name = clean_name(name)
        check_password(password)
        hashed = self.hasher.hash(password)
        named = self.settings.director
        try:
            with self.session() as session, session.begin():
                if named:
                    director = name.casefold() == clean_name(named).casefold()
                else:
                    count = select(func.count()).select_from(UserRow).where(~UserRow.guest)
                    director = session.scalar(count) == 0
                row = UserRow(
                    name=name,
                    name_key=name.casefold(),
                    password_hash=hashed,
                    guest=False,
                    director=director,
                )
                session.add(row)
                session.flush()
                return _user(row)
        except IntegrityError as error:
            raise AccountError("name", f"the name {name} is taken: choose another") from error

    def login(self, name: str, password: str) -> User:
        """The account of ``name`` if ``password`` is its password.

        :raises AccountError: it is not (the same message for an unknown name).
        """
        key = " ".join(name.split()).casefold()
        with self.session() as session:
            row = session.scalars(select(UserRow).where(UserRow.name_key == key)).first()
        if not self._verify(row.password_hash if row else None, password) or row is None:
            raise AccountError("password", "wrong name or password")
        assert row.password_hash is not None
        if self.hasher.check_needs_rehash(row.password_hash):
            with self.session() as session, session.begin():
                session.execute(
                    update(UserRow)
                    .where(UserRow.id == row.id)
                    .values(password_hash=self.hasher.hash(password))
                )
        return _user(row)

    def guest(self, name: str) -> User:
        """A new guest called ``name``.

        :raises AccountError: the name is not valid, or it is an account's.
        """
        name = clean_name(name)
        with self.session() as session, session.begin():
            taken = select(UserRow.id).where(UserRow.name_key == name.casefold())
            if session.scalars(taken).first() is not None:
                raise AccountError(
                    "name", f"{name} is the name of an account: log in, or choose another name"
                )
            row = UserRow(name=name, name_key=None, password_hash=None, guest=True)
            session.add(row)
            session.flush()
            return _user(row)

    def appoint_director(self, name: str) -> bool:
        """Make the account ``name`` the director; whether it exists."""
        key = clean_name(name).casefold()
        with self.session() as session, session.begin():
            done = session.execute(
                update(UserRow).where(UserRow.name_key == key).values(director=True)
            )
            return bool(getattr(done, "rowcount", 0))

    # ------------------------------------------------------------------ sessions
    def open_session(self, user: User) -> str:
        """A new session of ``user``; its id (for the cookie)."""
        sid = new_session_id()
        ttl = datetime.timedelta(seconds=self.settings.session_ttl_seconds)
        with self.session() as session, session.begin():
            row = SessionRow(id_hash=id_hash(sid), user_id=user.id, expires_at=utcnow() + ttl)
            session.add(row)
        return sid

    def user_of(self, sid: str | None) -> User | None:
        """The user of a session that is open, or ``None``."""
        if not sid:
            return None
        with self.session() as session:
            query = (
                select(UserRow)
                .join(SessionRow, SessionRow.user_id == UserRow.id)
                .where(SessionRow.id_hash == id_hash(sid), SessionRow.expires_at > utcnow())
            )
            row = session.scalars(query).first()
            return None if row is None else _user(row)

    def end_session(self, sid: str) -> None:
        """Close a session and give up the seats it holds."""
        hashed = id_hash(sid)
        with self.session() as session, session.begin():
            session.execute(delete(SeatRow).where(SeatRow.session_hash == hashed))
            session.execute(delete(SessionRow).where(SessionRow.id_hash == hashed))


# ---------------------------------------------------------------------- dependencies
def current_user(connection: HTTPConnection) -> User | None:
    """The user logged in on this request or websocket (a FastAPI dependency), or
    ``None``."""
    state = connection.state
    if hasattr(state, "user"):  # looked up once per request
        cached: User | None = state.user
        return cached
    accounts: Accounts = connection.app.state.accounts
    user = accounts.user_of(session_id(connection))
    state.user = user
    return user


def require_user(connection: HTTPConnection) -> User:
    """The user logged in (a FastAPI dependency).

    :raises HTTPException: 401, nobody is logged in.
    """
    from fastapi import HTTPException

    user = current_user(connection)
    if user is None:
        raise HTTPException(401, "log in or play as a guest first (/login)")
    return user


def require_director(connection: HTTPConnection) -> User:
    """The director logged in (a FastAPI dependency for the director's routes:
    ``director: User = Depends(require_director)``).

    :raises HTTPException: 401, nobody is logged in; 403, the user is not the director.
    """
    from fastapi import HTTPException

    user = require_user(connection)
    if not user.director:
        raise HTTPException(
            403, f"only the director may do this: you are logged in as {user.name}, a {user.role}"
        )
    return user


def csrf_token(connection: HTTPConnection) -> str:
    """The CSRF token of the session (for a form's hidden ``csrf`` field)."""
    signer: Signer = connection.app.state.signer
    return signer.csrf(session_id(connection) or "")


def page_context(connection: HTTPConnection) -> dict[str, Any]:
    """What every page's template gets: ``user`` (or ``None``), ``role``, ``csrf`` (the
    token) and ``csrf_field`` (the name of its hidden field)."""
    user = current_user(connection)
    return {
        "user": user,
        "role": None if user is None else user.role,
        "csrf": csrf_token(connection),
        "csrf_field": CSRF_FIELD,
    }


def template_globals() -> dict[str, Any]:
    """Functions for every template: ``session_user(request)``, ``csrf_token(request)``."""
    return {"session_user": current_user, "csrf_token": csrf_token, "csrf_field": CSRF_FIELD}
