"""The platform: ``bridgelaw serve``, where four people play duplicate bridge in browsers.

One FastAPI application (:func:`bridgelaw.server.app.create_app`) serves the pages and one
websocket per seat. The server is authoritative: every call and card goes through the
table engine (:class:`bridgelaw.table.Table`, strict mode: correct procedure enforced, an
irregular action refused with the Law it breaks). Each table's log of events is stored
with SQLAlchemy (SQLite under the data directory, or PostgreSQL by URL) in the same
transaction that accepts the action, and a table's state is its log replayed through the
engine, so a restart resumes every table where it was. A seat's connection receives only
its seat's view (:func:`bridgelaw.table.views.view`): its own hand, dummy's once the opening
lead is faced, all four hands once the board is over.

Modules: ``settings`` (options and ``BRIDGELAW_*`` variables), ``db`` (the schema and
migrations), ``codec`` (events and views as JSON), ``store`` (tables, seats, tokens and
logs in the database), ``game`` (the tables in play), ``protocol`` (the websocket frames),
``ws`` (the websocket endpoints of the seats and the director), ``online`` (what online
play adds to a board's log: alerts' questions, chat, claims, undo with consent, director
calls and rulings, the tempo clock; who may see each row), ``online_view`` (its part of
each state, the director's console and the engine's advice), ``pages`` (lobby, table and
director pages), ``app``.
"""
