"""Undo by the opponents' consent is a room's choice, not the Laws' (a table's ``undo``
rule, migration 0009; the regulations file, section 1: ``opponents_consent``, as BBO
does, or ``director``, as the Laws do).

* ``consent``: a player may ask to withdraw his last call as a misclick (while his
  partner has not called: the last action of the table; the last call until the opening
  lead is faced), and his last card where the server allows play undos; both opponents
  must consent (:meth:`bridgelaw.server.game.Game._undo`). The server's casual tables
  (the demo room, the tables players open, unless they ask otherwise).
* ``laws``: no undo by consent. An unintended call is replaced only under Law 25A, "if
  he does so, or attempts to do so, without pause for thought", and the director decides
  (Law 10A: the director alone rectifies; 25A's replacement is his to allow, and he may
  from the console: ``rule`` with ``undo``); a card is taken back only under Law 47 (or
  45C4(b), dummy's card named by a slip of the tongue), again by the director. A pairs
  event's tables (played for results: the EBU, for one, allows no undos in its online
  events), and any table opened with ``undo: "laws"``.

A room has one rule: a copy of a table (``same_boards_as``) takes its room's.
"""

from __future__ import annotations

from typing import Final

from bridgelaw.server.store import Denied, Store

__all__ = ["RULES", "check_undo_rule", "refusal", "room_undo"]

RULES: Final = ("consent", "laws")
"""The undo rules a table may have."""


def check_undo_rule(rule: str) -> str:
    """``rule`` if it is one of :data:`RULES`.

    :raises Denied: it is not.
    """
    if rule not in RULES:
        raise Denied("input", f"undo is 'consent' or 'laws', not {rule!r}")
    return rule


def refusal(card: bool, law: str) -> Denied:
    """Why an undo by consent is refused at a ``laws`` table (``card``: the action is a
    card; ``law``: 25A for a call, 47 for a card, in the table's edition)."""
    what = (
        "a card is taken back only as Law 47 allows (or 45C4(b), a slip of the tongue "
        "naming dummy's card): call the director"
        if card
        else "a call made by mistake is replaced only as Law 25A allows (an unintended "
        "call, replaced without pause for thought, before partner calls): call the "
        "director, who decides"
    )
    return Denied("undo", f"this room allows no undo by the opponents' consent: {what}", law=law)


def room_undo(store: Store, source: int, asked: str | None) -> str:
    """The undo rule of a new table of ``source``'s room: the room's (one rule a room).

    :raises Denied: another rule is asked for.
    """
    rule = store.table(source)[0].undo
    if asked is not None and check_undo_rule(asked) != rule:
        raise Denied(
            "room",
            f"a room has one undo rule (table {source}'s is {rule}): a table of its room takes it",
        )
    return rule
